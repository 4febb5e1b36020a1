import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { freePort, TestSmtp, waitFor } from './helpers/mail'
import { startTestPayload, type TestPayload } from './helpers/payload'
import { picture } from './helpers/quotation'

/**
 * Facade-visualiser pictures saved on the server (issue 25), through the real GraphQL endpoint (multipart for the
 * photo) on the real database: a professional's in their account (list, open, replace, delete; nobody else's), a
 * visitor's mailed as a link (real SMTP) whose token opens and deletes it; whatever is refused stores nothing.
 */

interface Body<T = Record<string, unknown>> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}
type Pro = 'anna' | 'bert' | 'carl'
type Photo = { data: Uint8Array; name?: string; type?: string }
type Summary = { id: string; name: string; zones: number; demo: string | null; thumbnailUrl: string | null }
type Saved = { saveVisualiserProject: { mailed: boolean; project: Summary | null } }
type View = { id: string | null; name: string; picture: string; demo: string | null; photoUrl: string | null }
type Opened = { visualiserProject: View & { expiresAt: string | null } }
type Listed = { visualiserProjects: { items: Summary[]; paginationInfo: { totalCount: number } } }

let t: TestPayload
let payload: Payload
let smtp: TestSmtp
let handlePost: (request: Request) => Promise<Response>
let fileGet: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>
let resetRateLimits: () => void
const tokens = {} as Record<Pro, string>
const ids = {} as Record<Pro, number>
let ip = 0

const SAVE = `mutation S($input: SaveVisualiserProjectInput!) {
  saveVisualiserProject(input: $input) { mailed project { id name zones demo thumbnailUrl } } }`
const GET = `query G($id: ID, $token: String) {
  visualiserProject(id: $id, token: $token) { id name picture demo photoUrl expiresAt } }`
const LIST = '{ visualiserProjects(itemsPerPage: 50) { items { id name zones } paginationInfo { totalCount } } }'
const DELETE = `mutation D($input: VisualiserProjectRefInput!) { deleteVisualiserProject(input: $input) { id } }`

const headers = (who?: Pro): Record<string, string> => ({
  'x-locale': 'fr',
  'x-forwarded-for': `198.51.103.${(++ip % 250) + 1}`,
  ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
})
const post = async <T>(body: BodyInit, head: Record<string, string>) =>
  (await (
    await handlePost(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers: head, body }))
  ).json()) as Body<T>
const gql = <T>(query: string, variables: Record<string, unknown>, who?: Pro) =>
  post<T>(JSON.stringify({ query, variables }), { 'content-type': 'application/json', ...headers(who) })

/** saveVisualiserProject, multipart (graphql-multipart-request-spec) when a photo goes with it. */
function save(input: Record<string, unknown>, who?: Pro, photo?: Photo): Promise<Body<Saved>> {
  if (!photo) return gql<Saved>(SAVE, { input }, who)
  const body = new FormData()
  body.append('operations', JSON.stringify({ query: SAVE, variables: { input: { ...input, photo: null } } }))
  body.append('map', JSON.stringify({ 0: ['variables.input.photo'] }))
  const { data, name = 'facade.png', type = 'image/png' } = photo
  body.append('0', new File([new Uint8Array(data)], name, { type }))
  return post<Saved>(body, headers(who))
}

const codeOf = (body: Body<unknown>) => body.errors?.[0]?.extensions?.code
const fieldsOf = (body: Body<unknown>) => body.errors?.[0]?.extensions?.fields

/** Points from x, y pairs. */
const points = (...xy: number[]) => xy.flatMap((x, i) => (i % 2 ? [] : [{ x, y: xy[i + 1] as number }]))
const rectangle = (x: number, y: number, w: number, h: number) => points(x, y, x + w, y, x + w, y + h, x, y + h)
const zone = (id: string, outline = rectangle(40, 60, 200, 150)) => ({ id, name: 'Rez', outline, cutouts: [] })
function snapshot(width = 400, height = 300, zones = [zone('z1')]) {
  const variants = [{ id: 'v1', shades: {} }]
  return { version: 1, width, height, zones: zones.map((z) => ({ ...z, insulated: false })), variants }
}
const pic = (...args: Parameters<typeof snapshot>) => JSON.stringify(snapshot(...args))
const png = async (width = 400, height = 300): Promise<Photo> => ({ data: await picture('png', width, height) })

async function stored() {
  const n = async (collection: 'visualiser-projects' | 'media-objects' | 'outbox') =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs
  return { projects: await n('visualiser-projects'), media: await n('media-objects'), mails: await n('outbox') }
}
const projectDoc = (id: string | number) =>
  payload.findByID({ collection: 'visualiser-projects', id, depth: 0, overrideAccess: true, disableErrors: true })
const mediaDoc = (id: number) =>
  payload.findByID({ collection: 'media-objects', id, depth: 0, overrideAccess: true, disableErrors: true })
const photoOf = async (id: string | number) => Number((await projectDoc(id))?.photo ?? 0)
const listOf = async (who: Pro) => (await gql<Listed>(LIST, {}, who)).data?.visualiserProjects

/** What a signed link to /api/uploads/:id serves: the image's size. */
async function served(url: string) {
  const id = /^\/api\/uploads\/(\d+)\?issued=\d+&expires=\d+&signature=/.exec(url)?.[1] ?? ''
  expect(id, url).not.toBe('')
  const request = new Request(new URL(url, 'http://localhost:3000'))
  const response = await fileGet(request, { params: Promise.resolve({ id }) })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^image\//)
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  return { width, height }
}

const visitorEmail = (tag: string) => `${tag}.${t.runId}@visualiser.example`
const mailTo = (to: string) => waitFor(async () => smtp.deliveredTo(to)[0])
const tokenIn = (text: string) =>
  /http:\/\/localhost:3000\/fr\/visualiseur-facade#link=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(text)?.[1] ?? ''

beforeAll(async () => {
  // Real SMTP on a port this file opens (src/lib/env.ts reads the environment once, at first import).
  smtp = new TestSmtp(await freePort())
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
  await smtp.start()
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  ;({ GET: fileGet } = await import('@/app/api/uploads/[id]/route'))
  ;({ resetRateLimits } = await import('@/lib/rate-limit'))
  for (const who of ['anna', 'bert', 'carl'] as const) {
    const email = `${who}.${t.runId}@visualiser-pro.example`
    const password = 'Facade-Visualiseur-2026'
    const user = await payload.create({
      collection: 'professional-users',
      overrideAccess: true,
      data: {
        ...{ email, password, company: `${who} ${t.runId}`, firstname: who, lastname: 'Test', language: 'fr' },
        ...{ phoneNumber: '0470123456', profiles: ['PROFESSIONAL_FACADIER_PROFILE' as const] },
      },
    })
    ids[who] = user.id
    tokens[who] = (await payload.login({ collection: 'professional-users', data: { email, password } })).token ?? ''
  }
})

beforeEach(() => resetRateLimits())

afterAll(async () => {
  if (t?.isPostgres && payload) {
    // A visitor's picture takes its photo with it (the collection's afterDelete); a professional's go with them.
    await payload.delete({ collection: 'visualiser-projects', where: { email: { like: t.runId } } })
    await payload.delete({ collection: 'outbox', where: { to: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'professional-users', where: { email: { like: t.runId } } })
  }
  await smtp?.stop()
  await t?.stop()
})

describe('a professional’s pictures', () => {
  let id = ''
  let photo = 0

  it('saves a photo with its picture in their account', async () => {
    const before = await stored()
    const answer = await save({ name: 'Maison Dupont', picture: pic() }, 'anna', await png())
    expect(answer.errors).toBeUndefined()
    const project = answer.data?.saveVisualiserProject.project
    expect(answer.data?.saveVisualiserProject.mailed).toBe(false)
    expect(project).toMatchObject({ name: 'Maison Dupont', zones: 1, demo: null })
    expect(project?.thumbnailUrl).toMatch(
      /^\/api\/uploads\/\d+\?issued=\d+&expires=\d+&signature=[^&]+&size=thumbnail$/,
    )
    expect(await served(project?.thumbnailUrl ?? '')).toEqual({ width: 400, height: 300 })
    id = project?.id ?? ''
    expect(await projectDoc(id)).toMatchObject({ owner: ids.anna, tokenHash: null, email: null })
    photo = await photoOf(id)
    // No owner on the photo: the quotation photos' operations (remove, attach to a request) never take it.
    expect(await mediaDoc(photo)).toMatchObject({ width: 400, height: 300, owner: null })
    expect(await stored()).toEqual({ ...before, projects: before.projects + 1, media: before.media + 1 })
    const removed = await gql(
      'mutation R($input: RemoveMediaObjectInput!) { removeMediaObject(input: $input) }',
      {
        input: { id: String(photo) },
      },
      'anna',
    )
    expect(removed.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
    expect(await mediaDoc(photo)).toMatchObject({ width: 400 })
  })

  it('lists it and opens it by id: the picture as sent, the photo behind a signed link', async () => {
    const list = await listOf('anna')
    expect(list?.items).toEqual([{ id, name: 'Maison Dupont', zones: 1 }])
    expect(list?.paginationInfo.totalCount).toBe(1)
    const opened = (await gql<Opened>(GET, { id }, 'anna')).data?.visualiserProject
    expect(opened).toMatchObject({ id, name: 'Maison Dupont', demo: null, expiresAt: null })
    expect(JSON.parse(opened?.picture ?? '')).toEqual(snapshot())
    expect(await served(opened?.photoUrl ?? '')).toEqual({ width: 400, height: 300 })
  })

  it('nobody else reads, replaces or deletes it: NOT_FOUND for another professional, ACCESS_DENIED for a visitor', async () => {
    const replace = { id, name: 'Volée', picture: pic() }
    expect(codeOf(await gql(GET, { id }, 'bert'))).toBe('NOT_FOUND')
    expect(codeOf(await save(replace, 'bert'))).toBe('NOT_FOUND')
    expect(codeOf(await save(replace, 'bert', await png()))).toBe('NOT_FOUND')
    expect(codeOf(await gql(DELETE, { input: { id } }, 'bert'))).toBe('NOT_FOUND')
    expect(codeOf(await gql(GET, { id }))).toBe('ACCESS_DENIED')
    expect(codeOf(await gql(LIST, {}))).toBe('ACCESS_DENIED')
    expect(codeOf(await gql(DELETE, { input: { id } }))).toBe('ACCESS_DENIED')
    expect((await listOf('bert'))?.paginationInfo.totalCount).toBe(0)
    expect((await listOf('anna'))?.items).toEqual([{ id, name: 'Maison Dupont', zones: 1 }])
    expect(await projectDoc(id)).toMatchObject({ name: 'Maison Dupont', photo })
    expect(await mediaDoc(photo)).not.toBeNull()
  })

  it('replaces it by id: without a photo the photo is kept; with a new one the old one is removed', async () => {
    const two = pic(400, 300, [zone('z1'), zone('z2', rectangle(260, 20, 100, 80))])
    const before = await stored()
    const kept = await save({ id, name: 'Maison Dupont bis', picture: two }, 'anna')
    expect(kept.errors).toBeUndefined()
    expect(kept.data?.saveVisualiserProject.project).toMatchObject({ id, name: 'Maison Dupont bis', zones: 2 })
    expect(await photoOf(id)).toBe(photo)
    expect(await stored()).toEqual(before)
    const opened = (await gql<Opened>(GET, { id }, 'anna')).data?.visualiserProject
    expect(opened?.picture && JSON.parse(opened.picture)).toEqual(JSON.parse(two))

    // A picture drawn on another size no longer fits the kept photo.
    const other = await save({ id, name: 'Autre', picture: pic(300, 400) }, 'anna')
    expect([codeOf(other), fieldsOf(other)]).toEqual(['BAD_REQUEST', { picture: 'BAD_REQUEST' }])

    const jpeg = { data: await picture('jpeg', 400, 300), name: 'facade.jpg', type: 'image/jpeg' }
    const replaced = await save({ id, name: 'Maison Dupont ter', picture: two }, 'anna', jpeg)
    expect(replaced.errors).toBeUndefined()
    const newPhoto = await photoOf(id)
    expect(newPhoto).not.toBe(photo)
    expect(await mediaDoc(photo)).toBeNull()
    expect(await stored()).toEqual(before)
    expect(await projectDoc(id)).toMatchObject({ name: 'Maison Dupont ter', demo: null })
    photo = newPhoto
  })

  it('deletes it, and its photo with it', async () => {
    const before = await stored()
    const answer = await gql<{ deleteVisualiserProject: { id: string } }>(DELETE, { input: { id } }, 'anna')
    expect(answer.data?.deleteVisualiserProject.id).toBe(id)
    expect(await projectDoc(id)).toBeNull()
    expect(await mediaDoc(photo)).toBeNull()
    expect(await stored()).toEqual({ ...before, projects: before.projects - 1, media: before.media - 1 })
    expect(codeOf(await gql(GET, { id }, 'anna'))).toBe('NOT_FOUND')
    expect((await listOf('anna'))?.paginationInfo.totalCount).toBe(0)
  })

  it('keeps 50 at most: the 51st is refused, replacing one still works', async () => {
    for (let i = 0; i < 49; i++) {
      const data = { owner: ids.bert, name: `Lot ${i}`, picture: snapshot(), demo: 'villa', locale: 'fr' as const }
      await payload.create({ collection: 'visualiser-projects', overrideAccess: true, data })
    }
    const fiftieth = await save({ name: 'Cinquantième', picture: pic(), demo: 'villa' }, 'bert')
    expect(fiftieth.errors).toBeUndefined()
    expect(codeOf(await save({ name: 'De trop', picture: pic(), demo: 'villa' }, 'bert'))).toBe('TOO_MANY_ITEMS')
    const id = fiftieth.data?.saveVisualiserProject.project?.id
    expect((await save({ id, name: 'Renommée', picture: pic(), demo: 'terraced' }, 'bert')).errors).toBeUndefined()
    expect((await listOf('bert'))?.paginationInfo.totalCount).toBe(50)
    await payload.delete({ collection: 'visualiser-projects', where: { owner: { equals: ids.bert } } })
  })
})

describe('a visitor’s picture', () => {
  const name = `Maison de Marie ${Math.random().toString(36).slice(2, 8)}`
  const input = () => ({ name, picture: pic(), email: visitorEmail('marie') })
  let token = ''

  it('needs a well-formed e-mail; an id is refused: nothing stored, nothing mailed', async () => {
    const before = await stored()
    const none = await save({ ...input(), email: null }, undefined, await png())
    expect([codeOf(none), fieldsOf(none)]).toEqual(['IS_REQUIRED', { email: 'IS_REQUIRED' }])
    const wrong = await save({ ...input(), email: 'marie@' }, undefined, await png())
    expect([codeOf(wrong), fieldsOf(wrong)]).toEqual(['WRONG_EMAIL_FORMAT', { email: 'WRONG_EMAIL_FORMAT' }])
    expect(codeOf(await save({ ...input(), id: '1' }, undefined, await png()))).toBe('ACCESS_DENIED')
    expect(await stored()).toEqual(before)
  })

  it('is stored and its link mailed; the mail says nothing the visitor typed', async () => {
    const before = await stored()
    const answer = await save(input(), undefined, await png())
    expect(answer).toEqual({ data: { saveVisualiserProject: { mailed: true, project: null } } })
    expect(await stored()).toEqual({ projects: before.projects + 1, media: before.media + 1, mails: before.mails + 1 })

    const mail = await mailTo(visitorEmail('marie'))
    token = tokenIn(mail.text)
    expect(token).toHaveLength(43)
    expect(mail.html).toContain(`#link=${token}`)
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(name)
    const outbox = await payload.find({ collection: 'outbox', where: { to: { equals: visitorEmail('marie') } } })
    expect(outbox.docs.map((d) => [d.template, tokenIn(d.text ?? '')])).toEqual([['visualiserProject', token]])

    const { docs } = await payload.find({
      collection: 'visualiser-projects',
      where: { email: { equals: visitorEmail('marie') } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ owner: null, name, tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(JSON.stringify(docs[0])).not.toContain(token)
    expect(await mediaDoc(Number(docs[0]?.photo))).toMatchObject({ width: 400, height: 300, owner: null })
    // Its id opens nothing for a professional: it is nobody's.
    const id = String(docs[0]?.id)
    expect(codeOf(await gql(GET, { id }, 'anna'))).toBe('NOT_FOUND')
    expect(codeOf(await save({ id, name: 'Prise', picture: pic() }, 'anna'))).toBe('NOT_FOUND')
    expect(codeOf(await gql(DELETE, { input: { id } }, 'anna'))).toBe('NOT_FOUND')
  })

  it('opens by its token for whoever holds it, for 12 months', async () => {
    for (const who of [undefined, 'bert'] as const) {
      const opened = (await gql<Opened>(GET, { token }, who)).data?.visualiserProject
      expect(opened).toMatchObject({ id: null, name, demo: null })
      expect(JSON.parse(opened?.picture ?? '')).toEqual(snapshot())
      const days = (Date.parse(opened?.expiresAt ?? '') - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(363)
      expect(days).toBeLessThan(367)
      expect(await served(opened?.photoUrl ?? '')).toEqual({ width: 400, height: 300 })
    }
  })

  it('a forged or altered token opens nothing: INVALID_TOKEN', async () => {
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const forged of ['A'.repeat(43), altered, `${token}x`, 'short']) {
      expect(codeOf(await gql(GET, { token: forged })), forged).toBe('INVALID_TOKEN')
      expect(codeOf(await gql(DELETE, { input: { token: forged } })), forged).toBe('INVALID_TOKEN')
    }
    expect(codeOf(await gql(GET, { token }))).toBeUndefined()
  })

  it('its token deletes it, photo included; the link then opens nothing', async () => {
    const before = await stored()
    const answer = await gql<{ deleteVisualiserProject: { id: string | null } }>(DELETE, { input: { token } })
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.deleteVisualiserProject.id).toBeNull()
    expect(await stored()).toEqual({ ...before, projects: before.projects - 1, media: before.media - 1 })
    expect(codeOf(await gql(GET, { token }))).toBe('INVALID_TOKEN')
    expect(codeOf(await gql(DELETE, { input: { token } }))).toBe('INVALID_TOKEN')
  })

  it('once expired its link opens nothing, and the next visitor’s save sweeps it, photo included', async () => {
    expect((await save({ ...input(), email: visitorEmail('late') }, undefined, await png())).errors).toBeUndefined()
    const lateToken = tokenIn((await mailTo(visitorEmail('late'))).text)
    const where = { email: { equals: visitorEmail('late') } }
    const { docs } = await payload.find({ collection: 'visualiser-projects', where, depth: 0, overrideAccess: true })
    const [late, data] = [docs[0], { expiresAt: new Date(Date.now() - 1000).toISOString() }]
    await payload.update({ collection: 'visualiser-projects', where, data, overrideAccess: true })
    expect(codeOf(await gql(GET, { token: lateToken }))).toBe('INVALID_TOKEN')
    expect(codeOf(await gql(DELETE, { input: { token: lateToken } }))).toBe('INVALID_TOKEN')
    expect(await projectDoc(Number(late?.id))).not.toBeNull()

    // A picture on a demo house, without a photo: its save sweeps the expired one.
    const before = await stored()
    const demo = { name, picture: pic(), demo: 'villa', email: visitorEmail('demo') }
    expect((await save(demo)).data?.saveVisualiserProject.mailed).toBe(true)
    // Looked for by address: SQLite may give the new row the swept one's id.
    expect((await payload.count({ collection: 'visualiser-projects', where, overrideAccess: true })).totalDocs).toBe(0)
    expect(await mediaDoc(Number(late?.photo))).toBeNull()
    expect(await stored()).toEqual({ projects: before.projects, media: before.media - 1, mails: before.mails + 1 })
    const demoToken = tokenIn((await mailTo(visitorEmail('demo'))).text)
    const opened = (await gql<Opened>(GET, { token: demoToken })).data?.visualiserProject
    expect(opened).toMatchObject({ id: null, demo: 'villa', photoUrl: null })
  })
})

describe('what is refused stores nothing', () => {
  const bowTie = points(10, 10, 200, 200, 200, 10, 10, 200)
  const text = async (): Promise<Photo> => ({ data: new TextEncoder().encode('not a picture'), name: 'photo.jpg' })
  const [onPhoto, onPicture] = [{ photo: 'BAD_REQUEST' }, { picture: 'BAD_REQUEST' }]
  const cases: Array<[string, Record<string, unknown>, (() => Promise<Photo>) | null, string, object?]> = [
    ['a picture that is not JSON', { picture: '{"version":1,' }, png, 'BAD_REQUEST', onPicture],
    ['a picture of no zone', { picture: pic(400, 300, []) }, png, 'BAD_REQUEST', onPicture],
    ['a self-intersecting outline', { picture: pic(400, 300, [zone('z1', bowTie)]) }, png, 'BAD_REQUEST', onPicture],
    ['a photo of another size', { picture: pic() }, () => png(300, 400), 'BAD_REQUEST', onPhoto],
    // Over 2000 px the server stores the photo smaller: the picture drawn on its full size no longer fits it.
    ['a photo over 2000 px', { picture: pic(2040, 1530) }, () => png(2040, 1530), 'BAD_REQUEST', onPhoto],
    ['a file that is no image', { picture: pic() }, text, 'FILE_TYPE'],
    ['a demo house and a photo', { picture: pic(), demo: 'villa' }, png, 'BAD_REQUEST', onPhoto],
    ['an unknown demo house', { picture: pic(), demo: 'castle' }, null, 'BAD_REQUEST', { demo: 'BAD_REQUEST' }],
    ['neither photo nor demo house', { picture: pic() }, null, 'IS_REQUIRED', { photo: 'IS_REQUIRED' }],
    ['no name', { picture: pic(), name: '  ' }, png, 'IS_REQUIRED', { name: 'IS_REQUIRED' }],
  ]
  for (const [label, input, file, code, fields] of cases) {
    it(`${label}: ${code}, for a professional and for a visitor`, async () => {
      const before = await stored()
      const full = { name: 'Façade', ...input }
      const answers = [
        await save(full, 'anna', (await file?.()) ?? undefined),
        await save({ ...full, email: visitorEmail('refused') }, undefined, (await file?.()) ?? undefined),
      ]
      for (const answer of answers) expect([codeOf(answer), fieldsOf(answer)], label).toEqual([code, fields])
      expect(await stored()).toEqual(before)
    })
  }
})

describe('deleting a professional account', () => {
  it('removes their pictures and the photos (a demo house for a photo and back: the photo removed)', async () => {
    const withPhoto = await save({ name: 'Atelier', picture: pic() }, 'carl', await png())
    const id = withPhoto.data?.saveVisualiserProject.project?.id ?? ''
    const first = await photoOf(id)
    const onDemo = await save({ name: 'Démo', picture: pic(), demo: 'terraced' }, 'carl')
    const demoId = onDemo.data?.saveVisualiserProject.project?.id ?? ''
    // The demo house swapped for a photo, the photo swapped for a demo house.
    expect((await save({ id: demoId, name: 'Démo', picture: pic() }, 'carl', await png())).errors).toBeUndefined()
    expect(await projectDoc(demoId)).toMatchObject({ demo: null })
    const second = await photoOf(demoId)
    expect((await save({ id, name: 'Atelier', picture: pic(), demo: 'villa' }, 'carl')).errors).toBeUndefined()
    expect(await projectDoc(id)).toMatchObject({ demo: 'villa', photo: null })
    expect(await mediaDoc(first)).toBeNull()

    await payload.delete({ collection: 'professional-users', id: ids.carl, overrideAccess: true })
    const where = { owner: { equals: ids.carl } }
    expect((await payload.count({ collection: 'visualiser-projects', where, overrideAccess: true })).totalDocs).toBe(0)
    expect(await mediaDoc(second)).toBeNull()
  })
})
