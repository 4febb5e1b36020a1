import { FAQS_TAG } from '@/collections/Faqs'
import { isProfile, PROFILES, type Profile } from '@/domain/profiles'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type { Faq as FaqDoc } from '@/payload-types'
import { payloadClient } from '../core/payload'

/** An answer as Payload stores it: Lexical rich text. */
export type FaqAnswer = NonNullable<FaqDoc['questions']>[number]['answer']

export interface FaqQuestion {
  id: string
  title: string
  answer: FaqAnswer
}

export interface Faq {
  id: string
  userProfile: Profile
  subject: string
  metaTitle: string | null
  metaDescription: string | null
  questions: FaqQuestion[]
}

function toFaq(doc: FaqDoc): Faq | null {
  if (!isProfile(doc.userProfile)) return null
  return {
    id: String(doc.id),
    userProfile: doc.userProfile,
    subject: doc.subject,
    metaTitle: doc.metaTitle || null,
    metaDescription: doc.metaDescription || null,
    questions: (doc.questions ?? [])
      .filter((q) => q.title && q.answer)
      .map((q, i) => ({ id: q.id ?? `${doc.id}-${i}`, title: q.title, answer: q.answer })),
  }
}

/** An FAQ's own tag and those of the documents its answers link to. */
const FAQ_READ_TAGS = [FAQS_TAG, 'pages', 'articles', 'blogs', 'references', 'landings']

const profileRank = (faq: Faq) => PROFILES.indexOf(faq.userProfile)

async function loadFaqs(locale: Locale, profile?: Profile): Promise<Faq[]> {
  const payload = await payloadClient()
  // The public identity: published documents only, whatever the caller; a Dutch field left empty reads French.
  const { docs } = await payload.find({
    collection: 'faqs',
    locale,
    fallbackLocale: 'fr',
    draft: false,
    overrideAccess: false,
    // Depth 1 fills the documents that internal links in answers point to (published ones only).
    depth: 1,
    pagination: false,
    limit: PROFILES.length,
    where: {
      _status: { equals: 'published' },
      ...(profile ? { userProfile: { equals: profile } } : {}),
    },
  })
  return docs
    .map(toFaq)
    .filter((f): f is Faq => f !== null)
    .sort((a, b) => profileRank(a) - profileRank(b))
}

/**
 * The latest saved version of an FAQ (a draft, or the published one when nothing is pending) in one language, for
 * staff's preview; never cached. The caller checks that the visitor is staff.
 */
export async function findDraftFaq(id: number, locale: Locale): Promise<Faq | null> {
  const payload = await payloadClient()
  const doc = await payload
    .findByID({ collection: 'faqs', id, locale, fallbackLocale: 'fr', draft: true, overrideAccess: true, depth: 1 })
    .catch(() => null)
  return doc ? toFaq(doc) : null
}

/** Every profile's published FAQ in one language, in the order of PROFILES; cached, expired by the FAQ hooks. */
export const findFaqs = cached((locale: Locale) => loadFaqs(locale), 'faqs', FAQ_READ_TAGS)

/** One profile's published FAQ in one language, or null; cached, expired by the FAQ hooks. */
export const findFaq = cached(
  async (locale: Locale, profile: Profile): Promise<Faq | null> => (await loadFaqs(locale, profile))[0] ?? null,
  'faq',
  FAQ_READ_TAGS,
)
