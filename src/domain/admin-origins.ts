/**
 * Which page origins may use the staff session cookie (Payload's `csrf` allowlist). Payload accepts the cookie on a
 * request carrying an `Origin` only when that origin is listed, and lists `serverURL` (SITE_URL) alone by default:
 * /admin opened at http://127.0.0.1:3000 while SITE_URL says http://localhost:3000 read pages (no Origin on a GET)
 * but every save was refused as if signed out.
 */

/** The spellings of this machine's loopback address, as a URL's `hostname` gives them. */
export const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'] as const

/** Whether a URL hostname names this machine (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host === '[::1]' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/**
 * The origins /admin may be used from: SITE_URL's, and its loopback spellings on the same scheme and port when the
 * run is not in production or SITE_URL is itself a loopback address (a local `npm start`): they all reach this one
 * server, so accepting them opens nothing to another site.
 */
export function adminOrigins(siteUrl: string, production: boolean): string[] {
  const site = new URL(siteUrl)
  const origins = [site.origin]
  if (!production || isLoopbackHostname(site.hostname)) {
    const port = site.port ? `:${site.port}` : ''
    for (const host of LOOPBACK_HOSTNAMES) origins.push(`${site.protocol}//${host}${port}`)
  }
  return [...new Set(origins)]
}

/** The address staff should open /admin at, as an error message shows it. */
export function expectedAdminAddress(siteUrl: string): string {
  return `${new URL(siteUrl).origin}/admin`
}

/**
 * Whether a request comes from a page of another site: its `Origin` (else its `Referer`'s origin) is not one of
 * `origins` (Payload's csrf list, `adminOrigins` above: SITE_URL and, locally, its loopback spellings).
 * Neither header (curl, a server-to-server call): not a browser's cross-site request, let through as before;
 * `Origin: null` (a sandboxed or privacy-stripped page) or an unreadable Referer: foreign.
 */
export function isForeignOrigin(headers: Headers, origins: readonly string[]): boolean {
  const origin = headers.get('origin')
  const referer = headers.get('referer')
  if (origin === null && !referer) return false
  let claimed: string
  if (origin !== null) claimed = origin.trim()
  else {
    try {
      claimed = new URL(referer as string).origin
    } catch {
      return true
    }
  }
  return !origins.includes(claimed.toLowerCase().replace(/\/$/, ''))
}
