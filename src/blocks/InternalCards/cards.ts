import type { Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type { Article, Reference } from '@/payload-types'
import type { ResponsiveImageView } from '@/services/core/images'
import { payloadClient } from '@/services/core/payload'
import { card, text } from '../shared'

/*
 * The articles and references an internal-cards block lists, read as the public (published documents only) and
 * cached; the blogs' themes and the GraphQL article and reference lists read the same cards.
 */

/** The fields a content card shows, read for a tag's newest articles and for chosen ones alike. */
const CARD_SELECT = {
  title: true,
  slug: true,
  description: true,
  displayDate: true,
  createdAt: true,
  teaserImages: true,
  heroImages: true,
} as const

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
  const select = CARD_SELECT
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
    select: CARD_SELECT,
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
const cachedContentCardPage = cached(loadContentCardPage, 'content-card-page', ['articles', 'references', 'media'], {
  // A page past the end, or a content tag nothing carries, is read again rather than kept.
  keep: (page) => page.items.length > 0,
})

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
