import type { Locale } from './locales'
import { fold, SEARCH_TERMS_MAX, stem, words } from './search-query'

/**
 * "Did you mean" for the site search (issue 26): the words of the indexed documents of one language, and the query
 * nearest to a query whose words are not among them. Pure: the service (src/services/search/spelling.ts) reads the
 * documents, keeps a vocabulary per language and checks that a suggestion finds something.
 *
 * A word is compared folded ("façade" → "facade") and shown as the documents spell it most often, in lower case
 * ("façade"). Only words of letters are kept and corrected: codes and numbers ("9010", "eps120") are left as typed.
 */

/** A word shorter than this is never corrected: too many words lie one letter away from a two- or three-letter one. */
export const SPELLING_MIN = 4
/** Words longer than this (characters) are not kept: addresses, run-together words, garbage. */
export const SPELLING_WORD_MAX = 30
/** The candidates kept for one unknown word, best first. */
export const SPELLING_CANDIDATES = 5
/** The suggestions a query yields at most, best first (each one is checked against the index by the service). */
export const SPELLING_SUGGESTIONS = 8

/** The edits allowed to correct a word: none below 4 letters, 1 for 4–5 letters, 2 for longer ones. */
export function editsAllowed(word: string): number {
  const n = word.length
  if (n < SPELLING_MIN) return 0
  return n <= 5 ? 1 : 2
}

// Scratch rows of editDistance: it runs synchronously, so one set serves every call.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

/**
 * The optimal string alignment distance (Levenshtein's insertions, deletions and substitutions, plus the swap of
 * two neighbouring letters, the commonest typo: "Gnet" → "Gent" is 1), or `max + 1` as soon as it is known to
 * exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  if (la === 0 || lb === 0) return Math.min(Math.max(la, lb), max + 1)
  if (rows[0].length <= lb) rows = [new Int32Array(lb + 1), new Int32Array(lb + 1), new Int32Array(lb + 1)]
  let [before, prev, cur] = rows
  for (let j = 0; j <= lb; j++) prev[j] = j
  for (let i = 1; i <= la; i++) {
    const ca = a.charCodeAt(i - 1)
    const caBefore = i > 1 ? a.charCodeAt(i - 2) : -1
    // The row's cells to the left and above-left, kept in locals (typed arrays read as possibly undefined).
    let left = i
    let diagonal = i - 1
    let rowMin = i
    cur[0] = i
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1)
      const above = prev[j] as number
      let v = Math.min(above + 1, left + 1, diagonal + (ca === cb ? 0 : 1))
      if (j > 1 && ca === b.charCodeAt(j - 2) && caBefore === cb) v = Math.min(v, (before[j - 2] as number) + 1)
      cur[j] = v
      left = v
      diagonal = above
      if (v < rowMin) rowMin = v
    }
    if (rowMin > max) return max + 1
    const spare = before
    before = prev
    prev = cur
    cur = spare
  }
  return Math.min(prev[lb] as number, max + 1)
}

export interface SpellingEntry {
  /** The word as the documents spell it most often, lower case ("façade"). */
  display: string
  /** How many times the documents hold it, in any spelling. */
  count: number
}

/** The words of one language's documents, folded, with their spelling and frequency. */
export interface Vocabulary {
  locale: Locale
  /** Folded word → its entry. */
  entries: Map<string, SpellingEntry>
  /** The folded words by length: a word's candidates are among the lengths near its own. */
  byLength: string[][]
  /** The folded words in order: the words a query's word begins (its last one, read so) or whose stem it shares. */
  sorted: string[]
}

const LETTERS = /^\p{L}+$/u

/** Gathers the words of texts, then builds the vocabulary of one language from them. */
export class VocabularyCollector {
  /** Word as written (lower case) → occurrences. */
  private readonly forms = new Map<string, number>()

  constructor(readonly locale: Locale) {}

  add(text: string): void {
    for (const w of words(text)) {
      if (w.length < SPELLING_MIN - 1 || w.length > SPELLING_WORD_MAX) continue
      this.forms.set(w, (this.forms.get(w) ?? 0) + 1)
    }
  }

  build(): Vocabulary {
    const entries = new Map<string, SpellingEntry & { best: number }>()
    for (const [form, n] of this.forms) {
      if (!LETTERS.test(form)) continue
      const key = fold(form)
      const entry = entries.get(key)
      if (!entry) {
        entries.set(key, { display: form, count: n, best: n })
        continue
      }
      entry.count += n
      // The commonest spelling; on a tie the accented one ("façade" rather than "facade").
      if (n > entry.best || (n === entry.best && form !== key && entry.display === key)) {
        entry.display = form
        entry.best = n
      }
    }
    const byLength: string[][] = []
    const result = new Map<string, SpellingEntry>()
    for (const [key, { display, count }] of entries) {
      result.set(key, { display, count })
      const row = byLength[key.length] ?? []
      byLength[key.length] = row
      row.push(key)
    }
    const sorted = [...result.keys()].sort()
    this.forms.clear()
    return { locale: this.locale, entries: result, byLength, sorted }
  }
}

/** A vocabulary from texts at once (tests, small sets). */
export function vocabularyOf(locale: Locale, texts: string[]): Vocabulary {
  const collector = new VocabularyCollector(locale)
  for (const text of texts) collector.add(text)
  return collector.build()
}

/** Where the words beginning with a folded prefix start in the vocabulary's order. */
function firstWith(sorted: string[], prefix: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((sorted[mid] as string) < prefix) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Whether a folded word begins some word of the vocabulary. */
function beginsAWord(vocabulary: Vocabulary, prefix: string): boolean {
  return vocabulary.sorted[firstWith(vocabulary.sorted, prefix)]?.startsWith(prefix) ?? false
}

/** The words of one stem looked at, at most: a stem begins its words, and few words begin with one stem. */
const STEM_SCAN = 64

/**
 * Whether a word shares its stem with a word of the vocabulary, so that the search finds it although it is not
 * written so ("façades" when only "façade" is). The stem begins the words that have it: only those are stemmed.
 */
function knownByStem(vocabulary: Vocabulary, written: string): boolean {
  const { sorted, entries, locale } = vocabulary
  const wanted = stem(written, locale)
  if (wanted === '') return false
  const from = firstWith(sorted, wanted)
  for (let i = from; i < Math.min(sorted.length, from + STEM_SCAN); i++) {
    const key = sorted[i] as string
    if (!key.startsWith(wanted)) return false
    if (stem((entries.get(key) as SpellingEntry).display, locale) === wanted) return true
  }
  return false
}

export interface Candidate {
  /** The folded word. */
  word: string
  display: string
  distance: number
  count: number
  /** Whether its first letter is the typed word's own: a typo rarely falls on the first letter. */
  sameStart: boolean
}

/** Best first: the fewest edits, then the same first letter, then the most frequent, then alphabetical. */
const byRank = (a: Candidate, b: Candidate): number =>
  a.distance - b.distance ||
  Number(b.sameStart) - Number(a.sameStart) ||
  b.count - a.count ||
  (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)

/** The vocabulary's words nearest to a folded word (at most SPELLING_CANDIDATES), best first. */
export function candidatesFor(vocabulary: Vocabulary, word: string): Candidate[] {
  const max = editsAllowed(word)
  if (max === 0 || word.length > SPELLING_WORD_MAX + max) return []
  const found: Candidate[] = []
  for (let length = Math.max(1, word.length - max); length <= word.length + max; length++) {
    for (const key of vocabulary.byLength[length] ?? []) {
      const distance = editDistance(word, key, max)
      if (distance > max || distance === 0) continue
      const entry = vocabulary.entries.get(key) as SpellingEntry
      found.push({ word: key, display: entry.display, distance, count: entry.count, sameStart: key[0] === word[0] })
    }
  }
  return found.sort(byRank).slice(0, SPELLING_CANDIDATES)
}

/** One word of a query: where it stands in the query, and the spellings it may take, the first the most likely. */
interface Slot {
  start: number
  end: number
  options: Array<{ display: string; distance: number; sameStart: boolean; count: number }>
}

/**
 * The queries nearest to `query` whose words the vocabulary holds, best first (at most SPELLING_SUGGESTIONS): every
 * word known (as written, by its stem, or as the beginning of a word for the last one) is kept, shown in the
 * documents' spelling when it is written there; every unknown word of letters is replaced by one of its nearest
 * words. The text between the words stays, the whole in lower case. Empty when no word can be corrected.
 */
export function spellingSuggestions(vocabulary: Vocabulary, query: string): string[] {
  const text = query.toLowerCase()
  const matches = [...text.matchAll(/[\p{L}\p{N}]+/gu)]
  const slots: Slot[] = []
  let corrected = false
  // Only the words the search reads (its first SEARCH_TERMS_MAX) are corrected; the rest is kept as typed.
  for (const [i, m] of matches.slice(0, SEARCH_TERMS_MAX).entries()) {
    const written = m[0]
    const start = m.index ?? 0
    const slot: Slot = { start, end: start + written.length, options: [] }
    slots.push(slot)
    const key = fold(written)
    const entry = vocabulary.entries.get(key)
    const last = i === matches.length - 1
    if (entry) slot.options.push({ display: entry.display, distance: 0, sameStart: true, count: entry.count })
    else if (
      !LETTERS.test(written) ||
      editsAllowed(key) === 0 ||
      (last && beginsAWord(vocabulary, key)) ||
      knownByStem(vocabulary, written)
    )
      slot.options.push({ display: written, distance: 0, sameStart: true, count: 0 })
    else {
      const candidates = candidatesFor(vocabulary, key)
      if (candidates.length === 0) return []
      slot.options.push(...candidates)
      corrected = true
    }
  }
  if (!corrected) return []

  // The combinations of the options, best first: the fewest edits, first letters kept, the most frequent words.
  let combos: Array<{ picks: number[]; distance: number; starts: number; weight: number }> = [
    { picks: [], distance: 0, starts: 0, weight: 0 },
  ]
  for (const slot of slots) {
    combos = combos
      .flatMap((c) =>
        slot.options.map((o, k) => ({
          picks: [...c.picks, k],
          distance: c.distance + o.distance,
          starts: c.starts + (o.sameStart ? 0 : 1),
          weight: c.weight + Math.log1p(o.count),
        })),
      )
      .sort((a, b) => a.distance - b.distance || a.starts - b.starts || b.weight - a.weight)
      .slice(0, SPELLING_SUGGESTIONS)
  }
  const folded = fold(text)
  const suggestions: string[] = []
  for (const { picks } of combos) {
    let out = ''
    let at = 0
    slots.forEach((slot, s) => {
      out += text.slice(at, slot.start) + (slot.options[picks[s] as number]?.display ?? '')
      at = slot.end
    })
    out += text.slice(at)
    if (fold(out) !== folded && !suggestions.includes(out)) suggestions.push(out)
  }
  return suggestions
}
