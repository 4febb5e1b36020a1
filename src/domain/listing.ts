/**
 * The listing rule: which professionals appear in the directory and have a public company page. The collection
 * stores it as the `listed` column, the dashboard tells a professional what keeps them out.
 */

/** The fields of a professional the listing rule reads; relations as ids or populated documents. */
export interface ListingCandidate {
  isVisible?: boolean | null
  profiles?: readonly unknown[] | null
  workCategories?: readonly unknown[] | null
  geographicAreas?: readonly unknown[] | null
  city?: string | null
  postcode?: string | null
}

/** Lists and texts a listed professional must have filled in (besides being visible). */
export const LISTING_REQUIRED_LISTS = ['profiles', 'workCategories', 'geographicAreas'] as const
export const LISTING_REQUIRED_TEXTS = ['city', 'postcode'] as const

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== ''

/**
 * Whether a professional appears in the directory and has a public company page: visible (staff moderate it),
 * with at least one profile, one work category and one area served, and a city and postcode to be found by.
 */
export function isListedProfessional(candidate: ListingCandidate): boolean {
  return (
    candidate.isVisible === true &&
    LISTING_REQUIRED_LISTS.every((field) => (candidate[field]?.length ?? 0) > 0) &&
    LISTING_REQUIRED_TEXTS.every((field) => filled(candidate[field]))
  )
}
