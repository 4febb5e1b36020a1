import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateHooks } from '@/lib/revalidate'

export const CONTENT_TAGS_TAG = 'content-tags'

/** A theme grouping articles on a blog (and filtering the article cards of a paragraph). */
export const ContentTags: CollectionConfig = {
  slug: 'content-tags',
  labels: { singular: 'Content tag', plural: 'Content tags' },
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'contentType', 'weight'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'weight',
  hooks: revalidateHooks(CONTENT_TAGS_TAG),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'contentType',
      type: 'select',
      required: true,
      defaultValue: 'article',
      options: [
        { label: 'Articles', value: 'article' },
        { label: 'References', value: 'reference' },
      ],
    },
    { name: 'weight', type: 'number', defaultValue: 0, admin: { description: 'Lower comes first.' } },
    {
      name: 'articles',
      type: 'join',
      collection: 'articles',
      on: 'contentTags',
      admin: { description: 'Articles carrying this tag.' },
    },
  ],
}
