import type { Metadata } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import { ScreenPage } from '@/components/content/ScreenPage'
import { AriaLocale } from '@/components/layout/AriaLocale'
import { Button } from '@/components/ui/Button'
import {
  changeQuery,
  type DirectoryQuery,
  directoryQueryObject,
  hasFilters,
  type ParseOptions,
  parseDirectoryQuery,
  type QueryInput,
  rawSizes,
  serializeDirectoryQuery,
  withoutFilters,
} from '@/domain/directory'
import { pointOf } from '@/domain/geo/distance'
import { resultRange } from '@/domain/pagination'
import type { ProfessionalProfile } from '@/domain/profiles'
import { CLIENT_NAMESPACES } from '@/i18n/client-messages'
import { getPathname, Link, redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import { screenMetadata } from '@/lib/metadata'
import { pick } from '@/lib/pick'
import { searchProfessionalCards } from '@/services/directory'
import { findRegions, findWorkCategories } from '@/services/directory/filter-options'
import styles from './Directory.module.css'
import { FilterPanel } from './FilterPanel'
import { MapSection } from './MapSection'
import { Pagination } from './Pagination'
import { ProfessionalCard } from './ProfessionalCard'
import { RememberSearch } from './RememberSearch'
import { ResultsToolbar } from './ResultsToolbar'
import { type DirectoryRoute, ResultsRegion, SearchProvider } from './SearchProvider'
import { Suggestions } from './Suggestions'

/** How many work categories are suggested above the results. */
const SUGGESTED_CATEGORIES = 4

type Params = { params: Promise<{ locale: string }>; searchParams: Promise<QueryInput> }

const screenName = (route: DirectoryRoute) => route.slice(1) as 'search-pro'

/** The empty result: it says so, and offers a wider search when filters narrowed it. */
async function EmptyResult({
  query,
  route,
  options,
  locale,
}: {
  query: DirectoryQuery
  route: DirectoryRoute
  options: ParseOptions
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Directory.results' })
  const narrowed = hasFilters(query, options)
  return (
    <div className={styles.empty} data-testid="directory-empty">
      <p className={styles.emptyTitle}>{narrowed ? t('empty') : t('noneListed')}</p>
      {narrowed ? (
        <>
          <p>{t('emptyHint')}</p>
          <Button
            as={Link}
            href={{ pathname: route, query: directoryQueryObject(withoutFilters(query, options), options) }}
            variant="secondary"
          >
            {t('widen')}
          </Button>
        </>
      ) : route !== '/search-pro' ? (
        <Button as={Link} href="/search-pro" variant="secondary">
          {t('allProfessionals')}
        </Button>
      ) : null}
    </div>
  )
}

/** A directory screen: the search page, or a find-a-pro page whose profile is fixed. */
async function DirectoryScreen({
  locale,
  route,
  fixedProfile,
  input,
}: {
  locale: Locale
  route: DirectoryRoute
  fixedProfile?: ProfessionalProfile
  input: QueryInput
}) {
  const options: ParseOptions = { fixedProfile }
  const query = parseDirectoryQuery(input, options)
  const [screen, t, messages, results, categories, regions] = await Promise.all([
    getTranslations({ locale, namespace: `Screens.${screenName(route)}` }),
    getTranslations({ locale, namespace: 'Directory' }),
    getMessages({ locale }),
    searchProfessionalCards(query, locale),
    findWorkCategories(locale),
    findRegions(locale),
  ])
  const info = results.paginationInfo
  // A page beyond the last (an old link, a hand-written one) is the last page: "Page 99 of 6" helped nobody.
  if (info.page > info.lastPage) {
    redirect({
      locale,
      href: { pathname: route, query: directoryQueryObject(changeQuery(query, { page: info.lastPage }), options) },
    })
  }
  const range = resultRange(info)
  const pins = env.MAP_STYLE_URL
    ? results.items.flatMap((p) => {
        const at = pointOf(p)
        return at
          ? [
              {
                id: p.id,
                title: p.title,
                place: `${p.postcode} ${p.city}`,
                href: getPathname({ locale, href: { pathname: '/company/[id]', params: { id: p.id } } }),
                ...at,
              },
            ]
          : []
      })
    : []

  return (
    <ScreenPage title={screen('title')} intro={screen('intro')}>
      <NextIntlClientProvider messages={pick(messages, [...CLIENT_NAMESPACES, 'Directory'])}>
        <SearchProvider route={route} fixedProfile={fixedProfile} query={query}>
          <AriaLocale>
            <div className={styles.layout}>
              <FilterPanel
                action={getPathname({ locale, href: route })}
                categories={categories}
                regions={regions}
                total={info.totalCount}
                sizeInput={rawSizes(input)}
              />
              <RememberSearch />
              <section className={styles.results} aria-labelledby="directory-results">
                <ResultsToolbar
                  heading={t('results.heading', { total: info.totalCount })}
                  range={range ? t('results.range', { ...range, total: info.totalCount }) : null}
                />
                <Suggestions
                  suggested={categories.slice(0, SUGGESTED_CATEGORIES)}
                  query={query}
                  route={route}
                  fixedProfile={fixedProfile}
                  locale={locale}
                />
                {env.MAP_STYLE_URL && pins.length > 0 ? (
                  <MapSection
                    styleUrl={env.MAP_STYLE_URL}
                    pins={pins}
                    near={query.near}
                    label={t('map.label')}
                    youLabel={t('map.you')}
                  />
                ) : null}
                <ResultsRegion className={styles.resultsRegion}>
                  {results.items.length > 0 ? (
                    <ol className={styles.list} start={range?.first}>
                      {results.items.map((pro) => (
                        <li key={pro.id}>
                          <ProfessionalCard pro={pro} locale={locale} />
                        </li>
                      ))}
                    </ol>
                  ) : (
                    <EmptyResult query={query} route={route} options={options} locale={locale} />
                  )}
                  <Pagination info={info} query={query} route={route} fixedProfile={fixedProfile} locale={locale} />
                </ResultsRegion>
              </section>
            </div>
          </AriaLocale>
        </SearchProvider>
      </NextIntlClientProvider>
    </ScreenPage>
  )
}

/** The page module of a directory screen: metadata and page, the search read from the query string. */
export function directoryRoute(route: DirectoryRoute, fixedProfile?: ProfessionalProfile) {
  return {
    async generateMetadata({ params, searchParams }: Params): Promise<Metadata> {
      const { locale } = await params
      const t = await getTranslations({ locale, namespace: `Screens.${screenName(route)}` })
      const query = parseDirectoryQuery(await searchParams, { fixedProfile })
      // Every search has its URL, but only the screen itself is worth indexing.
      const narrowed = serializeDirectoryQuery(query, { fixedProfile }) !== ''
      return screenMetadata(
        locale as Locale,
        route,
        t('title'),
        t('intro'),
        narrowed ? { robots: { index: false, follow: true } } : {},
      )
    },
    async page({ params, searchParams }: Params) {
      const { locale } = await params
      setRequestLocale(locale)
      return (
        <DirectoryScreen
          locale={locale as Locale}
          route={route}
          fixedProfile={fixedProfile}
          input={await searchParams}
        />
      )
    },
  }
}
