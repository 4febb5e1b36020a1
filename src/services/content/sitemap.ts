import type { MetadataRoute } from 'next'
import { CONTENT_ROUTES, CONTENT_SLUGS, type ContentSlug } from '@/collections/Content'
import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { localizedPath } from '@/i18n/paths'
import { type AppPathname, defaultLocale, isLocale, type Locale, localeInfo, locales, pathnames } from '@/i18n/routing'
import { cached, found } from '@/lib/cache'
import { env } from '@/lib/env'
import { payloadClient } from '../core/payload'
import { type Statement, selectRows, sql, TABLES } from '../sql'

/**
 * The sitemap in parts: one for the screens, then each collection by runs of SITEMAP_PART_SIZE documents
 * in id order (`pages-0`, `references-3`, `companies-1`…). A part of 5,000 documents holds at most 10,000
 * addresses (one per language), well under the protocol's 50,000, and its cached read stays under
 * Next's 2 MB data-cache entry. Slugs are read with one SQL statement per part: through the Local API,
 * `locale: 'all'` over 50,000 references took more than a minute (docs/performance.md).
 */
export const SITEMAP_PART_SIZE = 5000

/** Screens kept out of search engines: the style guide (noindex), the personal dashboard, the site search's results. */
const UNLISTED: AppPathname[] = ['/styleguide', '/dashboard', '/search']

/** Screens without parameters, in the order of the routing table. */
const STATIC_SCREENS = (Object.keys(pathnames) as AppPathname[]).filter(
  (p) => !p.includes('[') && !UNLISTED.includes(p),
)

/** What a part lists after the screens: a content collection, or the listed professionals' company pages. */
type PartSource = ContentSlug | 'companies'
const SOURCES: PartSource[] = [...CONTENT_SLUGS, 'companies']
const TAGS = [...CONTENT_SLUGS, PROFESSIONAL_USERS_TAG]

/** Each source's main table as `d`, and a content collection's `_locales` table as `l` (services/sql/tables.ts). */
const MAIN = {
  pages: TABLES.pages.main.as('d'),
  articles: TABLES.articles.main.as('d'),
  blogs: TABLES.blogs.main.as('d'),
  references: TABLES.references.main.as('d'),
  companies: TABLES.professionalUsers.as('d'),
} satisfies Record<PartSource, unknown>
const LOCALES = {
  pages: TABLES.pages.locales.as('l'),
  articles: TABLES.articles.locales.as('l'),
  blogs: TABLES.blogs.locales.as('l'),
  references: TABLES.references.locales.as('l'),
} satisfies Record<ContentSlug, unknown>

/** Which rows are public: published content (the main table holds the published state), listed companies. */
const PUBLIC_ROW = (source: PartSource): Statement =>
  source === 'companies' ? sql`${MAIN.companies.c.listed} = true` : sql`${MAIN[source].c._status} = 'published'`

/** Rows of a read-only statement, on the site's Payload. */
const rows = async (statement: Statement) => selectRows(await payloadClient(), statement)

/** The part names: `screens`, then as many parts per source as its public documents need. */
async function readPartIds(): Promise<string[]> {
  const counts = await Promise.all(
    SOURCES.map(async (source) => {
      const [row] = await rows(sql`SELECT COUNT(*) AS "n" FROM ${MAIN[source].from} WHERE ${PUBLIC_ROW(source)}`)
      return [source, Number(row?.n ?? 0)] as const
    }),
  )
  return ['screens', ...counts.flatMap(([source, n]) => partNames(source, n, SITEMAP_PART_SIZE))]
}

/** `pages-0`… for `count` documents in parts of `size`. */
export function partNames(source: PartSource, count: number, size: number): string[] {
  return Array.from({ length: Math.ceil(count / size) }, (_, i) => `${source}-${i}`)
}

/** Cached with the collections' tags: publishing, unpublishing or a profile change expires it. */
export const sitemapPartIds = cached(readPartIds, 'sitemap-parts', TAGS)

interface DocPaths {
  paths: Partial<Record<Locale, string>>
  updatedAt: string
}

const iso = (value: unknown): string => new Date(value as string).toISOString()

/** The documents of one part with their path in each language that has a slug. */
export async function readPart(source: PartSource, index: number, size: number): Promise<DocPaths[]> {
  const d = MAIN[source]
  const page = sql`SELECT ${d.c.id}, ${d.c.updated_at} FROM ${d.from} WHERE ${PUBLIC_ROW(source)} ORDER BY ${d.c.id} LIMIT ${size} OFFSET ${index * size}`
  if (source === 'companies') {
    return (await rows(page)).map((r) => ({
      paths: Object.fromEntries(locales.map((l) => [l, localizedPath(l, '/company/[id]', { id: String(r.id) })])),
      updatedAt: iso(r.updated_at),
    }))
  }
  const l = LOCALES[source]
  const found = await rows(
    sql`SELECT d."id" AS "id", d."updated_at" AS "updated_at", ${l.c._locale} AS "locale", ${l.c.slug} AS "slug"
      FROM (${page}) d JOIN ${l.from} ON ${l.c._parent_id} = d."id"
      WHERE ${l.c.slug} IS NOT NULL AND ${l.c.slug} <> '' ORDER BY d."id"`,
  )
  const docs = new Map<number, DocPaths>()
  for (const r of found) {
    const id = Number(r.id)
    const doc = docs.get(id) ?? { paths: {}, updatedAt: iso(r.updated_at) }
    const locale = String(r.locale)
    if (isLocale(locale)) {
      doc.paths[locale] = localizedPath(locale, CONTENT_ROUTES[source], { slug: String(r.slug) })
    }
    docs.set(id, doc)
  }
  return [...docs.values()]
}

const cachedPart = cached(
  (source: PartSource, index: number) => readPart(source, index, SITEMAP_PART_SIZE),
  'sitemap-part',
  TAGS,
  { keep: found },
)

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

/** The entries of a part by name; an unknown name lists nothing. */
export async function sitemapPart(id: string): Promise<MetadataRoute.Sitemap> {
  if (id === 'screens') {
    return STATIC_SCREENS.flatMap((screen) =>
      entries(Object.fromEntries(locales.map((l) => [l, localizedPath(l, screen)]))),
    )
  }
  const match = /^([a-z]+)-(\d+)$/.exec(id)
  const source = match?.[1] as PartSource | undefined
  if (!match || !source || !SOURCES.includes(source)) return []
  const docs = await cachedPart(source, Number(match[2]))
  return docs.flatMap((doc) => entries(doc.paths, doc.updatedAt))
}

/** The address of a part, as Next serves a sitemap split by `generateSitemaps`. */
export const sitemapPartUrl = (id: string): string => absolute(`/sitemaps/sitemap/${id}.xml`)

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** The sitemap index listing every part. */
export function sitemapIndexXml(ids: readonly string[]): string {
  const items = ids.map((id) => `<sitemap><loc>${escapeXml(sitemapPartUrl(id))}</loc></sitemap>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`
}
