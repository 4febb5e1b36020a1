import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'
import { type UploadAnswer, uploadRequest } from './helpers/quotation'

/**
 * Issue 22, an attacker's black-box trial of /api/graphql: unbounded addresses, zod's sentences answered as error
 * codes, repeated ids stored, huge images decoded, a missing media file answering 500, configurator colours stored
 * as the browser sent them. Through the GraphQL route and Payload's REST route, as Next calls them.
 */

interface GraphQLBody<T> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

type RestGet = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
let restGet: RestGet
let isErrorCode: (value: unknown) => boolean
let token = ''
let categoryId = ''
const HUGE = 'a'.repeat(100_000)

async function gql<T>(query: string, variables: Record<string, unknown> = {}, signedIn = true) {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': 'fr',
        'x-forwarded-for': `10.22.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as GraphQLBody<T>
}

/** Every code of an answer, `extensions.code` and each of `extensions.fields`. */
function codesOf(body: GraphQLBody<unknown>): string[] {
  return (body.errors ?? []).flatMap((e) => [
    String(e.extensions?.code),
    ...Object.values(e.extensions?.fields ?? {}).map(String),
  ])
}

const UPDATE_USER = `mutation ($input: UpdateProfessionalUserInput!) {
  updateProfessionalUser(input: $input) { professionalUser { id website workCategories minimalRenovationSize } }
}`
const CREATE_REFERENCE = `mutation ($input: CreateReferenceInput!) { createReference(input: $input) { reference { id } } }`
const CREATE_PROJECT = `mutation ($input: CreateProjectInput!) {
  createProject(input: $input) { project { id solutions { sample { name coatingName colorCategoryName colorCode
    lightIntensity colorHex rangeCode } facades { shape perimeter { type value } } } } }
}`
const CREATE_ESTIMATE = `mutation ($input: CreateEstimateInput!) { createEstimate(input: $input) { estimateIds } }`
const CONTACT = `mutation ($input: CreateContactRequestInput!) { createContactRequest(input: $input) { id } }`

interface Shade {
  coating: string
  rangeCode: string
  colorCode: string
  name: string
  coatingName: string
  colorCategoryName: string
  colorHex: string
  lightIntensity: number
}
let shade: Shade
let systemId = ''

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  ;({ GET: restGet } = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as { GET: RestGet })
  ;({ isErrorCode } = await import('@/domain/errors'))
  const { seedConfigurator } = await import('@/seed/configurator')
  await seedConfigurator(payload)
  const email = `bounds.${t.runId}@bounds.example`
  const password = 'Taloche-Brique-2026x'
  await payload.create({
    collection: 'professional-users',
    overrideAccess: true,
    data: {
      email,
      password,
      company: `Bounds Façades ${t.runId}`,
      firstname: 'Bea',
      lastname: 'Test',
      phoneNumber: '0470123456',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'fr',
    },
  })
  token = (await payload.login({ collection: 'professional-users', data: { email, password } })).token ?? ''
  const category = await payload.create({ collection: 'work-categories', data: { name: `Crépi ${t.runId}` } })
  categoryId = String(category.id)

  const { findCatalogue } = await import('@/services/configurator')
  const catalogue = await findCatalogue('fr')
  const coating = catalogue.coatings[0]
  const category0 = coating?.colorCategories[0]
  const range = category0?.colorRanges[0]
  const colour = range?.colorShades[0]
  if (!coating || !category0 || !range || !colour) throw new Error('demo colours missing')
  shade = {
    coating: coating.id,
    rangeCode: range.code,
    colorCode: colour.code,
    name: `${coating.name} ${colour.code}`,
    coatingName: coating.name,
    colorCategoryName: category0.name,
    colorHex: colour.colorHex,
    lightIntensity: colour.lightIntensity,
  }
  systemId = catalogue.systems[0]?.id ?? ''
})

afterAll(async () => {
  if (payload) {
    await payload.delete({ collection: 'projects', where: { name: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'professional-users', where: { email: { like: t.runId } } })
  }
  await t?.stop()
})

const project = (over: Record<string, unknown> = {}, solution: Record<string, unknown> = {}) => ({
  name: `Maison ${t.runId}`,
  contacts: [{ streetLine: 'Rue Haute 12', postalCode: '1000', locality: 'Bruxelles' }],
  solutions: [
    {
      estimateSystem: systemId,
      facades: [
        {
          shape: 'RECTANGLE',
          perimeter: [
            { type: 'BASE', value: 10 },
            { type: 'HEIGHT', value: 6 },
          ],
          openingFacades: [],
        },
      ],
      ...solution,
    },
  ],
  ...over,
})

describe('every code the API answers is in the catalogue', () => {
  it('for hostile inputs of every kind of mutation', async () => {
    const calls: Array<[string, string, Record<string, unknown>, boolean]> = [
      ['profile: long description', UPDATE_USER, { input: { description: 'x'.repeat(5001) } }, true],
      [
        'profile: six social links',
        UPDATE_USER,
        {
          input: {
            professionalUserSocialNetworks: Array.from({ length: 6 }, () => ({
              socialNetwork: 'facebook',
              path: 'https://facebook.com/x',
            })),
          },
        },
        true,
      ],
      ['profile: negative surface', UPDATE_USER, { input: { minimalRenovationSize: -1 } }, true],
      [
        'reference: six links, eleven parties',
        CREATE_REFERENCE,
        {
          input: {
            titleFr: 'Titre',
            descriptionFr: 'Texte',
            ctas: Array.from({ length: 6 }, () => ({ title: 'x', link: 'https://example.be' })),
            involvedParties: Array.from({ length: 11 }, () => ({ firstname: 'a' })),
          },
        },
        true,
      ],
      ['project: huge name', CREATE_PROJECT, { input: project({ name: HUGE }) }, true],
      ['project: huge street', CREATE_PROJECT, { input: project({ contacts: [{ streetLine: HUGE }] }) }, true],
      ['estimate: huge name and street', CREATE_ESTIMATE, { input: { name: HUGE, street: HUGE, size: -1 } }, false],
      ['contact: huge message', CONTACT, { input: { name: HUGE, message: HUGE, profile: 'hacker' } }, false],
    ]
    for (const [label, query, variables, signedIn] of calls) {
      const answer = await gql(query, variables, signedIn)
      const codes = codesOf(answer)
      expect(codes.length, label).toBeGreaterThan(0)
      for (const code of codes) expect(isErrorCode(code), `${label}: ${code}`).toBe(true)
    }
  })

  it('answers TOO_LONG and TOO_MANY_ITEMS for bounds, not zod’s sentences or BAD_REQUEST', async () => {
    const description = await gql(UPDATE_USER, { input: { description: 'x'.repeat(5001) } })
    expect(description.errors?.[0]?.extensions?.code).toBe('TOO_LONG')
    const links = await gql(CREATE_REFERENCE, {
      input: {
        titleFr: 'Titre',
        descriptionFr: 'Texte',
        ctas: Array.from({ length: 6 }, () => ({ title: 'x', link: 'https://example.be' })),
      },
    })
    expect(links.errors?.[0]?.extensions?.fields).toEqual({ ctas: 'TOO_MANY_ITEMS' })
    const name = await gql(CREATE_PROJECT, { input: project({ name: HUGE }) })
    expect(name.errors?.[0]?.extensions?.code).toBe('TOO_LONG')
    const street = await gql(CREATE_PROJECT, { input: project({ contacts: [{ streetLine: HUGE }] }) })
    expect(street.errors?.[0]?.extensions?.fields).toEqual({ 'contacts.0.streetLine': 'TOO_LONG' })
  })
})

describe('a professional profile', () => {
  it('refuses a website or a social link over 2 048 characters', async () => {
    const long = `https://example.be/${'a'.repeat(100_000)}`
    const website = await gql(UPDATE_USER, { input: { website: long } })
    expect(website.errors?.[0]?.extensions?.fields).toEqual({ website: 'TOO_LONG' })
    const social = await gql(UPDATE_USER, {
      input: { professionalUserSocialNetworks: [{ socialNetwork: 'linkedin', path: long }] },
    })
    expect(social.errors?.[0]?.extensions?.fields).toEqual({ 'professionalUserSocialNetworks.0.path': 'TOO_LONG' })
    const fits = await gql<{ updateProfessionalUser: { professionalUser: { website: string } } }>(UPDATE_USER, {
      input: { website: 'https://example.be/atelier' },
    })
    expect(fits.errors).toBeUndefined()
  })

  it('stores a work category named three times once, and surfaces in whole m²', async () => {
    const answer = await gql<{ updateProfessionalUser: { professionalUser: { workCategories: string[] } } }>(
      UPDATE_USER,
      { input: { workCategories: [categoryId, categoryId, categoryId] } },
    )
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.updateProfessionalUser.professionalUser.workCategories).toEqual([categoryId])
    const half = await gql(UPDATE_USER, { input: { minimalRenovationSize: 0.5 } })
    expect(half.errors?.[0]?.extensions?.fields).toEqual({ minimalRenovationSize: 'NOT_WHOLE_NUMBER' })
  })
})

describe('a configurator project', () => {
  type Created = {
    createProject: {
      project: { solutions: Array<{ sample: Shade | null; facades: Array<{ perimeter: unknown[] }> }> }
    }
  }

  it('stores the colour as the catalogue has it, whatever names and LRV were sent', async () => {
    const sent = { ...shade, name: 'Pirate', coatingName: 'Faux', colorCategoryName: 'Faux', lightIntensity: 99 }
    const answer = await gql<Created>(CREATE_PROJECT, { input: project({}, { sample: sent }) })
    expect(answer.errors).toBeUndefined()
    const { coating: _coating, ...expected } = shade
    expect(answer.data?.createProject.project.solutions[0]?.sample).toEqual(expected)
    const stored = await payload.find({ collection: 'projects', where: { name: { equals: `Maison ${t.runId}` } } })
    const row = stored.docs.at(-1)?.solutions?.[0]?.sample
    expect(row).toMatchObject({
      name: shade.name,
      coatingName: shade.coatingName,
      lightIntensity: shade.lightIntensity,
    })
  })

  it('refuses an unknown shade, a length of 5e-324 m, a square with a HEIGHT and an empty contact list', async () => {
    const unknown = await gql(CREATE_PROJECT, {
      input: project({}, { sample: { ...shade, colorCode: 'NOPE 999' } }),
    })
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'UNKNOWN_FINISH',
      fields: { 'solutions.0.sample': 'UNKNOWN_FINISH' },
    })
    const tiny = await gql(CREATE_PROJECT, {
      input: project(
        {},
        {
          facades: [
            {
              shape: 'RECTANGLE',
              perimeter: [
                { type: 'BASE', value: 5e-324 },
                { type: 'HEIGHT', value: 3 },
              ],
            },
          ],
        },
      ),
    })
    expect(tiny.errors?.[0]?.extensions?.code).toBe('DIMENSION_OUT_OF_RANGE')
    const square = await gql(CREATE_PROJECT, {
      input: project(
        {},
        {
          facades: [
            {
              shape: 'SQUARE',
              perimeter: [
                { type: 'BASE', value: 5 },
                { type: 'HEIGHT', value: 40 },
              ],
            },
          ],
        },
      ),
    })
    expect(square.errors?.[0]?.extensions?.fields).toEqual({ 'solutions.0.facades.0.perimeter.HEIGHT': 'BAD_REQUEST' })
    const noContact = await gql(CREATE_PROJECT, { input: project({ contacts: [] }) })
    expect(noContact.errors?.[0]?.extensions?.fields).toEqual({ contacts: 'IS_REQUIRED' })
  })
})

describe('uploads', () => {
  it('refuse a 10 000 × 10 000 picture from its header with FILE_TOO_LARGE, before decoding it', async () => {
    const data = new Uint8Array(
      await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    )
    expect(data.byteLength).toBeLessThan(2 * 1024 * 1024)
    const started = Date.now()
    const response = await handlePost(
      uploadRequest([{ name: 'huge.jpg', data }], { uploadKey: `k${t.runId}`.padEnd(40, 'x'), ip: '10.22.1.1' }),
    )
    const answer = (await response.json()) as UploadAnswer
    expect(answer.errors?.[0]?.extensions?.code).toBe('FILE_TOO_LARGE')
    expect(Date.now() - started).toBeLessThan(1500)
  })
})

describe('media files', () => {
  it('answer 404 for a file that does not exist', async () => {
    const name = `nonexistent-${t.runId}.webp`
    const response = await restGet(new Request(`http://localhost:3000/api/media/file/${name}`), {
      params: Promise.resolve({ slug: ['media', 'file', name] }),
    })
    expect(response.status).toBe(404)
  })
})
