import { parseId } from './ids'
import { defaultLocale, isLocale, type Locale } from './locales'

/** The collections whose documents staff can preview from /admin before they publish them. */
export const PREVIEW_COLLECTIONS = ['landings', 'pages', 'articles', 'blogs', 'references', 'faqs'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

export function isPreviewCollection(value: string): value is PreviewCollection {
  return (PREVIEW_COLLECTIONS as readonly string[]).includes(value)
}

/** The internal folder of the preview screen (app/(site)/[locale]/preview/[collection]/[id]). */
export const PREVIEW_SEGMENT = 'preview'

/**
 * Where staff see the latest saved version of a document in one language: the same path in both languages, in the
 * language the back office is editing (French when it names none the site has).
 */
export function previewPath(collection: PreviewCollection, id: number | string, locale: string | undefined): string {
  const l: Locale = locale && isLocale(locale) ? locale : defaultLocale
  return `/${l}/${PREVIEW_SEGMENT}/${collection}/${encodeURIComponent(String(id))}`
}

/** A document id as the preview path carries it (`parseId`), or null. */
export function previewId(value: string): number | null {
  return parseId(value)
}
