import type { ResponsiveImageView } from '@/services/core/images'
import { type CtaView, card, ctaViews, text } from '../shared'
import type { BlockResolver } from '../types'

export interface ProductView {
  id: string
  name: string
  code: string | null
  text: string | null
  image: ResponsiveImageView | null
}

export interface CardsProductView {
  blockType: 'cardsProduct'
  id: string
  title: string | null
  products: ProductView[]
  ctas: CtaView[]
}

/** Dropped without a product. */
export const resolveCardsProduct: BlockResolver<'cardsProduct', CardsProductView> = async (block, { id }) => {
  const products = (block.products ?? []).map((p, i) => ({
    id: p.id ?? `${id}-${i}`,
    name: p.name,
    code: text(p.code),
    text: text(p.text),
    image: card(p.image),
  }))
  return products.length
    ? { blockType: 'cardsProduct', id, title: text(block.title), products, ctas: ctaViews(block.ctas) }
    : null
}
