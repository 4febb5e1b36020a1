import type { Field } from 'payload'
import { BannerTextCtaBlock } from './BannerTextCta/config'
import { CardsProductBlock } from './CardsProduct/config'
import { CardsSliderBlock } from './CardsSlider/config'
import { ExternalCardsBlock } from './ExternalCards/config'
import { FaqCtaBlock } from './FaqCta/config'
import { HeroDoubleBlock } from './HeroDouble/config'
import { HeroSingleBlock } from './HeroSingle/config'
import { ImageCaptionBlock } from './ImageCaption/config'
import { ImagesBlock } from './Images/config'
import { InternalCardsBlock } from './InternalCards/config'
import { QuestionsBlock } from './Questions/config'
import { StepsTextBlock } from './StepsText/config'
import { TestimonialsBlock } from './Testimonials/config'
import { TextImageCtaBlock } from './TextImageCta/config'
import { TitleTextBlock } from './TitleText/config'
import type { BlockConfig, HeroSlug, ParagraphSlug } from './types'

/*
 * The blocks staff compose pages, landings and articles from, one folder each (src/blocks/<Name>/):
 *   config.ts     the Payload block (fields in English; src/admin/labels.ts translates them with the collections)
 *   resolve.ts    the stored block turned into what the component shows (server only; registry: ./resolvers.ts)
 *   Component.tsx the React component (rendered by components/blocks/Paragraphs.tsx, an exhaustive switch)
 * and a GraphQL object type each in graphql/content/paragraphs.ts (PARAGRAPH_REFS). Each registry is keyed by the slugs
 * of the stored data (./types.ts), so a block registered here but missing one of those pieces does not compile.
 *
 * This module is the Payload side: it loads no React and no service, so the Payload config can import it.
 */

/** Every paragraph block by slug, in the order the back office offers them. */
export const PARAGRAPH_CONFIGS: { [S in ParagraphSlug]: BlockConfig<S> } = {
  titleText: TitleTextBlock,
  textImageCta: TextImageCtaBlock,
  bannerTextCta: BannerTextCtaBlock,
  imageCaption: ImageCaptionBlock,
  stepsText: StepsTextBlock,
  cardsSlider: CardsSliderBlock,
  images: ImagesBlock,
  externalCards: ExternalCardsBlock,
  internalCards: InternalCardsBlock,
  cardsProduct: CardsProductBlock,
  faqCta: FaqCtaBlock,
  testimonials: TestimonialsBlock,
  questions: QuestionsBlock,
}

export const PARAGRAPH_BLOCKS = Object.values(PARAGRAPH_CONFIGS)

/** The paragraphs of a page, landing or article. */
export const paragraphsField = (): Field => ({
  name: 'paragraphs',
  type: 'blocks',
  blocks: PARAGRAPH_BLOCKS,
  admin: { initCollapsed: true },
})

/** The two landing heroes by slug. */
export const HERO_CONFIGS: { [S in HeroSlug]: BlockConfig<S> } = {
  heroDouble: HeroDoubleBlock,
  heroSingle: HeroSingleBlock,
}

/** A landing's hero: one block, double or single image. */
export const heroField = (): Field => ({
  name: 'hero',
  type: 'blocks',
  blocks: Object.values(HERO_CONFIGS),
  maxRows: 1,
})
