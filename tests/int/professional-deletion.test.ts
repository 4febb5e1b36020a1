import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * Staff delete a professional account in /admin (a company that closed, an erasure request). What only that
 * professional had (their saved configurator projects, their copies of quotation requests) goes with it; what
 * others keep (the sample orders staff process, uploads used elsewhere) stays, no longer pointing at them. On
 * PostgreSQL the delete used to fail: the projects' and estimates' required link was set to null by the database.
 */

let t: TestPayload
let payload: Payload

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
})

afterAll(async () => {
  await t?.stop()
})

async function professional(key: string) {
  return payload.create({
    collection: 'professional-users',
    overrideAccess: true,
    data: {
      email: `${key}-${t.runId}@deletion.example`,
      password: 'Suppression-Compte-Facade-42',
      company: `Façades ${key} ${t.runId}`,
      firstname: 'Marc',
      lastname: 'Peeters',
      phoneNumber: '0470123456',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'fr',
    },
  })
}

const estimate = (professionalUser: number, requestId: string) =>
  payload.create({
    collection: 'estimates',
    overrideAccess: true,
    data: {
      professionalUser,
      status: 'NEW',
      requestId,
      locale: 'fr',
      name: 'Façade arrière',
      street: 'Rue Haute 3',
      postcode: '5000',
      city: 'Namur',
      comment: '<p>Enduit à refaire.</p>',
      projectType: 'RENOVATION',
      size: 80,
      workEndDate: '2027-03-01',
      clientLastname: 'Janssens',
      clientFirstname: 'An',
      contactEmail: `client-${t.runId}@deletion.example`,
    },
  })

describe('deleting a professional', () => {
  it('removes their projects and their copies of quotation requests, and keeps everyone else’s', async () => {
    const leaving = await professional('leaving')
    const staying = await professional('staying')
    const requestId = `req-${t.runId}`
    for (const owner of [leaving, staying]) {
      await payload.create({ collection: 'projects', overrideAccess: true, data: { owner: owner.id, name: 'Maison' } })
      await estimate(owner.id, requestId)
    }
    const sample = await payload.create({
      collection: 'sample-requests',
      overrideAccess: true,
      data: {
        professionalUser: leaving.id,
        sampleType: 'SAMPLE',
        locale: 'fr',
        name: 'Échantillons',
        clientFirstname: 'Marc',
        clientLastname: 'Peeters',
        street: 'Rue Haute 3',
        postcode: '5000',
        city: 'Namur',
        contactEmail: `leaving-${t.runId}@deletion.example`,
        contactPhone: '+32470123456',
        samples: [{ coatingName: 'Enduit minéral', name: 'Ocre', colorCode: 'S-101' }],
      } as never,
    })

    await payload.delete({ collection: 'professional-users', id: leaving.id, overrideAccess: true })

    const count = (collection: 'projects' | 'estimates', field: string, id: number) =>
      payload.count({ collection, overrideAccess: true, where: { [field]: { equals: id } } }).then((r) => r.totalDocs)
    expect(await count('projects', 'owner', leaving.id)).toBe(0)
    expect(await count('estimates', 'professionalUser', leaving.id)).toBe(0)
    expect(await count('projects', 'owner', staying.id)).toBe(1)
    expect(await count('estimates', 'professionalUser', staying.id)).toBe(1)
    // The homeowner's request is still with the other professional.
    const left = await payload.find({
      collection: 'estimates',
      overrideAccess: true,
      where: { requestId: { equals: requestId } },
    })
    expect(
      left.docs.map((d) => (typeof d.professionalUser === 'object' ? d.professionalUser.id : d.professionalUser)),
    ).toEqual([staying.id])
    // Staff's sample order stays, no longer linked to an account.
    const kept = await payload.findByID({
      collection: 'sample-requests',
      id: sample.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(kept.professionalUser ?? null).toBeNull()
  })
})
