import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'
import { staffApi, staffToken } from './helpers/staff'

/**
 * Staff's preview: a draft saved in /admin (through the running server's REST API, as the back office does) is
 * shown at its preview address to signed-in staff only, never cached, and the public page keeps the published
 * version until staff publish.
 */

const url = (p: string) => `${baseURL()}${p}`
const normalize = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()
const suffix = Date.now().toString(36)
const PREVIEW = { fr: fr.Preview, nl: nl.Preview }

let browser: Browser
let token = ''
const cleanup: Array<() => Promise<unknown>> = []

const api = <T = Record<string, unknown>>(p: string, method = 'GET', body?: unknown) =>
  staffApi<T>(token, p, method, body)

/** A GET as staff (the back office's cookie, on a same-origin navigation as from /admin) or as anyone. */
const get = (p: string, asStaff: boolean) =>
  fetch(url(p), {
    headers: asStaff ? { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' } : {},
    redirect: 'manual',
  })

async function staffPage(viewport: ViewportName, path: string): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies([
    { name: 'payload-token', value: token, url: baseURL() },
    { name: 'consent', value: 'denied.v1', url: baseURL() },
  ])
  const p = await context.newPage()
  await p.goto(path, { waitUntil: 'networkidle' })
  return p
}

const article = {
  slug: { fr: `apercu-${suffix}`, nl: `voorbeeld-${suffix}` },
  title: { fr: `Un article en préparation ${suffix}`, nl: `Een artikel in voorbereiding ${suffix}` },
  next: { fr: `Le titre retravaillé ${suffix}`, nl: `De herwerkte titel ${suffix}` },
}
let articleId = 0
const publicPath = { fr: `/fr/article/${article.slug.fr}`, nl: `/nl/artikel/${article.slug.nl}` }
const previewPath = (l: 'fr' | 'nl') => `/${l}/preview/articles/${articleId}`

beforeAll(async () => {
  browser = await launch()
  token = await staffToken()
  // Saved as a draft in both languages, as "Save draft" in /admin does.
  const { doc } = await api<{ doc: { id: number } }>('/api/articles?locale=fr&draft=true', 'POST', {
    title: article.title.fr,
    slug: article.slug.fr,
    description: 'Brouillon',
    _status: 'draft',
  })
  articleId = doc.id
  cleanup.push(() => api(`/api/articles/${doc.id}`, 'DELETE'))
  await api(`/api/articles/${doc.id}?locale=nl&draft=true`, 'PATCH', {
    title: article.title.nl,
    slug: article.slug.nl,
    _status: 'draft',
  })
})

afterAll(async () => {
  for (const undo of cleanup.reverse()) await undo().catch(() => undefined)
  await browser?.close()
})

describe('a draft article', () => {
  it('is not public, and its preview answers staff only, never from a cache', async () => {
    expect((await get(publicPath.fr, false)).status).toBe(404)
    expect((await get(previewPath('fr'), false)).status).toBe(404)
    // The back office's cookie sent from another site does not count (Payload's CSRF rule).
    const crossSite = await fetch(url(previewPath('fr')), {
      headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(404)

    for (const l of ['fr', 'nl'] as const) {
      const res = await get(previewPath(l), true)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toContain('no-store')
      const html = await res.text()
      expect(html).toContain(article.title[l])
      expect(html).toContain(PREVIEW[l].draft)
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    }
    // An unknown document or collection is the 404 page, for staff too.
    expect((await get(`/fr/preview/articles/${articleId + 100000}`, true)).status).toBe(404)
    expect((await get(`/fr/preview/users/${articleId}`, true)).status).toBe(404)
  })

  it.each([
    ['fr', 'phone'],
    ['nl', 'desktop'],
  ] as const)('shows in %s at %s width as the site will, under a band that says it is a draft', async (l, viewport) => {
    const p = await staffPage(viewport, previewPath(l))
    expect(normalize(await p.locator('h1').textContent())).toBe(article.title[l])
    const band = p.getByRole('complementary', { name: PREVIEW[l].label })
    expect(await band.getAttribute('data-preview-status')).toBe('draft')
    expect(normalize(await band.textContent())).toContain(PREVIEW[l].draftExplain)
    const edit = band.getByRole('link', { name: PREVIEW[l].edit })
    expect(await edit.getAttribute('href')).toBe(`/admin/collections/articles/${articleId}`)
    await expectAccessible(p)
    await p.context().close()
  })

  it('goes public on publish; a new draft then shows in the preview only', async () => {
    await api(`/api/articles/${articleId}?locale=fr`, 'PATCH', { _status: 'published' })
    const published = await get(publicPath.fr, false)
    expect(published.status).toBe(200)
    expect(await published.text()).toContain(article.title.fr)
    const preview = await (await get(previewPath('fr'), true)).text()
    expect(preview).toContain('data-preview-status="published"')
    expect(preview).toContain(PREVIEW.fr.published)

    await api(`/api/articles/${articleId}?locale=fr&draft=true`, 'PATCH', { title: article.next.fr, _status: 'draft' })
    const draft = await (await get(previewPath('fr'), true)).text()
    expect(draft).toContain(article.next.fr)
    expect(draft).toContain('data-preview-status="draft"')
    const stillPublic = await (await get(publicPath.fr, false)).text()
    expect(stillPublic).toContain(article.title.fr)
    expect(stillPublic).not.toContain(article.next.fr)
  })
})

describe('a landing', () => {
  it('previews the published landing of its type with its hero, as staff open it from /admin', async () => {
    const { docs } = await api<{ docs: Array<{ id: number; title: string }> }>(
      '/api/landings?where[landingType][equals]=individual&locale=nl&depth=0',
    )
    const landing = docs[0]
    expect(landing).toBeDefined()
    const p = await staffPage('desktop', `/nl/preview/landings/${landing?.id}`)
    expect(normalize(await p.locator('h1').first().textContent())).toBe(landing?.title)
    expect(await p.locator('[data-block^="hero"] img').count()).toBeGreaterThan(0)
    expect(await p.getByRole('complementary', { name: PREVIEW.nl.label }).getAttribute('data-preview-status')).toBe(
      'published',
    )
    await p.context().close()
  })
})

describe('an FAQ', () => {
  it('previews a profile’s FAQ with its questions, as the FAQ page shows it', async () => {
    const { docs } = await api<{ docs: Array<{ id: number; subject: string; questions: Array<{ title: string }> }> }>(
      '/api/faqs?locale=fr&depth=0&limit=1&sort=id',
    )
    const faq = docs[0]
    if (!faq) throw new Error('the demo content has no FAQ')
    const p = await staffPage('phone', `/fr/preview/faqs/${faq.id}`)
    expect(await p.getByRole('heading', { level: 2, name: faq.subject }).count()).toBe(1)
    const body = normalize(await p.locator('main').textContent())
    for (const q of faq.questions) expect(body).toContain(normalize(q.title))
    await expectAccessible(p)
    await p.context().close()
  })
})
