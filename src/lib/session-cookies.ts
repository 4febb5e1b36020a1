import type { SessionUser } from '@/domain/session'
import { SESSION_COOKIE, SESSION_MAX_AGE, SESSION_USER_COOKIE } from './cookies'

/** Secure everywhere but on a loopback host, where browsers allow plain-HTTP development. */
export function isSecureRequest(request: Request): boolean {
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host)
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
  return !['localhost', '127.0.0.1', '::1'].includes(host)
}

function cookie(name: string, value: string, maxAge: number, options: { httpOnly: boolean; secure: boolean }): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    options.httpOnly ? 'HttpOnly' : null,
    options.secure ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ')
}

/**
 * A fresh sign-in: the token in an HttpOnly cookie, the display fields in a readable one for the interface.
 * Both last the session's 7 days.
 */
export function signInCookies(token: string, user: SessionUser, secure: boolean): string[] {
  return [
    cookie(SESSION_COOKIE, token, SESSION_MAX_AGE, { httpOnly: true, secure }),
    cookie(SESSION_USER_COOKIE, JSON.stringify(user), SESSION_MAX_AGE, { httpOnly: false, secure }),
  ]
}

/** Expires both session cookies. */
export function signOutCookies(secure: boolean): string[] {
  return [
    cookie(SESSION_COOKIE, '', 0, { httpOnly: true, secure }),
    cookie(SESSION_USER_COOKIE, '', 0, { httpOnly: false, secure }),
  ]
}

/** The session token from a request: the HttpOnly cookie, else an `Authorization: Bearer` header. */
export function sessionToken(request: Request): string | null {
  const bearer = request.headers.get('authorization')
  if (bearer?.startsWith('Bearer ')) return bearer.slice(7).trim() || null
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('=')) || null
  }
  return null
}
