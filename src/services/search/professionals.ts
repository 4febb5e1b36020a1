import { createTranslator } from 'next-intl'
import type { Payload, PayloadRequest, Where } from 'payload'
import { isProfessionalProfile, isProfile, type ProfessionalProfile } from '@/domain/profiles'
import { messagesOf } from '@/i18n/messages'
import { localizedPath } from '@/i18n/paths'
import { type Locale, routing } from '@/i18n/routing'
import { listText, readingReq } from './sources'
import type { SearchDocument } from './types'

/**
 * What the site search indexes of a professional: only one the directory lists, and only what their company page
 * shows anyone (company name, city, postcode, work categories, regions, trades), never the account's data (e-mail,
 * phones, street, names, VAT number). Unlisted, they have no document, so an unlisting takes them out of the index.
 */

type Id = string | number

/**
 * The listing rule as a condition: the `listed` column the collection recomputes on every save (LISTED_WHERE of
 * services/directory, which this module cannot import without a cycle through the Payload config).
 */
export const LISTED_PROFESSIONALS: Where = { listed: { equals: true } }

/** The only fields read: those of the company page that a visitor searches by. */
const SEARCHED_SELECT = {
  company: true,
  city: true,
  postcode: true,
  profiles: true,
  workCategories: true,
  geographicAreas: true,
} as const

/** Of the related documents, their names only. */
const SEARCHED_POPULATE = {
  'work-categories': { name: true },
  'geographic-areas': { name: true },
} as const

/** A listed professional's searched fields in one language, or null when they are not listed (or gone). */
async function readListed(payload: Payload, id: Id, locale: Locale, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'professional-users',
    where: { and: [{ id: { equals: id } }, LISTED_PROFESSIONALS] },
    locale,
    depth: 1,
    select: SEARCHED_SELECT,
    populate: SEARCHED_POPULATE,
    overrideAccess: true,
    req: readingReq(req),
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

/** The names of populated relations (an id left as it is names a document that is gone). */
const namesOf = (values: ReadonlyArray<unknown> | null | undefined): string[] =>
  (values ?? []).flatMap((v) =>
    typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string'
      ? [(v as { name: string }).name]
      : [],
  )

/** The trades' names in a language, as the directory's filter shows them. */
async function tradeLabels(locale: Locale, profiles: ReadonlyArray<unknown> | null | undefined): Promise<string[]> {
  const trades = (profiles ?? []).filter((p): p is ProfessionalProfile => isProfile(p) && isProfessionalProfile(p))
  if (trades.length === 0) return []
  const messages = (await messagesOf(locale)) as { Directory: { profiles: Record<ProfessionalProfile, string> } }
  const label = createTranslator({ locale, messages, namespace: 'Directory.profiles' })
  return trades.map((p) => label(p))
}

/** The search documents of one professional, one a language, at their company page; none when not listed. */
export async function professionalDocuments(payload: Payload, id: Id, req?: PayloadRequest): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = []
  for (const locale of routing.locales) {
    const pro = await readListed(payload, id, locale, req)
    if (!pro?.company) continue
    const body = [
      pro.city,
      pro.postcode,
      ...namesOf(pro.workCategories),
      ...namesOf(pro.geographicAreas),
      ...(await tradeLabels(locale, pro.profiles)),
    ]
    documents.push({
      kind: 'professional',
      ref: `professional-users:${pro.id}`,
      locale,
      title: pro.company,
      body: listText(body),
      url: localizedPath(locale, '/company/[id]', { id: String(pro.id) }),
    })
  }
  return documents
}
