import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { backOfficeOnly } from '@/access/back-office-only'

export const SAMPLE_TYPES = ['SAMPLE', 'BROCHURE'] as const
export const MAX_SAMPLES = 3

/**
 * Colour-sample and brochure orders from the colour chart (`createColorFinder`). Staff process them here,
 * filter and export them; requesters never read them back.
 */
export const SampleRequests: CollectionConfig = {
  slug: 'sample-requests',
  labels: { singular: 'Sample request', plural: 'Sample requests' },
  admin: {
    useAsTitle: 'name',
    group: 'Requests',
    defaultColumns: ['name', 'sampleType', 'city', 'isProcessed', 'createdAt'],
    listSearchableFields: ['name', 'contactEmail', 'city', 'postcode'],
    // The CSV export with the list's filters (src/app/api/sample-requests/export.csv); no database change.
    components: { beforeList: ['@/components/admin/SampleRequestsExport#SampleRequestsExport'] },
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeOperation: [backOfficeOnly] },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'sampleType', type: 'select', required: true, options: [...SAMPLE_TYPES], index: true },
        { name: 'locale', type: 'select', required: true, options: ['fr', 'nl'], defaultValue: 'fr' },
      ],
    },
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'clientFirstname', type: 'text', required: true },
        { name: 'clientLastname', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', required: true },
        { name: 'postcode', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'contactEmail', type: 'email', required: true },
        { name: 'contactPhone', type: 'text', required: true },
      ],
    },
    {
      name: 'samples',
      type: 'array',
      minRows: 1,
      maxRows: MAX_SAMPLES,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'coatingName', type: 'text', required: true },
            { name: 'colorCategoryName', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'colorCode', type: 'text', required: true },
            { name: 'lightIntensity', type: 'number' },
          ],
        },
      ],
    },
    {
      name: 'isProcessed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Tick once the samples have been sent.' },
    },
    {
      name: 'professionalUser',
      type: 'relationship',
      relationTo: 'professional-users',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'merchant',
      type: 'relationship',
      relationTo: 'merchants',
      admin: { position: 'sidebar', readOnly: true, description: 'Set when ordered with a merchant’s code.' },
    },
  ],
}
