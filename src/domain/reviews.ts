/**
 * Verified reviews (issue 24): a client reviews a professional who marked their request done. The rules shared by
 * the form in the browser, the API and the tests: the ratings, the text's bounds, who may review and until when,
 * how the author is named, and the averages shown.
 */
import { z } from 'zod'
import type { ClientStatus } from './follow-up'

/** What a client rates, each 1 to 5, besides the overall rating. */
export const RATING_CRITERIA = ['quality', 'punctuality', 'tidiness', 'value'] as const
export type RatingCriterion = (typeof RATING_CRITERIA)[number]
export const RATING_FIELDS = [
  'ratingOverall',
  'ratingQuality',
  'ratingPunctuality',
  'ratingTidiness',
  'ratingValue',
] as const
export type RatingField = (typeof RATING_FIELDS)[number]

export const REVIEW_LIMITS = { minText: 30, maxText: 2000, maxPhotos: 5, editDays: 30, maxReply: 2000 } as const

/** Staff moderate every review: held until approved; a rejection tells the client why. */
export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** The minimum-rating filter of the directory (`?rating=4`): 1 to 5 stars. */
export const MIN_RATING_CHOICES = [4, 3] as const

const rating = z
  .unknown()
  .superRefine((v, ctx) => {
    if (v === null || v === undefined || v === '') ctx.addIssue({ code: 'custom', message: 'IS_REQUIRED' })
    else if (!Number.isInteger(Number(v)) || Number(v) < 1 || Number(v) > 5) {
      ctx.addIssue({ code: 'custom', message: 'RATING_OUT_OF_RANGE' })
    }
  })
  .transform((v) => Number(v))

const reviewText = z
  .string({ error: 'IS_REQUIRED' })
  .nullish()
  .transform((v) => (v ?? '').trim())
  .superRefine((v, ctx) => {
    const length = [...v].length
    const code =
      length === 0
        ? 'IS_REQUIRED'
        : length < REVIEW_LIMITS.minText
          ? 'TOO_SHORT'
          : length > REVIEW_LIMITS.maxText
            ? 'TOO_LONG'
            : null
    if (code) ctx.addIssue({ code: 'custom', message: code })
  })

const photos = z
  .array(z.union([z.string(), z.number()]), { error: 'BAD_REQUEST' })
  .nullish()
  .transform((v) => [...new Set((v ?? []).map(String))])
  .superRefine((v, ctx) => {
    if (v.length > REVIEW_LIMITS.maxPhotos) ctx.addIssue({ code: 'custom', message: 'TOO_MANY_REVIEW_PHOTOS' })
  })

/** A review as the client writes it: the same rules in the form and on the server, one code per field. */
export const reviewSchema = z.object({
  ratingOverall: rating,
  ratingQuality: rating,
  ratingPunctuality: rating,
  ratingTidiness: rating,
  ratingValue: rating,
  text: reviewText,
  photos,
})
export type ReviewInput = z.output<typeof reviewSchema>

/** Only a request the professional marked done can be reviewed; a withdrawn or declined one never. */
export function canReview(status: ClientStatus): boolean {
  return status === 'done'
}

/** A review may be changed for 30 days after it was first sent. */
export function canEditReview(createdAt: string | Date, now: Date = new Date()): boolean {
  const start = new Date(createdAt).getTime()
  return Number.isFinite(start) && now.getTime() - start <= REVIEW_LIMITS.editDays * 86_400_000
}

/** How a review names its author: first name and the last name's initial ("Marie D."), never more. */
export function reviewAuthor(firstname: string, lastname: string): string {
  const first = firstname.trim().split(/\s+/)[0] ?? ''
  const initial = [...lastname.trim()][0]
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}

/** An average as shown: one decimal, rounded half up (4.25 → 4.3). */
export function roundRating(average: number): number {
  return Math.round(average * 10 + Number.EPSILON) / 10
}

/** How many approved reviews gave each overall rating, 5 stars first. */
export function ratingDistribution(ratings: readonly number[]): Array<{ stars: number; count: number }> {
  return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: ratings.filter((r) => r === stars).length }))
}
