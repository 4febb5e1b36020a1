import type { ResponsiveImageView } from '@/services/core/images'
import { type CtaView, card, ctaViews } from '../shared'
import type { BlockResolver, RichTextData } from '../types'

export interface TextImageCtaView {
  blockType: 'textImageCta'
  id: string
  title: string
  text: RichTextData | null
  image: ResponsiveImageView | null
  imagePosition: 'left' | 'right'
  ctas: CtaView[]
}

export const resolveTextImageCta: BlockResolver<'textImageCta', TextImageCtaView> = async (block, { id }) => ({
  blockType: 'textImageCta',
  id,
  title: block.title,
  text: block.text ?? null,
  image: card(block.image),
  imagePosition: block.imagePosition === 'left' ? 'left' : 'right',
  ctas: ctaViews(block.ctas),
})
