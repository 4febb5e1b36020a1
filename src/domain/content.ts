/** Rules of content pages: references' involved parties, the sidebar's company block, the images block. */

import { isId } from './ids'

/** How many images the images block shows before "see more". */
export const INITIAL_IMAGES = 3

/** A party involved in a reference project (architect, contractor, engineer…), as staff entered it. */
export interface InvolvedParty {
  firstname?: string | null
  lastname?: string | null
  contact?: string | null
  function?: string | null
  company?: string | null
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/** A party is shown only when function, company, first name, last name and contact are all set. */
export function isValidInvolvedParty(party: InvolvedParty): boolean {
  return (
    filled(party.function) &&
    filled(party.company) &&
    filled(party.firstname) &&
    filled(party.lastname) &&
    filled(party.contact)
  )
}

/** The name a party is shown under: first name, then last name. */
export function involvedPartyName(party: Pick<InvolvedParty, 'firstname' | 'lastname'>): string {
  return [party.firstname, party.lastname]
    .filter(filled)
    .map((s) => s.trim())
    .join(' ')
}

/** What the sidebar's company block needs. */
export interface CompanyBlockData {
  title?: string | null
  postcode?: string | null
  city?: string | null
  images?: readonly unknown[] | null
}

/**
 * The company block shows whenever the reference has a company with a name: place and image are shown when given
 * (initials stand for a missing image). It once also required postcode, city and an image, so a professional who
 * had not uploaded a company image had references without "Réalisé par" (issue 22).
 */
export function companyBlockVisible(company: CompanyBlockData | null | undefined): boolean {
  return filled(company?.title)
}

/** The initials a company without an image shows in its place (decorative: the name is beside it). */
export function initialsOf(title: string): string {
  return title
    .split(/[\s-]+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('')
}

/** The images the images block shows: the first INITIAL_IMAGES, or all once expanded. */
export function shownImages<T>(images: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? images : images.slice(0, INITIAL_IMAGES)
}

/** The modal's list: reference ids separated by commas, and where to start. */
export function parseReferenceList(props: Record<string, string>): { ids: string[]; start: number } {
  const ids = (props.ids ?? props.id ?? '').split(',').filter(isId)
  const start = Math.min(Math.max(Number.parseInt(props.index ?? '0', 10) || 0, 0), Math.max(ids.length - 1, 0))
  return { ids, start }
}
