import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ScreenPage } from '@/components/content/ScreenPage'
import { renderScreen, screenPageMetadata, type screenRoute } from '@/components/content/screen'
import type { LandingType } from '@/domain/profiles'
import { type Locale, locales } from '@/i18n/routing'
import { env } from '@/lib/env'
import { absoluteUrl, screenMetadata, socialMetadata } from '@/lib/metadata'
import { findLanding, type LandingView } from '@/services/content/landings'
import { LandingHero } from './LandingHero'
import { Paragraphs } from './Paragraphs'

/** A landing's screen: its hero (or its title and description without one), then its paragraphs. */
export function LandingBody({ landing, locale }: { landing: LandingView; locale: Locale }) {
  return (
    <div data-landing={landing.landingType}>
      {landing.hero ? (
        <LandingHero block={landing.hero} locale={locale} pageTitle={landing.title} />
      ) : (
        <ScreenPage title={landing.title} intro={landing.description ?? undefined} />
      )}
      {landing.paragraphs.length > 0 ? (
        <div className="container">
          <Paragraphs blocks={landing.paragraphs} locale={locale} />
        </div>
      ) : null}
    </div>
  )
}

/**
 * The published landing of a type (hero and paragraphs), or nothing when none is published: a screen can put it
 * above its own content (the find-a-professional searches). It renders the page's h1.
 */
export async function LandingScreen({ landingType, locale }: { landingType: LandingType; locale: Locale }) {
  const landing = await findLanding(landingType, locale)
  return landing ? <LandingBody landing={landing} locale={locale} /> : null
}

type StaticScreen = Parameters<typeof screenRoute>[0]

/** Title and description of a landing for search engines and social cards, with their fallbacks. */
export async function landingSummary(landing: LandingView, locale: Locale) {
  const meta = await getTranslations({ locale, namespace: 'Meta' })
  return {
    title: landing.metaTitle || landing.title,
    description: landing.metaDescription || landing.description || meta('description'),
  }
}

/** Metadata of a landing at its screen's path; the hero's first image is the social card's. */
export async function landingMetadata(
  landing: LandingView,
  locale: Locale,
  screen: StaticScreen | '/',
  extra: Metadata = {},
): Promise<Metadata> {
  const { title, description } = await landingSummary(landing, locale)
  const hero = landing.hero
  const image = hero ? (hero.blockType === 'heroSingle' ? hero.image : (hero.left.image ?? hero.right.image)) : null
  return screenMetadata(locale, screen, title, description, {
    ...(image
      ? socialMetadata({
          locale,
          title,
          description,
          url: absoluteUrl(locale, screen),
          image: {
            url: new URL(image.url, env.SITE_URL).toString(),
            width: image.width,
            height: image.height,
            alt: image.alt || title,
          },
        })
      : {}),
    ...extra,
  })
}

type Params = { params: Promise<{ locale: string }> }

/**
 * The route's locale, or null for a path that names none (`/favicon.ico` reaches `[locale]`): the layout answers
 * 404, but the page renders beside it and must not read content in a language that does not exist.
 */
export async function routeLocale(params: Params['params']): Promise<Locale | null> {
  const { locale } = await params
  return hasLocale(locales, locale) ? locale : null
}

/**
 * The page module of a landing route: the published landing of the type, or the screen's message-based title
 * and introduction while none is published (an empty database still renders).
 */
export function landingRoute(landingType: LandingType, screen: StaticScreen) {
  return {
    async generateMetadata({ params }: Params): Promise<Metadata> {
      const locale = await routeLocale(params)
      const landing = locale ? await findLanding(landingType, locale) : null
      return locale && landing ? landingMetadata(landing, locale, screen) : screenPageMetadata(params, screen)
    },
    async page({ params }: Params) {
      const locale = await routeLocale(params)
      if (!locale) notFound()
      setRequestLocale(locale)
      const landing = await findLanding(landingType, locale)
      return landing ? <LandingBody landing={landing} locale={locale} /> : renderScreen(params, screen)
    },
  }
}
