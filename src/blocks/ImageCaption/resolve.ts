import type { ResponsiveImageView } from '@/services/core/images'
import { card, text } from '../shared'
import type { BlockResolver } from '../types'

export interface ImageCaptionView {
  blockType: 'imageCaption'
  id: string
  image: ResponsiveImageView
  caption: string | null
}

/** Dropped when its image is gone. */
export const resolveImageCaption: BlockResolver<'imageCaption', ImageCaptionView> = async (block, { id }) => {
  const image = card(block.image)
  return image ? { blockType: 'imageCaption', id, image, caption: text(block.caption) } : null
}
