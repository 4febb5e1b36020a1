import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { normalizeSampleCode } from '@/domain/samples'

/** Merchants whose customers may order colour samples with the merchant's sample code. Staff only. */
export const Merchants: CollectionConfig = {
  slug: 'merchants',
  admin: { useAsTitle: 'sampleCode', group: 'Requests', defaultColumns: ['sampleCode', 'lastname', 'email'] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  // Stored as customers are asked to type it once normalized (capitals, no spaces), so lookups are exact matches.
  hooks: {
    beforeValidate: [
      ({ data }) =>
        data && typeof data.sampleCode === 'string'
          ? { ...data, sampleCode: normalizeSampleCode(data.sampleCode) }
          : data,
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstname', type: 'text', required: true },
        { name: 'lastname', type: 'text', required: true },
      ],
    },
    { name: 'email', type: 'email', required: true },
    {
      name: 'sampleCode',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Given to the merchant’s customers; compared without regard to case or spaces.' },
    },
  ],
}
