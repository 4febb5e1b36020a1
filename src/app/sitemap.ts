import type { MetadataRoute } from 'next'
import { CONTENT_ROUTES, CONTENT_SLUGS, type ContentSlug } from '@/collections/Content'
import { localizedPath } from '@/i18n/paths'
import { type AppPathname, defaultLocale, type Locale, localeInfo, locales, pathnames } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import { env } from '@/lib/env'
import { payloadClient } from '@/services/payload'

/** Screens kept out of search engines: the style guide (noindex) and the personal dashboard. */
const UNLISTED: AppPathname[] = ['/styleguide', '/dashboard']

/** Screens without parameters, in the order of the routing table. */
const STATIC_SCREENS = (Object.keys(pathnames) as AppPathname[]).filter(
  (p) => !p.includes('[') && !UNLISTED.includes(p),
)

interface PublishedDoc {
  collection: ContentSlug
  slugs: Partial<Record<Locale, string>>
  updatedAt: string
}

/** Every published content document with its slug in each language that has one. */
async function readPublished(): Promise<PublishedDoc[]> {
  const payload = await payloadClient()
  const lists = await Promise.all(
    CONTENT_SLUGS.map(async (collection) => {
      const { docs } = await payload.find({
        collection,
        locale: 'all',
        draft: false,
        overrideAccess: false,
        where: { _status: { equals: 'published' } },
        select: { slug: true, updatedAt: true },
        depth: 0,
        pagination: false,
        sort: 'id',
      })
      // With locale 'all', a localized field comes back as { fr, nl }.
      return docs.map((d) => ({
        collection,
        slugs: (d.slug ?? {}) as unknown as Partial<Record<Locale, string>>,
        updatedAt: d.updatedAt,
      }))
    }),
  )
  return lists.flat()
}

/** Cached with the content collections' tags: their hooks expire it whenever staff publish or unpublish. */
const publishedContent = cached(readPublished, 'sitemap-content', [...CONTENT_SLUGS])

const absolute = (path: string) => new URL(path, env.SITE_URL).toString()

/** One entry per locale, each naming all the page's languages (and French as x-default). */
function entries(paths: Partial<Record<Locale, string>>, lastModified?: string): MetadataRoute.Sitemap {
  const languages: Record<string, string> = {}
  for (const l of locales) {
    const p = paths[l]
    if (p) languages[localeInfo[l].iso] = absolute(p)
  }
  const fallback = paths[defaultLocale]
  if (fallback) languages['x-default'] = absolute(fallback)
  return locales.flatMap((l) => {
    const p = paths[l]
    return p ? [{ url: absolute(p), lastModified, alternates: { languages } }] : []
  })
}

/** sitemap.xml: the public screens and every published page, article, blog and reference, in both languages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const screens = STATIC_SCREENS.flatMap((screen) =>
    entries(Object.fromEntries(locales.map((l) => [l, localizedPath(l, screen)]))),
  )
  const content = (await publishedContent()).flatMap((doc) =>
    entries(
      Object.fromEntries(
        locales.flatMap((l) => {
          const slug = doc.slugs[l]
          return slug ? [[l, localizedPath(l, CONTENT_ROUTES[doc.collection], { slug })]] : []
        }),
      ),
      doc.updatedAt,
    ),
  )
  return [...screens, ...content]
}
