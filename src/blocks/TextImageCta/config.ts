import { ctas, image, richText, title } from '../fields'
import type { BlockConfig } from '../types'

export const TextImageCtaBlock: BlockConfig<'textImageCta'> = {
  slug: 'textImageCta',
  interfaceName: 'TextImageCtaBlock',
  labels: { singular: 'Text, image and call to action', plural: 'Texts, images and calls to action' },
  fields: [
    title(true),
    richText(),
    image(),
    {
      name: 'imagePosition',
      type: 'select',
      defaultValue: 'right',
      required: true,
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Right', value: 'right' },
      ],
    },
    ctas(),
  ],
}
