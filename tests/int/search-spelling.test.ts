import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as Search from '@/services/search'
import type * as Spelling from '@/services/search/spelling'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * "Did you mean" (issue 26) on the database it runs on (SQLite, or PostgreSQL when DATABASE_URL is postgres://).
 * PostgreSQL's database is shared with other files and runs, whose documents are in the vocabulary too: every
 * document of this run carries a word of its own (`token`), which every query starts with, so that only this run's
 * documents can answer a query, and a suggestion is only made when one of them answers it.
 */

let t: TestPayload
let payload: Payload
let search: typeof Search
let spelling: typeof Spelling
let token = ''
/** This run's letters (a word of letters only is a word of the vocabulary; the token holds digits). */
let own = ''

const put = (ref: string, documents: Array<Pick<Search.SearchDocument, 'locale' | 'title' | 'body'>>) =>
  search.indexDocuments(
    payload,
    { kind: 'article', ref: `${ref}-${t.runId}` },
    documents.map((d) => ({
      ...d,
      kind: 'article',
      ref: `${ref}-${t.runId}`,
      url: `/${d.locale}/article/${ref}`,
      body: `${d.body} ${token}`,
    })),
  )

const suggest = (query: string, locale: 'fr' | 'nl' = 'fr') =>
  spelling.suggestSpelling(payload, `${token} ${query}`, locale)
const refsOf = async (query: string, locale: 'fr' | 'nl') =>
  (await search.searchSite(payload, { query, locale })).hits.map((h) => h.ref)

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  search = await import('@/services/search')
  spelling = await import('@/services/search/spelling')
  token = `zz${t.runId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`
  own = t.runId.replace(/[^a-f0-9]/gi, '').replace(/[0-9]/g, (d) => 'ghijklmnop'.charAt(Number(d)))
  await put('isoler', [
    {
      locale: 'fr',
      title: 'Isoler sa façade par l’extérieur',
      body: `Une isolation extérieure bien posée protège la façade. Les enduits à la chaux respirent. Le crépissage${own} des murs.`,
    },
    {
      locale: 'nl',
      title: 'Gevelisolatie in Gent',
      body: 'Onze stukadoor werkt in Gent en omstreken. Gevelisolatie van buitenaf.',
    },
  ])
})

afterAll(async () => {
  vi.useRealTimers()
  if (search)
    for (const ref of ['isoler', 'ravalement'])
      await search.removeFromIndex(payload, { kind: 'article', ref: `${ref}-${t.runId}` })
  await t?.stop()
})

describe('suggestSpelling', () => {
  it('corrects French words into the documents’ spelling', async () => {
    expect(await suggest('facde')).toBe(`${token} façade`)
    expect(await suggest('isolaton exterieure')).toBe(`${token} isolation extérieure`)
    expect(await suggest('Isolaton Extérieure')).toBe(`${token} isolation extérieure`)
  })

  it('corrects Dutch words', async () => {
    expect(await suggest('stukadoor Gnet', 'nl')).toBe(`${token} stukadoor gent`)
    expect(await suggest('gevelisolatei', 'nl')).toBe(`${token} gevelisolatie`)
  })

  it('shows the word with its accents, as the documents write it, whatever the query’s', async () => {
    expect(await suggest(`crepisage${own}`)).toBe(`${token} crépissage${own}`)
    expect(await suggest(`CREPISSAGE${own} facde`)).toBe(`${token} crépissage${own} façade`)
  })

  it('keeps the words that exist and corrects only the others', async () => {
    expect(await suggest('enduits chaix')).toBe(`${token} enduits chaux`)
    expect(await suggest('façades isolaton')).toBe(`${token} façades isolation`)
  })

  it('answers only a suggestion that finds the documents, and differs from the query', async () => {
    for (const [query, locale] of [
      ['facde', 'fr'],
      ['isolaton exterieure', 'fr'],
      ['stukadoor Gnet', 'nl'],
      ['gevelisolatei', 'nl'],
    ] as const) {
      const suggestion = await suggest(query, locale)
      expect(suggestion).not.toBeNull()
      expect(suggestion).not.toBe(`${token} ${query}`)
      expect(await refsOf(suggestion as string, locale)).toEqual([`isoler-${t.runId}`])
    }
  })

  it('suggests nothing for a query that finds results', async () => {
    expect(await refsOf(`${token} façade`, 'fr')).toHaveLength(1)
    expect(await suggest('façade')).toBeNull()
    expect(await suggest('facades isolation')).toBeNull()
    expect(await suggest('isolation ext')).toBeNull()
    expect(await suggest('stukadoor gent', 'nl')).toBeNull()
  })

  it('suggests nothing when a word has no near word, or the near query finds nothing', async () => {
    expect(await suggest('zqxwvkjh')).toBeNull()
    expect(await suggest('facde zqxwvkjh')).toBeNull()
    // Near words in the other language only.
    expect(await suggest('gevelisolatei', 'fr')).toBeNull()
    expect(await suggest('stukadoor Gnet', 'fr')).toBeNull()
  })

  it('answers garbage, empty and 100-character queries without an error', async () => {
    const started = performance.now()
    for (const query of ['', '   ', '"*:&|!(-', '%$#@!*'.repeat(20), 'x'.repeat(100), 'ǅ🏠\u0301'.repeat(40)])
      expect(await spelling.suggestSpelling(payload, query, 'fr')).toBeNull()
    const long = `${token} ${'isolaton exterieure '.repeat(6)}`
    const suggestion = await spelling.suggestSpelling(payload, long, 'fr')
    expect(suggestion).toMatch(new RegExp(`^${token} isolation extérieure isolation`))
    expect(await refsOf(suggestion as string, 'fr')).toEqual([`isoler-${t.runId}`])
    expect(await spelling.suggestSpelling(payload, `${token} facde`, 'en' as never)).toBe(`${token} façade`)
    expect(performance.now() - started).toBeLessThan(10_000)
  })

  it('learns a word indexed later once the index changed and its vocabulary is a minute old', async () => {
    await put('ravalement', [{ locale: 'fr', title: `Le ravalement${own}`, body: 'Un nettoyage.' }])
    expect(await refsOf(`${token} ravalement${own}`, 'fr')).toHaveLength(1)
    // Within the vocabulary's time, the word is not known yet.
    expect(await suggest(`raalement${own}`)).toBeNull()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    await vi.waitFor(async () => expect(await suggest(`raalement${own}`)).toBe(`${token} ravalement${own}`), {
      timeout: 20_000,
      interval: 100,
    })
    vi.useRealTimers()
    // A database's vocabulary may also be forgotten (after a reindex): the next suggestion rebuilds it.
    spelling.forgetVocabularies(payload)
    expect(await suggest(`raalement${own}`)).toBe(`${token} ravalement${own}`)
  })

  it('learns the words of a document indexed again, even under the id it had (SQLite reuses the last one)', async () => {
    await put('ravalement', [{ locale: 'fr', title: `Le badigeon${own}`, body: 'Un nettoyage.' }])
    expect(await refsOf(`${token} badigeon${own}`, 'fr')).toHaveLength(1)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    await vi.waitFor(async () => expect(await suggest(`badigoen${own}`)).toBe(`${token} badigeon${own}`), {
      timeout: 20_000,
      interval: 100,
    })
    vi.useRealTimers()
    expect(await suggest(`raalement${own}`)).toBeNull()
  })
})
