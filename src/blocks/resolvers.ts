import { resolveBannerTextCta } from './BannerTextCta/resolve'
import { resolveCardsProduct } from './CardsProduct/resolve'
import { resolveCardsSlider } from './CardsSlider/resolve'
import { resolveExternalCards } from './ExternalCards/resolve'
import { resolveFaqCta } from './FaqCta/resolve'
import { resolveImageCaption } from './ImageCaption/resolve'
import { resolveImages } from './Images/resolve'
import { resolveInternalCards } from './InternalCards/resolve'
import { resolveQuestions } from './Questions/resolve'
import { resolveStepsText } from './StepsText/resolve'
import { resolveTestimonials } from './Testimonials/resolve'
import { resolveTextImageCta } from './TextImageCta/resolve'
import { resolveTitleText } from './TitleText/resolve'
import type { BlockResolver, ParagraphSlug, ResolveContext, StoredParagraph, StoredParagraphOf } from './types'

/*
 * The resolvers registry (server only): one per stored paragraph slug, so a block without one does not compile.
 * The view union the components and the GraphQL types read is derived from it.
 */

const RESOLVERS = {
  titleText: resolveTitleText,
  textImageCta: resolveTextImageCta,
  bannerTextCta: resolveBannerTextCta,
  imageCaption: resolveImageCaption,
  stepsText: resolveStepsText,
  cardsSlider: resolveCardsSlider,
  images: resolveImages,
  externalCards: resolveExternalCards,
  internalCards: resolveInternalCards,
  cardsProduct: resolveCardsProduct,
  faqCta: resolveFaqCta,
  testimonials: resolveTestimonials,
  questions: resolveQuestions,
} satisfies { [S in ParagraphSlug]: BlockResolver<S> }

type ViewOf<R> = R extends (...args: never[]) => Promise<infer V> ? NonNullable<V> : never

/** A paragraph ready to render: one view per block, told apart by `blockType`. */
export type ParagraphView = { [S in ParagraphSlug]: ViewOf<(typeof RESOLVERS)[S]> }[ParagraphSlug]
export type ParagraphType = ParagraphView['blockType']
/** One block's view: `ParagraphOf<'images'>`. */
export type ParagraphOf<T extends ParagraphType> = Extract<ParagraphView, { blockType: T }>

// The registry seen as one mapped type, so that indexing it by a slug gives that slug's resolver (no cast).
type StoredBySlug = { [S in ParagraphSlug]: StoredParagraphOf<S> }
const resolvers: {
  [S in ParagraphSlug]: (block: StoredBySlug[S], context: ResolveContext) => Promise<ParagraphView | null>
} = RESOLVERS

const resolveAs = <S extends ParagraphSlug>(slug: S, block: StoredBySlug[S], context: ResolveContext) =>
  resolvers[slug](block, context)

/** One stored block ready to render, or null when it is to be dropped; its id falls back on its type and place. */
export function resolveParagraph(block: StoredParagraph, index: number, locale: ResolveContext['locale']) {
  return resolveAs(block.blockType, block, { id: block.id ?? `${block.blockType}-${index}`, locale })
}
