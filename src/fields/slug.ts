import type { Field } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A localized URL slug: lowercase words joined by dashes. */
export const slugField = (): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  localized: true,
  index: true,
  admin: { position: 'sidebar' },
  validate: (value: unknown) =>
    typeof value === 'string' && SLUG.test(value) ? true : 'Use lowercase letters, digits and dashes',
})
