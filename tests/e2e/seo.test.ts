import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARTICLE_SEEDS, BLOG_SEEDS } from '@/seed/content-blog'
import { baseURL, launch, newContext } from './helpers/browser'

const get = (path: string) => fetch(`${baseURL()}${path}`, { redirect: 'manual' })
const url = (path: string) => new URL(path, baseURL()).toString()

const ARTICLE_SEED = ARTICLE_SEEDS[0] as (typeof ARTICLE_SEEDS)[number]
const ARTICLE = { fr: `/fr/article/${ARTICLE_SEED.slug.fr}`, nl: `/nl/artikel/${ARTICLE_SEED.slug.nl}` }

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launch()
  page = await (await newContext(browser, 'desktop')).newPage()
})
afterAll(async () => browser?.close())

interface SitemapEntry {
  loc: string
  lastmod: string | null
  alternates: Record<string, string>
}

/** An XML document read by Chromium's XML parser: its root element, its sitemap entries and part addresses. */
async function parseXml(path: string) {
  const res = await get(path)
  expect(res.status, path).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/xml/)
  const xml = await res.text()
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const error = doc.getElementsByTagName('parsererror')[0]
    if (error) return { error: error.textContent ?? 'parse error', root: '', parts: [], entries: [] }
    const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9'
    const XHTML = 'http://www.w3.org/1999/xhtml'
    const loc = (e: Element) => e.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? ''
    const parts = [...doc.getElementsByTagNameNS(SITEMAP, 'sitemap')].map(loc)
    const entries = [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((u) => ({
      loc: loc(u),
      lastmod: u.getElementsByTagNameNS(SITEMAP, 'lastmod')[0]?.textContent ?? null,
      alternates: Object.fromEntries(
        [...u.getElementsByTagNameNS(XHTML, 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      ),
    }))
    return { error: null, root: doc.documentElement.localName, parts, entries }
  }, xml)
  expect(parsed.error, path).toBeNull()
  return parsed
}

/** The sitemap index at /sitemap.xml and every part it names, each valid XML. */
async function readSitemap(): Promise<Map<string, SitemapEntry>> {
  const index = await parseXml('/sitemap.xml')
  expect(index.root).toBe('sitemapindex')
  expect(index.parts.length).toBeGreaterThan(1)
  const entries: SitemapEntry[] = []
  for (const part of index.parts) {
    expect(part.startsWith(url('/sitemaps/sitemap/')), part).toBe(true)
    expect(part).toMatch(/\/[a-z]+(-\d+)?\.xml$/)
    const parsed = await parseXml(new URL(part).pathname)
    expect(parsed.root).toBe('urlset')
    entries.push(...parsed.entries)
  }
  return new Map(entries.map((e) => [e.loc, e]))
}

/** What the page's head says to search engines and social networks. */
async function headOf(path: string) {
  const res = await page.goto(path, { waitUntil: 'domcontentloaded' })
  expect(res?.status(), path).toBe(200)
  return page.evaluate(() => {
    const meta = (key: string) =>
      [...document.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map(
        (m) => m.getAttribute('content') ?? '',
      )
    return {
      title: document.title,
      h1: document.querySelector('h1')?.textContent ?? '',
      og: Object.fromEntries(
        [
          'og:title',
          'og:description',
          'og:url',
          'og:type',
          'og:site_name',
          'og:locale',
          'og:image',
          'og:image:width',
          'og:image:height',
          'article:published_time',
          'article:modified_time',
          'twitter:card',
          'twitter:image',
        ].map((k) => [k, meta(k)[0] ?? null]),
      ),
      localeAlternates: meta('og:locale:alternate'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      hreflang: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      ),
      // Parsed in the page: a script that is not valid JSON throws here and fails the test.
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
      ),
    }
  })
}

const ofType = (nodes: Array<Record<string, unknown>>, type: string) => nodes.filter((n) => n['@type'] === type)

describe('sitemap.xml', () => {
  it('is valid XML listing the homes and a seeded article in both languages, with their alternates', async () => {
    const entries = await readSitemap()
    expect(entries.has(url('/fr'))).toBe(true)
    expect(entries.has(url('/nl'))).toBe(true)
    const languages = { 'fr-BE': url(ARTICLE.fr), 'nl-BE': url(ARTICLE.nl), 'x-default': url(ARTICLE.fr) }
    for (const path of [ARTICLE.fr, ARTICLE.nl]) {
      const entry = entries.get(url(path))
      expect(entry, path).toBeDefined()
      expect(entry?.alternates).toEqual(languages)
      expect(Number.isNaN(Date.parse(entry?.lastmod ?? ''))).toBe(false)
    }
    for (const path of ['/fr/styleguide', '/nl/styleguide', '/fr/tableau-de-bord', '/nl/dashboard']) {
      expect(entries.has(url(path)), path).toBe(false)
    }
    // Every listed content URL is a page that answers, and so do a few company pages.
    const content = [...entries.keys()].filter((l) => /\/(article|artikel|blog|reference|referentie)\//.test(l))
    const companies = [...entries.keys()].filter((l) => /\/(entreprise|bedrijf)\/\d+$/.test(l))
    expect(companies.length).toBeGreaterThanOrEqual(2 * 60)
    for (const loc of [...content, ...companies.slice(0, 4)]) {
      expect((await get(new URL(loc).pathname)).status, loc).toBe(200)
    }
  })

  it('agrees with the hreflang links of the page itself', async () => {
    const entries = await readSitemap()
    const head = await headOf(ARTICLE.nl)
    expect(entries.get(url(ARTICLE.nl))?.alternates).toEqual(head.hreflang)
  })

  it('follows a publication in /admin without a rebuild, and never lists a draft', async () => {
    const login = await fetch(url('/api/users/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@e2e.test', password: 'E2e-admin-password1' }),
    })
    const { token } = (await login.json()) as { token: string }
    const api = (path: string, method: string, body?: unknown) =>
      fetch(url(path), {
        method,
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const suffix = Date.now().toString(36)
    const fr = `/fr/seo-nouvelle-page-${suffix}`
    const nl = `/nl/seo-nieuwe-pagina-${suffix}`
    // A title that tries to end the JSON-LD script early.
    const title = 'Nouvelle page </script><script>window.__injected = true</script>'

    const created = await api('/api/pages?locale=fr&draft=true', 'POST', {
      title,
      slug: `seo-nouvelle-page-${suffix}`,
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      expect((await readSitemap()).has(url(fr))).toBe(false)

      expect((await api(`/api/pages/${doc.id}?locale=fr`, 'PATCH', { _status: 'published' })).status).toBe(200)
      let entries = await readSitemap()
      expect(entries.has(url(fr))).toBe(true)
      expect(entries.has(url(nl))).toBe(false)

      const patched = await api(`/api/pages/${doc.id}?locale=nl`, 'PATCH', {
        title: 'Nieuwe pagina',
        slug: `seo-nieuwe-pagina-${suffix}`,
        _status: 'published',
      })
      expect(patched.status).toBe(200)
      entries = await readSitemap()
      expect(entries.get(url(nl))?.alternates).toEqual({ 'fr-BE': url(fr), 'nl-BE': url(nl), 'x-default': url(fr) })

      const head = await headOf(fr)
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
      const crumbs = ofType(head.jsonLd, 'BreadcrumbList')[0] as { itemListElement: Array<{ name: string }> }
      expect(crumbs.itemListElement.at(-1)?.name).toBe(title)
    } finally {
      expect((await api(`/api/pages/${doc.id}`, 'DELETE')).status).toBe(200)
    }
    expect((await readSitemap()).has(url(fr))).toBe(false)
  })
})

describe('site icon', () => {
  it('every page names an SVG icon that answers, so browsers do not ask for a missing favicon.ico', async () => {
    const html = await (await get('/nl')).text()
    const href = /<link rel="icon" href="([^"]+)"[^>]*type="image\/svg\+xml"/.exec(html)?.[1]
    expect(href, 'icon link').toBeDefined()
    const icon = await get(new URL(href as string, baseURL()).pathname)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await icon.text()).toContain('<svg')
  })
})

describe('paths that name no language', () => {
  it.each(['/favicon.ico', '/missing.png'])('%s is a 404, not a metadata error', async (path) => {
    expect((await get(path)).status).toBe(404)
  })
})

describe('robots.txt', () => {
  it('allows the site, keeps out the back office, the APIs, the dashboard and the preview, and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    const lines = text.split('\n').map((l) => l.trim())
    expect(lines).toContain('User-Agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/admin', '/api', '/fr/tableau-de-bord', '/nl/dashboard', '/fr/preview/', '/nl/preview/']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines).toContain(`Sitemap: ${url('/sitemap.xml')}`)
  })
})

describe('article metadata', () => {
  for (const [locale, other] of [
    ['fr', 'nl'],
    ['nl', 'fr'],
  ] as const) {
    it(`${locale}: Open Graph, Twitter card, canonical, hreflang and JSON-LD`, async () => {
      const path = ARTICLE[locale]
      const head = await headOf(path)
      const canonical = url(path)
      expect(head.canonical).toBe(canonical)
      expect(head.hreflang).toEqual({
        'fr-BE': url(ARTICLE.fr),
        'nl-BE': url(ARTICLE.nl),
        'x-default': url(ARTICLE.fr),
      })

      // The article's meta title, its heading in the page and the JSON-LD.
      // French typography may turn a space before a colon into a no-break space.
      const spaces = (v: unknown) => String(v).replace(/\u00a0/g, ' ')
      expect(spaces(head.og['og:title'])).toBe(spaces(ARTICLE_SEED.metaTitle[locale]))
      expect(head.og['og:description']).toBeTruthy()
      expect(head.og['og:url']).toBe(canonical)
      expect(head.og['og:type']).toBe('article')
      expect(head.og['og:site_name']).toBe('Murelia')
      expect(head.og['og:locale']).toBe(`${locale}_BE`)
      expect(head.localeAlternates).toEqual([`${other}_BE`])
      expect(head.og['article:published_time']).toBeTruthy()
      expect(head.og['article:modified_time']).toBeTruthy()
      expect(head.og['twitter:card']).toBe('summary_large_image')

      // Its hero picture, in the stored WebP size named with its box.
      const image = head.og['og:image'] as string
      expect(image).toMatch(/\/api\/media\/file\/[^/]+\.webp$/)
      expect(head.og['twitter:image']).toBe(image)
      expect([head.og['og:image:width'], head.og['og:image:height']]).toEqual(['1940', '450'])
      const webp = await fetch(image)
      expect(webp.status).toBe(200)
      expect(webp.headers.get('content-type')).toBe('image/webp')

      const [articleNode] = ofType(head.jsonLd, 'Article')
      expect(articleNode).toMatchObject({
        '@context': 'https://schema.org',
        headline: head.h1,
        description: head.og['og:description'],
        inLanguage: `${locale}-BE`,
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        publisher: { '@type': 'Organization', name: 'Murelia' },
        image: [image],
      })
      expect(Number.isNaN(Date.parse(articleNode?.datePublished as string))).toBe(false)
      expect(Number.isNaN(Date.parse(articleNode?.dateModified as string))).toBe(false)

      // Home → the blog that lists the article's theme → the article.
      const [crumbs] = ofType(head.jsonLd, 'BreadcrumbList')
      const blog = BLOG_SEEDS[0] as (typeof BLOG_SEEDS)[number]
      const blogPath = locale === 'fr' ? `/fr/blog/${blog.slug.fr}` : `/nl/blog/${blog.slug.nl}`
      expect(crumbs?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: locale === 'fr' ? 'Accueil' : 'Home', item: url(`/${locale}`) },
        { '@type': 'ListItem', position: 2, name: blog.title[locale], item: url(blogPath) },
        { '@type': 'ListItem', position: 3, name: head.h1, item: canonical },
      ])
    })
  }

  it('describes a generic page as a website with a breadcrumb and no Article', async () => {
    const head = await headOf('/nl/wettelijke-vermeldingen')
    expect(head.og['og:type']).toBe('website')
    expect(head.og['og:locale']).toBe('nl_BE')
    expect(ofType(head.jsonLd, 'Article')).toEqual([])
    expect(ofType(head.jsonLd, 'BreadcrumbList')).toHaveLength(1)
  })
})

describe('home and static screens', () => {
  it.each(['fr', 'nl'] as const)('%s home names Murelia as an Organization', async (locale) => {
    const head = await headOf(`/${locale}`)
    expect(ofType(head.jsonLd, 'Organization')).toEqual([
      expect.objectContaining({ '@context': 'https://schema.org', name: 'Murelia', url: url(`/${locale}`) }),
    ])
    expect(head.og['og:type']).toBe('website')
    expect(head.og['og:url']).toBe(url(`/${locale}`))
    // The picture of the home's hero.
    expect(head.og['og:image']).toMatch(/\/api\/media\/file\/[^/]+\.webp$/)
    expect(head.og['og:title']).toBe(head.title)
  })

  it('gives a static screen its social card in the page language', async () => {
    const head = await headOf('/nl/gevelconfigurator')
    expect(head.og['og:url']).toBe(url('/nl/gevelconfigurator'))
    expect(head.og['og:locale']).toBe('nl_BE')
    expect(head.localeAlternates).toEqual(['fr_BE'])
    expect(head.og['og:site_name']).toBe('Murelia')
    expect(head.og['twitter:card']).toBe('summary_large_image')
  })
})
