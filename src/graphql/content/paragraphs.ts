import { z } from 'zod'
import type { Locale } from '@/i18n/routing'
import { findContentById } from '@/services/content'
import { findLandingById } from '@/services/content/landings'
import type { ParagraphOf, ParagraphType, ParagraphView } from '@/services/content/paragraphs'
import { builder } from '../builder'
import { LOCALE_ARG, parseArgs } from '../core/args'
import { id } from './args'
import { ContentCardRef } from './cards'
import { FaqQuestionRef } from './faqs'
import { ContentImageRef } from './references'
import { html, richTextHtml } from './rich-text'
import { CallToActionRef, enumValues, type Localized, localized } from './shared'

/*
 * The paragraphs of pages, articles and landings: a GraphQL type per paragraph block (PARAGRAPH_REFS, checked
 * against the blocks' registry), their union, and the `paragraphs` query.
 */

const ImagePositionEnum = builder.enumType('ImagePosition', { values: enumValues(['left', 'right'] as const) })
const CardSourceEnum = builder.enumType('CardSource', { values: enumValues(['articles', 'references'] as const) })
const ParagraphContentEnum = builder.enumType('ParagraphContent', {
  description: 'The kinds of documents that hold paragraphs.',
  values: enumValues(['page', 'article', 'landing'] as const),
})

type Block<T extends ParagraphType> = Localized<ParagraphOf<T>>

/** The fields every paragraph has. */
function paragraphRef<T extends ParagraphType>(typeName: string, description: string) {
  return builder.objectRef<Block<T>>(typeName).implement({
    description,
    fields: (t) => ({
      id: t.id({ resolve: (b) => b.id }),
      blockType: t.string({ description: 'The block’s name in the content model.', resolve: (b) => b.blockType }),
    }),
  })
}

const StepRef = builder.objectRef<ParagraphOf<'stepsText'>['steps'][number]>('StepsTextStep').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    text: t.exposeString('text', { nullable: true }),
  }),
})

const ParagraphCardRef = builder.objectRef<ParagraphOf<'cardsSlider'>['cards'][number]>('ParagraphCard').implement({
  description: 'A card of a cards slider or of external cards.',
  fields: (t) => ({
    id: t.exposeID('id'),
    image: t.expose('image', { type: ContentImageRef, nullable: true }),
    title: t.exposeString('title'),
    text: t.exposeString('text', { nullable: true }),
    link: t.exposeString('link', { nullable: true, description: 'A site path or an address; null leads nowhere.' }),
  }),
})

const ParagraphProductRef = builder
  .objectRef<ParagraphOf<'cardsProduct'>['products'][number]>('ParagraphProduct')
  .implement({
    description: 'A product card.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      code: t.exposeString('code', { nullable: true }),
      text: t.exposeString('text', { nullable: true }),
      image: t.expose('image', { type: ContentImageRef, nullable: true }),
    }),
  })

const TitleTextRef = paragraphRef<'titleText'>('TitleText', 'A title and rich text.')
builder.objectFields(TitleTextRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  text: t.string({ ...html(), resolve: (b) => richTextHtml(b.text, b.locale) }),
}))

const TextImageCtaRef = paragraphRef<'textImageCta'>('TextImageCta', 'Rich text beside an image, with buttons.')
builder.objectFields(TextImageCtaRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  text: t.string({ ...html(), resolve: (b) => richTextHtml(b.text, b.locale) }),
  image: t.expose('image', { type: ContentImageRef, nullable: true }),
  imagePosition: t.expose('imagePosition', { type: ImagePositionEnum }),
  ctas: t.expose('ctas', { type: [CallToActionRef] }),
}))

const BannerTextCtaRef = paragraphRef<'bannerTextCta'>('BannerTextCta', 'A banner with a title, text and buttons.')
builder.objectFields(BannerTextCtaRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  text: t.exposeString('text', { nullable: true }),
  ctas: t.expose('ctas', { type: [CallToActionRef] }),
}))

const ImageCaptionRef = paragraphRef<'imageCaption'>('ImageCaption', 'An image with its caption.')
builder.objectFields(ImageCaptionRef, (t) => ({
  image: t.expose('image', { type: ContentImageRef, nullable: true }),
  caption: t.exposeString('caption', { nullable: true }),
}))

const StepsTextRef = paragraphRef<'stepsText'>('StepsText', 'Numbered steps with an introduction.')
builder.objectFields(StepsTextRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  intro: t.exposeString('intro', { nullable: true }),
  steps: t.expose('steps', { type: [StepRef] }),
  ctas: t.expose('ctas', { type: [CallToActionRef] }),
}))

const CardsSliderRef = paragraphRef<'cardsSlider'>('CardsSlider', 'A slider of cards.')
builder.objectFields(CardsSliderRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  cards: t.expose('cards', { type: [ParagraphCardRef] }),
}))

const ImagesRef = paragraphRef<'images'>('Images', 'A gallery: the site shows 3 images, then all on "see more".')
builder.objectFields(ImagesRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  images: t.expose('images', { type: [ContentImageRef] }),
}))

const ExternalCardsRef = paragraphRef<'externalCards'>('ExternalCards', 'Cards leading to other sites.')
builder.objectFields(ExternalCardsRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  cards: t.expose('cards', { type: [ParagraphCardRef] }),
}))

const InternalCardsRef = paragraphRef<'internalCards'>(
  'InternalCards',
  'The newest articles (of a content tag) or references (highlighted ones) as cards, at most itemsPerPage.',
)
builder.objectFields(InternalCardsRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  source: t.expose('source', { type: CardSourceEnum }),
  items: t.expose('items', { type: [ContentCardRef] }),
  ctas: t.expose('ctas', { type: [CallToActionRef] }),
  blogSlug: t.exposeString('blogSlug', {
    nullable: true,
    description: 'Without a button: the slug of the blog listing the block’s content tag ("see all").',
  }),
}))

const CardsProductRef = paragraphRef<'cardsProduct'>('CardsProduct', 'Product cards with buttons.')
builder.objectFields(CardsProductRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  products: t.expose('products', { type: [ParagraphProductRef] }),
  ctas: t.expose('ctas', { type: [CallToActionRef] }),
}))

const FaqCtaRef = paragraphRef<'faqCta'>('FaqCta', 'The first questions of a published FAQ, with buttons.')
builder.objectFields(FaqCtaRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  questions: t.expose('questions', { type: [FaqQuestionRef] }),
  ctas: t.expose('ctas', { type: [CallToActionRef] }),
}))

const TestimonialRef = builder.objectRef<ParagraphOf<'testimonials'>['items'][number]>('Testimonial').implement({
  description: 'A quote and who said it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    quote: t.exposeString('quote'),
    name: t.exposeString('name'),
    company: t.exposeString('company', { nullable: true }),
    role: t.exposeString('role', { nullable: true }),
  }),
})

const TestimonialsRef = paragraphRef<'testimonials'>('Testimonials', 'Quotes of customers or partners.')
builder.objectFields(TestimonialsRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  items: t.expose('items', { type: [TestimonialRef] }),
}))

const QuestionsRef = paragraphRef<'questions'>('Questions', 'Questions answered on the page itself, with a button.')
builder.objectFields(QuestionsRef, (t) => ({
  title: t.exposeString('title', { nullable: true }),
  questions: t.expose('questions', { type: [FaqQuestionRef] }),
  ctas: t.expose('ctas', { type: [CallToActionRef] }),
}))

/**
 * The GraphQL type of every paragraph block, by slug: a block the resolvers registry (src/blocks/resolvers.ts)
 * knows but this map does not is a compile error. Its order is the union's in the schema.
 */
const PARAGRAPH_REFS: { [T in ParagraphType]: ReturnType<typeof paragraphRef<T>> } = {
  titleText: TitleTextRef,
  textImageCta: TextImageCtaRef,
  bannerTextCta: BannerTextCtaRef,
  imageCaption: ImageCaptionRef,
  stepsText: StepsTextRef,
  cardsSlider: CardsSliderRef,
  images: ImagesRef,
  externalCards: ExternalCardsRef,
  internalCards: InternalCardsRef,
  cardsProduct: CardsProductRef,
  faqCta: FaqCtaRef,
  testimonials: TestimonialsRef,
  questions: QuestionsRef,
}

export const ParagraphRef = builder.unionType('Paragraph', {
  description:
    'A paragraph block as the site shows it; `blockType` (or `__typename`) tells which. Fields shared by several blocks (title, text, image, ctas) have one type in all, so one query can ask them of every block.',
  types: Object.values(PARAGRAPH_REFS),
  resolveType: (block) => PARAGRAPH_REFS[block.blockType].name,
})

/** A document's paragraphs with the language they were read in. */
export const paragraphsOf = (list: ParagraphView[], locale: Locale) =>
  list.map((p) => localized(p, locale)) as Array<Block<ParagraphType>>

builder.queryFields((t) => ({
  paragraphs: t.field({
    description:
      'The paragraphs of a published page, article or landing, by its id, as the site shows them; an empty list when it is not public.',
    type: [ParagraphRef],
    args: {
      content: t.arg({ type: ParagraphContentEnum, required: true }),
      id: t.arg.id({ required: true }),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale
      const key = parseArgs(z.object({ id }), { id: args.id }, 'paragraphs')
      const holder =
        args.content === 'landing'
          ? await findLandingById(key.id, locale)
          : await findContentById(args.content === 'page' ? 'pages' : 'articles', key.id, locale)
      return holder ? paragraphsOf(holder.paragraphs, locale) : []
    },
  }),
}))
