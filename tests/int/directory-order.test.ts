import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

// The directory's name order ignores case and accents, the same on SQLite and PostgreSQL (issue 22: "Édouard"
// came after "Zinc", "de Smet" after every capital). src is imported after startTestPayload (env read once).
let t: TestPayload
let payload: Payload
let directory: typeof import('@/services/directory')
let domain: typeof import('@/domain/directory')
const ctx = { disableRevalidate: true }
let areaCode = ''
let areaId = 0
let categoryId = 0

const NAMES = ['zinc et Fils', 'Édouard Façades', 'de Smet Bouw', 'Andrée Enduits', 'Œuvre Murale', 'edelweiss Gyproc']

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  directory = await import('@/services/directory')
  domain = await import('@/domain/directory')
  areaCode = `O${t.runId.toUpperCase()}`
  const area = await payload.create({
    collection: 'geographic-areas',
    locale: 'fr',
    data: { name: `Ordre ${t.runId}`, code: areaCode, type: 'PROVINCE', postalCodesRange: [{ from: 1000, to: 9999 }] },
    context: ctx,
  })
  areaId = area.id
  const category = await payload.create({
    collection: 'work-categories',
    locale: 'fr',
    data: { name: `Ordre ${t.runId}`, weight: 1000 },
    context: ctx,
  })
  categoryId = category.id
  for (const [i, company] of NAMES.entries()) {
    await payload.create({
      collection: 'professional-users',
      locale: 'fr',
      overrideAccess: true,
      data: {
        company,
        firstname: 'Order',
        lastname: 'Test',
        email: `order-${i}-${t.runId}@directory-test.example`,
        password: 'Directory-Test-1',
        profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
        language: 'fr',
        phoneNumber: '0470123456',
        city: 'Namur',
        postcode: '5000',
        workCategories: [categoryId],
        geographicAreas: [areaId],
        isVisible: true,
      },
      context: ctx,
    })
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
  if (categoryId) await payload.delete({ collection: 'work-categories', id: categoryId, context: ctx })
  if (areaId) await payload.delete({ collection: 'geographic-areas', id: areaId, context: ctx })
  await t.stop()
})

const titles = async (sort: 'name-asc' | 'name-desc', locale: 'fr' | 'nl') =>
  (await directory.searchProfessionals({ ...domain.EMPTY_QUERY, regions: [areaCode], sort }, locale)).items.map(
    (i) => i.title,
  )

describe('the order of names', () => {
  it('is the French and Dutch collation’s, case and accents aside, both ways', async () => {
    const expected = [
      'Andrée Enduits',
      'de Smet Bouw',
      'edelweiss Gyproc',
      'Édouard Façades',
      'Œuvre Murale',
      'zinc et Fils',
    ]
    for (const locale of ['fr', 'nl'] as const) {
      const collator = new Intl.Collator(locale === 'fr' ? 'fr-BE' : 'nl-BE', { sensitivity: 'base' })
      expect([...NAMES].sort(collator.compare)).toEqual(expected)
      expect(await titles('name-asc', locale)).toEqual(expected)
      expect(await titles('name-desc', locale)).toEqual([...expected].reverse())
    }
  })

  it('follows a renamed company to its new place', async () => {
    const { docs } = await payload.find({
      collection: 'professional-users',
      where: { company: { equals: 'zinc et Fils' }, email: { like: `-${t.runId}@directory-test.example` } },
      overrideAccess: true,
      depth: 0,
    })
    const id = docs[0]?.id as number
    await payload.update({
      collection: 'professional-users',
      id,
      data: { company: 'Bâtisseurs Zinc' },
      overrideAccess: true,
      context: ctx,
    })
    expect((await titles('name-asc', 'fr')).slice(0, 2)).toEqual(['Andrée Enduits', 'Bâtisseurs Zinc'])
  })
})
