import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { parseId } from '@/domain/ids'
import type { Locale } from '@/i18n/routing'
import { cached, found } from '@/lib/cache'
import { payloadClient } from '../core/payload'

/** What a company page shows publicly; never the account's e-mail or password fields. */
export interface CompanyPublic {
  id: string
  company: string
  postcode: string
  city: string
  description: string
  profiles: string[]
}

async function load(id: string, locale: Locale): Promise<CompanyPublic | null> {
  const numeric = parseId(id)
  if (numeric === null) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'professional-users',
    where: { and: [{ id: { equals: numeric } }, { isVisible: { equals: true } }] },
    locale,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { company: true, postcode: true, city: true, description: true, profiles: true },
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    id: String(doc.id),
    company: doc.company,
    postcode: doc.postcode ?? '',
    city: doc.city ?? '',
    description: doc.description ?? '',
    profiles: doc.profiles ?? [],
  }
}

/** A visible company by id, or null; cached and expired when professionals change. */
export const findCompany = cached(load, 'company', [PROFESSIONAL_USERS_TAG], { keep: found })
