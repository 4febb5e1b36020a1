import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ScreenPage } from '@/components/content/ScreenPage'
import { Button, buttonClassName } from '@/components/ui/Button'
import { Pagination } from '@/components/ui/Pagination'
import { SiteLink } from '@/components/ui/SiteLink'
import { paginationInfo, resultRange } from '@/domain/pagination'
import {
  parseSearchPage,
  queryTerms,
  SEARCH_KINDS,
  type SearchKind,
  type SearchPageState,
  searchPageQuery,
} from '@/domain/search-query'
import { getPathname, Link, redirect } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { screenMetadata } from '@/lib/metadata'
import { payloadClient } from '@/services/core/payload'
import { type SearchHit, type SearchResult, searchSite } from '@/services/search'
import { suggestSpelling } from '@/services/search/spelling'
import { CountSearch } from './CountSearch'
import { Highlighted } from './Highlighted'
import { KindIcon, SearchIcon } from './icons'
import styles from './Search.module.css'

type QueryInput = Record<string, string | string[] | undefined>
type Params = { params: Promise<{ locale: string }>; searchParams: Promise<QueryInput> }

/** Results on a page, as the directory's. */
const PER_PAGE = 12

const href = (state: SearchPageState) => ({ pathname: '/search' as const, query: searchPageQuery(state) })

/** The search field at the top of the page: a plain form, so a search works before (and without) any script. */
async function SearchForm({ query, locale }: { query: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'SearchBox' })
  return (
    <search className={styles.search}>
      <form action={getPathname({ locale, href: '/search' })} method="get" className={styles.form}>
        <label htmlFor="search-page-q" className="visually-hidden">
          {t('label')}
        </label>
        <div className={styles.field}>
          <SearchIcon className={styles.formIcon} />
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={100}
            placeholder={t('placeholder')}
            className={styles.formInput}
            data-testid="search-page-input"
          />
        </div>
        <button type="submit" className={buttonClassName({})}>
          {t('submit')}
        </button>
      </form>
    </search>
  )
}

/** The tabs: every kind with its count; links, so each tab has its URL and a shared cache keeps it. */
async function KindTabs({ state, result, locale }: { state: SearchPageState; result: SearchResult; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Search.tabs' })
  const all = Object.values(result.counts).reduce((a, b) => a + b, 0)
  const tabs: Array<{ kind: SearchKind | null; count: number }> = [
    { kind: null, count: all },
    ...SEARCH_KINDS.filter((k) => result.counts[k] > 0 || state.kind === k).map((kind) => ({
      kind,
      count: result.counts[kind],
    })),
  ]
  return (
    <nav aria-label={t('label')} className={styles.tabs}>
      <ul>
        {tabs.map(({ kind, count }) => (
          <li key={kind ?? 'all'}>
            <Link
              href={href({ q: state.q, kind, page: 1 })}
              prefetch={false}
              className={styles.tab}
              aria-current={state.kind === kind ? 'page' : undefined}
              data-testid={`search-tab-${kind ?? 'all'}`}
            >
              {t(kind ?? 'all')} <span className={styles.count}>{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** One result: its kind, its title linked, the excerpt, the words the query matched marked (a code is in its title or text). */
async function ResultItem({ hit, query, locale }: { hit: SearchHit; query: string; locale: Locale }) {
  const kinds = await getTranslations({ locale, namespace: 'SearchBox.kind' })
  const terms = queryTerms(query, locale)
  return (
    <article className={styles.hit} data-kind={hit.kind}>
      <p className={styles.kind}>
        <KindIcon kind={hit.kind} />
        {kinds(hit.kind)}
      </p>
      <h2 className={styles.hitTitle}>
        <SiteLink href={hit.url}>
          <Highlighted text={hit.title} terms={terms} locale={locale} />
        </SiteLink>
      </h2>
      {hit.body ? (
        <p className={styles.excerpt}>
          <Highlighted text={hit.body} terms={terms} locale={locale} />
        </p>
      ) : null}
    </article>
  )
}

/** Nothing found (or nothing asked): a nearer spelling when there is one, and where help is. */
async function NoResults({ query, suggestion, locale }: { query: string; suggestion: string | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Search' })
  return (
    <div className={styles.empty} data-testid="search-empty">
      {suggestion ? (
        <p className={styles.didYouMean} data-testid="search-did-you-mean">
          {t.rich('didYouMean', {
            suggestion,
            link: (chunks) => (
              <Link href={href({ q: suggestion, kind: null, page: 1 })} prefetch={false}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <h2 className={styles.emptyTitle}>{query ? t('empty', { query }) : t('noQuery')}</h2>
      <p>{query ? t('emptyHint') : t('noQueryHint')}</p>
      <ul className={styles.offers}>
        <li>
          <Button as={Link} href="/faq" variant="secondary">
            {t('offerFaq')}
          </Button>
        </li>
        <li>
          <Button as={Link} href="/contact" variant="secondary">
            {t('offerContact')}
          </Button>
        </li>
        <li>
          <Button as={Link} href="/quotation" variant="secondary">
            {t('offerQuotation')}
          </Button>
        </li>
      </ul>
    </div>
  )
}

/** The results page: the URL is its whole state (query, tab, page), so a shared cache may keep it. */
async function SearchScreen({ locale, state }: { locale: Locale; state: SearchPageState }) {
  const payload = await payloadClient()
  const [screen, t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Screens.search' }),
    getTranslations({ locale, namespace: 'Search' }),
    searchSite(payload, { query: state.q, locale, kind: state.kind ?? undefined, page: state.page, perPage: PER_PAGE }),
  ])
  const info = paginationInfo(result.total, state.page, PER_PAGE)
  // A page beyond the last (an old link, a hand-written one) is the last page, as in the directory.
  if (result.total > 0 && info.page > info.lastPage) redirect({ locale, href: href({ ...state, page: info.lastPage }) })
  const all = Object.values(result.counts).reduce((a, b) => a + b, 0)
  const suggestion = state.q && all === 0 ? await suggestSpelling(payload, state.q, locale) : null
  const range = resultRange(info)
  return (
    <ScreenPage title={screen('title')} intro={screen('intro')}>
      <SearchForm query={state.q} locale={locale} />
      {state.page === 1 && state.kind === null ? <CountSearch query={state.q} locale={locale} /> : null}
      {all === 0 ? (
        <NoResults query={state.q} suggestion={suggestion} locale={locale} />
      ) : (
        <section aria-labelledby="search-results" className={styles.results}>
          <h2 id="search-results" className={styles.heading} data-testid="search-heading">
            {t('heading', { total: all, query: state.q })}
          </h2>
          <KindTabs state={state} result={result} locale={locale} />
          {range ? <p className={styles.range}>{t('range', { ...range, total: result.total })}</p> : null}
          {result.hits.length === 0 ? (
            <p className={styles.range} data-testid="search-empty-kind">
              {t.rich('emptyKind', {
                link: (chunks) => (
                  <Link href={href({ q: state.q, kind: null, page: 1 })} prefetch={false}>
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          ) : null}
          <ol className={styles.list} start={range?.first} data-testid="search-results">
            {result.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.ref}`}>
                <ResultItem hit={hit} query={result.query} locale={locale} />
              </li>
            ))}
          </ol>
          <Pagination info={info} locale={locale} href={(page) => href({ ...state, page })} />
        </section>
      )}
    </ScreenPage>
  )
}

/** Metadata: the screen's title with the query; never indexed (every query has its URL), links followed. */
export async function generateMetadata({ params, searchParams }: Params): Promise<Metadata> {
  const { locale } = await params
  const state = parseSearchPage(await searchParams)
  const t = await getTranslations({ locale, namespace: 'Screens.search' })
  const title = state.q ? `${state.q} – ${t('title')}` : t('title')
  return screenMetadata(locale as Locale, '/search', title, t('intro'), { robots: { index: false, follow: true } })
}

/** The page module's default export. */
export async function SearchPage({ params, searchParams }: Params) {
  const { locale } = await params
  setRequestLocale(locale)
  return <SearchScreen locale={locale as Locale} state={parseSearchPage(await searchParams)} />
}
