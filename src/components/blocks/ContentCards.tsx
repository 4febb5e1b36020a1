import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { ContentCardView } from '@/services/content/paragraphs'
import styles from './Blocks.module.css'
import { Card } from './Card'
import { formatDate } from './dates'

const hrefOf = (item: ContentCardView, locale: Locale) =>
  localizedPath(locale, item.kind === 'article' ? '/article/[slug]' : '/reference/[slug]', { slug: item.slug })

/** Article or reference cards in the grid of the blocks: image, date for articles, title, description. */
export function ContentCards({ items, locale }: { items: ContentCardView[]; locale: Locale }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
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
  )
}
