import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addSuggestion, canApplySelection, removeSuggestion, toggleCategory } from '@/domain/category-selection'
import {
  acceptsSize,
  changeQuery,
  DIRECTORY_SORTS,
  type DirectoryQuery,
  directoryQueryObject,
  EMPTY_QUERY,
  hasFilters,
  matchesFilters,
  parseDirectoryQuery,
  serializeDirectoryQuery,
  withoutFilters,
} from '@/domain/directory'
import { haversineKm, orderByDistance } from '@/domain/geo/distance'
import {
  isListedProfessional,
  LISTING_REQUIRED_LISTS,
  LISTING_REQUIRED_TEXTS,
  type ListingCandidate,
} from '@/domain/listing'
import { pageWindow, paginationInfo, resultRange } from '@/domain/pagination'
import { formatPhone, phoneHref } from '@/domain/phone'
import { PROFESSIONAL_PROFILES } from '@/domain/profiles'

const listed: Required<ListingCandidate> = {
  isVisible: true,
  profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
  workCategories: [3],
  geographicAreas: [{ id: 5 }],
  city: 'Namur',
  postcode: '5000',
}

describe('the listing rule', () => {
  it('lists a visible professional with a profile, a category, an area, a city and a postcode', () => {
    expect(isListedProfessional(listed)).toBe(true)
  })

  it('does not list a hidden one, or one whose visibility is unknown', () => {
    expect(isListedProfessional({ ...listed, isVisible: false })).toBe(false)
    expect(isListedProfessional({ ...listed, isVisible: null })).toBe(false)
  })

  it.each([...LISTING_REQUIRED_LISTS])('does not list one without %s', (field) => {
    for (const value of [[], null, undefined]) expect(isListedProfessional({ ...listed, [field]: value })).toBe(false)
  })

  it.each([...LISTING_REQUIRED_TEXTS])('does not list one without %s', (field) => {
    for (const value of ['', null, undefined]) expect(isListedProfessional({ ...listed, [field]: value })).toBe(false)
  })
})

const query = (change: Partial<DirectoryQuery> = {}): DirectoryQuery => ({ ...EMPTY_QUERY, ...change })
const parse = (qs: string) => parseDirectoryQuery(new URLSearchParams(qs))

describe('the query string', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      parse(
        'profile=plasterer&profile=facade&category=12&category=3&region=nam&region=BRU&renovation=1&newConstruction=on&min=50&max=200&sort=newest&page=3',
      ),
    ).toEqual({
      profiles: ['PROFESSIONAL_FACADIER_PROFILE', 'PROFESSIONAL_PLAFONNEUR_PROFILE'],
      categories: ['3', '12'],
      regions: ['BRU', 'NAM'],
      renovation: true,
      newConstruction: true,
      sizeMin: 50,
      sizeMax: 200,
      near: null,
      minRating: null,
      sort: 'newest',
      page: 3,
    })
  })

  it('accepts what Next passes as searchParams', () => {
    expect(parseDirectoryQuery({ category: ['4', '4', '2'], page: '2', region: undefined })).toEqual(
      query({ categories: ['2', '4'], page: 2 }),
    )
  })

  it('ignores values that make no sense', () => {
    expect(
      parse(
        'profile=roofer&profile=INDIVIDUAL_PROFILE&category=abc&category=-1&category=0&region=%3Cscript%3E&renovation=maybe&min=-5&max=1e3&sort=price&page=0&near=north',
      ),
    ).toEqual(EMPTY_QUERY)
    expect(parse('page=99999999').page).toBe(1)
    expect(parse('page=2.5').page).toBe(1)
    expect(parse('min=2000000').sizeMin).toBeNull()
    expect(parse('near=91,4').near).toBeNull()
    expect(parse('near=50.8,181').near).toBeNull()
  })

  it('applies no surface range whose minimum is above its maximum or negative (the form says why)', () => {
    expect(parse('min=300&max=100')).toMatchObject({ sizeMin: null, sizeMax: null })
    expect(parse('min=-5&max=100')).toMatchObject({ sizeMin: null, sizeMax: null })
    expect(parse('min=100&max=300')).toMatchObject({ sizeMin: 100, sizeMax: 300 })
    expect(parse('min=1%20000')).toMatchObject({ sizeMin: 1000, sizeMax: null })
  })

  it('rounds a position to about a kilometre and then orders by distance by default', () => {
    const q = parse('near=50.84673,4.35247')
    expect(q.near).toEqual({ latitude: 50.85, longitude: 4.35 })
    expect(q.sort).toBe('distance')
    expect(parse('near=50.8,4.3&sort=name-desc').sort).toBe('name-desc')
    // Distance without a position is the default order.
    expect(parse('sort=distance').sort).toBe('name-asc')
  })

  it('writes one canonical URL per search: defaults left out, values in a fixed order', () => {
    expect(serializeDirectoryQuery(EMPTY_QUERY)).toBe('')
    expect(
      serializeDirectoryQuery(
        query({
          profiles: ['PROFESSIONAL_PLASTERBOARDER_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE'],
          categories: ['12', '3'],
          regions: ['NAM', 'BRU'],
          renovation: true,
          sizeMin: 50,
          near: { latitude: 50.85, longitude: 4.35 },
          sort: 'distance',
          page: 2,
        }),
      ),
    ).toBe(
      'profile=facade&profile=plasterboard&category=3&category=12&region=BRU&region=NAM&renovation=1&min=50&near=50.85%2C4.35&page=2',
    )
    expect(directoryQueryObject(query({ categories: ['3', '12'], page: 2 }))).toEqual({
      category: ['3', '12'],
      page: '2',
    })
  })

  it('leaves the profile of a find-a-pro page out of its URL and ignores one given', () => {
    const fixed = { fixedProfile: 'PROFESSIONAL_FACADIER_PROFILE' } as const
    const q = parseDirectoryQuery(new URLSearchParams('profile=plasterer&region=NAM'), fixed)
    expect(q.profiles).toEqual(['PROFESSIONAL_FACADIER_PROFILE'])
    expect(serializeDirectoryQuery(q, fixed)).toBe('region=NAM')
    expect(hasFilters(q, fixed)).toBe(true)
    expect(hasFilters({ ...q, regions: [] }, fixed)).toBe(false)
  })

  const arbitraryQuery = fc
    .record({
      profiles: fc.subarray([...PROFESSIONAL_PROFILES]),
      categories: fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }).map(String), { maxLength: 5 }),
      regions: fc.uniqueArray(fc.constantFrom('BRU', 'ANT', 'NAM', 'LUX', 'T1-A'), { maxLength: 4 }),
      renovation: fc.boolean(),
      newConstruction: fc.boolean(),
      sizeMin: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      sizeMax: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      near: fc.option(
        fc.record({
          latitude: fc.integer({ min: -9000, max: 9000 }).map((n) => n / 100),
          longitude: fc.integer({ min: -18_000, max: 18_000 }).map((n) => n / 100),
        }),
        { nil: null },
      ),
      minRating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      sort: fc.constantFrom(...DIRECTORY_SORTS),
      page: fc.integer({ min: 1, max: 500 }),
    })
    // A search as the site makes it: sizes in order, sorted lists, distance only with a position.
    .map((q) => parseDirectoryQuery(new URLSearchParams(serializeDirectoryQuery(q))))

  it('reads back exactly what it wrote (round trip)', () => {
    fc.assert(
      fc.property(arbitraryQuery, (q) => {
        expect(parse(serializeDirectoryQuery(q))).toEqual(q)
        expect(serializeDirectoryQuery(parse(serializeDirectoryQuery(q)))).toBe(serializeDirectoryQuery(q))
      }),
    )
  })

  it('never fails on any query string, and what it reads is a valid search', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('profile', 'category', 'region', 'min', 'max', 'near', 'rating', 'sort', 'page', 'x'),
            fc.string(),
          ),
        ),
        (pairs) => {
          const q = parseDirectoryQuery(new URLSearchParams(pairs))
          expect(q.page).toBeGreaterThanOrEqual(1)
          expect(DIRECTORY_SORTS).toContain(q.sort)
          if (q.sizeMin !== null && q.sizeMax !== null) expect(q.sizeMin).toBeLessThanOrEqual(q.sizeMax)
          expect(parse(serializeDirectoryQuery(q))).toEqual(q)
        },
      ),
    )
  })

  it('reads the minimum rating as a whole number of stars from 1 to 5, and a search by best rated', () => {
    expect(parse('rating=4&sort=rating')).toMatchObject({ minRating: 4, sort: 'rating' })
    for (const wrong of ['0', '6', '4.5', 'x', '-1', '44']) expect(parse(`rating=${wrong}`).minRating).toBeNull()
    expect(serializeDirectoryQuery(parse('sort=rating&rating=3'))).toBe('rating=3&sort=rating')
    expect(hasFilters(parse('rating=3'))).toBe(true)
    expect(withoutFilters(parse('rating=3&sort=rating'))).toMatchObject({ minRating: null, sort: 'rating' })
  })

  it('goes back to the first page when anything but the page changes', () => {
    const q = query({ page: 4, sort: 'newest' })
    expect(changeQuery(q, { renovation: true }).page).toBe(1)
    expect(changeQuery(q, { page: 5 }).page).toBe(5)
    expect(changeQuery(q, { near: { latitude: 50.5, longitude: 4.5 }, sort: 'distance' }).sort).toBe('distance')
    expect(changeQuery(query({ near: { latitude: 1, longitude: 1 }, sort: 'distance' }), { near: null }).sort).toBe(
      'name-asc',
    )
  })

  it('widens a search by dropping its filters, the profile too unless the page fixes it, keeping position and order', () => {
    const q = query({
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      categories: ['3'],
      regions: ['NAM'],
      sizeMax: 50,
      sort: 'newest',
      page: 3,
    })
    // "Clear the filters" on the search page left ?profile= behind (issue 22).
    expect(withoutFilters(q)).toEqual(query({ sort: 'newest' }))
    expect(serializeDirectoryQuery(withoutFilters(q))).toBe('sort=newest')
    expect(withoutFilters(q, { fixedProfile: 'PROFESSIONAL_FACADIER_PROFILE' })).toEqual(
      query({ profiles: ['PROFESSIONAL_FACADIER_PROFILE'], sort: 'newest' }),
    )
  })
})

describe('matching', () => {
  const pro = {
    profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
    categoryIds: ['1', '2'],
    areaCodes: ['NAM'],
    moveForRenovation: true,
    moveForNewConstruction: false,
    doRenovationSize: true,
    minimalRenovationSize: 50,
    maximalRenovationSize: 200,
  }

  it('matches any value within a filter and every filter at once', () => {
    expect(matchesFilters(pro, query({ categories: ['2', '9'] }))).toBe(true)
    expect(matchesFilters(pro, query({ categories: ['9'] }))).toBe(false)
    expect(matchesFilters(pro, query({ regions: ['NAM'], renovation: true }))).toBe(true)
    expect(matchesFilters(pro, query({ regions: ['NAM'], newConstruction: true }))).toBe(false)
    expect(matchesFilters(pro, query({ profiles: ['PROFESSIONAL_PLAFONNEUR_PROFILE'] }))).toBe(false)
  })

  it('fits a project size when the ranges overlap, or when the professional sets no limit', () => {
    expect(acceptsSize(pro, 10, 40)).toBe(false)
    expect(acceptsSize(pro, 10, 50)).toBe(true)
    expect(acceptsSize(pro, 200, 400)).toBe(true)
    expect(acceptsSize(pro, 201, null)).toBe(false)
    expect(acceptsSize(pro, null, 49)).toBe(false)
    expect(acceptsSize({ ...pro, maximalRenovationSize: null }, 5000, null)).toBe(true)
    expect(acceptsSize({ ...pro, doRenovationSize: false }, 1, 2)).toBe(true)
  })
})

describe('distance', () => {
  const brussels = { latitude: 50.8467, longitude: 4.3525 }
  const antwerp = { latitude: 51.2194, longitude: 4.4025 }
  const liege = { latitude: 50.6326, longitude: 5.5797 }

  it('measures great-circle distances', () => {
    expect(haversineKm(brussels, brussels)).toBe(0)
    expect(haversineKm(brussels, antwerp)).toBeCloseTo(41.6, 0)
    expect(haversineKm(brussels, liege)).toBeCloseTo(89.5, 0)
    expect(haversineKm(antwerp, liege)).toBeCloseTo(haversineKm(liege, antwerp), 9)
  })

  it('orders nearest first, those without a position last, ties by the given order', () => {
    const items = [
      { name: 'Liège', ...liege },
      { name: 'Nowhere B', latitude: null, longitude: null },
      { name: 'Antwerp', ...antwerp },
      { name: 'Nowhere A', latitude: 50, longitude: undefined },
      { name: 'Brussels', ...brussels },
      { name: 'Antwerp bis', ...antwerp },
    ]
    const ordered = orderByDistance(items, brussels, (a, b) => a.name.localeCompare(b.name))
    expect(ordered.map((i) => i.name)).toEqual([
      'Brussels',
      'Antwerp',
      'Antwerp bis',
      'Liège',
      'Nowhere A',
      'Nowhere B',
    ])
    expect(ordered[0]?.distanceKm).toBe(0)
    expect(ordered.at(-1)?.distanceKm).toBeNull()
  })

  it('keeps every item, and distances never decrease', () => {
    const point = fc.record({
      latitude: fc.option(fc.double({ min: 49, max: 52, noNaN: true }), { nil: null }),
      longitude: fc.option(fc.double({ min: 2, max: 7, noNaN: true }), { nil: null }),
    })
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), (items) => {
        const ordered = orderByDistance(items, brussels)
        expect(ordered).toHaveLength(items.length)
        const known = ordered.map((i) => i.distanceKm)
        const firstNull = known.indexOf(null)
        const located = (firstNull === -1 ? known : known.slice(0, firstNull)) as number[]
        for (let i = 1; i < located.length; i++) expect(located[i]).toBeGreaterThanOrEqual(located[i - 1] as number)
        if (firstNull !== -1) expect(known.slice(firstNull).every((d) => d === null)).toBe(true)
      }),
    )
  })
})

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(paginationInfo(0, 1, 12)).toEqual({ page: 1, itemsPerPage: 12, lastPage: 1, totalCount: 0 })
    expect(paginationInfo(12, 1, 12).lastPage).toBe(1)
    expect(paginationInfo(13, 2, 12).lastPage).toBe(2)
  })

  it('gives the range of results of a page, none beyond the last', () => {
    expect(resultRange(paginationInfo(61, 1, 12))).toEqual({ first: 1, last: 12 })
    expect(resultRange(paginationInfo(61, 6, 12))).toEqual({ first: 61, last: 61 })
    expect(resultRange(paginationInfo(61, 7, 12))).toBeNull()
    expect(resultRange(paginationInfo(0, 1, 12))).toBeNull()
  })

  it('offers the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10])
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10])
  })
})

describe('the category group selection', () => {
  it('enables apply only while the temporary selection differs from the applied one', () => {
    expect(canApplySelection([], [])).toBe(false)
    expect(canApplySelection(['3', '1'], ['1', '3'])).toBe(false)
    expect(canApplySelection(['1'], ['1', '3'])).toBe(true)
    expect(canApplySelection(['1', '4'], ['1', '3'])).toBe(true)
  })

  it('checks and unchecks categories in the temporary selection', () => {
    const once = toggleCategory(['1'], '3', true)
    expect(once).toEqual(['1', '3'])
    expect(toggleCategory(once, '3', true)).toEqual(['1', '3'])
    expect(toggleCategory(once, '1', false)).toEqual(['3'])
  })

  it('adds a suggestion only when it is not selected yet, never twice', () => {
    expect(addSuggestion(['1'], '2')).toEqual(['1', '2'])
    expect(addSuggestion(['1', '2'], '2')).toEqual(['1', '2'])
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (selection, id) => {
        const added = addSuggestion(addSuggestion(selection, id), id)
        expect(added.filter((v) => v === id)).toHaveLength(1)
        expect(removeSuggestion(added, id)).not.toContain(id)
      }),
    )
  })
})

describe('phones', () => {
  it('writes stored numbers in international groups and as tel: links', () => {
    expect(formatPhone('0470123456')).toBe('+32 470 12 34 56')
    expect(formatPhone('021234567')).toBe('+32 2 123 45 67')
    expect(formatPhone('081223344')).toBe('+32 81 22 33 44')
    expect(formatPhone('3221234567')).toBe('+32 2 123 45 67')
    expect(formatPhone('12')).toBe('12')
    expect(phoneHref('0470123456')).toBe('tel:+32470123456')
    expect(phoneHref('3221234567')).toBe('tel:+3221234567')
  })
})
