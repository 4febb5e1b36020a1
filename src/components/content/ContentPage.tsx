import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ContentSlug } from '@/collections/Content'
import { redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { alternatesFor } from '@/lib/metadata'
import { findContent } from '@/services/content'
import { ScreenPage } from './ScreenPage'
import styles from './ScreenPage.module.css'

/** Where each content collection lives in the site's routes. */
const ROUTES = {
  pages: '/[slug]',
  articles: '/article/[slug]',
  blogs: '/blog/[slug]',
  references: '/reference/[slug]',
} as const satisfies Record<ContentSlug, string>

type Params = { params: Promise<{ locale: string; slug: string }> }

/** Page module (metadata and component) of a content collection's route. */
export function contentRoute(collection: ContentSlug) {
  const pathname = ROUTES[collection]
  return {
    async generateMetadata({ params }: Params): Promise<Metadata> {
      const { locale, slug } = await params
      const found = await findContent(collection, slug, locale as Locale)
      if (found.kind !== 'found') return {}
      const { doc } = found
      return {
        title: doc.metaTitle || doc.title,
        description: doc.metaDescription || doc.description || undefined,
        alternates: alternatesFor(locale as Locale, (l) => ({ pathname, params: { slug: doc.slugs[l] ?? slug } })),
      }
    },
    async page({ params }: Params) {
      const { locale, slug } = await params
      setRequestLocale(locale)
      const found = await findContent(collection, slug, locale as Locale)
      if (found.kind === 'moved') redirect({ href: { pathname, params: { slug: found.slug } }, locale })
      if (found.kind !== 'found') notFound()
      const { doc } = found
      return (
        <ScreenPage title={doc.title} intro={doc.description ?? undefined}>
          {doc.content ? <RichText data={doc.content} className={styles.richText} /> : null}
        </ScreenPage>
      )
    },
  }
}
