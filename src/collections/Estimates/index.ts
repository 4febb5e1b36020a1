import type { Access, CollectionConfig } from 'payload'
import { isStaff, staffOnly } from '@/access'
import { backOfficeOnly } from '@/access/back-office-only'
import { MAX_CLIENT_MESSAGE } from '@/domain/follow-up'
import { sanitizeRichText } from '@/domain/rich-text'

export const ESTIMATE_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE', 'ARCHIVED'] as const
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number]
export const PROJECT_TYPES = ['RENOVATION', 'NEW_CONSTRUCTION'] as const

/** Staff see every estimate; a professional only those sent to them; nobody else any. */
export const ownEstimates: Access = ({ req }) =>
  isStaff({ req })
    ? true
    : req.user?.collection === 'professional-users'
      ? { professionalUser: { equals: req.user.id } }
      : false

/**
 * A quotation request as one professional received it: `createEstimate` stores one per chosen professional,
 * tied by `requestId`. Visitors never reach this collection through Payload's API; the mutation validates,
 * rate-limits and writes with the Local API.
 */
export const Estimates: CollectionConfig = {
  slug: 'estimates',
  labels: { singular: 'Quotation request', plural: 'Quotation requests' },
  admin: {
    useAsTitle: 'name',
    group: 'Requests',
    defaultColumns: ['name', 'professionalUser', 'city', 'status', 'createdAt'],
    listSearchableFields: ['name', 'contactEmail', 'clientLastname', 'city'],
  },
  access: { read: ownEstimates, create: staffOnly, update: ownEstimates, delete: ownEstimates },
  hooks: { beforeOperation: [backOfficeOnly] },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'professionalUser',
      type: 'relationship',
      relationTo: 'professional-users',
      required: true,
      index: true,
      access: { update: staffOnly },
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'NEW',
      index: true,
      options: [...ESTIMATE_STATUSES],
      admin: { position: 'sidebar' },
    },
    {
      name: 'requestId',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Shared by the copies sent to each professional.' },
    },
    { name: 'locale', type: 'select', required: true, options: ['fr', 'nl'], defaultValue: 'fr' },
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', required: true },
        { name: 'postcode', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
      ],
    },
    {
      name: 'comment',
      type: 'textarea',
      required: true,
      // Stored as the wizard's sanitized HTML; /admin shows it formatted, never as source (EstimateComment).
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? sanitizeRichText(value) : value)] },
      admin: {
        description: 'The request’s text as the requester typed it; at most 400 characters.',
        components: { Field: '@/components/admin/EstimateComment#EstimateComment' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'projectType', type: 'select', required: true, options: [...PROJECT_TYPES] },
        { name: 'size', type: 'number', required: true, min: 0, admin: { description: 'm²' } },
        { name: 'workEndDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    { name: 'workCategories', type: 'relationship', relationTo: 'work-categories', hasMany: true },
    { name: 'estimateAnswers', type: 'relationship', relationTo: 'estimate-answers', hasMany: true },
    { name: 'estimateSystem', type: 'relationship', relationTo: 'estimate-systems' },
    { name: 'images', type: 'relationship', relationTo: 'media-objects', hasMany: true },
    {
      type: 'collapsible',
      label: 'Client',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'clientLastname', type: 'text', required: true },
            { name: 'clientFirstname', type: 'text', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'contactEmail', type: 'email', required: true },
            { name: 'contactPhone', type: 'text' },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Follow-up',
      admin: { description: 'What the client sees on their follow-up page and was told by mail.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'seenAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            {
              name: 'statusChangedAt',
              type: 'date',
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'doneAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            {
              name: 'withdrawnAt',
              type: 'date',
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
        {
          name: 'clientMessage',
          type: 'textarea',
          maxLength: MAX_CLIENT_MESSAGE,
          admin: { description: 'The professional’s message to the client, sent with an acceptance or a refusal.' },
        },
      ],
    },
    {
      name: 'notes',
      type: 'textarea',
      admin: { description: 'The professional’s own notes, from the dashboard.' },
    },
  ],
}
