/**
 * The directory: the search of listed professionals (run as SQL of its own, cached) and one company's public
 * profile and references. The public shape of a professional is in public-view.ts, the filters' choices in
 * filter-options.ts.
 */
import type { Where } from 'payload'
import { GEOGRAPHIC_AREAS_TAG } from '@/collections/GeographicAreas'
import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { WORK_CATEGORIES_TAG } from '@/collections/WorkCategories'
import {
  type DirectoryQuery,
  type DirectorySort,
  parseDirectoryQuery,
  serializeDirectoryQuery,
} from '@/domain/directory'
import { type GeoPoint, haversineKm, pointOf } from '@/domain/geo/distance'
import { parseId } from '@/domain/ids'
import { isListedProfessional } from '@/domain/listing'
import { ITEMS_PER_PAGE, type PaginationInfo, paginationInfo } from '@/domain/pagination'
import type { Locale } from '@/i18n/routing'
import { cached, found } from '@/lib/cache'
import { type ImageView, imageView } from '../content'
import { payloadClient } from '../core/payload'
import { inList, PROFESSIONAL_RELATIONS, type Statement, selectRows, sql, TABLES } from '../sql'
import { findRegions } from './filter-options'
import { loadCardDocs, loadPublicDocs } from './public-docs'
import {
  type CardDoc,
  type ProfessionalCardView,
  PUBLIC_POPULATE,
  PUBLIC_SELECT,
  type PublicDoc,
  type PublicProfessional,
  toCard,
  toPublic,
} from './public-view'

/** Every collection a directory page reads: a change to any of them expires the cached answers. */
export const DIRECTORY_TAGS = [PROFESSIONAL_USERS_TAG, WORK_CATEGORIES_TAG, GEOGRAPHIC_AREAS_TAG, 'references', 'media']

export interface DirectoryResults<T = PublicProfessional> {
  items: T[]
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

/**
 * The listing rule (src/domain/directory.ts) as a Payload condition: the `listed` column, which the collection's
 * hook recomputes with isListedProfessional on every save.
 */
export const LISTED_WHERE: Where = { listed: { equals: true } }

// ---------------------------------------------------------------------------------------------------------------
// The search

// The search runs as SQL of its own: Payload would join every relation a condition names (profiles, categories,
// areas, each row of each) and sort the DISTINCT product, hundreds of ms at 10,000 professionals, where EXISTS
// probes on indexes take a few (docs/performance.md, "Directory search at scale"). The conditions are
// LISTED_WHERE and the filters below, one for one; tests/int/directory.test.ts holds both to the domain's rules.

/** The tables the search reads (services/sql/tables.ts), under the aliases its statements use (`p`, `r`, `s`). */
const P = TABLES.professionalUsers.as('p')
const R = TABLES.professionalUsersRels.as('r')
const S = TABLES.professionalUsersProfiles.as('s')

/** A relation of the professional (`path` as Payload stores it) to one of `ids`. */
function hasRelation(relation: keyof typeof PROFESSIONAL_RELATIONS, ids: readonly number[]): Statement {
  const { path, column } = PROFESSIONAL_RELATIONS[relation]
  return sql`EXISTS (SELECT 1 FROM ${R.from} WHERE ${R.c.parent_id} = ${P.c.id} AND ${R.c.path} = ${path} AND ${R.c[column]} IN ${inList(ids)})`
}

function hasProfile(profiles: readonly string[]): Statement {
  return sql`EXISTS (SELECT 1 FROM ${S.from} WHERE ${S.c.parent_id} = ${P.c.id} AND ${S.c.value} IN ${inList(profiles)})`
}

/** LISTED_WHERE in SQL: one indexed column (visible, a city and a postcode, a profile, a category, an area). */
const LISTED_SQL: Statement[] = [sql`${P.c.listed} = true`]

/** The search's filters on `professional_users p`; a category or region that does not exist matches nobody. */
async function filtersSql(query: DirectoryQuery, locale: Locale): Promise<Statement> {
  const and = [...LISTED_SQL]
  if (query.profiles.length > 0) and.push(hasProfile(query.profiles))
  if (query.categories.length > 0) and.push(hasRelation('workCategories', query.categories.map(Number)))
  if (query.regions.length > 0) {
    const ids = (await findRegions(locale)).filter((r) => query.regions.includes(r.code)).map((r) => Number(r.id))
    and.push(ids.length > 0 ? hasRelation('geographicAreas', ids) : sql`1 = 0`)
  }
  if (query.minRating !== null) and.push(sql`${P.c.rating_average} >= ${query.minRating}`)
  if (query.renovation) and.push(sql`${P.c.move_for_renovation} = true`)
  if (query.newConstruction) and.push(sql`${P.c.move_for_new_construction} = true`)
  if (query.sizeMin !== null || query.sizeMax !== null) {
    // Professionals who do not limit their renovation sizes take any project; the others' range must overlap.
    const bounds: Statement[] = []
    if (query.sizeMax !== null) {
      bounds.push(sql`(${P.c.minimal_renovation_size} IS NULL OR ${P.c.minimal_renovation_size} <= ${query.sizeMax})`)
    }
    if (query.sizeMin !== null) {
      bounds.push(sql`(${P.c.maximal_renovation_size} IS NULL OR ${P.c.maximal_renovation_size} >= ${query.sizeMin})`)
    }
    and.push(
      sql`(${P.c.do_renovation_size} IS NULL OR ${P.c.do_renovation_size} <> true OR (${sql.join(bounds, sql` AND `)}))`,
    )
  }
  return sql.join(and, sql` AND `)
}

const ORDER_BY: Record<Exclude<DirectorySort, 'distance'>, Statement> = {
  // By the folded key (nameSortKey): "de Smet" among the D's, "Édouard" among the E's, on both databases.
  'name-asc': sql`${P.c.sort_name} ASC, ${P.c.company} ASC, ${P.c.id} ASC`,
  'name-desc': sql`${P.c.sort_name} DESC, ${P.c.company} DESC, ${P.c.id} DESC`,
  newest: sql`${P.c.created_at} DESC, ${P.c.id} DESC`,
  oldest: sql`${P.c.created_at} ASC, ${P.c.id} ASC`,
  // Best rated: the average of approved reviews, more reviews first among equals; those without any last, by name.
  rating: sql`(${P.c.rating_average} IS NULL) ASC, ${P.c.rating_average} DESC, ${P.c.rating_count} DESC, ${P.c.sort_name} ASC, ${P.c.id} ASC`,
}

/**
 * Nearest first, in SQL: the cosine of the central angle between two points (spherical law of cosines) falls as their
 * great-circle distance grows, so ordering by it, largest first, orders as haversineKm would, without square root or
 * arc sine (libsql's SQLite and PostgreSQL both have cos, sin and radians). Written with one cosine of the longitude
 * difference, it reads each position column once or twice: PostgreSQL stores them as numeric, and casting numeric
 * to double for each trigonometric call was most of the statement's time (docs/performance-query-plans.md).
 * Professionals without a position come last, by name.
 */
function distanceOrder(near: GeoPoint): Statement {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const [lat, lng] = [rad(near.latitude), rad(near.longitude)]
  const closeness = sql`cos(radians(${P.c.latitude})) * cos(radians(${P.c.longitude}) - ${lng}) * ${Math.cos(lat)} + sin(radians(${P.c.latitude})) * ${Math.sin(lat)}`
  return sql`(${P.c.latitude} IS NULL OR ${P.c.longitude} IS NULL) ASC, (${closeness}) DESC, ${P.c.sort_name} ASC, ${P.c.company} ASC, ${P.c.id} ASC`
}

/**
 * One page of a search: its ids in order, then their documents by `load` as views by `view`. The count needs nothing of
 * the page, so it runs meanwhile (on PostgreSQL on another connection).
 */
async function searchWith<D extends PublicDoc | CardDoc, T>(
  key: string,
  locale: Locale,
  itemsPerPage: number,
  load: (ids: readonly number[], locale: Locale) => Promise<Map<number, D>>,
  view: (doc: D, distanceKm: number | null) => T,
): Promise<DirectoryResults<T>> {
  const query = parseDirectoryQuery(new URLSearchParams(key))
  const where = await filtersSql(query, locale)
  const near = query.near
  const order = query.sort === 'distance' ? (near ? distanceOrder(near) : ORDER_BY['name-asc']) : ORDER_BY[query.sort]
  const offset = (query.page - 1) * itemsPerPage
  // Two statements: the page follows an index in order and stops after it (no window over every match), the count
  // reads the matches alone.
  const payload = await payloadClient()
  const counting = selectRows(payload, sql`SELECT COUNT(*) AS "total" FROM ${P.from} WHERE ${where}`)
  const page = await selectRows(
    payload,
    sql`SELECT ${P.c.id} AS "id" FROM ${P.from} WHERE ${where} ORDER BY ${order} LIMIT ${itemsPerPage} OFFSET ${offset}`,
  ).catch(async (error: unknown) => {
    await counting.catch(() => undefined)
    throw error
  })
  const ids = page.map((row) => Number(row.id))
  const [docs, totalCount] = await Promise.all([
    load(ids, locale),
    counting.then((rows) => Number(rows[0]?.total ?? 0)),
  ])
  return {
    items: ids.flatMap((id) => {
      const doc = docs.get(id)
      if (!doc) return []
      const at = pointOf(doc)
      return [view(doc, near && at ? haversineKm(near, at) : null)]
    }),
    paginationInfo: paginationInfo(totalCount, query.page, itemsPerPage),
  }
}

// Searches are not kept in Next's data cache: their keys are whatever a client writes (any point for `near`, any
// size, any page), so every new one would add an entry for good (a file under .next/cache, or a Redis key shared
// by every instance), and a script walking the grid could fill the disk. A search costs a few milliseconds of SQL;
// nginx keeps the pages of the searches people repeat, in a cache of bounded size (deploy/nginx.conf).

/** One page of listed professionals matching a search, in one language, read from the database. */
export function searchProfessionals(
  query: DirectoryQuery,
  locale: Locale,
  itemsPerPage: number = ITEMS_PER_PAGE,
): Promise<DirectoryResults> {
  return searchWith(serializeDirectoryQuery(query), locale, itemsPerPage, loadPublicDocs, toPublic)
}

/**
 * The same search as searchProfessionals, a page of ITEMS_PER_PAGE, each result only as its card (the search pages):
 * the same results and pages, read with less work per result.
 */
export function searchProfessionalCards(
  query: DirectoryQuery,
  locale: Locale,
): Promise<DirectoryResults<ProfessionalCardView>> {
  return searchWith(serializeDirectoryQuery(query), locale, ITEMS_PER_PAGE, loadCardDocs, toCard)
}

// ---------------------------------------------------------------------------------------------------------------
// One company

async function loadProfessional(id: string, locale: Locale): Promise<PublicProfessional | null> {
  const numeric = parseId(id)
  if (numeric === null) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'professional-users',
    where: { and: [{ id: { equals: numeric } }, LISTED_WHERE] },
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
export const findPublicProfessional = cached(loadProfessional, 'directory-professional', DIRECTORY_TAGS, {
  keep: found,
})

async function loadReferences(id: string, locale: Locale): Promise<ProfessionalReference[]> {
  const numeric = parseId(id)
  if (numeric === null) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'references',
    where: { and: [{ professionalUsers: { in: [numeric] } }, { _status: { equals: 'published' } }] },
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
export const findProfessionalReferences = cached(loadReferences, 'directory-references', DIRECTORY_TAGS, {
  keep: found,
})
