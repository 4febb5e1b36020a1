import { cardFields, optionalLink, title } from '../fields'
import type { BlockConfig } from '../types'

export const CardsSliderBlock: BlockConfig<'cardsSlider'> = {
  slug: 'cardsSlider',
  interfaceName: 'CardsSliderBlock',
  labels: { singular: 'Cards slider', plural: 'Cards sliders' },
  fields: [
    title(),
    { name: 'cards', type: 'array', minRows: 1, required: true, fields: [...cardFields(), optionalLink()] },
  ],
}
