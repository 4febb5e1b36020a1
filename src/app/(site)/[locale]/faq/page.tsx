import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { breadcrumbList, JsonLd } from '@/components/content/JsonLd'
import { ScreenPage } from '@/components/content/ScreenPage'
import { defaultFaq, FaqScreen } from '@/components/faq/FaqScreen'
import type { Locale } from '@/i18n/routing'
import { absoluteUrl, screenMetadata } from '@/lib/metadata'
import { findFaqs } from '@/services/content/faqs'

type Params = { params: Promise<{ locale: string }> }

/** Metadata of the FAQ a visitor without a profile sees (the one search engines index). */
export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  const [t, faqs] = await Promise.all([
    getTranslations({ locale, namespace: 'Screens.faq' }),
    findFaqs(locale as Locale),
  ])
  const faq = defaultFaq(faqs)
  return screenMetadata(
    locale as Locale,
    '/faq',
    faq?.metaTitle || faq?.subject || t('title'),
    faq?.metaDescription || t('intro'),
  )
}

/** The FAQ page: the same for every visitor; the browser shows the active profile's FAQ. */
export default async function FaqPage({ params }: Params) {
  const { locale } = await params
  setRequestLocale(locale)
  const l = locale as Locale
  const [t, seo, faqs] = await Promise.all([
    getTranslations({ locale, namespace: 'Screens.faq' }),
    getTranslations({ locale, namespace: 'Seo' }),
    findFaqs(l),
  ])
  const crumbs = breadcrumbList([
    { name: seo('home'), url: absoluteUrl(l, '/') },
    { name: t('title'), url: absoluteUrl(l, '/faq') },
  ])
  return (
    <>
      <ScreenPage title={t('title')} intro={t('intro')}>
        <FaqScreen faqs={faqs} locale={l} />
      </ScreenPage>
      <JsonLd data={crumbs} />
    </>
  )
}
