import { getTranslations } from 'next-intl/server'
import styles from '@/components/blocks/Blocks.module.css'
import { Card } from '@/components/blocks/Card'
import type { Locale } from '@/i18n/routing'
import type { ExternalCardsView } from './resolve'

/** Cards leading to other sites: same tab, rel="noopener", an arrow and words saying they leave the site. */
export async function ExternalCards({ block, locale }: { block: ExternalCardsView; locale: Locale }) {
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
