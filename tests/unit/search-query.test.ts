import { describe, expect, it } from 'vitest'
import {
  analyse,
  cleanQuery,
  compactCode,
  diversify,
  EXCERPT_LENGTH,
  excerpt,
  fold,
  fts5Match,
  highlight,
  isShortPrefix,
  nextActive,
  parseSearchPage,
  queryTerms,
  SEARCH_QUERY_MAX,
  SEARCH_TERMS_MAX,
  searchPageQuery,
} from '@/domain/search-query'

const stems = (q: string, locale: 'fr' | 'nl') => queryTerms(q, locale).map((t) => t.stem)
// What an FTS5 expression built from a query may look like: quoted letters and digits, AND, at most one trailing star.
const SAFE_FTS5 = /^("[a-z0-9]+" AND )*("[a-z0-9]+"\*?|\("([a-z0-9]+)" OR title : "\3"\*\))$/

describe('cleanQuery', () => {
  it('trims, collapses white space and cuts at the limit, counting characters rather than UTF-16 units', () => {
    expect(cleanQuery('  enduit \n\t chaux  ')).toBe('enduit chaux')
    expect(cleanQuery('a'.repeat(150))).toHaveLength(SEARCH_QUERY_MAX)
    expect(Array.from(cleanQuery('🏠'.repeat(150)))).toHaveLength(SEARCH_QUERY_MAX)
    expect(cleanQuery(undefined)).toBe('')
    expect(cleanQuery(['enduit'])).toBe('')
    expect(cleanQuery('   ')).toBe('')
  })
})

describe('fold', () => {
  it('lowers the case and drops accents and ligatures', () => {
    expect(fold('Façade ÉLÉGANTE')).toBe('facade elegante')
    expect(fold('Œuvre')).toBe('oeuvre')
    expect(fold('coöperatie')).toBe('cooperatie')
  })
})

describe('queryTerms', () => {
  it('meets French words on their stem, accents folded', () => {
    expect(stems('facades', 'fr')).toEqual(stems('façade', 'fr'))
    expect(stems('Façades', 'fr')).toEqual(stems('façade', 'fr'))
    expect(stems('enduits', 'fr')).toEqual(stems('enduit', 'fr'))
    expect(stems('crépis', 'fr')).toEqual(stems('crepi', 'fr'))
  })

  it('meets Dutch words on their stem', () => {
    expect(stems('gevels', 'nl')).toEqual(stems('gevel', 'nl'))
    expect(stems('stukadoors', 'nl')).toEqual(stems('stukadoor', 'nl'))
    expect(stems('pleisterwerken', 'nl')).toEqual(stems('pleisterwerk', 'nl'))
  })

  it('keeps numbers whole and drops repeated words, up to the most terms taken', () => {
    expect(stems('RAL 9010', 'fr')).toEqual(['ral', '9010'])
    expect(stems('enduit enduit Enduit', 'fr')).toEqual(['enduit'])
    expect(queryTerms('bois chaux dalle enduit façade gevel hourdis joint lambris mortier', 'fr')).toHaveLength(
      SEARCH_TERMS_MAX,
    )
  })

  it('drops the language’s stop words, unless the query holds nothing else', () => {
    expect(stems('plafonneur à Liège', 'fr')).toEqual(stems('plafonneur Liège', 'fr'))
    expect(stems('enduit pour façade', 'fr')).toEqual(stems('enduit façade', 'fr'))
    expect(stems('stukadoor in Gent', 'nl')).toEqual(stems('stukadoor Gent', 'nl'))
    expect(stems('stukadoor te gent', 'nl')).toEqual(stems('stukadoor gent', 'nl'))
    expect(stems('pour', 'fr')).toEqual(['pour'])
  })
})

describe('fts5Match', () => {
  it('asks for every term, the last as a prefix of a word still being typed', () => {
    expect(fts5Match(queryTerms('isolation faca', 'fr'))).toBe('"isol" AND "fac"*')
    expect(fts5Match(queryTerms('stukadoor Gent', 'nl'))).toBe('"stukador" AND "gent"*')
  })

  it('looks for a short last word as a word, or as the beginning of a word in titles only', () => {
    expect(fts5Match(queryTerms('isolation fa', 'fr'))).toBe('"isol" AND ("fa" OR title : "fa"*)')
    expect(fts5Match(queryTerms('gev', 'nl'))).toBe('("gev" OR title : "gev"*)')
    expect(isShortPrefix(queryTerms('gevel', 'nl'))).toBe(false)
    expect(isShortPrefix(queryTerms('a', 'fr'))).toBe(false)
  })

  it('lets no operator of FTS5 or tsquery through, whatever is typed', () => {
    const attacks = [
      '"enduit*" OR façade:* & (chaux) | !x -y NEAR(a b) ^z',
      "'; DROP TABLE search_documents; --",
      'col:value AND NOT x',
      '*** ((( """ :::',
      'a\u0000b\u202Ec',
    ]
    for (const attack of attacks) {
      const match = fts5Match(queryTerms(attack, 'fr'))
      if (match !== null) expect(match).toMatch(SAFE_FTS5)
    }
    // Generated ones too: random mixes of letters and every syntax character.
    const alphabet = 'aZé9 "*:&|!()-^+~<>@,.;\'\\/{}[]NEARORANDNOT'
    let seed = 42
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let n = 0; n < 500; n++) {
      const query = Array.from({ length: 1 + Math.floor(random() * 40) }, () =>
        alphabet.charAt(Math.floor(random() * alphabet.length)),
      ).join('')
      const match = fts5Match(queryTerms(query, n % 2 ? 'fr' : 'nl'))
      if (match !== null) expect(match).toMatch(SAFE_FTS5)
    }
  })

  it('has nothing to search when nothing but punctuation was typed', () => {
    expect(fts5Match(queryTerms('  -- ** ""  ', 'fr'))).toBeNull()
    expect(fts5Match(queryTerms('', 'nl'))).toBeNull()
  })
})

describe('excerpt', () => {
  const long = `${'Un long préambule sans rapport. '.repeat(20)}Les enduits à la chaux laissent respirer les murs anciens. ${'Une suite sans rapport. '.repeat(20)}`

  it('cuts the text around its first match, on word boundaries, with ellipses where it was cut', () => {
    const cut = excerpt(long, queryTerms('enduit', 'fr'), 'fr')
    expect(cut).toContain('Les enduits à la chaux')
    expect(cut.startsWith('… ')).toBe(true)
    expect(cut.endsWith(' …')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 4)
    expect(cut).not.toMatch(/\S…$/)
  })

  it('finds a word being typed by its beginning, and shows the beginning when nothing matches', () => {
    expect(excerpt(long, queryTerms('chau', 'fr'), 'fr')).toContain('chaux')
    expect(excerpt(long, queryTerms('ragréage', 'fr'), 'fr').startsWith('Un long préambule')).toBe(true)
    expect(excerpt('Court.', queryTerms('ragréage', 'fr'), 'fr')).toBe('Court.')
  })
})

describe('analyse', () => {
  it('indexes a text on the same stems a query is made of', () => {
    const text = analyse("Isoler sa façade : les enduits à la chaux, l'isolation", 'fr').split(' ')
    for (const term of queryTerms('facades enduit isolations chaux', 'fr')) expect(text).toContain(term.stem)
  })
})

describe('compactCode', () => {
  it('compares product and shade codes whatever their spaces, dashes and case', () => {
    expect(compactCode('mt-eps 120')).toBe('MTEPS120')
    expect(compactCode('RAL 9010')).toBe(compactCode('ral9010'))
  })
})

describe('highlight', () => {
  const marked = (text: string, query: string, locale: 'fr' | 'nl' = 'fr') =>
    highlight(text, queryTerms(query, locale), locale)
      .filter((p) => p.match)
      .map((p) => p.text)

  it('marks the words a query matches by stem and accents, and gives the text back whole', () => {
    const text = 'Isoler sa façade : les façades et leur enduit à la chaux.'
    expect(marked(text, 'facades enduits')).toEqual(['façade', 'façades', 'enduit'])
    expect(
      highlight(text, queryTerms('facades', 'fr'), 'fr')
        .map((p) => p.text)
        .join(''),
    ).toBe(text)
  })

  it('marks the beginning of a word still being typed, in Dutch too', () => {
    expect(marked('Onze stukadoors pleisteren gevels', 'gevel stuka', 'nl')).toEqual(['stukadoors', 'gevels'])
  })

  it('marks nothing for a query without terms, and nothing in an empty text', () => {
    expect(highlight('Façade', [], 'fr')).toEqual([{ text: 'Façade', match: false }])
    expect(highlight('', queryTerms('facade', 'fr'), 'fr')).toEqual([])
  })
})

describe('diversify', () => {
  const hits = (kinds: string) => [...kinds].map((k, i) => ({ kind: k, i }))

  it('takes at most three of one kind while other kinds have matches, in the order of relevance', () => {
    const picked = diversify(hits('pppppaafpppq'), 8, 3)
    expect(picked.map((h) => h.i)).toEqual([0, 1, 2, 3, 5, 6, 7, 11])
    expect(picked.map((h) => h.i)).toEqual([...picked.map((h) => h.i)].sort((a, b) => a - b))
  })

  it('fills up with the same kind when no other kind matches, and never exceeds the maximum', () => {
    expect(diversify(hits('pppppppppppp'), 8, 3)).toHaveLength(8)
    expect(diversify(hits('pa'), 8, 3)).toHaveLength(2)
  })
})

describe('the results page state in its URL', () => {
  it('keeps a known kind and a page above 1, and cleans the query', () => {
    expect(parseSearchPage({ q: '  enduit   chaux ', kind: 'faq', page: '3' })).toEqual({
      q: 'enduit chaux',
      kind: 'faq',
      page: 3,
    })
    expect(parseSearchPage({ q: ['a', 'b'], kind: 'users', page: '-2' })).toEqual({ q: 'a', kind: null, page: 1 })
    expect(parseSearchPage({ page: '1e3' })).toEqual({ q: '', kind: null, page: 1000 })
    expect(parseSearchPage({ page: '2.5' }).page).toBe(1)
  })

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(searchPageQuery({ q: 'gevel', kind: null, page: 1 })).toEqual({ q: 'gevel' })
    const state = { q: 'RAL 9010', kind: 'shade' as const, page: 2 }
    expect(parseSearchPage(searchPageQuery(state))).toEqual(state)
  })
})

describe('moving through the suggestions with the arrow keys', () => {
  it('goes down from the field to the first, wraps through the field at both ends', () => {
    expect(nextActive(-1, 1, 3)).toBe(0)
    expect(nextActive(2, 1, 3)).toBe(-1)
    expect(nextActive(-1, -1, 3)).toBe(2)
    expect(nextActive(0, -1, 3)).toBe(-1)
  })
})
