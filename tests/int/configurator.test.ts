import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../helpers/pdf-text'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * The configurator through the public GraphQL endpoint: the demo catalogue, saved projects visible to their
 * owner only, the PDF behind downloadDocumentsProject and the e-mail with the PDF attached.
 */

interface GraphQLBody<T> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
let downloadGet: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>
const tokens: Record<'alice' | 'bob', string> = { alice: '', bob: '' }

async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  who?: 'alice' | 'bob',
  locale = 'fr',
  // The client's address, as scripts/server.js writes it for the route.
  address = '198.51.100.20',
) {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': locale,
        'x-forwarded-for': address,
        ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as GraphQLBody<T>
}

async function professional(name: 'alice' | 'bob') {
  const email = `${name}.${t.runId}@configurator.example`
  const password = 'Taloche-Brique-2026x'
  await payload.create({
    collection: 'professional-users',
    overrideAccess: true,
    data: {
      email,
      password,
      company: `${name} Façades ${t.runId}`,
      firstname: name,
      lastname: 'Test',
      phoneNumber: '0470123456',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'fr',
    },
  })
  const { token } = await payload.login({ collection: 'professional-users', data: { email, password } })
  tokens[name] = token ?? ''
}

const CATALOGUE = `query ($locale: Locale) {
  estimateQuestions(locale: $locale) { id name answers { id name } }
  estimateSystems(locale: $locale) {
    id name description estimateAnswers { id name }
    systemLayers { id required finish minLightReflectance layer { id name layerProducts { product { id code } layerProductAssociates { code } } } }
  }
  layers(locale: $locale) { id internalName layerProducts { product { code kind packagingUnit unitsPerPallet demoValues } } }
  coatings(locale: $locale) { id code name colorCategories { name colorRanges { code name colorShades { code colorHex lightIntensity } } } }
  estimateSteps(locale: $locale) { id name instruction }
}`

interface CatalogueData {
  estimateQuestions: Array<{ id: string; name: string; answers: Array<{ id: string; name: string }> }>
  estimateSystems: Array<{
    id: string
    name: string
    estimateAnswers: Array<{ id: string }>
    systemLayers: Array<{ id: string; finish: boolean; minLightReflectance: number | null; layer: { name: string } }>
  }>
  layers: Array<{ internalName: string; layerProducts: Array<{ product: { code: string; demoValues: boolean } }> }>
  coatings: Array<{
    id: string
    code: string
    colorCategories: Array<{
      colorRanges: Array<{
        code: string
        colorShades: Array<{ code: string; colorHex: string; lightIntensity: number }>
      }>
    }>
  }>
  estimateSteps: Array<{ name: string }>
}

const PROJECT_FIELDS = `id name createdAt contact { streetLine postalCode locality }
  solutions { id estimateSystem { id name } sample { colorCode coating } preferences { systemLayer product }
    facades { id shape perimeter { type value } openingFacades { kind perimeter { type value } } }
    docket { area baseLength openingsPerimeter lines { code quantity unit pallets } } }`

let catalogue: CatalogueData

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  ;({ GET: downloadGet } = await import('@/app/api/configurator/documents/[id]/route'))
  const { seedConfigurator } = await import('@/seed/configurator')
  await seedConfigurator(payload)
  await professional('alice')
  await professional('bob')
})

afterAll(async () => {
  if (payload) {
    await payload.delete({ collection: 'projects', where: { name: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'outbox', where: { to: { like: t.runId } } })
    await payload.delete({ collection: 'professional-users', where: { email: { like: t.runId } } })
  }
  await t?.stop()
})

describe('demo catalogue', () => {
  it('is seeded once', async () => {
    const { seedConfigurator } = await import('@/seed/configurator')
    expect(await seedConfigurator(payload)).toBe(0)
    expect((await payload.count({ collection: 'estimate-systems' })).totalDocs).toBeGreaterThanOrEqual(4)
  })

  it('answers questions, systems with their layers and products, and coatings, in French and Dutch', async () => {
    const fr = await gql<CatalogueData>(CATALOGUE, { locale: 'fr' })
    expect(fr.errors).toBeUndefined()
    catalogue = fr.data as CatalogueData
    expect(catalogue.estimateQuestions.map((q) => q.name)).toContain('Quel est le support ?')
    const eps = catalogue.estimateSystems.find((s) => s.name.startsWith('Murelia Therm EPS'))
    expect(eps?.systemLayers.map((l) => l.layer.name)).toEqual([
      'Profil de départ',
      'Collage',
      'Isolant EPS',
      'Armature',
      'Primaire',
      'Finition',
    ])
    expect(eps?.systemLayers.find((l) => l.finish)?.minLightReflectance).toBe(20)
    expect(catalogue.layers.flatMap((l) => l.layerProducts).every((lp) => lp.product.demoValues)).toBe(true)
    const shades = catalogue.coatings.flatMap((c) => c.colorCategories.flatMap((cat) => cat.colorRanges))
    expect(shades.every((r) => r.colorShades.length >= 10 && r.colorShades.length <= 20)).toBe(true)
    expect(catalogue.estimateSteps.length).toBeGreaterThanOrEqual(4)

    const nl = await gql<CatalogueData>(CATALOGUE, { locale: 'nl' })
    expect(nl.data?.estimateQuestions.map((q) => q.name)).toContain('Wat is de ondergrond?')
    expect(nl.data?.estimateSystems.map((s) => s.name)).toContain('Gevelpleister op metselwerk')
  })
})

describe('the types of work of a system (issue 22)', () => {
  it('are stored on the system and read with the catalogue, so a quotation for it starts with them ticked', async () => {
    // The trial's configurator → quotation handoff left "type of work" empty: a system now names its categories.
    const { findCatalogue } = await import('@/services/configurator')
    const { categoriesForSystem } = await import('@/components/configurator/quotation-handoff')
    const read = await findCatalogue('fr')
    const eps = read.systems.find((s) => s.name.startsWith('Murelia Therm EPS'))
    const { docs } = await payload.find({ collection: 'work-categories', locale: 'fr', limit: 100, depth: 0 })
    const etics = docs.find((d) => d.name === 'Isolation de façade par l’extérieur')
    expect(etics).toBeDefined()
    expect(eps?.workCategories).toEqual([String(etics?.id)])
    const offered = docs.map((d) => ({ id: String(d.id) }))
    expect(categoriesForSystem(read, eps?.id ?? null, offered)).toEqual([String(etics?.id)])
  })
})

describe('projects', () => {
  let projectId = ''

  const eps = () => {
    const system = catalogue.estimateSystems.find((s) => s.name.startsWith('Murelia Therm EPS'))
    if (!system) throw new Error('demo system missing')
    return system
  }
  const shade = () => {
    const coating = catalogue.coatings.find((c) => c.code === 'MT-MIN-20')
    const range = coating?.colorCategories[0]?.colorRanges.find((r) => r.code === 'M-OC')
    const colour = range?.colorShades[0]
    if (!coating || !range || !colour) throw new Error('demo colours missing')
    return {
      name: `Minéral ${colour.code}`,
      coatingName: 'Enduit minéral frotté 2 mm',
      colorCategoryName: 'Collection Murelia',
      colorCode: colour.code,
      lightIntensity: colour.lightIntensity,
      colorHex: colour.colorHex,
      coating: coating.id,
      rangeCode: range.code,
    }
  }
  const input = () => ({
    name: `Maison Dupont ${t.runId}`,
    contacts: [{ streetLine: 'Rue Haute 12', postalCode: '1000', locality: 'Bruxelles' }],
    solutions: [
      {
        estimateSystem: eps().id,
        answers: eps()
          .estimateAnswers.slice(0, 1)
          .map((a) => a.id),
        sample: shade(),
        facades: [
          {
            shape: 'RECTANGLE',
            perimeter: [
              { type: 'BASE', value: 10 },
              { type: 'HEIGHT', value: 6 },
            ],
            openingFacades: [
              {
                kind: 'WINDOW',
                perimeter: [
                  { type: 'WIDTH', value: 1.2 },
                  { type: 'HEIGHT', value: 1.5 },
                ],
              },
              {
                kind: 'DOOR',
                perimeter: [
                  { type: 'WIDTH', value: 1 },
                  { type: 'HEIGHT', value: 2.2 },
                ],
              },
            ],
          },
        ],
        preferences: [],
      },
    ],
  })

  it('a professional creates a project and gets its docket', async () => {
    const created = await gql<{
      createProject: {
        project: {
          id: string
          solutions: Array<{ docket: { area: number; lines: Array<{ code: string; quantity: number; unit: string }> } }>
        }
      }
    }>(
      `mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { ${PROJECT_FIELDS} } } }`,
      { input: input() },
      'alice',
    )
    expect(created.errors).toBeUndefined()
    const project = created.data?.createProject.project
    projectId = project?.id ?? ''
    const docket = project?.solutions[0]?.docket
    expect(docket?.area).toBeCloseTo(56, 6)
    // The worked example of the unit tests, now through the database: 20 packets of EPS, 8 bags of render.
    expect(docket?.lines.find((l) => l.code === 'MT-EPS-120')).toMatchObject({ quantity: 20, unit: 'PACKET' })
    expect(docket?.lines.find((l) => l.code === 'MT-MIN-20')).toMatchObject({ quantity: 8, unit: 'BAG' })
  })

  it('refuses a project without a name, field by field', async () => {
    const result = await gql(
      'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
      { input: { ...input(), name: '  ' } },
      'alice',
    )
    expect(result.errors?.[0]?.extensions?.code).toBe('IS_REQUIRED')
    expect(result.errors?.[0]?.extensions?.fields).toMatchObject({ name: 'IS_REQUIRED' })
  })

  it('refuses dimensions out of bounds, openings outside their facade and a wrong facade count, with codes', async () => {
    const create = (facades: unknown[]) => {
      const project = input()
      project.solutions[0] = { ...project.solutions[0], facades } as never
      return gql(
        'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
        { input: project },
        'alice',
      )
    }
    const facade = (base: number, height: number, opening?: [number, number]) => ({
      shape: 'RECTANGLE',
      perimeter: [
        { type: 'BASE', value: base },
        { type: 'HEIGHT', value: height },
      ],
      openingFacades: opening
        ? [
            {
              kind: 'WINDOW',
              perimeter: [
                { type: 'WIDTH', value: opening[0] },
                { type: 'HEIGHT', value: opening[1] },
              ],
            },
          ]
        : [],
    })
    const huge = await create([facade(1_000_000_000, 3)])
    expect(huge.errors?.[0]?.extensions?.code).toBe('DIMENSION_OUT_OF_RANGE')
    const outside = await create([facade(10, 3, [20, 5])])
    expect(outside.errors?.[0]?.extensions?.code).toBe('OPENING_OUTSIDE_FACADE')
    expect(outside.errors?.[0]?.extensions?.fields).toMatchObject({
      'solutions.0.facades.0.openingFacades.0.WIDTH': 'OPENING_OUTSIDE_FACADE',
      'solutions.0.facades.0.openingFacades.0.HEIGHT': 'OPENING_OUTSIDE_FACADE',
    })
    const covered = await create([facade(4, 3, [4, 3])])
    expect(covered.errors?.[0]?.extensions?.code).toBe('OPENINGS_EXCEED_FACADE')
    const many = await create(Array.from({ length: 31 }, () => facade(10, 3)))
    expect(many.errors?.[0]?.extensions?.code).toBe('FACADE_COUNT_OUT_OF_RANGE')
    const none = await create([])
    expect(none.errors?.[0]?.extensions?.code).toBe('FACADE_COUNT_OUT_OF_RANGE')
    const { totalDocs } = await payload.count({ collection: 'projects', where: { name: { like: t.runId } } })
    expect(totalDocs).toBe(1)
  })

  it('reads a colour saved with French names with the Dutch ones on a Dutch read', async () => {
    const read = await gql<{ project: { solutions: Array<{ sample: { coatingName: string; colorCode: string } }> } }>(
      'query ($id: ID!) { project(id: $id, locale: nl) { solutions { sample { coatingName colorCode } } } }',
      { id: projectId },
      'alice',
      'nl',
    )
    expect(read.data?.project.solutions[0]?.sample).toEqual({
      coatingName: 'Minerale pleister geschuurd 2 mm',
      colorCode: shade().colorCode,
    })
  })

  it('needs a signed-in professional', async () => {
    const result = await gql(
      'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
      { input: input() },
    )
    expect(result.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
    const list = await gql('{ projects { items { id } } }')
    expect(list.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
  })

  it('the owner reads, lists and updates it', async () => {
    const read = await gql<{
      project: { name: string; solutions: Array<{ facades: Array<{ perimeter: Array<{ type: string }> }> }> }
    }>(`query ($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`, { id: projectId }, 'alice')
    expect(read.data?.project.name).toBe(`Maison Dupont ${t.runId}`)
    expect(read.data?.project.solutions[0]?.facades[0]?.perimeter.map((p) => p.type)).toEqual(['BASE', 'HEIGHT'])

    const changed = input()
    // A second solution saved half-way: one facade not measured yet.
    changed.solutions.push({
      ...changed.solutions[0],
      facades: [{ shape: 'RECTANGLE', perimeter: [], openingFacades: [] }],
    } as never)
    changed.name = `Maison Dupont bis ${t.runId}`
    const updated = await gql<{ updateProject: { project: { name: string; solutions: unknown[] } } }>(
      `mutation ($input: UpdateProjectInput!) { updateProject(input: $input) { project { ${PROJECT_FIELDS} } } }`,
      { input: { id: projectId, ...changed } },
      'alice',
    )
    expect(updated.errors).toBeUndefined()
    expect(updated.data?.updateProject.project.solutions).toHaveLength(2)

    const list = await gql<{
      projects: { items: Array<{ id: string }>; paginationInfo: { totalCount: number; lastPage: number } }
    }>('{ projects(page: 1) { items { id name } paginationInfo { itemsPerPage lastPage totalCount } } }', {}, 'alice')
    expect(list.data?.projects.items.map((p) => p.id)).toContain(projectId)
    expect(list.data?.projects.paginationInfo.lastPage).toBeGreaterThanOrEqual(1)
  })

  it('another professional can neither read, list, update, download nor delete it', async () => {
    const read = await gql(`query ($id: ID!) { project(id: $id) { id name } }`, { id: projectId }, 'bob')
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    const list = await gql<{ projects: { items: Array<{ id: string }> } }>('{ projects { items { id } } }', {}, 'bob')
    expect(list.data?.projects.items.map((p) => p.id)).not.toContain(projectId)
    const update = await gql(
      'mutation ($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }',
      { input: { id: projectId, ...input(), name: `Volé ${t.runId}` } },
      'bob',
    )
    expect(update.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    const download = await gql(
      'mutation ($input: ProjectIdInput!) { downloadDocumentsProject(input: $input) { project { downloadUrl } } }',
      { input: { id: projectId } },
      'bob',
    )
    expect(download.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    const removed = await gql(
      'mutation ($input: ProjectIdInput!) { deleteProject(input: $input) { project { id } } }',
      { input: { id: projectId } },
      'bob',
    )
    expect(removed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    const still = await payload.findByID({ collection: 'projects', id: projectId, overrideAccess: true })
    expect(still.name).toBe(`Maison Dupont bis ${t.runId}`)
  })

  it('downloads the PDF in the language asked through a signed link', async () => {
    const result = await gql<{ downloadDocumentsProject: { project: { downloadUrl: string; solutions: unknown[] } } }>(
      'mutation ($input: ProjectIdInput!) { downloadDocumentsProject(input: $input) { project { downloadUrl solutions { id } } } }',
      { input: { id: projectId, locale: 'nl' } },
      'alice',
    )
    const url = result.data?.downloadDocumentsProject.project.downloadUrl ?? ''
    expect(url).toMatch(/^\/api\/configurator\/documents\/\d+\?locale=nl&expires=\d+&signature=/)
    const response = await downloadGet(new Request(`http://localhost:3000${url}`), {
      params: Promise.resolve({ id: projectId }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const text = pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(text).toContain(`Gevelproject – Maison Dupont bis ${t.runId}`)
    expect(text).toContain('Oplossing 2')
    expect(text).toContain('Rue Haute 12, 1000 Bruxelles')
    expect(text).toContain('20 pakken')
    // The need column and the professional who prepared it.
    expect(text).toContain('Behoefte')
    expect(text).toContain('Uw vakman')
    expect(text).toContain(`alice Façades ${t.runId}`)
    expect(text).toContain(`alice.${t.runId}@configurator.example`)
    expect(text).toContain('Minerale pleister geschuurd 2 mm')

    const forged = url.replace(/signature=[^&]+/, 'signature=abc')
    const refused = await downloadGet(new Request(`http://localhost:3000${forged}`), {
      params: Promise.resolve({ id: projectId }),
    })
    expect(refused.status).toBe(403)
  })

  it('e-mails the project with its PDF attached, through the outbox', async () => {
    const missing = await gql(
      'mutation ($input: EmailProjectInput!) { emailProject(input: $input) { id email } }',
      { input: { id: projectId, name: '', email: 'nope' } },
      'alice',
    )
    expect(missing.errors?.[0]?.extensions?.fields).toMatchObject({ name: 'IS_REQUIRED', email: 'WRONG_EMAIL_FORMAT' })
    const to = `client.${t.runId}@configurator.example`
    const sent = await gql<{ emailProject: { email: string } }>(
      'mutation ($input: EmailProjectInput!) { emailProject(input: $input) { id email } }',
      { input: { id: projectId, name: 'Marie Dupont', email: to } },
      'alice',
    )
    expect(sent.errors).toBeUndefined()
    const { docs } = await payload.find({ collection: 'outbox', where: { to: { equals: to } } })
    const mail = docs[0]
    expect(mail?.subject).toContain('Maison Dupont bis')
    // Two solutions: "chacune avec son système", each listed.
    expect(mail?.text).toContain('2 solutions, chacune avec son système')
    expect(mail?.text).toContain('Solution 2\u00a0: Murelia Therm EPS')
    expect(mail?.text).toContain(`alice Façades ${t.runId} vous envoie`)
    const [attachment] = (mail?.attachments ?? []) as Array<{
      filename: string
      contentType: string
      contentBase64: string
    }>
    expect(attachment?.filename).toBe(`projet-facade-maison-dupont-bis-${t.runId.toLowerCase()}.pdf`)
    expect(pdfText(Buffer.from(attachment?.contentBase64 ?? '', 'base64'))).toContain('Projet de façade')

    const other = await gql(
      'mutation ($input: EmailProjectInput!) { emailProject(input: $input) { id } }',
      { input: { id: projectId, name: 'x', email: to } },
      'bob',
    )
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
  })

  it('e-mails projects at most 30 times an hour from one address, whatever the accounts', async () => {
    // Anyone can open accounts (ten an hour from one address), each with its own hourly allowance of 20 mails.
    const address = '198.51.100.21'
    const mail = (id: string, who: 'alice' | 'bob', from = address) =>
      gql(
        'mutation ($input: EmailProjectInput!) { emailProject(input: $input) { id } }',
        { input: { id, name: 'Marie Dupont', email: `client.${t.runId}@configurator.example` } },
        who,
        'fr',
        from,
      ).then((r) => r.errors?.[0]?.extensions?.code ?? 'sent')
    const bobs = await gql<{ createProject: { project: { id: string } } }>(
      'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
      { input: input() },
      'bob',
    )
    const bobProject = bobs.data?.createProject.project.id ?? ''
    // Alice has sent one already (above): 19 more are hers to send, then 11 of Bob's make 30 from this address.
    const sent: string[] = []
    for (let i = 0; i < 19; i++) sent.push(await mail(projectId, 'alice'))
    for (let i = 0; i < 11; i++) sent.push(await mail(bobProject, 'bob'))
    expect(sent.filter((code) => code !== 'sent')).toEqual([])
    // Refused at the address, nine times: had each refusal counted against Bob too, his 20 would be gone (11 + 9).
    const refused: string[] = []
    for (let i = 0; i < 9; i++) refused.push(await mail(bobProject, 'bob'))
    expect(new Set(refused)).toEqual(new Set(['RATE_LIMITED']))
    // Bob's own allowance is not used up: from another address he still sends.
    expect(await mail(bobProject, 'bob', '198.51.100.22')).toBe('sent')
  })

  it('the owner deletes it', async () => {
    const removed = await gql<{ deleteProject: { project: { id: string } } }>(
      'mutation ($input: ProjectIdInput!) { deleteProject(input: $input) { project { id } } }',
      { input: { id: projectId } },
      'alice',
    )
    expect(removed.data?.deleteProject.project.id).toBe(projectId)
    const read = await gql(`query ($id: ID!) { project(id: $id) { id } }`, { id: projectId }, 'alice')
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
  })
})
