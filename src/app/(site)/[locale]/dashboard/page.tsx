import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { ScreenPage } from '@/components/content/ScreenPage'
import { screenPageMetadata } from '@/components/content/screen'
import { Dashboard } from '@/components/dashboard/Dashboard'
import { AriaLocale } from '@/components/layout/AriaLocale'
import { dashboardTab } from '@/domain/dashboard'
import { RETURN_PARAM } from '@/domain/modals'
import { FORM_PAGE_NAMESPACES } from '@/i18n/client-messages'
import { getPathname, redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { SESSION_COOKIE } from '@/lib/cookies'
import { pick } from '@/lib/pick'
import { userFromToken } from '@/services/accounts'
import { payloadClient } from '@/services/core/payload'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { ...(await screenPageMetadata(params, '/dashboard')), robots: { index: false, follow: false } }
}

/**
 * The professional dashboard. The session is checked here, on the server: a visitor without one is sent to the
 * sign-in dialog and comes back to the same tab once signed in. Personal, so never cached (next.config.ts).
 */
export default async function DashboardPage({ params, searchParams }: Props) {
  const { locale } = (await params) as { locale: Locale }
  setRequestLocale(locale)
  const query = await searchParams
  const tab = dashboardTab(query.tab)
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  const user = await userFromToken(await payloadClient(), token)
  if (!user) {
    const back = getPathname({ locale, href: { pathname: '/dashboard', query: tab === 'dashboard' ? {} : { tab } } })
    redirect({ locale, href: { pathname: '/', query: { login: '', [RETURN_PARAM]: back } } })
  }
  const [t, messages] = await Promise.all([getTranslations({ locale, namespace: 'Screens.dashboard' }), getMessages()])
  return (
    <ScreenPage title={t('title')} intro={t('intro')}>
      <NextIntlClientProvider messages={pick(messages, [...FORM_PAGE_NAMESPACES, 'Dashboard'])}>
        <AriaLocale>
          <Dashboard initialTab={tab} userId={String(user?.id)} firstname={user?.firstname ?? ''} />
        </AriaLocale>
      </NextIntlClientProvider>
    </ScreenPage>
  )
}
