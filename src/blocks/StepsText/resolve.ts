import { type CtaView, ctaViews, text } from '../shared'
import type { BlockResolver } from '../types'

export interface StepsTextView {
  blockType: 'stepsText'
  id: string
  title: string
  intro: string | null
  steps: Array<{ id: string; title: string; text: string | null }>
  ctas: CtaView[]
}

export const resolveStepsText: BlockResolver<'stepsText', StepsTextView> = async (block, { id }) => ({
  blockType: 'stepsText',
  id,
  title: block.title,
  intro: text(block.intro),
  steps: (block.steps ?? []).map((s, i) => ({ id: s.id ?? `${id}-${i}`, title: s.title, text: text(s.text) })),
  ctas: ctaViews(block.ctas),
})
