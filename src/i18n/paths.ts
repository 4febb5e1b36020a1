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
