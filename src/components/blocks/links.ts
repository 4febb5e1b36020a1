import { localizedPath } from '@/i18n/paths'
import { type AppPathname, type Locale, locales, pathnames } from '@/i18n/routing'

/** What a link from content leads to: a page of the site, another site, or anything else (file, mail, anchor). */
export type HrefKind = 'page' | 'external' | 'other'

// The paths the proxy leaves alone (src/proxy.ts): the API and its files, the back office, Next's assets.
const NOT_A_PAGE = /^\/(api|admin|_next|_vercel)(\/|$)|\.[^/]*$/

export function hrefKind(href: string): HrefKind {
  if (/^https?:\/\//i.test(href) || href.startsWith('//')) return 'external'
  if (!href.startsWith('/')) return 'other'
  const path = href.split(/[?#]/, 1)[0] ?? href
  return NOT_A_PAGE.test(path) ? 'other' : 'page'
}

// Static paths before parameterized ones, so "/contact" is never read as the generic page "/[slug]".
const ROUTES = (Object.keys(pathnames) as AppPathname[])
  .map((route, order) => ({ route, order, params: (route.match(/\[/g) ?? []).length }))
  .sort((a, b) => a.params - b.params || a.order - b.order)
  .map((r) => r.route)

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function matchTemplate(template: string, path: string): Record<string, string> | null {
  const want = template.split('/')
  const have = path.split('/')
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? ''
    const param = /^\[(\w+)\]$/.exec(part)?.[1]
    if (param) {
      if (!value) return null
      params[param] = safeDecode(value)
    } else if (part !== value) return null
  }
  return params
}

/**
 * A site path from content, in the page's language: `/nl/prijsofferte` on a French page becomes `/fr/devis`, a
 * path without a language (`/devis`) gets one. A document slug stays as written; the document's route redirects
 * a slug of the other language to its own. Other addresses are returned untouched.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (hrefKind(href) !== 'page') return href
  const cut = href.search(/[?#]/)
  const path = cut === -1 ? href : href.slice(0, cut)
  const suffix = cut === -1 ? '' : href.slice(cut)
  const segments = path.split('/')
  const first = segments[1] ?? ''
  const from = (locales as readonly string[]).includes(first) ? (first as Locale) : null
  const rest = (from ? `/${segments.slice(2).join('/')}` : path).replace(/(.)\/+$/, '$1')
  const readAs = [from ?? locale, ...locales.filter((l) => l !== (from ?? locale))]
  // Route by route, each in both languages: a screen's path in either language beats a generic page's slug.
  for (const route of ROUTES) {
    for (const l of readAs) {
      const entry = pathnames[route]
      const params = matchTemplate(typeof entry === 'string' ? entry : entry[l], rest)
      if (params) return `${localizedPath(locale, route, params)}${suffix}`
    }
  }
  return `/${locale}${rest === '/' ? '' : rest}${suffix}`
}
