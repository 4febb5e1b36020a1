import { ctas, plainText, title } from '../fields'
import type { BlockConfig } from '../types'

export const StepsTextBlock: BlockConfig<'stepsText'> = {
  slug: 'stepsText',
  interfaceName: 'StepsTextBlock',
  labels: { singular: 'Steps', plural: 'Steps' },
  fields: [
    title(true),
    plainText('intro'),
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [title(true), plainText()],
    },
    ctas('ctas', 1),
  ],
}
