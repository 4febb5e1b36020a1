import type { Payload, PayloadRequest } from 'payload'
import { defaultLocale, isLocale, type Locale } from '@/domain/locales'
import { cleanQuery, compactCode, excerpt, queryTerms } from '@/domain/search-query'
import { changedRows, selectRows, sql, TABLES } from '../sql'
import { postgresIndex } from './postgres'
import { sqliteIndex } from './sqlite'
import {
  SEARCH_KINDS,
  type SearchDocument,
  type SearchIndex,
  type SearchKind,
  type SearchOwner,
  type SearchRequest,
  type SearchResult,
} from './types'

export * from './types'

/**
 * The site search (issue 26) behind one interface, on the database the platform already runs: SQLite's FTS5 on the
 * embedded default, PostgreSQL's full-text search in production. A dedicated engine (Meilisearch, Typesense,
 * OpenSearch) would be a third `SearchIndex`: the callers below and the documents they hand over stay the same.
 */

const PER_PAGE_MAX = 50
/** The last page a search answers (a page past the results is empty, a page past this one is this one). */
const PAGE_MAX = 1000
const CODE_MIN = 2

/** A whole number from `value` within [1, max], else `fallback` (NaN, Infinity, 1e300 and strings included). */
function bounded(value: unknown, max: number, fallback: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback
  return Math.min(Math.max(1, n), max)
}

const indexOf = (payload: Payload): SearchIndex => (payload.db.name === 'postgres' ? postgresIndex : sqliteIndex)

/** Puts an owner's documents (every language) in the index, replacing all it held for that owner. */
export async function indexDocuments(
  payload: Payload,
  owner: SearchOwner,
  documents: SearchDocument[],
  req?: PayloadRequest,
): Promise<void> {
  await inSavepoint(payload, req, () => indexOf(payload).replace(payload, owner, documents, req))
}

/** Takes an owner's documents out of the index in every language. */
export async function removeFromIndex(payload: Payload, owner: SearchOwner, req?: PayloadRequest): Promise<void> {
  await inSavepoint(payload, req, () => indexOf(payload).remove(payload, owner, req))
}

/**
 * Runs `work` in a savepoint of the request's transaction on PostgreSQL: a failed statement would otherwise abort
 * the whole transaction, and Payload's commit then silently rolls back the staff's save with it. The failure is
 * rolled back to the savepoint and thrown. SQLite (Payload runs it without transactions) runs `work` as it is.
 */
export async function inSavepoint(payload: Payload, req: PayloadRequest | undefined, work: () => Promise<void>) {
  if (payload.db.name !== 'postgres' || !req?.transactionID) return work()
  await changedRows(payload, sql`SAVEPOINT search_index`, req)
  try {
    await work()
    await changedRows(payload, sql`RELEASE SAVEPOINT search_index`, req)
  } catch (error) {
    await changedRows(payload, sql`ROLLBACK TO SAVEPOINT search_index`, req)
    throw error
  }
}

/** Whether the index holds no document (a database migrated after its content was written). */
export async function indexIsEmpty(payload: Payload): Promise<boolean> {
  const D = TABLES.searchDocuments
  const [row] = await selectRows(payload, sql`SELECT count(*) AS n FROM ${D.ref}`)
  return Number(row?.n ?? 0) === 0
}

/** Empties the index. */
export async function clearIndex(payload: Payload): Promise<void> {
  await indexOf(payload).clear(payload)
}

function emptyCounts(): Record<SearchKind, number> {
  return Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>
}

/** Searches the documents of one language: best first, a page at a time, with the count of every kind. */
export async function searchSite(payload: Payload, request: SearchRequest): Promise<SearchResult> {
  const query = cleanQuery(request.query)
  const perPage = bounded(request.perPage, PER_PAGE_MAX, 12)
  const page = bounded(request.page, PAGE_MAX, 1)
  const locale: Locale = isLocale(String(request.locale)) ? request.locale : defaultLocale
  const terms = queryTerms(query, locale)
  const code = compactCode(query)
  const counts = emptyCounts()
  if (terms.length === 0) return { query, hits: [], counts, total: 0, page, perPage }
  const kind = request.kind && SEARCH_KINDS.includes(request.kind) ? request.kind : null
  const found = await indexOf(payload).search(payload, {
    locale,
    terms,
    code: code.length >= CODE_MIN ? code : null,
    kind,
    limit: perPage,
    offset: (page - 1) * perPage,
  })
  for (const [k, n] of found.counts) if (k in counts) counts[k as SearchKind] = n
  const total = kind ? counts[kind] : Object.values(counts).reduce((a, b) => a + b, 0)
  // A hit carries its excerpt, not the whole text the index keeps.
  const hits = found.hits.map((hit) => ({ ...hit, body: excerpt(hit.body, terms, locale) }))
  return { query, hits, counts, total, page, perPage }
}
