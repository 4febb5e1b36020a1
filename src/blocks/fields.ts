import type { Field } from 'payload'
import { linkField } from '@/fields/link'

/*
 * The fields several block configs share. Words are localized field by field, so a Dutch field left empty reads
 * the French one; labels stay in English here and are translated by src/admin/labels.ts when the collections are
 * localized (by field name, and by the block's `labels` words).
 */

export const title = (required = false): Field => ({ name: 'title', type: 'text', localized: true, required })
export const richText = (name = 'text'): Field => ({ name, type: 'richText', localized: true })
export const plainText = (name = 'text'): Field => ({ name, type: 'textarea', localized: true })
export const image = (name = 'image', required = true): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
})
export const ctas = (name = 'ctas', maxRows = 2): Field => ({
  name,
  type: 'relationship',
  relationTo: 'calls-to-action',
  hasMany: true,
  maxRows,
  admin: { description: `Up to ${maxRows} buttons, from the calls-to-action collection.` },
})
export const optionalLink = (): Field => ({ ...linkField('link', false), localized: true }) as Field

/** Image, title and a few words: a card of the cards slider or of the external cards. */
export const cardFields = (): Field[] => [image(), title(true), plainText()]
