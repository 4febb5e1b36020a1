import type { ServerProps } from 'payload'
import { type AdminTranslationKey, adminT } from '@/admin/translations'
import { type Locale, locales } from '@/domain/locales'
import { type InsightQuery, searchInsight } from '@/services/search/insight'

const LOCALE_NAMES: Record<Locale, AdminTranslationKey> = { fr: 'localeFr', nl: 'localeNl' }

/**
 * Below the /admin dashboard's collections: the site search's most frequent queries of the last 30 days and those
 * that found nothing, per language (src/services/search/insight.ts), so editors see what content is missing. A
 * server component: the statistics are read on the server for staff only, and reach no other door (the table is
 * no Payload collection, so neither REST nor GraphQL serves it).
 */
export async function SearchInsight({ payload, user, i18n }: ServerProps) {
  // Payload renders custom admin components for any signed-in account of /admin; staff only, checked here again.
  if (user?.collection !== 'users') return null
  const say = (key: AdminTranslationKey) => adminT(i18n.t, key)
  // Statistics never keep staff from the dashboard: a failed read shows nothing and is logged.
  const insight = await searchInsight(payload).catch((err: unknown) => {
    payload.logger.error({ err }, 'could not read the search statistics')
    return null
  })
  if (!insight) return null
  const number = new Intl.NumberFormat(i18n.language)

  const table = (title: string, rows: InsightQuery[], testId: string) => (
    <section data-testid={testId} style={{ marginTop: '1.5rem' }}>
      <h3 style={{ margin: '0 0 0.75rem' }}>{title}</h3>
      <div style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        {locales.map((locale) => {
          const own = rows.filter((row) => row.locale === locale)
          return (
            <div key={locale} className="table" data-locale={locale}>
              <table cellPadding={0} cellSpacing={0} style={{ width: '100%' }}>
                <caption style={{ textAlign: 'start', fontWeight: 600, padding: '0 0 0.5rem' }}>
                  {say(LOCALE_NAMES[locale])}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{say('searchQuery')}</th>
                    <th scope="col" style={{ textAlign: 'end' }}>
                      {say('searchCount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {own.length === 0 ? (
                    <tr>
                      <td colSpan={2}>{say('searchNone')}</td>
                    </tr>
                  ) : (
                    own.map((row) => (
                      <tr key={row.query}>
                        <td style={{ overflowWrap: 'anywhere' }}>{row.query}</td>
                        <td style={{ textAlign: 'end' }}>{number.format(row.searches)}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          )
        })}
      </div>
    </section>
  )

  return (
    <div data-testid="search-insight" style={{ marginTop: '2.5rem' }}>
      <h2 style={{ margin: 0 }}>{say('searchInsight')}</h2>
      <p style={{ margin: '0.5rem 0 0', opacity: 0.8 }}>{say('searchInsightHint')}</p>
      {table(say('searchFrequent'), insight.frequent, 'search-insight-frequent')}
      {table(say('searchEmpty'), insight.empty, 'search-insight-empty')}
    </div>
  )
}
