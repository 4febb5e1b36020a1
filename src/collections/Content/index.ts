import type { CollectionConfig } from 'payload'
import { publishedOrStaff, staffOnly } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateHooks } from '@/lib/revalidate'

export const CONTENT_SLUGS = ['pages', 'articles', 'blogs', 'references'] as const
export type ContentSlug = (typeof CONTENT_SLUGS)[number]

/** A slugged, localized content collection with drafts; the content issue adds its blocks. */
function contentCollection(slug: ContentSlug, description: string): CollectionConfig {
  return {
    slug,
    admin: { useAsTitle: 'title', group: 'Content', description, defaultColumns: ['title', 'slug', 'updatedAt'] },
    access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
    versions: { drafts: true, maxPerDoc: 20 },
    hooks: revalidateHooks(slug),
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      slugField(),
      { name: 'description', type: 'textarea', localized: true },
      { name: 'metaTitle', type: 'text', localized: true },
      { name: 'metaDescription', type: 'textarea', localized: true },
      { name: 'content', type: 'richText', localized: true },
    ],
  }
}

export const Pages = contentCollection('pages', 'Generic pages under /fr/{slug} and /nl/{slug}.')
export const Articles = contentCollection('articles', 'Articles under /fr/article/{slug} and /nl/artikel/{slug}.')
export const Blogs = contentCollection('blogs', 'Blogs under /fr/blog/{slug} and /nl/blog/{slug}.')
export const References = contentCollection(
  'references',
  'Reference projects under /fr/reference/{slug} and /nl/referentie/{slug}.',
)
