import { getTranslations } from 'next-intl/server'
import styles from '@/components/blocks/Blocks.module.css'
import { Card } from '@/components/blocks/Card'
import { CtaButtons } from '@/components/blocks/CtaButtons'
import type { Locale } from '@/i18n/routing'
import type { CardsProductView } from './resolve'

/** Products of the range: image, manufacturer reference, name and a few words; the block's buttons below. */
export async function CardsProduct({ block, locale }: { block: CardsProductView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  return (
    <section className={styles.block} data-block="cardsProduct">
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <ul className={`${styles.grid} ${styles.products}`}>
        {block.products.map((product) => (
          <li key={product.id}>
            <Card
              image={product.image}
              title={product.name}
              text={product.text}
              locale={locale}
              meta={
                product.code ? <span className={styles.code}>{t('product.code', { code: product.code })}</span> : null
              }
            />
          </li>
        ))}
      </ul>
      <CtaButtons ctas={block.ctas} locale={locale} className={styles.after} />
    </section>
  )
}
