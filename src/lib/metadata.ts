import type { Metadata } from 'next'
import { getPathname } from '@/i18n/navigation'
import { type AppPathname, type Locale, localeInfo, locales } from '@/i18n/routing'
import { env } from './env'

type Href = Parameters<typeof getPathname>[0]['href']

/** Canonical and hreflang alternates for a page, given its path in each locale (built by next-intl). */
export function alternatesFor(locale: Locale, hrefFor: (l: Locale) => Href): Metadata['alternates'] {
  const url = (l: Locale) => new URL(getPathname({ locale: l, href: hrefFor(l) }), env.SITE_URL).toString()
  const languages: Record<string, string> = {}
  for (const l of locales) languages[localeInfo[l].iso] = url(l)
  languages['x-default'] = url('fr')
  return { canonical: url(locale), languages }
}

/** Metadata for a static screen: its title and description, canonical and alternates. */
export function screenMetadata(
  locale: Locale,
  pathname: Exclude<AppPathname, `${string}[${string}`>,
  title: string,
  description: string,
  extra: Metadata = {},
): Metadata {
  return { title, description, alternates: alternatesFor(locale, () => pathname), ...extra }
}
