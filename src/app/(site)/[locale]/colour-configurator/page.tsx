import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { ColourChart } from '@/components/colour-chart/ColourChart'
import { ScreenPage } from '@/components/content/ScreenPage'
import { screenPageMetadata } from '@/components/content/screen'
import { AriaLocale } from '@/components/layout/AriaLocale'
import { insulationMinimum, parseChoice, type QueryInput } from '@/domain/colour-chart'
import { CLIENT_NAMESPACES } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { pick } from '@/lib/pick'
import { findCatalogue } from '@/services/configurator'

type Params = { params: Promise<{ locale: string }>; searchParams: Promise<QueryInput> }

export const generateMetadata = ({ params }: Params) => screenPageMetadata(params, '/colour-configurator')

/**
 * The colour and finish chart: finish type, range, colour. The coatings come with the page (cached, expired when
 * staff edit them); the choice lives in the query string, read here so a shared link opens on the same choice,
 * and then changed in the browser without a round trip.
 */
export default async function ColourConfiguratorPage({ params, searchParams }: Params) {
  const { locale } = await params
  setRequestLocale(locale)
  const [screen, messages, catalogue, query] = await Promise.all([
    getTranslations({ locale, namespace: 'Screens.colour-configurator' }),
    getMessages(),
    findCatalogue(locale as Locale),
    searchParams,
  ])
  const coatings = catalogue.coatings
  return (
    <ScreenPage title={screen('title')} intro={screen('intro')}>
      <NextIntlClientProvider messages={pick(messages, [...CLIENT_NAMESPACES, 'ColourChart'])}>
        <AriaLocale>
          <ColourChart
            coatings={coatings}
            insulationMin={insulationMinimum(catalogue.systems)}
            initialChoice={parseChoice(query, coatings)}
          />
        </AriaLocale>
      </NextIntlClientProvider>
    </ScreenPage>
  )
}
