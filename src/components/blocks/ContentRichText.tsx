import type { DefaultNodeTypes } from '@payloadcms/richtext-lexical'
import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { Locale } from '@/i18n/routing'
import { internalLinkPath } from '@/lib/content-links'
import type { RichTextData } from '@/services/content/paragraphs'
import { ContentLink } from './ContentLink'

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
      const href = node.fields.linkType === 'internal' ? internalLinkPath(node.fields.doc, locale) : node.fields.url
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
