import type { DataFromCollectionSlug, Where } from 'payload'
import type { ContentSlug } from '@/collections/Content'
import type { Profile } from '@/domain/profiles'
import { type Locale, locales } from '@/i18n/routing'
import { cached, found } from '@/lib/cache'
import type { Article, Blog, ContentTag, Media, Page } from '@/payload-types'
import { type ResponsiveImageView, responsiveImageView } from '../core/images'
import { payloadClient } from '../core/payload'
import { PARAGRAPH_TAGS, type ParagraphView, resolveParagraphs } from './paragraphs'

export { type ImageView, imageView, type ResponsiveImageView, responsiveImageView } from '../core/images'

/*
 * The content documents (pages, articles, blogs, references) read whole in one language: by slug (another
 * language's slug finds the page it names there), by id, by a page's staff name, or as a draft for staff's preview;
 * and the slugs a document has in each language. Lists of pages and blogs are in lists.ts, what a reference shows
 * beyond these fields in references.ts.
 */

export type ContentDoc = Pick<Page, 'id' | 'title' | 'description' | 'metaTitle' | 'metaDescription' | 'content'> & {
  slugs: Partial<Record<Locale, string>>
  /** When the document was created and last changed (ISO): sitemaps, social cards and JSON-LD. */
  createdAt: string
  updatedAt: string
  /** The hero band (1940 × 450, its 970 px half in `srcSet`) of each hero image; the first is shown. */
  heroImages: ResponsiveImageView[]
  /** Pages and articles: the paragraph blocks, ready to render. */
  paragraphs: ParagraphView[]
  /** Articles: the date shown, the display date or else the creation date (ISO). */
  displayDate?: string
  /** Articles: the card images (640 × 400); the first illustrates the article's card. */
  teaserImages?: ResponsiveImageView[]
  /** Articles: their content tags, in the order staff gave them. */
  contentTags?: Array<{ id: number; name: string }>
  /** Blogs: news or advice. */
  blogType?: NonNullable<Blog['blogType']>
  /** Blogs: the profile the blog is written for, if any. */
  userProfile?: Profile | null
}

/** A content document as Payload returns it. */
type ContentHit = DataFromCollectionSlug<ContentSlug>

export type ContentLookup =
  | { kind: 'found'; doc: ContentDoc }
  /** The slug belongs to another language: the page lives at this slug in the requested one. */
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' }

async function lookup(collection: ContentSlug, slug: string, locale: Locale): Promise<ContentLookup> {
  const payload = await payloadClient()
  const find = (l: Locale, depth = 1) =>
    payload.find({
      collection,
      locale: l,
      where: { slug: { equals: slug } },
      limit: 1,
      depth,
      draft: false,
      overrideAccess: false,
    })
  const hit = (await find(locale)).docs[0]
  if (!hit) {
    for (const other of locales.filter((l) => l !== locale)) {
      const elsewhere = (await find(other, 0)).docs[0]
      if (elsewhere) {
        const local = await payload.findByID({ collection, id: elsewhere.id, locale, depth: 0 })
        if (local.slug && local.slug !== slug) return { kind: 'moved', slug: local.slug }
      }
    }
    return { kind: 'missing' }
  }
  return { kind: 'found', doc: await toContentDoc(collection, hit, locale) }
}

/**
 * A document read at depth 1 in one language, as pages show it: slugs of every language, images, blocks. The
 * published version, or with `draft` the latest saved one (staff preview).
 */
async function toContentDoc(
  collection: ContentSlug,
  hit: ContentHit,
  locale: Locale,
  draft = false,
): Promise<ContentDoc> {
  const payload = await payloadClient()
  const all = (await payload.findByID({
    collection,
    id: hit.id,
    locale: 'all',
    depth: 0,
    draft,
    select: { slug: true },
  })) as unknown as {
    slug?: Partial<Record<Locale, string>>
  }
  const images = (list: ReadonlyArray<number | Media> | null | undefined, size: 'hero_large' | 'card') =>
    (list ?? []).flatMap((m) => {
      const view = responsiveImageView(m, size)
      return view ? [view] : []
    })
  const doc: ContentDoc = {
    id: hit.id,
    title: hit.title,
    description: hit.description,
    metaTitle: hit.metaTitle,
    metaDescription: hit.metaDescription,
    content: hit.content,
    slugs: all.slug ?? {},
    createdAt: hit.createdAt,
    updatedAt: hit.updatedAt,
    heroImages: 'heroImages' in hit ? images(hit.heroImages, 'hero_large') : [],
    paragraphs: 'paragraphs' in hit ? await resolveParagraphs(hit.paragraphs, locale) : [],
  }
  if (collection === 'articles') {
    const a = hit as Article
    doc.displayDate = a.displayDate || a.createdAt
    doc.teaserImages = images(a.teaserImages, 'card')
    doc.contentTags = (a.contentTags ?? [])
      .filter((tag): tag is ContentTag => typeof tag === 'object' && tag !== null)
      .map((tag) => ({ id: tag.id, name: tag.name }))
  }
  if (collection === 'blogs') {
    const b = hit as Blog
    doc.blogType = b.blogType ?? 'news'
    doc.userProfile = b.userProfile ?? null
  }
  return doc
}

/** Tags of a content lookup: its collection's, and those its blocks and rich-text links read from. */
const lookupTags = (collection: ContentSlug) => [...new Set<string>([collection, ...PARAGRAPH_TAGS])]

/**
 * A published content document by its slug in one language, with its blocks ready to render; cached and expired
 * by the hooks of its collection and of everything its blocks show.
 */
export function findContent(collection: ContentSlug, slug: string, locale: Locale): Promise<ContentLookup> {
  return cached(lookup, 'content', lookupTags(collection), { keep: (r) => r.kind !== 'missing' })(
    collection,
    slug,
    locale,
  )
}

/** The longest slug a lookup accepts; a longer one cannot name a document. */
export const MAX_SLUG_LENGTH = 200

/**
 * A published content document by its slug in one language, or by the slug it has in the other language (then
 * read in the one asked); null when there is none.
 */
export async function findPublishedBySlug(
  collection: ContentSlug,
  slug: string,
  locale: Locale,
): Promise<ContentDoc | null> {
  const found = await findContent(collection, slug, locale)
  if (found.kind === 'found') return found.doc
  if (found.kind === 'missing') return null
  const moved = await findContent(collection, found.slug, locale)
  return moved.kind === 'found' ? moved.doc : null
}

/** A published document found by id (or, for pages, by their staff name) in one language; null when none. */
async function lookupBy(
  collection: ContentSlug,
  field: 'id' | 'name',
  value: string,
  locale: Locale,
): Promise<ContentDoc | null> {
  const payload = await payloadClient()
  const where: Where = field === 'id' ? { id: { equals: Number(value) } } : { name: { equals: value } }
  const { docs } = await payload.find({
    collection,
    locale,
    where,
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
    sort: 'createdAt',
  })
  return docs[0] ? toContentDoc(collection, docs[0], locale) : null
}

/**
 * The latest saved version of a content document (a draft, or the published one when nothing is pending), in one
 * language, for staff's preview; never cached. The caller checks that the visitor is staff.
 */
export async function findDraftContent(
  collection: ContentSlug,
  id: number,
  locale: Locale,
): Promise<ContentDoc | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    locale,
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    draft: true,
    overrideAccess: true,
  })
  return docs[0] ? toContentDoc(collection, docs[0], locale, true) : null
}

/** A published content document by id in one language, or null; cached like findContent. */
export function findContentById(collection: ContentSlug, id: number, locale: Locale): Promise<ContentDoc | null> {
  return cached(lookupBy, 'content-by', lookupTags(collection), { keep: found })(collection, 'id', String(id), locale)
}

/** A published page by the name staff gave it (the oldest when several share it), or null; cached. */
export function findPageByName(name: string, locale: Locale): Promise<ContentDoc | null> {
  return cached(lookupBy, 'content-by', lookupTags('pages'), { keep: found })('pages', 'name', name, locale)
}

async function loadSlugs(collection: ContentSlug, id: number): Promise<Partial<Record<Locale, string>> | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    draft: false,
    overrideAccess: false,
    limit: 1,
    where: { id: { equals: id } },
    select: { slug: true },
  })
  const doc = docs[0] as unknown as { slug?: Partial<Record<Locale, string>> } | undefined
  return doc ? (doc.slug ?? {}) : null
}

/** The slug in each language of a published document, or null when it is not public; cached. */
export function findContentSlugs(collection: ContentSlug, id: number): Promise<Partial<Record<Locale, string>> | null> {
  return cached(loadSlugs, 'content-slugs', [collection], { keep: found })(collection, id)
}
