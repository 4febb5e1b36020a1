/**
 * Professional accounts' sessions: the professional a session token belongs to, and signing out; what the routes
 * and the GraphQL context import. Registration, sign-in, password reset and the own profile live next to it
 * (registration.ts, sign-in.ts, password-reset.ts, profile.ts), called by the GraphQL resolvers; every input is
 * parsed with the same schemas as the browser forms.
 */
import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { COLLECTION } from './common'
import type { SessionProfessional } from './session-professional'

export type { SessionProfessional } from './session-professional'

/** The professional a session token belongs to; null for a missing, expired, revoked or staff token. */
export async function userFromToken(
  payload: Payload,
  token: string | null | undefined,
): Promise<SessionProfessional | null> {
  if (!token) return null
  try {
    const { user } = await payload.auth({
      headers: new Headers({ Authorization: `Bearer ${token}`, DisableAutologin: 'true' }),
    })
    return user && user.collection === COLLECTION ? (user as unknown as SessionProfessional) : null
  } catch {
    return null
  }
}

/** Ends this session only (other devices stay signed in). */
export async function logout(payload: Payload, user: SessionProfessional): Promise<void> {
  const req = await createLocalReq({ user: { ...user, collection: COLLECTION } as never }, payload)
  await logoutOperation({ collection: payload.collections[COLLECTION], req })
}
