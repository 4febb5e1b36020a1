'use client'

import { useParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { Link, usePathname } from '@/i18n/navigation'
import { type Locale, localeInfo, locales } from '@/i18n/routing'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, writeCookie } from '@/lib/cookies'
import styles from './Header.module.css'

/**
 * Lists the locales as "country | language" and links each to the same page in that language. A content
 * page reached with another language's slug redirects to its own slug, so the link stays simple.
 */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher')
  const current = useLocale() as Locale
  const pathname = usePathname()
  const params = useParams<Record<string, string | string[]>>()
  const { locale: _locale, ...rest } = params
  // A catch-all segment comes as an array; the route templates take it as one value.
  const routeParams = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]))
  return (
    <nav aria-label={t('label')} className={styles.languages}>
      <ul>
        {locales.map((locale) => {
          const info = localeInfo[locale]
          const label = t('current', { country: info.country, language: info.language })
          return (
            <li key={locale}>
              {locale === current ? (
                <span aria-current="true" className={styles.languageCurrent} lang={info.iso}>
                  {label}
                </span>
              ) : (
                <Link
                  // biome-ignore lint/suspicious/noExplicitAny: the pathname template and its params come from the current route
                  href={{ pathname, params: routeParams } as any}
                  locale={locale}
                  lang={info.iso}
                  hrefLang={info.iso}
                  className={styles.languageLink}
                  onClick={() => writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE)}
                >
                  {label}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
