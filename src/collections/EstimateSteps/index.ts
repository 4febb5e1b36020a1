import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateHooks } from '@/lib/revalidate'
import { CONFIGURATOR_CATALOGUE_TAG } from '../Products'

/** The quotation wizard's steps: their names and instructions. */
export const EstimateSteps: CollectionConfig = {
  slug: 'estimate-steps',
  admin: { useAsTitle: 'name', group: 'Catalogue', defaultColumns: ['name', 'weight'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CONFIGURATOR_CATALOGUE_TAG),
  defaultSort: 'weight',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'weight', type: 'number', defaultValue: 0 },
    { name: 'instruction', type: 'textarea', localized: true },
  ],
}
