import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Search from '@/services/search'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * The site search's index on the database it runs on (SQLite's FTS5, or PostgreSQL's full-text search when
 * DATABASE_URL is postgres://): French and Dutch stemming, accents, codes, kinds, pages, replacing and removing.
 * PostgreSQL's database is shared with other files and runs: every document carries a word of this run's own
 * (`token`), which every query starts with, so only this run's documents can answer.
 */

let t: TestPayload
let payload: Payload
let search: typeof Search
let token = ''

const doc = ({
  body,
  ref,
  ...d
}: Partial<Search.SearchDocument> & Pick<Search.SearchDocument, 'ref' | 'title'>): Search.SearchDocument => ({
  kind: 'article',
  locale: 'fr',
  url: `/fr/article/${ref}`,
  ...d,
  ref: `${ref}-${t.runId}`,
  body: `${body ?? ''} ${token}`,
})

/** Indexes documents as their first one's owner (a test's documents of one owner share kind and ref). */
const put = (documents: Search.SearchDocument[]) => {
  const [first] = documents
  if (!first) throw new Error('no document')
  return search.indexDocuments(payload, { kind: first.kind, ref: first.ref }, documents)
}

const find = async (query: string, locale: 'fr' | 'nl' = 'fr', more: Partial<Search.SearchRequest> = {}) =>
  search.searchSite(payload, { query: `${token} ${query}`, locale, ...more })
const refs = async (query: string, locale: 'fr' | 'nl' = 'fr') =>
  (await find(query, locale)).hits.map((h) => h.ref.replace(`-${t.runId}`, '')).sort()

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  search = await import('@/services/search')
  token = `zz${t.runId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`
  await put([
    doc({
      ref: 'isoler',
      title: 'Isoler sa façade par l’extérieur',
      body: 'Les enduits à la chaux protègent les façades isolées. Une isolation bien posée dure.',
    }),
    doc({
      ref: 'isoler',
      locale: 'nl',
      title: 'Gevelisolatie van buitenaf',
      body: 'Onze stukadoor pleistert gevels in Gent.',
      url: '/nl/artikel/isoleren',
    }),
  ])
  await put([doc({ ref: 'crepi', title: 'Crépi silicone', body: 'Un crépi qui respire sur le mur.' })])
  // A company and an article that match alike: the company's document is as short and names the same words.
  await put([doc({ ref: 'pro-hourdis', kind: 'professional', title: 'Hourdis Lambert', body: 'Namur · Hourdis' })])
  await put([doc({ ref: 'art-hourdis', title: 'Hourdis Lambert', body: 'Namur · Hourdis' })])
  await put([
    doc({
      ref: 'eps',
      kind: 'product',
      title: 'Panneau isolant',
      body: 'Plaque de polystyrène.',
      code: `${token.toUpperCase()}EPS120`,
    }),
  ])
  for (let i = 0; i < 15; i++)
    await put([
      doc({
        ref: `faq${String(i).padStart(2, '0')}`,
        kind: 'faq',
        title: `Question ${i} sur le ragréage`,
        body: 'Réponse.',
      }),
    ])
})

afterAll(async () => {
  await t?.stop()
})

describe('the site search index', () => {
  it('finds French words by their stem with accents folded, the title before the body', async () => {
    expect(await refs('facades')).toEqual(['isoler'])
    expect(await refs('Façade')).toEqual(['isoler'])
    expect(await refs('enduit chaux')).toEqual(['isoler'])
    expect(await refs('isolations')).toEqual(expect.arrayContaining(['isoler']))
    expect(await refs('crepis')).toEqual(['crepi'])
  })

  it('finds Dutch words by their stem, and only in the language asked', async () => {
    expect(await refs('gevels', 'nl')).toEqual(['isoler'])
    expect(await refs('stukadoors gent', 'nl')).toEqual(['isoler'])
    expect(await refs('gevels', 'fr')).toEqual([])
    expect(await refs('façade', 'nl')).toEqual([])
  })

  it('puts the manufacturer’s content before a company that matches as well', async () => {
    expect((await find('hourdis')).hits.map((h) => h.ref.replace(`-${t.runId}`, ''))).toEqual([
      'art-hourdis',
      'pro-hourdis',
    ])
  })

  it('looks for a short last word as a word anywhere, or as a beginning in titles only', async () => {
    expect(await refs('fa')).toEqual(['isoler'])
    // "respire" and "mur" are only in the body of "Crépi silicone".
    expect(await refs('res')).toEqual([])
    expect(await refs('mur')).toEqual(['crepi'])
    expect(await refs('respi')).toEqual(['crepi'])
  })

  it('answers a query of one letter or digit, with or without a code, rather than failing', async () => {
    for (const query of ['a', 'S-', '7', `${token} x`]) {
      const result = await search.searchSite(payload, { query, locale: 'fr' })
      expect(result.total).toBeGreaterThanOrEqual(0)
    }
  })

  it('finds a word still being typed by its beginning', async () => {
    expect(await refs('enduits à la chau')).toEqual(['isoler'])
    expect(await refs('sil')).toEqual(['crepi'])
  })

  it('finds a code whatever its dashes and case, exactly and by its beginning', async () => {
    // The code holds this run's word: asked alone, as a visitor types a code.
    const byCode = (query: string) => search.searchSite(payload, { query, locale: 'fr' })
    expect((await byCode(`${token}-eps-120`)).hits.map((h) => h.ref)).toEqual([`eps-${t.runId}`])
    expect((await byCode(`${token.toUpperCase()} EPS`)).hits.map((h) => h.ref)).toEqual([`eps-${t.runId}`])
    expect((await byCode(`${token}eps12`)).hits[0]?.kind).toBe('product')
  })

  it('counts every kind, pages, and filters by kind', async () => {
    const all = await find('ragréage', 'fr', { perPage: 10 })
    expect(all.counts.faq).toBe(15)
    expect(all.total).toBe(15)
    expect(all.hits).toHaveLength(10)
    const second = await find('ragréage', 'fr', { perPage: 10, page: 2 })
    expect(second.hits).toHaveLength(5)
    expect(new Set([...all.hits, ...second.hits].map((h) => h.ref)).size).toBe(15)
    const articles = await find('ragréage', 'fr', { kind: 'article' })
    expect(articles.hits).toEqual([])
    expect(articles.counts.faq).toBe(15)
  })

  it('replaces a document on its next indexing and forgets it when removed', async () => {
    await put([doc({ ref: 'crepi', title: 'Enduit minéral', body: 'Un enduit gratté.' })])
    expect(await refs('silicone')).toEqual([])
    expect(await refs('gratté')).toEqual(['crepi'])
    await search.removeFromIndex(payload, { kind: 'article', ref: `crepi-${t.runId}` })
    expect(await refs('gratté')).toEqual([])
  })

  it('answers out-of-range pages, sizes and languages with a bounded page rather than an error', async () => {
    for (const page of [Number.NaN, Number.POSITIVE_INFINITY, 1e300, -5, 0]) {
      const result = await find('ragréage', 'fr', { page, perPage: 10 })
      expect(result.page).toBeGreaterThanOrEqual(1)
      expect(result.page).toBeLessThanOrEqual(1000)
      expect(result.counts.faq).toBe(15)
    }
    expect((await find('ragréage', 'fr', { perPage: 1e9 })).perPage).toBe(50)
    const unknown = await search.searchSite(payload, { query: `${token} facades`, locale: 'en' as never })
    expect(unknown.hits.map((h) => h.ref)).toEqual([`isoler-${t.runId}`])
  })

  it('shows an excerpt around the match, not the whole text', async () => {
    const long = `${'Un préambule sans rapport avec la question. '.repeat(40)}Le ragréage du mur se fait avant l’enduit. ${'La suite. '.repeat(40)}`
    await put([doc({ ref: 'long', title: 'Préparer le support', body: long })])
    const [hit] = (await find('ragréage mur')).hits
    expect(hit?.body).toContain('Le ragréage du mur')
    expect(hit?.body.length).toBeLessThan(260)
  })

  it('reads every syntax character as nothing but a separator, and an empty query as no result', async () => {
    for (const query of ['"façade*" (enduit) -chaux:*', "façade' & ! | <-> ^ (", 'façade)))', 'façade\\"']) {
      const result = await find(query)
      expect(result.hits.map((h) => h.ref)).toEqual([`isoler-${t.runId}`])
    }
    const empty = await search.searchSite(payload, { query: '  "" ** ', locale: 'fr' })
    expect(empty.hits).toEqual([])
    expect(empty.total).toBe(0)
  })
})
