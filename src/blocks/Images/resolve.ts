import { type ImageView, imageView } from '@/services/core/images'
import { text } from '../shared'
import type { BlockResolver } from '../types'

export interface ImagesView {
  blockType: 'images'
  id: string
  title: string | null
  images: ImageView[]
}

/** Dropped when none of its images is left. */
export const resolveImages: BlockResolver<'images', ImagesView> = async (block, { id }) => {
  const images = (block.images ?? []).flatMap((m) => {
    const view = imageView(m, 'card')
    return view ? [view] : []
  })
  return images.length ? { blockType: 'images', id, title: text(block.title), images } : null
}
