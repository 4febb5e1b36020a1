import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firstTryDone, freePort, runMailJobs, TestSmtp, waitFor } from './helpers/mail'
import { startTestPayload, type TestPayload } from './helpers/payload'
import { picture, type UploadAnswer, uploadRequest } from './helpers/quotation'

let t: TestPayload
let smtp: TestSmtp
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
let ipCounter = 0
const nextIp = () => `198.51.101.${++ipCounter}`
const ctx = { disableRevalidate: true }

const pros = new Map<string, string>()
const categoryIds: string[] = []
const mediaObjectIds: number[] = []
let areaId: number
let systemId: string
let answers: Array<{ question: string; answer: string }>
let otherSystemAnswer: { question: string; answer: string }

interface Pro {
  key: string
  language: 'fr' | 'nl'
  categories: number[]
  renovation: boolean
  newConstruction: boolean
  size?: [number | null, number | null]
  visible?: boolean
}

// The request below: postcode 1050, category 0, renovation, 120 m². Alpha, Bravo and Foxtrot match.
const PROS: Pro[] = [
  { key: 'alpha', language: 'fr', categories: [0], renovation: true, newConstruction: false },
  { key: 'bravo', language: 'nl', categories: [0, 1], renovation: true, newConstruction: true, size: [50, 500] },
  { key: 'charlie', language: 'fr', categories: [0], renovation: true, newConstruction: false, size: [1000, null] },
  { key: 'delta', language: 'fr', categories: [1], renovation: true, newConstruction: true },
  { key: 'echo', language: 'fr', categories: [0], renovation: false, newConstruction: true },
  { key: 'hidden', language: 'fr', categories: [0], renovation: true, newConstruction: true, visible: false },
  { key: 'foxtrot', language: 'fr', categories: [0], renovation: true, newConstruction: true },
]

const emailOf = (key: string) => `${key}-${t.runId}@estimates-test.example`
const clientEmail = () => `client-${t.runId}@estimates-test.example`

beforeAll(async () => {
  // Real SMTP on a port this file opens and closes (src/lib/env.ts reads the environment once, at first import).
  smtp = new TestSmtp(await freePort())
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
  process.env.MAIL_RETRY_DELAY_MS = '50'
  await smtp.start()
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  const { seedConfigurator } = await import('@/seed/configurator')
  await seedConfigurator(payload)
  const run = t.runId.toUpperCase()
  const area = await payload.create({
    collection: 'geographic-areas',
    locale: 'fr',
    data: { name: `Zone Q ${run}`, code: `Q${run}`, type: 'PROVINCE', postalCodesRange: [{ from: 1000, to: 1299 }] },
    context: ctx,
  })
  areaId = area.id
  for (const name of ['Isolation', 'Enduit']) {
    const cat = await payload.create({
      collection: 'work-categories',
      locale: 'fr',
      data: { name: `${name} ${run}`, weight: 1000 },
      context: ctx,
    })
    await payload.update({
      collection: 'work-categories',
      id: cat.id,
      locale: 'nl',
      data: { name: `${name}-nl ${run}` },
      context: ctx,
    })
    categoryIds.push(String(cat.id))
  }
  for (const p of PROS) {
    const doc = await payload.create({
      collection: 'professional-users',
      locale: 'fr',
      overrideAccess: true,
      data: {
        company: `${p.key[0]?.toUpperCase()}${p.key.slice(1)} ${run}`,
        firstname: 'Pro',
        lastname: p.key,
        email: emailOf(p.key),
        password: 'Estimate-Test-1',
        profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
        language: p.language,
        phoneNumber: '0470123456',
        city: 'Bruxelles',
        postcode: '1000',
        street: 'Rue du Test 1',
        workCategories: p.categories.map((i) => Number(categoryIds[i])),
        geographicAreas: [areaId],
        moveForRenovation: p.renovation,
        moveForNewConstruction: p.newConstruction,
        doRenovationSize: Boolean(p.size),
        minimalRenovationSize: p.size?.[0] ?? undefined,
        maximalRenovationSize: p.size?.[1] ?? undefined,
        isVisible: p.visible ?? true,
      },
      context: ctx,
    })
    pros.set(p.key, String(doc.id))
  }
  const { findCatalogue } = await import('@/services/configurator')
  const catalogue = await findCatalogue('fr')
  const system = catalogue.systems[0]
  if (!system) throw new Error('The configurator seed made no system')
  systemId = system.id
  // One answer per question that leads to the system.
  answers = catalogue.questions.flatMap((q) => {
    const a = q.answers.find((x) => system.estimateAnswers.includes(x.id))
    return a ? [{ question: q.id, answer: a.id }] : []
  })
  const first = catalogue.questions[0]
  const excluding = first?.answers.find((a) => !system.estimateAnswers.includes(a.id))
  if (!first || !excluding) throw new Error('Expected an answer that excludes the first system')
  otherSystemAnswer = { question: first.id, answer: excluding.id }
})

afterAll(async () => {
  await smtp?.stop()
  if (t?.isPostgres) {
    await payload.delete({ collection: 'estimates', where: { contactEmail: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'outbox', where: { to: { like: t.runId } } })
    if (mediaObjectIds.length > 0) {
      await payload.delete({ collection: 'media-objects', where: { id: { in: mediaObjectIds } }, overrideAccess: true })
    }
    await payload.delete({
      collection: 'professional-users',
      where: { email: { like: `-${t.runId}@estimates-test.example` } },
      overrideAccess: true,
      context: ctx,
    })
    await payload.delete({
      collection: 'work-categories',
      where: { id: { in: categoryIds.map(Number) } },
      context: ctx,
    })
    await payload.delete({ collection: 'geographic-areas', where: { id: { equals: areaId } }, context: ctx })
  }
  await t?.stop()
})

type Answer<T> = {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

async function graphql<T>(
  query: string,
  variables: Record<string, unknown>,
  options: { locale?: string; ip?: string; bearer?: string } = {},
): Promise<Answer<T>> {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': options.locale ?? 'fr',
        'x-forwarded-for': options.ip ?? nextIp(),
        ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as Answer<T>
}

const CREATE = `mutation C($input: CreateEstimateInput!) { createEstimate(input: $input) { requestId estimateIds followUpUrl } }`
type Created = { createEstimate: { requestId: string; estimateIds: string[]; followUpUrl: string | null } | null }
const create = (input: Record<string, unknown>, options: { locale?: string; ip?: string } = {}) =>
  graphql<Created>(CREATE, { input }, options)

const MATCHES = `query M($input: MatchingProjectInput!) {
  estimateProfessionals(input: $input) { preselectedMismatch items { id title } }
}`
type Matches = { estimateProfessionals: { preselectedMismatch: boolean; items: Array<{ id: string; title: string }> } }

function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000)
  return d.toISOString().slice(0, 10)
}

const randomKey = () => `key-${crypto.randomUUID()}`
const UPLOAD_KEY = () => `visitor-key-${t.runId}-0123456789abcdef0123456789`

function valid(overrides: Record<string, unknown> = {}) {
  return {
    clientLastname: 'Dubois',
    clientFirstname: 'Claire',
    contactEmail: clientEmail(),
    contactPhone: '',
    name: `Façade rue des Tilleuls ${t.runId}`,
    street: 'Rue des Tilleuls 12',
    postcode: '1050',
    city: 'Ixelles',
    comment: '<p onclick="x()">Crépi <b>fissuré</b> <script>alert(1)</script>sur deux façades.</p>',
    workCategories: [categoryIds[0]],
    projectType: 'RENOVATION',
    size: 120,
    workEndDate: inDays(30),
    images: [],
    estimateAnswers: answers,
    estimateSystem: systemId,
    professionals: [pros.get('alpha'), pros.get('bravo')],
    uploadKey: UPLOAD_KEY(),
    website: '',
    ...overrides,
  }
}

async function upload(uploadKey: string): Promise<string> {
  const response = await handlePost(
    uploadRequest([{ name: 'facade.png', data: await picture('png'), type: 'image/png' }], {
      uploadKey,
      ip: nextIp(),
    }),
  )
  const answer = (await response.json()) as UploadAnswer
  const id = answer.data?.uploadMediaObject?.mediaObject?.id
  if (!id) throw new Error(`Upload failed: ${JSON.stringify(answer.errors)}`)
  mediaObjectIds.push(Number(id))
  return id
}

describe('matching professionals', () => {
  const project = () => ({
    postcode: '1050',
    workCategories: [categoryIds[0]],
    projectType: 'RENOVATION',
    size: 120,
  })

  it('lists the listed professionals serving the province, doing the category and the type, whose sizes fit', async () => {
    const answer = await graphql<Matches>(MATCHES, { input: project() })
    expect(answer.errors).toBeUndefined()
    const ids = answer.data?.estimateProfessionals.items.map((p) => p.id).sort()
    expect(ids).toEqual([pros.get('alpha'), pros.get('bravo'), pros.get('foxtrot')].sort())
    expect(answer.data?.estimateProfessionals.preselectedMismatch).toBe(false)
  })

  it('puts a matching preselected professional first, and says when the preselected one does not match', async () => {
    const first = await graphql<Matches>(MATCHES, { input: { ...project(), preselected: pros.get('foxtrot') } })
    expect(first.data?.estimateProfessionals.items[0]?.id).toBe(pros.get('foxtrot'))
    expect(first.data?.estimateProfessionals.preselectedMismatch).toBe(false)
    const mismatch = await graphql<Matches>(MATCHES, { input: { ...project(), preselected: pros.get('charlie') } })
    expect(mismatch.data?.estimateProfessionals.preselectedMismatch).toBe(true)
    expect(mismatch.data?.estimateProfessionals.items).toHaveLength(3)
  })

  it('finds nobody outside the served provinces', async () => {
    const answer = await graphql<Matches>(MATCHES, { input: { ...project(), postcode: '1300' } })
    expect(answer.data?.estimateProfessionals.items.filter((p) => [...pros.values()].includes(p.id))).toEqual([])
  })
})

describe('createEstimate', () => {
  it('stores one estimate per chosen professional with status NEW, and queues their mails and the client’s', async () => {
    const photo = await upload(UPLOAD_KEY())
    const answer = await create(valid({ images: [photo], contactPhone: '0470 12 34 56' }), { locale: 'fr' })
    expect(answer.errors).toBeUndefined()
    const created = answer.data?.createEstimate
    expect(created?.estimateIds).toHaveLength(2)
    const { docs } = await payload.find({
      collection: 'estimates',
      where: { requestId: { equals: created?.requestId } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((d) => String(d.professionalUser)).sort()).toEqual([pros.get('alpha'), pros.get('bravo')].sort())
    for (const doc of docs) {
      expect(doc).toMatchObject({
        status: 'NEW',
        locale: 'fr',
        name: `Façade rue des Tilleuls ${t.runId}`,
        postcode: '1050',
        projectType: 'RENOVATION',
        size: 120,
        clientLastname: 'Dubois',
        contactEmail: clientEmail(),
        // Stored in the E.164 form, shown grouped in the professional's mail.
        contactPhone: '+32470123456',
        estimateSystem: Number(systemId),
        workCategories: [Number(categoryIds[0])],
        images: [Number(photo)],
      })
      // Sanitized: no script, no attribute, b became strong.
      expect(doc.comment).toBe('<p>Crépi <strong>fissuré</strong> sur deux façades.</p>')
      expect(doc.workEndDate.slice(0, 10)).toBe(inDays(30))
    }

    const alphaMail = await payload.find({ collection: 'outbox', where: { to: { equals: emailOf('alpha') } } })
    expect(alphaMail.docs).toHaveLength(1)
    expect(alphaMail.docs[0]).toMatchObject({ locale: 'fr' })
    expect(alphaMail.docs[0]?.subject).toBe(`Nouvelle demande de devis\u00a0: Façade rue des Tilleuls ${t.runId}`)
    expect(alphaMail.docs[0]?.text).toContain('/fr/tableau-de-bord')
    expect(alphaMail.docs[0]?.text).toMatch(new RegExp(`/api/uploads/${photo}\\?issued=\\d+&expires=\\d+&signature=`))
    expect(alphaMail.docs[0]?.text).toContain('Crépi fissuré sur deux façades.')
    expect(alphaMail.docs[0]?.text).toContain('+32 470 12 34 56')
    const bravoMail = await payload.find({ collection: 'outbox', where: { to: { equals: emailOf('bravo') } } })
    expect(bravoMail.docs).toHaveLength(1)
    expect(bravoMail.docs[0]).toMatchObject({ locale: 'nl' })
    expect(bravoMail.docs[0]?.subject).toBe(`Nieuwe offerteaanvraag: Façade rue des Tilleuls ${t.runId}`)
    expect(bravoMail.docs[0]?.text).toContain('/nl/dashboard')
    expect(bravoMail.docs[0]?.text).toContain(`Isolation-nl ${t.runId.toUpperCase()}`)
    const client = await payload.find({ collection: 'outbox', where: { to: { equals: clientEmail() } } })
    expect(client.docs).toHaveLength(1)
    expect(client.docs[0]).toMatchObject({ locale: 'fr' })
    expect(client.docs[0]?.text).toContain(`Alpha ${t.runId.toUpperCase()}`)
    expect(client.docs[0]?.text).toContain(`Bravo ${t.runId.toUpperCase()}`)
  })

  it('gives the client a follow-up link, in the answer and the mail, stored nowhere and the same on a retry', async () => {
    const input = valid({ professionals: [pros.get('foxtrot')], name: `Suivi ${t.runId}`, idempotencyKey: randomKey() })
    const first = await create(input, { locale: 'fr' })
    expect(first.errors).toBeUndefined()
    const url = first.data?.createEstimate?.followUpUrl ?? ''
    const token = /\/fr\/mes-demandes\/([A-Za-z0-9_-]{43})$/.exec(url)?.[1]
    expect(token).toBeTruthy()
    const mail = await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: clientEmail() } }, { subject: { contains: `Suivi ${t.runId}` } }] },
    })
    expect(mail.docs[0]?.text).toContain(url)
    // A retried submit answers the same request and the same link; the stored answer holds no token.
    const again = await create(input, { locale: 'fr' })
    expect(again.data?.createEstimate).toEqual(first.data?.createEstimate)
    const keys = await payload.find({ collection: 'idempotency-keys', limit: 200, overrideAccess: true })
    expect(JSON.stringify(keys.docs)).not.toContain(token)
    const { findFollowUp } = await import('@/services/estimates/follow-up')
    const view = await findFollowUp(payload, token as string, 'fr')
    expect(view?.professionals.map((p) => p.status)).toEqual(['sent'])
    expect(view?.name).toBe(`Suivi ${t.runId}`)
  })

  it('writes the client’s mail in the language of the request, and no phone when none was given', async () => {
    const answer = await create(valid({ professionals: [pros.get('foxtrot')], name: `Gevel ${t.runId}` }), {
      locale: 'nl',
    })
    expect(answer.errors).toBeUndefined()
    const client = await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: clientEmail() } }, { subject: { like: `Gevel ${t.runId}` } }] },
    })
    expect(client.docs[0]).toMatchObject({ locale: 'nl' })
    expect(client.docs[0]?.subject).toBe(`Uw offerteaanvraag “Gevel ${t.runId}” is verstuurd`)
    const pro = await payload.find({ collection: 'outbox', where: { to: { equals: emailOf('foxtrot') } } })
    // No phone given: the contact line ends with the address, no placeholder of zeros (issue 22).
    expect(pro.docs[0]?.text).not.toContain('0000')
    expect(pro.docs[0]?.text).toMatch(
      new RegExp(`Contact\\u00a0?: [^\\n]*· ${clientEmail().replace(/[.+]/g, '\\$&')}\\n`),
    )
  })

  it('stores the request while SMTP is down, and its mails go out once, when SMTP is back', async () => {
    await smtp.stop()
    const name = `Panne ${t.runId}`
    const answer = await create(valid({ professionals: [pros.get('foxtrot')], name }), { locale: 'fr' })
    expect(answer.errors).toBeUndefined()
    const stored = await payload.find({
      collection: 'estimates',
      where: { requestId: { equals: answer.data?.createEstimate?.requestId } },
      overrideAccess: true,
    })
    expect(stored.docs.map((d) => d.status)).toEqual(['NEW'])
    const queued = await payload.find({ collection: 'outbox', where: { subject: { like: name } } })
    const ids = queued.docs.map((d) => d.id)
    expect(queued.docs.map((d) => d.to).sort()).toEqual([clientEmail(), emailOf('foxtrot')].sort())
    for (const id of ids) {
      const { doc } = await firstTryDone(payload, id)
      expect(doc).toMatchObject({ status: 'queued', attempts: 1 })
      expect(doc.lastError).toMatch(/ECONNREFUSED/)
    }

    await smtp.start()
    await waitFor(async () => {
      await runMailJobs(payload, ids)
      const docs = await Promise.all(ids.map((id) => payload.findByID({ collection: 'outbox', id })))
      return docs.every((d) => d.status === 'sent') ? docs : undefined
    })
    await runMailJobs(payload, ids)
    for (const to of [clientEmail(), emailOf('foxtrot')]) {
      expect(smtp.deliveredTo(to).filter((m) => m.subject.includes(name))).toHaveLength(1)
    }
  })

  it('refuses bad input with a code per field, and stores nothing', async () => {
    const before = await payload.count({ collection: 'estimates', overrideAccess: true })
    const answer = await create(
      valid({
        clientLastname: ' ',
        contactEmail: 'claire@',
        contactPhone: '12345',
        postcode: '0999',
        comment: `<p><strong>${'x'.repeat(401)}</strong></p>`,
        workCategories: [],
        projectType: null,
        size: -3,
        workEndDate: inDays(-2),
        professionals: [1, 2, 3, 4],
      }),
    )
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      clientLastname: 'IS_REQUIRED',
      contactEmail: 'WRONG_EMAIL_FORMAT',
      contactPhone: 'WRONG_PHONE_NUMBER',
      postcode: 'UNKNOWN_POSTCODE',
      comment: 'MAX_CHARACTERS_DESCRIPTION',
      workCategories: 'IS_REQUIRED',
      projectType: 'IS_REQUIRED',
      size: 'NOT_POSITIVE',
      workEndDate: 'MIN_DATE_TODAY',
      professionals: 'TOO_MANY_PROFESSIONALS',
    })
    expect(await payload.count({ collection: 'estimates', overrideAccess: true })).toEqual(before)
  })

  it('refuses a city that is not the postcode’s (1000 Antwerpen), and takes "B-1000" Brussel as 1000', async () => {
    const before = await payload.count({ collection: 'estimates', overrideAccess: true })
    const refused = await create(valid({ postcode: '1000', city: 'Antwerpen', professionals: [pros.get('alpha')] }))
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({ city: 'POSTCODE_CITY_MISMATCH' })
    expect(await payload.count({ collection: 'estimates', overrideAccess: true })).toEqual(before)
    const name = `Façade Brussel ${t.runId}`
    const ok = await create(valid({ name, postcode: 'B-1000', city: 'Brussel', professionals: [pros.get('alpha')] }), {
      locale: 'nl',
    })
    expect(ok.errors).toBeUndefined()
    const { docs } = await payload.find({
      collection: 'estimates',
      where: { name: { equals: name } },
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.postcode, d.city])).toEqual([['1000', 'Brussel']])
  })

  it('counts 400 characters of text, not of markup', async () => {
    const text = 'é'.repeat(400)
    const ok = await create(valid({ comment: `<p><em>${text}</em></p>`, professionals: [pros.get('alpha')] }))
    expect(ok.errors).toBeUndefined()
    const empty = await create(valid({ comment: '<p><br></p>' }))
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ comment: 'IS_REQUIRED' })
  })

  it('refuses a professional who does not match, a preselected one included', async () => {
    const before = await payload.count({ collection: 'estimates', overrideAccess: true })
    for (const key of ['charlie', 'delta', 'echo', 'hidden']) {
      const answer = await create(
        valid({ professionals: [pros.get('alpha'), pros.get(key)], preselectedProfessional: pros.get(key) }),
      )
      expect(answer.errors?.[0]?.extensions?.code).toBe('PROFESSIONAL_NOT_MATCHING')
    }
    expect(await payload.count({ collection: 'estimates', overrideAccess: true })).toEqual(before)
  })

  it('refuses a signed-in professional’s request to themselves (it could end in a review of their own)', async () => {
    const { token } = await payload.login({
      collection: 'professional-users',
      data: { email: emailOf('alpha'), password: 'Estimate-Test-1' },
    })
    const answer = await graphql<Created>(CREATE, { input: valid({ name: `Moi ${t.runId}` }) }, { bearer: token })
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({ professionals: 'PROFESSIONAL_NOT_MATCHING' })
    const stored = await payload.count({ collection: 'estimates', where: { name: { equals: `Moi ${t.runId}` } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('refuses a system the answers do not lead to', async () => {
    const answer = await create(valid({ estimateAnswers: [otherSystemAnswer] }))
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({ estimateSystem: 'IS_REQUIRED' })
  })

  it('does not let a visitor attach another visitor’s photo', async () => {
    const theirs = await upload(`someone-else-${t.runId}-0123456789abcdef012345`)
    const before = await payload.count({ collection: 'estimates', overrideAccess: true })
    const answer = await create(valid({ images: [theirs] }))
    expect(answer.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
    const noKey = await create(valid({ images: [theirs], uploadKey: null }))
    expect(noKey.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
    expect(await payload.count({ collection: 'estimates', overrideAccess: true })).toEqual(before)
  })

  it('answers a filled honeypot as a success and stores and sends nothing', async () => {
    const before = await payload.count({ collection: 'estimates', overrideAccess: true })
    const mails = await payload.count({ collection: 'outbox', where: { to: { like: t.runId } } })
    const answer = await create(valid({ website: 'https://spam.example' }))
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.createEstimate?.estimateIds).toEqual([])
    expect(await payload.count({ collection: 'estimates', overrideAccess: true })).toEqual(before)
    expect(await payload.count({ collection: 'outbox', where: { to: { like: t.runId } } })).toEqual(mails)
  })

  it('takes ten requests an hour from one address, then answers RATE_LIMITED; refused ones count apart (issue 22)', async () => {
    const ip = '203.0.113.91'
    // Refused requests (invalid, a professional who does not match) are no request: the ten stay.
    for (let i = 0; i < 3; i++) {
      const answer = await create({}, { ip })
      expect(answer.errors?.[0]?.extensions?.code).toBe('IS_REQUIRED')
    }
    const mismatch = await create(valid({ professionals: [pros.get('charlie')] }), { ip })
    expect(mismatch.errors?.[0]?.extensions?.code).toBe('PROFESSIONAL_NOT_MATCHING')
    for (let i = 0; i < 2; i++) expect((await create(valid(), { ip })).errors).toBeUndefined()
    // A filled honeypot is answered as a success, and counts as one.
    for (let i = 0; i < 8; i++) expect((await create(valid({ website: 'x' }), { ip })).errors).toBeUndefined()
    const refused = await create(valid(), { ip })
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
  })

  it('still stops a flood of refused requests from one address, at thirty an hour (issue 22)', async () => {
    const ip = '203.0.113.95'
    for (let i = 0; i < 30; i++) {
      const answer = await create({}, { ip })
      expect(answer.errors?.[0]?.extensions?.code).toBe('IS_REQUIRED')
    }
    expect((await create({}, { ip })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
  })

  it('keeps estimates away from visitors and from other professionals', async () => {
    await expect(payload.find({ collection: 'estimates', limit: 1, overrideAccess: false })).rejects.toThrow(
      /autorisé|allowed/,
    )
    const delta = await payload.findByID({
      collection: 'professional-users',
      id: Number(pros.get('delta')),
      overrideAccess: true,
    })
    const seen = await payload.find({
      collection: 'estimates',
      where: { contactEmail: { equals: clientEmail() } },
      overrideAccess: false,
      user: { ...delta, collection: 'professional-users' },
    })
    expect(seen.docs).toEqual([])
  })
})
