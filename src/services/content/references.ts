import { CONFIGURATOR_CATALOGUE_TAG } from '@/collections/Products'
import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { WORK_CATEGORIES_TAG } from '@/collections/WorkCategories'
import { companyBlockVisible, type InvolvedParty, isValidInvolvedParty } from '@/domain/content'
import type { Locale } from '@/i18n/routing'
import { cached, found } from '@/lib/cache'
import type { Media, Product, WorkCategory } from '@/payload-types'
import { type ImageView, imageView } from '../core/images'
import { payloadClient } from '../core/payload'

/*
 * What a reference shows beyond the common content fields (its images, parties, links, work categories, company,
 * logo, products), and the reference as one piece for its page and the references modal. The content fields
 * themselves are read like every content document's (index.ts).
 */

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
  return cached(
    loadReference,
    'reference-details',
    ['references', PROFESSIONAL_USERS_TAG, WORK_CATEGORIES_TAG, CONFIGURATOR_CATALOGUE_TAG, 'media'],
    { keep: found },
  )(id, locale)
}

/** A published reference as one piece: what its page and the references modal show. */
export interface ReferenceView extends ReferenceDetails {
  id: number
  slug: string
  title: string
  description: string | null
}

async function loadView(id: number, locale: Locale): Promise<ReferenceView | null> {
  const payload = await payloadClient()
  const doc = await payload
    .findByID({
      collection: 'references',
      id,
      locale,
      depth: 0,
      draft: false,
      overrideAccess: false,
      select: { title: true, description: true, slug: true },
    })
    .catch(() => null)
  if (!doc?.slug) return null
  const details = await findReferenceDetails(id, locale)
  if (!details) return null
  return { id, slug: doc.slug, title: doc.title, description: doc.description ?? null, ...details }
}

/** A published reference by id, in one language, or null; cached and expired by the collections' hooks. */
export function findReferenceView(id: number, locale: Locale): Promise<ReferenceView | null> {
  return cached(loadView, 'reference-view', ['references', PROFESSIONAL_USERS_TAG, WORK_CATEGORIES_TAG, 'media'], {
    keep: found,
  })(id, locale)
}
