import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * The pages rendered for every request (the searches, the colour chart) and the directory's GraphQL search count
 * against one limit per client address (src/lib/render-limit.ts, `renderByIp`: 120 a minute). Past it the proxy
 * answers 429 in the page's language, never stored; the GraphQL door refuses with RATE_LIMITED; the host itself
 * and cached pages never count. (The proxy's own module is not loaded here: next-intl's middleware needs Next's
 * bundler; tests/e2e/security-headers.test.ts sees the 429 through the production server.)
 */

const LIMIT = 120

let t: TestPayload
let renderLimitAnswer: typeof import('@/lib/render-limit').renderLimitAnswer
let handlePost: (request: Request) => Promise<Response>
let resetRateLimits: () => void

/** The proxy's answer (src/proxy.ts asks renderLimitAnswer first): 429, or 200 for "go on to the page". */
const page = async (path: string, address: string) =>
  (await renderLimitAnswer(
    new NextRequest(`http://localhost:3000${path}`, { headers: { 'x-forwarded-for': address } }),
  )) ?? new Response(null, { status: 200 })

const search = async (address: string) => {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: '{ professionalUsers(sort: NEWEST) { paginationInfo { totalCount } } }' }),
    }),
  )
  return (await response.json()) as {
    data?: { professionalUsers: { paginationInfo: { totalCount: number } } } | null
    errors?: Array<{ extensions?: { code?: string } }>
  }
}

beforeAll(async () => {
  t = await startTestPayload()
  ;({ renderLimitAnswer } = await import('@/lib/render-limit'))
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  ;({ resetRateLimits } = await import('@/lib/rate-limit'))
})

afterAll(async () => {
  await t?.stop()
})

describe('the pages rendered for every request', () => {
  it('answers the 121st search of a minute from one address with 429, in the page’s language, never stored', async () => {
    resetRateLimits()
    for (let i = 0; i < LIMIT; i++) {
      const response = await page(`/fr/recherche-pro?region=BRU&page=${i + 1}`, '203.0.113.7')
      expect(response.status, `request ${i + 1}`).not.toBe(429)
    }
    const refused = await page('/fr/recherche-pro?near=50.85,4.35', '203.0.113.7')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(refused.headers.get('retry-after')).toBe('60')
    const html = await refused.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('Trop de pages demandées')
    expect(html).toContain('href="/fr"')

    // Every such page counts together, whatever its language.
    const dutch = await page('/nl/pro-zoeken', '203.0.113.7')
    expect(dutch.status).toBe(429)
    expect(await dutch.text()).toContain('Te veel pagina’s opgevraagd')
    expect((await page('/fr/configurateur-couleurs-finitions', '203.0.113.7')).status).toBe(429)
    expect((await page('/nl/zoeken?q=gevel', '203.0.113.7')).status).toBe(429)
    // Another spelling of the same page is the same page, the internal path next-intl rewrites to as well.
    expect((await page('/fr/recherche%2Dpro/?region=BRU', '203.0.113.7')).status).toBe(429)
    expect((await page('/fr/search-pro?region=BRU', '203.0.113.7')).status).toBe(429)
    expect((await page('/nl/colour-configurator', '203.0.113.7')).status).toBe(429)
    // The clients' follow-up pages, any token (a wrong one costs the same render), under each spelling.
    for (const path of [
      '/fr/mes-demandes/abc',
      '/nl/mijn-aanvragen/abc',
      '/fr/follow-up/abc',
      '/nl/mijn%2Daanvragen/x',
    ]) {
      const answer = await page(path, '203.0.113.7')
      expect(answer.status, path).toBe(429)
    }
    expect((await page('/fr/mes-demandes/abc', '203.0.113.8')).status).not.toBe(429)

    // Pages served from a cache do not count and stay open; another address keeps its own count.
    expect((await page('/fr/contact', '203.0.113.7')).status).not.toBe(429)
    expect((await page('/fr/article/isoler-sa-facade-etapes', '203.0.113.7')).status).not.toBe(429)
    expect((await page('/fr/recherche-pro', '203.0.113.8')).status).not.toBe(429)
  })

  it('counts the page next-intl routes to, whatever the method, and no redirect', async () => {
    resetRateLimits()
    const request = (path: string, method = 'GET') =>
      new NextRequest(`http://localhost:3000${path}`, { method, headers: { 'x-forwarded-for': '192.0.2.50' } })
    const rewritten = new Response(null, {
      headers: { 'x-middleware-rewrite': 'http://localhost:3000/fr/search-pro?region=BRU' },
    })
    const redirected = new Response(null, {
      status: 307,
      headers: { location: 'http://localhost:3000/fr/recherche-pro' },
    })
    for (let i = 0; i < LIMIT; i++) {
      expect(await renderLimitAnswer(request('/fr/recherche-pro?region=BRU', 'POST'), rewritten)).toBeNull()
    }
    expect(await renderLimitAnswer(request('/nl/recherche-pro'), redirected)).toBeNull()
    expect((await renderLimitAnswer(request('/fr/any-page'), rewritten))?.status).toBe(429)
  })

  it('counts an IPv6 client by its /64 network', async () => {
    resetRateLimits()
    for (let i = 0; i < LIMIT; i++) await page('/fr/recherche', `2001:db8:1:2::${(i + 1).toString(16)}`)
    expect((await page('/fr/recherche', '2001:db8:1:2:ffff::1')).status).toBe(429)
    expect((await page('/fr/recherche', '2001:db8:1:3::1')).status).not.toBe(429)
  })

  it('never counts the host itself', async () => {
    resetRateLimits()
    for (const address of ['127.0.0.1', '::1']) {
      for (let i = 0; i <= LIMIT; i++) {
        expect((await page('/fr/trouver-un-facadier', address)).status).not.toBe(429)
      }
    }
  })

  it('refuses the directory’s GraphQL search past the same count, with RATE_LIMITED', async () => {
    resetRateLimits()
    for (let i = 0; i < LIMIT - 1; i++) await page('/fr/recherche-pro', '198.51.100.4')
    const last = await search('198.51.100.4')
    expect(last.errors).toBeUndefined()
    expect(last.data?.professionalUsers.paginationInfo.totalCount).toBeGreaterThanOrEqual(0)
    const refused = await search('198.51.100.4')
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
    expect(refused.data?.professionalUsers ?? null).toBeNull()
    // The pages of that address are refused too: one count for both doors.
    expect((await page('/fr/recherche-pro', '198.51.100.4')).status).toBe(429)
    expect((await search('198.51.100.5')).errors).toBeUndefined()
  })
})
