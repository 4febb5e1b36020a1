import { image } from '../fields'
import type { BlockConfig } from '../types'

export const ImageCaptionBlock: BlockConfig<'imageCaption'> = {
  slug: 'imageCaption',
  interfaceName: 'ImageCaptionBlock',
  labels: { singular: 'Image with caption', plural: 'Images with caption' },
  fields: [image(), { name: 'caption', type: 'text', localized: true }],
}
