import { ctas, image, plainText, title } from '../fields'
import type { BlockConfig } from '../types'

export const CardsProductBlock: BlockConfig<'cardsProduct'> = {
  slug: 'cardsProduct',
  interfaceName: 'CardsProductBlock',
  labels: { singular: 'Product cards', plural: 'Product cards' },
  fields: [
    title(),
    {
      name: 'products',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'code', type: 'text', admin: { description: 'Manufacturer reference.' } },
        plainText(),
        image(),
      ],
    },
    ctas(),
  ],
}
