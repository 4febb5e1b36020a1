import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { ParagraphOf } from '@/services/paragraphs'
import styles from './Blocks.module.css'
import { Card } from './Card'

/** Cards leading to other sites: same tab, rel="noopener", an arrow and words saying they leave the site. */
export async function ExternalCards({ block, locale }: { block: ParagraphOf<'externalCards'>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  return (
    <section className={styles.block} data-block="externalCards">
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <ul className={styles.grid}>
        {block.cards.map((card) => (
          <li key={card.id}>
            <Card
              image={card.image}
              title={card.title}
              text={card.text}
              href={card.link}
              locale={locale}
              externalLabel={t('external')}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
