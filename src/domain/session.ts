/** The signed-in user's display fields, kept in a readable cookie (the token stays HttpOnly). */
export interface SessionUser {
  id: string
  email: string
  firstname: string
  lastname: string
  roles: string[]
  /** The enterprise number, digits only; empty when unknown. */
  vATNumber: string
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
      vATNumber: typeof v.vATNumber === 'string' ? v.vATNumber : '',
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

/** The display fields of a professional, as the readable cookie keeps them. */
export function sessionUserOf(user: {
  id: number | string
  email: string
  firstname?: string | null
  lastname?: string | null
  profiles?: readonly string[] | null
  vATNumber?: string | null
}): SessionUser {
  return {
    id: String(user.id),
    email: user.email,
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    roles: [...(user.profiles ?? [])],
    vATNumber: user.vATNumber ?? '',
  }
}
