import { ctas, image, plainText, title } from '../fields'
import type { BlockConfig } from '../types'

export const HeroSingleBlock: BlockConfig<'heroSingle'> = {
  slug: 'heroSingle',
  interfaceName: 'HeroSingleBlock',
  labels: { singular: 'Single image hero', plural: 'Single image heroes' },
  fields: [image(), title(true), plainText(), ctas()],
}
