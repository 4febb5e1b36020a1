import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { baseURL } from './helpers/browser'

/**
 * What a client writes never grows Next's caches (docs/decisions.md, issue 27).
 *
 * Searches are not kept in Next's data cache (docs/decisions.md, issue 27): their keys are whatever a client writes,
 * so each new one would add an entry for good and a script walking `near=` could fill the disk. The production
 * server of the end-to-end run is asked searches nobody made, by page and by GraphQL; no entry of Next's data cache
 * written meanwhile holds a search's results (only they carry a `distanceKm`).
 */

const fetchCache = () => path.join(inject('distDir'), 'cache', 'fetch-cache')

/** Every file under `dir`, walked. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile())
}

/** The data cache's entries written since `since` (ms), their contents. */
function entriesSince(since: number): string[] {
  return filesUnder(fetchCache())
    .filter((file) => statSync(file).mtimeMs >= since)
    .map((file) => readFileSync(file, 'utf8'))
}

describe('directory searches and the data cache', () => {
  it('leave no entry behind, however many distinct searches are made', async () => {
    const since = Date.now() - 1
    const points = ['50.11,4.37', '50.12,4.38', '50.13,4.39', '50.64,5.57', '51.05,3.72']
    for (const near of points) {
      const page = await fetch(`${baseURL()}/fr/recherche-pro?near=${near}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('data-testid="professional-card"')
      const api = await fetch(`${baseURL()}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `query($near: GeoPointInput) { professionalUsers(filters: { near: $near }, sort: DISTANCE) {
            items { id distance } } }`,
          variables: { near: { latitude: Number(near.split(',')[0]), longitude: Number(near.split(',')[1]) } },
        }),
      })
      const body = (await api.json()) as { data?: { professionalUsers: { items: Array<{ distance: number }> } } }
      expect(body.data?.professionalUsers.items.length).toBeGreaterThan(0)
      expect(body.data?.professionalUsers.items[0]?.distance).toEqual(expect.any(Number))
    }
    expect(entriesSince(since).filter((entry) => entry.includes('distanceKm')).length).toBe(0)
  })
})

const graphql = async (query: string) => {
  const response = await fetch(`${baseURL()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Record<string, unknown> }).data
}

describe('made-up addresses and ids', () => {
  it('answer not found and leave nothing in the page cache or the data cache, while real pages are kept', async () => {
    const marker = `zz${Date.now().toString(36)}`
    const pages = (n: number) => [
      `/fr/article/${marker}-${n}`,
      `/nl/artikel/${marker}-${n}`,
      `/fr/reference/${marker}-${n}`,
      `/fr/${marker}-${n}`,
      `/fr/${marker}/${n}/deeper`,
      `/fr/entreprise/${1_900_000_000 + n}`,
      `/sitemaps/sitemap/${marker}-${n}.xml`,
    ]
    // One round first: the layout's own reads (menus, footer) are cached once, whatever the page.
    for (const url of pages(0)) await fetch(`${baseURL()}${url}`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const since = Date.now() - 1
    for (let n = 1; n <= 3; n++) {
      for (const url of pages(n)) {
        const response = await fetch(`${baseURL()}${url}`, { redirect: 'manual' })
        expect(response.status, url).toBe(404)
        // The site's not-found page, as before (a sitemap part answers a bare 404).
        if (!url.startsWith('/sitemaps/')) {
          expect(await response.text(), url).toMatch(/Oups, une erreur est survenue|Oeps, er is een fout opgetreden/)
        }
      }
      const data = await graphql(`{
        professionalUser(id: "${1_900_000_000 + n}") { id }
        reference(id: "${1_900_000_000 + n}") { id }
        articles(page: ${9_000 + n}) { items { id } }
      }`)
      expect(data).toEqual({ professionalUser: null, reference: null, articles: { items: [] } })
    }
    const distDir = inject('distDir')
    const kept = filesUnder(path.join(distDir, 'server')).filter((file) => file.includes(marker))
    expect(kept).toEqual([])
    expect(entriesSince(since)).toEqual([])

    // (After the data cache's check: the about page's own read may be kept now, the first time it is asked.)
    // A slug escaped once more than Next and next-intl undo is not a second address of its page (the page decoded it
    // again, and Next kept it under that spelling); a stray "%" is a 404, not a 500.
    for (const spelling of ['/fr/%252561-propos', '/fr/%25252561-propos', '/fr/100%2525']) {
      expect((await fetch(`${baseURL()}${spelling}`)).status, spelling).toBe(404)
    }
    expect((await fetch(`${baseURL()}/fr/%61-propos`)).status).toBe(200)

    // A real page is kept: the two checks above look where Next writes.
    const real = '/fr/article/isoler-sa-facade-etapes'
    expect((await fetch(`${baseURL()}${real}`)).status).toBe(200)
    await expect
      .poll(() => filesUnder(path.join(distDir, 'server')).some((file) => file.endsWith(`${real}.html`)))
      .toBe(true)
  })
})
