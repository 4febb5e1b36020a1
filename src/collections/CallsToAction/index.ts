import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { linkField } from '@/fields/link'
import { revalidateHooks } from '@/lib/revalidate'

export const CALLS_TO_ACTION_TAG = 'calls-to-action'

/** A reusable button (title and target per language) that heroes and paragraphs point to. */
export const CallsToAction: CollectionConfig = {
  slug: 'calls-to-action',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'link', 'updatedAt'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CALLS_TO_ACTION_TAG),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    // Per language: a button usually leads to a page of the reader's language.
    { ...linkField(), localized: true } as ReturnType<typeof linkField>,
  ],
}
