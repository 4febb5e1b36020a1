import type { Locale } from '@/i18n/routing'
import { Questions } from '../Questions/Component'
import type { FaqCtaView } from './resolve'

/** An FAQ's first questions and the block's buttons: the questions block's accordion (`data-block` tells them apart). */
export function FaqCta({ block, locale }: { block: FaqCtaView; locale: Locale }) {
  return <Questions block={block} locale={locale} />
}
