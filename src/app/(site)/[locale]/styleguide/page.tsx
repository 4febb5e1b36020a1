import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { ScreenPage } from '@/components/content/ScreenPage'
import { FeedbackDemo } from '@/components/styleguide/FeedbackDemo'
import { Styleguide } from '@/components/styleguide/Styleguide'
import { FORM_PAGE_NAMESPACES } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { screenMetadata } from '@/lib/metadata'
import { pick } from '@/lib/pick'

type Params = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Screens.styleguide' })
  return screenMetadata(locale as Locale, '/styleguide', t('title'), t('intro'), {
    robots: { index: false, follow: false },
  })
}

/** Every component in every state, in the page's language; not linked, not indexed. */
export default async function StyleguidePage({ params }: Params) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Screens.styleguide' })
  return (
    <ScreenPage title={t('title')} intro={t('intro')}>
      <NextIntlClientProvider messages={pick(await getMessages(), [...FORM_PAGE_NAMESPACES, 'Styleguide'])}>
        <Styleguide>
          <FeedbackDemo />
        </Styleguide>
      </NextIntlClientProvider>
    </ScreenPage>
  )
}
