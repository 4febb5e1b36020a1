import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkSizeRange, nameSortKey, rawSizes } from '@/domain/directory'
import { SHARED_QUERY_KEYS, sharedQuery } from '@/domain/language-switch'

describe('the surface range typed in the filters (issue 22)', () => {
  it('applies a range in order, spaces allowed, either end open', () => {
    expect(checkSizeRange('50', '200')).toEqual({ sizeMin: 50, sizeMax: 200, problem: null })
    expect(checkSizeRange(' 1 000 ', '')).toEqual({ sizeMin: 1000, sizeMax: null, problem: null })
    expect(checkSizeRange('', '80')).toEqual({ sizeMin: null, sizeMax: 80, problem: null })
    expect(checkSizeRange(undefined, undefined)).toEqual({ sizeMin: null, sizeMax: null, problem: null })
  })

  it('says why a range does not apply instead of swapping or dropping it silently', () => {
    expect(checkSizeRange('200', '50')).toEqual({
      sizeMin: null,
      sizeMax: null,
      problem: { end: 'min', code: 'minAboveMax' },
    })
    expect(checkSizeRange('-5', '')).toMatchObject({ sizeMin: null, problem: { end: 'min', code: 'negative' } })
    expect(checkSizeRange('10', '-20')).toMatchObject({ sizeMax: null, problem: { end: 'max', code: 'negative' } })
    expect(checkSizeRange('12a', '')).toMatchObject({ problem: { end: 'min', code: 'notNumber' } })
    expect(checkSizeRange('', '12,5')).toMatchObject({ problem: { end: 'max', code: 'notNumber' } })
    expect(checkSizeRange('2000000', '')).toMatchObject({ problem: { end: 'min', code: 'tooLarge' } })
  })

  it('either applies a range in order or names a problem, for any two texts', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (min, max) => {
        const checked = checkSizeRange(min, max)
        if (checked.problem) expect([checked.sizeMin, checked.sizeMax]).toEqual([null, null])
        else if (checked.sizeMin !== null && checked.sizeMax !== null)
          expect(checked.sizeMin).toBeLessThanOrEqual(checked.sizeMax)
      }),
    )
  })

  it('gives the texts of the URL back as written, mistakes included', () => {
    expect(rawSizes(new URLSearchParams('min=-5&max=abc'))).toEqual({ min: '-5', max: 'abc' })
    expect(rawSizes({})).toEqual({ min: '', max: '' })
  })
})

describe('the order of names', () => {
  const names = ['zinc & Co', 'Ébéniste Dubois', 'de Smet', 'Andrée', 'Œuvre Murale', 'edelweiss', 'De Backer', 'Bâti']

  it('ignores case, accents and ligatures as French and Dutch collations do at their first level', () => {
    expect(nameSortKey('Ébéniste  Dubois')).toBe('ebeniste dubois')
    expect(nameSortKey('Œuvre Murale')).toBe('oeuvre murale')
    const byKey = [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : 1))
    expect(byKey).toEqual([
      'Andrée',
      'Bâti',
      'De Backer',
      'de Smet',
      'Ébéniste Dubois',
      'edelweiss',
      'Œuvre Murale',
      'zinc & Co',
    ])
    // The same order as the browsers' French and Dutch collators at base sensitivity.
    for (const locale of ['fr-BE', 'nl-BE']) {
      const collator = new Intl.Collator(locale, { sensitivity: 'base' })
      expect(byKey).toEqual([...names].sort(collator.compare))
    }
  })
})

describe('what the language switcher keeps (issue 22)', () => {
  it('keeps a directory search’s filters, order and page, and the colour chart’s steps', () => {
    const search = new URLSearchParams('region=NAM&region=LIE&min=50&sort=name-desc&page=2&login=&resetToken=abc')
    expect(sharedQuery('/search-pro', search)).toEqual({
      region: ['NAM', 'LIE'],
      min: '50',
      sort: 'name-desc',
      page: '2',
    })
    expect(sharedQuery('/colour-configurator', new URLSearchParams('finish=F1&range=R2&colour=C3&x=1'))).toEqual({
      finish: 'F1',
      range: 'R2',
      colour: 'C3',
    })
  })

  it('keeps nothing on a screen whose query means nothing in the other language', () => {
    expect(sharedQuery('/article/[slug]', new URLSearchParams('page=2'))).toEqual({})
    expect(SHARED_QUERY_KEYS['/search-pro']).not.toContain('login')
  })
})
