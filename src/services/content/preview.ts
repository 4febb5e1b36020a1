import type { ContentSlug } from '@/collections/Content'
import type { PreviewCollection } from '@/domain/preview'
import type { Locale } from '@/i18n/routing'
import { payloadClient } from '../core/payload'
import { type ContentDoc, findDraftContent } from './'
import { type Faq, findDraftFaq } from './faqs'
import { findDraftLanding, type LandingView } from './landings'

/** Whether the version staff preview is still a draft or the published one (nothing pending). */
export type PreviewStatus = 'draft' | 'published'

/** The latest saved version of a document, ready to render as the site will show it. */
export type PreviewDoc =
  | { kind: 'landing'; status: PreviewStatus; landing: LandingView }
  | { kind: 'content'; status: PreviewStatus; collection: ContentSlug; doc: ContentDoc }
  | { kind: 'faq'; status: PreviewStatus; faq: Faq }

/**
 * The latest saved version of a landing, content document or FAQ in one language, or null when there is none; never
 * cached. Only for staff: the caller checks the request first (isStaffRequest).
 */
export async function loadPreview(
  collection: PreviewCollection,
  id: number,
  locale: Locale,
): Promise<PreviewDoc | null> {
  const payload = await payloadClient()
  const latest = await payload
    .findByID({ collection, id, depth: 0, draft: true, overrideAccess: true, select: { _status: true } })
    .catch(() => null)
  if (!latest) return null
  const status: PreviewStatus = latest._status === 'published' ? 'published' : 'draft'
  if (collection === 'landings') {
    const landing = await findDraftLanding(id, locale)
    return landing ? { kind: 'landing', status, landing } : null
  }
  if (collection === 'faqs') {
    const faq = await findDraftFaq(id, locale)
    return faq ? { kind: 'faq', status, faq } : null
  }
  const doc = await findDraftContent(collection, id, locale)
  return doc ? { kind: 'content', status, collection, doc } : null
}
