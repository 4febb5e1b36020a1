import { CONTENT_TAGS_TAG } from '@/collections/ContentTags'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type { ContentTag } from '@/payload-types'
import { payloadClient } from '../core/payload'
import { blogOfTags, type ContentCardView, findContentCards } from './paragraphs'

/** How many articles a blog shows under each of its themes. */
export const ARTICLES_PER_TAG = 12

/** A theme of a blog with its newest published articles. */
export interface BlogTheme {
  id: number
  name: string
  articles: ContentCardView[]
}

async function loadThemes(id: number, locale: Locale): Promise<BlogTheme[]> {
  const payload = await payloadClient()
  const blog = await payload
    .findByID({
      collection: 'blogs',
      id,
      locale,
      depth: 1,
      draft: false,
      overrideAccess: false,
      select: { contentTags: true },
    })
    .catch(() => null)
  const tags = (blog?.contentTags ?? [])
    .filter((t): t is ContentTag => typeof t === 'object' && t !== null)
    .sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0))
  const themes = await Promise.all(
    tags.map(async (tag) => ({
      id: tag.id,
      name: tag.name,
      articles: await findContentCards({ source: 'articles', contentTag: tag.id, limit: ARTICLES_PER_TAG }, locale),
    })),
  )
  // A theme without a published article says nothing to a reader.
  return themes.filter((t) => t.articles.length > 0)
}

/** A published blog's themes (by weight) and their articles (newest first); cached, expired by hooks. */
export function findBlogThemes(id: number, locale: Locale): Promise<BlogTheme[]> {
  return cached(loadThemes, 'blog-themes', ['blogs', CONTENT_TAGS_TAG, 'articles', 'media'])(id, locale)
}

/** How many other articles an article suggests. */
export const RELATED_ARTICLES = 3

/** What an article page shows around the article: the blog it belongs to and other articles of its first theme. */
export interface ArticleContext {
  blog: { slug: string; title: string } | null
  related: ContentCardView[]
}

async function loadArticleContext(id: number, tagIds: number[], locale: Locale): Promise<ArticleContext> {
  const [blog, sameTheme] = await Promise.all([
    blogOfTags(tagIds, locale),
    tagIds[0]
      ? findContentCards({ source: 'articles', contentTag: tagIds[0], limit: RELATED_ARTICLES + 1 }, locale)
      : Promise.resolve([]),
  ])
  return { blog, related: sameTheme.filter((a) => a.id !== id).slice(0, RELATED_ARTICLES) }
}

/** An article's blog and related articles; cached, expired by the blogs', articles', tags' and media hooks. */
export function findArticleContext(id: number, tagIds: number[], locale: Locale): Promise<ArticleContext> {
  return cached(loadArticleContext, 'article-context', ['blogs', CONTENT_TAGS_TAG, 'articles', 'media'])(
    id,
    tagIds,
    locale,
  )
}
