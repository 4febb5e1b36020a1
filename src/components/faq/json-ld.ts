import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { JsonLdNode } from '@/components/content/JsonLd'
import type { Faq } from '@/services/content/faqs'

/** schema.org FAQPage of one FAQ, answers as plain text. */
export function faqPage(faq: Faq, language: string, url: string): JsonLdNode {
  return {
    '@type': 'FAQPage',
    '@id': url,
    url,
    inLanguage: language,
    name: faq.subject,
    mainEntity: faq.questions.map((q) => ({
      '@type': 'Question',
      name: q.title,
      acceptedAnswer: {
        '@type': 'Answer',
        text: convertLexicalToPlaintext({ data: q.answer as unknown as SerializedEditorState }).trim(),
      },
    })),
  }
}
