/** The signed-in user's display fields, kept in a readable cookie (the token stays HttpOnly). */
export interface SessionUser {
  id: string
  email: string
  firstname: string
  lastname: string
  roles: string[]
}

/** Parses the readable session cookie; anything malformed means "not signed in". */
export function parseSessionUser(raw: string | null | undefined): SessionUser | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as Partial<SessionUser>
    if (typeof v.id !== 'string' || typeof v.email !== 'string') return null
    return {
      id: v.id,
      email: v.email,
      firstname: typeof v.firstname === 'string' ? v.firstname : '',
      lastname: typeof v.lastname === 'string' ? v.lastname : '',
      roles: Array.isArray(v.roles) ? v.roles.filter((r): r is string => typeof r === 'string') : [],
    }
  } catch {
    return null
  }
}

/** Initials of first and last name ("Marie Dubois" → "MD"), falling back to the e-mail's first letter. */
export function initials(user: Pick<SessionUser, 'firstname' | 'lastname' | 'email'>): string {
  const i = `${user.firstname.trim().charAt(0)}${user.lastname.trim().charAt(0)}`.toUpperCase()
  return i || user.email.charAt(0).toUpperCase()
}
