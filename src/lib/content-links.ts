import { isLandingType } from '@/domain/profiles'
import { CONTENT_ROUTES, CONTENT_SLUGS, type ContentSlug } from '@/i18n/content-routes'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

const isContentSlug = (value: string): value is ContentSlug => (CONTENT_SLUGS as readonly string[]).includes(value)

/**
 * The site path, in one language, of the document a rich-text internal link points to; null when the document is
 * not readable (a draft, deleted): Payload populates it for the public identity only when it is published.
 */
export function internalLinkPath(
  doc: { relationTo: string; value: unknown } | null | undefined,
  locale: Locale,
): string | null {
  if (!doc || typeof doc.value !== 'object' || doc.value === null) return null
  const value = doc.value as { slug?: unknown; landingType?: unknown }
  if (isContentSlug(doc.relationTo) && typeof value.slug === 'string' && value.slug) {
    return localizedPath(locale, CONTENT_ROUTES[doc.relationTo], { slug: value.slug })
  }
  if (doc.relationTo === 'landings' && isLandingType(value.landingType)) {
    return localizedPath(locale, value.landingType === 'index' ? '/' : `/${value.landingType}`)
  }
  return null
}
