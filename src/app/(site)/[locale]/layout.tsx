import '@/styles/globals.css'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { type ReactNode, Suspense } from 'react'
import { ChunkReloadGuard } from '@/components/layout/ChunkReloadGuard'
import { ConsentBanner } from '@/components/layout/consent/ConsentBanner'
import { TagManager } from '@/components/layout/consent/TagManager'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { IntentPrefetch } from '@/components/layout/IntentPrefetch'
import { LoadingBar } from '@/components/layout/LoadingBar'
import { ModalHost } from '@/components/layout/modals/ModalHost'
import { ModalProvider } from '@/components/layout/modals/ModalProvider'
import { ScrollToHash } from '@/components/layout/ScrollToHash'
import { SessionProvider } from '@/components/layout/SessionProvider'
import { ToastProvider } from '@/components/layout/toasts/ToastProvider'
import { consentChosenScript } from '@/domain/consent'
import { CLIENT_NAMESPACES } from '@/i18n/client-messages'
import { type Locale, localeInfo, routing } from '@/i18n/routing'
import { env } from '@/lib/env'
import { pick } from '@/lib/pick'
import { getMenus } from '@/services/content/navigation'

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#9c3d1c' }

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${t('brand')} · ${t('tagline')}`, template: `%s · ${t('brand')}` },
    description: t('description'),
    openGraph: { siteName: t('brand'), locale: localeInfo[locale as Locale]?.iso.replace('-', '_') },
  }
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const [messages, menus] = await Promise.all([getMessages(), getMenus(locale)])
  return (
    // The head's script may mark <html> before hydration (consentChosenScript), hence suppressHydrationWarning.
    <html lang={localeInfo[locale].iso} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own, run before the first paint */}
        <script dangerouslySetInnerHTML={{ __html: consentChosenScript() }} />
      </head>
      <body>
        <NextIntlClientProvider locale={locale} messages={pick(messages, CLIENT_NAMESPACES)}>
          <SessionProvider locale={locale}>
            <ModalProvider>
              <ToastProvider>
                <LoadingBar />
                <ConsentBanner />
                <Header menus={menus} />
                <main id="main" tabIndex={-1}>
                  {children}
                </main>
                <Footer locale={locale} />
                <Suspense>
                  <ModalHost />
                </Suspense>
                <ScrollToHash />
                <IntentPrefetch />
                <ChunkReloadGuard />
                <TagManager gtmId={env.GTM_ID} />
              </ToastProvider>
            </ModalProvider>
          </SessionProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
