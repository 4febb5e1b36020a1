import type { AppPathname } from './routing'

export const CONTENT_SLUGS = ['pages', 'articles', 'blogs', 'references'] as const
export type ContentSlug = (typeof CONTENT_SLUGS)[number]

/** Where each content collection lives in the site's routes (pages, sitemap and links all use this). */
export const CONTENT_ROUTES = {
  pages: '/[slug]',
  articles: '/article/[slug]',
  blogs: '/blog/[slug]',
  references: '/reference/[slug]',
} as const satisfies Record<ContentSlug, AppPathname>
