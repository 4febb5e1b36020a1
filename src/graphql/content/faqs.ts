import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type Faq, type FaqQuestion, findFaq, findFaqs } from '@/services/content/faqs'
import { builder, UserProfileEnum } from '../builder'
import { LOCALE_ARG } from '../core/args'

/** An answer as HTML: Lexical's converter escapes text and drops unsafe link targets. */
export function answerHtml(answer: FaqQuestion['answer']): string {
  return convertLexicalToHTML({ data: answer as unknown as SerializedEditorState, disableContainer: true })
}

export const FaqQuestionRef = builder.objectRef<FaqQuestion>('FaqQuestion').implement({
  description: 'A question and its answer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    answer: t.string({
      description: 'The answer as HTML (paragraphs, lists, links, emphasis), text escaped, ready to insert.',
      resolve: (q) => answerHtml(q.answer),
    }),
  }),
})

const FaqRef = builder.objectRef<Faq>('Faq').implement({
  description: "One profile's questions and answers in one language; a Dutch field left empty reads French.",
  fields: (t) => ({
    id: t.exposeID('id'),
    userProfile: t.expose('userProfile', { type: UserProfileEnum }),
    subject: t.exposeString('subject'),
    metaTitle: t.exposeString('metaTitle', { nullable: true }),
    metaDescription: t.exposeString('metaDescription', { nullable: true }),
    questions: t.expose('questions', { type: [FaqQuestionRef] }),
  }),
})

builder.queryFields((t) => ({
  faqs: t.field({
    description:
      'Published FAQs, one per profile, in the order of the UserProfile enum; only that profile’s when userProfile is given.',
    type: [FaqRef],
    args: {
      locale: t.arg(LOCALE_ARG),
      userProfile: t.arg({ type: UserProfileEnum }),
    },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale
      if (!args.userProfile) return findFaqs(locale)
      const faq = await findFaq(locale, args.userProfile)
      return faq ? [faq] : []
    },
  }),
}))
