import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * The professional dashboard through the public GraphQL endpoint: quotation requests scoped to their professional
 * (status filter, pages, transitions, delete), projects and the company profile; another professional's token
 * gets NOT_FOUND, no token ACCESS_DENIED.
 */

interface GraphQLBody<T> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

type Who = 'alice' | 'bob'
let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
const tokens: Record<Who, string> = { alice: '', bob: '' }
const ids: Record<Who, string> = { alice: '', bob: '' }
let areaId = ''
let categoryId = ''

async function gql<T>(query: string, variables: Record<string, unknown> = {}, who?: Who) {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': 'fr',
        'x-forwarded-for': '198.51.100.90',
        ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as GraphQLBody<T>
}

const codeOf = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions?.code

async function professional(name: Who) {
  const email = `${name}.${t.runId}@dashboard.example`
  const password = 'Facade2026!'
  const user = await payload.create({
    collection: 'professional-users',
    overrideAccess: true,
    data: {
      email,
      password,
      company: `${name} Enduits ${t.runId}`,
      firstname: name,
      lastname: 'Test',
      phoneNumber: '0470123456',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'fr',
    },
  })
  ids[name] = String(user.id)
  const { token } = await payload.login({ collection: 'professional-users', data: { email, password } })
  tokens[name] = token ?? ''
}

let sequence = 0
/** An estimate as createEstimate would store it, written directly (the wizard is another feature). */
async function estimate(owner: Who, status: 'NEW' | 'IN_PROGRESS' | 'DONE' | 'ARCHIVED' = 'NEW') {
  sequence += 1
  const doc = await payload.create({
    collection: 'estimates',
    overrideAccess: true,
    data: {
      professionalUser: Number(ids[owner]),
      status,
      requestId: `${t.runId}-${sequence}`,
      locale: 'fr',
      name: `Façade ${sequence} ${t.runId}`,
      street: 'Rue de la Station 12',
      postcode: '7000',
      city: 'Mons',
      comment: '<p>Rénovation de la façade avant.</p>',
      projectType: 'RENOVATION',
      size: 80 + sequence,
      workEndDate: '2027-06-30T00:00:00.000Z',
      clientLastname: 'Dupont',
      clientFirstname: 'Marie',
      contactEmail: `marie.${t.runId}@client.example`,
      contactPhone: '0470000000',
      workCategories: categoryId ? [Number(categoryId)] : [],
    },
  })
  return String(doc.id)
}

const LIST = `query L($page: Int, $statusList: [EstimateStatus!], $itemsPerPage: Int, $user: ID) {
  estimates(page: $page, statusList: $statusList, itemsPerPage: $itemsPerPage, user: $user) {
    items { id status name city size clientLastname workEndDate notes workCategories { id name } images { url } }
    paginationInfo { page itemsPerPage lastPage totalCount }
  }
}`
type ListData = {
  estimates: {
    items: Array<{ id: string; status: string; name: string; notes: string | null; workCategories: unknown[] }>
    paginationInfo: { page: number; itemsPerPage: number; lastPage: number; totalCount: number }
  }
}
const UPDATE = `mutation U($input: UpdateEstimateInput!) { updateEstimate(input: $input) { estimate { id status notes } } }`
const DELETE = `mutation D($input: EstimateIdInput!) { deleteEstimate(input: $input) { estimate { id } } }`
type UpdateData = { updateEstimate: { estimate: { id: string; status: string; notes: string | null } } }

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  const area = await payload.create({
    collection: 'geographic-areas',
    locale: 'fr',
    data: {
      code: `D${t.runId}-HAI`,
      name: 'Hainaut',
      type: 'PROVINCE',
      weight: 1,
      postalCodesRange: [{ from: 6000, to: 7999 }],
    },
  })
  areaId = String(area.id)
  const category = await payload.create({
    collection: 'work-categories',
    locale: 'fr',
    data: { name: `Crépi ${t.runId}` },
  })
  categoryId = String(category.id)
  await professional('alice')
  await professional('bob')
}, 120_000)

afterAll(async () => {
  if (payload) {
    await payload.delete({ collection: 'estimates', where: { requestId: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'references', where: { title: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'media', where: { alt: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'projects', where: { name: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'professional-users', where: { email: { like: t.runId } } })
    await payload.delete({ collection: 'work-categories', where: { id: { equals: Number(categoryId) } } })
    await payload.delete({ collection: 'geographic-areas', where: { code: { like: `D${t.runId}-` } } })
  }
  await t?.stop()
})

describe('quotation requests in the dashboard', () => {
  it('lists only the professional’s own, newest first, filtered by status, with pages', async () => {
    const aliceNew = [await estimate('alice'), await estimate('alice'), await estimate('alice')]
    const aliceDone = await estimate('alice', 'DONE')
    const aliceArchived = await estimate('alice', 'ARCHIVED')
    await estimate('bob')

    const all = await gql<ListData>(LIST, {}, 'alice')
    expect(all.errors).toBeUndefined()
    // Default filter: NEW, IN_PROGRESS, DONE (archived left out).
    expect(all.data?.estimates.items.map((e) => e.id)).toEqual([aliceDone, ...aliceNew.toReversed()])
    expect(all.data?.estimates.paginationInfo).toEqual({ page: 1, itemsPerPage: 10, lastPage: 1, totalCount: 4 })
    expect(all.data?.estimates.items[0]?.workCategories).toHaveLength(1)

    const done = await gql<ListData>(LIST, { statusList: ['DONE', 'ARCHIVED'] }, 'alice')
    expect(done.data?.estimates.items.map((e) => e.id)).toEqual([aliceArchived, aliceDone])

    const page2 = await gql<ListData>(LIST, { page: 2, itemsPerPage: 3 }, 'alice')
    expect(page2.data?.estimates.paginationInfo).toEqual({ page: 2, itemsPerPage: 3, lastPage: 2, totalCount: 4 })
    expect(page2.data?.estimates.items.map((e) => e.id)).toEqual([aliceNew[0]])

    // Beyond the last page: an empty page, the counts still right; nonsense pages read as the first.
    const beyond = await gql<ListData>(LIST, { page: 9, itemsPerPage: 3 }, 'alice')
    expect(beyond.data?.estimates.items).toEqual([])
    expect(beyond.data?.estimates.paginationInfo).toMatchObject({ page: 9, lastPage: 2, totalCount: 4 })
    const zero = await gql<ListData>(LIST, { page: 0, itemsPerPage: 500 }, 'alice')
    expect(zero.data?.estimates.paginationInfo).toMatchObject({ page: 1, itemsPerPage: 50, lastPage: 1 })

    const bob = await gql<ListData>(LIST, {}, 'bob')
    expect(bob.data?.estimates.paginationInfo.totalCount).toBe(1)

    const counts = await gql<{ estimateStatusCounts: Array<{ status: string; count: number }> }>(
      '{ estimateStatusCounts { status count } }',
      {},
      'alice',
    )
    expect(counts.data?.estimateStatusCounts).toEqual([
      { status: 'NEW', count: 3 },
      { status: 'IN_PROGRESS', count: 0 },
      { status: 'DONE', count: 1 },
      { status: 'ARCHIVED', count: 1 },
    ])
  })

  it('hands out the photos through signed links that serve the private file', async () => {
    const { default: sharp } = await import('sharp')
    const data = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#9c3d1c' } })
      .png()
      .toBuffer()
    const photo = await payload.create({
      collection: 'media-objects',
      overrideAccess: true,
      data: {},
      file: { data, mimetype: 'image/png', name: `facade-${t.runId}.png`, size: data.length },
    })
    const id = await estimate('alice')
    await payload.update({ collection: 'estimates', id, data: { images: [photo.id] }, overrideAccess: true })
    const answer = await gql<{ estimate: { images: Array<{ id: string; url: string; thumbnailUrl: string }> } }>(
      'query E($id: ID!) { estimate(id: $id) { images { id url thumbnailUrl } } }',
      { id },
      'alice',
    )
    const image = answer.data?.estimate.images[0]
    expect(image?.id).toBe(String(photo.id))
    expect(image?.url).toMatch(/^\/api\/uploads\/\d+\?issued=\d+&expires=\d+&signature=/)
    const { GET } = await import('@/app/api/uploads/[id]/route')
    const served = await GET(new Request(`http://localhost:3000${image?.url}`), {
      params: Promise.resolve({ id: String(photo.id) }),
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\//)
    const forged = await GET(
      new Request(`http://localhost:3000/api/uploads/${photo.id}?expires=9999999999&signature=x`),
      {
        params: Promise.resolve({ id: String(photo.id) }),
      },
    )
    expect(forged.status).toBe(403)
    await payload.delete({ collection: 'media-objects', id: photo.id, overrideAccess: true })
  })

  it('answers ACCESS_DENIED without a session, and for another professional’s user argument', async () => {
    expect(codeOf(await gql(LIST))).toBe('ACCESS_DENIED')
    expect(codeOf(await gql(LIST, { user: ids.bob }, 'alice'))).toBe('ACCESS_DENIED')
    expect((await gql<ListData>(LIST, { user: ids.alice }, 'alice')).errors).toBeUndefined()
    expect(codeOf(await gql('{ estimateStatusCounts { status count } }'))).toBe('ACCESS_DENIED')
    const id = await estimate('alice')
    expect(codeOf(await gql(UPDATE, { input: { id, status: 'DONE' } }))).toBe('ACCESS_DENIED')
    expect(codeOf(await gql(DELETE, { input: { id } }))).toBe('ACCESS_DENIED')
  })

  it('allows NEW → IN_PROGRESS → DONE → ARCHIVED, NEW → DONE and archiving from any status', async () => {
    const id = await estimate('alice')
    for (const status of ['IN_PROGRESS', 'DONE', 'ARCHIVED']) {
      const answer = await gql<UpdateData>(UPDATE, { input: { id, status } }, 'alice')
      expect(answer.errors).toBeUndefined()
      expect(answer.data?.updateEstimate.estimate.status).toBe(status)
    }
    const direct = await estimate('alice')
    expect(
      (await gql<UpdateData>(UPDATE, { input: { id: direct, status: 'DONE' } }, 'alice')).data?.updateEstimate.estimate
        .status,
    ).toBe('DONE')
    for (const from of ['NEW', 'IN_PROGRESS'] as const) {
      const other = await estimate('alice', from)
      const answer = await gql<UpdateData>(UPDATE, { input: { id: other, status: 'ARCHIVED' } }, 'alice')
      expect(answer.data?.updateEstimate.estimate.status).toBe('ARCHIVED')
    }
  })

  it('refuses going back, and anything out of ARCHIVED, leaving the estimate unchanged', async () => {
    const refused: Array<[from: 'IN_PROGRESS' | 'DONE' | 'ARCHIVED', to: string]> = [
      ['IN_PROGRESS', 'NEW'],
      ['DONE', 'NEW'],
      ['DONE', 'IN_PROGRESS'],
      ['ARCHIVED', 'NEW'],
      ['ARCHIVED', 'IN_PROGRESS'],
      ['ARCHIVED', 'DONE'],
    ]
    for (const [from, to] of refused) {
      const id = await estimate('alice', from)
      const answer = await gql<UpdateData>(UPDATE, { input: { id, status: to } }, 'alice')
      expect(codeOf(answer), `${from} → ${to}`).toBe('BAD_REQUEST')
      expect(answer.errors?.[0]?.extensions?.fields).toEqual({ status: 'BAD_REQUEST' })
      const stored = await payload.findByID({ collection: 'estimates', id, overrideAccess: true })
      expect(stored.status).toBe(from)
    }
  })

  it('keeps notes (also on an archived estimate), trims them and refuses very long ones', async () => {
    const id = await estimate('alice', 'ARCHIVED')
    const answer = await gql<UpdateData>(UPDATE, { input: { id, notes: '  Rappeler lundi  ' } }, 'alice')
    expect(answer.data?.updateEstimate.estimate).toEqual({ id, status: 'ARCHIVED', notes: 'Rappeler lundi' })
    const tooLong = await gql(UPDATE, { input: { id, notes: 'x'.repeat(2001) } }, 'alice')
    expect(codeOf(tooLong)).toBe('TOO_LONG')
    const cleared = await gql<UpdateData>(UPDATE, { input: { id, notes: null } }, 'alice')
    expect(cleared.data?.updateEstimate.estimate.notes).toBeNull()
  })

  it('gives NOT_FOUND for another professional’s estimate: read, update, delete', async () => {
    const id = await estimate('bob')
    expect(codeOf(await gql(`query E($id: ID!) { estimate(id: $id) { id } }`, { id }, 'alice'))).toBe('NOT_FOUND')
    expect(codeOf(await gql(UPDATE, { input: { id, status: 'DONE' } }, 'alice'))).toBe('NOT_FOUND')
    expect(codeOf(await gql(UPDATE, { input: { id, notes: 'mine now' } }, 'alice'))).toBe('NOT_FOUND')
    expect(codeOf(await gql(DELETE, { input: { id } }, 'alice'))).toBe('NOT_FOUND')
    expect(codeOf(await gql(DELETE, { input: { id: '999999999' } }, 'alice'))).toBe('NOT_FOUND')
    const stored = await payload.findByID({ collection: 'estimates', id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'NEW', notes: null })
    expect((await gql(`query E($id: ID!) { estimate(id: $id) { id } }`, { id }, 'bob')).errors).toBeUndefined()
  })

  it('deletes the professional’s own estimate', async () => {
    const id = await estimate('alice')
    const answer = await gql<{ deleteEstimate: { estimate: { id: string } } }>(DELETE, { input: { id } }, 'alice')
    expect(answer.data?.deleteEstimate.estimate.id).toBe(id)
    expect(
      await payload.findByID({ collection: 'estimates', id, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
  })
})

describe('projects in the dashboard', () => {
  it('are scoped to their owner: another professional gets NOT_FOUND, no session ACCESS_DENIED', async () => {
    const project = await payload.create({
      collection: 'projects',
      overrideAccess: true,
      data: { name: `Maison ${t.runId}`, owner: Number(ids.bob), solutions: [] },
    })
    const id = String(project.id)
    const list = await gql<{ projects: { items: Array<{ id: string }>; paginationInfo: { totalCount: number } } }>(
      '{ projects(page: 1) { items { id } paginationInfo { totalCount lastPage } } }',
      {},
      'alice',
    )
    expect(list.data?.projects.items.map((p) => p.id)).not.toContain(id)
    const read = `query P($id: ID!) { project(id: $id) { id } }`
    expect(codeOf(await gql(read, { id }, 'alice'))).toBe('NOT_FOUND')
    const del = `mutation D($input: ProjectIdInput!) { deleteProject(input: $input) { project { id } } }`
    expect(codeOf(await gql(del, { input: { id } }, 'alice'))).toBe('NOT_FOUND')
    expect(codeOf(await gql('{ projects(page: 1) { items { id } } }'))).toBe('ACCESS_DENIED')
    expect((await gql(del, { input: { id } }, 'bob')).errors).toBeUndefined()
  })
})

const UPDATE_USER = `mutation U($input: UpdateProfessionalUserInput!) {
  updateProfessionalUser(input: $input) { professionalUser {
    id company website description workCategories geographicAreas moveForRenovation doRenovationSize
    minimalRenovationSize maximalRenovationSize moveForNewConstruction
    professionalUserSocialNetworks { socialNetwork path }
    translations { locale description } missingForListing
  } }
}`

describe('the company form', () => {
  it('persists every field, the description per language and the social links', async () => {
    const answer = await gql<{ updateProfessionalUser: { professionalUser: Record<string, unknown> } }>(
      UPDATE_USER,
      {
        input: {
          company: `Alice Façades ${t.runId}`,
          street: 'Rue Haute 3',
          postcode: '7000',
          city: 'Mons',
          website: 'https://alice.example',
          workCategories: [categoryId],
          geographicAreas: [areaId],
          moveForRenovation: true,
          doRenovationSize: true,
          minimalRenovationSize: 20,
          maximalRenovationSize: 400,
          moveForNewConstruction: false,
          professionalUserSocialNetworks: [
            { socialNetwork: 'facebook', path: 'https://facebook.com/alice' },
            { socialNetwork: 'x_twitter', path: 'https://x.com/alice' },
          ],
          translations: [
            { locale: 'fr', description: 'Enduits à la chaux depuis 1998.' },
            { locale: 'nl', description: 'Kalkpleisters sinds 1998.' },
          ],
        },
      },
      'alice',
    )
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.updateProfessionalUser.professionalUser).toMatchObject({
      company: `Alice Façades ${t.runId}`,
      website: 'https://alice.example',
      workCategories: [categoryId],
      geographicAreas: [areaId],
      doRenovationSize: true,
      minimalRenovationSize: 20,
      maximalRenovationSize: 400,
      moveForNewConstruction: false,
      professionalUserSocialNetworks: [
        { socialNetwork: 'facebook', path: 'https://facebook.com/alice' },
        { socialNetwork: 'x_twitter', path: 'https://x.com/alice' },
      ],
      translations: [
        { locale: 'fr', description: 'Enduits à la chaux depuis 1998.' },
        { locale: 'nl', description: 'Kalkpleisters sinds 1998.' },
      ],
      missingForListing: [],
    })
    const nl = await payload.findByID({
      collection: 'professional-users',
      id: ids.alice,
      locale: 'nl',
      overrideAccess: true,
    })
    expect(nl.description).toBe('Kalkpleisters sinds 1998.')
  })

  it('refuses invalid fields with their codes and changes nothing', async () => {
    const answer = await gql(
      UPDATE_USER,
      {
        input: {
          website: 'alice.example',
          postcode: '1000',
          password: 'Nouveau-Crepi-Ocre-2026',
          passwordConfirmation: 'Autre-Crepi-Ocre-2026',
          professionalUserSocialNetworks: [{ socialNetwork: 'youtube', path: 'youtube.com/alice' }],
        },
      },
      'alice',
    )
    expect(answer.errors?.[0]?.extensions?.fields).toMatchObject({
      website: 'WRONG_WEBSITE',
      passwordConfirmation: 'NOT_CONFIRMED',
      'professionalUserSocialNetworks.0.path': 'WRONG_WEBSITE',
    })
    const stored = await payload.findByID({ collection: 'professional-users', id: ids.alice, overrideAccess: true })
    expect(stored.website).toBe('https://alice.example')
  })

  it('changes the password when repeated, and refuses another professional’s id or image', async () => {
    const ok = await gql(
      UPDATE_USER,
      {
        input: {
          currentPassword: 'Facade2026!',
          password: 'Nouveau-Crepi-Ocre-2026',
          passwordConfirmation: 'Nouveau-Crepi-Ocre-2026',
        },
      },
      'alice',
    )
    expect(ok.errors).toBeUndefined()
    const login = await payload.login({
      collection: 'professional-users',
      data: { email: `alice.${t.runId}@dashboard.example`, password: 'Nouveau-Crepi-Ocre-2026' },
    })
    expect(login.token).toBeTruthy()
    tokens.alice = login.token ?? ''
    expect(codeOf(await gql(UPDATE_USER, { input: { id: ids.bob, city: 'Namur' } }, 'alice'))).toBe('ACCESS_DENIED')
    expect(codeOf(await gql(UPDATE_USER, { input: { city: 'Namur' } }))).toBe('ACCESS_DENIED')
    const media = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    if (media.docs[0]) {
      const image = await gql(UPDATE_USER, { input: { images: [String(media.docs[0].id)] } }, 'alice')
      expect(codeOf(image)).toBe('ACCESS_DENIED')
    }
  })
})

const REFERENCE_FIELDS = `id titleFr titleNl descriptionFr descriptionNl workCategories urlFr urlNl published
  ctas { title link } involvedParties { firstname lastname function company contact } images { id } heroImage { id }`
const CREATE_REFERENCE = `mutation C($input: CreateReferenceInput!) { createReference(input: $input) { reference { ${REFERENCE_FIELDS} } } }`
const UPDATE_REFERENCE = `mutation U($input: UpdateReferenceInput!) { updateReference(input: $input) { reference { ${REFERENCE_FIELDS} } } }`
const DELETE_REFERENCE = `mutation D($input: ReferenceIdInput!) { deleteReference(input: $input) { reference { id } } }`
type ReferenceData = Record<string, unknown> & { id: string; urlFr: string; urlNl: string }

describe('reference projects in the dashboard', () => {
  const input = () => ({
    titleFr: `Maison de maître à Mons ${t.runId}`,
    titleNl: `Herenhuis in Bergen ${t.runId}`,
    descriptionFr: 'Isolation par l’extérieur et enduit minéral.',
    descriptionNl: 'Buitengevelisolatie en minerale pleister.',
    workCategories: [categoryId],
    ctas: [{ title: 'Demander un devis', link: '/fr/devis' }],
    involvedParties: [
      {
        firstname: 'Luc',
        lastname: 'Martin',
        function: 'Architecte',
        company: 'Atelier M',
        contact: 'luc@atelier.example',
      },
    ],
  })

  it('creates a published reference in both languages, shown on the company page list', async () => {
    const answer = await gql<{ createReference: { reference: ReferenceData } }>(
      CREATE_REFERENCE,
      { input: input() },
      'alice',
    )
    expect(answer.errors).toBeUndefined()
    const reference = answer.data?.createReference.reference
    expect(reference).toMatchObject({
      titleFr: `Maison de maître à Mons ${t.runId}`,
      titleNl: `Herenhuis in Bergen ${t.runId}`,
      descriptionNl: 'Buitengevelisolatie en minerale pleister.',
      workCategories: [categoryId],
      published: true,
      ctas: [{ title: 'Demander un devis', link: '/fr/devis' }],
      involvedParties: [{ firstname: 'Luc', lastname: 'Martin', function: 'Architecte', company: 'Atelier M' }],
    })
    expect(reference?.urlFr).toMatch(/^\/fr\/reference\/maison-de-maitre-a-mons-/)
    expect(reference?.urlNl).toMatch(/^\/nl\/referentie\/herenhuis-in-bergen-/)
    const { findProfessionalReferences } = await import('@/services/directory')
    const listed = await findProfessionalReferences(ids.alice, 'nl')
    expect(listed.map((r) => r.id)).toContain(reference?.id)
    const own = await gql<{ ownReferences: Array<{ id: string }> }>('{ ownReferences { id } }', {}, 'alice')
    expect(own.data?.ownReferences.map((r) => r.id)).toContain(reference?.id)
    expect(
      (await gql<{ ownReferences: unknown[] }>('{ ownReferences { id } }', {}, 'bob')).data?.ownReferences,
    ).toEqual([])
  })

  it('refuses an incomplete party (the five-field rule), a bad link and a missing title', async () => {
    const answer = await gql(
      CREATE_REFERENCE,
      {
        input: {
          ...input(),
          titleFr: '',
          ctas: [{ title: 'Site', link: 'www.example.com' }],
          involvedParties: [{ firstname: 'Luc', lastname: 'Martin', function: '', company: 'Atelier M', contact: '' }],
        },
      },
      'alice',
    )
    expect(answer.errors?.[0]?.extensions?.fields).toMatchObject({
      titleFr: 'IS_REQUIRED',
      'ctas.0.link': 'WRONG_WEBSITE',
      'involvedParties.0.function': 'IS_REQUIRED',
      'involvedParties.0.contact': 'IS_REQUIRED',
    })
  })

  it('updates and deletes the professional’s own, NOT_FOUND for another’s, ACCESS_DENIED without a session', async () => {
    const created = await gql<{ createReference: { reference: ReferenceData } }>(
      CREATE_REFERENCE,
      { input: input() },
      'alice',
    )
    const id = created.data?.createReference.reference.id as string
    expect(codeOf(await gql(CREATE_REFERENCE, { input: input() }))).toBe('ACCESS_DENIED')
    expect(codeOf(await gql(UPDATE_REFERENCE, { input: { id, ...input(), titleFr: 'Pris' } }, 'bob'))).toBe('NOT_FOUND')
    expect(codeOf(await gql(DELETE_REFERENCE, { input: { id } }, 'bob'))).toBe('NOT_FOUND')
    expect(codeOf(await gql(DELETE_REFERENCE, { input: { id } }))).toBe('ACCESS_DENIED')

    const updated = await gql<{ updateReference: { reference: ReferenceData } }>(
      UPDATE_REFERENCE,
      { input: { id, ...input(), titleNl: '', descriptionFr: 'Enduit à la chaux.', ctas: [], involvedParties: [] } },
      'alice',
    )
    expect(updated.errors).toBeUndefined()
    expect(updated.data?.updateReference.reference).toMatchObject({
      titleNl: `Maison de maître à Mons ${t.runId}`,
      descriptionFr: 'Enduit à la chaux.',
      ctas: [],
      involvedParties: [],
    })
    const deleted = await gql<{ deleteReference: { reference: { id: string } } }>(
      DELETE_REFERENCE,
      { input: { id } },
      'alice',
    )
    expect(deleted.data?.deleteReference.reference.id).toBe(id)
    expect(
      await payload.findByID({ collection: 'references', id, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
  })

  it('keeps a logo the professional uploaded, catalogue products and a contact, shown on the public reference', async () => {
    const { seedConfigurator } = await import('@/seed/configurator')
    await seedConfigurator(payload)
    const { docs: products } = await payload.find({
      collection: 'products',
      locale: 'nl',
      limit: 2,
      depth: 0,
      sort: 'code',
    })
    const { default: sharp } = await import('sharp')
    const logoOf = async (owner: string) => {
      const data = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1f4e5f' } })
        .png()
        .toBuffer()
      const media = await payload.create({
        collection: 'media',
        overrideAccess: true,
        data: { alt: `Logo ${t.runId}`, owner: Number(owner) },
        file: { data, mimetype: 'image/png', name: `logo-${t.runId}.png`, size: data.length },
      })
      return String(media.id)
    }
    const fields = `${REFERENCE_FIELDS} logo { id } productsUsed contact`
    const create = `mutation C($input: CreateReferenceInput!) { createReference(input: $input) { reference { ${fields} } } }`
    const extra = {
      logo: await logoOf(ids.alice),
      productsUsed: products.map((p) => String(p.id)),
      contact: ' +32 81 22 33 44 ',
    }
    const answer = await gql<{ createReference: { reference: ReferenceData } }>(
      create,
      { input: { ...input(), ...extra } },
      'alice',
    )
    expect(answer.errors).toBeUndefined()
    const reference = answer.data?.createReference.reference
    expect(reference).toMatchObject({
      logo: { id: extra.logo },
      productsUsed: extra.productsUsed,
      contact: '+32 81 22 33 44',
    })
    const { findReferenceDetails } = await import('@/services/content/references')
    const details = await findReferenceDetails(Number(reference?.id), 'nl')
    expect(details?.logo?.url).toMatch(/^\/api\/media\/file\/logo-/)
    expect(details?.productsUsed.map((p) => p.name)).toEqual(products.map((p) => p.name))
    expect(details?.contact).toBe('+32 81 22 33 44')

    // Another professional's logo, a product that does not exist, a contact too long: refused, nothing stored.
    const before = await payload.count({ collection: 'references', overrideAccess: true })
    expect(codeOf(await gql(create, { input: { ...input(), logo: await logoOf(ids.bob) } }, 'alice'))).toBe(
      'ACCESS_DENIED',
    )
    const unknown = await gql(create, { input: { ...input(), productsUsed: ['999999'] } }, 'alice')
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', fields: { productsUsed: 'NOT_FOUND' } })
    const long = await gql(create, { input: { ...input(), contact: 'x'.repeat(201) } }, 'alice')
    expect(long.errors?.[0]?.extensions?.fields).toMatchObject({ contact: 'TOO_LONG' })
    expect(await payload.count({ collection: 'references', overrideAccess: true })).toEqual(before)
  })
})

describe('a reference in the professional’s own language', () => {
  const dutchOnly = () => ({
    titleFr: '',
    titleNl: `Rijwoning in Gent ${t.runId}`,
    descriptionFr: '',
    descriptionNl: 'Gevelisolatie en sierpleister.',
    workCategories: [categoryId],
  })

  it('asks a Dutch-speaking professional for Dutch only; the French page falls back to it', async () => {
    expect((await gql(UPDATE_USER, { input: { language: 'nl' } }, 'bob')).errors).toBeUndefined()
    const answer = await gql<{ createReference: { reference: ReferenceData } }>(
      CREATE_REFERENCE,
      { input: dutchOnly() },
      'bob',
    )
    expect(answer.errors).toBeUndefined()
    const reference = answer.data?.createReference.reference
    expect(reference).toMatchObject({
      titleNl: `Rijwoning in Gent ${t.runId}`,
      titleFr: `Rijwoning in Gent ${t.runId}`,
      descriptionFr: 'Gevelisolatie en sierpleister.',
    })
    expect(reference?.urlFr).toMatch(/^\/fr\/reference\/rijwoning-in-gent-/)
    // "Uitgevoerd door" / "Réalisé par": the professional's company, although it has no image, postcode or city
    // yet (issue 22); no company page to link to while it is not listed.
    const { findReferenceDetails } = await import('@/services/content/references')
    for (const locale of ['nl', 'fr'] as const) {
      const details = await findReferenceDetails(Number(reference?.id), locale)
      expect(details?.company, locale).toMatchObject({
        id: ids.bob,
        title: `bob Enduits ${t.runId}`,
        image: null,
        hasPage: false,
      })
    }
    // Without the Dutch texts, the Dutch-speaking professional is told what is missing, under the Dutch fields.
    const missing = await gql(
      CREATE_REFERENCE,
      {
        input: {
          ...dutchOnly(),
          titleFr: 'Maison à Gand',
          descriptionFr: 'Isolation.',
          titleNl: '',
          descriptionNl: '',
        },
      },
      'bob',
    )
    expect(missing.errors?.[0]?.extensions?.fields).toEqual({ titleNl: 'IS_REQUIRED', descriptionNl: 'IS_REQUIRED' })
  })

  it('still asks a French-speaking professional for French', async () => {
    const answer = await gql(CREATE_REFERENCE, { input: dutchOnly() }, 'alice')
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({ titleFr: 'IS_REQUIRED', descriptionFr: 'IS_REQUIRED' })
  })
})

describe('renovation surfaces', () => {
  it('refuse a minimum above the maximum with MIN_ABOVE_MAX, sent together or one end alone', async () => {
    const both = await gql(
      UPDATE_USER,
      { input: { doRenovationSize: true, minimalRenovationSize: 50, maximalRenovationSize: 20 } },
      'alice',
    )
    expect(both.errors?.[0]?.extensions?.fields).toMatchObject({ maximalRenovationSize: 'MIN_ABOVE_MAX' })
    const ok = await gql(
      UPDATE_USER,
      { input: { doRenovationSize: true, minimalRenovationSize: 20, maximalRenovationSize: 400 } },
      'alice',
    )
    expect(ok.errors).toBeUndefined()
    // The stored maximum is 400: a minimum of 500 alone does not fit it.
    const alone = await gql(UPDATE_USER, { input: { minimalRenovationSize: 500 } }, 'alice')
    expect(alone.errors?.[0]?.extensions).toMatchObject({
      code: 'MIN_ABOVE_MAX',
      fields: { maximalRenovationSize: 'MIN_ABOVE_MAX' },
    })
    const stored = await payload.findByID({ collection: 'professional-users', id: ids.alice, overrideAccess: true })
    expect([stored.minimalRenovationSize, stored.maximalRenovationSize]).toEqual([20, 400])
    // Equal ends are a range of one size.
    expect((await gql(UPDATE_USER, { input: { minimalRenovationSize: 400 } }, 'alice')).errors).toBeUndefined()
  })
})
