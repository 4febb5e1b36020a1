import type { Where } from 'payload'
import { GEOGRAPHIC_AREAS_TAG } from '@/collections/GeographicAreas'
import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { WORK_CATEGORIES_TAG } from '@/collections/WorkCategories'
import {
  type DirectoryQuery,
  type DirectorySort,
  type GeoPoint,
  haversineKm,
  ITEMS_PER_PAGE,
  isListedProfessional,
  LISTING_REQUIRED_LISTS,
  LISTING_REQUIRED_TEXTS,
  orderByDistance,
  type PaginationInfo,
  paginationInfo,
  parseDirectoryQuery,
  pointOf,
  serializeDirectoryQuery,
} from '@/domain/directory'
import { isProfile, type ProfessionalProfile } from '@/domain/profiles'
import { SOCIAL_NETWORKS, type SocialNetwork } from '@/domain/social'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type { GeographicArea, Media, ProfessionalUser, WorkCategory } from '@/payload-types'
import { type ImageView, imageView } from './content'
import { payloadClient } from './payload'

/** Every collection a directory page reads: a change to any of them expires the cached answers. */
export const DIRECTORY_TAGS = [PROFESSIONAL_USERS_TAG, WORK_CATEGORIES_TAG, GEOGRAPHIC_AREAS_TAG, 'references', 'media']

export interface WorkCategoryOption {
  id: string
  name: string
}

export interface RegionOption {
  id: string
  /** Stable code used in URLs (`?region=NAM`). */
  code: string
  name: string
}

/** A professional as anyone may see them: the company profile, never the account (password, tokens, consent…). */
export interface PublicProfessional {
  id: string
  title: string
  profiles: ProfessionalProfile[]
  street: string | null
  postcode: string
  city: string
  latitude: number | null
  longitude: number | null
  /** In the requested language, French when it has none. */
  description: string | null
  /** The account's e-mail, which is also the company's contact address. */
  email: string
  phoneNumber: string | null
  officePhoneNumber: string | null
  website: string | null
  socialNetworks: Array<{ socialNetwork: SocialNetwork; url: string }>
  /** The first image in the company preset (72 × 48), alt falling back to the title. */
  image: ImageView | null
  /** The first image at card size (640 × 400), for the company page. */
  picture: ImageView | null
  workCategories: WorkCategoryOption[]
  geographicAreas: RegionOption[]
  moveForRenovation: boolean
  doRenovationSize: boolean
  minimalRenovationSize: number | null
  maximalRenovationSize: number | null
  moveForNewConstruction: boolean
  createdAt: string
  updatedAt: string
  /** From the searched position, when the search has one. */
  distanceKm: number | null
}

export interface DirectoryResults {
  items: PublicProfessional[]
  paginationInfo: PaginationInfo
}

/** A published reference of a company, as a card. */
export interface ProfessionalReference {
  id: string
  slug: string
  title: string
  description: string | null
  image: ImageView | null
}

// ---------------------------------------------------------------------------------------------------------------
// The listing rule as a database condition (isListedProfessional is the same rule on one document)

/** The listing rule (src/domain/directory.ts) as a Payload condition. */
export const LISTED_WHERE: Where = {
  and: [
    { isVisible: { equals: true } },
    ...LISTING_REQUIRED_LISTS.map((field) => ({ [field]: { exists: true } })),
    ...LISTING_REQUIRED_TEXTS.flatMap((field) => [{ [field]: { exists: true } }, { [field]: { not_equals: '' } }]),
  ],
}

/** The fields a public view reads: everything else of the account stays in the database. */
const PUBLIC_SELECT = {
  title: true,
  company: true,
  profiles: true,
  street: true,
  postcode: true,
  city: true,
  latitude: true,
  longitude: true,
  description: true,
  email: true,
  phoneNumber: true,
  officePhoneNumber: true,
  website: true,
  professionalUserSocialNetworks: true,
  images: true,
  workCategories: true,
  geographicAreas: true,
  moveForRenovation: true,
  doRenovationSize: true,
  minimalRenovationSize: true,
  maximalRenovationSize: true,
  moveForNewConstruction: true,
  isVisible: true,
  createdAt: true,
  updatedAt: true,
} as const

/** What the related documents contribute: names and image sizes only. */
const PUBLIC_POPULATE = {
  media: { url: true, alt: true, width: true, height: true, sizes: true },
  'work-categories': { name: true },
  'geographic-areas': { name: true, code: true },
} as const

type PublicDoc = Pick<ProfessionalUser, keyof typeof PUBLIC_SELECT | 'id'>

const populated = <T extends { id: number }>(values: ReadonlyArray<number | T> | null | undefined): T[] =>
  (values ?? []).filter((v): v is T => typeof v === 'object' && v !== null)

function toPublic(doc: PublicDoc, distanceKm: number | null = null): PublicProfessional {
  const title = doc.title || doc.company
  const images = populated<Media>(doc.images)
  return {
    id: String(doc.id),
    title,
    profiles: (doc.profiles ?? []).filter((p): p is ProfessionalProfile => isProfile(p)),
    street: doc.street || null,
    postcode: doc.postcode ?? '',
    city: doc.city ?? '',
    latitude: doc.latitude ?? null,
    longitude: doc.longitude ?? null,
    description: doc.description || null,
    email: doc.email,
    phoneNumber: doc.phoneNumber || null,
    officePhoneNumber: doc.officePhoneNumber || null,
    website: doc.website || null,
    socialNetworks: (doc.professionalUserSocialNetworks ?? [])
      .filter((s) => (SOCIAL_NETWORKS as readonly string[]).includes(s.socialNetwork) && s.path)
      .map((s) => ({ socialNetwork: s.socialNetwork, url: s.path })),
    image: imageView(images[0], 'company', title),
    picture: imageView(images[0], 'card', title),
    workCategories: populated<WorkCategory>(doc.workCategories).map((w) => ({ id: String(w.id), name: w.name })),
    geographicAreas: populated<GeographicArea>(doc.geographicAreas).map((a) => ({
      id: String(a.id),
      code: a.code,
      name: a.name,
    })),
    moveForRenovation: doc.moveForRenovation ?? false,
    doRenovationSize: doc.doRenovationSize ?? false,
    minimalRenovationSize: doc.minimalRenovationSize ?? null,
    maximalRenovationSize: doc.maximalRenovationSize ?? null,
    moveForNewConstruction: doc.moveForNewConstruction ?? false,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    distanceKm,
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Options of the filters

async function loadWorkCategories(locale: Locale): Promise<WorkCategoryOption[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'work-categories',
    locale,
    depth: 0,
    pagination: false,
    select: { name: true, weight: true },
  })
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return docs
    .sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0) || collator.compare(a.name, b.name))
    .map((w) => ({ id: String(w.id), name: w.name }))
}

/** Every work category in one language, by weight then name; cached, expired by the catalogue's hooks. */
export const findWorkCategories = cached(loadWorkCategories, 'directory-work-categories', [WORK_CATEGORIES_TAG])

async function loadRegions(locale: Locale): Promise<RegionOption[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'geographic-areas',
    locale,
    depth: 0,
    pagination: false,
    where: { type: { equals: 'PROVINCE' } },
    select: { name: true, code: true, weight: true },
  })
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return docs
    .sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0) || collator.compare(a.name, b.name))
    .map((a) => ({ id: String(a.id), code: a.code, name: a.name }))
}

/** The provinces a search filters on, by weight then name; cached, expired by the areas' hooks. */
export const findRegions = cached(loadRegions, 'directory-regions', [GEOGRAPHIC_AREAS_TAG])

/**
 * Codes of the areas named in either language (case and accents ignored), for clients that filter by name;
 * unknown names are left out.
 */
export async function regionCodesForNames(names: readonly string[]): Promise<string[]> {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLowerCase()
  const wanted = new Set(names.map(fold))
  const [fr, nl] = await Promise.all([findRegions('fr'), findRegions('nl')])
  return [...new Set([...fr, ...nl].filter((a) => wanted.has(fold(a.name))).map((a) => a.code))]
}

// ---------------------------------------------------------------------------------------------------------------
// The search

const SORT_FIELDS: Record<Exclude<DirectorySort, 'distance'>, string[]> = {
  'name-asc': ['title', 'id'],
  'name-desc': ['-title', '-id'],
  newest: ['-createdAt', '-id'],
  oldest: ['createdAt', 'id'],
}

/** The search's filters as a Payload condition; a category or region that does not exist matches nobody. */
async function filtersWhere(query: DirectoryQuery, locale: Locale): Promise<Where> {
  const and: Where[] = [LISTED_WHERE]
  if (query.profiles.length > 0) and.push({ profiles: { in: query.profiles } })
  if (query.categories.length > 0) and.push({ workCategories: { in: query.categories.map(Number) } })
  if (query.regions.length > 0) {
    const ids = (await findRegions(locale)).filter((r) => query.regions.includes(r.code)).map((r) => Number(r.id))
    and.push(ids.length > 0 ? { geographicAreas: { in: ids } } : { id: { equals: 0 } })
  }
  if (query.renovation) and.push({ moveForRenovation: { equals: true } })
  if (query.newConstruction) and.push({ moveForNewConstruction: { equals: true } })
  if (query.sizeMin !== null || query.sizeMax !== null) {
    // Professionals who do not limit their renovation sizes take any project; the others' range must overlap.
    const bounds: Where[] = []
    if (query.sizeMax !== null) {
      bounds.push({
        or: [
          { minimalRenovationSize: { exists: false } },
          { minimalRenovationSize: { less_than_equal: query.sizeMax } },
        ],
      })
    }
    if (query.sizeMin !== null) {
      bounds.push({
        or: [
          { maximalRenovationSize: { exists: false } },
          { maximalRenovationSize: { greater_than_equal: query.sizeMin } },
        ],
      })
    }
    and.push({
      or: [{ doRenovationSize: { not_equals: true } }, { doRenovationSize: { exists: false } }, { and: bounds }],
    })
  }
  return { and }
}

async function runSearch(key: string, locale: Locale, itemsPerPage: number): Promise<DirectoryResults> {
  const query = parseDirectoryQuery(new URLSearchParams(key))
  const payload = await payloadClient()
  const where = await filtersWhere(query, locale)
  const common = {
    collection: 'professional-users' as const,
    locale,
    overrideAccess: true,
    select: PUBLIC_SELECT,
    populate: PUBLIC_POPULATE,
    depth: 1,
  }
  if (query.sort === 'distance' && query.near) {
    return searchByDistance(query, query.near, where, locale, itemsPerPage)
  }
  const found = await payload.find({
    ...common,
    where,
    sort: SORT_FIELDS[query.sort === 'distance' ? 'name-asc' : query.sort],
    page: query.page,
    limit: itemsPerPage,
  })
  // Beyond the last page Payload counts nothing; the page still says how many results there are.
  const totalCount =
    found.docs.length === 0 && query.page > 1
      ? (await payload.count({ collection: 'professional-users', where, overrideAccess: true })).totalDocs
      : found.totalDocs
  const near = query.near
  return {
    items: found.docs.map((doc) => {
      const at = pointOf(doc)
      return toPublic(doc, near && at ? haversineKm(near, at) : null)
    }),
    paginationInfo: paginationInfo(totalCount, query.page, itemsPerPage),
  }
}

/** Nearest first: positions of every match are read (two numbers each), ordered here, then one page is loaded. */
async function searchByDistance(
  query: DirectoryQuery,
  near: GeoPoint,
  where: Where,
  locale: Locale,
  itemsPerPage: number,
): Promise<DirectoryResults> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'professional-users',
    where,
    locale,
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { title: true, latitude: true, longitude: true },
  })
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  const ordered = orderByDistance(docs, near, (a, b) => collator.compare(a.title ?? '', b.title ?? '') || a.id - b.id)
  const start = (query.page - 1) * itemsPerPage
  const slice = ordered.slice(start, start + itemsPerPage)
  const page =
    slice.length === 0
      ? []
      : (
          await payload.find({
            collection: 'professional-users',
            where: { id: { in: slice.map((d) => d.id) } },
            locale,
            overrideAccess: true,
            select: PUBLIC_SELECT,
            populate: PUBLIC_POPULATE,
            depth: 1,
            pagination: false,
          })
        ).docs
  const byId = new Map(page.map((doc) => [doc.id, doc]))
  return {
    items: slice.flatMap((d) => {
      const doc = byId.get(d.id)
      return doc ? [toPublic(doc, d.distanceKm)] : []
    }),
    paginationInfo: paginationInfo(ordered.length, query.page, itemsPerPage),
  }
}

const cachedSearch = cached(runSearch, 'directory-search', DIRECTORY_TAGS)

/** One page of listed professionals matching a search, in one language; cached, expired by the hooks. */
export function searchProfessionals(
  query: DirectoryQuery,
  locale: Locale,
  itemsPerPage: number = ITEMS_PER_PAGE,
): Promise<DirectoryResults> {
  return cachedSearch(serializeDirectoryQuery(query), locale, itemsPerPage)
}

// ---------------------------------------------------------------------------------------------------------------
// One company

async function loadProfessional(id: string, locale: Locale): Promise<PublicProfessional | null> {
  if (!/^[1-9]\d{0,15}$/.test(id)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'professional-users',
    where: { and: [{ id: { equals: Number(id) } }, LISTED_WHERE] },
    locale,
    overrideAccess: true,
    select: PUBLIC_SELECT,
    populate: PUBLIC_POPULATE,
    depth: 1,
    limit: 1,
    pagination: false,
  })
  const doc = docs[0]
  // The condition and the rule are one; checking the document again costs nothing and guards the page.
  return doc && isListedProfessional(doc) ? toPublic(doc) : null
}

/** A listed professional's public profile by id, or null (unknown, hidden or incomplete); cached. */
export const findPublicProfessional = cached(loadProfessional, 'directory-professional', DIRECTORY_TAGS)

async function loadReferences(id: string, locale: Locale): Promise<ProfessionalReference[]> {
  if (!/^[1-9]\d{0,15}$/.test(id)) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'references',
    where: { and: [{ professionalUsers: { in: [Number(id)] } }, { _status: { equals: 'published' } }] },
    locale,
    draft: false,
    overrideAccess: false,
    depth: 1,
    pagination: false,
    sort: '-createdAt',
    select: { title: true, slug: true, description: true, heroImages: true, images: true },
    populate: { media: PUBLIC_POPULATE.media },
  })
  return docs
    .filter((doc) => doc.slug)
    .map((doc) => ({
      id: String(doc.id),
      slug: doc.slug as string,
      title: doc.title,
      description: doc.description || null,
      image: imageView(doc.images?.[0] ?? doc.heroImages?.[0], 'card', doc.title),
    }))
}

/** The published references a professional took part in, newest first; cached. */
export const findProfessionalReferences = cached(loadReferences, 'directory-references', DIRECTORY_TAGS)
