import type { Where } from 'payload'
import type { Profile } from '@/domain/profiles'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type { Blog } from '@/payload-types'
import { type ResponsiveImageView, responsiveImageView } from '../core/images'
import { payloadClient } from '../core/payload'

/*
 * The lists of published pages and blogs, a page at a time: a line each, enough to link to the document and show it
 * as a card (the documents themselves are read whole by index.ts).
 */

/** A line of a list of pages or blogs: enough to link to it and show it as a card. */
export interface ContentSummary {
  id: number
  slug: string
  title: string
  description: string | null
  /** The first hero image as a hero band, if any. */
  heroImage: ResponsiveImageView | null
  slugs: Partial<Record<Locale, string>>
  /** Blogs only. */
  blogType?: NonNullable<Blog['blogType']>
  userProfile?: Profile | null
}

export interface ContentList {
  items: ContentSummary[]
  totalCount: number
}

const SUMMARY_FIELDS = { title: true, slug: true, description: true, heroImages: true } as const

async function loadList(
  collection: 'pages' | 'blogs',
  page: number,
  itemsPerPage: number,
  userProfile: string,
  blogType: string,
  locale: Locale,
): Promise<ContentList> {
  const payload = await payloadClient()
  const filters: Where[] = [
    ...(userProfile ? [{ userProfile: { equals: userProfile } }] : []),
    ...(blogType ? [{ blogType: { equals: blogType } }] : []),
  ]
  const found = await payload.find({
    collection,
    locale,
    depth: 1,
    draft: false,
    overrideAccess: false,
    page,
    limit: itemsPerPage,
    sort: 'createdAt',
    where: filters.length ? { and: filters } : {},
    select: collection === 'blogs' ? { ...SUMMARY_FIELDS, blogType: true, userProfile: true } : SUMMARY_FIELDS,
  })
  const docs = found.docs as Array<Pick<Blog, 'id' | 'title' | 'slug' | 'description' | 'heroImages'> & Partial<Blog>>
  const ids = docs.map((d) => d.id)
  const slugRows = ids.length
    ? ((
        await payload.find({
          collection,
          locale: 'all',
          depth: 0,
          draft: false,
          overrideAccess: false,
          pagination: false,
          where: { id: { in: ids } },
          select: { slug: true },
        })
      ).docs as unknown as Array<{ id: number; slug?: Partial<Record<Locale, string>> }>)
    : []
  const slugsOf = new Map(slugRows.map((r) => [r.id, r.slug ?? {}]))
  return {
    totalCount: found.totalDocs,
    items: docs.map((d) => ({
      id: d.id,
      slug: d.slug,
      title: d.title,
      description: d.description?.trim() ? d.description : null,
      heroImage: responsiveImageView(d.heroImages?.[0], 'hero_large'),
      slugs: slugsOf.get(d.id) ?? {},
      ...(collection === 'blogs' ? { blogType: d.blogType ?? 'news', userProfile: d.userProfile ?? null } : {}),
    })),
  }
}

/**
 * One page of the published pages or blogs (oldest first), blogs optionally of one profile or type; cached and
 * expired by the collection's and the media's hooks.
 */
export function listContent(
  collection: 'pages' | 'blogs',
  query: { page: number; itemsPerPage: number; userProfile?: Profile | null; blogType?: Blog['blogType'] },
  locale: Locale,
): Promise<ContentList> {
  return cached(loadList, 'content-list', [collection, 'media'], { keep: (list) => list.items.length > 0 })(
    collection,
    query.page,
    query.itemsPerPage,
    collection === 'blogs' ? (query.userProfile ?? '') : '',
    collection === 'blogs' ? (query.blogType ?? '') : '',
    locale,
  )
}
