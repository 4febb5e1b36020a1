import { ctas, plainText, title } from '../fields'
import type { BlockConfig } from '../types'

export const BannerTextCtaBlock: BlockConfig<'bannerTextCta'> = {
  slug: 'bannerTextCta',
  interfaceName: 'BannerTextCtaBlock',
  labels: { singular: 'Banner with text and call to action', plural: 'Banners' },
  fields: [title(true), plainText(), ctas()],
}
