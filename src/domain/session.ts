import { isProfessionalProfile, isProfile, type ProfessionalProfile } from './profiles'

/**
 * The signed-in user as the header shows it, kept in a readable cookie (the token stays HttpOnly). Only the names:
 * script on the page can read this cookie, so it holds nothing the header does not already display (no e-mail,
 * no VAT number, no id). Whatever else a screen needs comes from the API (`currentProfessionalUser`).
 */
export interface SessionUser {
  firstname: string
  lastname: string
}

/** Parses the readable session cookie; anything malformed means "not signed in". Extra fields are dropped. */
export function parseSessionUser(raw: string | null | undefined): SessionUser | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as unknown
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return null
    const { firstname, lastname } = v as Partial<Record<keyof SessionUser, unknown>>
    if (typeof firstname !== 'string' || typeof lastname !== 'string') return null
    return { firstname, lastname }
  } catch {
    return null
  }
}

/** Initials of first and last name ("Marie Dubois" → "MD"); empty when both are. */
export function initials(user: SessionUser): string {
  return `${user.firstname.trim().charAt(0)}${user.lastname.trim().charAt(0)}`.toUpperCase()
}

/** The display fields of a professional, as the readable cookie keeps them. */
export function sessionUserOf(user: { firstname?: string | null; lastname?: string | null }): SessionUser {
  return { firstname: user.firstname ?? '', lastname: user.lastname ?? '' }
}

/** A professional's own profile: the first of their trades that is a professional profile, or null. */
export function ownProfessionalProfile(profiles: readonly unknown[] | null | undefined): ProfessionalProfile | null {
  const own = (profiles ?? []).find((p) => isProfile(p) && isProfessionalProfile(p))
  return (own as ProfessionalProfile | undefined) ?? null
}

/**
 * Whether a link opens the registration (`?register`, the menus' "Create my pro account"): a signed-in
 * professional is shown their dashboard instead.
 */
export function isRegistrationLink(link: string): boolean {
  const query = link.indexOf('?')
  if (query === -1) return false
  return new URLSearchParams(link.slice(query + 1).split('#')[0]).has('register')
}
