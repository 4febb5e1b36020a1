import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import { relationId } from '@/domain/ids'
import { canEditReview } from '@/domain/reviews'
import { expireTag } from '@/lib/revalidate'
import type { Estimate, Review } from '@/payload-types'
import { followUpLinkOf } from '../estimates/follow-up'
import { enqueueMail } from '../mail/outbox'
import { changedRows, sql, TABLES } from '../sql'

/**
 * The moderation of reviews (issue 24), as the collection's hooks (attached in src/services/collection-hooks.ts):
 * the professional's count and average of approved reviews recomputed in SQL on every change of status and every
 * deletion, and the client told why when staff reject theirs.
 */

/** Professionals' pages and cards are cached under this tag (src/collections/ProfessionalUsers). */
const PROFESSIONAL_USERS_TAG = 'professional-users'
const R = TABLES.reviews
const P = TABLES.professionalUsers

/** Recomputes a professional's count and average of approved reviews from the reviews themselves, in one statement. */
export async function recomputeRating(payload: Payload, professionalId: number, req?: PayloadRequest): Promise<void> {
  const approved = sql`${R.qualified.professional_user_id} = ${professionalId} AND ${R.qualified.status} = 'APPROVED'`
  await changedRows(
    payload,
    sql`UPDATE ${P.ref} SET
      ${P.c.rating_count} = (SELECT COUNT(*) FROM ${R.ref} WHERE ${approved}),
      ${P.c.rating_average} = (SELECT ROUND(AVG(${R.qualified.rating_overall}) * 100) / 100.0 FROM ${R.ref} WHERE ${approved})
      WHERE ${P.c.id} = ${professionalId}`,
    req,
  )
  expireTag(PROFESSIONAL_USERS_TAG)
}

/**
 * After staff (or a client's change) save a review: the moderation date, the professional's average and count
 * recomputed, and the client told why when staff reject it.
 */
export const afterReviewChange: CollectionAfterChangeHook<Review> = async ({ doc, previousDoc, operation, req }) => {
  const changed = operation === 'create' || previousDoc?.status !== doc.status
  if (!changed) return doc
  const professionalId = relationId(doc.professionalUser)
  await recomputeRating(req.payload, professionalId, req)
  if (operation === 'update' && doc.status === 'REJECTED' && req.user) await mailRejection(req.payload, doc, req)
  return doc
}

export const afterReviewDelete: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  await recomputeRating(req.payload, relationId(doc.professionalUser), req)
  return doc
}

async function mailRejection(payload: Payload, review: Review, req: PayloadRequest): Promise<void> {
  const estimateId = review.estimate ? relationId(review.estimate) : null
  if (!estimateId) return
  const estimate = (await payload.findByID({
    collection: 'estimates',
    id: estimateId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Estimate | null
  if (!estimate) return
  const link = await followUpLinkOf(payload, estimate.requestId, req)
  if (!link) return
  const company = typeof estimate.professionalUser === 'object' ? (estimate.professionalUser.company ?? '') : ''
  await enqueueMail(
    payload,
    {
      template: 'reviewRejected',
      to: estimate.contactEmail,
      locale: link.locale,
      data: {
        clientName: `${estimate.clientFirstname} ${estimate.clientLastname}`,
        companyName: company,
        reason: review.rejectionReason ?? '',
        followUpUrl: link.url,
        editable: canEditReview(review.createdAt),
      },
    },
    req,
  )
}
