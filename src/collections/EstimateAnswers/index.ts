import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateHooks } from '@/lib/revalidate'
import { CONFIGURATOR_CATALOGUE_TAG } from '../Products'

/** One answer of an estimate question; systems list the answers that lead to them. */
export const EstimateAnswers: CollectionConfig = {
  slug: 'estimate-answers',
  admin: { useAsTitle: 'name', group: 'Catalogue', defaultColumns: ['name', 'question', 'weight'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CONFIGURATOR_CATALOGUE_TAG),
  defaultSort: 'weight',
  fields: [
    { name: 'question', type: 'relationship', relationTo: 'estimate-questions', required: true, index: true },
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'weight', type: 'number', defaultValue: 0 },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  ],
}
