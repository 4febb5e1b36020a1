import type { CollectionConfig } from 'payload'
import { type RichTextFieldValidation, richText, type TextFieldValidation, text } from 'payload/shared'
import { publishedOrStaff, staffOnly } from '@/access'
import { previewPath } from '@/domain/preview'
import { PROFILES } from '@/domain/profiles'
import { defaultLocale } from '@/i18n/routing'
import { revalidateHooks } from '@/lib/revalidate'

export const FAQS_TAG = 'faqs'

// Required in French, the fallback language, only: staff can save the Dutch FAQ before every question is
// translated, and a Dutch field left empty reads French.
const inFallbackLocale = (locale: string | undefined) => locale === undefined || locale === defaultLocale
const frenchText: TextFieldValidation = (value, options) =>
  text(value, { ...options, required: inFallbackLocale(options.req.locale) })
const frenchRichText: RichTextFieldValidation = (value, options) =>
  richText(value, { ...options, required: inFallbackLocale(options.req.locale) })

/** The questions and answers of one profile, shown on /fr/faq and /nl/faq to visitors with that profile. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    useAsTitle: 'subject',
    group: 'Content',
    description: 'One FAQ per profile; the FAQ page shows the visitor’s profile’s FAQ, else the public one.',
    defaultColumns: ['subject', 'userProfile', '_status', 'updatedAt'],
    // "Preview" opens the latest saved version on the site, drafts included, for signed-in staff only.
    preview: (doc, { locale }) => previewPath('faqs', String(doc.id), locale),
  },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: revalidateHooks(FAQS_TAG),
  fields: [
    {
      name: 'userProfile',
      type: 'select',
      required: true,
      unique: true,
      options: PROFILES.map((p) => ({ label: p, value: p })),
    },
    { name: 'subject', type: 'text', required: true, localized: true, validate: frenchText },
    { name: 'metaTitle', type: 'text', localized: true, admin: { description: 'Falls back to the subject.' } },
    { name: 'metaDescription', type: 'textarea', localized: true },
    {
      // One list of questions for both languages; each question's words are translated.
      name: 'questions',
      type: 'array',
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true, validate: frenchText },
        { name: 'answer', type: 'richText', required: true, localized: true, validate: frenchRichText },
      ],
    },
  ],
}
