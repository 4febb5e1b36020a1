import type { CollectionConfig, Field } from 'payload'
import { publishedOrStaff, staffOnly } from '@/access'
import { backOfficeOnly } from '@/access/back-office-only'
import { paragraphsField } from '@/blocks'
import { previewPath } from '@/domain/preview'
import { PROFILES } from '@/domain/profiles'
import { slugField } from '@/fields/slug'
import type { ContentSlug } from '@/i18n/content-routes'
import { revalidateHooks } from '@/lib/revalidate'

export { CONTENT_ROUTES, CONTENT_SLUGS, type ContentSlug } from '@/i18n/content-routes'

/** A slugged, localized content collection with drafts; the content issue adds its blocks. */
function contentCollection(slug: ContentSlug, description: string, extraFields: Field[] = []): CollectionConfig {
  return {
    slug,
    admin: {
      useAsTitle: 'title',
      group: 'Content',
      description,
      defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
      // "Preview" opens the latest saved version on the site, drafts included, for signed-in staff only.
      preview: (doc, { locale }) => previewPath(slug, String(doc.id), locale),
    },
    access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
    versions: { drafts: true, maxPerDoc: 20 },
    hooks: { ...revalidateHooks(slug), beforeOperation: [backOfficeOnly] },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      slugField(),
      { name: 'description', type: 'textarea', localized: true },
      { name: 'metaTitle', type: 'text', localized: true },
      { name: 'metaDescription', type: 'textarea', localized: true },
      { name: 'content', type: 'richText', localized: true },
      ...extraFields,
    ],
  }
}

const heroImages = (): Field => ({
  name: 'heroImages',
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  admin: { description: 'The first one is the hero band (1940 × 450).' },
})

const userProfile = (): Field => ({
  name: 'userProfile',
  type: 'select',
  options: PROFILES.map((value) => ({ label: value, value })),
  admin: { position: 'sidebar' },
})

export const Pages = contentCollection('pages', 'Generic pages under /fr/{slug} and /nl/{slug}.', [
  { name: 'name', type: 'text', admin: { position: 'sidebar', description: 'For staff only.' } },
  heroImages(),
  paragraphsField(),
])

export const Articles = contentCollection('articles', 'Articles under /fr/article/{slug} and /nl/artikel/{slug}.', [
  {
    name: 'displayDate',
    type: 'date',
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayOnly' },
      description: 'Shown on the article and its card; falls back to the creation date.',
    },
  },
  heroImages(),
  {
    name: 'teaserImages',
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    admin: { description: 'The first one illustrates the article’s card.' },
  },
  {
    name: 'contentTags',
    type: 'relationship',
    relationTo: 'content-tags',
    hasMany: true,
    admin: { position: 'sidebar' },
  },
  paragraphsField(),
])

export const Blogs = contentCollection('blogs', 'Blogs under /fr/blog/{slug} and /nl/blog/{slug}.', [
  { name: 'name', type: 'text', admin: { position: 'sidebar', description: 'For staff only.' } },
  {
    name: 'blogType',
    type: 'select',
    defaultValue: 'news',
    options: [
      { label: 'News', value: 'news' },
      { label: 'Advice', value: 'advice' },
    ],
    admin: { position: 'sidebar' },
  },
  userProfile(),
  heroImages(),
  {
    name: 'contentTags',
    type: 'relationship',
    relationTo: 'content-tags',
    hasMany: true,
    admin: { description: 'The themes listed on the blog, each with its articles.' },
  },
])
/** What a reference project adds: its images, the parties involved, the companies and the kinds of work. */
const referenceFields: Field[] = [
  heroImages(),
  { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  {
    name: 'ctas',
    type: 'array',
    admin: { description: 'Useful links in the sidebar.' },
    fields: [
      { name: 'title', type: 'text', required: true, localized: true },
      // Per language, like the title: a useful link often points to a page of the reader's language.
      { name: 'link', type: 'text', required: true, localized: true },
    ],
  },
  {
    name: 'involvedParties',
    type: 'array',
    admin: { description: 'Shown only when function, company, first name, last name and contact are all set.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'firstname', type: 'text' },
          { name: 'lastname', type: 'text' },
        ],
      },
      { name: 'function', type: 'text', localized: true },
      { name: 'company', type: 'text' },
      { name: 'contact', type: 'text', admin: { description: 'E-mail address or phone number.' } },
    ],
  },
  { name: 'workCategories', type: 'relationship', relationTo: 'work-categories', hasMany: true },
  {
    name: 'logo',
    type: 'upload',
    relationTo: 'media',
    admin: { description: 'The client’s or the project’s logo, shown in its own part of the reference’s sidebar.' },
  },
  {
    name: 'productsUsed',
    type: 'relationship',
    relationTo: 'products',
    hasMany: true,
    admin: { description: 'The catalogue products the project used, listed in the sidebar.' },
  },
  {
    name: 'contact',
    type: 'text',
    maxLength: 200,
    admin: { description: 'Whom to ask about the project: an e-mail address or a phone number.' },
  },
  {
    name: 'professionalUsers',
    type: 'relationship',
    relationTo: 'professional-users',
    hasMany: true,
    admin: { description: 'The first one is shown as the company in the sidebar.' },
  },
  { name: 'isHighlighted', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
]

export const References = contentCollection(
  'references',
  'Reference projects under /fr/reference/{slug} and /nl/referentie/{slug}.',
  referenceFields,
)
