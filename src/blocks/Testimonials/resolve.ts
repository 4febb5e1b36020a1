import { text } from '../shared'
import type { BlockResolver } from '../types'

/** A quote and who said it. */
export interface TestimonialView {
  id: string
  quote: string
  name: string
  company: string | null
  role: string | null
}

export interface TestimonialsView {
  blockType: 'testimonials'
  id: string
  title: string | null
  items: TestimonialView[]
}

/** Quotes without words or without who said them are left out; the block is dropped when none is left. */
export const resolveTestimonials: BlockResolver<'testimonials', TestimonialsView> = async (block, { id }) => {
  const items = (block.items ?? [])
    .filter((item) => item.quote?.trim() && item.name?.trim())
    .map((item, i) => ({
      id: item.id ?? `${id}-${i}`,
      quote: item.quote,
      name: item.name,
      company: text(item.company),
      role: text(item.role),
    }))
  return items.length ? { blockType: 'testimonials', id, title: text(block.title), items } : null
}
