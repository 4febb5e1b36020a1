import type { ContentSlug } from '@/collections/Content'
import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { WORK_CATEGORIES_TAG } from '@/collections/WorkCategories'
import { companyBlockVisible, type InvolvedParty, isValidInvolvedParty } from '@/domain/content'
import { type Locale, locales } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type { Media, Page, WorkCategory } from '@/payload-types'
import { payloadClient } from './payload'

export type ContentDoc = Pick<Page, 'id' | 'title' | 'description' | 'metaTitle' | 'metaDescription' | 'content'> & {
  slugs: Partial<Record<Locale, string>>
}

export type ContentLookup =
  | { kind: 'found'; doc: ContentDoc }
  /** The slug belongs to another language: the page lives at this slug in the requested one. */
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' }

async function lookup(collection: ContentSlug, slug: string, locale: Locale): Promise<ContentLookup> {
  const payload = await payloadClient()
  const find = (l: Locale) =>
    payload.find({
      collection,
      locale: l,
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 1,
      draft: false,
      overrideAccess: false,
    })
  const hit = (await find(locale)).docs[0]
  if (!hit) {
    for (const other of locales.filter((l) => l !== locale)) {
      const elsewhere = (await find(other)).docs[0]
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
  return {
    kind: 'found',
    doc: {
      id: hit.id,
      title: hit.title,
      description: hit.description,
      metaTitle: hit.metaTitle,
      metaDescription: hit.metaDescription,
      content: hit.content,
      slugs: all.slug ?? {},
    },
  }
}

/** A published content document by its slug in one language; cached and expired by the collection's hooks. */
export function findContent(collection: ContentSlug, slug: string, locale: Locale): Promise<ContentLookup> {
  return cached(lookup, 'content', [collection])(collection, slug, locale)
}

/** An image ready for an `<img>`: one stored size, its box and its text alternative. */
export interface ImageView {
  url: string
  width: number
  height: number
  alt: string
}

type MediaSize = keyof NonNullable<Media['sizes']>

/** One size of a media document (the original when that size was not generated), or null when not populated. */
export function imageView(
  media: number | Media | null | undefined,
  size: MediaSize,
  altFallback = '',
): ImageView | null {
  if (!media || typeof media !== 'object') return null
  const sized = media.sizes?.[size]
  const url = sized?.url ?? media.url
  if (!url) return null
  return {
    url,
    width: (sized?.url ? sized.width : media.width) ?? 0,
    height: (sized?.url ? sized.height : media.height) ?? 0,
    alt: media.alt || altFallback,
  }
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
