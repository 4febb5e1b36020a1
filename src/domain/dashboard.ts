/** The professional dashboard's rules: its tabs and what a profile still needs to be listed. */
import { LISTING_REQUIRED_LISTS, LISTING_REQUIRED_TEXTS, type ListingCandidate } from './listing'

/** The tabs in their order (the specification's "current tab starts at 1": the summary). */
export const DASHBOARD_TABS = ['dashboard', 'quotations', 'reviews', 'projects', 'company'] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]

/** The tab a `?tab=` value names; anything else is the summary. */
export function dashboardTab(value: unknown): DashboardTab {
  return (DASHBOARD_TABS as readonly unknown[]).includes(value) ? (value as DashboardTab) : 'dashboard'
}

export type ListingRequirement =
  | (typeof LISTING_REQUIRED_LISTS)[number]
  | (typeof LISTING_REQUIRED_TEXTS)[number]
  | 'isVisible'

/**
 * What keeps a professional out of the directory (src/domain/listing.ts's listing rule), in the form's order;
 * empty when they are listed.
 */
export function missingForListing(candidate: ListingCandidate): ListingRequirement[] {
  const missing: ListingRequirement[] = []
  for (const field of LISTING_REQUIRED_LISTS) if ((candidate[field]?.length ?? 0) === 0) missing.push(field)
  for (const field of LISTING_REQUIRED_TEXTS) if (!String(candidate[field] ?? '').trim()) missing.push(field)
  if (candidate.isVisible !== true) missing.push('isVisible')
  return missing
}

/** The five fields of a concerned party: the form asks for all of them (the page shows only complete parties). */
export const PARTY_FIELDS = ['firstname', 'lastname', 'function', 'company', 'contact'] as const

/** A slug from a title: lowercase ASCII words joined by dashes (accents dropped), at most 60 characters. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
}

/**
 * The files of one pick that fill an image list's free places, in the order picked, and how many are left out
 * (`room` places are free; a single-image field has room for one, which replaces its image).
 */
export function filesForSlots<F>(files: readonly F[], room: number): { accepted: F[]; beyond: number } {
  const accepted = files.slice(0, Math.max(0, room))
  return { accepted, beyond: files.length - accepted.length }
}
