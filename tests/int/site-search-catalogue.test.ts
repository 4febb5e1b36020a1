import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Search from '@/services/search'
import type * as SearchHooks from '@/services/search/hooks'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * The catalogue and the directory reach the site search through their collections' hooks: a finish is found by its
 * code (exactly, by its beginning) and its names in both languages, each shade by its code with the chart's deep
 * link, a configurator product by its code; a listed professional by company, city, postcode and trade, never by the
 * account's data, and not at all once unlisted (by staff, or by the deletion of their only work category). A full
 * rebuild gives the same answers. PostgreSQL's database is shared: every code and text holds this run's own word.
 */

let t: TestPayload
let payload: Payload
let search: typeof Search
let hooks: typeof SearchHooks
let token = ''
let TOKEN = ''
const ctx = { disableRevalidate: true }

const ids = { coating: 0, product: 0, finishProduct: 0, listed: 0, hidden: 0, solo: 0 }
const categories: number[] = []
const areas: number[] = []

/** The hits of a query as typed, a page large enough for this run's documents. */
const hits = async (query: string, locale: 'fr' | 'nl' = 'fr') =>
  (await search.searchSite(payload, { query, locale, perPage: 50 })).hits
/** The hits of a query after this run's word (only this run's documents can answer). */
const find = (query: string, locale: 'fr' | 'nl' = 'fr') => hits(`${token} ${query}`, locale)
const refs = async (found: Promise<Search.SearchHit[]>) => (await found).map((h) => h.ref).sort()
const ofKind = async (found: Promise<Search.SearchHit[]>, kind: Search.SearchKind) =>
  (await found).filter((h) => h.kind === kind).map((h) => h.ref)

const finishCode = () => `${TOKEN}-SIL-15`
const shadeCode = (n: number) => `${TOKEN} ${n}`

async function product(code: string, name: { fr: string; nl: string }): Promise<number> {
  const doc = await payload.create({
    collection: 'products',
    locale: 'fr',
    data: {
      code,
      name: name.fr,
      kind: 'SURFACE',
      consumption: 1.5,
      consumptionUnit: 'KG',
      packagingUnit: 'BAG',
      contentPerPackage: 25,
      wastePercent: 5,
    },
    context: ctx,
  })
  await payload.update({ collection: 'products', id: doc.id, locale: 'nl', data: { name: name.nl }, context: ctx })
  return doc.id
}

async function coating(): Promise<number> {
  const shade = (n: number, colorHex: string, lightIntensity: number) => ({
    code: shadeCode(n),
    colorHex,
    lightIntensity,
  })
  const doc = await payload.create({
    collection: 'coatings',
    locale: 'fr',
    data: {
      code: finishCode(),
      name: `Enduit silicone ${token}`,
      categoryName: 'Enduits silicone',
      categorySubtitle: 'Hydrofuge, reste propre',
      colorCategories: [
        {
          name: 'Collection Murelia',
          colorRanges: [
            {
              name: 'Blancs et crèmes',
              code: 'S-BL',
              colorHex: '#f4f1e8',
              colorShades: [shade(9010, '#f4f1e8', 88), shade(9016, '#f6f6f2', 91)],
            },
            { name: 'Gris et ardoises', code: 'S-GR', colorHex: '#8a9299', colorShades: [shade(7016, '#383e42', 8)] },
          ],
        },
      ],
    },
    context: ctx,
  })
  // The Dutch names go into the same rows (kept by their ids).
  const dutchRanges = ['Wit- en crèmetinten', 'Grijs- en leitinten']
  await payload.update({
    collection: 'coatings',
    id: doc.id,
    locale: 'nl',
    data: {
      name: `Siliconenpleister ${token}`,
      categoryName: 'Siliconenpleisters',
      categorySubtitle: 'Waterafstotend, blijft proper',
      colorCategories: (doc.colorCategories ?? []).map((category) => ({
        ...category,
        name: 'Murelia-collectie',
        colorRanges: (category.colorRanges ?? []).map((range, i) => ({ ...range, name: dutchRanges[i] ?? range.name })),
      })),
    },
    context: ctx,
  })
  return doc.id
}

async function area(): Promise<number> {
  const doc = await payload.create({
    collection: 'geographic-areas',
    locale: 'fr',
    data: {
      name: 'Flandre-Orientale',
      code: `OVL-${t.runId}`,
      type: 'PROVINCE',
      postalCodesRange: [{ from: 9000, to: 9999 }],
    },
    context: ctx,
  })
  await payload.update({
    collection: 'geographic-areas',
    id: doc.id,
    locale: 'nl',
    data: { name: 'Oost-Vlaanderen' },
    context: ctx,
  })
  return doc.id
}

async function category(fr: string, nl: string): Promise<number> {
  const doc = await payload.create({ collection: 'work-categories', locale: 'fr', data: { name: fr }, context: ctx })
  await payload.update({ collection: 'work-categories', id: doc.id, locale: 'nl', data: { name: nl }, context: ctx })
  return doc.id
}

async function professional(
  key: string,
  company: string,
  more: { workCategories: number[]; isVisible?: boolean },
): Promise<number> {
  const doc = await payload.create({
    collection: 'professional-users',
    overrideAccess: true,
    data: {
      company,
      firstname: 'Annelies',
      lastname: 'Claeswyck',
      email: `annclaes-${key}-${t.runId}@catalogue-test.example`,
      password: 'Catalogue-Test-2026',
      profiles: ['PROFESSIONAL_PLAFONNEUR_PROFILE'],
      language: 'nl',
      phoneNumber: '0470123456',
      officePhoneNumber: '092345678',
      street: 'Veldstraat 12',
      city: 'Gent',
      postcode: '9000',
      workCategories: more.workCategories,
      geographicAreas: areas,
      isVisible: more.isVisible ?? true,
    },
    context: ctx,
  })
  return doc.id
}

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  search = await import('@/services/search')
  hooks = await import('@/services/search/hooks')
  token = `zz${t.runId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`
  TOKEN = token.toUpperCase()
  ids.product = await product(`${TOKEN}-EPS-120`, {
    fr: `Panneau isolant EPS ${token}`,
    nl: `Isolatieplaat EPS ${token}`,
  })
  // A product of the finish's code, written before the finish.
  ids.finishProduct = await product(finishCode(), { fr: `Silicone en seau ${token}`, nl: `Silicone in emmer ${token}` })
  areas.push(await area())
  categories.push(await category('Crépi', 'Sierpleister'), await category('Plafonnage', 'Pleisterwerk'))
  ids.listed = await professional('listed', `Gevelwerken Vermeulen ${token}`, { workCategories: categories })
  ids.hidden = await professional('hidden', `Verborgen Bouw ${token}`, {
    workCategories: categories,
    isVisible: false,
  })
  ids.solo = await professional('solo', `Solo Pleister ${token}`, { workCategories: [categories[1] as number] })
}, 120_000)

afterAll(async () => {
  if (!payload) return
  await payload.delete({
    collection: 'professional-users',
    where: { email: { like: `-${t.runId}@catalogue-test.example` } },
    overrideAccess: true,
    context: ctx,
  })
  await payload.delete({ collection: 'coatings', where: { code: { like: TOKEN } }, context: ctx })
  await payload.delete({ collection: 'products', where: { code: { like: TOKEN } }, context: ctx })
  await payload.delete({ collection: 'work-categories', where: { id: { in: categories } }, context: ctx })
  await payload.delete({ collection: 'geographic-areas', where: { id: { in: areas } }, context: ctx })
  await t?.stop()
})

describe('a product of the finish’s code, before the finish exists', () => {
  it('is found by its code and opens the facade configurator', async () => {
    const [hit] = await hits(finishCode())
    expect(hit).toMatchObject({
      kind: 'product',
      ref: `products:${ids.finishProduct}`,
      url: '/fr/configurateur-facade',
    })
    ids.coating = await coating()
  })
})

describe('the catalogue in the site search', () => {
  it('finds a finish by its code, exactly and by its beginning, at the chart opened on it', async () => {
    const exact = await hits(finishCode())
    expect(exact[0]).toMatchObject({
      kind: 'product',
      ref: `coatings:${ids.coating}`,
      title: `Enduit silicone ${token}`,
      url: `/fr/configurateur-couleurs-finitions?finish=${TOKEN}-SIL-15`,
      code: `${TOKEN}SIL15`,
    })
    expect(await ofKind(hits(`${token} sil`), 'product')).toEqual([`coatings:${ids.coating}`])
    expect(await ofKind(hits(`${TOKEN}SIL1`), 'product')).toEqual([`coatings:${ids.coating}`])
  })

  it('indexes a product of a finish’s code once, as the finish', async () => {
    const found = await refs(hits(finishCode()))
    expect(found).toContain(`coatings:${ids.coating}`)
    expect(found).not.toContain(`products:${ids.finishProduct}`)
  })

  it('finds a finish by its French and its Dutch name, each at its language’s chart', async () => {
    const [fr] = await ofKind(find('enduits silicone'), 'product')
    expect(fr).toBe(`coatings:${ids.coating}`)
    const nl = (await find('siliconenpleister', 'nl')).filter((h) => h.kind === 'product')
    expect(nl.map((h) => [h.ref, h.title, h.url])).toEqual([
      [
        `coatings:${ids.coating}`,
        `Siliconenpleister ${token}`,
        `/nl/kleur-en-afwerkingsconfigurator?finish=${TOKEN}-SIL-15`,
      ],
    ])
    expect(await ofKind(find('siliconenpleister', 'fr'), 'product')).toEqual([])
  })

  it('finds a shade by its code, with the chart’s link to that colour', async () => {
    const [hit, ...others] = await hits(shadeCode(9010))
    expect(others.filter((h) => h.kind === 'shade')).toEqual([])
    expect(hit).toMatchObject({
      kind: 'shade',
      ref: `coatings:${ids.coating}:${shadeCode(9010)}`,
      title: `${shadeCode(9010)} · Blancs et crèmes`,
      url: `/fr/configurateur-couleurs-finitions?finish=${TOKEN}-SIL-15&range=S-BL&colour=${TOKEN}+9010`,
      code: `${TOKEN}9010`,
    })
    const [nl] = await hits(`${TOKEN}-7016`, 'nl')
    expect(nl?.title).toBe(`${shadeCode(7016)} · Grijs- en leitinten`)
    expect(nl?.url).toBe(`/nl/kleur-en-afwerkingsconfigurator?finish=${TOKEN}-SIL-15&range=S-GR&colour=${TOKEN}+7016`)
    // By their beginning: the two white shades of 90…
    expect((await ofKind(hits(`${TOKEN} 90`), 'shade')).length).toBe(2)
    // …and by their range's name.
    expect((await ofKind(find('blancs'), 'shade')).sort()).toEqual(
      [`coatings:${ids.coating}:${shadeCode(9010)}`, `coatings:${ids.coating}:${shadeCode(9016)}`].sort(),
    )
  })

  it('finds a configurator product by its code and its names, at the facade configurator', async () => {
    const [hit] = await hits(`${token}-eps-120`)
    expect(hit).toMatchObject({ kind: 'product', ref: `products:${ids.product}`, url: '/fr/configurateur-facade' })
    const [nl] = await find('isolatieplaat', 'nl')
    expect(nl).toMatchObject({ ref: `products:${ids.product}`, url: '/nl/gevelconfigurator' })
  })
})

describe('professionals in the site search', () => {
  const listed = () => `professional-users:${ids.listed}`

  it('reads the directory’s listing condition', async () => {
    const [{ LISTED_WHERE }, { LISTED_PROFESSIONALS }] = await Promise.all([
      import('@/services/directory'),
      import('@/services/search/professionals'),
    ])
    expect(LISTED_PROFESSIONALS).toEqual(LISTED_WHERE)
  })

  it('finds a listed professional by company, city, postcode and trade, at their company page', async () => {
    const [byCompany] = await find('gevelwerken vermeulen')
    expect(byCompany).toMatchObject({ kind: 'professional', ref: listed(), url: `/fr/entreprise/${ids.listed}` })
    expect(byCompany?.title).toBe(`Gevelwerken Vermeulen ${token}`)
    expect(await ofKind(find('gent'), 'professional')).toContain(listed())
    expect(await ofKind(find('9000'), 'professional')).toContain(listed())
    const nl = (await find('stukadoor gent', 'nl')).filter((h) => h.kind === 'professional')
    expect(nl.map((h) => h.ref)).toContain(listed())
    expect(nl.find((h) => h.ref === listed())?.url).toBe(`/nl/bedrijf/${ids.listed}`)
    expect(await ofKind(find('sierpleister oost-vlaanderen', 'nl'), 'professional')).toContain(listed())
  })

  it('never finds an unlisted professional', async () => {
    expect(await find('verborgen')).toEqual([])
    const everyone = await ofKind(find('gent'), 'professional')
    expect(everyone).not.toContain(`professional-users:${ids.hidden}`)
  })

  it('never matches the account’s data: e-mail, phones, street, names', async () => {
    for (const query of [
      'veldstraat',
      'annclaes',
      `annclaes-listed-${t.runId}@catalogue-test.example`,
      'catalogue-test',
      '0470123456',
      '+32470123456',
      '32470123456',
      '092345678',
      'annelies',
      'claeswyck',
    ]) {
      expect(await ofKind(find(query), 'professional'), query).toEqual([])
      expect(await ofKind(hits(query), 'professional'), query).not.toContain(listed())
    }
  })
})

describe('the index after a full rebuild', () => {
  it('gives the same hits as the hooks kept', async () => {
    const snapshot = async () =>
      (
        await Promise.all([
          hits(finishCode()),
          hits(shadeCode(90)),
          find('siliconenpleister', 'nl'),
          find('gent'),
          find('stukadoor', 'nl'),
          hits(`${token}-eps`),
          find('verborgen'),
        ])
      )
        .flat()
        .map((h) => `${h.kind} ${h.ref} ${h.url} ${h.title} ${h.code}`)
        .sort()
    const incremental = await snapshot()
    expect(incremental.length).toBeGreaterThanOrEqual(8)
    expect(await hooks.reindexAll(payload)).toBeGreaterThanOrEqual(incremental.length)
    expect(await snapshot()).toEqual(incremental)
  })
})

describe('leaving the index', () => {
  it('forgets a professional staff unlist, and finds them again once listed', async () => {
    const update = (isVisible: boolean) =>
      payload.update({
        collection: 'professional-users',
        id: ids.listed,
        data: { isVisible },
        overrideAccess: true,
        context: ctx,
      })
    await update(false)
    expect(await find('gevelwerken')).toEqual([])
    await update(true)
    expect(await refs(find('gevelwerken'))).toEqual([`professional-users:${ids.listed}`])
  })

  it('forgets a professional unlisted by the deletion of their only work category', async () => {
    const solo = `professional-users:${ids.solo}`
    expect(await refs(find('solo pleister'))).toEqual([solo])
    await payload.delete({ collection: 'work-categories', id: categories[1] as number, context: ctx })
    const { listed } = await payload.findByID({ collection: 'professional-users', id: ids.solo, overrideAccess: true })
    expect(listed).toBe(false)
    expect(await find('solo pleister')).toEqual([])
    // The other one keeps a category, their listing, and their place in the index.
    expect(await ofKind(find('gevelwerken'), 'professional')).toEqual([`professional-users:${ids.listed}`])
  })

  it('forgets a deleted finish and its shades; the product of its code is found on its own again', async () => {
    await payload.delete({ collection: 'coatings', id: ids.coating, context: ctx })
    expect(await ofKind(hits(shadeCode(9010)), 'shade')).toEqual([])
    expect(await ofKind(find('blancs'), 'shade')).toEqual([])
    expect(await refs(hits(finishCode()))).toEqual([`products:${ids.finishProduct}`])
  })

  it('forgets a deleted professional', async () => {
    await payload.delete({ collection: 'professional-users', id: ids.listed, overrideAccess: true, context: ctx })
    expect(await find('gevelwerken')).toEqual([])
  })
})
