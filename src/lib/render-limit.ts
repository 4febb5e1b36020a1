import { NextResponse } from 'next/server'
import { isAppError } from '@/domain/errors'
import { isFollowUpPath } from '@/domain/follow-up'
import { type Locale, locales, pathnames } from '@/i18n/routing'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'
import { logger } from './logger'
import { PRIVATE_PAGE_HEADERS } from './private-pages'
import { clientAddress, countRender } from './rate-limit'

/**
 * The public pages rendered for every request: they read their query string (a search, a choice of colour), so no
 * cache of Next holds them, and nginx only the addresses already asked. Each costs tens of milliseconds of the
 * server's one thread where a cached page costs a few: a script asking new searches from one address would keep
 * the server rendering for it alone. The directory's GraphQL search counts under the same limit (one door).
 */
const RENDERED_PER_REQUEST = [
  '/search-pro',
  '/find-facade',
  '/find-plaquiste',
  '/find-roofer',
  '/search',
  '/colour-configurator',
] as const

/**
 * Every path Next renders such a page for, to its locale: the public one ("/fr/recherche-pro", "/nl/pro-zoeken"…)
 * and the internal one next-intl rewrites it to ("/fr/search-pro"), which a client may also ask for directly (a
 * one-segment path passes next-intl as a possible content page, and Next finds the screen's folder first).
 */
const RENDERED_PATHS = new Map<string, Locale>(
  RENDERED_PER_REQUEST.flatMap((route) =>
    locales.flatMap((locale) => {
      const localized: string | Record<Locale, string> = pathnames[route]
      const path = typeof localized === 'string' ? localized : localized[locale]
      return [[`/${locale}${path}`, locale] as const, [`/${locale}${route}`, locale] as const]
    }),
  ),
)

/** The locale of a path rendered for every request, or undefined. */
function renderedLocale(path: string): Locale | undefined {
  const exact = RENDERED_PATHS.get(path)
  if (exact) return exact
  // The clients' follow-up pages (issue 24), any token (a wrong one costs the same render): personal, never cached.
  if (isFollowUpPath(path)) return path.split('/')[1]?.toLowerCase() === 'nl' ? 'nl' : 'fr'
  return undefined
}

const MESSAGES = { fr: fr.TooManyRequests, nl: nl.TooManyRequests } satisfies Record<Locale, unknown>

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c)

/** The answer once an address has used up its pages: a short page in the page's language, never stored. */
function tooMany(locale: Locale): NextResponse {
  const m = MESSAGES[locale]
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(m.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;` +
    `margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f1b18"><main><h1>${escapeHtml(m.title)}</h1>` +
    `<p>${escapeHtml(m.text)}</p><p><a href="/${locale}" style="color:#9c3d1c">${escapeHtml(m.home)}</a></p>` +
    `</main></body></html>`
  return new NextResponse(html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '60',
    },
  })
}

/** A path as routing reads it: escapes undone (`/fr/recherche%2Dpro` is the search too), no trailing slash. */
function plainPath(pathname: string): string {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape: Next answers it with an error, never a page; the path is looked up as it is.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * Counts a request for one of those pages against its address (`renderByIp`, src/lib/rate-limit.ts) and answers
 * 429 once the address is over; null for every other request, and for those still within the limit. The page is
 * the one Next will render: the path next-intl rewrote the request to (`routed`, its answer), else the request's
 * own; none when next-intl redirects. Every method counts: Next renders these pages for a POST as well.
 */
export async function renderLimitAnswer(
  request: { headers: Headers; nextUrl: { pathname: string } },
  routed?: Response,
): Promise<NextResponse | null> {
  if (routed?.headers.has('location')) return null
  const rewrite = routed?.headers.get('x-middleware-rewrite')
  const locale = renderedLocale(plainPath(rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname))
  if (!locale) return null
  try {
    await countRender(clientAddress(request.headers))
    return null
  } catch (error) {
    if (isAppError(error) && error.code === 'RATE_LIMITED') return tooMany(locale)
    // The count could not be taken (its store failed): the page is served rather than an error for everyone.
    logger.error({ err: String(error) }, 'render limit not counted')
    return null
  }
}

/**
 * Marks a follow-up page's answer private: next.config.ts's rules match its usual spellings only, and an escaped
 * one (`/fr/mes%2Ddemandes/…`) reaches the same page, which would otherwise take the site pages' public caching.
 */
export function markPrivatePage(request: { nextUrl: { pathname: string } }, routed: Response): void {
  const rewrite = routed.headers.get('x-middleware-rewrite')
  const paths = [request.nextUrl.pathname, rewrite ? new URL(rewrite).pathname : '']
  if (!paths.some((p) => isFollowUpPath(p))) return
  for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) routed.headers.set(name, value)
}
