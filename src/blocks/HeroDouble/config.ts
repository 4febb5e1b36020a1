import { ctas, image } from '../fields'
import type { BlockConfig } from '../types'

export const HeroDoubleBlock: BlockConfig<'heroDouble'> = {
  slug: 'heroDouble',
  interfaceName: 'HeroDoubleBlock',
  labels: { singular: 'Double image hero', plural: 'Double image heroes' },
  fields: [
    image('imageLeft'),
    image('imageRight'),
    { name: 'titleLeft', type: 'text', required: true, localized: true },
    { name: 'titleRight', type: 'text', required: true, localized: true },
    ctas('leftCtas'),
    ctas('rightCtas'),
  ],
}
