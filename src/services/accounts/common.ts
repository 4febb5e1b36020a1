/**
 * What the parts of the professional accounts service share: the collection, the floor under the answer time of
 * sign-in and reset requests, the account's language and the postcode ranges the address rules check against.
 */
import { loadPostcodeIndex } from '@/domain/geo/postcode-index'
import { type Locale, locales } from '@/i18n/routing'
import { findGeographicAreas } from '../directory/geography'

export const COLLECTION = 'professional-users'
/** Sign-in and reset requests answer no sooner than this, so timing does not tell whether an e-mail exists. */
export const MIN_ANSWER_MS = 400

/** The served ranges, with the official postcode list loaded for the address rules. */
export async function postalRanges() {
  const [areas] = await Promise.all([findGeographicAreas('fr', 'PROVINCE'), loadPostcodeIndex()])
  return areas.flatMap((a) => a.postalCodesRange)
}

export function asLocale(value: unknown): Locale {
  return (locales as readonly unknown[]).includes(value) ? (value as Locale) : 'fr'
}
