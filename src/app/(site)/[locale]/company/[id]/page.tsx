import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ScreenPage } from '@/components/content/ScreenPage'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { alternatesFor } from '@/lib/metadata'
import { findCompany } from '@/services/companies'

type Params = { params: Promise<{ locale: string; id: string }> }

export const generateStaticParams = () => []

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params
  const company = await findCompany(id, locale as Locale)
  if (!company) return {}
  return {
    title: company.company,
    description: company.description || undefined,
    alternates: alternatesFor(locale as Locale, () => ({ pathname: '/company/[id]', params: { id } })),
  }
}

/** A professional's public company page (the directory issue adds references, map and JSON-LD). */
export default async function CompanyPage({ params }: Params) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const company = await findCompany(id, locale as Locale)
  if (!company) notFound()
  const t = await getTranslations({ locale, namespace: 'Company' })
  return (
    <ScreenPage title={company.company} intro={t('location', { postcode: company.postcode, city: company.city })}>
      {company.description ? <p>{company.description}</p> : null}
      <p>
        <Link href="/quotation">{t('requestQuote')}</Link>
      </p>
    </ScreenPage>
  )
}
