'use client'

import { useTranslations } from 'next-intl'
import type { MouseEvent } from 'react'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { Link } from '@/i18n/navigation'
import type { ImageView } from '@/services/content'
import styles from './ReferenceCards.module.css'

export interface ReferenceCard {
  id: number | string
  slug: string
  title: string
  /** The card size (640 × 400), or null when the reference has no photo. */
  image: ImageView | null
  /** A short line under the title (the place, the kind of work…). */
  caption?: string
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Reference cards that open the references modal at the card clicked, stepping through the whole list; each is
 * a real link to the reference page, followed as such in a new tab, without JavaScript or by a crawler.
 */
export function ReferenceCards({
  cards,
  headingLevel = 3,
  narrow = false,
}: {
  cards: ReferenceCard[]
  headingLevel?: 2 | 3
  /** In a column beside a sidebar: two cards a row at most. */
  narrow?: boolean
}) {
  const t = useTranslations('Reference')
  const { open } = useModal()
  if (cards.length === 0) return null
  const ids = cards.map((c) => c.id).join(',')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.cards} data-narrow={narrow || undefined}>
      {cards.map((card, index) => (
        <li key={card.id} className={styles.card}>
          <Link
            href={{ pathname: '/reference/[slug]', params: { slug: card.slug } }}
            className={styles.link}
            data-testid="reference-card"
            onClick={(event) => {
              if (!plainClick(event)) return
              event.preventDefault()
              open('references', { ids, index: String(index) })
            }}
          >
            {card.image ? (
              // biome-ignore lint/performance/noImgElement: the 640 × 400 WebP card size is stored by Payload
              <img
                src={card.image.url}
                width={card.image.width}
                height={card.image.height}
                alt=""
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            ) : (
              <span className={styles.placeholder} aria-hidden="true" />
            )}
            <span className={styles.text}>
              <Heading className={styles.title}>{card.title}</Heading>
              {card.caption ? <span className={styles.caption}>{card.caption}</span> : null}
              <span className={styles.more}>{t('modal.open')}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
