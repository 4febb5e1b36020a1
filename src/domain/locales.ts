/** The site's languages: French, the fallback, and Dutch. Plain data, so the domain's rules may use it too. */
export const locales = ['fr', 'nl'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'fr'

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value)
}
