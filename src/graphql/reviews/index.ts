import { REVIEW_STATUSES } from '@/domain/reviews'
import {
  createReview,
  ownReviews,
  type ProfessionalReview,
  type ReviewState,
  replyToReview,
  updateReview,
} from '@/services/reviews'
import { builder } from '../builder'

/**
 * Verified reviews (issue 24): the client writes and changes theirs through the follow-up link's token; the
 * professional reads their approved ones and replies. Staff moderate in /admin.
 */

const ReviewStatusEnum = builder.enumType('ReviewStatus', { values: REVIEW_STATUSES })

const ReviewStateRef = builder.objectRef<ReviewState>('ReviewState').implement({
  description: 'A review as its author follows it: held for staff (PENDING), published (APPROVED) or REJECTED.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: ReviewStatusEnum }),
    editable: t.exposeBoolean('editable', { description: 'Still within its 30 days of changes.' }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true }),
  }),
})

const ReviewPhotoRef = builder.objectRef<ProfessionalReview['photos'][number]>('ReviewPhoto').implement({
  fields: (t) => ({ url: t.exposeString('url'), thumbnailUrl: t.exposeString('thumbnailUrl') }),
})

const ProfessionalReviewRef = builder.objectRef<ProfessionalReview>('ProfessionalReview').implement({
  description: 'An approved verified review: the author named by first name and initial only.',
  fields: (t) => ({
    id: t.exposeID('id'),
    authorName: t.exposeString('authorName'),
    city: t.exposeString('city', { nullable: true }),
    workDone: t.exposeString('workDone', { nullable: true }),
    ratingOverall: t.exposeInt('ratingOverall'),
    ratingQuality: t.exposeInt('ratingQuality'),
    ratingPunctuality: t.exposeInt('ratingPunctuality'),
    ratingTidiness: t.exposeInt('ratingTidiness'),
    ratingValue: t.exposeInt('ratingValue'),
    text: t.exposeString('text'),
    photos: t.expose('photos', { type: [ReviewPhotoRef] }),
    reply: t.exposeString('reply', { nullable: true }),
    repliedAt: t.exposeString('repliedAt', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
  }),
})

const OwnReviewsRef = builder.objectRef<{ items: ProfessionalReview[]; waitingReply: number }>('OwnReviews').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [ProfessionalReviewRef] }),
    waitingReply: t.exposeInt('waitingReply', { description: 'Approved reviews without a reply yet.' }),
  }),
})

// Nullable fields: the review's schema decides what is missing and answers with per-field catalogue codes.
const ReviewInput = builder.inputType('ReviewInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The token of the client’s follow-up link.' }),
    estimate: t.id({ required: true, description: 'The estimate (one professional’s copy of the request) reviewed.' }),
    ratingOverall: t.int(),
    ratingQuality: t.int(),
    ratingPunctuality: t.int(),
    ratingTidiness: t.int(),
    ratingValue: t.int(),
    text: t.string({ description: '30 to 2 000 characters.' }),
    photos: t.idList({ description: 'Up to 5 photos uploaded with `uploadKey`.' }),
    uploadKey: t.string({ description: 'The key the photos were uploaded with.' }),
  }),
})

const ReplyInput = builder.inputType('ReviewReplyInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    reply: t.string({ description: 'At most 2 000 characters; empty removes the reply.' }),
  }),
})

builder.queryFields((t) => ({
  ownReviews: t.field({
    description: 'The signed-in professional’s approved reviews, newest first, with their replies.',
    type: OwnReviewsRef,
    resolve: (_root, _args, ctx) => ownReviews(ctx.payload, ctx.user),
  }),
}))

builder.mutationFields((t) => ({
  createReview: t.field({
    description:
      'The client reviews a professional who marked their request done, through the follow-up link; one per estimate, held for staff.',
    type: ReviewStateRef,
    args: { input: t.arg({ type: ReviewInput, required: true }) },
    resolve: (_root, { input }, ctx) => createReview(ctx.payload, input, { clientIp: ctx.clientIp }),
  }),
  updateReview: t.field({
    description: 'The client changes their review within 30 days of sending it; it goes back to staff.',
    type: ReviewStateRef,
    args: { input: t.arg({ type: ReviewInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateReview(ctx.payload, input, { clientIp: ctx.clientIp }),
  }),
  replyToReview: t.field({
    description: 'The signed-in professional’s one public reply to an approved review of theirs.',
    type: ProfessionalReviewRef,
    args: { input: t.arg({ type: ReplyInput, required: true }) },
    resolve: (_root, { input }, ctx) => replyToReview(ctx.payload, ctx.user, input.id, input.reply),
  }),
}))
