import { getTranslations } from 'next-intl/server'
import { Button } from '@/components/ui/Button'
import { localizedPath } from '@/i18n/paths'
import { type Locale, localeInfo } from '@/i18n/routing'
import type { ContentCardView, ParagraphOf } from '@/services/paragraphs'
import styles from './Blocks.module.css'
import { Card } from './Card'
import { CtaButtons } from './CtaButtons'

/** A date as readers of the language write it (22 novembre 2026, 22 november 2026), on Belgian time. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso))
}

const hrefOf = (item: ContentCardView, locale: Locale) =>
  localizedPath(locale, item.kind === 'article' ? '/article/[slug]' : '/reference/[slug]', { slug: item.slug })

/**
 * The newest articles (of a content tag) or references (highlighted ones), as many as the block asks, with its
 * call to action, else the blog of its tag, as "see all". The service drops the block when nothing is published.
 */
export async function InternalCards({ block, locale }: { block: ParagraphOf<'internalCards'>; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  return (
    <section className={styles.block} data-block="internalCards" data-source={block.source}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <ul className={styles.grid}>
        {block.items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Card
              image={item.image}
              title={item.title}
              text={item.description}
              href={hrefOf(item, locale)}
              locale={locale}
              testId="content-card"
              meta={item.date ? <time dateTime={item.date}>{formatDate(item.date, locale)}</time> : undefined}
            />
          </li>
        ))}
      </ul>
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
