import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateHooks } from '@/lib/revalidate'

export const GEOGRAPHIC_AREAS_TAG = 'geographic-areas'

/** Areas professionals serve; provinces carry the postal-code ranges that registration accepts. */
export const GeographicAreas: CollectionConfig = {
  slug: 'geographic-areas',
  admin: { useAsTitle: 'name', group: 'Catalogue' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  // After a delete, services/collection-hooks.ts also takes out of the directory the professionals left without one.
  hooks: revalidateHooks(GEOGRAPHIC_AREAS_TAG),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'type', type: 'select', required: true, defaultValue: 'PROVINCE', options: ['PROVINCE'] },
    { name: 'weight', type: 'number', defaultValue: 0 },
    {
      name: 'postalCodesRange',
      type: 'array',
      fields: [
        { name: 'from', type: 'number', required: true, min: 1000, max: 9999 },
        { name: 'to', type: 'number', required: true, min: 1000, max: 9999 },
      ],
    },
  ],
}
