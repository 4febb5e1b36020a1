import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateHooks } from '@/lib/revalidate'

export const WORK_CATEGORIES_TAG = 'work-categories'

/** Kinds of work professionals do and projects ask for (ETICS, interior plaster, plasterboard…). */
export const WorkCategories: CollectionConfig = {
  slug: 'work-categories',
  admin: { useAsTitle: 'name', group: 'Catalogue' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  // After a delete, services/collection-hooks.ts also takes out of the directory the professionals left without one.
  hooks: revalidateHooks(WORK_CATEGORIES_TAG),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'weight', type: 'number', defaultValue: 0 },
  ],
}
