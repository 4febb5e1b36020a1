import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateHooks } from '@/lib/revalidate'
import { relistAfterDelete } from '@/services/listing'

export const WORK_CATEGORIES_TAG = 'work-categories'

/** Kinds of work professionals do and projects ask for (ETICS, interior plaster, plasterboard…). */
export const WorkCategories: CollectionConfig = {
  slug: 'work-categories',
  admin: { useAsTitle: 'name', group: 'Catalogue' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    ...revalidateHooks(WORK_CATEGORIES_TAG),
    // Professionals whose only category or area this was leave the directory (the listing rule).
    afterDelete: [...revalidateHooks(WORK_CATEGORIES_TAG).afterDelete, relistAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'weight', type: 'number', defaultValue: 0 },
  ],
}
