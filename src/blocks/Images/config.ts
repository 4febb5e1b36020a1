import { title } from '../fields'
import type { BlockConfig } from '../types'

export const ImagesBlock: BlockConfig<'images'> = {
  slug: 'images',
  interfaceName: 'ImagesBlock',
  labels: { singular: 'Images', plural: 'Images' },
  fields: [
    title(),
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      admin: { description: 'The first 3 show; a “see more” button reveals the others.' },
    },
  ],
}
