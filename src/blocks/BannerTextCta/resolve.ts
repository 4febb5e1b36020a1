import { type CtaView, ctaViews, text } from '../shared'
import type { BlockResolver } from '../types'

export interface BannerTextCtaView {
  blockType: 'bannerTextCta'
  id: string
  title: string
  text: string | null
  ctas: CtaView[]
}

export const resolveBannerTextCta: BlockResolver<'bannerTextCta', BannerTextCtaView> = async (block, { id }) => ({
  blockType: 'bannerTextCta',
  id,
  title: block.title,
  text: text(block.text),
  ctas: ctaViews(block.ctas),
})
