import type { Payload, PayloadRequest } from 'payload'
import { cleanQuery, compactCode, queryTerms } from '@/domain/search-query'
import { selectRows, sql, TABLES } from '../sql'
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
const CODE_MIN = 2

const indexOf = (payload: Payload): SearchIndex => (payload.db.name === 'postgres' ? postgresIndex : sqliteIndex)

/** Puts an owner's documents (every language) in the index, replacing all it held for that owner. */
export async function indexDocuments(
  payload: Payload,
  owner: SearchOwner,
  documents: SearchDocument[],
  req?: PayloadRequest,
): Promise<void> {
  await indexOf(payload).replace(payload, owner, documents, req)
}

/** Takes an owner's documents out of the index in every language. */
export async function removeFromIndex(payload: Payload, owner: SearchOwner, req?: PayloadRequest): Promise<void> {
  await indexOf(payload).remove(payload, owner, req)
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
  const perPage = Math.min(Math.max(1, Math.floor(request.perPage ?? 12)), PER_PAGE_MAX)
  const page = Math.max(1, Math.floor(request.page ?? 1))
  const terms = queryTerms(query, request.locale)
  const code = compactCode(query)
  const counts = emptyCounts()
  if (terms.length === 0) return { query, hits: [], counts, total: 0, page, perPage }
  const kind = request.kind && SEARCH_KINDS.includes(request.kind) ? request.kind : null
  const found = await indexOf(payload).search(payload, {
    locale: request.locale,
    terms,
    code: code.length >= CODE_MIN ? code : null,
    kind,
    limit: perPage,
    offset: (page - 1) * perPage,
  })
  for (const [k, n] of found.counts) if (k in counts) counts[k as SearchKind] = n
  const total = kind ? counts[kind] : Object.values(counts).reduce((a, b) => a + b, 0)
  return { query, hits: found.hits, counts, total, page, perPage }
}
