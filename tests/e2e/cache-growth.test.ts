import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { baseURL } from './helpers/browser'

/**
 * Searches are not kept in Next's data cache (docs/decisions.md, issue 27): their keys are whatever a client writes,
 * so each new one would add an entry for good and a script walking `near=` could fill the disk. The production
 * server of the end-to-end run is asked searches nobody made, by page and by GraphQL; no entry of Next's data cache
 * written meanwhile holds a search's results (only they carry a `distanceKm`).
 */

const fetchCache = () => path.join(inject('distDir'), 'cache', 'fetch-cache')

/** The data cache's entries written since `since` (ms), their contents. */
function entriesSince(since: number): string[] {
  const dir = fetchCache()
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile() && statSync(file).mtimeMs >= since)
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
