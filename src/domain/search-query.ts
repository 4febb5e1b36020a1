import { stemmer as dutchStem } from '@orama/stemmers/dutch'
import { stemmer as frenchStem } from '@orama/stemmers/french'
import type { Locale } from './locales'

/**
 * What a site-search query becomes before it reaches a database (issue 26): the words a visitor typed, cleaned,
 * stemmed for the page's language and folded, so that "façades" and "facades" find "façade", "stukadoors" finds
 * "stukadoor". Nothing of the query's own syntax survives: a term holds only letters and digits, so FTS5's and
 * tsquery's operators (`"`, `*`, `:`, `&`, `|`, `!`, `(`, `-`, `^`, `NEAR`, `OR`…) can never be spelt by a visitor.
 * The same functions analyse the indexed text, so a document and a query always meet on the same terms.
 */

/** The longest query kept (characters); the rest is cut. */
export const SEARCH_QUERY_MAX = 100
/** Suggestions start with this many characters. */
export const SEARCH_SUGGEST_MIN = 2
/** The most terms of one query taken into account. */
export const SEARCH_TERMS_MAX = 8

const STEMMERS: Record<Locale, (word: string) => string> = { fr: frenchStem, nl: dutchStem }

/** Trims, collapses white space and cuts to SEARCH_QUERY_MAX characters; anything but a string is empty. */
export function cleanQuery(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  // Cut first (generously, as white space collapses and NFC composes): a long input costs no more than a short one.
  return Array.from(
    raw
      .slice(0, 8 * SEARCH_QUERY_MAX)
      .normalize('NFC')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, SEARCH_QUERY_MAX)
    .join('')
    .trim()
}

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

/** A query's terms (at most SEARCH_TERMS_MAX, duplicates dropped), in the order typed. */
export function queryTerms(query: string, locale: Locale): QueryTerm[] {
  const seen = new Set<string>()
  const terms: QueryTerm[] = []
  for (const w of words(cleanQuery(query))) {
    const term = { word: fold(w), stem: stem(w, locale) }
    if (seen.has(term.word) || term.stem === '') continue
    seen.add(term.word)
    terms.push(term)
    if (terms.length === SEARCH_TERMS_MAX) break
  }
  return terms
}

/** The shortest last word read as the beginning of a longer one: a single letter would match most of the index. */
export const PREFIX_MIN = 2

/** Whether the query's last term is read as a prefix (a word still being typed). */
export const isPrefix = (terms: QueryTerm[], i: number): boolean =>
  i === terms.length - 1 && (terms[i]?.stem.length ?? 0) >= PREFIX_MIN

/**
 * An FTS5 MATCH expression over analysed text: every term must be there, each as a quoted string (FTS5 reads
 * nothing inside quotes as syntax, and a term holds no quote); the last one as a prefix, for a word still being
 * typed ("isolation fac" finds "façade"). Null when nothing is left to search.
 */
export function fts5Match(terms: QueryTerm[]): string | null {
  if (terms.length === 0) return null
  return terms.map((t, i) => (isPrefix(terms, i) ? `"${t.stem}"*` : `"${t.stem}"`)).join(' AND ')
}

/** How long an excerpt is, about (characters). */
export const EXCERPT_LENGTH = 220

/**
 * The part of a text a result shows: from a little before the first word that matches a term (by its stem, or as
 * the beginning of a word for the last term), else the text's beginning; cut on word boundaries, with ellipses.
 */
export function excerpt(text: string, terms: QueryTerm[], locale: Locale, length = EXCERPT_LENGTH): string {
  const stems = new Set(terms.map((t) => t.stem))
  const last = terms.at(-1)
  let at = -1
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const s = stem(m[0], locale)
    if (stems.has(s) || (last && isPrefix(terms, terms.length - 1) && fold(m[0]).startsWith(last.word))) {
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

/** A product or shade code as compared: upper case, letters and digits only ("mt-eps 120" → "MTEPS120"). */
export function compactCode(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]/g, '')
    .toUpperCase()
}
