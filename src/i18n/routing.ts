import { defineRouting } from 'next-intl/routing'

import { defaultLocale, type Locale, locales } from '@/domain/locales'

export { defaultLocale, isLocale, type Locale, locales } from '@/domain/locales'

/** Locale records: ISO code for hreflang and the label shown by the language switcher. */
export const localeInfo: Record<Locale, { iso: string; country: string; language: string }> = {
  fr: { iso: 'fr-BE', country: 'Belgique', language: 'Français' },
  nl: { iso: 'nl-BE', country: 'België', language: 'Nederlands' },
}

/** Internal path (folder under app/(site)/[locale]) → localized public path, one entry per screen. */
export const pathnames = {
  '/': '/',
  '/colour-configurator': { fr: '/configurateur-couleurs-finitions', nl: '/kleur-en-afwerkingsconfigurator' },
  '/facade-configurator': { fr: '/configurateur-facade', nl: '/gevelconfigurator' },
  '/contact': '/contact',
  '/quotation': { fr: '/devis', nl: '/prijsofferte' },
  '/facade': { fr: '/facadier', nl: '/gevelbezetter' },
  '/faq': '/faq',
  '/find-plaquiste': '/find-plaquiste',
  '/individual': { fr: '/particulier', nl: '/eigenaar' },
  '/roofer': { fr: '/plafonneur', nl: '/stukadoor' },
  '/plaquiste': '/plaquiste',
  '/pro': '/pro',
  '/search': { fr: '/recherche', nl: '/zoeken' },
  '/search-pro': { fr: '/recherche-pro', nl: '/pro-zoeken' },
  '/dashboard': { fr: '/tableau-de-bord', nl: '/dashboard' },
  '/find-facade': { fr: '/trouver-un-facadier', nl: '/een-gevelbezetter-vinden' },
  '/find-roofer': { fr: '/trouver-un-plafonneur', nl: '/een-stukadoor-vinden' },
  '/article/[slug]': { fr: '/article/[slug]', nl: '/artikel/[slug]' },
  '/blog/[slug]': '/blog/[slug]',
  '/company/[id]': { fr: '/entreprise/[id]', nl: '/bedrijf/[id]' },
  '/follow-up/[token]': { fr: '/mes-demandes/[token]', nl: '/mijn-aanvragen/[token]' },
  '/reference/[slug]': { fr: '/reference/[slug]', nl: '/referentie/[slug]' },
  '/styleguide': '/styleguide',
  '/visualiser': { fr: '/visualiseur-facade', nl: '/gevelvisualisatie' },
  '/[slug]': '/[slug]',
} as const

export type AppPathname = keyof typeof pathnames

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  // The proxy writes the locale cookie itself, only at "/" (see src/proxy.ts): a page response that
  // sets a cookie could not be kept by a shared cache.
  localeCookie: false,
  localeDetection: false,
  alternateLinks: false,
})
