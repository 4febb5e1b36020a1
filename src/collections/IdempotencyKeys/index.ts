import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'

/** The kinds of request a form submission key is scoped to. */
export const IDEMPOTENCY_SCOPES = ['quotation', 'sampleRequest', 'contactRequest'] as const
export type IdempotencyScope = (typeof IDEMPOTENCY_SCOPES)[number]

/**
 * The submission keys the forms send (src/services/core/idempotency.ts): one row per request stored, written in the
 * request's own transaction, holding the answer given, so a retried submit gets the same answer instead of a second
 * request. The key is stored hashed with its scope; rows older than a day are ignored and removed. Staff may read.
 */
export const IdempotencyKeys: CollectionConfig = {
  slug: 'idempotency-keys',
  admin: {
    group: 'System',
    hidden: true,
    useAsTitle: 'key',
    defaultColumns: ['scope', 'key', 'createdAt'],
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'scope',
      type: 'select',
      required: true,
      options: [
        { value: 'quotation', label: { fr: 'Demande de devis', nl: 'Offerteaanvraag', en: 'Quotation request' } },
        {
          value: 'sampleRequest',
          label: { fr: 'Demande d’échantillons', nl: 'Stalenaanvraag', en: 'Sample request' },
        },
        { value: 'contactRequest', label: { fr: 'Message de contact', nl: 'Contactbericht', en: 'Contact message' } },
      ],
      admin: { readOnly: true },
    },
    // SHA-256 of scope and key: the unique index is what makes two concurrent submits of one key store one request.
    { name: 'key', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    // SHA-256 of the submitted input: the same key with other content is refused.
    { name: 'fingerprint', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'response', type: 'json', required: true, admin: { readOnly: true } },
  ],
}
