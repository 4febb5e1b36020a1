import type { Field, FieldHook, PayloadRequest, Where } from 'payload'
import { adminT } from '@/admin/translations'
import { numberedSlug, SLUG_PATTERN, slugify } from '@/domain/slug'

/** How many numbered candidates ("-2", "-3"…) are tried before staff are asked to choose the slug. */
const MAX_CANDIDATES = 50

type Sibling = { title?: unknown } | undefined

const titleOf = (sibling: Sibling): string => (typeof sibling?.title === 'string' ? sibling.title : '')

/** Whether another document of the collection already has this slug in this language (drafts count). */
async function isTaken(req: PayloadRequest, collection: string, slug: string, id: unknown): Promise<boolean> {
  const where: Where = { slug: { equals: slug } }
  const { totalDocs } = await req.payload.count({
    collection: collection as 'pages',
    where: id == null ? where : { and: [where, { id: { not_equals: id } }] },
    locale: req.locale === 'all' ? undefined : (req.locale ?? undefined),
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * Fills an empty slug from the title, accents folded and numbered when taken ("facade", "facade-2"); a slug typed by
 * staff is cleaned the same way ("Façade Liège" → "facade-liege") and kept as typed, the validator refusing it when
 * another document has it.
 */
const generateSlug: FieldHook = async ({ value, siblingData, originalDoc, collection, req }) => {
  const typed = typeof value === 'string' ? slugify(value) : ''
  if (typed || !collection) return typed || value
  const base = slugify(titleOf(siblingData as Sibling))
  if (!base) return value
  for (let n = 1; n <= MAX_CANDIDATES; n++) {
    const candidate = numberedSlug(base, n)
    if (!(await isTaken(req, collection.slug, candidate, originalDoc?.id))) return candidate
  }
  return value
}

/** A localized URL slug, generated from the title when left empty: lowercase words joined by dashes, unique. */
export const slugField = (): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  localized: true,
  index: true,
  admin: { position: 'sidebar', description: 'Leave empty to generate it from the title.' },
  hooks: { beforeValidate: [generateSlug] },
  validate: async (value: unknown, options: unknown) => {
    const { req, siblingData, collectionSlug, id } = options as unknown as {
      req: PayloadRequest
      siblingData: Sibling
      collectionSlug?: string
      id?: unknown
    }
    // Left empty in the form, it is generated from the title on save.
    if (value == null || value === '') return titleOf(siblingData) ? true : adminT(req?.t, 'required')
    if (typeof value !== 'string' || !SLUG_PATTERN.test(value)) return adminT(req?.t, 'slugFormat')
    if (req?.payload && collectionSlug && (await isTaken(req, collectionSlug, value, id))) {
      return adminT(req.t, 'slugTaken')
    }
    return true
  },
})
