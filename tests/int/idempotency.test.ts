import { randomUUID } from 'node:crypto'
import type { CollectionBeforeChangeHook, CollectionSlug, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, TestSmtp, waitFor } from './helpers/mail'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * Issue 21, one unit of work: a quotation request, a sample request and a contact message are written with their
 * outbox mails (and the mails' delivery jobs) in one transaction, and a submission key sent again answers the first
 * result instead of storing a second request, also when both submits arrive at once. On SQLite and PostgreSQL.
 */

let t: TestPayload
let payload: Payload
let smtp: TestSmtp
let handlePost: (request: Request) => Promise<Response>
let ipCounter = 0
const nextIp = () => `198.51.121.${++ipCounter}`
const ctx = { disableRevalidate: true }
const runStart = new Date().toISOString()

const proIds: string[] = []
let categoryId: string
const areaIds: number[] = []
let systemId: string
let answers: Array<{ question: string; answer: string }>
let merchantToken: string
let merchantId: number | string

type Answer<T> = {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

async function graphql<T>(query: string, input: Record<string, unknown>): Promise<Answer<T>> {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'fr', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ query, variables: { input } }),
    }),
  )
  return (await response.json()) as Answer<T>
}

/** Makes every write of `collection` whose data `matches` fail, for the duration of `run`. */
async function failingWrites<T>(
  collection: CollectionSlug,
  matches: (data: Record<string, unknown>) => boolean,
  run: () => Promise<T>,
): Promise<T> {
  const hooks = payload.collections[collection].config.hooks.beforeChange
  const hook: CollectionBeforeChangeHook = ({ data }) => {
    if (matches(data)) throw new Error(`injected failure writing ${collection}`)
    return data
  }
  hooks.push(hook)
  try {
    return await run()
  } finally {
    hooks.splice(hooks.indexOf(hook), 1)
  }
}

const count = async (collection: CollectionSlug, where: Where) =>
  (await payload.count({ collection, where, overrideAccess: true })).totalDocs
/** Mail delivery jobs whose outbox mail does not exist (done jobs are deleted, so a count would not tell). */
async function orphanJobs(): Promise<unknown[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    // This run's: an earlier run's afterAll removed its mails, maybe before their jobs were done.
    where: { queue: { equals: 'mail' }, createdAt: { greater_than_equal: runStart } },
    pagination: false,
    depth: 0,
  })
  const ids = docs.map((job) => String((job.input as { outboxId?: string } | null)?.outboxId))
  const { docs: found } = await payload.find({
    collection: 'outbox',
    where: { id: { in: ids.map(Number) } },
    pagination: false,
    depth: 0,
    select: {},
  })
  const existing = new Set(found.map((m) => String(m.id)))
  return ids.filter((id) => !existing.has(id))
}

/** Waits until every mail to `to` went out (none left queued), then says how many SMTP received. */
async function deliveredTo(to: string, expected: number): Promise<number> {
  await waitFor(async () =>
    smtp.deliveredTo(to).length >= expected && (await count('outbox', { to: { equals: to } })) >= expected
      ? true
      : undefined,
  )
  return smtp.deliveredTo(to).length
}

beforeAll(async () => {
  smtp = new TestSmtp(await freePort())
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
  await smtp.start()
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  const { seedConfigurator } = await import('@/seed/configurator')
  await seedConfigurator(payload)
  const run = t.runId.toUpperCase()
  for (const [code, from, to] of [
    [`I${run}`, 1000, 1299],
    [`I${run}-ANT`, 2000, 2999],
  ] as const) {
    const area = await payload.create({
      collection: 'geographic-areas',
      locale: 'fr',
      data: { name: `Zone ${code}`, code, type: 'PROVINCE', postalCodesRange: [{ from, to }] },
      context: ctx,
    })
    areaIds.push(area.id)
  }
  const category = await payload.create({
    collection: 'work-categories',
    locale: 'fr',
    data: { name: `Enduit ${run}`, weight: 1000 },
    context: ctx,
  })
  categoryId = String(category.id)
  for (const [key, language] of [
    ['alpha', 'fr'],
    ['bravo', 'nl'],
  ] as const) {
    const pro = await payload.create({
      collection: 'professional-users',
      locale: 'fr',
      overrideAccess: true,
      data: {
        company: `${key} ${run}`,
        firstname: 'Pro',
        lastname: key,
        email: `${key}-${t.runId}@idempotency.example`,
        password: 'Idempotent-Test-1',
        profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
        language,
        phoneNumber: '0470123456',
        city: 'Bruxelles',
        postcode: '1000',
        street: 'Rue du Test 1',
        workCategories: [category.id],
        geographicAreas: [areaIds[0] as number],
        moveForRenovation: true,
        moveForNewConstruction: true,
        isVisible: true,
      },
      context: ctx,
    })
    proIds.push(String(pro.id))
  }
  // Before the catalogue is first read: the sample request checks its finish against it.
  const coating = await payload.create({
    collection: 'coatings',
    locale: 'fr',
    data: {
      name: `Crépi ${run}`,
      code: `CI-${t.runId}`,
      colorCategories: [
        {
          name: 'Teintes naturelles',
          colorRanges: [
            { name: 'Sable', code: 'I-1', colorShades: [{ code: 'I-101', colorHex: '#d8c9a8', lightIntensity: 62.5 }] },
          ],
        },
      ],
    },
  })
  await payload.update({
    collection: 'coatings',
    id: coating.id,
    locale: 'nl',
    data: {
      name: `Sierpleister ${run}`,
      colorCategories: (coating.colorCategories ?? []).map((category) => ({
        ...category,
        name: 'Natuurtinten',
        colorRanges: (category.colorRanges ?? []).map((range) => ({ ...range, name: 'Zand' })),
      })),
    },
  })
  const { findCatalogue } = await import('@/services/configurator')
  const catalogue = await findCatalogue('fr')
  const system = catalogue.systems[0]
  if (!system) throw new Error('The configurator seed made no system')
  systemId = system.id
  answers = catalogue.questions.flatMap((q) => {
    const a = q.answers.find((x) => system.estimateAnswers.includes(x.id))
    return a ? [{ question: q.id, answer: a.id }] : []
  })
  const merchant = await payload.create({
    collection: 'merchants',
    data: {
      firstname: 'Sophie',
      lastname: 'Lambert',
      email: `merchant.${t.runId}@idempotency.example`,
      sampleCode: `IDEM-${t.runId}`.toUpperCase(),
    },
    overrideAccess: true,
  })
  merchantId = merchant.id
  const { signMerchantToken } = await import('@/services/samples')
  merchantToken = signMerchantToken(merchant).merchantToken
}, 120_000)

afterAll(async () => {
  await smtp?.stop()
  if (t?.isPostgres) {
    const like = { like: t.runId }
    await payload.delete({ collection: 'estimates', where: { contactEmail: like }, overrideAccess: true })
    await payload.delete({ collection: 'sample-requests', where: { contactEmail: like }, overrideAccess: true })
    await payload.delete({ collection: 'contact-requests', where: { email: like }, overrideAccess: true })
    await payload.delete({ collection: 'outbox', where: { to: like } })
    await payload.delete({ collection: 'merchants', where: { email: like }, overrideAccess: true })
    await payload.delete({ collection: 'coatings', where: { code: like } })
    await payload.delete({
      collection: 'professional-users',
      where: { email: like },
      overrideAccess: true,
      context: ctx,
    })
    await payload.delete({ collection: 'work-categories', where: { id: { equals: categoryId } }, context: ctx })
    await payload.delete({ collection: 'geographic-areas', where: { id: { in: areaIds } }, context: ctx })
  }
  await t?.stop()
})

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

// --- quotation requests -------------------------------------------------------------------------------------------

const CREATE_ESTIMATE = `mutation C($input: CreateEstimateInput!) { createEstimate(input: $input) { requestId estimateIds } }`
type Estimate = { createEstimate: { requestId: string; estimateIds: string[] } | null }

function quotation(email: string, extra: Record<string, unknown> = {}) {
  return {
    clientLastname: 'Dubois',
    clientFirstname: 'Claire',
    contactEmail: email,
    contactPhone: '',
    name: `Façade ${t.runId}`,
    street: 'Rue des Tilleuls 12',
    postcode: '1050',
    city: 'Ixelles',
    comment: '<p>Crépi fissuré.</p>',
    workCategories: [categoryId],
    projectType: 'RENOVATION',
    size: 120,
    workEndDate: inDays(30),
    images: [],
    estimateAnswers: answers,
    estimateSystem: systemId,
    professionals: proIds,
    uploadKey: `upload-${t.runId}-0123456789abcdef0123456789`,
    website: '',
    ...extra,
  }
}
const clientOf = (name: string) => `${name}-${t.runId}@idempotency.example`
const proMails = () => proIds.length

describe('a quotation request', () => {
  it('is stored once for one key: the retry answers the same ids, and each mail goes out once', async () => {
    const email = clientOf('quote-twice')
    const input = quotation(email, { idempotencyKey: randomUUID() })
    const first = await graphql<Estimate>(CREATE_ESTIMATE, input)
    expect(first.errors).toBeUndefined()
    expect(first.data?.createEstimate?.estimateIds).toHaveLength(2)
    const again = await graphql<Estimate>(CREATE_ESTIMATE, input)
    expect(again.errors).toBeUndefined()
    expect(again.data?.createEstimate).toEqual(first.data?.createEstimate)
    expect(await count('estimates', { contactEmail: { equals: email } })).toBe(2)
    expect(await deliveredTo(email, 1)).toBe(1)
    expect(await count('outbox', { to: { equals: email } })).toBe(1)
  })

  it('is stored once when two submits with one key arrive at the same time', async () => {
    const email = clientOf('quote-race')
    const input = quotation(email, { idempotencyKey: randomUUID() })
    const [a, b] = await Promise.all([
      graphql<Estimate>(CREATE_ESTIMATE, input),
      graphql<Estimate>(CREATE_ESTIMATE, input),
    ])
    expect(a.errors).toBeUndefined()
    expect(b.errors).toBeUndefined()
    expect(b.data?.createEstimate).toEqual(a.data?.createEstimate)
    expect(await count('estimates', { contactEmail: { equals: email } })).toBe(2)
    expect(await count('outbox', { to: { equals: email } })).toBe(1)
    expect(await count('idempotency-keys', { scope: { equals: 'quotation' } })).toBeGreaterThanOrEqual(1)
  })

  it('stores no estimate, no mail and no job when a write fails after the estimates', async () => {
    const email = clientOf('quote-fails')
    const outboxBefore = await count('outbox', {})
    const key = randomUUID()
    // The client's mail is the last write: both estimates and both professionals' mails are written before it.
    const failed = await failingWrites(
      'outbox',
      (data) => data.to === email,
      () => graphql<Estimate>(CREATE_ESTIMATE, quotation(email, { idempotencyKey: key })),
    )
    expect(failed.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR')
    expect(await count('estimates', { contactEmail: { equals: email } })).toBe(0)
    expect(await count('outbox', {})).toBe(outboxBefore)
    expect(await orphanJobs()).toEqual([])
    expect(smtp.received.filter((m) => m.text.includes(email))).toEqual([])
    // The key was not kept either: the retry stores the request.
    const retry = await graphql<Estimate>(CREATE_ESTIMATE, quotation(email, { idempotencyKey: key }))
    expect(retry.errors).toBeUndefined()
    expect(await count('estimates', { contactEmail: { equals: email } })).toBe(2)
    expect(await deliveredTo(email, 1)).toBe(1)
    expect(await count('outbox', {})).toBe(outboxBefore + proMails() + 1)
  })

  it('stores nothing when the second estimate fails', async () => {
    const email = clientOf('quote-second')
    const outboxBefore = await count('outbox', {})
    const failed = await failingWrites(
      'estimates',
      (data) => data.contactEmail === email && String(data.professionalUser) === proIds[1],
      () => graphql<Estimate>(CREATE_ESTIMATE, quotation(email, { idempotencyKey: randomUUID() })),
    )
    expect(failed.errors).toBeDefined()
    expect(await count('estimates', { contactEmail: { equals: email } })).toBe(0)
    expect(await count('outbox', {})).toBe(outboxBefore)
  })

  it('still works without a key (older clients), one request per submit', async () => {
    const email = clientOf('quote-nokey')
    const first = await graphql<Estimate>(CREATE_ESTIMATE, quotation(email))
    const second = await graphql<Estimate>(CREATE_ESTIMATE, quotation(email))
    expect(first.errors).toBeUndefined()
    expect(second.errors).toBeUndefined()
    expect(second.data?.createEstimate?.requestId).not.toBe(first.data?.createEstimate?.requestId)
    expect(await count('estimates', { contactEmail: { equals: email } })).toBe(4)
  })

  it('refuses a key sent again with other content (BAD_REQUEST), and a malformed key', async () => {
    const email = clientOf('quote-other')
    const key = randomUUID()
    expect((await graphql<Estimate>(CREATE_ESTIMATE, quotation(email, { idempotencyKey: key }))).errors).toBeUndefined()
    const other = await graphql<Estimate>(CREATE_ESTIMATE, quotation(email, { idempotencyKey: key, size: 121 }))
    expect(other.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST')
    const malformed = await graphql<Estimate>(CREATE_ESTIMATE, quotation(email, { idempotencyKey: 'short' }))
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST')
    expect(await count('estimates', { contactEmail: { equals: email } })).toBe(2)
  })

  it('forgets a key after a day: the same key then stores a new request', async () => {
    const email = clientOf('quote-old')
    const key = randomUUID()
    const input = quotation(email, { idempotencyKey: key })
    const first = await graphql<Estimate>(CREATE_ESTIMATE, input)
    expect(first.errors).toBeUndefined()
    const { createHash } = await import('node:crypto')
    const hashed = createHash('sha256').update(`quotation:${key}`).digest('hex')
    const { IDEMPOTENCY_TTL_MS } = await import('@/services/core/idempotency')
    await payload.db.updateOne({
      collection: 'idempotency-keys',
      where: { key: { equals: hashed } },
      data: { createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000).toISOString() },
    })
    const later = await graphql<Estimate>(CREATE_ESTIMATE, input)
    expect(later.errors).toBeUndefined()
    expect(later.data?.createEstimate?.requestId).not.toBe(first.data?.createEstimate?.requestId)
    expect(await count('estimates', { contactEmail: { equals: email } })).toBe(4)
    expect(await count('idempotency-keys', { key: { equals: hashed } })).toBe(1)
  })
})

// --- sample requests ----------------------------------------------------------------------------------------------

const CREATE_SAMPLES = `mutation C($input: CreateColorFinderInput!) { createColorFinder(input: $input) { colorFinder { id contactEmail } } }`
type Samples = { createColorFinder: { colorFinder: { id: string; contactEmail: string } } | null }

function sampleRequest(email: string, extra: Record<string, unknown> = {}) {
  return {
    sampleType: 'SAMPLE',
    clientFirstname: 'Lotte',
    clientLastname: 'Janssens',
    street: 'Kerkstraat 12',
    postcode: '2000',
    city: 'Antwerpen',
    contactEmail: email,
    contactPhone: '0470 12 34 56',
    samples: [
      {
        coatingName: `Crépi ${t.runId.toUpperCase()}`,
        colorCategoryName: 'Teintes naturelles',
        name: 'Sable',
        colorCode: 'I-101',
        lightIntensity: 62.5,
      },
    ],
    merchantToken,
    ...extra,
  }
}

describe('a sample request', () => {
  it('is stored once for one key, sequentially and concurrently, and answers the same id', async () => {
    const email = clientOf('samples-twice')
    const input = sampleRequest(email, { idempotencyKey: randomUUID() })
    const first = await graphql<Samples>(CREATE_SAMPLES, input)
    expect(first.errors).toBeUndefined()
    const again = await graphql<Samples>(CREATE_SAMPLES, input)
    expect(again.data).toEqual(first.data)
    expect(await count('sample-requests', { contactEmail: { equals: email } })).toBe(1)
    expect(await deliveredTo(email, 1)).toBe(1)

    const raced = clientOf('samples-race')
    const both = sampleRequest(raced, { idempotencyKey: randomUUID() })
    const [a, b] = await Promise.all([graphql<Samples>(CREATE_SAMPLES, both), graphql<Samples>(CREATE_SAMPLES, both)])
    expect(a.errors).toBeUndefined()
    expect(b.data).toEqual(a.data)
    expect(await count('sample-requests', { contactEmail: { equals: raced } })).toBe(1)
    expect(await count('outbox', { to: { equals: raced } })).toBe(1)
  })

  it('stores neither the request nor the desk’s mail when the requester’s mail fails', async () => {
    const email = clientOf('samples-fails')
    const outboxBefore = await count('outbox', {})
    const failed = await failingWrites(
      'outbox',
      (data) => data.to === email,
      () => graphql<Samples>(CREATE_SAMPLES, sampleRequest(email, { idempotencyKey: randomUUID() })),
    )
    expect(failed.errors).toBeDefined()
    expect(await count('sample-requests', { contactEmail: { equals: email } })).toBe(0)
    expect(await count('outbox', {})).toBe(outboxBefore)
    expect(await orphanJobs()).toEqual([])
  })

  it('still works without a key', async () => {
    const email = clientOf('samples-nokey')
    expect((await graphql<Samples>(CREATE_SAMPLES, sampleRequest(email))).errors).toBeUndefined()
    expect((await graphql<Samples>(CREATE_SAMPLES, sampleRequest(email))).errors).toBeUndefined()
    expect(await count('sample-requests', { contactEmail: { equals: email } })).toBe(2)
    expect(merchantId).toBeTruthy()
  })
})

// --- contact messages ---------------------------------------------------------------------------------------------

const CREATE_CONTACT = `mutation C($input: CreateContactRequestInput!) { createContactRequest(input: $input) { id } }`
type Contact = { createContactRequest: { id: string } | null }

const message = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Lotte Janssens',
  email,
  phone: '0470 12 34 56',
  profile: 'architect',
  subject: 'Sokkel in crepi',
  message: 'Welk systeem raadt u aan voor een sokkel?',
  consent: true,
  ...extra,
})

describe('a contact message', () => {
  it('is stored once for one key, sequentially and concurrently, and answers the same id', async () => {
    const email = clientOf('contact-twice')
    const input = message(email, { idempotencyKey: randomUUID() })
    const first = await graphql<Contact>(CREATE_CONTACT, input)
    expect(first.errors).toBeUndefined()
    const again = await graphql<Contact>(CREATE_CONTACT, input)
    expect(again.data).toEqual(first.data)
    expect(await count('contact-requests', { email: { equals: email } })).toBe(1)
    expect(await deliveredTo(email, 1)).toBe(1)

    const raced = clientOf('contact-race')
    const both = message(raced, { idempotencyKey: randomUUID() })
    const [a, b] = await Promise.all([graphql<Contact>(CREATE_CONTACT, both), graphql<Contact>(CREATE_CONTACT, both)])
    expect(a.errors).toBeUndefined()
    expect(b.data).toEqual(a.data)
    expect(await count('contact-requests', { email: { equals: raced } })).toBe(1)
  })

  it('stores neither the message nor the staff’s mail when the sender’s mail fails', async () => {
    const email = clientOf('contact-fails')
    const outboxBefore = await count('outbox', {})
    const failed = await failingWrites(
      'outbox',
      (data) => data.to === email,
      () => graphql<Contact>(CREATE_CONTACT, message(email, { idempotencyKey: randomUUID() })),
    )
    expect(failed.errors).toBeDefined()
    expect(await count('contact-requests', { email: { equals: email } })).toBe(0)
    expect(await count('outbox', {})).toBe(outboxBefore)
    expect(await orphanJobs()).toEqual([])
  })

  it('still works without a key', async () => {
    const email = clientOf('contact-nokey')
    expect((await graphql<Contact>(CREATE_CONTACT, message(email))).errors).toBeUndefined()
    expect((await graphql<Contact>(CREATE_CONTACT, message(email))).errors).toBeUndefined()
    expect(await count('contact-requests', { email: { equals: email } })).toBe(2)
  })
})
