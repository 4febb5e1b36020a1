import { type CardView, card, text } from '../shared'
import type { BlockResolver } from '../types'

export interface CardsSliderView {
  blockType: 'cardsSlider'
  id: string
  title: string | null
  cards: CardView[]
}

/** Dropped without a card. */
export const resolveCardsSlider: BlockResolver<'cardsSlider', CardsSliderView> = async (block, { id }) => {
  const cards = (block.cards ?? []).map((c, i) => ({
    id: c.id ?? `${id}-${i}`,
    image: card(c.image),
    title: c.title,
    text: text(c.text),
    link: text(c.link),
  }))
  return cards.length ? { blockType: 'cardsSlider', id, title: text(block.title), cards } : null
}
