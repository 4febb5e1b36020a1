import { z } from 'zod'
import type { Locale } from '@/i18n/routing'
import {
  type ContentDoc,
  findContentById,
  findPageByName,
  findPublishedBySlug,
  MAX_SLUG_LENGTH,
} from '@/services/content'
import { findBlogThemes } from '@/services/content/blogs'
import { type ContentSummary, listContent } from '@/services/content/lists'
import { builder, UserProfileEnum } from '../builder'
import { LOCALE_ARG, parseArgs } from '../core/args'
import { PaginationInfoRef } from '../core/pagination'
import {
  byIdOrSlug,
  ITEMS_PER_PAGE_ARG,
  id,
  type ListPage,
  listPage,
  oneOf,
  PAGE_ARG,
  parseListArgs,
  slug,
} from './args'
import { ContentCardRef } from './cards'
import { ParagraphRef, paragraphsOf } from './paragraphs'
import { ContentImageRef } from './references'
import { html, richTextHtml } from './rich-text'
import { enumValues, type Localized, localized, TranslationRef, translations } from './shared'

/*
 * Pages, articles and blogs: the documents read by id or slug (either language's), the fields they share, a blog's
 * themes, and the lists of pages and blogs a page at a time.
 */

const BlogTypeEnum = builder.enumType('BlogType', { values: enumValues(['news', 'advice'] as const) })

type Doc = Localized<ContentDoc>

const ContentTagRef = builder.objectRef<NonNullable<ContentDoc['contentTags']>[number]>('ContentTag').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
})

const PageRef = builder.objectRef<Doc>('Page')
const ArticleRef = builder.objectRef<Doc>('Article')
const BlogRef = builder.objectRef<Doc>('Blog')

// The fields pages, articles and blogs share.
for (const ref of [PageRef, ArticleRef, BlogRef]) {
  builder.objectFields(ref, (t) => ({
    id: t.exposeID('id'),
    slug: t.string({
      description: 'The slug in the language asked.',
      resolve: (d) => d.slugs[d.locale] ?? d.slugs.fr ?? '',
    }),
    title: t.exposeString('title'),
    description: t.string({ nullable: true, resolve: (d) => (d.description?.trim() ? d.description : null) }),
    metaTitle: t.string({ nullable: true, resolve: (d) => d.metaTitle || null }),
    metaDescription: t.string({ nullable: true, resolve: (d) => d.metaDescription || null }),
    content: t.string({ ...html(), resolve: (d) => richTextHtml(d.content, d.locale) }),
    heroImages: t.expose('heroImages', {
      type: [ContentImageRef],
      description: 'Hero bands (1940 × 450, the 970 px half in srcSet); the first is shown.',
    }),
    translations: t.field({ type: [TranslationRef], resolve: (d) => translations(d.slugs) }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }))
}

PageRef.implement({
  description: 'A published page in one language; a Dutch field left empty reads French.',
  fields: (t) => ({
    paragraphs: t.field({ type: [ParagraphRef], resolve: (d) => paragraphsOf(d.paragraphs, d.locale) }),
  }),
})

ArticleRef.implement({
  description: 'A published article in one language; a Dutch field left empty reads French.',
  fields: (t) => ({
    displayDate: t.string({
      description: 'The date shown: the display date, else the creation date (ISO).',
      resolve: (d) => d.displayDate ?? d.createdAt,
    }),
    teaserImages: t.field({
      type: [ContentImageRef],
      description: 'Card images (640 × 400); the first illustrates the article’s card.',
      resolve: (d) => d.teaserImages ?? [],
    }),
    contentTags: t.field({ type: [ContentTagRef], resolve: (d) => d.contentTags ?? [] }),
    paragraphs: t.field({ type: [ParagraphRef], resolve: (d) => paragraphsOf(d.paragraphs, d.locale) }),
  }),
})

const BlogThemeRef = builder.objectRef<Awaited<ReturnType<typeof findBlogThemes>>[number]>('BlogTheme').implement({
  description: 'A content tag of a blog with its newest published articles.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    articles: t.expose('articles', { type: [ContentCardRef] }),
  }),
})

BlogRef.implement({
  description: 'A published blog in one language; a Dutch field left empty reads French.',
  fields: (t) => ({
    blogType: t.field({ type: BlogTypeEnum, resolve: (d) => d.blogType ?? 'news' }),
    userProfile: t.expose('userProfile', { type: UserProfileEnum, nullable: true }),
    contentTags: t.field({
      type: [BlogThemeRef],
      description: 'Its themes by weight, each with its newest articles (at most 12); themes without one are left out.',
      resolve: (d) => findBlogThemes(d.id, d.locale),
    }),
  }),
})

const PageSummaryRef = builder.objectRef<ContentSummary>('PageSummary').implement({
  description: 'A page in a list: read it whole with page(id).',
  fields: () => ({}),
})

const BlogSummaryRef = builder.objectRef<ContentSummary>('BlogSummary').implement({
  description: 'A blog in a list: read it whole with blog(id).',
  fields: (t) => ({
    blogType: t.field({ type: BlogTypeEnum, resolve: (s) => s.blogType ?? 'news' }),
    userProfile: t.expose('userProfile', { type: UserProfileEnum, nullable: true }),
  }),
})

for (const ref of [PageSummaryRef, BlogSummaryRef]) {
  builder.objectFields(ref, (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    heroImage: t.expose('heroImage', { type: ContentImageRef, nullable: true }),
    translations: t.field({ type: [TranslationRef], resolve: (s) => translations(s.slugs) }),
  }))
}

const PageCollectionRef = builder.objectRef<ListPage<ContentSummary>>('PageCollection').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [PageSummaryRef] }),
    paginationInfo: t.expose('paginationInfo', { type: PaginationInfoRef }),
  }),
})
const BlogCollectionRef = builder.objectRef<ListPage<ContentSummary>>('BlogCollection').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [BlogSummaryRef] }),
    paginationInfo: t.expose('paginationInfo', { type: PaginationInfoRef }),
  }),
})

/** A slugged document by id or slug (another language's slug finds it too), published, or null. */
async function documentByIdOrSlug(
  collection: 'pages' | 'articles' | 'blogs',
  args: { id?: unknown; slug?: unknown },
  locale: Locale,
): Promise<Doc | null> {
  const key = parseArgs(byIdOrSlug, { id: args.id, slug: args.slug }, collection)
  const doc =
    key.id != null
      ? await findContentById(collection, key.id, locale)
      : await findPublishedBySlug(collection, key.slug ?? '', locale)
  return doc ? localized(doc, locale) : null
}

builder.queryFields((t) => ({
  pages: t.field({
    description: 'The published pages, oldest first, one page of the list at a time.',
    type: PageCollectionRef,
    args: { page: t.arg.int(PAGE_ARG), itemsPerPage: t.arg.int(ITEMS_PER_PAGE_ARG), locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => {
      const query = parseListArgs('pages', args)
      return listPage(await listContent('pages', query, args.locale ?? ctx.locale), query)
    },
  }),
  page: t.field({
    description: 'A published page by id, by slug (either language’s) or by name (give one), or null.',
    type: PageRef,
    nullable: true,
    args: {
      id: t.arg.id(),
      slug: t.arg.string({ description: `At most ${MAX_SLUG_LENGTH} characters.` }),
      name: t.arg.string({ description: `The page’s name in /admin; at most ${MAX_SLUG_LENGTH} characters.` }),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale
      if (args.name == null) return documentByIdOrSlug('pages', args, locale)
      const key = parseArgs(
        z
          .object({ id: id.nullish(), slug: slug.nullish(), name: slug })
          .refine(oneOf('id', 'slug', 'name'), { message: 'Give id, slug or name' }),
        { id: args.id, slug: args.slug, name: args.name },
        'page',
      )
      const doc = await findPageByName(key.name, locale)
      return doc ? localized(doc, locale) : null
    },
  }),
  blogs: t.field({
    description: 'The published blogs, oldest first, optionally of one profile or type, a page at a time.',
    type: BlogCollectionRef,
    args: {
      userProfile: t.arg({ type: UserProfileEnum }),
      blogType: t.arg({ type: BlogTypeEnum }),
      page: t.arg.int(PAGE_ARG),
      itemsPerPage: t.arg.int(ITEMS_PER_PAGE_ARG),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const query = parseListArgs('blogs', args)
      const blogs = await listContent(
        'blogs',
        { ...query, userProfile: args.userProfile, blogType: args.blogType },
        args.locale ?? ctx.locale,
      )
      return listPage(blogs, query)
    },
  }),
  blog: t.field({
    description: 'A published blog by id or slug (give one), or null.',
    type: BlogRef,
    nullable: true,
    args: { id: t.arg.id(), slug: t.arg.string(), locale: t.arg(LOCALE_ARG) },
    resolve: (_root, args, ctx) => documentByIdOrSlug('blogs', args, args.locale ?? ctx.locale),
  }),
  article: t.field({
    description: 'A published article by id or slug (give one), or null.',
    type: ArticleRef,
    nullable: true,
    args: { id: t.arg.id(), slug: t.arg.string(), locale: t.arg(LOCALE_ARG) },
    resolve: (_root, args, ctx) => documentByIdOrSlug('articles', args, args.locale ?? ctx.locale),
  }),
}))
