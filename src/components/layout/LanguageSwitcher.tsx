'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { type Locale, localeInfo, locales } from '@/i18n/routing'
import { useRoute } from '@/i18n/use-route'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, writeCookie } from '@/lib/cookies'
import styles from './Header.module.css'

/**
 * Lists the locales as "country | language" and links each to the same page in that language. A content
 * page reached with another language's slug redirects to its own slug, so the link stays simple.
 */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher')
  const current = useLocale() as Locale
  // The same route on the server and in the browser; a path that is no route (the 404 page) links to the home.
  const route = useRoute() ?? { pathname: '/' as const, params: {} }
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
                  href={{ pathname: route.pathname, params: route.params } as any}
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
