import type { DefaultNodeTypes, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import { CONTENT_ROUTES, CONTENT_SLUGS, type ContentSlug } from '@/collections/Content'
import { LANDING_PROFILES, type LandingType } from '@/domain/profiles'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import type { RichTextData } from '@/services/paragraphs'
import { ContentLink } from './ContentLink'

type LinkDoc = SerializedLinkNode['fields']['doc']

const isContentSlug = (value: string): value is ContentSlug => (CONTENT_SLUGS as readonly string[]).includes(value)
const isLandingType = (value: unknown): value is LandingType => typeof value === 'string' && value in LANDING_PROFILES

/**
 * The path of a document an internal link points to, in the page's language, or null when the document is not
 * readable (a draft, deleted): Payload populates it only for the public identity when it is published.
 */
export function internalHref(doc: LinkDoc, locale: Locale): string | null {
  if (!doc || typeof doc.value !== 'object' || doc.value === null) return null
  const value = doc.value as { slug?: unknown; landingType?: unknown }
  if (isContentSlug(doc.relationTo) && typeof value.slug === 'string' && value.slug) {
    return localizedPath(locale, CONTENT_ROUTES[doc.relationTo], { slug: value.slug })
  }
  if (doc.relationTo === 'landings' && isLandingType(value.landingType)) {
    return localizedPath(locale, value.landingType === 'index' ? '/' : `/${value.landingType}`)
  }
  return null
}

/**
 * Lexical rich text from content. Links to documents get their real path in the page's language (Payload's own
 * converter would write `#`); other links go through ContentLink. A link to an unpublished document is text.
 */
export function ContentRichText({
  data,
  locale,
  className,
}: {
  data: RichTextData
  locale: Locale
  className?: string
}) {
  const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => {
      const children = nodesToJSX({ nodes: node.children })
      const href = node.fields.linkType === 'internal' ? internalHref(node.fields.doc, locale) : node.fields.url
      if (!href) return <>{children}</>
      return (
        <ContentLink href={href} locale={locale} newTab={node.fields.newTab}>
          {children}
        </ContentLink>
      )
    },
  })
  return <RichText data={data} converters={converters} className={className} />
}
