import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DirectoryQuery, DirectorySort, MatchCandidate } from '@/domain/directory'
import { orderByDistance } from '@/domain/geo/distance'
import { isListedProfessional } from '@/domain/listing'
import type { ProfessionalProfile } from '@/domain/profiles'
import { pngImage } from '../helpers/blocks-fixture'
import { startTestPayload, type TestPayload } from './helpers/payload'

// src is imported after startTestPayload (env is read once, on first import).
type Directory = typeof import('@/services/directory')
type DirectoryDomain = typeof import('@/domain/directory')

let t: TestPayload
let payload: Payload
let directory: Directory
let domain: DirectoryDomain
let handlePost: (request: Request) => Promise<Response>

const ctx = { disableRevalidate: true }
const FACADE: ProfessionalProfile = 'PROFESSIONAL_FACADIER_PROFILE'
const PLASTERER: ProfessionalProfile = 'PROFESSIONAL_PLAFONNEUR_PROFILE'
const BOARD: ProfessionalProfile = 'PROFESSIONAL_PLASTERBOARDER_PROFILE'

interface Fixture {
  key: string
  title: string
  profiles: ProfessionalProfile[]
  /** Indexes into the test's categories and areas. */
  categories: number[]
  areas: number[]
  renovation: boolean
  newConstruction: boolean
  size?: [number | null, number | null]
  at?: [number, number]
  createdAt: string
  city?: string
  postcode?: string
  isVisible?: boolean
  description?: { fr: string; nl?: string }
  /** How many images (created for this run, alt in both languages). */
  images?: number
}

/** Listed professionals: every one serves area 0 or 1, which exist only in this run. */
const LISTED: Fixture[] = [
  {
    key: 'alpha',
    title: 'Alpha Facades',
    profiles: [FACADE],
    categories: [0],
    areas: [0],
    renovation: true,
    newConstruction: true,
    size: [50, 200],
    at: [50.4669, 4.8675],
    createdAt: '2020-03-01T10:00:00.000Z',
    description: { fr: 'Isolation de façades à Namur.', nl: 'Gevelisolatie in Namen.' },
    images: 2,
  },
  {
    key: 'bravo',
    title: 'Bravo Plafonnage',
    profiles: [PLASTERER],
    categories: [1],
    areas: [0],
    renovation: true,
    newConstruction: false,
    at: [50.8466, 4.3528],
    createdAt: '2021-03-01T10:00:00.000Z',
    description: { fr: 'Plafonnage à Bruxelles.' },
  },
  {
    key: 'charlie',
    title: 'Charlie Gyproc',
    profiles: [BOARD],
    categories: [2],
    areas: [1],
    renovation: false,
    newConstruction: true,
    at: [51.2194, 4.4025],
    createdAt: '2022-03-01T10:00:00.000Z',
  },
  {
    key: 'delta',
    title: 'Delta Renov',
    profiles: [FACADE, PLASTERER],
    categories: [0, 1],
    areas: [0, 1],
    renovation: true,
    newConstruction: true,
    size: [300, null],
    createdAt: '2023-03-01T10:00:00.000Z',
  },
  {
    key: 'echo',
    title: 'Echo Enduits',
    profiles: [FACADE],
    categories: [0],
    areas: [1],
    renovation: true,
    newConstruction: false,
    size: [null, 100],
    at: [50.6326, 5.5797],
    createdAt: '2019-03-01T10:00:00.000Z',
  },
  ...['Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet', 'Kilo', 'Lima'].map(
    (name, i): Fixture => ({
      key: name.toLowerCase(),
      title: `${name} Bouw`,
      profiles: [i % 2 === 0 ? PLASTERER : BOARD],
      categories: [i % 3],
      areas: [i % 2],
      renovation: i % 3 !== 1,
      newConstruction: i % 2 === 0,
      size: i === 2 ? [20, 60] : undefined,
      at: i % 4 === 3 ? undefined : [50 + i / 10, 4 + i / 10],
      createdAt: `2018-0${i + 1}-15T10:00:00.000Z`,
    }),
  ),
]

/** Professionals the directory must never list (and whose pages are not found). */
const UNLISTED: Fixture[] = [
  { ...LISTED[0], key: 'hidden', title: 'Aaa Hidden', isVisible: false } as Fixture,
  { ...LISTED[0], key: 'no-category', title: 'Aab No Category', categories: [] } as Fixture,
  { ...LISTED[0], key: 'no-area', title: 'Aac No Area', areas: [] } as Fixture,
  { ...LISTED[0], key: 'no-city', title: 'Aad No City', city: '' } as Fixture,
  { ...LISTED[0], key: 'no-postcode', title: 'Aae No Postcode', postcode: '' } as Fixture,
]

const ids = new Map<string, string>()
const categoryIds: string[] = []
const areaIds: number[] = []
let areaCodes: string[] = []
const referenceIds: number[] = []
const mediaIds: number[] = []

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  directory = await import('@/services/directory')
  domain = await import('@/domain/directory')
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))

  const run = t.runId.toUpperCase()
  areaCodes = [`T${run}-A`, `T${run}-B`]
  for (const [i, [fr, nl]] of [
    [`Zone A ${run}`, `Gebied A ${run}`],
    [`Zone B ${run}`, `Gebied B ${run}`],
  ].entries()) {
    const area = await payload.create({
      collection: 'geographic-areas',
      locale: 'fr',
      data: {
        name: fr as string,
        code: areaCodes[i] as string,
        type: 'PROVINCE',
        postalCodesRange: [i === 0 ? { from: 1000, to: 4999 } : { from: 5000, to: 9999 }],
      },
      context: ctx,
    })
    await payload.update({
      collection: 'geographic-areas',
      id: area.id,
      locale: 'nl',
      data: { name: nl as string },
      context: ctx,
    })
    areaIds.push(area.id)
  }
  for (const [fr, nl] of [
    ['Isolation', 'Isolatie'],
    ['Plafonnage', 'Pleisterwerk'],
    ['Plaques', 'Platen'],
  ]) {
    const cat = await payload.create({
      collection: 'work-categories',
      locale: 'fr',
      data: { name: `${fr} ${run}`, weight: 1000 },
      context: ctx,
    })
    await payload.update({
      collection: 'work-categories',
      id: cat.id,
      locale: 'nl',
      data: { name: `${nl} ${run}` },
      context: ctx,
    })
    categoryIds.push(String(cat.id))
  }

  for (const f of [...LISTED, ...UNLISTED]) {
    const images: number[] = []
    for (let i = 0; i < (f.images ?? 0); i++) {
      const file = await pngImage(800, 500, i === 0 ? '#9c3d1c' : '#1f4e5f')
      const media = await payload.create({
        collection: 'media',
        locale: 'fr',
        data: { alt: `Chantier ${i} de ${f.title}` },
        file: { data: file, mimetype: 'image/png', name: `directory-${f.key}-${i}-${t.runId}.png`, size: file.length },
        context: ctx,
      })
      await payload.update({
        collection: 'media',
        id: media.id,
        locale: 'nl',
        data: { alt: `Werf ${i} van ${f.title}` },
        context: ctx,
      })
      images.push(media.id)
      mediaIds.push(media.id)
    }
    const doc = await payload.create({
      collection: 'professional-users',
      locale: 'fr',
      overrideAccess: true,
      data: {
        company: f.title,
        firstname: 'Secret',
        lastname: `Holder${t.runId}`,
        email: `${f.key}-${t.runId}@directory-test.example`,
        password: 'Directory-Test-1',
        profiles: f.profiles,
        language: 'fr',
        phoneNumber: '0470123456',
        city: f.city ?? 'Namur',
        postcode: f.postcode ?? (f.areas[0] === 1 ? '5000' : '1000'),
        street: 'Rue du Test 1',
        latitude: f.at?.[0],
        longitude: f.at?.[1],
        workCategories: f.categories.map((i) => Number(categoryIds[i])),
        geographicAreas: f.areas.map((i) => areaIds[i] as number),
        moveForRenovation: f.renovation,
        moveForNewConstruction: f.newConstruction,
        doRenovationSize: Boolean(f.size),
        minimalRenovationSize: f.size?.[0] ?? undefined,
        maximalRenovationSize: f.size?.[1] ?? undefined,
        isVisible: f.isVisible ?? true,
        acceptMarketing: true,
        description: f.description?.fr,
        images,
        createdAt: f.createdAt,
      },
      context: ctx,
    })
    if (f.description?.nl) {
      await payload.update({
        collection: 'professional-users',
        id: doc.id,
        locale: 'nl',
        data: { description: f.description.nl },
        overrideAccess: true,
        context: ctx,
      })
    }
    ids.set(f.key, String(doc.id))
  }

  // A published reference of Alpha (and of the hidden company), and a draft that must not show.
  for (const [slug, status, companies] of [
    [`ref-alpha-${t.runId}`, 'published', ['alpha', 'hidden']],
    [`ref-draft-${t.runId}`, 'draft', ['alpha']],
  ] as const) {
    const ref = await payload.create({
      collection: 'references',
      locale: 'fr',
      draft: status === 'draft',
      data: {
        title: `Chantier ${slug}`,
        slug,
        description: 'Une façade isolée.',
        _status: status,
        professionalUsers: companies.map((k) => Number(ids.get(k))),
      },
      context: ctx,
    })
    referenceIds.push(ref.id)
  }
}, 180_000)

afterAll(async () => {
  if (!payload) return
  await payload.delete({
    collection: 'professional-users',
    where: { email: { like: `-${t.runId}@directory-test.example` } },
    overrideAccess: true,
    context: ctx,
  })
  if (referenceIds.length) {
    await payload.delete({ collection: 'references', where: { id: { in: referenceIds } }, context: ctx })
  }
  if (categoryIds.length) {
    await payload.delete({
      collection: 'work-categories',
      where: { id: { in: categoryIds.map(Number) } },
      context: ctx,
    })
  }
  if (areaIds.length)
    await payload.delete({ collection: 'geographic-areas', where: { id: { in: areaIds } }, context: ctx })
  if (mediaIds.length) await payload.delete({ collection: 'media', where: { id: { in: mediaIds } }, context: ctx })
  await t.stop()
})

const keyOf = (id: string) => [...ids.entries()].find(([, v]) => v === id)?.[0] ?? `other:${id}`
const candidate = (f: Fixture): MatchCandidate => ({
  profiles: f.profiles,
  categoryIds: f.categories.map((i) => categoryIds[i] as string),
  areaCodes: f.areas.map((i) => areaCodes[i] as string),
  moveForRenovation: f.renovation,
  moveForNewConstruction: f.newConstruction,
  doRenovationSize: Boolean(f.size),
  minimalRenovationSize: f.size?.[0] ?? null,
  maximalRenovationSize: f.size?.[1] ?? null,
})

/** A search restricted to this run's areas (a shared PostgreSQL database holds other professionals). */
const search = (change: Partial<DirectoryQuery> = {}, itemsPerPage = 48, locale: 'fr' | 'nl' = 'fr') =>
  directory.searchProfessionals({ ...domain.EMPTY_QUERY, regions: areaCodes, ...change }, locale, itemsPerPage)

async function keysFor(change: Partial<DirectoryQuery>): Promise<string[]> {
  const { items, paginationInfo } = await search(change)
  expect(paginationInfo.totalCount).toBe(items.length)
  return items.map((i) => keyOf(i.id))
}

const expectedKeys = (query: DirectoryQuery) =>
  LISTED.filter((f) => domain.matchesFilters(candidate(f), query))
    .map((f) => f.key)
    .sort()

describe('the listing rule', () => {
  it('is the same in the database condition and in isListedProfessional', async () => {
    const mine = [...ids.values()].map(Number)
    const { docs } = await payload.find({
      collection: 'professional-users',
      where: { id: { in: mine } },
      overrideAccess: true,
      depth: 0,
      pagination: false,
    })
    const { docs: listed } = await payload.find({
      collection: 'professional-users',
      where: { and: [{ id: { in: mine } }, directory.LISTED_WHERE] },
      overrideAccess: true,
      depth: 0,
      pagination: false,
    })
    const byRule = docs.filter((d) => isListedProfessional(d)).map((d) => keyOf(String(d.id)))
    expect(byRule.sort()).toEqual(LISTED.map((f) => f.key).sort())
    expect(listed.map((d) => keyOf(String(d.id))).sort()).toEqual(byRule.sort())
  })

  it('never lists a hidden or incomplete professional, and their company pages are not found', async () => {
    const all = await keysFor({})
    for (const f of UNLISTED) {
      expect(all).not.toContain(f.key)
      expect(await directory.findPublicProfessional(ids.get(f.key) as string, 'fr'), f.key).toBeNull()
    }
    expect(await directory.findPublicProfessional('999999999', 'fr')).toBeNull()
    expect(await directory.findPublicProfessional('abc', 'fr')).toBeNull()
  })

  it('drops a professional from the directory as soon as staff hide them', async () => {
    const id = ids.get('lima') as string
    expect(await keysFor({})).toContain('lima')
    await payload.update({
      collection: 'professional-users',
      id,
      data: { isVisible: false },
      overrideAccess: true,
      context: ctx,
    })
    try {
      expect(await keysFor({})).not.toContain('lima')
      expect(await directory.findPublicProfessional(id, 'nl')).toBeNull()
    } finally {
      await payload.update({
        collection: 'professional-users',
        id,
        data: { isVisible: true },
        overrideAccess: true,
        context: ctx,
      })
    }
  })
})

describe('filters', () => {
  const cat = (i: number) => categoryIds[i] as string
  const cases: Array<[string, () => Partial<DirectoryQuery>]> = [
    ['no filter', () => ({})],
    ['facade specialists', () => ({ profiles: [FACADE] })],
    ['plasterers', () => ({ profiles: [PLASTERER] })],
    ['plasterboard fitters', () => ({ profiles: [BOARD] })],
    ['two profiles', () => ({ profiles: [FACADE, BOARD] })],
    ['one category', () => ({ categories: [cat(1)] })],
    ['two categories', () => ({ categories: [cat(0), cat(2)] })],
    ['renovation', () => ({ renovation: true })],
    ['new construction', () => ({ newConstruction: true })],
    ['renovation and new construction', () => ({ renovation: true, newConstruction: true })],
    ['at least 250 m²', () => ({ sizeMin: 250 })],
    ['at most 40 m²', () => ({ sizeMax: 40 })],
    ['from 120 to 150 m²', () => ({ sizeMin: 120, sizeMax: 150 })],
    ['first area', () => ({ regions: [areaCodes[0] as string] })],
    ['second area', () => ({ regions: [areaCodes[1] as string] })],
    [
      'profile, category, area and renovation together',
      () => ({ profiles: [FACADE], categories: [cat(0)], regions: [areaCodes[1] as string], renovation: true }),
    ],
    [
      'plasterers doing new construction from 10 m²',
      () => ({ profiles: [PLASTERER], newConstruction: true, sizeMin: 10 }),
    ],
  ]

  it.each(cases)('%s: lists exactly the matching professionals', async (_name, change) => {
    const query = { ...domain.EMPTY_QUERY, regions: areaCodes, ...change() }
    const keys = await keysFor(change())
    expect(keys.sort()).toEqual(expectedKeys(query))
  })

  it('agrees with matchesFilters on random combinations', async () => {
    const arbitrary = fc.record({
      profiles: fc.subarray([FACADE, PLASTERER, BOARD]),
      categories: fc.subarray([0, 1, 2]),
      regions: fc.subarray([0, 1], { minLength: 1 }),
      renovation: fc.boolean(),
      newConstruction: fc.boolean(),
      sizeMin: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
      sizeMax: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
    })
    await fc.assert(
      fc.asyncProperty(arbitrary, async (a) => {
        const change: Partial<DirectoryQuery> = {
          ...a,
          categories: a.categories.map((i) => categoryIds[i] as string),
          regions: a.regions.map((i) => areaCodes[i] as string),
        }
        // The search as its URL states it (a minimum above the maximum is read the other way round).
        const query = domain.parseDirectoryQuery(
          new URLSearchParams(domain.serializeDirectoryQuery({ ...domain.EMPTY_QUERY, ...change })),
        )
        expect((await keysFor(change)).sort()).toEqual(expectedKeys(query))
      }),
      { numRuns: 25, seed: 20261122 },
    )
  })

  it('matches nobody for a category or an area that does not exist', async () => {
    expect(await keysFor({ categories: ['999999999'] })).toEqual([])
    expect(await keysFor({ regions: ['NO-SUCH-AREA'] })).toEqual([])
  })
})

describe('sorting', () => {
  const listedTitles = LISTED.map((f) => f.title)
  const titlesFor = async (sort: DirectorySort, near: DirectoryQuery['near'] = null) =>
    (await search({ sort, near })).items.map((i) => i.title)

  it('orders by name A–Z and Z–A', async () => {
    const az = [...listedTitles].sort()
    expect(await titlesFor('name-asc')).toEqual(az)
    expect(await titlesFor('name-desc')).toEqual([...az].reverse())
  })

  it('orders newest and oldest first', async () => {
    const byDate = [...LISTED].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((f) => f.title)
    expect(await titlesFor('oldest')).toEqual(byDate)
    expect(await titlesFor('newest')).toEqual([...byDate].reverse())
  })

  it('orders by distance from a position, those without one last, each with its distance', async () => {
    const brussels = { latitude: 50.85, longitude: 4.35 }
    const { items } = await search({ sort: 'distance', near: brussels })
    expect(items[0]?.title).toBe('Bravo Plafonnage')
    const distances = items.map((i) => i.distanceKm)
    const located = distances.filter((d): d is number => d !== null)
    expect(located).toEqual([...located].sort((a, b) => a - b))
    const firstMissing = distances.indexOf(null)
    expect(firstMissing).toBeGreaterThan(0)
    expect(distances.slice(firstMissing).every((d) => d === null)).toBe(true)
    expect(items.filter((i) => i.distanceKm === null).map((i) => i.title)).toEqual(
      LISTED.filter((f) => !f.at)
        .map((f) => f.title)
        .sort(),
    )
    expect(items.find((i) => i.title === 'Alpha Facades')?.distanceKm).toBeCloseTo(56.1, 1)
    // The SQL order is the domain's (haversine, then the name), from any point.
    for (const from of [brussels, { latitude: 51.2, longitude: 2.9 }, { latitude: 49.6, longitude: 5.8 }]) {
      const expected = orderByDistance(
        LISTED.map((f) => ({ title: f.title, latitude: f.at?.[0] ?? null, longitude: f.at?.[1] ?? null })),
        from,
        (a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0),
      ).map((f) => f.title)
      expect((await search({ sort: 'distance', near: from })).items.map((i) => i.title)).toEqual(expected)
    }
  })
})

describe('pagination', () => {
  it('pages through every result once, with the numbers of each page', async () => {
    const total = LISTED.length
    const seen: string[] = []
    for (let page = 1; page <= 3; page++) {
      const { items, paginationInfo } = await search({ page }, 5)
      expect(paginationInfo).toEqual({ page, itemsPerPage: 5, lastPage: 3, totalCount: total })
      expect(items.length).toBe(page < 3 ? 5 : total - 10)
      seen.push(...items.map((i) => i.id))
    }
    expect(new Set(seen).size).toBe(total)
  })

  it('answers an empty page beyond the last, also when ordering by distance', async () => {
    for (const change of [{}, { sort: 'distance' as const, near: { latitude: 50.5, longitude: 4.5 } }]) {
      const { items, paginationInfo } = await search({ ...change, page: 4 }, 5)
      expect(items).toEqual([])
      expect(paginationInfo).toEqual({ page: 4, itemsPerPage: 5, lastPage: 3, totalCount: LISTED.length })
    }
  })

  it('has one last page for an empty result', async () => {
    const { paginationInfo } = await search({ regions: ['NO-SUCH-AREA'] }, 5)
    expect(paginationInfo).toEqual({ page: 1, itemsPerPage: 5, lastPage: 1, totalCount: 0 })
  })
})

describe('result views', () => {
  // The search reads its results' relations its own way (services/directory/public-docs.ts); the company page reads
  // them through Payload's populate. Both must show the same.
  it('are the company page’s public view, first image, categories and areas included, in each language', async () => {
    for (const locale of ['fr', 'nl'] as const) {
      const { items } = await search({}, 48, locale)
      expect(items.map((i) => keyOf(i.id)).sort()).toEqual(LISTED.map((f) => f.key).sort())
      for (const item of items) expect(item).toEqual(await directory.findPublicProfessional(item.id, locale))
      const alpha = items.find((i) => i.id === ids.get('alpha'))
      expect(alpha?.image).toMatchObject({
        alt: locale === 'fr' ? 'Chantier 0 de Alpha Facades' : 'Werf 0 van Alpha Facades',
      })
      expect(alpha?.picture?.url).toContain(`directory-alpha-0-${t.runId}`)
      expect(alpha?.workCategories.map((c) => c.id)).toEqual([categoryIds[0]])
      expect(alpha?.geographicAreas.map((a) => a.code)).toEqual([areaCodes[0]])
    }
  })

  it('give each card the public view’s values, on the same pages, for every sort', async () => {
    const sorts: DirectorySort[] = ['name-asc', 'name-desc', 'newest', 'oldest', 'rating', 'distance']
    for (const locale of ['fr', 'nl'] as const) {
      for (const sort of sorts) {
        for (const page of [1, 2]) {
          const query: DirectoryQuery = {
            ...domain.EMPTY_QUERY,
            regions: areaCodes,
            sort,
            near: sort === 'distance' ? { latitude: 50.5, longitude: 4.5 } : null,
            page,
          }
          const [full, cards] = await Promise.all([
            directory.searchProfessionals(query, locale, 12),
            directory.searchProfessionalCards(query, locale),
          ])
          expect(cards.paginationInfo).toEqual(full.paginationInfo)
          expect(cards.items).toEqual(
            full.items.map((p) => ({
              id: p.id,
              title: p.title,
              profiles: p.profiles,
              postcode: p.postcode,
              city: p.city,
              latitude: p.latitude,
              longitude: p.longitude,
              workCategories: p.workCategories,
              distanceKm: p.distanceKm,
              ratingCount: p.ratingCount,
              ratingAverage: p.ratingAverage,
            })),
          )
        }
      }
    }
  })
})

describe('company pages', () => {
  it('show the public profile in each language, French when Dutch is missing', async () => {
    const fr = await directory.findPublicProfessional(ids.get('alpha') as string, 'fr')
    const nl = await directory.findPublicProfessional(ids.get('alpha') as string, 'nl')
    expect(fr).toMatchObject({ title: 'Alpha Facades', city: 'Namur', description: 'Isolation de façades à Namur.' })
    expect(nl?.description).toBe('Gevelisolatie in Namen.')
    expect(nl?.workCategories.map((c) => c.name)).toEqual([`Isolatie ${t.runId.toUpperCase()}`])
    expect(nl?.geographicAreas.map((a) => a.name)).toEqual([`Gebied A ${t.runId.toUpperCase()}`])
    expect((await directory.findPublicProfessional(ids.get('bravo') as string, 'nl'))?.description).toBe(
      'Plafonnage à Bruxelles.',
    )
    for (const secret of ['password', 'hash', 'salt', 'firstname', 'lastname', 'acceptMarketing', 'sessions']) {
      expect(fr && secret in fr, secret).toBe(false)
    }
  })

  it('show a description written in Dutch only on the French page too, read at the time (issue 22)', async () => {
    const id = ids.get('bravo') as string
    const write = (locale: 'fr' | 'nl', description: string | null) =>
      payload.update({
        collection: 'professional-users',
        id,
        locale,
        data: { description },
        overrideAccess: true,
        context: ctx,
      })
    try {
      await write('fr', null)
      await write('nl', 'Pleisterwerk in Brussel.')
      expect((await directory.findPublicProfessional(id, 'fr'))?.description).toBe('Pleisterwerk in Brussel.')
      // A later Dutch edit is followed: nothing was copied into French.
      await write('nl', 'Pleisterwerk en gevels in Brussel.')
      expect((await directory.findPublicProfessional(id, 'fr'))?.description).toBe('Pleisterwerk en gevels in Brussel.')
    } finally {
      await write('nl', null)
      await write('fr', 'Plafonnage à Bruxelles.')
    }
  })

  it('list published references only', async () => {
    const refs = await directory.findProfessionalReferences(ids.get('alpha') as string, 'fr')
    expect(refs.map((r) => r.slug)).toEqual([`ref-alpha-${t.runId}`])
  })
})

interface GraphQLBody<T> {
  data?: T
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

async function gql<T>(query: string, variables?: Record<string, unknown>): Promise<GraphQLBody<T>> {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as GraphQLBody<T>
}

const PRIVATE_FIELDS = [
  'password',
  'hash',
  'salt',
  'token',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'acceptMarketing',
  'acceptTermsAndConditions',
  'vATNumber',
  'firstname',
  'lastname',
  'isVisible',
  'merchantToken',
  // The account's sign-in name: a listed company is reached by phone, its website or a quotation request.
  'email',
]

const ALL_FIELDS = `id title profiles street postcode city latitude longitude description phoneNumber
  officePhoneNumber website professionalUserSocialNetworks { socialNetwork path } image { url width height alt }
  picture { url } workCategories { id name } geographicAreas { id code name } moveForRenovation doRenovationSize
  minimalRenovationSize maximalRenovationSize moveForNewConstruction distance ratingCount ratingAverage createdAt
  updatedAt`

describe('GraphQL', () => {
  it('exposes an explicit public type without any private field', async () => {
    const { data, errors } = await gql<{ __type: { fields: Array<{ name: string }> } }>(
      '{ __type(name: "PublicProfessionalUser") { fields { name } } }',
    )
    expect(errors).toBeUndefined()
    const names = data?.__type.fields.map((f) => f.name) ?? []
    expect(names.length).toBeGreaterThan(10)
    for (const secret of PRIVATE_FIELDS) expect(names).not.toContain(secret)
    // The list of the answer: a new field is a decision, made here.
    expect(names.sort()).toEqual(
      ALL_FIELDS.replace(/\{[^}]*\}/g, '')
        .split(/\s+/)
        .filter(Boolean)
        .sort(),
    )
  })

  it('professionalUsers filters by area names, sorts, pages and returns no private value', async () => {
    const run = t.runId.toUpperCase()
    const { data, errors } = await gql<{
      professionalUsers: { items: Array<Record<string, unknown>>; paginationInfo: Record<string, number> }
    }>(
      `query ($filters: ProfessionalUserFilters) {
        professionalUsers(filters: $filters, sort: NAME_DESC, page: 2, itemsPerPage: 4, locale: nl) {
          items { ${ALL_FIELDS} } paginationInfo { page itemsPerPage lastPage totalCount }
        }
      }`,
      { filters: { geographicAreas: [`Zone A ${run}`, `gebied b ${run.toLowerCase()}`] } },
    )
    expect(errors).toBeUndefined()
    expect(data?.professionalUsers.paginationInfo).toEqual({ page: 2, itemsPerPage: 4, lastPage: 3, totalCount: 12 })
    const desc = LISTED.map((f) => f.title)
      .sort()
      .reverse()
    expect(data?.professionalUsers.items.map((i) => i.title)).toEqual(desc.slice(4, 8))
    const json = JSON.stringify(data)
    expect(json).not.toContain('Secret')
    expect(json).not.toContain(`Holder${t.runId}`)
    expect(json).not.toMatch(/"(hash|salt|password|token)"/)
  })

  it('matches nobody for area names that do not exist', async () => {
    const { data } = await gql<{ professionalUsers: { paginationInfo: { totalCount: number } } }>(
      '{ professionalUsers(filters: { geographicAreas: ["Atlantide"] }) { paginationInfo { totalCount } } }',
    )
    expect(data?.professionalUsers.paginationInfo.totalCount).toBe(0)
  })

  it('rejects out-of-range arguments with BAD_REQUEST', async () => {
    for (const [args, field] of [
      ['page: 0', 'page'],
      ['itemsPerPage: 49', 'itemsPerPage'],
      ['itemsPerPage: 0', 'itemsPerPage'],
      ['sort: DISTANCE', 'sort'],
      ['filters: { sizeMin: -1 }', 'filters.sizeMin'],
      // The site's filters refuse it too (checkSizeRange): nothing is swapped silently.
      ['filters: { sizeMin: 300, sizeMax: 100 }', 'filters.sizeMax'],
      ['filters: { profiles: [INDIVIDUAL_PROFILE] }', 'filters.profiles.0'],
      ['filters: { near: { latitude: 95, longitude: 4 } }', 'filters.near.latitude'],
    ]) {
      const { data, errors } = await gql(`{ professionalUsers(${args}) { paginationInfo { totalCount } } }`)
      expect(data, args).toBeNull()
      expect(errors?.[0]?.extensions?.code, args).toBe('BAD_REQUEST')
      expect(Object.keys(errors?.[0]?.extensions?.fields ?? {}), args).toContain(field)
    }
  })

  it('professionalUser answers a listed company and null for a hidden or incomplete one', async () => {
    const query = 'query ($id: ID!) { professionalUser(id: $id, locale: fr) { id title description } }'
    const listed = await gql<{ professionalUser: { title: string } | null }>(query, { id: ids.get('alpha') })
    expect(listed.data?.professionalUser?.title).toBe('Alpha Facades')
    for (const key of ['hidden', 'no-area', 'no-city']) {
      const { data, errors } = await gql<{ professionalUser: null }>(query, { id: ids.get(key) })
      expect(errors, key).toBeUndefined()
      expect(data?.professionalUser, key).toBeNull()
    }
  })

  it('professionalUserReferences lists a listed company’s published references, none of a hidden one', async () => {
    const query = 'query ($id: ID!) { professionalUserReferences(professionalUserId: $id) { slug title } }'
    const alpha = await gql<{ professionalUserReferences: Array<{ slug: string }> }>(query, { id: ids.get('alpha') })
    expect(alpha.data?.professionalUserReferences.map((r) => r.slug)).toEqual([`ref-alpha-${t.runId}`])
    const hidden = await gql<{ professionalUserReferences: unknown[] }>(query, { id: ids.get('hidden') })
    expect(hidden.data?.professionalUserReferences).toEqual([])
  })

  it('workCategories names the categories in the requested language', async () => {
    const { data } = await gql<{ workCategories: Array<{ id: string; name: string }> }>(
      '{ workCategories(locale: nl) { id name } }',
    )
    const mine = data?.workCategories.filter((c) => categoryIds.includes(c.id)).map((c) => c.name)
    const run = t.runId.toUpperCase()
    // Same weight: by name as Dutch sorts it.
    expect(mine).toEqual([`Isolatie ${run}`, `Platen ${run}`, `Pleisterwerk ${run}`])
  })
})
