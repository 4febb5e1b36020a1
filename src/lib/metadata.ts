import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { getPathname } from '@/i18n/navigation'
import { type AppPathname, defaultLocale, type Locale, localeInfo, locales } from '@/i18n/routing'
import { env } from './env'

type Href = Parameters<typeof getPathname>[0]['href']

/** The brand as search engines and social networks name the site. */
export const SITE_NAME = 'Murelia'

/** The brand image shared when a page has no image of its own (public/og-default.png, scripts/og-image.ts). */
export const DEFAULT_OG_IMAGE = { path: '/og-default.png', width: 1200, height: 630, alt: SITE_NAME } as const

/** Absolute URL of the brand image. */
export const defaultImageUrl = (): string => new URL(DEFAULT_OG_IMAGE.path, env.SITE_URL).toString()

/** Absolute public URL of a route in a locale (next-intl builds the localized path). */
export function absoluteUrl(locale: Locale, href: Href): string {
  return new URL(getPathname({ locale, href }), env.SITE_URL).toString()
}

/** Canonical and hreflang alternates for a page, given its path in each locale (built by next-intl). */
export function alternatesFor(locale: Locale, hrefFor: (l: Locale) => Href): Metadata['alternates'] {
  const languages: Record<string, string> = {}
  for (const l of locales) languages[localeInfo[l].iso] = absoluteUrl(l, hrefFor(l))
  languages['x-default'] = absoluteUrl('fr', hrefFor('fr'))
  return { canonical: absoluteUrl(locale, hrefFor(locale)), languages }
}

/** Open Graph's form of a locale: fr_BE, nl_BE. */
export const ogLocale = (locale: Locale): string => localeInfo[locale].iso.replace('-', '_')

export interface SocialCard {
  locale: Locale
  title: string
  description: string
  /** The canonical URL of the page. */
  url: string
  type?: 'website' | 'article'
  /** ISO dates of an article. */
  publishedTime?: string
  modifiedTime?: string
  /** The page's own image; the brand image otherwise. */
  image?: { url: string; width?: number; height?: number; alt?: string }
}

/**
 * Open Graph and Twitter card tags of a page. A page's `openGraph` replaces the layout's whole, so this
 * repeats the site name and locale.
 */
export function socialMetadata(card: SocialCard): Pick<Metadata, 'openGraph' | 'twitter'> {
  // A path that names no locale ("/favicon.ico") reaches a page's metadata before the layout answers 404.
  const locale = hasLocale(locales, card.locale) ? card.locale : defaultLocale
  const { width, height, alt } = DEFAULT_OG_IMAGE
  const image = card.image ?? { url: defaultImageUrl(), width, height, alt }
  const common = {
    title: card.title,
    description: card.description,
    url: card.url,
    siteName: SITE_NAME,
    locale: ogLocale(locale),
    alternateLocale: locales.filter((l) => l !== locale).map(ogLocale),
    images: [image],
  }
  return {
    openGraph:
      card.type === 'article'
        ? { ...common, type: 'article', publishedTime: card.publishedTime, modifiedTime: card.modifiedTime }
        : { ...common, type: 'website' },
    twitter: { card: 'summary_large_image', title: card.title, description: card.description, images: [image] },
  }
}

/** Metadata for a static screen: its title and description, canonical and alternates, social cards. */
export function screenMetadata(
  locale: Locale,
  pathname: Exclude<AppPathname, `${string}[${string}`>,
  title: string,
  description: string,
  extra: Metadata = {},
): Metadata {
  return {
    title,
    description,
    alternates: alternatesFor(locale, () => pathname),
    ...socialMetadata({ locale, title, description, url: absoluteUrl(locale, pathname) }),
    ...extra,
  }
}
