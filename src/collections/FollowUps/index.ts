import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { backOfficeOnly } from '@/access/back-office-only'

/**
 * The client's private follow-up link of a quotation request (issue 24), one per request. Only the token's SHA-256
 * is stored; the token itself is an HMAC of the request and a random salt under the server's secret, so the mails
 * sent later carry the same link without the database ever holding it (src/services/estimates/follow-up.ts).
 * Written by the services only; staff may read and delete (deleting a request's estimates removes it too).
 */
export const FollowUps: CollectionConfig = {
  slug: 'follow-ups',
  admin: {
    group: 'Requests',
    hidden: true,
    useAsTitle: 'requestId',
    defaultColumns: ['requestId', 'expiresAt', 'withdrawnAt', 'createdAt'],
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: staffOnly },
  hooks: { beforeOperation: [backOfficeOnly] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'requestId', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    // 128 random bits, hex: with PAYLOAD_SECRET it gives the token; alone it gives nothing.
    { name: 'salt', type: 'text', required: true, admin: { readOnly: true, hidden: true } },
    { name: 'tokenHash', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'locale', type: 'select', required: true, options: ['fr', 'nl'], defaultValue: 'fr' },
    { name: 'expiresAt', type: 'date', required: true, index: true, admin: { readOnly: true } },
    { name: 'withdrawnAt', type: 'date', admin: { readOnly: true } },
    {
      // Every professional the request was ever sent to (ids): one who deleted their copy is not asked again.
      name: 'askedProfessionals',
      type: 'json',
      admin: { readOnly: true },
    },
  ],
}
