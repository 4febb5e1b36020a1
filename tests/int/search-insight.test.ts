import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Insight from '@/services/search/insight'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * The site search's statistics for staff (issue 26, point 5; src/services/search/insight.ts) on the database it
 * runs on: counts per day, language and normalised query, searches that found nothing counted apart, nothing of a
 * person stored, a rate limit per address, 30 days kept, the insight's order. PostgreSQL's database is shared with
 * other files and runs: every query starts with a word of this run's own (`token`), the checks read only those,
 * and this run's rows are removed at the end.
 */

let t: TestPayload
let payload: Payload
let insight: typeof Insight
let sqlModule: typeof import('@/services/sql')
let limits: typeof import('@/lib/rate-limit')
let token = ''
let clock = Date.now()
let addresses = 0

const DAY = 24 * 60 * 60 * 1000
/** The calendar day in Belgium of a moment (as the service dates its rows). */
const dayOf = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(at)
/** Noon `days` days ago in Belgium (clear of midnight whatever the time zone and daylight saving). */
const daysAgo = (days: number) => new Date(`${dayOf(new Date(Date.now() - days * DAY))}T12:00:00+01:00`)

/** Records one search, from an address of its own unless one is given. */
const record = (query: string, more: Partial<Insight.RecordedSearch> = {}) =>
  insight.recordSearch(payload, {
    query,
    locale: 'fr',
    total: 3,
    address: `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`,
    ...more,
  })

interface Row {
  day: string
  locale: string
  query: string
  searches: number
  empty_searches: number
}

/** This run's stored rows whose query starts with `prefix` (the token by default). */
async function rows(prefix = token): Promise<Row[]> {
  const { selectRows, sql, TABLES } = sqlModule
  const Q = TABLES.searchQueries
  const found = await selectRows(
    payload,
    sql`SELECT CAST(${Q.c.day} AS TEXT) AS "day", ${Q.c.locale} AS "locale", ${Q.c.query} AS "query",
          ${Q.c.searches} AS "searches", ${Q.c.empty_searches} AS "empty_searches"
        FROM ${Q.ref} WHERE ${Q.c.query} LIKE ${`${prefix}%`} ORDER BY "day", "locale", "query"`,
  )
  return found.map((r) => ({
    day: String(r.day),
    locale: String(r.locale),
    query: String(r.query),
    searches: Number(r.searches),
    empty_searches: Number(r.empty_searches),
  }))
}

/** The insight's entries of this run, without the token. */
const ours = (list: Insight.InsightQuery[]) =>
  list
    .filter((e) => e.query.startsWith(token))
    .map((e) => ({ ...e, query: e.query.slice(token.length).trim() || '(token)' }))

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  insight = await import('@/services/search/insight')
  sqlModule = await import('@/services/sql')
  limits = await import('@/lib/rate-limit')
  limits.setRateLimitClock(() => clock)
  token = `zz${t.runId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`
})

afterAll(async () => {
  if (payload && token) {
    const { changedRows, sql, TABLES } = sqlModule
    const Q = TABLES.searchQueries
    await changedRows(payload, sql`DELETE FROM ${Q.ref} WHERE ${Q.c.query} LIKE ${`${token}%`}`)
  }
  limits?.setRateLimitClock()
  await t?.stop()
})

describe('recording a search', () => {
  it('counts the searches of a query per day and language', async () => {
    const q = `${token} enduit chaux`
    expect(await record(q)).toBe(true)
    expect(await record(q)).toBe(true)
    expect(await record(q, { locale: 'nl' })).toBe(true)
    expect(await record(q, { at: daysAgo(1) })).toBe(true)
    expect(await rows(q)).toEqual([
      { day: dayOf(daysAgo(1)), locale: 'fr', query: q, searches: 1, empty_searches: 0 },
      { day: dayOf(new Date()), locale: 'fr', query: q, searches: 2, empty_searches: 0 },
      { day: dayOf(new Date()), locale: 'nl', query: q, searches: 1, empty_searches: 0 },
    ])
  })

  it('counts one query whatever its case, accents and spaces', async () => {
    for (const typed of [
      `  ${token} Façade   ENDUIT `,
      `${token} facade enduit`,
      `${token.toUpperCase()}\tFAÇADE\nÉnduit`,
      `${token} fac\u0327ade enduit`,
    ])
      expect(await record(typed)).toBe(true)
    expect((await rows(`${token} fa`)).map((r) => [r.query, r.searches])).toEqual([[`${token} facade enduit`, 4]])

    await record(`${token} ${'œuvre '.repeat(60)}`)
    const [long] = await rows(`${token} oeuvre`)
    expect(long?.query.length).toBeLessThanOrEqual(100)
    expect(long?.query.startsWith(`${token} oeuvre oeuvre`)).toBe(true)
  })

  it('counts the searches that found nothing apart', async () => {
    const q = `${token} crepi silicone`
    await record(q, { total: 0 })
    await record(q, { total: 0 })
    await record(q, { total: 12 })
    expect((await rows(q)).map((r) => [r.searches, r.empty_searches])).toEqual([[3, 2]])
  })

  it('records no empty query and no unknown language', async () => {
    expect(await record('   ')).toBe(false)
    expect(await record('\n\t')).toBe(false)
    expect(await record(`${token} english`, { locale: 'en' })).toBe(false)
    expect(await record(`${token} nan`, { total: Number.NaN })).toBe(false)
    expect(await rows(`${token} english`)).toEqual([])
    expect(await rows(`${token} nan`)).toEqual([])
  })

  it('stores nothing of the person: no address, no account, no time finer than the day', async () => {
    const address = '203.0.113.77'
    await record(`${token} isolation`, { address })
    const { selectRows, sql, TABLES } = sqlModule
    const columns = t.isPostgres
      ? await selectRows(
          payload,
          sql`SELECT column_name AS "name" FROM information_schema.columns
              WHERE table_schema = current_schema() AND table_name = ${TABLES.searchQueries.name}`,
        )
      : await selectRows(payload, sql`SELECT name FROM pragma_table_info(${TABLES.searchQueries.name})`)
    expect(columns.map((c) => String(c.name)).sort()).toEqual(
      ['day', 'empty_searches', 'locale', 'query', 'searches'].sort(),
    )
    const stored = await rows(`${token} isolation`)
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain('203.0.113')
    expect(stored[0]?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('counts a query once a day per address, and an address past its limit no more; never failing the search', async () => {
    const again = `${token} again`
    const q = `${token} limited`
    const [a, b] = ['198.51.100.9', '198.51.100.10']
    expect(await record(again, { address: a })).toBe(true)
    expect(await record(again, { address: a })).toBe(false)
    expect(await record(again, { address: b })).toBe(true)
    expect((await rows(again)).map((r) => r.searches)).toEqual([2])

    // Two of the address's 30 counted searches a window are spent.
    for (let i = 0; i < 28; i++) expect(await record(`${q} ${i}`, { address: a })).toBe(true)
    expect(await record(`${q} more`, { address: a })).toBe(false)
    expect(await record(`${q} more`, { address: a, total: 0 })).toBe(false)
    expect(await record(`${q} more`, { address: b })).toBe(true)
    const total = async () => (await rows(q)).reduce((sum, r) => sum + r.searches, 0)
    expect(await total()).toBe(29)

    // Ten minutes on, the address counts again; a day on, the same query too.
    clock += 10 * 60 * 1000 + 1
    expect(await record(`${q} later`, { address: a })).toBe(true)
    expect(await record(again, { address: a })).toBe(false)
    clock += 24 * 60 * 60 * 1000
    expect(await record(again, { address: a })).toBe(true)
  })

  it('keeps no query holding an e-mail address or a phone number', async () => {
    expect(await record(`${token} jean.dupont@mail.example`)).toBe(false)
    expect(await record(`${token} 0470 12 34 56`)).toBe(false)
    expect(await record(`${token} +32 2.345.67.89 devis`)).toBe(false)
    expect(await record(`${token} 4000 liege RAL 9010`)).toBe(true)
    expect(insight.statisticsQuery('ral 9010 4000 1234567')).toBe('ral 9010 4000 1234567')
    expect(insight.statisticsQuery('appeler le 02/345.67.89')).toBe('')
    expect(insight.statisticsQuery(`${token} \u202eevil\u200b`)).toBe(`${token} evil`)
  })
})

describe('the insight', () => {
  it('lists the most frequent and the empty queries per language, most first, ties by query', async () => {
    // A day of its own in the past, read as "today" with a window of one day: other files' and runs' rows of
    // other days cannot crowd this run's out of the lists.
    const day = daysAgo(12)
    const times = async (query: string, n: number, more: Partial<Insight.RecordedSearch> = {}) => {
      for (let i = 0; i < n; i++) await record(`${token} ${query}`, { at: day, ...more })
    }
    await times('gevel', 2, { locale: 'nl' })
    await times('stukadoor gent', 1, { locale: 'nl', total: 0 })
    await times('ral 9010', 5)
    await times('enduit', 3)
    await times('crepi', 3)
    await times('isolation prime', 4, { total: 0 })
    await times('beton cire', 2, { total: 0 })
    await times('beton cire', 1)
    // The day before and after: outside the window.
    await record(`${token} hier`, { at: new Date(day.getTime() - DAY) })
    await record(`${token} demain`, { at: new Date(day.getTime() + DAY) })

    const { frequent, empty } = await insight.searchInsight(payload, { days: 1, limit: 100, now: day })
    expect(ours(frequent)).toEqual([
      { query: 'ral 9010', locale: 'fr', searches: 5 },
      { query: 'isolation prime', locale: 'fr', searches: 4 },
      { query: 'beton cire', locale: 'fr', searches: 3 },
      { query: 'crepi', locale: 'fr', searches: 3 },
      { query: 'enduit', locale: 'fr', searches: 3 },
      { query: 'gevel', locale: 'nl', searches: 2 },
      { query: 'stukadoor gent', locale: 'nl', searches: 1 },
    ])
    expect(ours(empty)).toEqual([
      { query: 'isolation prime', locale: 'fr', searches: 4 },
      { query: 'beton cire', locale: 'fr', searches: 2 },
      { query: 'stukadoor gent', locale: 'nl', searches: 1 },
    ])

    const two = await insight.searchInsight(payload, { days: 1, limit: 2, now: day })
    for (const locale of ['fr', 'nl'] as const) {
      expect(two.frequent.filter((e) => e.locale === locale).length).toBeLessThanOrEqual(2)
      expect(two.empty.filter((e) => e.locale === locale).length).toBeLessThanOrEqual(2)
    }
    const counts = two.frequent.filter((e) => e.locale === 'fr').map((e) => e.searches)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))

    // Over two days the day before counts too.
    const both = await insight.searchInsight(payload, { days: 2, limit: 100, now: day })
    expect(ours(both.frequent).map((e) => e.query)).toContain('hier')
    expect(ours(both.frequent).map((e) => e.query)).not.toContain('demain')
  })

  it('reports 30 days, and the older rows are deleted', async () => {
    await record(`${token} kept`, { at: daysAgo(29) })
    await record(`${token} expired`, { at: daysAgo(30) })
    await record(`${token} ancient`, { at: daysAgo(45) })
    expect((await rows(`${token} ancient`)).length).toBe(1)

    const { frequent } = await insight.searchInsight(payload, { limit: 100 })
    const shown = ours(frequent).map((e) => e.query)
    expect(shown).toContain('kept')
    expect(shown).not.toContain('expired')
    expect(shown).not.toContain('ancient')

    // The first search counted on a day removes what is older than 30 days (once a day and process).
    await record(`${token} today`)
    expect(await rows(`${token} ancient`)).toEqual([])
    expect(await rows(`${token} expired`)).toEqual([])
    expect((await rows(`${token} kept`)).length).toBe(1)
    expect(await insight.forgetOldSearches(payload, daysAgo(-1))).toBeGreaterThanOrEqual(1)
    expect(await rows(`${token} kept`)).toEqual([])
  })
})

describe('the admin dashboard', () => {
  it('shows the insight to staff only', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { SearchInsight } = await import('@/components/admin/SearchInsight')
    const { ADMIN_TRANSLATIONS } = await import('@/admin/translations')
    const custom = ADMIN_TRANSLATIONS.en.custom as Record<string, string>
    const i18n = { language: 'en', t: (key: string) => custom[key.replace('custom:', '')] ?? key }
    const render = async (user: unknown) => {
      const element = await SearchInsight({ payload, user, i18n } as never)
      return element ? renderToStaticMarkup(element) : null
    }
    await record(`${token} dashboard`, { total: 0 })

    expect(await render(undefined)).toBeNull()
    expect(await render({ id: 1, collection: 'professional-users', email: 'pro@example.com' })).toBeNull()
    const html = await render({ id: 1, collection: 'users', email: 'staff@example.com' })
    expect(html).toContain('Most frequent searches (30 days)')
    expect(html).toContain('Searches with no result (30 days)')
    // PostgreSQL's shared database may hold other runs' queries ahead of this one in the twenty shown.
    if (!t.isPostgres) expect(html).toContain(`${token} dashboard`)
  })

  it('is no Payload collection, so no REST or GraphQL door serves it', () => {
    const slugs = payload.config.collections.map((c) => c.slug)
    expect(slugs.some((slug) => slug.replace(/-/g, '_').includes('search_quer'))).toBe(false)
    expect(payload.config.graphQL.disable).toBe(true)
  })
})
