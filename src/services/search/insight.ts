import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { isAppError } from '@/domain/errors'
import { isLocale, type Locale, locales } from '@/domain/locales'
import { cleanQuery, fold } from '@/domain/search-query'
import { todayInBelgium } from '@/domain/validation/quotation'
import { consume } from '@/lib/rate-limit'
import { changedRows, selectRows, sql, TABLES } from '../sql'

/**
 * The staff's view of what visitors search (issue 26, point 5): which queries come back most often, and which find
 * nothing, so editors see what content is missing. A search is kept as a count per day, language and normalised
 * query (`search_queries`): no address, account or time of day, so nothing in it leads back to a person. The
 * address only feeds rate limits (in memory or Redis, forgotten after their window): an address counts a query
 * once a day, and few queries at all, so that pushing a query up the list takes many clients.
 */

const Q = TABLES.searchQueries

/** How many days of statistics are kept and shown. */
export const SEARCH_INSIGHT_DAYS = 30
/** The most queries a list of the insight shows per language. */
const LIMIT_MAX = 100

export interface RecordedSearch {
  /** The query as typed (cleaned and folded here). */
  query: string
  locale: Locale | string
  /** How many results it found (all kinds): 0 counts it among the searches that found nothing. */
  total: number
  /** The client's address (`clientAddress`), for the rate limit only: never stored. */
  address: string
  /** When it was searched (tests); now by default. */
  at?: Date
}

export interface InsightQuery {
  query: string
  locale: Locale
  searches: number
}

export interface SearchInsight {
  /** The most asked queries, per language, most asked first. */
  frequent: InsightQuery[]
  /** The queries that found nothing, per language, by how many of their searches found nothing. */
  empty: InsightQuery[]
}

/**
 * What looks like a person's contact in a query: an e-mail address, or a phone number (a "+" or a leading 0, then
 * eight digits or more, spaces, dots, slashes or dashes between them). Codes and postcodes ("RAL 9010 4000") are not.
 */
const CONTACT = /\S@\S|(?:\+|\b0)(?:\d[\s./-]?){8,}/

/**
 * A query as the statistics count it: trimmed, white space collapsed, lower case, accents and ligatures folded, at
 * most SEARCH_QUERY_MAX characters ("  Façade  CHAUX" and "facade chaux" are one query). Empty (not counted) when it
 * holds an e-mail address or a phone number: a visitor who pastes their contact into the box is not kept.
 */
export function statisticsQuery(raw: unknown): string {
  const query = cleanQuery(fold(cleanQuery(raw)))
  return CONTACT.test(query) ? '' : query
}

/** The key of one address's search of one query: hashed, so the limiter's store holds no query nor address. */
const onceKey = (address: string, locale: string, query: string) =>
  createHash('sha256').update(`${address}\n${locale}\n${query}`).digest('base64url').slice(0, 22)

/** The calendar day `days` before `day` (both YYYY-MM-DD). */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** The oldest day kept and shown on `today`. */
const firstDayOf = (today: string, days = SEARCH_INSIGHT_DAYS) => daysBefore(today, days - 1)

/** The day of this process's last clean-up: once a day is enough (rows are dated by the day). */
let cleanedOn: string | undefined

/**
 * Counts one search of the results page in the statistics; true when counted. Not counted: an empty query (after
 * cleaning), an unknown language, an address past its limit (`searchLogByIp`). Never throws: a search is answered
 * whatever happens to its statistics (a failure is logged).
 */
export async function recordSearch(payload: Payload, search: RecordedSearch): Promise<boolean> {
  const query = statisticsQuery(search.query)
  if (query === '' || !isLocale(search.locale) || !Number.isFinite(search.total)) return false
  try {
    await consume('searchLogByIp', search.address || 'unknown')
    // The same query from the same address counts once a day (a reload, a shared link opened twice, a script).
    await consume('searchLogOncePerQuery', onceKey(search.address || 'unknown', search.locale, query))
  } catch (error) {
    if (isAppError(error) && error.code === 'RATE_LIMITED') return false
    payload.logger.warn({ err: error }, 'could not count a search against its limit')
    return false
  }
  const day = todayInBelgium(search.at)
  const empty = search.total <= 0 ? 1 : 0
  try {
    await changedRows(
      payload,
      sql`INSERT INTO ${Q.ref} (${Q.c.day}, ${Q.c.locale}, ${Q.c.query}, ${Q.c.searches}, ${Q.c.empty_searches})
          VALUES (${day}, ${search.locale}, ${query}, 1, ${empty})
          ON CONFLICT (${Q.c.day}, ${Q.c.locale}, ${Q.c.query}) DO UPDATE
          SET ${Q.c.searches} = ${Q.qualified.searches} + 1,
              ${Q.c.empty_searches} = ${Q.qualified.empty_searches} + ${empty}`,
    )
  } catch (err) {
    payload.logger.warn({ err }, 'could not count a search in the statistics')
    return false
  }
  if (cleanedOn !== day) {
    cleanedOn = day
    await forgetOldSearches(payload, search.at).catch((err: unknown) => {
      payload.logger.warn({ err }, 'could not remove old search statistics')
    })
  }
  return true
}

/** Deletes the statistics older than SEARCH_INSIGHT_DAYS; answers how many rows went. */
export async function forgetOldSearches(payload: Payload, now: Date = new Date()): Promise<number> {
  return changedRows(payload, sql`DELETE FROM ${Q.ref} WHERE ${Q.c.day} < ${firstDayOf(todayInBelgium(now))}`)
}

/** A whole number within [1, max], else `fallback`. */
function bounded(value: unknown, max: number, fallback: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback
  return Math.min(Math.max(1, n), max)
}

/**
 * The statistics of the `days` days up to `now`'s (included; at most SEARCH_INSIGHT_DAYS): for each language, its
 * `limit` most asked queries and its `limit` queries that found nothing most often (ties by query). For staff:
 * the caller checks (src/components/admin/SearchInsight.tsx).
 */
export async function searchInsight(
  payload: Payload,
  { days = SEARCH_INSIGHT_DAYS, limit = 20, now = new Date() }: { days?: number; limit?: number; now?: Date } = {},
): Promise<SearchInsight> {
  const today = todayInBelgium(now)
  const since = firstDayOf(today, bounded(days, SEARCH_INSIGHT_DAYS, SEARCH_INSIGHT_DAYS))
  const top = bounded(limit, LIMIT_MAX, 20)
  const list = async (locale: Locale, counted: typeof Q.c.searches): Promise<InsightQuery[]> => {
    const rows = await selectRows(
      payload,
      sql`SELECT ${Q.c.query} AS "query", SUM(${counted}) AS "n" FROM ${Q.ref}
          WHERE ${Q.c.day} >= ${since} AND ${Q.c.day} <= ${today} AND ${Q.c.locale} = ${locale}
          GROUP BY ${Q.c.query} HAVING SUM(${counted}) > 0
          ORDER BY "n" DESC, ${Q.c.query} ASC LIMIT ${top}`,
    )
    return rows.map((row) => ({ query: String(row.query), locale, searches: Number(row.n) }))
  }
  const frequent: InsightQuery[] = []
  const empty: InsightQuery[] = []
  for (const locale of locales) {
    frequent.push(...(await list(locale, Q.c.searches)))
    empty.push(...(await list(locale, Q.c.empty_searches)))
  }
  return { frequent, empty }
}
