import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { PROFILES } from '@/domain/profiles'
import { linkField } from '@/fields/link'
import { revalidateHooks } from '@/lib/revalidate'

export const MENUS_TAG = 'menus'

/** The header navigation of one profile; items and calls-to-action differ per language. */
export const Menus: CollectionConfig = {
  slug: 'menus',
  admin: { useAsTitle: 'userProfile', group: 'Navigation', defaultColumns: ['userProfile', 'updatedAt'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(MENUS_TAG),
  fields: [
    {
      name: 'userProfile',
      type: 'select',
      required: true,
      unique: true,
      options: PROFILES.map((p) => ({ label: p, value: p })),
    },
    {
      name: 'items',
      type: 'array',
      localized: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        linkField('link', false),
        {
          // "items" again would clash with the parent array's table name.
          name: 'subItems',
          type: 'array',
          fields: [{ name: 'title', type: 'text', required: true }, linkField()],
        },
      ],
    },
    {
      name: 'ctas',
      type: 'array',
      localized: true,
      admin: { description: 'The header shows the first call-to-action.' },
      fields: [{ name: 'title', type: 'text', required: true }, linkField()],
    },
  ],
}
