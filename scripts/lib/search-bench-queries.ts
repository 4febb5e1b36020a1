/**
 * The site search bench's queries (scripts/bench-search.ts): the full queries a visitor types on the results page,
 * in French and in Dutch, by shape; the calls the header's suggestion box makes for each as it is typed and those of
 * the results page; and the seeded order the timed calls come in.
 */
import { SUGGESTIONS_MAX, SUGGESTIONS_PER_KIND } from '../../src/domain/search-query'
import type { SearchKind } from '../../src/services/search/types'
import type { BenchLocale } from './search-bench-vocabulary'
import { generator } from './seeded-random'

/** What a query is, to tell which shapes are slow. */
export type Shape =
  | 'word'
  | 'several words'
  | 'code'
  | 'postcode'
  | 'place or company'
  | 'no result'
  | 'typo'
  | 'prefix, 2 letters'
  | 'prefix, 3–5 letters'
  | 'prefix, 6+ letters'
  | 'prefix, second word'

export interface BenchQuery {
  query: string
  locale: BenchLocale
  shape: Shape
  /** The results page's tab for this query. */
  tab: SearchKind
}

/** The full queries of the results page, in both languages (their prefixes are the suggestions). */
export const QUERIES: BenchQuery[] = [
  { locale: 'fr', query: 'enduit chaux', shape: 'several words', tab: 'product' },
  { locale: 'fr', query: 'crépi silicone', shape: 'several words', tab: 'product' },
  { locale: 'fr', query: 'isolation façade prime', shape: 'several words', tab: 'article' },
  { locale: 'fr', query: 'isolation façade', shape: 'several words', tab: 'faq' },
  { locale: 'fr', query: 'enduit', shape: 'word', tab: 'product' },
  { locale: 'fr', query: 'façades', shape: 'word', tab: 'page' },
  { locale: 'fr', query: 'plâtre', shape: 'word', tab: 'faq' },
  { locale: 'fr', query: 'hydrofuge', shape: 'word', tab: 'product' },
  { locale: 'fr', query: 'ravalement façade', shape: 'several words', tab: 'article' },
  { locale: 'fr', query: 'nettoyage mousse', shape: 'several words', tab: 'faq' },
  { locale: 'fr', query: 'pont thermique', shape: 'several words', tab: 'article' },
  { locale: 'fr', query: 'laine de roche', shape: 'several words', tab: 'product' },
  { locale: 'fr', query: 'combien de temps sèche un enduit', shape: 'several words', tab: 'faq' },
  { locale: 'fr', query: 'RAL 9010', shape: 'code', tab: 'shade' },
  { locale: 'fr', query: 'MT-EPS 120', shape: 'code', tab: 'product' },
  { locale: 'fr', query: '0042', shape: 'code', tab: 'shade' },
  { locale: 'fr', query: 'S-GR 135', shape: 'code', tab: 'shade' },
  { locale: 'fr', query: '4000', shape: 'postcode', tab: 'professional' },
  { locale: 'fr', query: '1050', shape: 'postcode', tab: 'professional' },
  { locale: 'fr', query: 'Liège', shape: 'place or company', tab: 'professional' },
  { locale: 'fr', query: 'plafonneur Namur', shape: 'place or company', tab: 'professional' },
  { locale: 'fr', query: 'façadier Charleroi', shape: 'place or company', tab: 'professional' },
  { locale: 'fr', query: 'Dupont Façades', shape: 'place or company', tab: 'professional' },
  { locale: 'fr', query: 'xylophone', shape: 'no result', tab: 'page' },
  { locale: 'fr', query: 'piscine chauffée', shape: 'no result', tab: 'article' },
  { locale: 'fr', query: 'enduitt chaux', shape: 'typo', tab: 'product' },
  { locale: 'fr', query: 'plafoneur', shape: 'typo', tab: 'professional' },
  { locale: 'nl', query: 'kalkpleister', shape: 'word', tab: 'product' },
  { locale: 'nl', query: 'gevels', shape: 'word', tab: 'page' },
  { locale: 'nl', query: 'stukadoors', shape: 'word', tab: 'professional' },
  { locale: 'nl', query: 'buitengevelisolatie', shape: 'word', tab: 'article' },
  { locale: 'nl', query: 'steenwol', shape: 'word', tab: 'product' },
  { locale: 'nl', query: 'sierpleister silicone', shape: 'several words', tab: 'product' },
  { locale: 'nl', query: 'gevelrenovatie premie', shape: 'several words', tab: 'article' },
  { locale: 'nl', query: 'koudebrug isolatie', shape: 'several words', tab: 'faq' },
  { locale: 'nl', query: 'hoe lang droogt de pleister', shape: 'several words', tab: 'faq' },
  { locale: 'nl', query: 'gevelreiniging mos', shape: 'several words', tab: 'faq' },
  { locale: 'nl', query: 'RAL 7016', shape: 'code', tab: 'shade' },
  { locale: 'nl', query: 'MT-XPS 80', shape: 'code', tab: 'product' },
  { locale: 'nl', query: '0420', shape: 'code', tab: 'shade' },
  { locale: 'nl', query: 'M-BL 100', shape: 'code', tab: 'shade' },
  { locale: 'nl', query: '9000', shape: 'postcode', tab: 'professional' },
  { locale: 'nl', query: '2018', shape: 'postcode', tab: 'professional' },
  { locale: 'nl', query: 'stukadoor Gent', shape: 'place or company', tab: 'professional' },
  { locale: 'nl', query: 'Antwerpen', shape: 'place or company', tab: 'professional' },
  { locale: 'nl', query: 'Janssens Gevels', shape: 'place or company', tab: 'professional' },
  { locale: 'nl', query: 'fietsenstalling', shape: 'no result', tab: 'page' },
  { locale: 'nl', query: 'zwembad verwarming', shape: 'no result', tab: 'article' },
  { locale: 'nl', query: 'stukadour', shape: 'typo', tab: 'professional' },
  { locale: 'nl', query: 'gevelisollatie premie', shape: 'typo', tab: 'article' },
]

export interface Call {
  query: string
  locale: BenchLocale
  shape: Shape
  kind?: SearchKind
  page?: number
  perPage: number
}

/**
 * The header box's candidates: as many as /api/search asks for (src/app/api/search/route.ts), of which it shows 8,
 * at most 3 of a kind.
 */
export const SUGGESTION_CANDIDATES = SUGGESTIONS_MAX * SUGGESTIONS_PER_KIND
/** The results page's size (src/components/search/SearchScreen.tsx). */
export const RESULTS_PER_PAGE = 12

/**
 * The suggestion box's calls: every query as it is typed, from its second character; a beginning that several
 * queries share ("is" of "isolation façade" and "isolation façade prime") once.
 */
export function suggestionCalls(): Call[] {
  const calls: Call[] = []
  const seen = new Set<string>()
  for (const q of QUERIES) {
    for (let end = 2; end <= q.query.length; end++) {
      const typed = q.query.slice(0, end)
      if (typed.endsWith(' ') || seen.has(`${q.locale} ${typed}`)) continue
      seen.add(`${q.locale} ${typed}`)
      const words = typed.split(' ')
      const last = words.at(-1) ?? ''
      let shape: Shape
      if (['code', 'postcode'].includes(q.shape) && /\d/.test(typed)) shape = q.shape
      else if (words.length > 1) shape = 'prefix, second word'
      else if (last.length === 2) shape = 'prefix, 2 letters'
      else if (last.length <= 5) shape = 'prefix, 3–5 letters'
      else shape = 'prefix, 6+ letters'
      calls.push({ query: typed, locale: q.locale, shape, perPage: SUGGESTION_CANDIDATES })
    }
  }
  return calls
}

/** The results page's calls: every full query's first page, its second page, and its tab. */
export function resultCalls(): Call[] {
  const perPage = RESULTS_PER_PAGE
  return QUERIES.flatMap((q) => [
    { query: q.query, locale: q.locale, shape: q.shape, perPage },
    { query: q.query, locale: q.locale, shape: q.shape, perPage, page: 2 },
    { query: q.query, locale: q.locale, shape: q.shape, perPage, kind: q.tab },
  ])
}

/** `items` in a seeded random order, in whole rounds (each in another order) until there are at least `count`. */
export function schedule<T>(items: readonly T[], count: number, seed: number): T[] {
  const random = generator(seed)
  const out: T[] = []
  while (out.length < count && items.length > 0) {
    const round = [...items]
    for (let i = round.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[round[i], round[j]] = [round[j] as T, round[i] as T]
    }
    out.push(...round)
  }
  return out
}
