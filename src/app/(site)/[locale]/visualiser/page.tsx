import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { ScreenPage } from '@/components/content/ScreenPage'
import { screenPageMetadata } from '@/components/content/screen'
import { AriaLocale } from '@/components/layout/AriaLocale'
import { Visualiser } from '@/components/visualiser/Visualiser'
import { insulationMinimum } from '@/domain/colour-chart'
import { CLIENT_NAMESPACES } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { pick } from '@/lib/pick'
import { findCatalogue } from '@/services/configurator'

type Params = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Params) => screenPageMetadata(params, '/visualiser')

/**
 * The facade visualiser. The page is the same for everyone (cached, expired with the catalogue): the photo never
 * leaves the browser, and a shade the visitor comes with is read from the address there.
 */
export default async function VisualiserPage({ params }: Params) {
  const { locale } = await params
  setRequestLocale(locale)
  const [screen, messages, catalogue] = await Promise.all([
    getTranslations({ locale, namespace: 'Screens.visualiser' }),
    getMessages(),
    findCatalogue(locale as Locale),
  ])
  return (
    <ScreenPage title={screen('title')} intro={screen('intro')}>
      <NextIntlClientProvider
        messages={pick(messages, [...CLIENT_NAMESPACES, 'Validation', 'Modal', 'ColourChart', 'Visualiser'])}
      >
        <AriaLocale>
          <Visualiser coatings={catalogue.coatings} insulationMin={insulationMinimum(catalogue.systems)} />
        </AriaLocale>
      </NextIntlClientProvider>
    </ScreenPage>
  )
}
