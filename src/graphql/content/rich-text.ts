import { convertLexicalToHTML, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Locale } from '@/i18n/routing'
import { internalLinkPath } from '@/lib/content-links'
import type { RichTextData } from '@/services/content/paragraphs'

/*
 * Rich text as the content API answers it: HTML, for the paragraphs that hold rich text and for the content of
 * pages, articles and blogs. (FAQ answers have no links to documents: faqs.ts converts them plainly.)
 */

const defaultLink = LinkHTMLConverter({
  internalDocToHref: () => '#',
}).link as Exclude<ReturnType<typeof LinkHTMLConverter>['link'], string | undefined>

/**
 * Lexical rich text as HTML: text escaped, unsafe link targets dropped (Payload's converter), links to documents
 * given their site path in the document's language, and a link to a document that is not public left as text.
 */
export function richTextHtml(data: RichTextData | null | undefined, locale: Locale): string | null {
  if (!data?.root?.children?.length) return null
  return convertLexicalToHTML({
    data: data as unknown as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      link: (args) => {
        const { fields } = args.node
        if (fields.linkType !== 'internal') return defaultLink(args)
        const path = internalLinkPath(fields.doc, locale)
        if (!path) return args.nodesToHTML({ nodes: args.node.children }).join('')
        return defaultLink({ ...args, node: { ...args.node, fields: { ...fields, linkType: 'custom', url: path } } })
      },
    }),
  })
}

/** The options of a field answering rich text as HTML. */
export const html = (description = 'HTML from the rich text (text escaped, unsafe links dropped), or null.') => ({
  description,
  nullable: true as const,
})
