import { getTranslations } from 'next-intl/server'
import { localizedPath } from '@/i18n/paths'
import { type Locale, localeInfo } from '@/i18n/routing'
import { env } from '@/lib/env'

/** A schema.org node; `JsonLd` adds the `@context`. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>

/**
 * JSON for an inline script. `<`, `>` and `&` become Unicode escapes, so a title holding `</script>` or
 * `<!--` cannot end the element early; the line and paragraph separators are escaped for older parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Structured data for search engines, as a `<script type="application/ld+json">`. */
export function JsonLd({ data }: { data: JsonLdNode }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the JSON is escaped by serializeJsonLd; React would HTML-escape it into invalid JSON
      dangerouslySetInnerHTML={{ __html: serializeJsonLd({ '@context': 'https://schema.org', ...data }) }}
    />
  )
}

export interface Crumb {
  name: string
  /** Absolute URL of the crumb's page. */
  url: string
}

/** A BreadcrumbList from the home page down to the page itself. */
export function breadcrumbList(crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  }
}

export interface OrganizationInfo {
  name: string
  url: string
  description?: string
}

/** The company behind the site, as publisher or as the home page's subject. */
export function organization(org: OrganizationInfo): JsonLdNode {
  return { '@type': 'Organization', name: org.name, url: org.url, description: org.description }
}

export interface ArticleInfo {
  headline: string
  description: string
  /** Canonical URL of the article. */
  url: string
  locale: Locale
  datePublished: string
  dateModified: string
  /** Absolute image URLs. */
  images: string[]
  publisher: OrganizationInfo
}

/** An Article; the publisher also stands as author (articles are written by the company). */
export function article(a: ArticleInfo): JsonLdNode {
  const publisher = { '@type': 'Organization', name: a.publisher.name, url: a.publisher.url }
  return {
    '@type': 'Article',
    // Search engines cut headlines at 110 characters.
    headline: a.headline.length > 110 ? `${a.headline.slice(0, 109)}…` : a.headline,
    description: a.description,
    inLanguage: localeInfo[a.locale].iso,
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    image: a.images,
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    author: publisher,
    publisher,
  }
}

/** The home page of a locale, absolute. */
export const homeUrl = (locale: Locale): string => new URL(localizedPath(locale, '/'), env.SITE_URL).toString()

/** Murelia as an Organization, named and described in the page's language. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return <JsonLd data={organization({ name: t('brand'), url: homeUrl(locale), description: t('description') })} />
}
