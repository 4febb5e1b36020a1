import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { AppPathname, Locale } from '@/i18n/routing'
import { screenMetadata } from '@/lib/metadata'
import { ScreenPage } from './ScreenPage'

type StaticScreen = Exclude<AppPathname, `${string}[${string}` | '/'>

const screenName = (screen: StaticScreen) => screen.slice(1)

/** Metadata of a screen whose title and introduction live in messages under Screens.<route name>. */
export async function screenPageMetadata(params: Promise<{ locale: string }>, screen: StaticScreen): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: `Screens.${screenName(screen)}` as 'Screens.contact' })
  return screenMetadata(locale as Locale, screen, t('title'), t('intro'))
}

/** A screen that a later feature fills: its title and introduction in the page layout. */
export async function renderScreen(params: Promise<{ locale: string }>, screen: StaticScreen) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: `Screens.${screenName(screen)}` as 'Screens.contact' })
  return <ScreenPage title={t('title')} intro={t('intro')} />
}

type Params = { params: Promise<{ locale: string }> }

/** The page module of a static screen: its metadata and its page component. */
export function screenRoute(screen: StaticScreen) {
  return {
    generateMetadata: ({ params }: Params) => screenPageMetadata(params, screen),
    page: ({ params }: Params) => renderScreen(params, screen),
  }
}
