import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PreviewScreen } from '@/components/preview/PreviewScreen'
import { isPreviewCollection, previewId } from '@/domain/preview'
import { routing } from '@/i18n/routing'
import { isStaffRequest } from '@/services/accounts/staff-session'
import { payloadClient } from '@/services/core/payload'

type Props = { params: Promise<{ locale: string; collection: string; id: string }> }

// Personal (read with the staff member's cookie) and never cached (next.config.ts sends no-store).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Preview' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * Staff's preview of a landing, page, article, blog or reference: its latest saved version (a draft included) as
 * the site will show it once published. Anyone else gets the 404 page, as for a document that does not exist.
 */
export default async function PreviewPage({ params }: Props) {
  const { locale, collection, id } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const docId = previewId(id)
  if (!isPreviewCollection(collection) || docId === null) notFound()
  if (!(await isStaffRequest(await payloadClient(), await headers()))) notFound()
  return <PreviewScreen collection={collection} id={docId} locale={locale} />
}
