import type { ContentSlug } from '@/collections/Content'
import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { WORK_CATEGORIES_TAG } from '@/collections/WorkCategories'
import { companyBlockVisible, type InvolvedParty, isValidInvolvedParty } from '@/domain/content'
import { type Locale, locales } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type { Article, ContentTag, Media, Page, WorkCategory } from '@/payload-types'
import { type ImageView, imageView, type ResponsiveImageView, responsiveImageView } from './images'
import { PARAGRAPH_TAGS, type ParagraphView, resolveParagraphs } from './paragraphs'
import { payloadClient } from './payload'

export { type ImageView, imageView, type ResponsiveImageView, responsiveImageView } from './images'

export type ContentDoc = Pick<Page, 'id' | 'title' | 'description' | 'metaTitle' | 'metaDescription' | 'content'> & {
  slugs: Partial<Record<Locale, string>>
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
}

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
  const all = (await payload.findByID({
    collection,
    id: hit.id,
    locale: 'all',
    depth: 0,
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
  return { kind: 'found', doc }
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

/** The company of a reference's sidebar: shown only when companyBlockVisible holds. */
export interface ReferenceCompany {
  id: string
  title: string
  postcode: string
  city: string
  image: ImageView
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
    select: { company: true, title: true, postcode: true, city: true, images: true },
  })
  const doc = docs[0]
  if (!doc) return null
  const title = doc.title || doc.company
  const images = (doc.images ?? []).filter((m): m is Media => typeof m === 'object' && m !== null)
  if (!companyBlockVisible({ title, postcode: doc.postcode, city: doc.city, images })) return null
  const image = imageView(images[0], 'company', title)
  if (!image) return null
  return { id: String(doc.id), title, postcode: doc.postcode ?? '', city: doc.city ?? '', image }
}

async function loadReference(id: number, locale: Locale): Promise<ReferenceDetails | null> {
  const payload = await payloadClient()
  const doc = await payload
    .findByID({ collection: 'references', id, locale, depth: 1, draft: false, overrideAccess: false })
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
  }
}

/** A published reference's images, parties, links, work categories and company; cached and expired by hooks. */
export function findReferenceDetails(id: number, locale: Locale): Promise<ReferenceDetails | null> {
  return cached(loadReference, 'reference-details', [
    'references',
    PROFESSIONAL_USERS_TAG,
    WORK_CATEGORIES_TAG,
    'media',
  ])(id, locale)
}
