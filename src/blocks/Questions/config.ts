import type { Field } from 'payload'
import { ctas, richText, title } from '../fields'
import type { BlockConfig } from '../types'

/** Questions answered on the page itself, as an accordion (an FAQ that belongs to no profile). */
export const QuestionsBlock: BlockConfig<'questions'> = {
  slug: 'questions',
  interfaceName: 'QuestionsBlock',
  labels: { singular: 'Questions and answers', plural: 'Questions and answers' },
  fields: [
    title(),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 20,
      required: true,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', type: 'text', required: true, localized: true },
        { ...richText('answer'), required: true } as Field,
      ],
    },
    ctas('ctas', 1),
  ],
}
