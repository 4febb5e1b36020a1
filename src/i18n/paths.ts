import { type AppPathname, type Locale, pathnames } from './routing'

/**
 * The public path of a route in a locale, outside React (seed data, e-mails, tests):
 * `localizedPath('nl', '/company/[id]', { id: '4' })` → `/nl/bedrijf/4`.
 */
export function localizedPath(locale: Locale, route: AppPathname, params: Record<string, string> = {}): string {
  const entry = pathnames[route]
  const template: string = typeof entry === 'string' ? entry : entry[locale]
  const filled = template.replace(/\[(\w+)\]/g, (_, k: string) => encodeURIComponent(params[k] ?? ''))
  return filled === '/' ? `/${locale}` : `/${locale}${filled}`
}

/** Static templates before dynamic ones, the generic page (`/[slug]`, any single segment) last. */
const ROUTES_IN_MATCH_ORDER = (Object.keys(pathnames) as AppPathname[]).sort((a, b) => {
  const rank = (p: string) => (p === '/[slug]' ? 2 : p.includes('[') ? 1 : 0)
  return rank(a) - rank(b)
})

function matchTemplate(template: string, path: string): Record<string, string> | null {
  const want = template.split('/').filter(Boolean)
  const got = path.split('/').filter(Boolean)
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const value = got[i] as string
    const param = /^\[(\w+)\]$/.exec(part)
    if (param) params[param[1] as string] = decodeURIComponent(value)
    else if (part !== value) return null
  }
  return params
}

/**
 * The route and its params of a path without its locale prefix, as Next's `usePathname` reports it: the
 * visitor's localized path in the browser (`/plafonneur`), but the internal folder's path while the server
 * renders a page the proxy rewrote (`/roofer`). next-intl's own `usePathname` only knows the first, so on the
 * server it matched `/roofer` to the generic page `/[slug]`: the header rendered the wrong profile and language
 * links, and React threw the markup away on hydration. Both spellings resolve to the same route here.
 */
export function routeOfPath(
  locale: Locale,
  path: string,
): { pathname: AppPathname; params: Record<string, string> } | null {
  const normalized = path === '' ? '/' : path
  for (const route of ROUTES_IN_MATCH_ORDER) {
    const entry = pathnames[route]
    const localized: string = typeof entry === 'string' ? entry : entry[locale]
    for (const template of localized === route ? [route] : [localized, route]) {
      const params = matchTemplate(template, normalized)
      if (params) return { pathname: route, params }
    }
  }
  return null
}

/** `/fr/plafonneur` → `/plafonneur`; `/fr` → `/`. */
export function withoutLocale(locale: Locale, path: string): string {
  const prefix = `/${locale}`
  if (path === prefix) return '/'
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path
}
