import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CONTENT_ROUTES, type ContentSlug } from '@/collections/Content'
import { ContentRichText } from '@/components/blocks/ContentRichText'
import { HeroBand } from '@/components/blocks/HeroBand'
import { Paragraphs } from '@/components/blocks/Paragraphs'
import { ReferencePage } from '@/components/reference/ReferencePage'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import { env } from '@/lib/env'
import { absoluteUrl, alternatesFor, defaultImageUrl, SITE_NAME, socialMetadata } from '@/lib/metadata'
import { type ContentDoc, findContent, findReferenceDetails } from '@/services/content'
import { payloadClient } from '@/services/payload'
import { article, breadcrumbList, JsonLd } from './JsonLd'
import { ScreenPage } from './ScreenPage'
import styles from './ScreenPage.module.css'

type Params = { params: Promise<{ locale: string; slug: string }> }

type Dates = { createdAt: string; updatedAt: string }

async function readDates(collection: ContentSlug, id: ContentDoc['id']): Promise<Dates> {
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection,
    id,
    depth: 0,
    draft: false,
    overrideAccess: false,
    select: { createdAt: true, updatedAt: true },
  })
  return { createdAt: doc.createdAt, updatedAt: doc.updatedAt }
}

/** When a published document was created and last changed (findContent's document does not carry them). */
const contentDates = (collection: ContentSlug, id: ContentDoc['id']) =>
  cached(readDates, 'content-dates', [collection])(collection, id)

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

  /** The Article node: the brand image until articles have their own images. */
  async function articleData(doc: ContentDoc, locale: Locale, url: string, home: string) {
    const [{ description }, dates] = await Promise.all([summary(doc, locale), contentDates(collection, doc.id)])
    return article({
      headline: doc.title,
      description,
      url,
      locale,
      datePublished: dates.createdAt,
      dateModified: dates.updatedAt,
      images: [defaultImageUrl()],
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
      const dates = collection === 'articles' ? await contentDates(collection, doc.id) : undefined
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
          type: dates ? 'article' : 'website',
          publishedTime: dates?.createdAt,
          modifiedTime: dates?.updatedAt,
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
      // No collection has an index page and articles are not tied to their blog yet, so the trail is
      // home → document: search engines want a URL on every crumb but the last.
      const crumbs = breadcrumbList([
        { name: seo('home'), url: home },
        { name: doc.title, url },
      ])
      const articleNode = collection === 'articles' ? await articleData(doc, l, url, home) : null
      const reference = collection === 'references' ? await findReferenceDetails(doc.id, l) : null
      return (
        <>
          {reference ? (
            <ReferencePage doc={doc} details={reference} locale={l} />
          ) : (
            <>
              {doc.heroImages[0] ? <HeroBand image={doc.heroImages[0]} /> : null}
              <ScreenPage title={doc.title} intro={doc.description ?? undefined}>
                {doc.content ? <ContentRichText data={doc.content} locale={l} className={styles.richText} /> : null}
                <Paragraphs blocks={doc.paragraphs} locale={l} />
              </ScreenPage>
            </>
          )}
          <JsonLd data={crumbs} />
          {articleNode ? <JsonLd data={articleNode} /> : null}
        </>
      )
    },
  }
}
