// biome-ignore-all assist/source/organizeImports: CSS modules imported in the order they were before the move (it orders the built style sheets)
import { getTranslations } from 'next-intl/server'
import { Button } from '@/components/ui/Button'
import styles from '@/components/blocks/Blocks.module.css'
import { ContentCards } from '@/components/blocks/ContentCards'
import { CtaButtons } from '@/components/blocks/CtaButtons'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { InternalCardsView } from './resolve'

/**
 * The newest articles (of a content tag) or references (highlighted ones), as many as the block asks, with its
 * call to action, else the blog of its tag, as "see all". The service drops the block when nothing is published.
 */
export async function InternalCards({ block, locale }: { block: InternalCardsView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  return (
    <section className={styles.block} data-block="internalCards" data-source={block.source}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <ContentCards items={block.items} locale={locale} />
      {block.ctas.length > 0 ? (
        <CtaButtons ctas={block.ctas} locale={locale} variants={['secondary', 'secondary']} className={styles.after} />
      ) : block.blogSlug ? (
        <div className={`${styles.ctas} ${styles.after}`}>
          <Button href={localizedPath(locale, '/blog/[slug]', { slug: block.blogSlug })} variant="secondary">
            {t('seeAll')}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
