import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { WORK_CATEGORIES_TAG } from '@/collections/WorkCategories'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import { payloadClient } from '../core/payload'
import { findReferenceDetails, type ReferenceDetails } from './'

/** A published reference as one piece: what its page and the references modal show. */
export interface ReferenceView extends ReferenceDetails {
  id: number
  slug: string
  title: string
  description: string | null
}

async function loadView(id: number, locale: Locale): Promise<ReferenceView | null> {
  const payload = await payloadClient()
  const doc = await payload
    .findByID({
      collection: 'references',
      id,
      locale,
      depth: 0,
      draft: false,
      overrideAccess: false,
      select: { title: true, description: true, slug: true },
    })
    .catch(() => null)
  if (!doc?.slug) return null
  const details = await findReferenceDetails(id, locale)
  if (!details) return null
  return { id, slug: doc.slug, title: doc.title, description: doc.description ?? null, ...details }
}

/** A published reference by id, in one language, or null; cached and expired by the collections' hooks. */
export function findReferenceView(id: number, locale: Locale): Promise<ReferenceView | null> {
  return cached(loadView, 'reference-view', ['references', PROFESSIONAL_USERS_TAG, WORK_CATEGORIES_TAG, 'media'])(
    id,
    locale,
  )
}
