import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Search from '@/services/search'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * `/api/search` (src/app/api/search/route.ts) on a real database: the header box's suggestions (at most 8, no kind
 * crowding out the others, rate-limited per address) and the counted searches of the results page (only from this
 * site, only JSON, only small bodies). PostgreSQL's database is shared: this run's documents and queries carry a
 * word of their own.
 */

let t: TestPayload
let payload: Payload
let route: typeof import('@/app/api/search/route')
let token = ''
let ip = 0

const get = (query: string, address = `10.9.0.${++ip}`) =>
  route.GET(
    new Request(`http://localhost:3000/api/search?${query}`, {
      headers: { 'x-forwarded-for': address },
    }),
  )

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  route.POST(
    new Request('http://localhost:3000/api/search', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.1.${++ip}`, ...headers },
    }),
  )

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  const search: typeof Search = await import('@/services/search')
  route = await import('@/app/api/search/route')
  token = `zz${t.runId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`
  const put = (kind: Search.SearchKind, ref: string, title: string) =>
    search.indexDocuments(payload, { kind, ref: `${ref}-${t.runId}` }, [
      { kind, ref: `${ref}-${t.runId}`, locale: 'fr', title, body: `${token} crépi`, url: `/fr/${ref}` },
    ])
  for (let i = 0; i < 12; i++) await put('professional', `pro${i}`, `Crépis Dupont ${i}`)
  await put('article', 'article', 'Le crépi sur isolant')
  await put('faq', 'faq', 'Quel crépi choisir ?')
})

afterAll(async () => {
  await t?.stop()
})

describe('the suggestions', () => {
  it('answers at most 8, every kind that matches among them, with a title and an address only', async () => {
    const response = await get(`q=${token}+crep&locale=fr`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('public')
    const body = (await response.json()) as { total: number; suggestions: Array<Record<string, unknown>> }
    expect(body.total).toBe(14)
    expect(body.suggestions).toHaveLength(8)
    expect(new Set(body.suggestions.map((s) => s.kind))).toEqual(new Set(['professional', 'article', 'faq']))
    expect(Object.keys(body.suggestions[0] ?? {}).sort()).toEqual(['kind', 'title', 'url'])
  })

  it('asks nothing for fewer than two characters, and is never cached then', async () => {
    const response = await get('q=a&locale=fr')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ query: 'a', total: 0, suggestions: [] })
  })

  it('refuses an address past 300 searches a minute, with the error code and no cache', async () => {
    const address = '10.9.2.1'
    for (let i = 0; i < 300; i++) expect((await get(`q=${token}&locale=fr`, address)).status).toBe(200)
    const refused = await get(`q=${token}&locale=fr`, address)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toEqual({ error: 'RATE_LIMITED' })
    expect((await get(`q=${token}&locale=fr`)).status).toBe(200)
  })
})

describe('a counted search', () => {
  it('is counted from this site, as JSON', async () => {
    const response = await post(JSON.stringify({ q: `${token} crépi`, locale: 'fr' }))
    expect(response.status).toBe(204)
    // Read in the table: on a shared database, this run's query need not be among the most frequent.
    const { selectRows, sql, TABLES } = await import('@/services/sql')
    const Q = TABLES.searchQueries
    const counted = await selectRows(
      payload,
      sql`SELECT ${Q.c.searches} AS n FROM ${Q.ref} WHERE ${Q.c.query} = ${`${token} crepi`}`,
    )
    expect(counted.map((r) => Number(r.n))).toEqual([1])
  })

  it('refuses another site, another type, a large body and a body that is not an object', async () => {
    const q = JSON.stringify({ q: `${token} refused`, locale: 'fr' })
    expect((await post(q, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await post(q, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post(JSON.stringify({ q: 'x'.repeat(5000), locale: 'fr' }))).status).toBe(413)
    expect((await post('[1, 2]')).status).toBe(400)
    expect((await post('{ not json')).status).toBe(400)
  })
})
