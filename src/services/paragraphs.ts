import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type { Article, CallsToAction, Media, Page, Reference } from '@/payload-types'
import type { FaqQuestion } from './faqs'
import { type ImageView, imageView, type ResponsiveImageView, responsiveImageView } from './images'
import { payloadClient } from './payload'

/**
 * The paragraph blocks of pages, landings and articles, read from Payload and turned into what the components
 * show: images at their stored sizes, calls to action in the page's language, the article or reference cards
 * and the FAQ questions a block points to. Everything here is a public read (published documents only).
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

/** Lexical rich text as Payload stores it. */
export type RichTextData = NonNullable<Page['content']>

/** A paragraph block as Payload returns it (depth 1: images, calls to action and relations populated). */
export type RawParagraph = NonNullable<Page['paragraphs']>[number]

/** A button: its words and target in the page's language. */
export interface CtaView {
  id: number
  title: string
  link: string
}

export interface CardView {
  id: string
  image: ResponsiveImageView | null
  title: string
  text: string | null
  /** A site path or an address; null when the card leads nowhere. */
  link: string | null
}

/** An article or a reference as a card of the internal-cards block. */
export interface ContentCardView {
  id: number
  kind: 'article' | 'reference'
  slug: string
  title: string
  description: string | null
  image: ResponsiveImageView | null
  /** Articles: the display date, else the creation date (ISO). */
  date: string | null
}

export interface ProductView {
  id: string
  name: string
  code: string | null
  text: string | null
  image: ResponsiveImageView | null
}

/** A quote and who said it. */
export interface TestimonialView {
  id: string
  quote: string
  name: string
  company: string | null
  role: string | null
}

export type ParagraphView =
  | { blockType: 'titleText'; id: string; title: string; text: RichTextData | null }
  | {
      blockType: 'textImageCta'
      id: string
      title: string
      text: RichTextData | null
      image: ResponsiveImageView | null
      imagePosition: 'left' | 'right'
      ctas: CtaView[]
    }
  | { blockType: 'bannerTextCta'; id: string; title: string; text: string | null; ctas: CtaView[] }
  | { blockType: 'imageCaption'; id: string; image: ResponsiveImageView; caption: string | null }
  | {
      blockType: 'stepsText'
      id: string
      title: string
      intro: string | null
      steps: Array<{ id: string; title: string; text: string | null }>
      ctas: CtaView[]
    }
  | { blockType: 'cardsSlider'; id: string; title: string | null; cards: CardView[] }
  | { blockType: 'images'; id: string; title: string | null; images: ImageView[] }
  | { blockType: 'externalCards'; id: string; title: string | null; cards: Array<CardView & { link: string }> }
  | {
      blockType: 'internalCards'
      id: string
      title: string | null
      source: 'articles' | 'references'
      items: ContentCardView[]
      ctas: CtaView[]
      /** Without a call to action, the blog that lists the block's content tag ("see all"). */
      blogSlug: string | null
    }
  | { blockType: 'cardsProduct'; id: string; title: string | null; products: ProductView[]; ctas: CtaView[] }
  | { blockType: 'faqCta'; id: string; title: string | null; questions: FaqQuestion[]; ctas: CtaView[] }
  | { blockType: 'testimonials'; id: string; title: string | null; items: TestimonialView[] }
  | { blockType: 'questions'; id: string; title: string | null; questions: FaqQuestion[]; ctas: CtaView[] }

export type ParagraphType = ParagraphView['blockType']
/** One block's view: `ParagraphOf<'images'>`. */
export type ParagraphOf<T extends ParagraphType> = Extract<ParagraphView, { blockType: T }>

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

const text = (value: string | null | undefined): string | null => (value?.trim() ? value : null)

/** The populated calls to action, in order; one left unpopulated or without words or target is dropped. */
export function ctaViews(list: ReadonlyArray<number | CallsToAction> | null | undefined): CtaView[] {
  return (list ?? [])
    .filter((c): c is CallsToAction => typeof c === 'object' && c !== null && Boolean(c.title && c.link))
    .map((c) => ({ id: c.id, title: c.title, link: c.link }))
}

const card = (media: number | Media | null | undefined) => responsiveImageView(media, 'card')

// --- Internal cards -----------------------------------------------------------------------------------------

export interface ContentCardsQuery {
  source: 'articles' | 'references'
  /** Articles carrying this content tag only. */
  contentTag?: number | null
  /** References marked as highlighted only. */
  highlightedOnly?: boolean
  limit: number
}

const effectiveDate = (a: Pick<Article, 'displayDate' | 'createdAt'>) => a.displayDate || a.createdAt

function articleCard(a: Article): ContentCardView {
  return {
    id: a.id,
    kind: 'article',
    slug: a.slug,
    title: a.title,
    description: text(a.description),
    image: card(a.teaserImages?.[0]) ?? card(a.heroImages?.[0]),
    date: effectiveDate(a),
  }
}

function referenceCard(r: Reference): ContentCardView {
  return {
    id: r.id,
    kind: 'reference',
    slug: r.slug,
    title: r.title,
    description: text(r.description),
    image: card(r.images?.[0]) ?? card(r.heroImages?.[0]),
    date: null,
  }
}

async function loadContentCards(
  source: ContentCardsQuery['source'],
  contentTag: number,
  highlightedOnly: boolean,
  limit: number,
  locale: Locale,
): Promise<ContentCardView[]> {
  const payload = await payloadClient()
  const common = { locale, depth: 1, draft: false, overrideAccess: false, limit } as const
  if (source === 'references') {
    const { docs } = await payload.find({
      collection: 'references',
      ...common,
      sort: '-createdAt',
      where: highlightedOnly ? { isHighlighted: { equals: true } } : {},
      select: { title: true, slug: true, description: true, images: true, heroImages: true, createdAt: true },
    })
    return (docs as Reference[]).map(referenceCard)
  }
  // Newest first by display date, which falls back to the creation date. The two kinds are sorted apart (SQLite
  // and PostgreSQL do not agree where NULLs go) and merged: the newest n of both lists are the newest n overall.
  const tag = contentTag > 0 ? [{ contentTags: { in: [contentTag] } }] : []
  const select = {
    title: true,
    slug: true,
    description: true,
    displayDate: true,
    createdAt: true,
    teaserImages: true,
    heroImages: true,
  } as const
  const [dated, undated] = await Promise.all([
    payload.find({
      collection: 'articles',
      ...common,
      sort: '-displayDate',
      where: { and: [...tag, { displayDate: { exists: true } }] },
      select,
    }),
    payload.find({
      collection: 'articles',
      ...common,
      sort: '-createdAt',
      where: { and: [...tag, { displayDate: { exists: false } }] },
      select,
    }),
  ])
  return ([...dated.docs, ...undated.docs] as Article[])
    .sort((a, b) => Date.parse(effectiveDate(b)) - Date.parse(effectiveDate(a)))
    .slice(0, limit)
    .map(articleCard)
}

/**
 * The published articles (newest display date first, optionally of one content tag) or references (newest first,
 * optionally highlighted only) that an internal-cards block lists; cached, expired by the collections' hooks.
 */
export function findContentCards(query: ContentCardsQuery, locale: Locale): Promise<ContentCardView[]> {
  return cachedContentCards(
    query.source,
    query.source === 'articles' ? (query.contentTag ?? 0) : 0,
    query.source === 'references' && Boolean(query.highlightedOnly),
    Math.max(1, Math.floor(query.limit)),
    locale,
  )
}
const cachedContentCards = cached(loadContentCards, 'content-cards', ['articles', 'references', 'media'])

/** One page of a card list, and how many cards the whole list holds. */
export interface ContentCardPage {
  items: ContentCardView[]
  totalCount: number
}

async function loadContentCardPage(
  source: ContentCardsQuery['source'],
  contentTag: number,
  highlightedOnly: boolean,
  page: number,
  itemsPerPage: number,
  locale: Locale,
): Promise<ContentCardPage> {
  const payload = await payloadClient()
  const common = { locale, draft: false, overrideAccess: false } as const
  if (source === 'references') {
    const found = await payload.find({
      collection: 'references',
      ...common,
      depth: 1,
      page,
      limit: itemsPerPage,
      sort: ['-createdAt', '-id'],
      where: highlightedOnly ? { isHighlighted: { equals: true } } : {},
      select: { title: true, slug: true, description: true, images: true, heroImages: true, createdAt: true },
    })
    return { items: (found.docs as Reference[]).map(referenceCard), totalCount: found.totalDocs }
  }
  // The order (display date, else creation date) is not one column: sort the dates of the whole list here, then
  // read the cards of the asked page only.
  const where: Where = contentTag > 0 ? { contentTags: { in: [contentTag] } } : {}
  const keys = await payload.find({
    collection: 'articles',
    ...common,
    depth: 0,
    pagination: false,
    where,
    select: { displayDate: true, createdAt: true },
  })
  const ids = (keys.docs as Array<Pick<Article, 'id' | 'displayDate' | 'createdAt'>>)
    .sort((a, b) => Date.parse(effectiveDate(b)) - Date.parse(effectiveDate(a)) || b.id - a.id)
    .slice((page - 1) * itemsPerPage, page * itemsPerPage)
    .map((a) => a.id)
  if (!ids.length) return { items: [], totalCount: keys.docs.length }
  const { docs } = await payload.find({
    collection: 'articles',
    ...common,
    depth: 1,
    limit: ids.length,
    where: { id: { in: ids } },
    select: {
      title: true,
      slug: true,
      description: true,
      displayDate: true,
      createdAt: true,
      teaserImages: true,
      heroImages: true,
    },
  })
  const byId = new Map((docs as Article[]).map((a) => [a.id, a]))
  return {
    items: ids.flatMap((id) => {
      const article = byId.get(id)
      return article ? [articleCard(article)] : []
    }),
    totalCount: keys.docs.length,
  }
}

/**
 * One page of the cards a card paragraph lists: published articles (newest display date first, optionally of one
 * content tag) or references (newest first, optionally highlighted only); cached, expired by the hooks.
 */
export function findContentCardPage(
  query: Omit<ContentCardsQuery, 'limit'>,
  page: number,
  itemsPerPage: number,
  locale: Locale,
): Promise<ContentCardPage> {
  return cachedContentCardPage(
    query.source,
    query.source === 'articles' ? (query.contentTag ?? 0) : 0,
    query.source === 'references' && Boolean(query.highlightedOnly),
    Math.max(1, Math.floor(page)),
    Math.max(1, Math.floor(itemsPerPage)),
    locale,
  )
}
const cachedContentCardPage = cached(loadContentCardPage, 'content-card-page', ['articles', 'references', 'media'])

/** The first published blog (oldest first) listing one of these content tags, in one language. */
export async function blogOfTags(
  contentTags: number[],
  locale: Locale,
): Promise<{ slug: string; title: string } | null> {
  if (contentTags.length === 0) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'blogs',
    locale,
    depth: 0,
    draft: false,
    overrideAccess: false,
    limit: 1,
    sort: 'createdAt',
    where: { contentTags: { in: contentTags } },
    select: { slug: true, title: true },
  })
  const blog = docs[0]
  return blog?.slug ? { slug: blog.slug, title: blog.title } : null
}

// --- FAQ ----------------------------------------------------------------------------------------------------

/** The first `count` questions of a published FAQ, links in answers populated; none when it is not published. */
async function faqQuestions(id: number, count: number, locale: Locale): Promise<FaqQuestion[]> {
  const payload = await payloadClient()
  const doc = await payload
    .findByID({ collection: 'faqs', id, locale, depth: 1, draft: false, overrideAccess: false })
    .catch(() => null)
  if (!doc) return []
  return (doc.questions ?? [])
    .filter((q) => q.title && q.answer)
    .slice(0, Math.max(0, count))
    .map((q, i) => ({ id: q.id ?? `${doc.id}-${i}`, title: q.title, answer: q.answer }))
}

// --- Blocks -------------------------------------------------------------------------------------------------

async function resolveOne(block: RawParagraph, index: number, locale: Locale): Promise<ParagraphView | null> {
  const id = block.id ?? `${block.blockType}-${index}`
  switch (block.blockType) {
    case 'titleText':
      return { blockType: 'titleText', id, title: block.title, text: block.text ?? null }
    case 'textImageCta':
      return {
        blockType: 'textImageCta',
        id,
        title: block.title,
        text: block.text ?? null,
        image: card(block.image),
        imagePosition: block.imagePosition === 'left' ? 'left' : 'right',
        ctas: ctaViews(block.ctas),
      }
    case 'bannerTextCta':
      return { blockType: 'bannerTextCta', id, title: block.title, text: text(block.text), ctas: ctaViews(block.ctas) }
    case 'imageCaption': {
      const image = card(block.image)
      return image ? { blockType: 'imageCaption', id, image, caption: text(block.caption) } : null
    }
    case 'stepsText':
      return {
        blockType: 'stepsText',
        id,
        title: block.title,
        intro: text(block.intro),
        steps: (block.steps ?? []).map((s, i) => ({ id: s.id ?? `${id}-${i}`, title: s.title, text: text(s.text) })),
        ctas: ctaViews(block.ctas),
      }
    case 'cardsSlider': {
      const cards = (block.cards ?? []).map((c, i) => ({
        id: c.id ?? `${id}-${i}`,
        image: card(c.image),
        title: c.title,
        text: text(c.text),
        link: text(c.link),
      }))
      return cards.length ? { blockType: 'cardsSlider', id, title: text(block.title), cards } : null
    }
    case 'images': {
      const images = (block.images ?? []).flatMap((m) => {
        const view = imageView(m, 'card')
        return view ? [view] : []
      })
      return images.length ? { blockType: 'images', id, title: text(block.title), images } : null
    }
    case 'externalCards': {
      const cards = (block.cards ?? []).flatMap((c, i) =>
        c.url
          ? [{ id: c.id ?? `${id}-${i}`, image: card(c.image), title: c.title, text: text(c.text), link: c.url }]
          : [],
      )
      return cards.length ? { blockType: 'externalCards', id, title: text(block.title), cards } : null
    }
    case 'internalCards': {
      const contentTag = block.source === 'articles' ? idOf(block.contentTag) : null
      const [items, blogSlug] = await Promise.all([
        findContentCards(
          {
            source: block.source,
            contentTag,
            highlightedOnly: Boolean(block.highlightedOnly),
            limit: block.itemsPerPage || 3,
          },
          locale,
        ),
        contentTag && !ctaViews(block.ctas).length
          ? blogOfTags([contentTag], locale).then((b) => b?.slug ?? null)
          : null,
      ])
      return items.length
        ? {
            blockType: 'internalCards',
            id,
            title: text(block.title),
            source: block.source,
            items,
            ctas: ctaViews(block.ctas),
            blogSlug,
          }
        : null
    }
    case 'cardsProduct': {
      const products = (block.products ?? []).map((p, i) => ({
        id: p.id ?? `${id}-${i}`,
        name: p.name,
        code: text(p.code),
        text: text(p.text),
        image: card(p.image),
      }))
      return products.length
        ? { blockType: 'cardsProduct', id, title: text(block.title), products, ctas: ctaViews(block.ctas) }
        : null
    }
    case 'faqCta': {
      const faq = idOf(block.faq)
      const questions = faq ? await faqQuestions(faq, block.questionsShown || 4, locale) : []
      return questions.length
        ? { blockType: 'faqCta', id, title: text(block.title), questions, ctas: ctaViews(block.ctas) }
        : null
    }
    case 'testimonials': {
      const items = (block.items ?? [])
        .filter((item) => item.quote?.trim() && item.name?.trim())
        .map((item, i) => ({
          id: item.id ?? `${id}-${i}`,
          quote: item.quote,
          name: item.name,
          company: text(item.company),
          role: text(item.role),
        }))
      return items.length ? { blockType: 'testimonials', id, title: text(block.title), items } : null
    }
    case 'questions': {
      const questions = (block.items ?? [])
        .filter((item) => item.question?.trim() && item.answer)
        .map((item, i) => ({ id: item.id ?? `${id}-${i}`, title: item.question, answer: item.answer }))
      return questions.length
        ? { blockType: 'questions', id, title: text(block.title), questions, ctas: ctaViews(block.ctas) }
        : null
    }
    default:
      return null
  }
}

/**
 * The blocks of a document read at depth 1, ready to render: a block whose content is gone (its image deleted,
 * its FAQ unpublished, no card left) is dropped rather than shown empty.
 */
export async function resolveParagraphs(
  blocks: readonly RawParagraph[] | null | undefined,
  locale: Locale,
): Promise<ParagraphView[]> {
  const views = await Promise.all((blocks ?? []).map((b, i) => resolveOne(b, i, locale)))
  return views.filter((v): v is ParagraphView => v !== null)
}

// --- Rich text ----------------------------------------------------------------------------------------------
