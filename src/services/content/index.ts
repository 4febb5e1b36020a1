import type { DataFromCollectionSlug, Where } from 'payload'
import type { ContentSlug } from '@/collections/Content'
import { CONFIGURATOR_CATALOGUE_TAG } from '@/collections/Products'
import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { WORK_CATEGORIES_TAG } from '@/collections/WorkCategories'
import { companyBlockVisible, type InvolvedParty, isValidInvolvedParty } from '@/domain/content'
import type { Profile } from '@/domain/profiles'
import { type Locale, locales } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type { Article, Blog, ContentTag, Media, Page, Product, WorkCategory } from '@/payload-types'
import { type ImageView, imageView, type ResponsiveImageView, responsiveImageView } from '../core/images'
import { payloadClient } from '../core/payload'
import { PARAGRAPH_TAGS, type ParagraphView, resolveParagraphs } from './paragraphs'

export { type ImageView, imageView, type ResponsiveImageView, responsiveImageView } from '../core/images'

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
  return cached(lookup, 'content', lookupTags(collection))(collection, slug, locale)
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
  return cached(lookupBy, 'content-by', lookupTags(collection))(collection, 'id', String(id), locale)
}

/** A published page by the name staff gave it (the oldest when several share it), or null; cached. */
export function findPageByName(name: string, locale: Locale): Promise<ContentDoc | null> {
  return cached(lookupBy, 'content-by', lookupTags('pages'))('pages', 'name', name, locale)
}

/** A line of a list of pages or blogs: enough to link to it and show it as a card. */
export interface ContentSummary {
  id: number
  slug: string
  title: string
  description: string | null
  /** The first hero image as a hero band, if any. */
  heroImage: ResponsiveImageView | null
  slugs: Partial<Record<Locale, string>>
  /** Blogs only. */
  blogType?: NonNullable<Blog['blogType']>
  userProfile?: Profile | null
}

export interface ContentList {
  items: ContentSummary[]
  totalCount: number
}

const SUMMARY_FIELDS = { title: true, slug: true, description: true, heroImages: true } as const

async function loadList(
  collection: 'pages' | 'blogs',
  page: number,
  itemsPerPage: number,
  userProfile: string,
  blogType: string,
  locale: Locale,
): Promise<ContentList> {
  const payload = await payloadClient()
  const filters: Where[] = [
    ...(userProfile ? [{ userProfile: { equals: userProfile } }] : []),
    ...(blogType ? [{ blogType: { equals: blogType } }] : []),
  ]
  const found = await payload.find({
    collection,
    locale,
    depth: 1,
    draft: false,
    overrideAccess: false,
    page,
    limit: itemsPerPage,
    sort: 'createdAt',
    where: filters.length ? { and: filters } : {},
    select: collection === 'blogs' ? { ...SUMMARY_FIELDS, blogType: true, userProfile: true } : SUMMARY_FIELDS,
  })
  const docs = found.docs as Array<Pick<Blog, 'id' | 'title' | 'slug' | 'description' | 'heroImages'> & Partial<Blog>>
  const ids = docs.map((d) => d.id)
  const slugRows = ids.length
    ? ((
        await payload.find({
          collection,
          locale: 'all',
          depth: 0,
          draft: false,
          overrideAccess: false,
          pagination: false,
          where: { id: { in: ids } },
          select: { slug: true },
        })
      ).docs as unknown as Array<{ id: number; slug?: Partial<Record<Locale, string>> }>)
    : []
  const slugsOf = new Map(slugRows.map((r) => [r.id, r.slug ?? {}]))
  return {
    totalCount: found.totalDocs,
    items: docs.map((d) => ({
      id: d.id,
      slug: d.slug,
      title: d.title,
      description: d.description?.trim() ? d.description : null,
      heroImage: responsiveImageView(d.heroImages?.[0], 'hero_large'),
      slugs: slugsOf.get(d.id) ?? {},
      ...(collection === 'blogs' ? { blogType: d.blogType ?? 'news', userProfile: d.userProfile ?? null } : {}),
    })),
  }
}

/**
 * One page of the published pages or blogs (oldest first), blogs optionally of one profile or type; cached and
 * expired by the collection's and the media's hooks.
 */
export function listContent(
  collection: 'pages' | 'blogs',
  query: { page: number; itemsPerPage: number; userProfile?: Profile | null; blogType?: Blog['blogType'] },
  locale: Locale,
): Promise<ContentList> {
  return cached(loadList, 'content-list', [collection, 'media'])(
    collection,
    query.page,
    query.itemsPerPage,
    collection === 'blogs' ? (query.userProfile ?? '') : '',
    collection === 'blogs' ? (query.blogType ?? '') : '',
    locale,
  )
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
  return cached(loadSlugs, 'content-slugs', [collection])(collection, id)
}

/** The company of a reference's sidebar: shown whenever it has a name (companyBlockVisible). */
export interface ReferenceCompany {
  id: string
  title: string
  /** Empty when not given. */
  postcode: string
  city: string
  /** The first company image, or null: the block then shows the initials. */
  image: ImageView | null
  /** Whether the company has a page (listed in the directory): the block links to it only then. */
  hasPage: boolean
}

/** What a reference page shows beyond the common content fields. */
export interface ReferenceDetails {
  heroImage: ImageView | null
  /** The hero band at half width, for a `srcset`. */
  heroImageMedium: ImageView | null
  images: Array<{ id: number; card: ImageView; full: ImageView }>
  ctas: Array<{ title: string; link: string }>
  /** Only the valid parties, in the order staff gave them. */
  involvedParties: Array<{ [K in keyof InvolvedParty]-?: string } & { id: string }>
  workCategories: Array<{ id: number; name: string }>
  company: ReferenceCompany | null
  /** The client's or the project's logo. */
  logo: ImageView | null
  /** Names of the catalogue products the project used. */
  productsUsed: Array<{ id: number; name: string }>
  /** Whom to ask about the project (an e-mail address or a phone number), or null. */
  contact: string | null
}

async function loadCompany(id: number, locale: Locale): Promise<ReferenceCompany | null> {
  const payload = await payloadClient()
  // Professionals' accounts are not public: read the public fields of a visible one only.
  const { docs } = await payload.find({
    collection: 'professional-users',
    where: { and: [{ id: { equals: id } }, { isVisible: { equals: true } }] },
    locale,
    depth: 1,
    limit: 1,
    overrideAccess: true,
    select: { company: true, postcode: true, city: true, images: true, listed: true },
  })
  const doc = docs[0]
  if (!doc) return null
  const title = doc.company
  const images = (doc.images ?? []).filter((m): m is Media => typeof m === 'object' && m !== null)
  if (!companyBlockVisible({ title, postcode: doc.postcode, city: doc.city, images })) return null
  return {
    id: String(doc.id),
    title,
    postcode: doc.postcode ?? '',
    city: doc.city ?? '',
    image: imageView(images[0], 'company', title),
    hasPage: doc.listed === true,
  }
}

async function loadReference(id: number, locale: Locale, draft = false): Promise<ReferenceDetails | null> {
  const payload = await payloadClient()
  const doc = await payload
    .findByID({ collection: 'references', id, locale, depth: 1, draft, overrideAccess: draft })
    .catch(() => null)
  if (!doc) return null
  const firstCompany = doc.professionalUsers?.[0]
  const companyId = typeof firstCompany === 'object' && firstCompany ? firstCompany.id : firstCompany
  const images = (doc.images ?? []).flatMap((m) => {
    const card = imageView(m, 'card')
    const full = imageView(m, 'hero_large')
    return card && full && typeof m === 'object' ? [{ id: m.id, card, full }] : []
  })
  return {
    heroImage: imageView(doc.heroImages?.[0], 'hero_large'),
    heroImageMedium: imageView(doc.heroImages?.[0], 'hero_medium'),
    images,
    ctas: (doc.ctas ?? []).filter((c) => c.title && c.link).map((c) => ({ title: c.title, link: c.link })),
    involvedParties: (doc.involvedParties ?? []).filter(isValidInvolvedParty).map((p, i) => ({
      id: p.id ?? String(i),
      firstname: p.firstname ?? '',
      lastname: p.lastname ?? '',
      function: p.function ?? '',
      company: p.company ?? '',
      contact: p.contact ?? '',
    })),
    workCategories: (doc.workCategories ?? [])
      .filter((w): w is WorkCategory => typeof w === 'object' && w !== null)
      .map((w) => ({ id: w.id, name: w.name })),
    company: companyId ? await loadCompany(companyId, locale) : null,
    logo: imageView(doc.logo, 'thumbnail'),
    productsUsed: (doc.productsUsed ?? [])
      .filter((p): p is Product => typeof p === 'object' && p !== null)
      .map((p) => ({ id: p.id, name: p.name })),
    contact: doc.contact?.trim() || null,
  }
}

/**
 * A published reference's images, parties, links, work categories and company; cached and expired by hooks. With
 * `draft` (staff preview), those of its latest saved version, never cached.
 */
export function findReferenceDetails(id: number, locale: Locale, draft = false): Promise<ReferenceDetails | null> {
  if (draft) return loadReference(id, locale, true)
  return cached(loadReference, 'reference-details', [
    'references',
    PROFESSIONAL_USERS_TAG,
    WORK_CATEGORIES_TAG,
    CONFIGURATOR_CATALOGUE_TAG,
    'media',
  ])(id, locale)
}
