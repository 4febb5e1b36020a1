import { getMessages, setRequestLocale } from 'next-intl/server'
import { Configurator } from '@/components/configurator/Configurator'
import { ConfiguratorIntl } from '@/components/configurator/ConfiguratorIntl'
import { ScreenPage } from '@/components/content/ScreenPage'
import { screenPageMetadata } from '@/components/content/screen'
import { AriaLocale } from '@/components/layout/AriaLocale'
import type { Locale } from '@/i18n/routing'
import { findCatalogue } from '@/services/configurator'

type Params = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Params) => screenPageMetadata(params, '/facade-configurator')

/**
 * The facade configurator: the whole catalogue comes with the page (cached, expired when staff edit it), so every
 * step is computed in the browser without a round trip; only saving and documents call the API.
 */
export default async function FacadeConfiguratorPage({ params }: Params) {
  const { locale } = await params
  setRequestLocale(locale)
  const [messages, catalogue] = await Promise.all([getMessages(), findCatalogue(locale as Locale)])
  const own = (messages as Record<string, Record<string, unknown>>).Configurator ?? {}
  const modal = (messages as Record<string, Record<string, unknown>>).Modal ?? {}
  return (
    <ScreenPage title={String(own.title)} intro={String(own.intro)}>
      <ConfiguratorIntl messages={own} modal={{ close: String(modal.close) }}>
        <AriaLocale>
          <Configurator catalogue={catalogue} />
        </AriaLocale>
      </ConfiguratorIntl>
    </ScreenPage>
  )
}
