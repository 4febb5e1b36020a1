import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * The client's follow-up of a quotation request (issue 24), on the real database: the link's token is stored only
 * hashed, opens the request until it expires, and nothing else opens it; the professionals' answers through the
 * dashboard's API reach the client's page and mailbox (through the outbox), with the same link; the client withdraws
 * through the API; deleting the request removes the link.
 */

interface GraphQLBody<T> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

type Who = 'anna' | 'bert' | 'cleo'
const WHO: Who[] = ['anna', 'bert', 'cleo']
let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
let followUp: typeof import('@/services/estimates/follow-up')
const tokens = {} as Record<Who, string>
const ids = {} as Record<Who, string>
let ip = 0

async function gql<T>(query: string, variables: Record<string, unknown> = {}, who?: Who) {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': 'fr',
        'x-forwarded-for': `198.51.102.${++ip}`,
        ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as GraphQLBody<T>
}
const codeOf = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions?.code

const clientEmail = () => `client.${t.runId}@follow-up.example`

let sequence = 0
/** A request to the given professionals as createEstimate stores it (estimates and follow-up in one unit). */
async function request(to: Who[], locale: 'fr' | 'nl' = 'fr'): Promise<{ requestId: string; token: string }> {
  const { inOneTransaction } = await import('@/services/core/unit-of-work')
  sequence += 1
  const requestId = `${t.runId}-request-${sequence}`
  const token = await inOneTransaction(payload, async (unit) => {
    for (const who of to) {
      await unit.create({
        collection: 'estimates',
        overrideAccess: true,
        data: {
          professionalUser: Number(ids[who]),
          status: 'NEW',
          requestId,
          locale,
          name: `Façade ${sequence} ${t.runId}`,
          street: 'Rue de la Station 12',
          postcode: '7000',
          city: 'Mons',
          comment: '<p>Rénovation de la façade avant.</p>',
          projectType: 'RENOVATION',
          size: 90,
          workEndDate: '2027-06-30T00:00:00.000Z',
          clientLastname: 'Dupont',
          clientFirstname: 'Marie',
          contactEmail: clientEmail(),
        },
      })
    }
    return followUp.createFollowUp(unit, requestId, locale)
  })
  return { requestId, token }
}

const estimateOf = async (requestId: string, who: Who) => {
  const { docs } = await payload.find({
    collection: 'estimates',
    where: { and: [{ requestId: { equals: requestId } }, { professionalUser: { equals: Number(ids[who]) } }] },
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) throw new Error(`no estimate of ${who}`)
  return doc
}

const mailsAbout = async (to: string, subjectPart: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: to } }, { subject: { contains: subjectPart } }] },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs

const UPDATE = `mutation U($input: UpdateEstimateInput!) { updateEstimate(input: $input) { estimate { id status clientMessage withdrawn } } }`
type UpdateData = {
  updateEstimate: { estimate: { id: string; status: string; clientMessage: string | null; withdrawn: boolean } }
}
const WITHDRAW = `mutation W($input: FollowUpInput!) { withdrawEstimateRequest(input: $input) { requestId } }`

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  followUp = await import('@/services/estimates/follow-up')
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  for (const who of WHO) {
    const email = `${who}.${t.runId}@follow-up.example`
    const password = 'Facade2026!'
    const user = await payload.create({
      collection: 'professional-users',
      overrideAccess: true,
      data: {
        email,
        password,
        company: `${who} Façades ${t.runId}`,
        firstname: who,
        lastname: 'Test',
        phoneNumber: '0470123456',
        profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
        language: who === 'bert' ? 'nl' : 'fr',
      },
    })
    ids[who] = String(user.id)
    const { token } = await payload.login({ collection: 'professional-users', data: { email, password } })
    tokens[who] = token ?? ''
  }
})

afterAll(async () => {
  if (t?.isPostgres) {
    await payload.delete({ collection: 'estimates', where: { requestId: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'follow-ups', where: { requestId: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'outbox', where: { to: { like: t.runId } } })
    await payload.delete({
      collection: 'professional-users',
      where: { email: { like: `.${t.runId}@follow-up.example` } },
      overrideAccess: true,
    })
  }
  await t?.stop()
})

describe('the follow-up link', () => {
  it('is stored only as its hash, opens its own request, and answers nothing for a wrong, forged or expired token', async () => {
    const { requestId, token } = await request(['anna', 'bert'])
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { docs } = await payload.find({
      collection: 'follow-ups',
      where: { requestId: { equals: requestId } },
      overrideAccess: true,
    })
    const row = docs[0]
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
    // The same link is rebuilt for later mails, from the salt and the server's secret.
    expect(await followUp.followUpUrlOf(payload, requestId)).toBe(followUp.followUpUrl('fr', token))
    expect(followUp.followUpUrl('fr', token)).toMatch(new RegExp(`/fr/mes-demandes/${token}$`))
    expect(followUp.followUpUrl('nl', token)).toMatch(new RegExp(`/nl/mijn-aanvragen/${token}$`))

    const view = await followUp.findFollowUp(payload, token, 'fr')
    expect(view?.requestId).toBe(requestId)
    expect(view?.professionals.map((p) => [p.company, p.status])).toEqual([
      [`anna Façades ${t.runId}`, 'sent'],
      [`bert Façades ${t.runId}`, 'sent'],
    ])
    expect(view?.canWithdraw).toBe(true)
    // Nothing personal of the professionals' accounts beyond their public contact.
    expect(JSON.stringify(view)).not.toContain('@follow-up.example')

    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const wrong of [flipped, token.slice(1), `${token}=`, '../../admin', requestId]) {
      expect(await followUp.findFollowUp(payload, wrong, 'fr')).toBeNull()
    }
    await payload.update({
      collection: 'follow-ups',
      id: row?.id as number,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await followUp.findFollowUp(payload, token, 'fr')).toBeNull()
  })
})

describe('the professionals’ answers, as the client sees and hears them', () => {
  it('reads seen once the dashboard showed it, accepted with the message, declined, then done', async () => {
    const { requestId, token } = await request(['anna', 'bert', 'cleo'])
    const before = (await payload.find({ collection: 'follow-ups', where: { requestId: { equals: requestId } } }))
      .docs[0]
    // Anna opens her dashboard: her copy is seen, the others not.
    const listed = await gql('{ estimates(statusList: [NEW]) { items { id } } }', {}, 'anna')
    expect(listed.errors).toBeUndefined()
    let view = await followUp.findFollowUp(payload, token, 'fr')
    expect(view?.professionals.map((p) => p.status)).toEqual(['seen', 'sent', 'sent'])

    // Anna accepts with a message: stored, mailed to the client in the request's language with the same link.
    const anna = await estimateOf(requestId, 'anna')
    const message = 'Bonjour Madame Dupont,\nje passe voir la façade mardi à 9 h.'
    const accepted = await gql<UpdateData>(
      UPDATE,
      { input: { id: String(anna.id), status: 'IN_PROGRESS', clientMessage: `  ${message}  ` } },
      'anna',
    )
    expect(accepted.errors).toBeUndefined()
    expect(accepted.data?.updateEstimate.estimate).toMatchObject({ status: 'IN_PROGRESS', clientMessage: message })
    const [acceptMail] = await mailsAbout(clientEmail(), `anna Façades ${t.runId} accepte`)
    expect(acceptMail).toMatchObject({ template: 'estimateUpdate', locale: 'fr' })
    expect(acceptMail?.text).toContain('je passe voir la façade mardi')
    expect(acceptMail?.text).toContain(followUp.followUpUrl('fr', token))
    view = await followUp.findFollowUp(payload, token, 'fr')
    expect(view?.professionals[0]).toMatchObject({ status: 'accepted', message })
    const after = (await payload.find({ collection: 'follow-ups', where: { requestId: { equals: requestId } } }))
      .docs[0]
    expect(Date.parse(after?.expiresAt ?? '')).toBeGreaterThanOrEqual(Date.parse(before?.expiresAt ?? ''))

    // Bert (Dutch account) declines: the client still hears it in the request's language.
    const bert = await estimateOf(requestId, 'bert')
    const declined = await gql<UpdateData>(
      UPDATE,
      { input: { id: String(bert.id), status: 'ARCHIVED', clientMessage: 'Planning complet jusqu’en juin.' } },
      'bert',
    )
    expect(declined.errors).toBeUndefined()
    const [declineMail] = await mailsAbout(clientEmail(), `bert Façades ${t.runId} ne donnera pas suite`)
    expect(declineMail?.text).toContain('Planning complet')

    // Anna finishes: done, then archiving it changes nothing for the client and sends nothing more.
    await gql<UpdateData>(UPDATE, { input: { id: String(anna.id), status: 'DONE' } }, 'anna')
    await gql<UpdateData>(UPDATE, { input: { id: String(anna.id), status: 'ARCHIVED' } }, 'anna')
    view = await followUp.findFollowUp(payload, token, 'fr')
    expect(view?.professionals.map((p) => p.status)).toEqual(['done', 'declined', 'sent'])
    // A message goes only with an acceptance or a refusal: the done mail carries none.
    expect(view?.professionals[0]?.message).toBeNull()
    const annaMails = await mailsAbout(clientEmail(), `anna Façades ${t.runId}`)
    expect(annaMails.map((m) => m.subject)).toEqual([
      expect.stringContaining('accepte'),
      expect.stringContaining('a terminé les travaux'),
    ])
  })

  it('refuses a message to the client over 1 000 characters, and changes nothing', async () => {
    const { requestId } = await request(['cleo'])
    const cleo = await estimateOf(requestId, 'cleo')
    const answer = await gql<UpdateData>(
      UPDATE,
      { input: { id: String(cleo.id), status: 'IN_PROGRESS', clientMessage: 'é'.repeat(1001) } },
      'cleo',
    )
    expect(codeOf(answer)).toBe('TOO_LONG')
    expect((await estimateOf(requestId, 'cleo')).status).toBe('NEW')
    expect(await mailsAbout(clientEmail(), `Façade ${sequence} ${t.runId}`)).toEqual([])
  })
})

describe('withdrawing', () => {
  it('archives every copy not yet done or declined, tells those professionals, and happens once', async () => {
    const { requestId, token } = await request(['anna', 'bert', 'cleo'])
    const cleo = await estimateOf(requestId, 'cleo')
    await gql<UpdateData>(UPDATE, { input: { id: String(cleo.id), status: 'DONE' } }, 'cleo')
    const project = `Façade ${sequence} ${t.runId}`

    expect(codeOf(await gql(WITHDRAW, { input: { token: `${token.slice(0, -2)}xx` } }))).toBe('NOT_FOUND')
    const answer = await gql<{ withdrawEstimateRequest: { requestId: string } }>(WITHDRAW, { input: { token } })
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.withdrawEstimateRequest.requestId).toBe(requestId)

    expect((await estimateOf(requestId, 'anna')).status).toBe('ARCHIVED')
    expect((await estimateOf(requestId, 'cleo')).status).toBe('DONE')
    expect(await mailsAbout(`anna.${t.runId}@follow-up.example`, 'Demande retirée')).toHaveLength(1)
    // Bert's account is Dutch: his mail is too.
    expect(await mailsAbout(`bert.${t.runId}@follow-up.example`, `Aanvraag ingetrokken: ${project}`)).toHaveLength(1)
    expect(await mailsAbout(`cleo.${t.runId}@follow-up.example`, 'Demande retirée')).toHaveLength(0)

    const view = await followUp.findFollowUp(payload, token, 'fr')
    expect(view?.professionals.map((p) => p.status)).toEqual(['withdrawn', 'withdrawn', 'done'])
    expect(view?.canWithdraw).toBe(false)
    expect(view?.withdrawnAt).toBeTruthy()

    // Again: nothing more is sent.
    expect((await gql(WITHDRAW, { input: { token } })).errors).toBeUndefined()
    expect(await mailsAbout(`anna.${t.runId}@follow-up.example`, 'Demande retirée')).toHaveLength(1)

    // The professional sees it withdrawn and can no longer move it.
    const anna = await estimateOf(requestId, 'anna')
    const moved = await gql<UpdateData>(UPDATE, { input: { id: String(anna.id), status: 'ARCHIVED' } }, 'anna')
    expect(moved.data?.updateEstimate.estimate.withdrawn).toBe(true)
    const list = await gql<{ estimates: { items: Array<{ id: string; withdrawn: boolean }> } }>(
      '{ estimates(statusList: [ARCHIVED]) { items { id withdrawn } } }',
      {},
      'anna',
    )
    expect(list.data?.estimates.items.find((i) => i.id === String(anna.id))?.withdrawn).toBe(true)
  })

  it('is refused when every professional already finished or refused', async () => {
    const { requestId, token } = await request(['bert'])
    const bert = await estimateOf(requestId, 'bert')
    await gql<UpdateData>(UPDATE, { input: { id: String(bert.id), status: 'ARCHIVED' } }, 'bert')
    expect(codeOf(await gql(WITHDRAW, { input: { token } }))).toBe('BAD_REQUEST')
  })
})

describe('deleting a request', () => {
  it('keeps the link while a professional still has the request, and removes it with the last copy', async () => {
    const { requestId, token } = await request(['anna', 'cleo'])
    const anna = await estimateOf(requestId, 'anna')
    const cleo = await estimateOf(requestId, 'cleo')
    // Anna deletes her copy from the dashboard: the client still follows Cleo's.
    const removed = await gql(
      'mutation D($input: EstimateIdInput!) { deleteEstimate(input: $input) { estimate { id } } }',
      {
        input: { id: String(anna.id) },
      },
      'anna',
    )
    expect(removed.errors).toBeUndefined()
    expect((await followUp.findFollowUp(payload, token, 'fr'))?.professionals).toHaveLength(1)
    // Staff delete the last copy: the link goes with it.
    await payload.delete({ collection: 'estimates', id: cleo.id, overrideAccess: true })
    const left = await payload.count({ collection: 'follow-ups', where: { requestId: { equals: requestId } } })
    expect(left.totalDocs).toBe(0)
    expect(await followUp.findFollowUp(payload, token, 'fr')).toBeNull()
  })
})
