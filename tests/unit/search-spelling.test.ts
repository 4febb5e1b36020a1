import { describe, expect, it } from 'vitest'
import { SEARCH_QUERY_MAX } from '@/domain/search-query'
import {
  candidatesFor,
  editDistance,
  editsAllowed,
  SPELLING_CANDIDATES,
  SPELLING_SUGGESTIONS,
  spellingSuggestions,
  vocabularyOf,
} from '@/domain/search-spelling'

const fr = vocabularyOf('fr', [
  'Isoler sa façade par l’extérieur',
  'Une isolation extérieure bien posée protège la façade. La façade respire.',
  'Les enduits à la chaux. Un enduit gratté sur la facade.',
  'Crépissage des murs, RAL 9010, panneau EPS120.',
  'Un mur, une face, le choix du fade.',
])
const nl = vocabularyOf('nl', [
  'Gevelisolatie in Gent',
  'Onze stukadoor werkt in Gent. Gevelisolatie van buitenaf, gevels en net werk.',
])

describe('editsAllowed', () => {
  it('allows nothing below 4 letters, one edit for 4–5 letters, two for longer words', () => {
    expect(['', 'a', 'mur', 'gnet', 'facde', 'isolat', 'gevelisolatei'].map(editsAllowed)).toEqual([
      0, 0, 0, 1, 1, 2, 2,
    ])
  })
})

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbouring letters', () => {
    expect(editDistance('facade', 'facade', 2)).toBe(0)
    expect(editDistance('facde', 'facade', 2)).toBe(1)
    expect(editDistance('isolaton', 'isolation', 2)).toBe(1)
    expect(editDistance('gnet', 'gent', 2)).toBe(1)
    expect(editDistance('gevelisolatei', 'gevelisolatie', 2)).toBe(1)
    expect(editDistance('chaix', 'chaux', 2)).toBe(1)
    expect(editDistance('enduti', 'enduit', 2)).toBe(1)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
    expect(editDistance('', 'abc', 5)).toBe(3)
  })

  it('answers max + 1 as soon as the distance is known to be larger', () => {
    expect(editDistance('abcdef', 'ghijkl', 2)).toBe(3)
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3)
    expect(editDistance('', 'abcdef', 1)).toBe(2)
    expect(editDistance('a'.repeat(200), 'b'.repeat(200), 2)).toBe(3)
  })

  it('is symmetric', () => {
    for (const [a, b] of [
      ['gnet', 'gent'],
      ['facde', 'facade'],
      ['stukadoor', 'stukadr'],
    ] as const)
      expect(editDistance(a, b, 3)).toBe(editDistance(b, a, 3))
  })
})

describe('vocabularyOf', () => {
  it('keeps folded words with their commonest spelling in lower case, accents included', () => {
    expect(fr.entries.get('facade')).toEqual({ display: 'façade', count: 4 })
    expect(fr.entries.get('exterieure')?.display).toBe('extérieure')
    expect(fr.entries.get('crepissage')?.display).toBe('crépissage')
    expect(nl.entries.get('gent')).toEqual({ display: 'gent', count: 2 })
  })

  it('prefers the accented spelling on a tie', () => {
    const v = vocabularyOf('fr', ['facade', 'façade'])
    expect(v.entries.get('facade')?.display).toBe('façade')
    expect(vocabularyOf('fr', ['façade', 'facade']).entries.get('facade')?.display).toBe('façade')
  })

  it('keeps words of letters only, of 3 to 30 of them', () => {
    expect(fr.entries.has('9010')).toBe(false)
    expect(fr.entries.has('eps120')).toBe(false)
    expect(fr.entries.has('la')).toBe(false)
    expect(fr.entries.has('mur')).toBe(true)
    expect(vocabularyOf('fr', ['x'.repeat(31)]).entries.size).toBe(0)
  })
})

describe('candidatesFor', () => {
  it('finds the nearest words within the edits allowed, the fewest edits and the commonest first', () => {
    expect(candidatesFor(fr, 'facde').map((c) => c.display)).toEqual(['façade', 'face', 'fade'])
    expect(candidatesFor(fr, 'isolaton').map((c) => c.display)).toEqual(['isolation'])
    expect(candidatesFor(fr, 'facade').map((c) => c.word)).toEqual(['face', 'fade'])
    expect(candidatesFor(fr, 'mue')).toEqual([])
    const many = vocabularyOf('fr', ['aaaa aaab aaac aaad aaae aaaf aaag'])
    expect(candidatesFor(many, 'aaaz')).toHaveLength(SPELLING_CANDIDATES)
  })

  it('prefers a word that keeps the first letter typed', () => {
    const v = vocabularyOf('nl', ['net net net net gent'])
    expect(candidatesFor(v, 'gnet').map((c) => c.display)).toEqual(['gent', 'net'])
  })
})

describe('spellingSuggestions', () => {
  it('corrects unknown words into the documents’ spelling, in lower case', () => {
    expect(spellingSuggestions(fr, 'facde')[0]).toBe('façade')
    expect(spellingSuggestions(fr, 'Isolaton exterieure')[0]).toBe('isolation extérieure')
    expect(spellingSuggestions(fr, 'crepisage')[0]).toBe('crépissage')
    expect(spellingSuggestions(nl, 'gevelisolatei')[0]).toBe('gevelisolatie')
    expect(spellingSuggestions(nl, 'stukadoor Gnet')).toContain('stukadoor gent')
  })

  it('keeps known words, codes, numbers and short words as they are', () => {
    expect(spellingSuggestions(fr, 'enduit chaix')).toEqual(['enduit chaux', 'enduit choix'])
    expect(spellingSuggestions(fr, 'RAL 9010 facde')[0]).toBe('ral 9010 façade')
    expect(spellingSuggestions(fr, 'zz12ab facde')[0]).toBe('zz12ab façade')
    expect(spellingSuggestions(fr, 'mue facde')[0]).toBe('mue façade')
  })

  it('keeps a word the search finds by its stem, and a last word that begins a word', () => {
    expect(spellingSuggestions(fr, 'façades isolaton')[0]).toBe('façades isolation')
    expect(spellingSuggestions(fr, 'isolaton exté')[0]).toBe('isolation exté')
  })

  it('keeps the text between the words', () => {
    expect(spellingSuggestions(fr, 'l’isolaton, extérieure')[0]).toBe('l’isolation, extérieure')
  })

  it('suggests nothing when every word is known, or when a word has no near word', () => {
    expect(spellingSuggestions(fr, 'isolation extérieure')).toEqual([])
    expect(spellingSuggestions(fr, 'Isolation Exterieure')).toEqual([])
    expect(spellingSuggestions(fr, 'isolaton zqxwvkjh')).toEqual([])
    expect(spellingSuggestions(fr, '')).toEqual([])
    expect(spellingSuggestions(fr, '"*:&|!(-')).toEqual([])
  })

  it('answers garbage and the longest queries quickly, with a bounded number of suggestions', () => {
    const started = performance.now()
    expect(spellingSuggestions(fr, 'x'.repeat(SEARCH_QUERY_MAX))).toEqual([])
    expect(spellingSuggestions(fr, 'ǅ🏠\u0301'.repeat(30))).toEqual([])
    const long = 'isolaton facde chaix enduti crepisage exterieure isolaton facde chaix enduti crepisage exterieur'
    const suggestions = spellingSuggestions(fr, long)
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(SPELLING_SUGGESTIONS)
    // Only the words the search reads (its first 8) are corrected.
    expect(suggestions[0]).toMatch(/^isolation façade chaux enduit crépissage extérieure isolation façade /)
    expect(suggestions[0]?.endsWith('enduti crepisage exterieur')).toBe(true)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
