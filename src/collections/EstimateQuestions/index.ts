import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateHooks } from '@/lib/revalidate'
import { CONFIGURATOR_CATALOGUE_TAG } from '../Products'

/** A question that narrows the systems (application, support, criteria), asked by the configurator and the quotation. */
export const EstimateQuestions: CollectionConfig = {
  slug: 'estimate-questions',
  admin: { useAsTitle: 'name', group: 'Catalogue', defaultColumns: ['name', 'weight'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CONFIGURATOR_CATALOGUE_TAG),
  defaultSort: 'weight',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'weight', type: 'number', defaultValue: 0, admin: { description: 'Lower comes first.' } },
    { name: 'answers', type: 'join', collection: 'estimate-answers', on: 'question', defaultSort: 'weight' },
  ],
}
