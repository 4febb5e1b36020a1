import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import type { ResponsiveImageView } from '@/services/core/images'
import { BlockImage } from './BlockImage'
import styles from './Blocks.module.css'
import { ContentLink } from './ContentLink'
import { ExternalMark } from './ExternalMark'
import { hrefKind } from './links'

/** How wide a card's image is shown: a third of the content width on desktop, half on tablets, all on phones. */
export const CARD_SIZES = '(min-width: 64em) 400px, (min-width: 40em) 50vw, 100vw'

/**
 * A card: image, optional line above the title (a date, a code), title and text. With a link, the title holds
 * it and its area covers the whole card, so the card is one link with the title as its name.
 */
export function Card({
  image,
  title,
  text,
  href,
  locale,
  externalLabel,
  meta,
  sizes = CARD_SIZES,
  testId,
}: {
  image: ResponsiveImageView | null
  title: string
  text?: string | null
  href?: string | null
  locale: Locale
  /** The words after an external link's title for screen readers. */
  externalLabel?: string
  meta?: ReactNode
  sizes?: string
  testId?: string
}) {
  const external = href ? hrefKind(href) === 'external' : false
  return (
    <article className={styles.card} data-linked={href ? true : undefined} data-testid={testId}>
      {image ? (
        <BlockImage image={image} sizes={sizes} className={styles.cardImage} />
      ) : (
        <div className={styles.cardImage} aria-hidden="true" />
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          {href ? (
            <ContentLink href={href} locale={locale} className={styles.cardLink}>
              {title}
              {external && externalLabel ? <ExternalMark label={externalLabel} /> : null}
            </ContentLink>
          ) : (
            title
          )}
        </h3>
        {meta ? <div className={styles.cardMeta}>{meta}</div> : null}
        {text ? <p className={styles.cardText}>{text}</p> : null}
      </div>
    </article>
  )
}
