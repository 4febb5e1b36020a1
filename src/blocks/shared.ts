import type { CallsToAction, Media } from '@/payload-types'
import { type ResponsiveImageView, responsiveImageView } from '@/services/core/images'

/*
 * What several blocks' resolvers share: buttons, card images, optional words and relation ids. Public reads only
 * (published documents), like everything a resolver does.
 */

/** A button: its words and target in the page's language. */
export interface CtaView {
  id: number
  title: string
  link: string
}

/** A card of the cards slider or of the external cards. */
export interface CardView {
  id: string
  image: ResponsiveImageView | null
  title: string
  text: string | null
  /** A site path or an address; null when the card leads nowhere. */
  link: string | null
}

/** The id of a relation, populated or not. */
export const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

/** Words, or null when there are none (empty or blank). */
export const text = (value: string | null | undefined): string | null => (value?.trim() ? value : null)

/** The populated calls to action, in order; one left unpopulated or without words or target is dropped. */
export function ctaViews(list: ReadonlyArray<number | CallsToAction> | null | undefined): CtaView[] {
  return (list ?? [])
    .filter((c): c is CallsToAction => typeof c === 'object' && c !== null && Boolean(c.title && c.link))
    .map((c) => ({ id: c.id, title: c.title, link: c.link }))
}

/** An image at the card size (640 × 400). */
export const card = (media: number | Media | null | undefined) => responsiveImageView(media, 'card')
