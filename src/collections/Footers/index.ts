import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { SOCIAL_NETWORKS } from '@/domain/social'
import { linkField } from '@/fields/link'
import { revalidateHooks } from '@/lib/revalidate'

export const FOOTERS_TAG = 'footers'

/** The site footer: grouped links (ordered by weight), legal links and social networks. */
export const Footers: CollectionConfig = {
  slug: 'footers',
  admin: { useAsTitle: 'name', group: 'Navigation' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(FOOTERS_TAG),
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        { name: 'socialNetwork', type: 'select', required: true, options: [...SOCIAL_NETWORKS] },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'footerLinks',
      type: 'array',
      localized: true,
      admin: { description: 'Legal links shown beside the copyright on desktop.' },
      fields: [{ name: 'title', type: 'text', required: true }, linkField()],
    },
    {
      name: 'items',
      type: 'array',
      localized: true,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'weight', type: 'number', defaultValue: 0, admin: { description: 'Lower weights come first.' } },
        {
          name: 'rank',
          type: 'number',
          defaultValue: 0,
          admin: { description: 'Order of links inside a group is by rank of the links.' },
        },
        {
          name: 'links',
          type: 'array',
          fields: [
            { name: 'title', type: 'text', required: true },
            linkField(),
            { name: 'rank', type: 'number', defaultValue: 0 },
          ],
        },
      ],
    },
  ],
}
