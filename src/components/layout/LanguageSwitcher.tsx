'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type ComponentProps, Suspense } from 'react'
import { sharedQuery } from '@/domain/language-switch'
import { Link } from '@/i18n/navigation'
import { type Locale, localeInfo, locales } from '@/i18n/routing'
import { useRoute } from '@/i18n/use-route'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, writeCookie } from '@/lib/cookies'
import styles from './Header.module.css'

/**
 * Lists the locales as "country | language" and links each to the same page in that language, with the page's
 * state that means the same in both (a directory search's filters, order and page, the colour chart's step:
 * sharedQuery). A content page reached with another language's slug redirects to its own slug, so the link
 * stays simple.
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
                <SwitchLink
                  route={route}
                  locale={locale}
                  lang={info.iso}
                  hrefLang={info.iso}
                  className={styles.languageLink}
                  onClick={() => writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE)}
                >
                  {label}
                </SwitchLink>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

type Route = { pathname: string; params: Record<string, string> }
type SwitchLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { route: Route }

/**
 * The link to the other language. The query string is read in its own Suspense boundary: a statically rendered
 * page has none on the server (the link then has none in the HTML), and the browser adds it once hydrated.
 */
function SwitchLink(props: SwitchLinkProps) {
  return (
    <Suspense fallback={<RouteLink {...props} query={{}} />}>
      <SwitchLinkWithQuery {...props} />
    </Suspense>
  )
}

function SwitchLinkWithQuery(props: SwitchLinkProps) {
  const search = useSearchParams()
  return <RouteLink {...props} query={sharedQuery(props.route.pathname, new URLSearchParams(search.toString()))} />
}

function RouteLink({ route, query, ...props }: SwitchLinkProps & { query: Record<string, string | string[]> }) {
  return (
    <Link
      // biome-ignore lint/suspicious/noExplicitAny: the pathname template and its params come from the current route
      href={{ pathname: route.pathname, params: route.params, query } as any}
      {...props}
    />
  )
}
