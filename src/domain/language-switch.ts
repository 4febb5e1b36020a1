/**
 * What the language switcher carries to the other language: the query-string state that means the same thing in
 * both (codes, ids, numbers), per screen. Anything else (dialog triggers, tokens, free text) stays behind.
 */
import { choiceQuery } from './colour-chart'
import { QUERY_KEYS } from './directory'

const DIRECTORY_KEYS: readonly string[] = Object.values(QUERY_KEYS)
/** The colour chart's steps (finish, range, colour codes), as choiceQuery writes them. */
const CHART_KEYS: readonly string[] = Object.keys(choiceQuery({ finish: 'f', range: 'r', colour: 'c' }))

/** Internal route → the query keys kept when the language changes. */
export const SHARED_QUERY_KEYS: Readonly<Record<string, readonly string[]>> = {
  '/search-pro': DIRECTORY_KEYS,
  '/find-facade': DIRECTORY_KEYS,
  '/find-roofer': DIRECTORY_KEYS,
  '/find-plaquiste': DIRECTORY_KEYS,
  '/colour-configurator': CHART_KEYS,
  '/dashboard': ['tab'],
  // The wizard's step is clamped by its own rules to what the restored answers allow.
  '/quotation': ['professional', 'step'],
  // A query is mostly names, codes and places, the same in both languages: the search follows the visitor.
  '/search': ['q', 'kind'],
}

/** The query a link to the same route in the other language keeps, in the order the page wrote it. */
export function sharedQuery(route: string, search: URLSearchParams): Record<string, string | string[]> {
  const keys = SHARED_QUERY_KEYS[route] ?? []
  const query: Record<string, string | string[]> = {}
  for (const [key, value] of search) {
    if (!keys.includes(key)) continue
    const existing = query[key]
    query[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value]
  }
  return query
}
