import type { Payload, Where } from 'payload'
import { clientStatus } from '@/domain/follow-up'
import { relationId } from '@/domain/ids'
import {
  canEditReview,
  canReview,
  REVIEW_LIMITS,
  type ReviewStatus,
  ratingDistribution,
  reviewAuthor,
  reviewSchema,
  roundRating,
} from '@/domain/reviews'
import type { Locale } from '@/i18n/routing'
import { consume } from '@/lib/rate-limit'
import type { Estimate, Review } from '@/payload-types'
import type { SessionProfessional } from '../accounts'
import { findCatalogue } from '../configurator'
import { AppError } from '../core/errors'
import { parseInput } from '../core/input'
import { payloadClient } from '../core/payload'
import { followUpOfToken } from '../estimates/follow-up'
import { ownedMediaObjects, signedMediaObjectUrl } from '../uploads'

/**
 * Verified reviews (issue 24). A client reviews, through their follow-up link, a professional who marked the
 * request done: one review per estimate, changed for 30 days, held for staff (approved or rejected in /admin, a
 * rejection mailed to the client). The professional's average and count of approved reviews live on their row,
 * recomputed in SQL on every moderation and deletion; the professional may reply once, publicly.
 */

/** Photos of approved reviews are shown through links that outlive the page's daily rendering. */
const PHOTO_LINK_SECONDS = 8 * 24 * 60 * 60

/** The estimate a follow-up link may review: one of its request's, done; NOT_FOUND or REVIEW_NOT_ALLOWED otherwise. */
async function reviewableEstimate(
  payload: Payload,
  token: string,
  estimateId: unknown,
): Promise<{ estimate: Estimate; locale: Locale }> {
  const followUp = await followUpOfToken(payload, token)
  const id = Number(estimateId)
  if (!followUp || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new AppError('NOT_FOUND', 'No such follow-up or estimate')
  }
  const { docs } = await payload.find({
    collection: 'estimates',
    where: { and: [{ id: { equals: id } }, { requestId: { equals: followUp.requestId } }] },
    depth: 1,
    locale: followUp.locale,
    limit: 1,
    overrideAccess: true,
  })
  const estimate = docs[0]
  if (!estimate) throw new AppError('NOT_FOUND', 'No such estimate in this request')
  if (!canReview(clientStatus(estimate))) {
    throw new AppError('REVIEW_NOT_ALLOWED', 'Only work marked done can be reviewed')
  }
  // A request whose contact is the professional's own (their e-mail or phone) is not a client's: no review of oneself.
  const pro = typeof estimate.professionalUser === 'object' ? estimate.professionalUser : null
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase())
  if (
    pro &&
    (same(estimate.contactEmail, pro.email) ||
      (estimate.contactPhone && [pro.phoneNumber, pro.officePhoneNumber].some((p) => same(estimate.contactPhone, p))))
  ) {
    throw new AppError('REVIEW_NOT_ALLOWED', 'The request came from the professional themselves')
  }
  return { estimate, locale: followUp.locale }
}

async function reviewOfEstimate(payload: Payload, estimateId: number): Promise<Review | null> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { estimate: { equals: estimateId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** What the client sends: the link, the estimate, the ratings, the text, photos uploaded with `uploadKey`. */
interface ReviewSubmission {
  token?: unknown
  estimate?: unknown
  uploadKey?: unknown
  [field: string]: unknown
}

async function parseSubmission(payload: Payload, input: ReviewSubmission) {
  const data = parseInput(reviewSchema, input)
  const uploadKey = typeof input.uploadKey === 'string' ? input.uploadKey : null
  const photos = await ownedMediaObjects(payload, data.photos, { uploadKey, user: null })
  return { ...data, photos }
}

export interface ReviewState {
  id: string
  status: ReviewStatus
  editable: boolean
  rejectionReason: string | null
}

const stateOf = (review: Review): ReviewState => ({
  id: String(review.id),
  status: review.status,
  editable: canEditReview(review.createdAt),
  rejectionReason: review.status === 'REJECTED' ? (review.rejectionReason ?? null) : null,
})

/**
 * The client reviews a professional who finished their request: validated like the form, the photos theirs (the
 * upload key they were sent with), one per estimate (ALREADY_REVIEWED after). Held for staff.
 */
export async function createReview(
  payload: Payload,
  input: ReviewSubmission,
  context: { clientIp: string },
): Promise<ReviewState> {
  await consume('followUpByIp', context.clientIp)
  const { estimate, locale } = await reviewableEstimate(payload, String(input.token ?? ''), input.estimate)
  if (await reviewOfEstimate(payload, estimate.id)) {
    throw new AppError('ALREADY_REVIEWED', 'This estimate was already reviewed')
  }
  const data = await parseSubmission(payload, input)
  const system = typeof estimate.estimateSystem === 'object' ? estimate.estimateSystem?.name : null
  const categories = (estimate.workCategories ?? []).flatMap((c) => (typeof c === 'object' && c?.name ? [c.name] : []))
  try {
    const review = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        status: 'PENDING',
        professionalUser: relationId(estimate.professionalUser),
        estimate: estimate.id,
        locale,
        authorName: reviewAuthor(estimate.clientFirstname, estimate.clientLastname),
        city: estimate.city,
        workDone: system || categories.join(', ') || null,
        systemId: typeof estimate.estimateSystem === 'object' ? (estimate.estimateSystem?.id ?? null) : null,
        ratingOverall: data.ratingOverall,
        ratingQuality: data.ratingQuality,
        ratingPunctuality: data.ratingPunctuality,
        ratingTidiness: data.ratingTidiness,
        ratingValue: data.ratingValue,
        text: data.text,
        photos: data.photos,
      },
    })
    return stateOf(review)
  } catch (error) {
    // Two sends at once: the unique estimate lets one through.
    if (await reviewOfEstimate(payload, estimate.id)) {
      throw new AppError('ALREADY_REVIEWED', 'This estimate was already reviewed')
    }
    throw error
  }
}

/** The client changes their review within 30 days of sending it; it goes back to staff. */
export async function updateReview(
  payload: Payload,
  input: ReviewSubmission,
  context: { clientIp: string },
): Promise<ReviewState> {
  await consume('followUpByIp', context.clientIp)
  const { estimate } = await reviewableEstimate(payload, String(input.token ?? ''), input.estimate)
  const existing = await reviewOfEstimate(payload, estimate.id)
  if (!existing) throw new AppError('NOT_FOUND', 'No review of this estimate yet')
  if (!canEditReview(existing.createdAt)) throw new AppError('REVIEW_LOCKED', 'Past the 30 days of changes')
  const data = await parseSubmission(payload, input)
  // Status back to PENDING through the collection's hooks: an approved one leaves the average until staff approve.
  const review = await payload.update({
    collection: 'reviews',
    id: existing.id,
    overrideAccess: true,
    data: {
      status: 'PENDING',
      rejectionReason: null,
      ratingOverall: data.ratingOverall,
      ratingQuality: data.ratingQuality,
      ratingPunctuality: data.ratingPunctuality,
      ratingTidiness: data.ratingTidiness,
      ratingValue: data.ratingValue,
      text: data.text,
      // No photos sent: the earlier ones stay; photos sent replace them.
      ...(input.photos === undefined || input.photos === null ? {} : { photos: data.photos }),
    },
  })
  return stateOf(review)
}

/** The reviews of a request's estimates, by estimate id: what the follow-up page offers for each. */
export async function reviewStates(
  payload: Payload,
  estimateIds: readonly number[],
): Promise<Map<number, ReviewState>> {
  if (estimateIds.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { estimate: { in: [...estimateIds] } },
    depth: 0,
    limit: estimateIds.length,
    overrideAccess: true,
  })
  return new Map(docs.map((r) => [relationId(r.estimate), stateOf(r)]))
}

/** A review's fields the client's form starts from when they change it. */
export async function reviewDraft(payload: Payload, estimateId: number) {
  const review = await reviewOfEstimate(payload, estimateId)
  if (!review) return null
  return {
    ratingOverall: review.ratingOverall,
    ratingQuality: review.ratingQuality,
    ratingPunctuality: review.ratingPunctuality,
    ratingTidiness: review.ratingTidiness,
    ratingValue: review.ratingValue,
    text: review.text,
  }
}

// ——— The professional's reply ———

/** The professional's one public reply to an approved review of theirs (changed in place; an empty one removes it). */
export async function replyToReview(
  payload: Payload,
  user: SessionProfessional | null,
  id: unknown,
  reply: unknown,
): Promise<ProfessionalReview> {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to reply to your reviews')
  const numeric = Number(id)
  if (!Number.isInteger(numeric) || numeric < 1 || numeric > 2_147_483_647)
    throw new AppError('NOT_FOUND', 'No such review')
  const { docs } = await payload.find({
    collection: 'reviews',
    where: {
      and: [{ id: { equals: numeric } }, { professionalUser: { equals: user.id } }, { status: { equals: 'APPROVED' } }],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const review = docs[0]
  if (!review) throw new AppError('NOT_FOUND', 'No such review')
  if (reply !== null && reply !== undefined && typeof reply !== 'string') throw new AppError('BAD_REQUEST', 'Text')
  const text = (reply ?? '').trim()
  if ([...text].length > REVIEW_LIMITS.maxReply) {
    throw new AppError('TOO_LONG', 'The reply is too long', { fields: { reply: 'TOO_LONG' } })
  }
  const updated = await payload.update({
    collection: 'reviews',
    id: review.id,
    overrideAccess: true,
    data: { reply: text || null, repliedAt: text ? new Date().toISOString() : null },
  })
  return toProfessionalReview(updated)
}

export interface ProfessionalReview {
  id: string
  authorName: string
  city: string | null
  workDone: string | null
  ratingOverall: number
  ratingQuality: number
  ratingPunctuality: number
  ratingTidiness: number
  ratingValue: number
  text: string
  photos: Array<{ url: string; thumbnailUrl: string }>
  reply: string | null
  repliedAt: string | null
  createdAt: string
}

function toProfessionalReview(r: Review): ProfessionalReview {
  return {
    id: String(r.id),
    authorName: r.authorName,
    city: r.city ?? null,
    workDone: r.workDone ?? null,
    ratingOverall: r.ratingOverall,
    ratingQuality: r.ratingQuality,
    ratingPunctuality: r.ratingPunctuality,
    ratingTidiness: r.ratingTidiness,
    ratingValue: r.ratingValue,
    text: r.text,
    photos: (r.photos ?? []).map((p) => {
      const url = signedMediaObjectUrl(String(relationId(p)), PHOTO_LINK_SECONDS)
      return { url, thumbnailUrl: `${url}&size=thumbnail` }
    }),
    reply: r.reply ?? null,
    repliedAt: r.repliedAt ?? null,
    createdAt: r.createdAt,
  }
}

/** The signed-in professional's approved reviews, newest first, with their replies. */
export async function ownReviews(
  payload: Payload,
  user: SessionProfessional | null,
  limit = 50,
): Promise<{ items: ProfessionalReview[]; waitingReply: number }> {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to see your reviews')
  const mine: Where[] = [{ professionalUser: { equals: user.id } }, { status: { equals: 'APPROVED' } }]
  const [{ docs }, waiting] = await Promise.all([
    payload.find({
      collection: 'reviews',
      where: { and: mine },
      sort: '-createdAt',
      depth: 0,
      limit,
      overrideAccess: true,
    }),
    payload.count({
      collection: 'reviews',
      where: { and: [...mine, { reply: { exists: false } }] },
      overrideAccess: true,
    }),
  ])
  return { items: docs.map(toProfessionalReview), waitingReply: waiting.totalDocs }
}

// ——— What visitors read ———

export interface PublicReviews {
  average: number | null
  count: number
  distribution: Array<{ stars: number; count: number }>
  latest: ProfessionalReview[]
}

/**
 * A listed professional's approved reviews: average, count, distribution and the latest ones, the work done named in
 * `locale` (the request's system), or as written when that system is gone.
 */
export async function findPublicReviews(professionalId: string, limit = 10, locale?: Locale): Promise<PublicReviews> {
  const payload = await payloadClient()
  const where: Where = {
    and: [{ professionalUser: { equals: Number(professionalId) } }, { status: { equals: 'APPROVED' } }],
  }
  const [latest, all] = await Promise.all([
    payload.find({ collection: 'reviews', where, sort: '-createdAt', depth: 0, limit, overrideAccess: true }),
    payload.find({
      collection: 'reviews',
      where,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { ratingOverall: true },
    }),
  ])
  const ratings = all.docs.map((d) => d.ratingOverall)
  const average = ratings.length ? roundRating(ratings.reduce((a, b) => a + b, 0) / ratings.length) : null
  return {
    average,
    count: ratings.length,
    distribution: ratingDistribution(ratings),
    latest: await inLanguage(latest.docs, locale),
  }
}

async function inLanguage(reviews: Review[], locale: Locale | undefined): Promise<ProfessionalReview[]> {
  const systems = locale && reviews.some((r) => r.systemId) ? (await findCatalogue(locale)).systems : []
  return reviews.map((r) => {
    const name = systems.find((s) => s.id === String(r.systemId))?.name
    return { ...toProfessionalReview(r), ...(name ? { workDone: name } : {}) }
  })
}
