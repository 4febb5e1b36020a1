import type { FaqQuestion } from '@/services/content/faqs'
import { type CtaView, ctaViews, text } from '../shared'
import type { BlockResolver } from '../types'

export interface QuestionsView {
  blockType: 'questions'
  id: string
  title: string | null
  questions: FaqQuestion[]
  ctas: CtaView[]
}

/** Questions without words or answer are left out; the block is dropped when none is left. */
export const resolveQuestions: BlockResolver<'questions', QuestionsView> = async (block, { id }) => {
  const questions = (block.items ?? [])
    .filter((item) => item.question?.trim() && item.answer)
    .map((item, i) => ({ id: item.id ?? `${id}-${i}`, title: item.question, answer: item.answer }))
  return questions.length
    ? { blockType: 'questions', id, title: text(block.title), questions, ctas: ctaViews(block.ctas) }
    : null
}
