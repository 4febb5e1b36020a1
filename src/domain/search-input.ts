/**
 * What the browser needs of a site-search query (issue 26): its bounds, its cleaning and the kinds of result, apart
 * from the analysis (stemmers, stop words) that only the server runs, so that the header's box on every page carries
 * none of it.
 */

/** What a result can be, in the order the results page's tabs and the header's suggestions list them. */
export const SEARCH_KINDS = ['page', 'article', 'faq', 'product', 'shade', 'professional'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const isSearchKind = (value: unknown): value is SearchKind =>
  typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value)

/** The longest query kept (characters); the rest is cut. */
export const SEARCH_QUERY_MAX = 100
/** Suggestions start with this many characters. */
export const SEARCH_SUGGEST_MIN = 2
/** The most terms of one query taken into account. */
export const SEARCH_TERMS_MAX = 8

/**
 * Trims, collapses white space and cuts to SEARCH_QUERY_MAX characters; anything but a string is empty. Compatibility
 * forms are composed (full-width letters, ligatures: "ｆａçａｄｅ" is "façade"), invisible format characters dropped
 * (a zero-width space inside a word, a right-to-left override) and control characters read as spaces.
 */
export function cleanQuery(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  // Cut first (generously, as white space collapses and NFKC composes): a long input costs no more than a short one.
  return Array.from(
    raw
      .slice(0, 8 * SEARCH_QUERY_MAX)
      .normalize('NFKC')
      .replace(/\p{Cf}/gu, '')
      .replace(/[\s\p{Cc}]+/gu, ' ')
      .trim(),
  )
    .slice(0, SEARCH_QUERY_MAX)
    .join('')
    .trim()
}

/** The option after (step 1) or before (step -1) `active` among `count`; -1 is the field itself, between the ends. */
export function nextActive(active: number, step: 1 | -1, count: number): number {
  const next = active + step
  if (next >= count) return -1
  if (next < -1) return count - 1
  return next
}
