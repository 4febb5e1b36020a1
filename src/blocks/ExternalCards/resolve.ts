import { type CardView, card, text } from '../shared'
import type { BlockResolver } from '../types'

export interface ExternalCardsView {
  blockType: 'externalCards'
  id: string
  title: string | null
  cards: Array<CardView & { link: string }>
}

/** Dropped without a card that has an address. */
export const resolveExternalCards: BlockResolver<'externalCards', ExternalCardsView> = async (block, { id }) => {
  const cards = (block.cards ?? []).flatMap((c, i) =>
    c.url ? [{ id: c.id ?? `${id}-${i}`, image: card(c.image), title: c.title, text: text(c.text), link: c.url }] : [],
  )
  return cards.length ? { blockType: 'externalCards', id, title: text(block.title), cards } : null
}
