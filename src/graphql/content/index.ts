import { convertLexicalToHTML, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { z } from 'zod'
import { LANDING_TYPES } from '@/collections/Landings'
import { parseId } from '@/domain/ids'
import { ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, MAX_PAGE, paginationInfo } from '@/domain/pagination'
import type { LandingType } from '@/domain/profiles'
import { type Locale, locales } from '@/i18n/routing'
import { internalLinkPath } from '@/lib/content-links'
import {
  type ContentDoc,
  type ContentSummary,
  findContentById,
  findContentSlugs,
  findPageByName,
  findPublishedBySlug,
  listContent,
  MAX_SLUG_LENGTH,
} from '@/services/content'
import { findBlogThemes } from '@/services/content/blogs'
import {
  findLanding,
  findLandingById,
  findLandings,
  type HeroView,
  type LandingView,
} from '@/services/content/landings'
import {
  type ContentCardView,
  type CtaView,
  findContentCardPage,
  type ParagraphOf,
  type ParagraphType,
  type ParagraphView,
  type RichTextData,
} from '@/services/content/paragraphs'
import { AppError } from '@/services/core/errors'
import { builder, LocaleEnum, UserProfileEnum } from '../builder'
import { PaginationInfoRef } from '../core/pagination'
import { FaqQuestionRef } from './faqs'
import { ContentImageRef, ReferenceRef } from './references'

/*
 * The content API: landings, pages, blogs, articles, the card lists of card paragraphs and the paragraphs of a
 * document. Every read goes through the content services (published documents only, as the public identity); the
 * language is the `locale` argument, else the request's (x-locale, Accept-Language). Rich text is HTML.
 */

/** A view with the language it was read in: rich-text links and lazily read fields need it. */
type Localized<T> = T & { locale: Locale }
const localized = <T extends object>(value: T, locale: Locale): Localized<T> => ({ ...value, locale })

// --- Rich text ----------------------------------------------------------------------------------------------

const defaultLink = LinkHTMLConverter({
  internalDocToHref: () => '#',
}).link as Exclude<ReturnType<typeof LinkHTMLConverter>['link'], string | undefined>

/**
 * Lexical rich text as HTML: text escaped, unsafe link targets dropped (Payload's converter), links to documents
 * given their site path in the document's language, and a link to a document that is not public left as text.
 */
export function richTextHtml(data: RichTextData | null | undefined, locale: Locale): string | null {
  if (!data?.root?.children?.length) return null
  return convertLexicalToHTML({
    data: data as unknown as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      link: (args) => {
        const { fields } = args.node
        if (fields.linkType !== 'internal') return defaultLink(args)
        const path = internalLinkPath(fields.doc, locale)
        if (!path) return args.nodesToHTML({ nodes: args.node.children }).join('')
        return defaultLink({ ...args, node: { ...args.node, fields: { ...fields, linkType: 'custom', url: path } } })
      },
    }),
  })
}

// --- Enums and small types ----------------------------------------------------------------------------------

/** GraphQL enum names for values that are not valid names (`find-facade` → `FIND_FACADE`). */
const enumValues = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((value) => [value.toUpperCase().replace(/-/g, '_'), { value }])) as Record<
    string,
    { value: V }
  >

const LandingTypeEnum = builder.enumType('LandingType', {
  description: 'Which landing: the home (INDEX) or a profile’s landing.',
  values: enumValues<LandingType>(LANDING_TYPES),
})
const BlogTypeEnum = builder.enumType('BlogType', { values: enumValues(['news', 'advice'] as const) })
const ImagePositionEnum = builder.enumType('ImagePosition', { values: enumValues(['left', 'right'] as const) })
const ContentCardKindEnum = builder.enumType('ContentCardKind', {
  values: enumValues(['article', 'reference'] as const),
})
const CardSourceEnum = builder.enumType('CardSource', { values: enumValues(['articles', 'references'] as const) })
const ParagraphContentEnum = builder.enumType('ParagraphContent', {
  description: 'The kinds of documents that hold paragraphs.',
  values: enumValues(['page', 'article', 'landing'] as const),
})

const CallToActionRef = builder.objectRef<CtaView>('CallToAction').implement({
  description: 'A button: its words and target in the language asked.',
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title'), link: t.exposeString('link') }),
})

type Translation = { locale: Locale; slug: string }
const TranslationRef = builder.objectRef<Translation>('Translation').implement({
  description: 'Where the same document lives in a language: its slug there.',
  fields: (t) => ({ locale: t.expose('locale', { type: LocaleEnum }), slug: t.exposeString('slug') }),
})

/** The languages a document has a slug in, in the order of the site's locales. */
const translations = (slugs: Partial<Record<Locale, string>>): Translation[] =>
  locales.flatMap((locale) => {
    const slug = slugs[locale]
    return slug ? [{ locale, slug }] : []
  })

builder.objectField(ReferenceRef, 'translations', (t) =>
  t.field({
    type: [TranslationRef],
    resolve: async (reference) => translations((await findContentSlugs('references', reference.id)) ?? {}),
  }),
)

const ContentCardRef = builder.objectRef<ContentCardView>('ContentCard').implement({
  description: 'An article or a reference as a card.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: ContentCardKindEnum }),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    image: t.expose('image', { type: ContentImageRef, nullable: true, description: 'The card size (640 × 400).' }),
    date: t.exposeString('date', {
      nullable: true,
      description: 'Articles: the display date, else the creation date (ISO); null for references.',
    }),
  }),
})

const ContentCardCollectionRef = builder
  .objectRef<{ items: ContentCardView[]; paginationInfo: ReturnType<typeof paginationInfo> }>('ContentCardCollection')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [ContentCardRef] }),
      paginationInfo: t.expose('paginationInfo', { type: PaginationInfoRef }),
    }),
  })

// --- Paragraphs ---------------------------------------------------------------------------------------------

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

const html = (description = 'HTML from the rich text (text escaped, unsafe links dropped), or null.') => ({
  description,
  nullable: true as const,
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

const ParagraphRef = builder.unionType('Paragraph', {
  description:
    'A paragraph block as the site shows it; `blockType` (or `__typename`) tells which. Fields shared by several blocks (title, text, image, ctas) have one type in all, so one query can ask them of every block.',
  types: Object.values(PARAGRAPH_REFS),
  resolveType: (block) => PARAGRAPH_REFS[block.blockType].name,
})

const paragraphsOf = (list: ParagraphView[], locale: Locale) =>
  list.map((p) => localized(p, locale)) as Array<Block<ParagraphType>>

// --- Landings -----------------------------------------------------------------------------------------------

type HeroDouble = Extract<HeroView, { blockType: 'heroDouble' }>
type HeroSingle = Extract<HeroView, { blockType: 'heroSingle' }>

const HeroDoubleRef = builder.objectRef<HeroDouble>('HeroDouble').implement({
  description: 'Two images side by side, each with its title and buttons.',
  fields: (t) => ({
    id: t.exposeID('id'),
    titleLeft: t.string({ resolve: (h) => h.left.title }),
    titleRight: t.string({ resolve: (h) => h.right.title }),
    imageLeft: t.field({ type: ContentImageRef, nullable: true, resolve: (h) => h.left.image }),
    imageRight: t.field({ type: ContentImageRef, nullable: true, resolve: (h) => h.right.image }),
    leftCtas: t.field({ type: [CallToActionRef], resolve: (h) => h.left.ctas }),
    rightCtas: t.field({ type: [CallToActionRef], resolve: (h) => h.right.ctas }),
  }),
})

const HeroSingleRef = builder.objectRef<HeroSingle>('HeroSingle').implement({
  description: 'One image with a title, a text and buttons.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    text: t.exposeString('text', { nullable: true }),
    image: t.expose('image', { type: ContentImageRef, nullable: true }),
    ctas: t.expose('ctas', { type: [CallToActionRef] }),
  }),
})

/** The GraphQL type of each hero block, by slug: a hero block without one is a compile error. */
const HERO_REFS = { heroDouble: HeroDoubleRef, heroSingle: HeroSingleRef } satisfies {
  [T in HeroView['blockType']]: { $inferType: Extract<HeroView, { blockType: T }> }
}

const LandingHeroRef = builder.unionType('LandingHero', {
  types: Object.values(HERO_REFS),
  resolveType: (hero) => HERO_REFS[hero.blockType].name,
})

const LandingRef = builder.objectRef<Localized<LandingView>>('Landing').implement({
  description: 'The home or a profile’s landing, published, in one language; a Dutch field left empty reads French.',
  fields: (t) => ({
    id: t.exposeID('id'),
    landingType: t.expose('landingType', { type: LandingTypeEnum }),
    userProfile: t.expose('userProfile', { type: UserProfileEnum, nullable: true }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    metaTitle: t.exposeString('metaTitle', { nullable: true }),
    metaDescription: t.exposeString('metaDescription', { nullable: true }),
    hero: t.expose('hero', { type: LandingHeroRef, nullable: true }),
    paragraphs: t.field({ type: [ParagraphRef], resolve: (l) => paragraphsOf(l.paragraphs, l.locale) }),
    updatedAt: t.exposeString('updatedAt'),
  }),
})

// --- Pages, articles, blogs ---------------------------------------------------------------------------------

type Doc = Localized<ContentDoc>

const ContentTagRef = builder.objectRef<NonNullable<ContentDoc['contentTags']>[number]>('ContentTag').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
})

const PageRef = builder.objectRef<Doc>('Page')
const ArticleRef = builder.objectRef<Doc>('Article')
const BlogRef = builder.objectRef<Doc>('Blog')

// The fields pages, articles and blogs share.
for (const ref of [PageRef, ArticleRef, BlogRef]) {
  builder.objectFields(ref, (t) => ({
    id: t.exposeID('id'),
    slug: t.string({
      description: 'The slug in the language asked.',
      resolve: (d) => d.slugs[d.locale] ?? d.slugs.fr ?? '',
    }),
    title: t.exposeString('title'),
    description: t.string({ nullable: true, resolve: (d) => (d.description?.trim() ? d.description : null) }),
    metaTitle: t.string({ nullable: true, resolve: (d) => d.metaTitle || null }),
    metaDescription: t.string({ nullable: true, resolve: (d) => d.metaDescription || null }),
    content: t.string({ ...html(), resolve: (d) => richTextHtml(d.content, d.locale) }),
    heroImages: t.expose('heroImages', {
      type: [ContentImageRef],
      description: 'Hero bands (1940 × 450, the 970 px half in srcSet); the first is shown.',
    }),
    translations: t.field({ type: [TranslationRef], resolve: (d) => translations(d.slugs) }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }))
}

PageRef.implement({
  description: 'A published page in one language; a Dutch field left empty reads French.',
  fields: (t) => ({
    paragraphs: t.field({ type: [ParagraphRef], resolve: (d) => paragraphsOf(d.paragraphs, d.locale) }),
  }),
})

ArticleRef.implement({
  description: 'A published article in one language; a Dutch field left empty reads French.',
  fields: (t) => ({
    displayDate: t.string({
      description: 'The date shown: the display date, else the creation date (ISO).',
      resolve: (d) => d.displayDate ?? d.createdAt,
    }),
    teaserImages: t.field({
      type: [ContentImageRef],
      description: 'Card images (640 × 400); the first illustrates the article’s card.',
      resolve: (d) => d.teaserImages ?? [],
    }),
    contentTags: t.field({ type: [ContentTagRef], resolve: (d) => d.contentTags ?? [] }),
    paragraphs: t.field({ type: [ParagraphRef], resolve: (d) => paragraphsOf(d.paragraphs, d.locale) }),
  }),
})

const BlogThemeRef = builder.objectRef<Awaited<ReturnType<typeof findBlogThemes>>[number]>('BlogTheme').implement({
  description: 'A content tag of a blog with its newest published articles.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    articles: t.expose('articles', { type: [ContentCardRef] }),
  }),
})

BlogRef.implement({
  description: 'A published blog in one language; a Dutch field left empty reads French.',
  fields: (t) => ({
    blogType: t.field({ type: BlogTypeEnum, resolve: (d) => d.blogType ?? 'news' }),
    userProfile: t.expose('userProfile', { type: UserProfileEnum, nullable: true }),
    contentTags: t.field({
      type: [BlogThemeRef],
      description: 'Its themes by weight, each with its newest articles (at most 12); themes without one are left out.',
      resolve: (d) => findBlogThemes(d.id, d.locale),
    }),
  }),
})

const PageSummaryRef = builder.objectRef<ContentSummary>('PageSummary').implement({
  description: 'A page in a list: read it whole with page(id).',
  fields: () => ({}),
})

const BlogSummaryRef = builder.objectRef<ContentSummary>('BlogSummary').implement({
  description: 'A blog in a list: read it whole with blog(id).',
  fields: (t) => ({
    blogType: t.field({ type: BlogTypeEnum, resolve: (s) => s.blogType ?? 'news' }),
    userProfile: t.expose('userProfile', { type: UserProfileEnum, nullable: true }),
  }),
})

for (const ref of [PageSummaryRef, BlogSummaryRef]) {
  builder.objectFields(ref, (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    heroImage: t.expose('heroImage', { type: ContentImageRef, nullable: true }),
    translations: t.field({ type: [TranslationRef], resolve: (s) => translations(s.slugs) }),
  }))
}

type SummaryPage = { items: ContentSummary[]; paginationInfo: ReturnType<typeof paginationInfo> }
const PageCollectionRef = builder.objectRef<SummaryPage>('PageCollection').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [PageSummaryRef] }),
    paginationInfo: t.expose('paginationInfo', { type: PaginationInfoRef }),
  }),
})
const BlogCollectionRef = builder.objectRef<SummaryPage>('BlogCollection').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [BlogSummaryRef] }),
    paginationInfo: t.expose('paginationInfo', { type: PaginationInfoRef }),
  }),
})

// --- Arguments ----------------------------------------------------------------------------------------------

/** Arguments checked by a schema; BAD_REQUEST naming the offending ones otherwise. */
function parseArgs<S extends z.ZodType>(schema: S, args: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(args)
  if (parsed.success) return parsed.data
  const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'input', 'BAD_REQUEST']))
  throw new AppError('BAD_REQUEST', `Invalid ${what}: ${Object.keys(fields).join(', ')}`, { fields })
}

const id = z.union([z.string(), z.number()]).transform(parseId).pipe(z.number())
const slug = z.string().min(1).max(MAX_SLUG_LENGTH)
const pagination = {
  page: z.number().int().min(1).max(MAX_PAGE),
  itemsPerPage: z.number().int().min(1).max(MAX_ITEMS_PER_PAGE),
}

/** Exactly one of the given keys is set. */
const oneOf =
  (...keys: string[]) =>
  (value: Record<string, unknown>) =>
    keys.filter((k) => value[k] != null).length === 1

const byIdOrSlug = z
  .object({ id: id.nullish(), slug: slug.nullish() })
  .refine(oneOf('id', 'slug'), { message: 'Give id or slug' })

const LOCALE_ARG = {
  type: LocaleEnum,
  description: 'Takes precedence over the x-locale and Accept-Language headers.',
} as const
const PAGE_ARG = { defaultValue: 1, description: 'From 1.' } as const
const ITEMS_PER_PAGE_ARG = {
  defaultValue: ITEMS_PER_PAGE,
  description: `From 1 to ${MAX_ITEMS_PER_PAGE}.`,
} as const

/** A slugged document by id or slug (another language's slug finds it too), published, or null. */
async function documentByIdOrSlug(
  collection: 'pages' | 'articles' | 'blogs',
  args: { id?: unknown; slug?: unknown },
  locale: Locale,
): Promise<Doc | null> {
  const key = parseArgs(byIdOrSlug, { id: args.id, slug: args.slug }, collection)
  const doc =
    key.id != null
      ? await findContentById(collection, key.id, locale)
      : await findPublishedBySlug(collection, key.slug ?? '', locale)
  return doc ? localized(doc, locale) : null
}

// --- Queries ------------------------------------------------------------------------------------------------

builder.queryFields((t) => ({
  landings: t.field({
    description: 'The published landings (home first), or the one of a landing type; an empty list when none.',
    type: [LandingRef],
    args: { landingType: t.arg({ type: LandingTypeEnum }), locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale
      if (args.landingType) {
        const landing = await findLanding(args.landingType, locale)
        return landing ? [localized(landing, locale)] : []
      }
      return (await findLandings(locale)).map((l) => localized(l, locale))
    },
  }),
  landing: t.field({
    description: 'A published landing by id or by landing type (give one), or null.',
    type: LandingRef,
    nullable: true,
    args: { id: t.arg.id(), landingType: t.arg({ type: LandingTypeEnum }), locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale
      const key = parseArgs(
        z
          .object({ id: id.nullish(), landingType: z.enum(LANDING_TYPES).nullish() })
          .refine(oneOf('id', 'landingType'), { message: 'Give id or landingType' }),
        { id: args.id, landingType: args.landingType },
        'landing',
      )
      const landing =
        key.id != null
          ? await findLandingById(key.id, locale)
          : await findLanding(key.landingType as LandingType, locale)
      return landing ? localized(landing, locale) : null
    },
  }),
  pages: t.field({
    description: 'The published pages, oldest first, one page of the list at a time.',
    type: PageCollectionRef,
    args: { page: t.arg.int(PAGE_ARG), itemsPerPage: t.arg.int(ITEMS_PER_PAGE_ARG), locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => {
      const query = parseArgs(
        z.object(pagination),
        { page: args.page ?? 1, itemsPerPage: args.itemsPerPage ?? ITEMS_PER_PAGE },
        'pages',
      )
      const { items, totalCount } = await listContent('pages', query, args.locale ?? ctx.locale)
      return { items, paginationInfo: paginationInfo(totalCount, query.page, query.itemsPerPage) }
    },
  }),
  page: t.field({
    description: 'A published page by id, by slug (either language’s) or by name (give one), or null.',
    type: PageRef,
    nullable: true,
    args: {
      id: t.arg.id(),
      slug: t.arg.string({ description: `At most ${MAX_SLUG_LENGTH} characters.` }),
      name: t.arg.string({ description: `The page’s name in /admin; at most ${MAX_SLUG_LENGTH} characters.` }),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale
      if (args.name == null) return documentByIdOrSlug('pages', args, locale)
      const key = parseArgs(
        z
          .object({ id: id.nullish(), slug: slug.nullish(), name: slug })
          .refine(oneOf('id', 'slug', 'name'), { message: 'Give id, slug or name' }),
        { id: args.id, slug: args.slug, name: args.name },
        'page',
      )
      const doc = await findPageByName(key.name, locale)
      return doc ? localized(doc, locale) : null
    },
  }),
  blogs: t.field({
    description: 'The published blogs, oldest first, optionally of one profile or type, a page at a time.',
    type: BlogCollectionRef,
    args: {
      userProfile: t.arg({ type: UserProfileEnum }),
      blogType: t.arg({ type: BlogTypeEnum }),
      page: t.arg.int(PAGE_ARG),
      itemsPerPage: t.arg.int(ITEMS_PER_PAGE_ARG),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const query = parseArgs(
        z.object(pagination),
        { page: args.page ?? 1, itemsPerPage: args.itemsPerPage ?? ITEMS_PER_PAGE },
        'blogs',
      )
      const { items, totalCount } = await listContent(
        'blogs',
        { ...query, userProfile: args.userProfile, blogType: args.blogType },
        args.locale ?? ctx.locale,
      )
      return { items, paginationInfo: paginationInfo(totalCount, query.page, query.itemsPerPage) }
    },
  }),
  blog: t.field({
    description: 'A published blog by id or slug (give one), or null.',
    type: BlogRef,
    nullable: true,
    args: { id: t.arg.id(), slug: t.arg.string(), locale: t.arg(LOCALE_ARG) },
    resolve: (_root, args, ctx) => documentByIdOrSlug('blogs', args, args.locale ?? ctx.locale),
  }),
  article: t.field({
    description: 'A published article by id or slug (give one), or null.',
    type: ArticleRef,
    nullable: true,
    args: { id: t.arg.id(), slug: t.arg.string(), locale: t.arg(LOCALE_ARG) },
    resolve: (_root, args, ctx) => documentByIdOrSlug('articles', args, args.locale ?? ctx.locale),
  }),
  articles: t.field({
    description: 'Published articles as cards, newest display date first, optionally of one content tag.',
    type: ContentCardCollectionRef,
    args: {
      contentTag: t.arg.id(),
      page: t.arg.int(PAGE_ARG),
      itemsPerPage: t.arg.int(ITEMS_PER_PAGE_ARG),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const query = parseArgs(
        z.object({ ...pagination, contentTag: id.nullish() }),
        { page: args.page ?? 1, itemsPerPage: args.itemsPerPage ?? ITEMS_PER_PAGE, contentTag: args.contentTag },
        'articles',
      )
      const { items, totalCount } = await findContentCardPage(
        { source: 'articles', contentTag: query.contentTag },
        query.page,
        query.itemsPerPage,
        args.locale ?? ctx.locale,
      )
      return { items, paginationInfo: paginationInfo(totalCount, query.page, query.itemsPerPage) }
    },
  }),
  references: t.field({
    description: 'Published references as cards, newest first; the highlighted ones only with isHighlighted: true.',
    type: ContentCardCollectionRef,
    args: {
      isHighlighted: t.arg.boolean(),
      page: t.arg.int(PAGE_ARG),
      itemsPerPage: t.arg.int(ITEMS_PER_PAGE_ARG),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const query = parseArgs(
        z.object(pagination),
        { page: args.page ?? 1, itemsPerPage: args.itemsPerPage ?? ITEMS_PER_PAGE },
        'references',
      )
      const { items, totalCount } = await findContentCardPage(
        { source: 'references', highlightedOnly: args.isHighlighted === true },
        query.page,
        query.itemsPerPage,
        args.locale ?? ctx.locale,
      )
      return { items, paginationInfo: paginationInfo(totalCount, query.page, query.itemsPerPage) }
    },
  }),
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
