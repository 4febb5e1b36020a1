import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ArticlePage } from '@/components/article/ArticlePage'
import { ContentRichText } from '@/components/blocks/ContentRichText'
import { HeroBand } from '@/components/blocks/HeroBand'
import { Paragraphs } from '@/components/blocks/Paragraphs'
import { BlogPage } from '@/components/blog/BlogPage'
import { ReferencePage } from '@/components/reference/ReferencePage'
import { CONTENT_ROUTES, type ContentSlug } from '@/i18n/content-routes'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import { absoluteUrl, alternatesFor, defaultImageUrl, SITE_NAME, socialMetadata } from '@/lib/metadata'
import { type ContentDoc, findContent } from '@/services/content'
import { type ArticleContext, findArticleContext, findBlogThemes } from '@/services/content/blogs'
import { findReferenceDetails } from '@/services/content/references'
import { article, breadcrumbList, JsonLd } from './JsonLd'
import { ScreenPage } from './ScreenPage'
import styles from './ScreenPage.module.css'

type Params = { params: Promise<{ locale: string; slug: string }> }

/**
 * The body of a content document: each collection has its own screen. `draft` (staff's preview) reads the
 * reference's details from its latest saved version instead of the published one.
 */
export async function renderContentDocument(
  collection: ContentSlug,
  doc: ContentDoc,
  locale: Locale,
  { articleContext = null, draft = false }: { articleContext?: ArticleContext | null; draft?: boolean } = {},
) {
  if (articleContext) return <ArticlePage doc={doc} context={articleContext} locale={locale} />
  if (collection === 'blogs') {
    return <BlogPage doc={doc} themes={await findBlogThemes(Number(doc.id), locale)} locale={locale} />
  }
  if (collection === 'references') {
    const details = await findReferenceDetails(Number(doc.id), locale, draft)
    if (details) return <ReferencePage doc={doc} details={details} locale={locale} />
  }
  return (
    <>
      {doc.heroImages[0] ? <HeroBand image={doc.heroImages[0]} /> : null}
      <ScreenPage title={doc.title} intro={doc.description ?? undefined}>
        {doc.content ? <ContentRichText data={doc.content} locale={locale} className={styles.richText} /> : null}
        <Paragraphs blocks={doc.paragraphs} locale={locale} />
      </ScreenPage>
    </>
  )
}

/** The article's blog and related articles, from its content tags. */
export const articleContextOf = (doc: ContentDoc, locale: Locale): Promise<ArticleContext | null> =>
  findArticleContext(
    Number(doc.id),
    (doc.contentTags ?? []).map((tag) => tag.id),
    locale,
  )

/** Page module (metadata and component) of a content collection's route. */
export function contentRoute(collection: ContentSlug) {
  const pathname = CONTENT_ROUTES[collection]
  const hrefFor = (doc: ContentDoc, slug: string) => (l: Locale) => ({
    pathname,
    params: { slug: doc.slugs[l] ?? slug },
  })

  /** Title and description for search engines and social cards, with their fallbacks. */
  async function summary(doc: ContentDoc, locale: Locale) {
    const meta = await getTranslations({ locale, namespace: 'Meta' })
    return {
      title: doc.metaTitle || doc.title,
      description: doc.metaDescription || doc.description || meta('description'),
    }
  }

  /** The Article node: its hero (else the brand image), shown date and last change. */
  async function articleData(doc: ContentDoc, locale: Locale, url: string, home: string) {
    const { description } = await summary(doc, locale)
    const hero = doc.heroImages[0]
    return article({
      headline: doc.title,
      description,
      url,
      locale,
      datePublished: doc.displayDate ?? doc.createdAt,
      dateModified: doc.updatedAt,
      images: [hero ? new URL(hero.url, env.SITE_URL).toString() : defaultImageUrl()],
      publisher: { name: SITE_NAME, url: home },
    })
  }

  return {
    async generateMetadata({ params }: Params): Promise<Metadata> {
      const { locale, slug } = await params
      const found = await findContent(collection, slug, locale as Locale)
      if (found.kind !== 'found') return {}
      const { doc } = found
      const href = hrefFor(doc, slug)
      const { title, description } = await summary(doc, locale as Locale)
      const isArticle = collection === 'articles'
      const hero =
        collection === 'references'
          ? (await findReferenceDetails(doc.id, locale as Locale))?.heroImage
          : (doc.heroImages[0] ?? null)
      return {
        title,
        description,
        alternates: alternatesFor(locale as Locale, href),
        ...socialMetadata({
          locale: locale as Locale,
          title,
          description,
          url: absoluteUrl(locale as Locale, href(locale as Locale)),
          type: isArticle ? 'article' : 'website',
          publishedTime: isArticle ? (doc.displayDate ?? doc.createdAt) : undefined,
          modifiedTime: isArticle ? doc.updatedAt : undefined,
          image: hero
            ? {
                url: new URL(hero.url, env.SITE_URL).toString(),
                width: hero.width,
                height: hero.height,
                alt: hero.alt || title,
              }
            : undefined,
        }),
      }
    },
    async page({ params }: Params) {
      const { locale, slug } = await params
      setRequestLocale(locale)
      const found = await findContent(collection, slug, locale as Locale)
      if (found.kind === 'moved') redirect({ href: { pathname, params: { slug: found.slug } }, locale })
      if (found.kind !== 'found') notFound()
      const { doc } = found
      const l = locale as Locale
      const url = absoluteUrl(l, hrefFor(doc, slug)(l))
      const home = absoluteUrl(l, '/')
      const seo = await getTranslations({ locale, namespace: 'Seo' })
      const articleContext = collection === 'articles' ? await articleContextOf(doc, l) : null
      // Home → (the article's blog →) document: search engines want a URL on every crumb but the last.
      const blog = articleContext?.blog
      const crumbs = breadcrumbList([
        { name: seo('home'), url: home },
        ...(blog
          ? [{ name: blog.title, url: absoluteUrl(l, { pathname: '/blog/[slug]', params: { slug: blog.slug } }) }]
          : []),
        { name: doc.title, url },
      ])
      const articleNode = articleContext ? await articleData(doc, l, url, home) : null
      return (
        <>
          {await renderContentDocument(collection, doc, l, { articleContext })}
          <JsonLd data={crumbs} />
          {articleNode ? <JsonLd data={articleNode} /> : null}
        </>
      )
    },
  }
}
