import type { Locale } from '@/i18n/routing'
import type { FaqQuestion } from '@/services/content/faqs'
import { payloadClient } from '@/services/core/payload'
import { type CtaView, ctaViews, idOf, text } from '../shared'
import type { BlockResolver } from '../types'

export interface FaqCtaView {
  blockType: 'faqCta'
  id: string
  title: string | null
  questions: FaqQuestion[]
  ctas: CtaView[]
}

/** The first `count` questions of a published FAQ, links in answers populated; none when it is not published. */
async function faqQuestions(id: number, count: number, locale: Locale): Promise<FaqQuestion[]> {
  const payload = await payloadClient()
  const doc = await payload
    .findByID({ collection: 'faqs', id, locale, depth: 1, draft: false, overrideAccess: false })
    .catch(() => null)
  if (!doc) return []
  return (doc.questions ?? [])
    .filter((q) => q.title && q.answer)
    .slice(0, Math.max(0, count))
    .map((q, i) => ({ id: q.id ?? `${doc.id}-${i}`, title: q.title, answer: q.answer }))
}

/** Dropped when its FAQ is not published or has no question. */
export const resolveFaqCta: BlockResolver<'faqCta', FaqCtaView> = async (block, { id, locale }) => {
  const faq = idOf(block.faq)
  const questions = faq ? await faqQuestions(faq, block.questionsShown || 4, locale) : []
  return questions.length
    ? { blockType: 'faqCta', id, title: text(block.title), questions, ctas: ctaViews(block.ctas) }
    : null
}
