import type { ParagraphView } from '@/blocks/resolvers'
import { resolveParagraph } from '@/blocks/resolvers'
import type { StoredParagraph } from '@/blocks/types'
import type { Locale } from '@/i18n/routing'

/**
 * The paragraph blocks of pages, landings and articles, read from Payload and turned into what the components
 * show: images at their stored sizes, calls to action in the page's language, the article or reference cards
 * and the FAQ questions a block points to. Everything here is a public read (published documents only). Each
 * block's part lives in its folder (src/blocks/<Name>/resolve.ts, registry src/blocks/resolvers.ts); this module
 * is the services' door to them.
 */

/** Every cache tag a block's content can come from: a change in any of them expires the pages showing blocks. */
export const PARAGRAPH_TAGS = [
  'media',
  'calls-to-action',
  'content-tags',
  'faqs',
  'pages',
  'articles',
  'blogs',
  'references',
] as const

export type { ProductView } from '@/blocks/CardsProduct/resolve'
export type { ContentCardPage, ContentCardsQuery, ContentCardView } from '@/blocks/InternalCards/cards'
export { blogOfTags, findContentCardPage, findContentCards } from '@/blocks/InternalCards/cards'
export type { ParagraphOf, ParagraphType, ParagraphView } from '@/blocks/resolvers'
export type { CardView, CtaView } from '@/blocks/shared'
export { ctaViews } from '@/blocks/shared'
export type { TestimonialView } from '@/blocks/Testimonials/resolve'
export type { RichTextData } from '@/blocks/types'

/** A paragraph block as Payload returns it (depth 1: images, calls to action and relations populated). */
export type RawParagraph = StoredParagraph

/**
 * The blocks of a document read at depth 1, ready to render: a block whose content is gone (its image deleted,
 * its FAQ unpublished, no card left) is dropped rather than shown empty.
 */
export async function resolveParagraphs(
  blocks: readonly RawParagraph[] | null | undefined,
  locale: Locale,
): Promise<ParagraphView[]> {
  const views = await Promise.all((blocks ?? []).map((b, i) => resolveParagraph(b, i, locale)))
  return views.filter((v): v is ParagraphView => v !== null)
}
