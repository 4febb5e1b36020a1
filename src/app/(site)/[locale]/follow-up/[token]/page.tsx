import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { FollowUpScreen, type ReviewOffer } from '@/components/follow-up/FollowUpScreen'
import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/services/core/payload'
import { followUpCandidates } from '@/services/estimates/add-professional'
import { findFollowUp } from '@/services/estimates/follow-up'
import { reviewDraft, reviewStates } from '@/services/reviews'

type Params = { params: Promise<{ locale: string; token: string }> }

// A client's own request: read for each visit, never prerendered or kept (next.config.ts answers it no-store).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'FollowUp' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/** The client's private page of a quotation request; a wrong or expired link is an unknown page, nothing more. */
export default async function FollowUpPage({ params }: Params) {
  const { locale, token } = await params
  setRequestLocale(locale)
  const payload = await payloadClient()
  const view = await findFollowUp(payload, token, locale as Locale)
  if (!view) notFound()
  const done = view.professionals.filter((p) => p.status === 'done').map((p) => Number(p.estimateId))
  const states = await reviewStates(payload, done)
  const reviews: Record<string, ReviewOffer> = {}
  for (const [estimateId, state] of states) {
    reviews[String(estimateId)] = {
      status: state.status,
      editable: state.editable,
      rejectionReason: state.rejectionReason,
      draft: state.editable ? await reviewDraft(payload, estimateId) : null,
    }
  }
  const candidates = (await followUpCandidates(payload, token, locale as Locale)).map((p) => ({
    id: p.id,
    title: p.title,
    city: p.city,
    postcode: p.postcode,
  }))
  return (
    <FollowUpScreen view={view} token={token} locale={locale as Locale} reviews={reviews} candidates={candidates} />
  )
}
