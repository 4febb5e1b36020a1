import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Search from '@/services/search'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * What staff do in /admin reaches the site search through the collections' hooks: a published article is found in
 * both languages at its address; a draft saved over it changes nothing the public sees; unpublished or deleted, it
 * is gone; a full rebuild gives the same index as the hooks did. Every text holds this run's own word (`token`).
 */

let t: TestPayload
let payload: Payload
let search: typeof Search
let token = ''

const find = (query: string, locale: 'fr' | 'nl' = 'fr') =>
  search.searchSite(payload, { query: `${token} ${query}`, locale }).then((r) => r.hits)

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  search = await import('@/services/search')
  token = `zz${t.runId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`
})

afterAll(async () => {
  await t?.stop()
})

async function publishedArticle() {
  const created = await payload.create({
    collection: 'articles',
    locale: 'fr',
    data: { title: `Enduit à la chaux ${token}`, description: 'Les façades respirent.', _status: 'published' } as never,
  })
  await payload.update({
    collection: 'articles',
    id: created.id,
    locale: 'nl',
    data: { title: `Kalkpleister ${token}`, description: 'Gevels ademen.', _status: 'published' } as never,
  })
  return created
}

describe('the site search follows /admin', () => {
  it('finds a published article in each language at its own address', async () => {
    const article = await publishedArticle()
    const [fr] = await find('facades')
    expect(fr?.url).toBe(`/fr/article/${article.slug}`)
    expect(fr?.kind).toBe('article')
    const [nl] = await find('gevels', 'nl')
    expect(nl?.url).toMatch(/^\/nl\/artikel\//)
    expect(nl?.title).toBe(`Kalkpleister ${token}`)
  })

  it('ignores a draft saved over a published article, and forgets it once unpublished or deleted', async () => {
    const article = await publishedArticle()
    const mine = async (query: string) => (await find(query)).filter((h) => h.ref === `articles:${article.id}`)
    await payload.update({
      collection: 'articles',
      id: article.id,
      locale: 'fr',
      draft: true,
      data: { description: 'Un brouillon sur le ragréage.' } as never,
    })
    expect(await mine('ragréage')).toEqual([])
    expect(await mine('facades')).toHaveLength(1)
    await payload.update({ collection: 'articles', id: article.id, locale: 'fr', data: { _status: 'draft' } as never })
    expect(await mine('facades')).toEqual([])
    const again = await publishedArticle()
    await payload.delete({ collection: 'articles', id: again.id })
    expect((await find('facades')).filter((h) => h.ref === `articles:${again.id}`)).toEqual([])
  })

  it('rebuilds the same index as the hooks keep', async () => {
    await publishedArticle()
    const snapshot = async () =>
      (await Promise.all([find('chaux'), find('kalkpleister', 'nl')]))
        .flat()
        .map((h) => `${h.ref} ${h.url} ${h.title}`)
        .sort()
    const incremental = await snapshot()
    expect(incremental.length).toBeGreaterThanOrEqual(2)
    const { reindexAll } = await import('@/services/search/hooks')
    expect(await reindexAll(payload)).toBeGreaterThanOrEqual(incremental.length)
    expect(await snapshot()).toEqual(incremental)
  })
})
