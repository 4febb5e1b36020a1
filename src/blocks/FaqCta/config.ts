import { ctas, title } from '../fields'
import type { BlockConfig } from '../types'

export const FaqCtaBlock: BlockConfig<'faqCta'> = {
  slug: 'faqCta',
  interfaceName: 'FaqCtaBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    title(),
    {
      name: 'faq',
      type: 'relationship',
      relationTo: 'faqs',
      required: true,
    },
    { name: 'questionsShown', type: 'number', defaultValue: 4, min: 1, max: 12, required: true },
    ctas('ctas', 1),
  ],
}
