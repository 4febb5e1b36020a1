import { type Locale, localeInfo } from '@/i18n/routing'

/** A date as readers of the language write it (22 novembre 2026, 22 november 2026), on Belgian time. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso))
}
