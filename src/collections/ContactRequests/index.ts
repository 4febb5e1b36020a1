import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { backOfficeOnly } from '@/access/back-office-only'
import { CONTACT_PROFILES } from '@/domain/validation/contact'

/**
 * Messages sent through the contact form. Only staff read and process them; visitors create them through the
 * `createContactRequest` mutation (validated, rate-limited), never through Payload's REST API.
 */
export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: { singular: 'Contact request', plural: 'Contact requests' },
  admin: {
    useAsTitle: 'subject',
    group: 'Requests',
    defaultColumns: ['subject', 'name', 'email', 'profile', 'isProcessed', 'createdAt'],
    listSearchableFields: ['name', 'email', 'subject'],
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeOperation: [backOfficeOnly] },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'profile', type: 'select', required: true, options: [...CONTACT_PROFILES] },
        { name: 'locale', type: 'select', required: true, options: ['fr', 'nl'], defaultValue: 'fr' },
      ],
    },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'isProcessed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Tick once the request has been answered.' },
    },
  ],
}
