import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { backOfficeOnly } from '@/access/back-office-only'
import { REVIEW_LIMITS, REVIEW_STATUSES } from '@/domain/reviews'
import { revalidateHooks } from '@/lib/revalidate'
import { PROFESSIONAL_USERS_TAG } from '../ProfessionalUsers'

const rating = (name: string) => ({
  name,
  type: 'number' as const,
  required: true,
  min: 1,
  max: 5,
  admin: { step: 1, width: '20%' },
})

/**
 * Verified reviews (issue 24): written by a client through their follow-up link, for a professional who marked the
 * request done, one per estimate; held for staff, who approve or reject them here (a rejection's reason is mailed
 * to the client). The author is named by first name and initial only; city and work done are copied when written,
 * so a review outlives its request, anonymised. Services write them; Payload's API is staff's.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'authorName',
    group: 'Requests',
    defaultColumns: ['authorName', 'professionalUser', 'ratingOverall', 'status', 'createdAt'],
    listSearchableFields: ['authorName', 'text', 'city'],
  },
  access: { read: staffOnly, create: () => false, update: staffOnly, delete: staffOnly },
  // What the public reads of reviews is part of the professionals' pages and cards: their tag expires.
  hooks: {
    ...revalidateHooks(PROFESSIONAL_USERS_TAG),
    beforeOperation: [backOfficeOnly],
    // When staff decide: kept beside the decision.
    beforeChange: [
      ({ data, originalDoc, req }) => {
        if (req.user?.collection === 'users' && data.status && data.status !== originalDoc?.status) {
          data.moderatedAt = new Date().toISOString()
        }
        return data
      },
    ],
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['professionalUser', 'status', 'createdAt'] }],
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'PENDING',
      index: true,
      options: [...REVIEW_STATUSES],
      admin: { position: 'sidebar' },
    },
    {
      name: 'rejectionReason',
      type: 'textarea',
      maxLength: 1000,
      admin: {
        position: 'sidebar',
        description: 'Required to reject: mailed to the client, who may then correct their review.',
        condition: (data) => data?.status === 'REJECTED',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { status?: string } }) =>
        siblingData?.status === 'REJECTED' && !(typeof value === 'string' && value.trim())
          ? 'Give the client the reason of the rejection.'
          : true,
    },
    {
      name: 'professionalUser',
      type: 'relationship',
      relationTo: 'professional-users',
      required: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'estimate',
      type: 'relationship',
      relationTo: 'estimates',
      unique: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Empty once the request was deleted.' },
    },
    { name: 'locale', type: 'select', required: true, options: ['fr', 'nl'], defaultValue: 'fr' },
    {
      type: 'row',
      fields: [
        { name: 'authorName', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'city', type: 'text', admin: { readOnly: true } },
        { name: 'workDone', type: 'text', admin: { readOnly: true } },
        // The system of the request, named in the page's language when shown; workDone (its name when written) else.
        { name: 'systemId', type: 'number', admin: { readOnly: true, hidden: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        rating('ratingOverall'),
        rating('ratingQuality'),
        rating('ratingPunctuality'),
        rating('ratingTidiness'),
        rating('ratingValue'),
      ],
    },
    { name: 'text', type: 'textarea', required: true, maxLength: REVIEW_LIMITS.maxText },
    {
      name: 'photos',
      type: 'relationship',
      relationTo: 'media-objects',
      hasMany: true,
      maxRows: REVIEW_LIMITS.maxPhotos,
    },
    {
      type: 'collapsible',
      label: 'Reply',
      fields: [
        { name: 'reply', type: 'textarea', maxLength: REVIEW_LIMITS.maxReply },
        { name: 'repliedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'moderatedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ],
}
