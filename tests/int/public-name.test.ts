import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * A company's public name is one field, `company`: after a rename in the dashboard the company page (its title and
 * heading), "Réalisé par"/"Uitgevoerd door" on its references, the quotation wizard's list of professionals and
 * the mails sent afterwards all say the new name, in French and in Dutch. Before, a copied `title` kept the name
 * given at registration everywhere but the dashboard.
 */

let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
const ctx = { disableRevalidate: true }
let proId = ''
let token = ''
let referenceId = 0
let categoryId = ''
let areaId = 0
let systemId = ''
let answers: Array<{ question: string; answer: string }> = []
const email = () => `renamed-${t.runId}@public-name.example`
const clientEmail = () => `client-${t.runId}@public-name.example`
const OLD = () => `Ancien Crépi ${t.runId}`
const NEW = () => `Nouvelles Façades ${t.runId}`

async function gql<T>(query: string, variables: Record<string, unknown>, locale: 'fr' | 'nl' = 'fr', auth = false) {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': locale,
        'x-forwarded-for': `198.51.102.${Math.floor(Math.random() * 250) + 1}`,
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: unknown }> }
}

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  const { seedConfigurator } = await import('@/seed/configurator')
  await seedConfigurator(payload)
  const run = t.runId.toUpperCase()
  const area = await payload.create({
    collection: 'geographic-areas',
    locale: 'fr',
    data: { name: `Zone N ${run}`, code: `N${run}`, type: 'PROVINCE', postalCodesRange: [{ from: 1000, to: 1299 }] },
    context: ctx,
  })
  areaId = area.id
  const category = await payload.create({
    collection: 'work-categories',
    locale: 'fr',
    data: { name: `Crépi N ${run}`, weight: 1000 },
    context: ctx,
  })
  categoryId = String(category.id)
  const { default: sharp } = await import('sharp')
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#b5651d' } })
    .png()
    .toBuffer()
  const image = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: `Chantier ${t.runId}` },
    file: { data: png, mimetype: 'image/png', name: `name-${t.runId}.png`, size: png.length },
  })
  const pro = await payload.create({
    collection: 'professional-users',
    locale: 'fr',
    overrideAccess: true,
    data: {
      company: OLD(),
      firstname: 'Noor',
      lastname: 'Renaud',
      email: email(),
      password: 'Renamed-Company-77',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'nl',
      phoneNumber: '0470123456',
      street: 'Rue du Midi 3',
      postcode: '1000',
      city: 'Bruxelles',
      workCategories: [category.id],
      geographicAreas: [area.id],
      images: [image.id],
      moveForRenovation: true,
    },
    context: ctx,
  })
  proId = String(pro.id)
  const reference = await payload.create({
    collection: 'references',
    locale: 'fr',
    overrideAccess: true,
    data: { title: `Maison ${t.runId}`, slug: `maison-${t.runId}`, professionalUsers: [pro.id], _status: 'published' },
    context: ctx,
  })
  await payload.update({
    collection: 'references',
    id: reference.id,
    locale: 'nl',
    overrideAccess: true,
    data: { title: `Huis ${t.runId}`, slug: `huis-${t.runId}`, _status: 'published' },
    context: ctx,
  })
  referenceId = reference.id
  const { findCatalogue } = await import('@/services/configurator')
  const catalogue = await findCatalogue('fr')
  const system = catalogue.systems[0]
  if (!system) throw new Error('The configurator seed made no system')
  systemId = system.id
  answers = catalogue.questions.flatMap((q) => {
    const a = q.answers.find((x) => system.estimateAnswers.includes(x.id))
    return a ? [{ question: q.id, answer: a.id }] : []
  })

  const login = await payload.login({
    collection: 'professional-users',
    data: { email: email(), password: 'Renamed-Company-77' },
  })
  token = login.token ?? ''
  // The rename, as the dashboard's company form sends it.
  const renamed = await gql<{ updateProfessionalUser: { professionalUser: { company: string; title: string } } }>(
    'mutation ($input: UpdateProfessionalUserInput!) { updateProfessionalUser(input: $input) { professionalUser { company title } } }',
    { input: { company: NEW() } },
    'fr',
    true,
  )
  expect(renamed.errors).toBeUndefined()
  expect(renamed.data?.updateProfessionalUser.professionalUser).toEqual({ company: NEW(), title: NEW() })
}, 180_000)

afterAll(async () => {
  if (t?.isPostgres) {
    await payload.delete({ collection: 'estimates', where: { contactEmail: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'outbox', where: { to: { like: t.runId } } })
    await payload.delete({ collection: 'references', where: { id: { equals: referenceId } }, overrideAccess: true })
    await payload.delete({ collection: 'professional-users', where: { email: { equals: email() } }, context: ctx })
    await payload.delete({ collection: 'work-categories', where: { id: { equals: Number(categoryId) } }, context: ctx })
    await payload.delete({ collection: 'geographic-areas', where: { id: { equals: areaId } }, context: ctx })
  }
  await t?.stop()
})

describe.each(['fr', 'nl'] as const)('a renamed company, in %s', (locale) => {
  it('has its new name on its company page (title and heading)', async () => {
    const { findPublicProfessional } = await import('@/services/directory')
    expect((await findPublicProfessional(proId, locale))?.title).toBe(NEW())
    const answer = await gql<{ professionalUser: { title: string } | null }>(
      'query ($id: ID!) { professionalUser(id: $id) { title } }',
      { id: proId },
      locale,
    )
    expect(answer.data?.professionalUser?.title).toBe(NEW())
  })

  it('is the company that did its references', async () => {
    const { findReferenceDetails } = await import('@/services/content/references')
    expect((await findReferenceDetails(referenceId, locale))?.company?.title).toBe(NEW())
  })

  it('is listed under its new name in the quotation wizard', async () => {
    const answer = await gql<{ estimateProfessionals: { items: Array<{ id: string; title: string }> } }>(
      'query ($input: MatchingProjectInput!) { estimateProfessionals(input: $input) { items { id title } } }',
      { input: { postcode: '1050', workCategories: [categoryId], projectType: 'RENOVATION', size: 100 } },
      locale,
    )
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.estimateProfessionals.items.find((p) => p.id === proId)?.title).toBe(NEW())
  })

  it('is named by its new name in the mails of a request sent afterwards', async () => {
    const name = `Façade ${locale} ${t.runId}`
    const answer = await gql(
      'mutation ($input: CreateEstimateInput!) { createEstimate(input: $input) { requestId } }',
      {
        input: {
          clientLastname: 'Dubois',
          clientFirstname: 'Claire',
          contactEmail: clientEmail(),
          contactPhone: '',
          name,
          street: 'Rue des Tilleuls 12',
          postcode: '1050',
          city: 'Ixelles',
          comment: '<p>Crépi fissuré.</p>',
          workCategories: [categoryId],
          projectType: 'RENOVATION',
          size: 100,
          workEndDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          images: [],
          estimateAnswers: answers,
          estimateSystem: systemId,
          professionals: [proId],
          uploadKey: `visitor-key-${t.runId}-${locale}-0123456789abcdef0123456789`,
          website: '',
        },
      },
      locale,
    )
    expect(answer.errors).toBeUndefined()
    const mails = await payload.find({
      collection: 'outbox',
      where: { or: [{ to: { equals: email() } }, { to: { equals: clientEmail() } }] },
      pagination: false,
    })
    const texts = mails.docs.filter((m) => m.subject?.includes(name)).map((m) => m.text ?? '')
    expect(texts).toHaveLength(2)
    for (const text of texts) {
      expect(text).toContain(NEW())
      expect(text).not.toContain(OLD())
    }
  })
})
