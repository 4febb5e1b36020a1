import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
let ipCounter = 0
const nextIp = () => `198.51.100.${++ipCounter}`

let staffAddress: string

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  staffAddress = (await import('@/services/contact')).staffAddress()
})
afterAll(async () => {
  if (t?.isPostgres) {
    await payload.delete({ collection: 'contact-requests', where: { email: { like: t.runId } } })
    await payload.delete({ collection: 'outbox', where: { to: { like: t.runId } } })
  }
  await t?.stop()
})

const MUTATION = `mutation C($input: CreateContactRequestInput!) { createContactRequest(input: $input) { id } }`
type Answer = {
  data?: { createContactRequest: { id: string } | null } | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

async function send(input: Record<string, unknown>, options: { locale?: string; ip?: string } = {}): Promise<Answer> {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': options.locale ?? 'fr',
        'x-forwarded-for': options.ip ?? nextIp(),
      },
      body: JSON.stringify({ query: MUTATION, variables: { input } }),
    }),
  )
  return (await response.json()) as Answer
}

const valid = () => ({
  name: 'Lotte Janssens',
  email: `lotte-${t.runId}@example.test`,
  phone: '0470 12 34 56',
  profile: 'architect' as const,
  subject: 'Sokkel in crepi',
  message: 'Goedendag,\nwelk systeem raadt u aan voor een sokkel?',
  consent: true,
})

describe('the contact form', () => {
  it('stores the message unprocessed and queues a mail to staff and one to the sender in their language', async () => {
    const answer = await send(valid(), { locale: 'nl' })
    expect(answer.errors).toBeUndefined()
    const id = answer.data?.createContactRequest?.id
    expect(id).toBeTruthy()
    const stored = await payload.findByID({ collection: 'contact-requests', id: id as string })
    expect(stored).toMatchObject({
      name: 'Lotte Janssens',
      email: `lotte-${t.runId}@example.test`,
      phone: '0470 12 34 56',
      profile: 'architect' as const,
      subject: 'Sokkel in crepi',
      locale: 'nl',
      isProcessed: false,
    })
    const staff = await payload.find({
      collection: 'outbox',
      where: { and: [{ template: { equals: 'contactStaff' } }, { html: { like: t.runId } }] },
    })
    expect(staff.docs).toHaveLength(1)
    expect(staff.docs[0]).toMatchObject({ to: staffAddress, locale: 'fr' })
    expect(staff.docs[0]?.subject).toBe('Contact\u00a0: Sokkel in crepi')
    // The message keeps its line break, escaped text and all.
    expect(staff.docs[0]?.html).toContain('Goedendag,<br>welk systeem raadt u aan voor een sokkel?')
    expect(staff.docs[0]?.html).toContain(`/admin/collections/contact-requests/${id}`)
    const ack = await payload.find({ collection: 'outbox', where: { to: { equals: `lotte-${t.runId}@example.test` } } })
    expect(ack.docs).toHaveLength(1)
    expect(ack.docs[0]).toMatchObject({ template: 'contactConfirmation', locale: 'nl' })
    expect(ack.docs[0]?.subject).toBe('We hebben uw bericht goed ontvangen')
    // The acknowledgement repeats nothing the visitor typed: anyone can send the form with a stranger's address.
    for (const typed of ['Lotte', 'Sokkel in crepi', 'welk systeem']) {
      expect(ack.docs[0]?.html, typed).not.toContain(typed)
      expect(ack.docs[0]?.text, typed).not.toContain(typed)
    }
  })

  it('refuses bad input with a code per field, and stores nothing', async () => {
    const before = await payload.count({ collection: 'contact-requests' })
    const answer = await send({
      ...valid(),
      name: '  ',
      email: 'lotte@',
      phone: '12',
      profile: 'robot',
      message: 'x'.repeat(2001),
      consent: false,
    })
    expect(answer.errors?.[0]?.extensions?.fields).toEqual({
      name: 'IS_REQUIRED',
      email: 'WRONG_EMAIL_FORMAT',
      phone: 'WRONG_PHONE_NUMBER',
      profile: 'IS_REQUIRED',
      message: 'TOO_LONG',
      consent: 'ACCEPT_CONDITIONS',
    })
    expect(answer.errors?.[0]?.extensions?.code).toBe('IS_REQUIRED')
    expect(await payload.count({ collection: 'contact-requests' })).toEqual(before)
  })

  it('takes five messages an hour from one address, then answers RATE_LIMITED', async () => {
    const ip = '203.0.113.77'
    for (let i = 0; i < 5; i++) {
      const answer = await send({ ...valid(), subject: `Question ${i}` }, { ip })
      expect(answer.errors).toBeUndefined()
    }
    const refused = await send(valid(), { ip })
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
    // Another address is not affected.
    expect((await send(valid())).errors).toBeUndefined()
  })

  it('counts accepted messages only: a replay and refused calls leave the five (issue 22)', async () => {
    const ip = '203.0.113.78'
    const stored = async () =>
      (await payload.count({ collection: 'contact-requests', where: { subject: { like: `Limit ${t.runId}` } } }))
        .totalDocs
    const idempotencyKey = `limit-${t.runId}-0123456789abcdef`
    const first = { ...valid(), subject: `Limit ${t.runId} 0`, idempotencyKey }
    // Sent twice at once (the second a retry while the first is written), then again: one message.
    const both = await Promise.all([send(first, { ip }), send(first, { ip })])
    for (const answer of both) expect(answer.errors).toBeUndefined()
    expect(both[1]?.data?.createContactRequest?.id).toBe(both[0]?.data?.createContactRequest?.id)
    expect((await send(first, { ip })).data?.createContactRequest?.id).toBe(both[0]?.data?.createContactRequest?.id)
    // Refused calls are no message either.
    expect((await send({ ...valid(), email: 'not-an-address' }, { ip })).errors?.[0]?.extensions?.code).toBe(
      'WRONG_EMAIL_FORMAT',
    )
    expect((await send({ ...valid(), consent: false }, { ip })).errors?.[0]?.extensions?.code).toBe('ACCEPT_CONDITIONS')
    for (let i = 1; i < 5; i++) {
      const answer = await send({ ...valid(), subject: `Limit ${t.runId} ${i}` }, { ip })
      expect(answer.errors).toBeUndefined()
    }
    expect(await stored()).toBe(5)
    expect((await send({ ...valid(), subject: `Limit ${t.runId} 6` }, { ip })).errors?.[0]?.extensions?.code).toBe(
      'RATE_LIMITED',
    )
  })

  it('still stops a flood of refused calls from one address, at twenty an hour (issue 22)', async () => {
    const ip = '203.0.113.79'
    for (let i = 0; i < 20; i++) {
      const answer = await send({ ...valid(), email: 'not-an-address' }, { ip })
      expect(answer.errors?.[0]?.extensions?.code).toBe('WRONG_EMAIL_FORMAT')
    }
    expect((await send({ ...valid(), email: 'not-an-address' }, { ip })).errors?.[0]?.extensions?.code).toBe(
      'RATE_LIMITED',
    )
  })

  it('is not readable nor writable through the REST API by visitors', async () => {
    await expect(payload.find({ collection: 'contact-requests', limit: 1, overrideAccess: false })).rejects.toThrow(
      /autorisé|allowed/,
    )
    await expect(
      payload.create({ collection: 'contact-requests', data: { ...valid(), locale: 'fr' }, overrideAccess: false }),
    ).rejects.toThrow(/autorisé|allowed/)
  })
})
