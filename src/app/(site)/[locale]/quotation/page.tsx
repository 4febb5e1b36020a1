import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'
import { Reassurance } from '@/components/content/Reassurance'
import { ScreenPage } from '@/components/content/ScreenPage'
import { screenPageMetadata } from '@/components/content/screen'
import { AriaLocale } from '@/components/layout/AriaLocale'
import styles from '@/components/quotation/Quotation.module.css'
import { QuotationWizard } from '@/components/quotation/QuotationWizard'
import type { Catalogue } from '@/domain/configurator'
import { FORM_PAGE_NAMESPACES } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/routing'
import { pick } from '@/lib/pick'
import { findCatalogue, findEstimateSteps } from '@/services/configurator'
import { findWorkCategories } from '@/services/directory/filter-options'
import { findGeographicAreas } from '@/services/directory/geography'

type Params = { params: Promise<{ locale: string }> }

export const generateMetadata = ({ params }: Params) => screenPageMetadata(params, '/quotation')

/**
 * The quotation wizard: the catalogue, the steps, the work categories and the provinces' postal codes come with
 * the page (cached, the same for everyone); the answers live in the browser until the request is sent.
 */
/** The coatings with their ranges' codes and names only (no shades, images or charts). */
function finishNames(coatings: Catalogue['coatings']): Catalogue['coatings'] {
  return coatings.map((c) => ({
    ...c,
    images: [],
    colorCategories: c.colorCategories.map((category) => ({
      ...category,
      colorPdfPath: null,
      colorRanges: category.colorRanges.map((range) => ({ ...range, colorShades: [] })),
    })),
  }))
}

export default async function QuotationPage({ params }: Params) {
  const { locale } = await params
  setRequestLocale(locale)
  const [screen, messages, catalogue, steps, categories, areas] = await Promise.all([
    getTranslations({ locale, namespace: 'Screens.quotation' }),
    getMessages(),
    findCatalogue(locale as Locale),
    findEstimateSteps(locale as Locale),
    findWorkCategories(locale as Locale),
    findGeographicAreas(locale as Locale),
  ])
  return (
    <ScreenPage title={screen('title')} intro={screen('intro')}>
      <div className={styles.page}>
        <div className={styles.pageMain}>
          <NextIntlClientProvider messages={pick(messages, [...FORM_PAGE_NAMESPACES, 'Quotation'])}>
            <AriaLocale>
              <Suspense>
                <QuotationWizard
                  // What the system step reads, and the finishes' and ranges' names a configurator link's colour is
                  // told with; products, shades and images stay on the server.
                  catalogue={{ ...catalogue, products: [], coatings: finishNames(catalogue.coatings) }}
                  steps={steps}
                  workCategories={categories}
                  postalRanges={areas.flatMap((a) => a.postalCodesRange)}
                />
              </Suspense>
            </AriaLocale>
          </NextIntlClientProvider>
        </div>
        <Reassurance locale={locale as Locale} namespace="Quotation" points={['free', 'pros', 'time', 'data']} />
      </div>
    </ScreenPage>
  )
}
