import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { adminAction } from '@/lib/admin-action'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/cookies'
import { markPrivatePage, renderLimitAnswer } from '@/lib/render-limit'
import { routing } from './i18n/routing'

/** Every localized path: no detection and no cookie, so responses stay cacheable by a shared cache. */
const localized = createMiddleware(routing)

/** Only "/": the cookie, then the browser's language, choose the locale; the choice is remembered. */
const root = createMiddleware({
  ...routing,
  localeDetection: true,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
})

export async function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')) {
    return adminAction(request)
  }
  // Next runs the proxy again on the internal path it was rewritten to when that page is ISR; next-intl would
  // then redirect the internal path back to the public one, in a loop. Its locale header marks that pass.
  if (request.headers.has('x-next-intl-locale')) return NextResponse.next()
  if (request.nextUrl.pathname !== '/') {
    const routed = localized(request)
    markPrivatePage(request, routed)
    return (await renderLimitAnswer(request, routed)) ?? routed
  }
  const response = root(request)
  // The visitor's language, detected or from the cookie, is remembered for a year.
  const target = response.headers.get('location')
  const locale = target ? new URL(target, request.url).pathname.split('/')[1] : undefined
  if (locale && (routing.locales as readonly string[]).includes(locale)) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' })
  }
  return response
}

export const config = {
  // Not the API, the back office (but its Server Actions), Next's assets, or files with an extension. Whole segments:
  // `/apix` or `/administrator` is a page address like any other (redirected to a language, then not found).
  // The internal pass of an ISR page (marked by next-intl's locale header, see above) is not matched at all: Next
  // then skips building a request for the proxy, a part of what each page served from its cache costs.
  matcher: [
    {
      source: '/((?!api(?:/|$)|admin(?:/|$)|_next/|_vercel|.*\\..*).*)',
      missing: [{ type: 'header', key: 'x-next-intl-locale' }],
    },
    // The back office only for its Server Actions (src/lib/admin-action.ts); its pages never pass here.
    { source: '/admin', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/admin/:path*', has: [{ type: 'header', key: 'next-action' }] },
  ],
}
