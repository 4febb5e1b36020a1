import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * The directory's listing rule after a deletion in the catalogue: deleting a work category or an area served
 * takes out of the directory the professionals it leaves without one, at once and without saving them.
 */

let t: TestPayload
let payload: Payload
const ctx = { disableRevalidate: true }
const categories: number[] = []
const areas: number[] = []
const pros: Record<'single' | 'double', number> = { single: 0, double: 0 }

async function area(code: string, from: number, to: number): Promise<number> {
  const doc = await payload.create({
    collection: 'geographic-areas',
    locale: 'fr',
    data: { name: `Zone ${code}`, code: `${code}-${t.runId}`, type: 'PROVINCE', postalCodesRange: [{ from, to }] },
    context: ctx,
  })
  return doc.id
}

async function professional(key: string, workCategories: number[], geographicAreas: number[]): Promise<number> {
  const doc = await payload.create({
    collection: 'professional-users',
    overrideAccess: true,
    data: {
      company: `Listing ${key} ${t.runId}`,
      firstname: 'Ann',
      lastname: 'Claes',
      email: `${key}-${t.runId}@listing-test.example`,
      password: 'Listing-Test-2026',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'nl',
      phoneNumber: '0470123456',
      city: 'Namur',
      postcode: '5000',
      workCategories,
      geographicAreas,
      isVisible: true,
    },
    context: ctx,
  })
  return doc.id
}

const listed = async (id: number) =>
  (await payload.findByID({ collection: 'professional-users', id, depth: 0, overrideAccess: true })).listed

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  for (const name of ['Crépi', 'Isolation']) {
    categories.push((await payload.create({ collection: 'work-categories', data: { name }, context: ctx })).id)
  }
  areas.push(await area('LA', 5000, 5999), await area('LB', 1000, 4999))
  pros.single = await professional('single', [categories[0] as number], [areas[0] as number])
  pros.double = await professional('double', categories, areas)
}, 120_000)

afterAll(async () => {
  await payload.delete({
    collection: 'professional-users',
    where: { email: { like: `-${t.runId}@listing-test.example` } },
    overrideAccess: true,
    context: ctx,
  })
  await payload.delete({ collection: 'work-categories', where: { id: { in: categories } }, context: ctx })
  await payload.delete({ collection: 'geographic-areas', where: { id: { in: areas } }, context: ctx })
  await t?.stop()
})

describe('deleting from the catalogue', () => {
  it('unlists a professional whose only work category it was, and no other', async () => {
    expect(await listed(pros.single)).toBe(true)
    expect(await listed(pros.double)).toBe(true)
    await payload.delete({ collection: 'work-categories', id: categories[0] as number, context: ctx })
    expect(await listed(pros.single)).toBe(false)
    expect(await listed(pros.double)).toBe(true)
  })

  it('unlists a professional once no area they serve is left', async () => {
    await payload.delete({ collection: 'geographic-areas', id: areas[0] as number, context: ctx })
    expect(await listed(pros.double)).toBe(true)
    await payload.delete({ collection: 'geographic-areas', id: areas[1] as number, context: ctx })
    expect(await listed(pros.double)).toBe(false)
  })

  it('lists them again when they are saved with a category and an area', async () => {
    const category = (await payload.create({ collection: 'work-categories', data: { name: 'Plâtre' }, context: ctx }))
      .id
    categories.push(category)
    const served = await area('LC', 5000, 5999)
    areas.push(served)
    await payload.update({
      collection: 'professional-users',
      id: pros.double,
      data: { workCategories: [category], geographicAreas: [served] },
      overrideAccess: true,
      context: ctx,
    })
    expect(await listed(pros.double)).toBe(true)
  })
})
