import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/domain/locales'
import { type QueryTerm, SEARCH_KINDS, type SearchKind } from '@/domain/search-query'
import { type Statement, sql, TABLES } from '../sql'

export { SEARCH_KINDS, type SearchKind }

/** One document in one language, as the index keeps it: only what may be shown to anyone. */
export interface SearchDocument {
  kind: SearchKind
  /** The document's own id in its collection (or its code), unique within its kind. */
  ref: string
  locale: Locale
  title: string
  /** Its text, plain (rich text flattened); the excerpt of a result is cut from it. */
  body: string
  /** Its address on the site, with the language's prefix. */
  url: string
  /** A product's or shade's code, matched exactly and by its beginning. */
  code?: string
}

export interface SearchHit {
  kind: SearchKind
  ref: string
  title: string
  /** In a result, the excerpt of the text around the first match (the index keeps the whole text). */
  body: string
  url: string
  code: string | null
}

export interface SearchRequest {
  query: string
  locale: Locale
  /** Only this kind (a tab of the results page); every kind is counted anyway. */
  kind?: SearchKind
  page?: number
  perPage?: number
}

export interface SearchResult {
  /** The query as searched (trimmed, cut to its limit). */
  query: string
  hits: SearchHit[]
  /** How many documents of each kind match, whatever `kind` asked. */
  counts: Record<SearchKind, number>
  /** How many match `kind` (or all kinds), for the pagination. */
  total: number
  page: number
  perPage: number
}

/** The statements of one database. */
export interface SearchIndex {
  /** Writes the documents of one owner (every language given), replacing everything it held for that owner. */
  replace(payload: Payload, owner: SearchOwner, documents: SearchDocument[], req?: PayloadRequest): Promise<void>
  /** Forgets an owner's documents in every language. */
  remove(payload: Payload, owner: SearchOwner, req?: PayloadRequest): Promise<void>
  /** Forgets everything (a full rebuild starts with it). */
  clear(payload: Payload): Promise<void>
  search(payload: Payload, request: ParsedSearch): Promise<{ hits: SearchHit[]; counts: Map<string, number> }>
}

/** A request as the indexes take it: terms analysed, the code compacted, the page bounded. */
export interface ParsedSearch {
  locale: Locale
  terms: QueryTerm[]
  /** The query as a code ("MTEPS"), when it is long enough to be one. */
  code: string | null
  kind: SearchKind | null
  limit: number
  offset: number
}

/**
 * Whose documents they are: one document of a collection (`ref` "articles:12"), whose search documents have that
 * ref or refs under it ("faqs:3:q1", one a question). Replacing or removing an owner takes all of them.
 */
export interface SearchOwner {
  kind: SearchKind
  ref: string
}

/** The condition on `search_documents` of an owner's rows: its ref, and the refs under it ("faqs:3" holds "faqs:3:…"). */
export function ownedBy(owner: SearchOwner): Statement {
  const D = TABLES.searchDocuments.c
  const prefix = `${owner.ref}:`
  return sql`${D.kind} = ${owner.kind} AND (${D.ref} = ${owner.ref} OR substr(${D.ref}, 1, ${prefix.length}) = ${prefix})`
}

/** A row of either dialect as a hit. */
export function toHit(row: Record<string, unknown>): SearchHit {
  return {
    kind: String(row.kind) as SearchKind,
    ref: String(row.ref),
    title: String(row.title),
    body: String(row.body),
    url: String(row.url),
    code: row.code == null ? null : String(row.code),
  }
}

/**
 * How much a match of each kind counts in the order of results: a company whose work categories name "enduit à la
 * chaux" matches as well as the article about it, and there are hundreds of companies; every shade of a finish
 * names the finish. Half their weight puts the manufacturer's pages, articles and products first, companies and
 * shades after (each kind has its own tab, and a code still puts its shade first).
 */
export const KIND_WEIGHT: Readonly<Record<SearchKind, number>> = {
  page: 1,
  article: 1,
  faq: 1,
  product: 1,
  shade: 0.5,
  professional: 0.5,
}

/** The weight of a row's kind as SQL (a CASE over constants of ours). */
export function kindWeight(kindColumn: Statement): Statement {
  const cases = Object.entries(KIND_WEIGHT)
    .filter(([, w]) => w !== 1)
    .map(([k, w]) => sql`WHEN ${sql.raw(`'${k}'`)} THEN ${sql.raw(w.toFixed(2))}`)
  return cases.length ? sql`(CASE ${kindColumn} ${sql.join(cases, sql` `)} ELSE 1.0 END)` : sql`1.0`
}
