/**
 * The professional directory's search: what a search asks for and how it is written in a URL, how results match
 * and the order of names. The listing rule is in listing.ts, distances in geo/distance.ts, paging in pagination.ts,
 * the category filter's selection in category-selection.ts.
 */

import { type GeoPoint, roundCoordinate } from './geo/distance'
import { isId } from './ids'
import { MAX_PAGE } from './pagination'
import { PROFESSIONAL_PROFILES, type ProfessionalProfile } from './profiles'

// ---------------------------------------------------------------------------------------------------------------
// The search

/** How results are ordered; `distance` needs a position (`near`). */
export const DIRECTORY_SORTS = ['name-asc', 'name-desc', 'newest', 'oldest', 'rating', 'distance'] as const
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]
export const DEFAULT_SORT: DirectorySort = 'name-asc'

/** Sizes beyond this are not searches anyone makes: the value is ignored. */
export const MAX_SIZE_M2 = 1_000_000

/** Profiles as they read in a URL (`?profile=facade`). */
export const PROFILE_SLUGS = {
  PROFESSIONAL_FACADIER_PROFILE: 'facade',
  PROFESSIONAL_PLAFONNEUR_PROFILE: 'plasterer',
  PROFESSIONAL_PLASTERBOARDER_PROFILE: 'plasterboard',
} as const satisfies Record<ProfessionalProfile, string>

/** A directory search: what the filters, the sort, the page and "near me" ask for. */
export interface DirectoryQuery {
  /** Type of advice: professionals holding any of these profiles. */
  profiles: ProfessionalProfile[]
  /** Work category ids: professionals doing any of them. */
  categories: string[]
  /** Geographic area codes (provinces): professionals serving any of them. */
  regions: string[]
  /** Only professionals who take renovation jobs. */
  renovation: boolean
  /** Only professionals who take new construction. */
  newConstruction: boolean
  /** The project's surface range in m², matched against the professionals' renovation sizes. */
  sizeMin: number | null
  sizeMax: number | null
  /** The visitor's position, rounded to about a kilometre. */
  near: GeoPoint | null
  /** Only professionals whose approved reviews average at least this many stars (1–5, issue 24). */
  minRating: number | null
  sort: DirectorySort
  page: number
}

export const EMPTY_QUERY: DirectoryQuery = {
  profiles: [],
  categories: [],
  regions: [],
  renovation: false,
  newConstruction: false,
  sizeMin: null,
  sizeMax: null,
  near: null,
  minRating: null,
  sort: DEFAULT_SORT,
  page: 1,
}

/** Query-string keys, in the order a canonical URL writes them. */
export const QUERY_KEYS = {
  profile: 'profile',
  category: 'category',
  region: 'region',
  renovation: 'renovation',
  newConstruction: 'newConstruction',
  sizeMin: 'min',
  sizeMax: 'max',
  near: 'near',
  minRating: 'rating',
  sort: 'sort',
  page: 'page',
} as const

/** What Next gives a page as `searchParams`, or a URLSearchParams. */
export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>

function valuesOf(input: QueryInput, key: string): string[] {
  if (input instanceof URLSearchParams) return input.getAll(key)
  const value = input[key]
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

const firstOf = (input: QueryInput, key: string): string | undefined => valuesOf(input, key)[0]

const unique = <T>(values: T[]): T[] => [...new Set(values)]

const byNumber = (a: string, b: string) => Number(a) - Number(b)

const TRUE_VALUES = new Set(['1', 'true', 'on', 'yes'])

function parseSize(raw: string | undefined): number | null {
  const text = raw?.replace(/\s/g, '')
  if (!text || !/^\d{1,7}$/.test(text)) return null
  const n = Number(text)
  return n <= MAX_SIZE_M2 ? n : null
}

/** Why a surface range typed in the filters (or written in a URL) cannot apply. */
export type SizeProblem = 'notNumber' | 'negative' | 'tooLarge' | 'minAboveMax'

export interface SizeRangeCheck {
  sizeMin: number | null
  sizeMax: number | null
  /** The first problem found and the end it concerns; the range applies only without one. */
  problem: { end: 'min' | 'max'; code: SizeProblem } | null
}

function sizeProblemOf(raw: string | undefined): SizeProblem | null {
  const text = raw?.replace(/\s/g, '') ?? ''
  if (text === '' || parseSize(text) !== null) return null
  if (/^-\d+([.,]\d+)?$/.test(text)) return 'negative'
  if (/^\d+$/.test(text)) return 'tooLarge'
  return 'notNumber'
}

/**
 * The surface range of two texts (digits and spaces, whole m²). A value that is not a size, and a minimum above
 * the maximum, are problems the visitor is told about; the range is then not applied (nothing is swapped or
 * dropped silently).
 */
export function checkSizeRange(rawMin: string | undefined, rawMax: string | undefined): SizeRangeCheck {
  for (const [end, raw] of [
    ['min', rawMin],
    ['max', rawMax],
  ] as const) {
    const code = sizeProblemOf(raw)
    if (code) return { sizeMin: null, sizeMax: null, problem: { end, code } }
  }
  const sizeMin = parseSize(rawMin)
  const sizeMax = parseSize(rawMax)
  if (sizeMin !== null && sizeMax !== null && sizeMin > sizeMax) {
    return { sizeMin: null, sizeMax: null, problem: { end: 'min', code: 'minAboveMax' } }
  }
  return { sizeMin, sizeMax, problem: null }
}

/** The surface texts of a query string as written (for the form to show them back, mistakes included). */
export function rawSizes(input: QueryInput): { min: string; max: string } {
  return { min: firstOf(input, QUERY_KEYS.sizeMin) ?? '', max: firstOf(input, QUERY_KEYS.sizeMax) ?? '' }
}

/** A position written `lat,lng`, or null when it is not one. */
export function parseGeoPoint(raw: string | undefined): GeoPoint | null {
  const match = raw?.trim().match(/^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/)
  if (!match) return null
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) }
}

export interface ParseOptions {
  /** A find-a-pro page: the profile is set by the page, and `profile` in the URL is ignored. */
  fixedProfile?: ProfessionalProfile
}

/**
 * The search a query string asks for; values that make no sense are ignored, never an error (the surface range's
 * problems are shown by the form: checkSizeRange).
 */
export function parseDirectoryQuery(input: QueryInput, options: ParseOptions = {}): DirectoryQuery {
  const slugs = valuesOf(input, QUERY_KEYS.profile)
  const profiles = options.fixedProfile
    ? [options.fixedProfile]
    : PROFESSIONAL_PROFILES.filter((p) => slugs.includes(PROFILE_SLUGS[p]))
  const categories = unique(valuesOf(input, QUERY_KEYS.category).filter(isId)).sort(byNumber)
  const regions = unique(
    valuesOf(input, QUERY_KEYS.region)
      .map((v) => v.trim().toUpperCase())
      .filter((v) => /^[A-Z0-9-]{1,32}$/.test(v)),
  ).sort()
  const { sizeMin, sizeMax } = checkSizeRange(firstOf(input, QUERY_KEYS.sizeMin), firstOf(input, QUERY_KEYS.sizeMax))
  const near = parseGeoPoint(firstOf(input, QUERY_KEYS.near))
  const rawRating = firstOf(input, QUERY_KEYS.minRating)
  const minRating = rawRating && /^[1-5]$/.test(rawRating) ? Number(rawRating) : null
  const rawSort = firstOf(input, QUERY_KEYS.sort)
  const known = (DIRECTORY_SORTS as readonly string[]).includes(rawSort ?? '') ? (rawSort as DirectorySort) : undefined
  const sort = defaultSortFor(near, known)
  const rawPage = firstOf(input, QUERY_KEYS.page)
  const page = rawPage && /^\d{1,5}$/.test(rawPage) ? Number(rawPage) : 1
  return {
    profiles,
    categories,
    regions,
    renovation: TRUE_VALUES.has(firstOf(input, QUERY_KEYS.renovation) ?? ''),
    newConstruction: TRUE_VALUES.has(firstOf(input, QUERY_KEYS.newConstruction) ?? ''),
    sizeMin,
    sizeMax,
    near,
    minRating,
    sort,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The sort that applies: distance needs a position, and is the default when there is one. */
function defaultSortFor(near: GeoPoint | null, requested: DirectorySort | undefined): DirectorySort {
  if (requested === 'distance') return near ? 'distance' : DEFAULT_SORT
  return requested ?? (near ? 'distance' : DEFAULT_SORT)
}

/**
 * The query string of a search as ordered key–value pairs, defaults left out (page 1, the default sort), so
 * that one search has one URL. On a find-a-pro page the profile belongs to the page and is not written.
 */
export function directoryQueryEntries(query: DirectoryQuery, options: ParseOptions = {}): Array<[string, string]> {
  const entries: Array<[string, string]> = []
  if (!options.fixedProfile) {
    for (const p of PROFESSIONAL_PROFILES)
      if (query.profiles.includes(p)) entries.push([QUERY_KEYS.profile, PROFILE_SLUGS[p]])
  }
  for (const c of [...query.categories].sort(byNumber)) entries.push([QUERY_KEYS.category, c])
  for (const r of [...query.regions].sort()) entries.push([QUERY_KEYS.region, r])
  if (query.renovation) entries.push([QUERY_KEYS.renovation, '1'])
  if (query.newConstruction) entries.push([QUERY_KEYS.newConstruction, '1'])
  if (query.sizeMin !== null) entries.push([QUERY_KEYS.sizeMin, String(query.sizeMin)])
  if (query.sizeMax !== null) entries.push([QUERY_KEYS.sizeMax, String(query.sizeMax)])
  if (query.near) entries.push([QUERY_KEYS.near, `${query.near.latitude},${query.near.longitude}`])
  if (query.minRating !== null) entries.push([QUERY_KEYS.minRating, String(query.minRating)])
  if (query.sort !== defaultSortFor(query.near, undefined)) entries.push([QUERY_KEYS.sort, query.sort])
  if (query.page > 1) entries.push([QUERY_KEYS.page, String(query.page)])
  return entries
}

/** The query string of a search, without the leading `?` (empty for the default search). */
export function serializeDirectoryQuery(query: DirectoryQuery, options: ParseOptions = {}): string {
  return new URLSearchParams(directoryQueryEntries(query, options)).toString()
}

/** The search as a query object for a link (`{ category: ['3', '5'], page: '2' }`). */
export function directoryQueryObject(
  query: DirectoryQuery,
  options: ParseOptions = {},
): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {}
  for (const [key, value] of directoryQueryEntries(query, options)) {
    const existing = object[key]
    object[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value]
  }
  return object
}

/** A changed search: any change but the page's goes back to the first page. */
export function changeQuery(query: DirectoryQuery, change: Partial<DirectoryQuery>): DirectoryQuery {
  const next = { ...query, ...change }
  if (change.page === undefined) next.page = 1
  if (change.near !== undefined || change.sort !== undefined) next.sort = defaultSortFor(next.near, next.sort)
  return next
}

/** Whether any filter narrows the search (sort, page and position do not). */
export function hasFilters(query: DirectoryQuery, options: ParseOptions = {}): boolean {
  return (
    (!options.fixedProfile && query.profiles.length > 0) ||
    query.categories.length > 0 ||
    query.regions.length > 0 ||
    query.renovation ||
    query.newConstruction ||
    query.sizeMin !== null ||
    query.sizeMax !== null ||
    query.minRating !== null
  )
}

/**
 * The same search without any filter ("clear the filters", the "widen the search" link of an empty result): the
 * profile stays only where the page fixes it; the position and the order stay.
 */
export function withoutFilters(query: DirectoryQuery, options: ParseOptions = {}): DirectoryQuery {
  return {
    ...EMPTY_QUERY,
    profiles: options.fixedProfile ? [options.fixedProfile] : [],
    near: query.near,
    sort: query.sort,
  }
}

/**
 * The key the directory orders names by, the same in SQLite and PostgreSQL: case, accents and ligatures folded
 * as French and Dutch collations treat them at their first level ("Ébénisterie" beside "ebenisterie", "Œuvre"
 * as "oeuvre"), so "de Smet" sorts among the D's and "Édouard" among the E's. The name itself breaks ties.
 */
export function nameSortKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ø/gi, 'o')
    .replace(/ł/gi, 'l')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

// ---------------------------------------------------------------------------------------------------------------
// Matching (the database query follows the same rules; the integration tests hold it to this function)

/** What matching reads of a professional: relations as ids (areas as codes). */
export interface MatchCandidate {
  profiles: readonly string[]
  categoryIds: readonly string[]
  areaCodes: readonly string[]
  moveForRenovation: boolean
  moveForNewConstruction: boolean
  doRenovationSize: boolean
  minimalRenovationSize: number | null
  maximalRenovationSize: number | null
}

/**
 * Whether a professional's renovation sizes fit a project of `min` to `max` m²: one who does not limit sizes
 * takes any project; otherwise the two ranges overlap (an open end is unlimited).
 */
export function acceptsSize(
  candidate: Pick<MatchCandidate, 'doRenovationSize' | 'minimalRenovationSize' | 'maximalRenovationSize'>,
  min: number | null,
  max: number | null,
): boolean {
  if (!candidate.doRenovationSize) return true
  const { minimalRenovationSize: low, maximalRenovationSize: high } = candidate
  if (max !== null && low !== null && low > max) return false
  if (min !== null && high !== null && high < min) return false
  return true
}

/** Whether a professional matches a search's filters: any value within a filter, every filter at once. */
export function matchesFilters(candidate: MatchCandidate, query: DirectoryQuery): boolean {
  const anyOf = (wanted: readonly string[], held: readonly string[]) =>
    wanted.length === 0 || wanted.some((w) => held.includes(w))
  return (
    anyOf(query.profiles, candidate.profiles) &&
    anyOf(query.categories, candidate.categoryIds) &&
    anyOf(query.regions, candidate.areaCodes) &&
    (!query.renovation || candidate.moveForRenovation) &&
    (!query.newConstruction || candidate.moveForNewConstruction) &&
    acceptsSize(candidate, query.sizeMin, query.sizeMax)
  )
}
