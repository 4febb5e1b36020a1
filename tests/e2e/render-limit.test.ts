import { describe, expect, it } from 'vitest'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'
import { baseURL } from './helpers/browser'

/**
 * The production server refuses a flood of pages rendered for every request from one client address (src/proxy.ts,
 * src/lib/render-limit.ts: 120 a minute), counted on the address it resolved from X-Forwarded-For (the end-to-end
 * server trusts loopback as its reverse proxy, so each test's address counts apart). tests/int/render-limit.test.ts
 * holds the rules in detail; this is the whole path a request takes.
 */

const get = (path: string, address: string) =>
  fetch(`${baseURL()}${path}`, { headers: { 'x-forwarded-for': address }, redirect: 'manual' })

describe('a flood of searches from one address', () => {
  it('gets 429 in the page’s language once past the limit; other addresses and cached pages go on', async () => {
    const address = '198.51.100.181'
    for (let i = 0; i < 120; i++) {
      const response = await get(`/fr/configurateur-couleurs-finitions?finish=${i}`, address)
      expect(response.status, `request ${i + 1}`).toBe(200)
      await response.arrayBuffer()
    }
    const refused = await get('/fr/recherche-pro?region=BRU', address)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(refused.headers.get('retry-after')).toBe('60')
    expect(await refused.text()).toContain(fr.TooManyRequests.title)
    // The internal path next-intl rewrites to, and a POST, are rendered too: they count and are refused alike.
    expect((await get('/fr/search-pro?region=BRU', address)).status).toBe(429)
    const post = await fetch(`${baseURL()}/fr/recherche-pro?page=2`, {
      method: 'POST',
      body: 'x',
      headers: { 'x-forwarded-for': address, 'content-type': 'text/plain' },
      redirect: 'manual',
    })
    expect(post.status).toBe(429)
    const dutch = await get('/nl/pro-zoeken', address)
    expect(dutch.status).toBe(429)
    expect(await dutch.text()).toContain(nl.TooManyRequests.title)

    expect((await get('/fr/contact', address)).status).toBe(200)
    expect((await get('/fr/recherche-pro?region=BRU', '198.51.100.182')).status).toBe(200)
    // The browser of these tests connects from loopback without the header: the host itself never counts.
    expect((await fetch(`${baseURL()}/fr/recherche-pro?region=BRU`)).status).toBe(200)
  })
})
