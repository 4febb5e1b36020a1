import { stemmer as dutchStem } from '@orama/stemmers/dutch'
import { stemmer as frenchStem } from '@orama/stemmers/french'
import { stopwords as dutchStopwords } from '@orama/stopwords/dutch'
import { stopwords as frenchStopwords } from '@orama/stopwords/french'
import type { Locale } from './locales'
import { cleanQuery, isSearchKind, SEARCH_TERMS_MAX, type SearchKind } from './search-input'

export * from './search-input'

/**
 * What a site-search query becomes before it reaches a database (issue 26): the words a visitor typed, cleaned,
 * stemmed for the page's language and folded, so that "façades" and "facades" find "façade", "stukadoors" finds
 * "stukadoor". Nothing of the query's own syntax survives: a term holds only letters and digits, so FTS5's and
 * tsquery's operators (`"`, `*`, `:`, `&`, `|`, `!`, `(`, `-`, `^`, `NEAR`, `OR`…) can never be spelt by a visitor.
 * The same functions analyse the indexed text, so a document and a query always meet on the same terms.
 */

const STEMMERS: Record<Locale, (word: string) => string> = { fr: frenchStem, nl: dutchStem }

/** Lower case without accents or ligatures: "Façade" → "facade", "Œuvre" → "oeuvre", "coöperatie" → "cooperatie". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
}

/** The words of a text: runs of letters and digits; apostrophes split ("l'enduit" → "l", "enduit"). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/** One word as the index keeps it: stemmed in its language, then folded ("façades" → "facad"). */
export function stem(word: string, locale: Locale): string {
  const lower = word.toLowerCase()
  // Numbers and codes are kept whole: a stemmer would cut "9010s" or "120mm".
  if (/\p{N}/u.test(lower)) return fold(lower)
  return fold(STEMMERS[locale](lower))
}

/** A text as the index keeps it: its stems, separated by spaces. */
export function analyse(text: string, locale: Locale): string {
  return words(text)
    .map((w) => stem(w, locale))
    .join(' ')
}

export interface QueryTerm {
  /** The word as typed, folded: what a prefix of a longer word matches while it is being typed. */
  word: string
  /** Its stem: what a whole word matches. */
  stem: string
}

/**
 * The words of a language that say nothing of what is looked for ("pour", "à", "in", "te", "voor"), folded: a
 * query does not ask for them, so "plafonneur à Liège" finds what "plafonneur Liège" finds.
 */
const STOPWORDS: Record<Locale, ReadonlySet<string>> = {
  fr: new Set(frenchStopwords.map(fold)),
  nl: new Set(dutchStopwords.map(fold)),
}

/**
 * A query's terms (at most SEARCH_TERMS_MAX, duplicates and the language's stop words dropped, unless the query
 * holds nothing else), in the order typed.
 */
export function queryTerms(query: string, locale: Locale): QueryTerm[] {
  const seen = new Set<string>()
  const all: QueryTerm[] = []
  for (const w of words(cleanQuery(query))) {
    const term = { word: fold(w), stem: stem(w, locale) }
    if (seen.has(term.word) || term.stem === '') continue
    seen.add(term.word)
    all.push(term)
  }
  const meaningful = all.filter((t) => !STOPWORDS[locale].has(t.word))
  return (meaningful.length > 0 ? meaningful : all).slice(0, SEARCH_TERMS_MAX)
}

/** The shortest last word read as the beginning of a longer one: a single letter would match most of the index. */
export const PREFIX_MIN = 2

/** Whether the query's last term is read as a prefix (a word still being typed). */
export const isPrefix = (terms: QueryTerm[], i: number): boolean =>
  i === terms.length - 1 && (terms[i]?.stem.length ?? 0) >= PREFIX_MIN

/**
 * A last word shorter than this is looked for as a whole word anywhere, and as the beginning of a word in titles
 * only: "fa" begins words in most of the texts (15 000 of 20 000 in the bench), and ranking them all cost a
 * suggestion most of its time; "mur" or "eps" typed in full is still found in the text.
 */
export const SHORT_PREFIX = 4

/** Whether the query's last term is a prefix short enough to be looked for as a prefix in titles only. */
export const isShortPrefix = (terms: QueryTerm[]): boolean =>
  isPrefix(terms, terms.length - 1) && Array.from(terms.at(-1)?.word ?? '').length < SHORT_PREFIX

/**
 * An FTS5 MATCH expression over analysed text: every term must be there, each as a quoted string (FTS5 reads
 * nothing inside quotes as syntax, and a term holds no quote); the last one as a prefix, for a word still being
 * typed ("isolation faça" finds "façade"); a short one as a word, or as a prefix in the title column. Null when
 * nothing is left to search.
 */
export function fts5Match(terms: QueryTerm[]): string | null {
  if (terms.length === 0) return null
  const short = isShortPrefix(terms)
  const last = (t: QueryTerm) => (short ? `("${t.stem}" OR title : "${t.stem}"*)` : `"${t.stem}"*`)
  return terms.map((t, i) => (isPrefix(terms, i) ? last(t) : `"${t.stem}"`)).join(' AND ')
}

/** How long an excerpt is, about (characters). */
export const EXCERPT_LENGTH = 220

/** A predicate: whether a word of a text matches one of the terms (by its stem, or as the beginning of a word for a last term still being typed). */
function termMatcher(terms: QueryTerm[], locale: Locale): (word: string) => boolean {
  const stems = new Set(terms.map((t) => t.stem))
  const last = terms.at(-1)
  const prefix = last && isPrefix(terms, terms.length - 1) ? last.word : null
  return (word) => stems.has(stem(word, locale)) || (prefix !== null && fold(word).startsWith(prefix))
}

/**
 * The part of a text a result shows: from a little before the first word that matches a term (by its stem, or as
 * the beginning of a word for the last term), else the text's beginning; cut on word boundaries, with ellipses.
 */
export function excerpt(text: string, terms: QueryTerm[], locale: Locale, length = EXCERPT_LENGTH): string {
  const matches = termMatcher(terms, locale)
  let at = -1
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (matches(m[0])) {
      at = m.index ?? 0
      break
    }
  }
  let start = at < 0 ? 0 : Math.max(0, at - Math.floor(length / 4))
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  let end = Math.min(text.length, start + length)
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`
}

/** A piece of a highlighted text: plain, or a word that matches the query. */
export interface HighlightPart {
  text: string
  match: boolean
}

/**
 * A text cut into plain runs and the words that match the query's terms, for a result to mark them: the same
 * matching as the search's (stems, accents folded, the last term as a prefix), so "facades" marks "façade".
 */
export function highlight(text: string, terms: QueryTerm[], locale: Locale): HighlightPart[] {
  if (terms.length === 0) return text ? [{ text, match: false }] : []
  const matches = termMatcher(terms, locale)
  const parts: HighlightPart[] = []
  let from = 0
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (!matches(m[0])) continue
    const at = m.index ?? 0
    if (at > from) parts.push({ text: text.slice(from, at), match: false })
    parts.push({ text: m[0], match: true })
    from = at + m[0].length
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false })
  return parts
}

/** A product or shade code as compared: upper case, letters and digits only ("mt-eps 120" → "MTEPS120"). */
export function compactCode(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]/g, '')
    .toUpperCase()
}

/** The results page's whole state, as its URL holds it: the query, the kind of its tab (none: all), the page. */
export interface SearchPageState {
  q: string
  kind: SearchKind | null
  page: number
}

type QueryInput = Readonly<Record<string, string | string[] | undefined>>

const firstValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/** The results page's state from its query string: anything unknown or malformed is left out. */
export function parseSearchPage(input: QueryInput): SearchPageState {
  const kind = firstValue(input.kind)
  const page = Number(firstValue(input.page))
  return {
    q: cleanQuery(firstValue(input.q)),
    kind: isSearchKind(kind) ? kind : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The query string of a results page's state, without what is its default (no kind, page 1). */
export function searchPageQuery(state: SearchPageState): Record<string, string> {
  const query: Record<string, string> = { q: state.q }
  if (state.kind) query.kind = state.kind
  if (state.page > 1) query.page = String(state.page)
  return query
}

/** How many suggestions the header's box shows, and at most how many of one kind while others have some. */
export const SUGGESTIONS_MAX = 8
export const SUGGESTIONS_PER_KIND = 3

/**
 * The suggestions to show from results best first: at most `perKind` of one kind, so that one kind with many
 * matches (forty "Façades …" companies) leaves room for the page or the product asked for; when the other kinds
 * run out, the rest is filled in order.
 */
export function diversify<T extends { kind: string }>(
  ranked: readonly T[],
  max = SUGGESTIONS_MAX,
  perKind = SUGGESTIONS_PER_KIND,
): T[] {
  const taken = new Set<T>()
  const perKindCount = new Map<string, number>()
  for (const hit of ranked) {
    if (taken.size === max) break
    const n = perKindCount.get(hit.kind) ?? 0
    if (n >= perKind) continue
    perKindCount.set(hit.kind, n + 1)
    taken.add(hit)
  }
  for (const hit of ranked) {
    if (taken.size === max) break
    taken.add(hit)
  }
  return ranked.filter((hit) => taken.has(hit))
}
