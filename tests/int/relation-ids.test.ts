import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * Issue 22 (attacker's trial): a relation id no document has, given to a mutation, answered INTERNAL_SERVER_ERROR
 * after part of the save was written (an orphan published reference, a renamed project without its solutions, a
 * professional without work categories). Every mutation that takes relation ids must answer NOT_FOUND on the
 * field, and leave what is stored as it was. Through the real GraphQL route, on SQLite or DATABASE_URL's PostgreSQL.
 */

const UNKNOWN = '999999'
const PASSWORD = 'Ardoise-Crepi-Lumiere-2026'

let t: TestPayload
let payload: Payload
let run = ''
let graphqlPost: (request: Request) => Promise<Response>
let ipSequence = 0

const fx = {
  areaId: '',
  categoryId: '',
  userId: '',
  email: '',
  token: '',
  systemId: '',
  answers: [] as Array<{ question: string; answer: string }>,
  solution: {} as Record<string, unknown>,
  referenceId: '',
  projectId: '',
}

interface Answer {
  data?: Record<string, unknown> | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

async function gql(query: string, variables: Record<string, unknown>, signedIn = true): Promise<Answer> {
  ipSequence += 1
  const response = await graphqlPost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': 'fr',
        'x-forwarded-for': `198.19.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`,
        ...(signedIn ? { authorization: `Bearer ${fx.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  const answer = (await response.json()) as Answer
  expect(response.status, JSON.stringify(answer.errors)).toBeLessThan(500)
  return answer
}

/** A nested value of an answer's data. */
const dig = (answer: Answer, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    answer.data,
  )

/** The refusal every case expects: NOT_FOUND, on the field named. */
function expectNotFound(answer: Answer, field: string): void {
  expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe('NOT_FOUND')
  expect(answer.errors?.[0]?.extensions?.fields).toEqual({ [field]: 'NOT_FOUND' })
}

const CREATE_REFERENCE = `mutation ($input: CreateReferenceInput!) { createReference(input: $input) { reference { id } } }`
const UPDATE_REFERENCE = `mutation ($input: UpdateReferenceInput!) { updateReference(input: $input) { reference { id } } }`
const UPDATE_PROFILE = `mutation ($input: UpdateProfessionalUserInput!) {
  updateProfessionalUser(input: $input) { professionalUser { id company } } }`
const CREATE_PROJECT = `mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }`
const UPDATE_PROJECT = `mutation ($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }`
const CREATE_ESTIMATE = `mutation ($input: CreateEstimateInput!) { createEstimate(input: $input) { estimateIds } }`
const REGISTER = `mutation ($input: CreateProfessionalUserInput!) {
  createProfessionalUser(input: $input) { professionalUser { id } } }`

const reference = (title: string, extra: Record<string, unknown> = {}) => ({
  titleFr: title,
  titleNl: '',
  descriptionFr: 'Isolation par l’extérieur et enduit minéral.',
  descriptionNl: '',
  workCategories: [fx.categoryId],
  ctas: [],
  involvedParties: [],
  ...extra,
})

const project = (name: string, solution: Record<string, unknown> = {}) => ({
  name,
  contacts: [{ streetLine: 'Rue Haute 12', postalCode: '1050', locality: 'Ixelles' }],
  solutions: [{ ...fx.solution, ...solution }],
})

function quotation(extra: Record<string, unknown> = {}) {
  return {
    clientLastname: 'Dubois',
    clientFirstname: 'Claire',
    contactEmail: `client-${run}@relids.example`,
    contactPhone: '',
    name: `Façade ${run}`,
    street: 'Rue des Tilleuls 12',
    postcode: '1050',
    city: 'Ixelles',
    comment: '<p>Crépi fissuré.</p>',
    workCategories: [fx.categoryId],
    projectType: 'RENOVATION',
    size: 120,
    workEndDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    images: [],
    estimateAnswers: fx.answers,
    estimateSystem: fx.systemId,
    professionals: [fx.userId],
    uploadKey: `relids-${run}-0123456789abcdef0123456789`,
    website: '',
    ...extra,
  }
}

async function storedProfile() {
  const doc = await payload.findByID({ collection: 'professional-users', id: fx.userId, depth: 0 })
  const ids = (v: unknown) => (Array.isArray(v) ? v.map((x) => String(typeof x === 'object' ? x.id : x)) : [])
  return { company: doc.company, workCategories: ids(doc.workCategories), geographicAreas: ids(doc.geographicAreas) }
}

async function storedReference(id: string) {
  const doc = await payload.findByID({ collection: 'references', id, depth: 0, locale: 'all', draft: false })
  const title = doc.title as unknown as Record<string, string>
  return { titleFr: title.fr, titleNl: title.nl, owners: (doc.professionalUsers ?? []).map(String) }
}

async function storedProject() {
  const doc = await payload.findByID({ collection: 'projects', id: fx.projectId, depth: 0 })
  return { name: doc.name, solutions: (doc.solutions ?? []).map((s) => [String(s.estimateSystem), s.answers]) }
}

const countWhere = async (collection: 'references' | 'projects' | 'estimates', field: string, value: string) =>
  (await payload.count({ collection, where: { [field]: { like: value } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  process.env.LOG_LEVEL ??= 'error'
  t = await startTestPayload()
  payload = t.payload
  run = t.runId
  ;({ POST: graphqlPost } = await import('@/app/api/graphql/route'))
  const { seedConfigurator } = await import('@/seed/configurator')
  await seedConfigurator(payload)

  const area = await payload.create({
    collection: 'geographic-areas',
    locale: 'fr',
    data: {
      name: `Zone R ${run}`,
      code: `R${run.toUpperCase()}`,
      type: 'PROVINCE',
      postalCodesRange: [{ from: 1000, to: 1299 }],
    },
  })
  fx.areaId = String(area.id)
  const category = await payload.create({
    collection: 'work-categories',
    locale: 'fr',
    data: { name: `Relids ${run}` },
  })
  fx.categoryId = String(category.id)
  fx.email = `relids-${run}@relids.example`
  const user = await payload.create({
    collection: 'professional-users',
    locale: 'fr',
    overrideAccess: true,
    data: {
      email: fx.email,
      password: PASSWORD,
      company: `Partial Write ${run}`,
      firstname: 'Pro',
      lastname: 'B',
      phoneNumber: '0470123456',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'fr',
      street: 'Rue du Test 1',
      postcode: '1050',
      city: 'Ixelles',
      workCategories: [category.id],
      geographicAreas: [area.id],
      moveForRenovation: true,
      moveForNewConstruction: true,
      isVisible: true,
    },
  })
  fx.userId = String(user.id)
  fx.token =
    (await payload.login({ collection: 'professional-users', data: { email: fx.email, password: PASSWORD } })).token ??
    ''

  const { findCatalogue } = await import('@/services/configurator')
  const catalogue = await findCatalogue('fr')
  const system = catalogue.systems.find((s) => s.name.startsWith('Murelia Therm EPS')) ?? catalogue.systems[0]
  if (!system) throw new Error('The configurator seed is missing')
  fx.systemId = system.id
  fx.answers = catalogue.questions.flatMap((q) => {
    const a = q.answers.find((x) => system.estimateAnswers.includes(x.id))
    return a ? [{ question: q.id, answer: a.id }] : []
  })
  const layer = system.systemLayers[0]
  const product = catalogue.layers.find((l) => l.id === layer?.layer)?.layerProducts[0]?.product
  fx.solution = {
    estimateSystem: system.id,
    answers: system.estimateAnswers.slice(0, 1),
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
    preferences: layer && product ? [{ systemLayer: layer.id, product }] : [],
  }

  const created = await gql(CREATE_REFERENCE, { input: reference(`Référence ${run}`) })
  fx.referenceId = String(dig(created, 'createReference', 'reference', 'id'))
  const saved = await gql(CREATE_PROJECT, { input: project(`Maison ${run}`) })
  fx.projectId = String(dig(saved, 'createProject', 'project', 'id'))
})

afterAll(async () => {
  await t?.stop()
})

describe('references', () => {
  it('creates nothing for an unknown work category or product', async () => {
    expectNotFound(
      await gql(CREATE_REFERENCE, { input: reference(`W999 ${run}`, { workCategories: [UNKNOWN] }) }),
      'workCategories',
    )
    expectNotFound(
      await gql(CREATE_REFERENCE, { input: reference(`P999 ${run}`, { productsUsed: [UNKNOWN] }) }),
      'productsUsed',
    )
    expect(await countWhere('references', 'title', `W999 ${run}`)).toBe(0)
    expect(await countWhere('references', 'title', `P999 ${run}`)).toBe(0)
  })

  it('creates nothing for an image that is not the professional’s (unknown ones alike: ACCESS_DENIED)', async () => {
    const answer = await gql(CREATE_REFERENCE, { input: reference(`M999 ${run}`, { heroImage: UNKNOWN }) })
    expect(answer.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
    expect(await countWhere('references', 'title', `M999 ${run}`)).toBe(0)
  })

  it('changes nothing of an existing reference for an unknown work category', async () => {
    const before = await storedReference(fx.referenceId)
    expectNotFound(
      await gql(UPDATE_REFERENCE, {
        input: { id: fx.referenceId, ...reference(`Renamed ${run}`, { titleNl: 'x', workCategories: [UNKNOWN] }) },
      }),
      'workCategories',
    )
    expect(await storedReference(fx.referenceId)).toEqual(before)
    const own = await gql('{ ownReferences { id } }', {})
    expect(((dig(own, 'ownReferences') ?? []) as Array<{ id: string }>).map((r) => r.id)).toContain(fx.referenceId)
  })
})

describe('the professional’s profile', () => {
  it('keeps the company, categories and areas for an unknown work category or area', async () => {
    const before = await storedProfile()
    expect(before.workCategories).toEqual([fx.categoryId])
    expectNotFound(
      await gql(UPDATE_PROFILE, { input: { company: `Renamed ${run}`, workCategories: [UNKNOWN] } }),
      'workCategories',
    )
    expectNotFound(
      await gql(UPDATE_PROFILE, { input: { company: `Renamed ${run}`, geographicAreas: [UNKNOWN] } }),
      'geographicAreas',
    )
    expect(await storedProfile()).toEqual(before)
  })

  it('registers nobody with an unknown area', async () => {
    const email = `new-${run}@relids.example`
    const answer = await gql(
      REGISTER,
      {
        input: {
          role: 'PROFESSIONAL_FACADIER_PROFILE',
          language: 'fr',
          lastname: 'Peeters',
          firstname: 'Jan',
          company: `Nouveau ${run}`,
          vATNumber: '0417497106',
          street: 'Rue Haute 1',
          postcode: '1050',
          city: 'Ixelles',
          phoneNumber: '0470 12 34 56',
          officePhoneNumber: '',
          email,
          geographicAreas: [UNKNOWN],
          password: 'Nouvelle-Facade-Grise-2031',
          passwordConfirmation: 'Nouvelle-Facade-Grise-2031',
          acceptTermsAndConditions: true,
          acceptMarketing: false,
        },
      },
      false,
    )
    expectNotFound(answer, 'geographicAreas')
    const { totalDocs } = await payload.count({ collection: 'professional-users', where: { email: { equals: email } } })
    expect(totalDocs).toBe(0)
  })
})

describe('configurator projects', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['an unknown system', { estimateSystem: UNKNOWN }, 'solutions.0.estimateSystem'],
    ['an unknown answer', { answers: [UNKNOWN] }, 'solutions.0.answers.0'],
    [
      'an unknown system layer',
      { preferences: [{ systemLayer: UNKNOWN, product: null }] },
      'solutions.0.preferences.0.systemLayer',
    ],
  ]

  it.each(cases)('keeps the project’s name and solutions for %s', async (_name, solution, field) => {
    const before = await storedProject()
    expect(before.solutions).toHaveLength(1)
    expectNotFound(
      await gql(UPDATE_PROJECT, { input: { id: fx.projectId, ...project(`Renamed ${run}`, solution) } }),
      field,
    )
    expect(await storedProject()).toEqual(before)
  })

  it('refuses a preference for a product the layer does not offer', async () => {
    const preferences = fx.solution.preferences as Array<{ systemLayer: string }>
    if (!preferences[0]) return
    const before = await storedProject()
    expectNotFound(
      await gql(UPDATE_PROJECT, {
        input: {
          id: fx.projectId,
          ...project(`Renamed ${run}`, {
            preferences: [{ systemLayer: preferences[0].systemLayer, product: UNKNOWN }],
          }),
        },
      }),
      'solutions.0.preferences.0.product',
    )
    expect(await storedProject()).toEqual(before)
  })

  it('creates no project for an unknown system or coating', async () => {
    expectNotFound(
      await gql(CREATE_PROJECT, { input: project(`Empty ${run}`, { estimateSystem: UNKNOWN }) }),
      'solutions.0.estimateSystem',
    )
    const sample = {
      name: 'x',
      coatingName: 'x',
      colorCategoryName: 'x',
      colorCode: 'x',
      lightIntensity: 50,
      colorHex: '#ffffff',
      coating: UNKNOWN,
      rangeCode: 'x',
    }
    expectNotFound(
      await gql(CREATE_PROJECT, { input: project(`Empty ${run}`, { sample }) }),
      'solutions.0.sample.coating',
    )
    expect(await countWhere('projects', 'name', `Empty ${run}`)).toBe(0)
  })
})

describe('quotation requests', () => {
  const cases: Array<[string, () => Record<string, unknown>, string]> = [
    ['system', () => ({ estimateSystem: UNKNOWN }), 'estimateSystem'],
    [
      'answer',
      () => ({ estimateAnswers: [{ question: fx.answers[0]?.question, answer: UNKNOWN }] }),
      'estimateAnswers',
    ],
    [
      'question',
      () => ({ estimateAnswers: [...fx.answers, { question: UNKNOWN, answer: UNKNOWN }] }),
      'estimateAnswers',
    ],
    ['work category', () => ({ workCategories: [fx.categoryId, UNKNOWN] }), 'workCategories'],
    ['professional', () => ({ professionals: [fx.userId, UNKNOWN] }), 'professionals'],
  ]

  it.each(cases)('stores nothing for an unknown %s', async (_name, extra, field) => {
    const before = await countWhere('estimates', 'name', `Façade ${run}`)
    expectNotFound(await gql(CREATE_ESTIMATE, { input: quotation(extra()) }, false), field)
    expect(await countWhere('estimates', 'name', `Façade ${run}`)).toBe(before)
  })

  it('still sends a valid request (the cases above fail on their id alone)', async () => {
    const answer = await gql(CREATE_ESTIMATE, { input: quotation() }, false)
    expect(answer.errors).toBeUndefined()
    expect(await countWhere('estimates', 'name', `Façade ${run}`)).toBe(1)
  })
})
