/** Cookie names and lifetimes shared by the proxy, the server and the browser. */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60
/** HttpOnly cookie holding the session token (set by login, accounts issue). */
export const SESSION_COOKIE = 'session'
/** Readable cookie with the display fields of the signed-in user (no token). */
export const SESSION_USER_COOKIE = 'session-user'
export const SESSION_MAX_AGE = 604_800
export { PROFILE_COOKIE, PROFILE_COOKIE_MAX_AGE } from '@/domain/profiles'

/** Reads a cookie in the browser. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null
}

/** Writes a readable cookie for the whole site from the browser. */
export function writeCookie(name: string, value: string, maxAge: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
}
