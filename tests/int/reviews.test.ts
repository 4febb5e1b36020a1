import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * Verified reviews (issue 24) on the real database, through the public GraphQL endpoint: only a done estimate of the
 * link's own request can be reviewed, once, with valid ratings and text; staff moderate in /admin (Payload, as
 * staff) and the professional's count and average follow in SQL on approve, reject, change and delete; a rejection
 * is mailed; the professional replies to their own approved reviews only; the directory sorts by best rated and
 * filters on a minimum rating.
 */

interface GraphQLBody<T> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

type Who = 'rita' | 'sven'
let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
let followUp: typeof import('@/services/estimates/follow-up')
let staff: import('@/payload-types').User
const tokens = {} as Record<Who, string>
const ids = {} as Record<Who, string>
let ip = 0
let areaId = 0
let categoryId = 0

async function gql<T>(query: string, variables: Record<string, unknown> = {}, who?: Who) {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': 'fr',
        'x-forwarded-for': `198.51.103.${++ip % 250}`,
        ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as GraphQLBody<T>
}
const codeOf = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions?.code
const fieldsOf = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions?.fields ?? {}

const clientEmail = () => `client.${t.runId}@reviews.example`
const CREATE = 'mutation C($input: ReviewInput!) { createReview(input: $input) { id status editable } }'
const UPDATE = 'mutation U($input: ReviewInput!) { updateReview(input: $input) { id status editable } }'
type State = { id: string; status: string; editable: boolean }

let sequence = 0
/** A request to one professional with its follow-up, the estimate in `status` (done by default). */
async function request(who: Who, status: 'NEW' | 'DONE' | 'ARCHIVED' = 'DONE', extra: Record<string, unknown> = {}) {
  const { inOneTransaction } = await import('@/services/core/unit-of-work')
  sequence += 1
  const requestId = `${t.runId}-review-${sequence}`
  let estimateId = 0
  const token = await inOneTransaction(payload, async (unit) => {
    const doc = await unit.create({
      collection: 'estimates',
      overrideAccess: true,
      data: {
        professionalUser: Number(ids[who]),
        status,
        requestId,
        locale: 'fr',
        name: `Façade ${sequence} ${t.runId}`,
        street: 'Rue de la Station 12',
        postcode: '4000',
        city: 'Liège',
        comment: '<p>Enduit à refaire.</p>',
        projectType: 'RENOVATION',
        size: 90,
        workEndDate: '2027-06-30T00:00:00.000Z',
        clientLastname: 'dupont',
        clientFirstname: 'Marie-Claire',
        contactEmail: clientEmail(),
        contactPhone: '+32470111222',
        workCategories: [categoryId],
        ...(status === 'DONE' ? { doneAt: new Date().toISOString() } : {}),
        ...extra,
      },
    })
    estimateId = Number(doc.id)
    return followUp.createFollowUp(unit, requestId, 'fr')
  })
  return { token, estimateId, requestId }
}

const review = (token: string, estimate: number, over: Record<string, unknown> = {}) => ({
  token,
  estimate: String(estimate),
  ratingOverall: 5,
  ratingQuality: 5,
  ratingPunctuality: 4,
  ratingTidiness: 5,
  ratingValue: 4,
  text: 'Travail soigné, chantier propre et délais tenus. Je recommande.',
  photos: [],
  ...over,
})

const pro = (who: Who) =>
  payload.findByID({ collection: 'professional-users', id: Number(ids[who]), depth: 0, overrideAccess: true })
const asStaff = (id: string, data: Record<string, unknown>) =>
  payload.update({
    collection: 'reviews',
    id: Number(id),
    data,
    user: { ...staff, collection: 'users' },
    overrideAccess: false,
  })

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  followUp = await import('@/services/estimates/follow-up')
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  const run = t.runId.toUpperCase()
  const ctx = { disableRevalidate: true }
  areaId = (
    await payload.create({
      collection: 'geographic-areas',
      locale: 'fr',
      data: { name: `Zone R ${run}`, code: `R${run}`, type: 'PROVINCE', postalCodesRange: [{ from: 4000, to: 4999 }] },
      context: ctx,
    })
  ).id
  categoryId = (
    await payload.create({
      collection: 'work-categories',
      locale: 'fr',
      data: { name: `Crépi ${run}`, weight: 1000 },
      context: ctx,
    })
  ).id
  for (const who of ['rita', 'sven'] as const) {
    const email = `${who}.${t.runId}@reviews.example`
    const password = 'Facade2026!'
    const user = await payload.create({
      collection: 'professional-users',
      overrideAccess: true,
      data: {
        email,
        password,
        company: `${who} Enduits ${t.runId}`,
        firstname: who,
        lastname: 'Test',
        phoneNumber: '0470123456',
        profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
        language: 'fr',
        city: 'Liège',
        postcode: '4000',
        workCategories: [categoryId],
        geographicAreas: [areaId],
      },
    })
    ids[who] = String(user.id)
    const { token } = await payload.login({ collection: 'professional-users', data: { email, password } })
    tokens[who] = token ?? ''
  }
  staff = await payload.create({
    collection: 'users',
    data: { email: `staff.${t.runId}@reviews.example`, password: `Staff-${t.runId}-Reviews-9` },
  })
})

afterAll(async () => {
  if (t?.isPostgres) {
    await payload.delete({
      collection: 'professional-users',
      where: { email: { like: `.${t.runId}@reviews.example` } },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'follow-ups', where: { requestId: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'outbox', where: { to: { like: t.runId } } })
    await payload.delete({ collection: 'users', where: { email: { like: t.runId } } })
    await payload.delete({ collection: 'work-categories', where: { id: { equals: categoryId } } })
    await payload.delete({ collection: 'geographic-areas', where: { id: { equals: areaId } } })
  }
  await t?.stop()
})

describe('writing a review', () => {
  it('is open only for a done estimate of the link’s own request', async () => {
    const open = await request('rita', 'NEW')
    expect(codeOf(await gql(CREATE, { input: review(open.token, open.estimateId) }))).toBe('REVIEW_NOT_ALLOWED')
    const declined = await request('rita', 'ARCHIVED')
    expect(codeOf(await gql(CREATE, { input: review(declined.token, declined.estimateId) }))).toBe('REVIEW_NOT_ALLOWED')
    const withdrawn = await request('rita', 'ARCHIVED', { withdrawnAt: new Date().toISOString(), doneAt: null })
    expect(codeOf(await gql(CREATE, { input: review(withdrawn.token, withdrawn.estimateId) }))).toBe(
      'REVIEW_NOT_ALLOWED',
    )
    const done = await request('rita')
    // Another request's link, a forged one: nothing to review.
    expect(codeOf(await gql(CREATE, { input: review(open.token, done.estimateId) }))).toBe('NOT_FOUND')
    expect(codeOf(await gql(CREATE, { input: review(`${done.token.slice(0, -1)}x`, done.estimateId) }))).toBe(
      'NOT_FOUND',
    )
    const stored = await payload.count({ collection: 'reviews', where: { estimate: { equals: done.estimateId } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('is refused for a request whose contact is the professional’s own e-mail or phone (no review of oneself)', async () => {
    const byMail = await request('rita', 'DONE', { contactEmail: `RITA.${t.runId}@reviews.example` })
    expect(codeOf(await gql(CREATE, { input: review(byMail.token, byMail.estimateId) }))).toBe('REVIEW_NOT_ALLOWED')
    const byPhone = await request('rita', 'DONE', { contactPhone: '+32470123456' })
    expect(codeOf(await gql(CREATE, { input: review(byPhone.token, byPhone.estimateId) }))).toBe('REVIEW_NOT_ALLOWED')
  })

  it('refuses bad ratings, a short or long text and too many photos, field by field, and stores nothing', async () => {
    const { token, estimateId } = await request('rita')
    const bad = await gql(CREATE, {
      input: review(token, estimateId, { ratingOverall: 0, ratingQuality: 6, ratingValue: null, text: 'Trop court.' }),
    })
    expect(codeOf(bad)).toBe('RATING_OUT_OF_RANGE')
    expect(fieldsOf(bad)).toMatchObject({
      ratingOverall: 'RATING_OUT_OF_RANGE',
      ratingQuality: 'RATING_OUT_OF_RANGE',
      ratingValue: 'IS_REQUIRED',
      text: 'TOO_SHORT',
    })
    expect(fieldsOf(await gql(CREATE, { input: review(token, estimateId, { text: 'é'.repeat(2001) }) }))).toMatchObject(
      { text: 'TOO_LONG' },
    )
    const photos = ['1', '2', '3', '4', '5', '6']
    expect(fieldsOf(await gql(CREATE, { input: review(token, estimateId, { photos }) }))).toMatchObject({
      photos: 'TOO_MANY_REVIEW_PHOTOS',
    })
    // Photos must be the client's own uploads (their upload key).
    expect(
      codeOf(await gql(CREATE, { input: review(token, estimateId, { photos: ['1'], uploadKey: 'x'.repeat(40) }) })),
    ).toBe('ACCESS_DENIED')
    const stored = await payload.count({ collection: 'reviews', where: { estimate: { equals: estimateId } } })
    expect(stored.totalDocs).toBe(0)
  })

  it('stores one review per estimate, held for staff, naming the author by first name and initial only', async () => {
    const { token, estimateId } = await request('rita')
    const first = await gql<{ createReview: State }>(CREATE, { input: review(token, estimateId) })
    expect(first.errors).toBeUndefined()
    expect(first.data?.createReview).toMatchObject({ status: 'PENDING', editable: true })
    expect(codeOf(await gql(CREATE, { input: review(token, estimateId) }))).toBe('ALREADY_REVIEWED')
    const doc = await payload.findByID({ collection: 'reviews', id: Number(first.data?.createReview.id), depth: 0 })
    expect(doc).toMatchObject({ authorName: 'Marie-Claire D.', city: 'Liège', status: 'PENDING' })
    const text = JSON.stringify(doc)
    for (const personal of [clientEmail(), '470111222', 'Station']) expect(text).not.toContain(personal)
    // Nothing public yet.
    expect((await pro('rita')).ratingCount ?? 0).toBe(0)
  })
})

describe('moderation and the professional’s figures', () => {
  it('counts approved reviews only, recomputed on approve, reject, change and delete', async () => {
    const a = await request('sven')
    const b = await request('sven')
    const ra = (await gql<{ createReview: State }>(CREATE, { input: review(a.token, a.estimateId) })).data?.createReview
    const rb = (
      await gql<{ createReview: State }>(CREATE, {
        input: review(b.token, b.estimateId, {
          ratingOverall: 2,
          text: 'Travail correct mais beaucoup de retard sur le planning.',
        }),
      })
    ).data?.createReview
    if (!ra || !rb) throw new Error('reviews not stored')

    await asStaff(ra.id, { status: 'APPROVED' })
    expect(await pro('sven')).toMatchObject({ ratingCount: 1, ratingAverage: 5 })
    await asStaff(rb.id, { status: 'APPROVED' })
    expect(await pro('sven')).toMatchObject({ ratingCount: 2, ratingAverage: 3.5 })

    // A rejection needs a reason, is mailed to the client with their link, and leaves the average.
    await expect(asStaff(rb.id, { status: 'REJECTED' })).rejects.toThrow()
    await asStaff(rb.id, { status: 'REJECTED', rejectionReason: 'Merci de ne pas citer de noms de personnes.' })
    expect(await pro('sven')).toMatchObject({ ratingCount: 1, ratingAverage: 5 })
    const mails = await payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: clientEmail() } }, { template: { equals: 'reviewRejected' } }] },
    })
    expect(mails.docs).toHaveLength(1)
    expect(mails.docs[0]?.text).toContain('Merci de ne pas citer de noms de personnes.')
    expect(mails.docs[0]?.text).toContain(followUp.followUpUrl('fr', b.token))

    // The client corrects it within 30 days: back to staff, still out of the average until approved.
    const changed = await gql<{ updateReview: State }>(UPDATE, {
      input: review(b.token, b.estimateId, {
        ratingOverall: 3,
        text: 'Travail correct, un peu de retard sur le planning.',
      }),
    })
    expect(changed.data?.updateReview.status).toBe('PENDING')
    await asStaff(rb.id, { status: 'APPROVED' })
    expect(await pro('sven')).toMatchObject({ ratingCount: 2, ratingAverage: 4 })

    // Past 30 days it is locked.
    await payload.db.updateOne({
      collection: 'reviews',
      id: Number(rb.id),
      data: { createdAt: new Date(Date.now() - 31 * 86_400_000).toISOString() },
    })
    expect(codeOf(await gql(UPDATE, { input: review(b.token, b.estimateId) }))).toBe('REVIEW_LOCKED')

    // Deleted by staff: the figures follow.
    await payload.delete({ collection: 'reviews', id: Number(ra.id), user: { ...staff, collection: 'users' } })
    expect(await pro('sven')).toMatchObject({ ratingCount: 1, ratingAverage: 3 })
  })

  it('keeps the review, anonymised, when the request is deleted', async () => {
    const { token, estimateId } = await request('rita')
    const state = (await gql<{ createReview: State }>(CREATE, { input: review(token, estimateId) })).data?.createReview
    await payload.delete({ collection: 'estimates', id: estimateId, overrideAccess: true })
    const doc = await payload.findByID({ collection: 'reviews', id: Number(state?.id), depth: 0 })
    expect(doc.estimate ?? null).toBeNull()
    expect(doc.authorName).toBe('Marie-Claire D.')
  })
})

describe('replies', () => {
  const REPLY = 'mutation R($input: ReviewReplyInput!) { replyToReview(input: $input) { id reply } }'
  const OWN = '{ ownReviews { waitingReply items { id reply authorName } } }'

  it('lets the professional reply once to their own approved reviews, and nobody else', async () => {
    const { token, estimateId } = await request('rita')
    const state = (await gql<{ createReview: State }>(CREATE, { input: review(token, estimateId) })).data?.createReview
    const id = state?.id as string
    // Not approved yet: not theirs to answer.
    expect(codeOf(await gql(REPLY, { input: { id, reply: 'Merci !' } }, 'rita'))).toBe('NOT_FOUND')
    await asStaff(id, { status: 'APPROVED' })
    expect(codeOf(await gql(REPLY, { input: { id, reply: 'Merci !' } }, 'sven'))).toBe('NOT_FOUND')
    expect(codeOf(await gql(REPLY, { input: { id, reply: 'Merci !' } }))).toBe('ACCESS_DENIED')
    expect(codeOf(await gql(REPLY, { input: { id, reply: 'x'.repeat(2001) } }, 'rita'))).toBe('TOO_LONG')

    const before = await gql<{ ownReviews: { waitingReply: number; items: Array<{ id: string }> } }>(OWN, {}, 'rita')
    expect(before.data?.ownReviews.items.map((i) => i.id)).toContain(id)
    const waiting = before.data?.ownReviews.waitingReply ?? 0
    const replied = await gql<{ replyToReview: { reply: string } }>(
      REPLY,
      { input: { id, reply: ' Merci Marie-Claire ! ' } },
      'rita',
    )
    expect(replied.data?.replyToReview.reply).toBe('Merci Marie-Claire !')
    const after = await gql<{ ownReviews: { waitingReply: number } }>(OWN, {}, 'rita')
    expect(after.data?.ownReviews.waitingReply).toBe(waiting - 1)
    // Sven sees none of Rita's.
    const svens = await gql<{ ownReviews: { items: Array<{ id: string }> } }>(OWN, {}, 'sven')
    expect(svens.data?.ownReviews.items.map((i) => i.id)).not.toContain(id)
  })
})

describe('the directory', () => {
  it('sorts by best rated, unrated last, and keeps those at or above a minimum rating', async () => {
    const { parseDirectoryQuery } = await import('@/domain/directory')
    const { searchProfessionals } = await import('@/services/directory')
    const search = async (qs: string) =>
      (await searchProfessionals(parseDirectoryQuery(new URLSearchParams(`category=${categoryId}&${qs}`)), 'fr', 50))
        .items
    const rita = await pro('rita')
    const sven = await pro('sven')
    expect(rita.listed && sven.listed).toBe(true)
    const best = await search('sort=rating')
    const order = best.map((p) => p.id)
    const [first, second] = [rita, sven].sort((x, y) => (y.ratingAverage ?? 0) - (x.ratingAverage ?? 0))
    expect(order.indexOf(String(first?.id))).toBeLessThan(order.indexOf(String(second?.id)))
    expect(best.find((p) => p.id === ids.rita)).toMatchObject({ ratingCount: rita.ratingCount })
    const four = await search('rating=4')
    for (const p of four) expect(p.ratingAverage ?? 0).toBeGreaterThanOrEqual(4)
    expect(four.map((p) => p.id)).toContain(ids.rita)
    expect(four.map((p) => p.id)).not.toContain(ids.sven)
  })
})

describe('adding a professional to a request (the follow-up page)', () => {
  const ADD =
    'mutation A($input: AddEstimateProfessionalInput!) { addEstimateProfessional(input: $input) { estimateId } }'

  it('offers the matching professionals not asked yet, sends them a copy and a mail, once', async () => {
    const { token, requestId } = await request('rita', 'NEW')
    const { followUpCandidates } = await import('@/services/estimates/add-professional')
    const candidates = (await followUpCandidates(payload, token, 'fr', 48)).map((p) => p.id)
    expect(candidates).toContain(ids.sven)
    expect(candidates).not.toContain(ids.rita)

    expect(codeOf(await gql(ADD, { input: { token: `${token.slice(0, -1)}x`, professional: ids.sven } }))).toBe(
      'NOT_FOUND',
    )
    // Already asked, or not matching the project: refused on the field.
    for (const professional of [ids.rita, '2147483000']) {
      const refused = await gql(ADD, { input: { token, professional } })
      expect(fieldsOf(refused)).toEqual({ professional: 'PROFESSIONAL_NOT_MATCHING' })
    }
    const added = await gql<{ addEstimateProfessional: { estimateId: string } }>(ADD, {
      input: { token, professional: ids.sven },
    })
    expect(added.errors).toBeUndefined()
    const copy = await payload.findByID({
      collection: 'estimates',
      id: Number(added.data?.addEstimateProfessional.estimateId),
      depth: 0,
      overrideAccess: true,
    })
    expect(copy).toMatchObject({ requestId, status: 'NEW', professionalUser: Number(ids.sven), city: 'Liège' })
    const mail = await payload.find({
      collection: 'outbox',
      where: {
        and: [{ to: { equals: `sven.${t.runId}@reviews.example` } }, { template: { equals: 'estimateProfessional' } }],
      },
    })
    expect(mail.docs).toHaveLength(1)
    expect(mail.docs[0]?.text).toContain(`Façade ${sequence} ${t.runId}`)
    // The client's page now follows both; a second add of the same professional is refused.
    expect((await followUp.findFollowUp(payload, token, 'fr'))?.professionals).toHaveLength(2)
    expect(fieldsOf(await gql(ADD, { input: { token, professional: ids.sven } }))).toEqual({
      professional: 'PROFESSIONAL_NOT_MATCHING',
    })
    // Sven deletes his copy: the request is not sent to him again.
    const removed = await gql(
      'mutation D($input: EstimateIdInput!) { deleteEstimate(input: $input) { estimate { id } } }',
      { input: { id: added.data?.addEstimateProfessional.estimateId } },
      'sven',
    )
    expect(removed.errors).toBeUndefined()
    expect((await followUpCandidates(payload, token, 'fr', 48)).map((p) => p.id)).not.toContain(ids.sven)
    expect(fieldsOf(await gql(ADD, { input: { token, professional: ids.sven } }))).toEqual({
      professional: 'PROFESSIONAL_NOT_MATCHING',
    })
  })

  it('is closed once the request is withdrawn', async () => {
    const { token } = await request('rita', 'NEW')
    expect(
      (
        await gql('mutation W($input: FollowUpInput!) { withdrawEstimateRequest(input: $input) { requestId } }', {
          input: { token },
        })
      ).errors,
    ).toBeUndefined()
    expect(codeOf(await gql(ADD, { input: { token, professional: ids.sven } }))).toBe('BAD_REQUEST')
    const { followUpCandidates } = await import('@/services/estimates/add-professional')
    expect(await followUpCandidates(payload, token, 'fr')).toEqual([])
  })
})
