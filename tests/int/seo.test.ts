import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContentSlug } from '@/collections/Content'
import { startTestPayload, type TestPayload } from './helpers/payload'

let t: TestPayload
let payload: Payload
let sitemap: typeof import('@/app/sitemaps/sitemap')
let service: typeof import('@/services/content/sitemap')
let site: string
const created: Array<{ collection: ContentSlug; id: number }> = []

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  sitemap = await import('@/app/sitemaps/sitemap')
  service = await import('@/services/content/sitemap')
  site = (await import('@/lib/env')).env.SITE_URL
})
afterAll(async () => {
  for (const { collection, id } of created) await payload.delete({ collection, id, overrideAccess: true })
  await t?.stop()
})

const url = (path: string) => new URL(path, site).toString()

/** A content document with a title and slug in each given language, published or saved as a draft. */
async function createDoc(
  collection: ContentSlug,
  slugs: { fr: string; nl?: string },
  status: 'published' | 'draft',
): Promise<number> {
  const draft = status === 'draft'
  const doc = await payload.create({
    collection,
    locale: 'fr',
    draft,
    data: { title: `FR ${slugs.fr}`, slug: slugs.fr, _status: status },
  })
  if (slugs.nl) {
    await payload.update({
      collection,
      id: doc.id,
      locale: 'nl',
      draft,
      data: { title: `NL ${slugs.nl}`, slug: slugs.nl, _status: status },
    })
  }
  created.push({ collection, id: doc.id })
  return doc.id
}

/** Every part of the sitemap, as Next serves them from generateSitemaps. */
async function allEntries(): Promise<MetadataRoute.Sitemap> {
  const parts = await sitemap.generateSitemaps()
  const lists = await Promise.all(parts.map(({ id }) => sitemap.default({ id: Promise.resolve(id) })))
  return lists.flat()
}

const byUrl = async () => new Map((await allEntries()).map((e) => [e.url, e]))

describe('sitemap', () => {
  it('lists the public screens in both languages, not the style guide or the dashboard', async () => {
    const entries = await byUrl()
    for (const path of ['/fr', '/nl', '/fr/contact', '/nl/prijsofferte', '/fr/configurateur-facade']) {
      expect(entries.has(url(path)), path).toBe(true)
    }
    for (const path of ['/fr/styleguide', '/nl/styleguide', '/fr/tableau-de-bord', '/nl/dashboard']) {
      expect(entries.has(url(path)), path).toBe(false)
    }
    expect(entries.get(url('/nl/gevelconfigurator'))?.alternates?.languages).toEqual({
      'fr-BE': url('/fr/configurateur-facade'),
      'nl-BE': url('/nl/gevelconfigurator'),
      'x-default': url('/fr/configurateur-facade'),
    })
  })

  it('lists a published page in both languages with its own slugs, and never a draft', async () => {
    const id = t.runId
    const publishedId = await createDoc('pages', { fr: `seo-publiee-${id}`, nl: `seo-gepubliceerd-${id}` }, 'published')
    const draftId = await createDoc('pages', { fr: `seo-brouillon-${id}`, nl: `seo-ontwerp-${id}` }, 'draft')

    let entries = await byUrl()
    const fr = entries.get(url(`/fr/seo-publiee-${id}`))
    const nl = entries.get(url(`/nl/seo-gepubliceerd-${id}`))
    expect(fr, 'French entry').toBeDefined()
    expect(nl, 'Dutch entry').toBeDefined()
    const languages = {
      'fr-BE': url(`/fr/seo-publiee-${id}`),
      'nl-BE': url(`/nl/seo-gepubliceerd-${id}`),
      'x-default': url(`/fr/seo-publiee-${id}`),
    }
    expect(fr?.alternates?.languages).toEqual(languages)
    expect(nl?.alternates?.languages).toEqual(languages)
    const { updatedAt } = await payload.findByID({ collection: 'pages', id: publishedId, depth: 0 })
    expect(fr?.lastModified).toBe(updatedAt)
    // Each language's slug only under its own prefix.
    expect(entries.has(url(`/nl/seo-publiee-${id}`))).toBe(false)
    expect(entries.has(url(`/fr/seo-gepubliceerd-${id}`))).toBe(false)
    expect([...entries.keys()].filter((u) => /seo-(brouillon|ontwerp)-/.test(u))).toEqual([])

    // Publishing the draft puts it in the next sitemap, in both languages.
    await payload.update({ collection: 'pages', id: draftId, data: { _status: 'published' } })
    entries = await byUrl()
    expect(entries.has(url(`/fr/seo-brouillon-${id}`))).toBe(true)
    expect(entries.has(url(`/nl/seo-ontwerp-${id}`))).toBe(true)

    // Unpublished again, it leaves the sitemap.
    await payload.update({ collection: 'pages', id: draftId, data: { _status: 'draft' } })
    entries = await byUrl()
    expect(entries.has(url(`/fr/seo-brouillon-${id}`))).toBe(false)
  })

  it('puts articles, blogs and references under their localized routes', async () => {
    const id = t.runId
    await createDoc('articles', { fr: `seo-article-${id}`, nl: `seo-artikel-${id}` }, 'published')
    await createDoc('blogs', { fr: `seo-blog-fr-${id}`, nl: `seo-blog-nl-${id}` }, 'published')
    await createDoc('references', { fr: `seo-reference-${id}`, nl: `seo-referentie-${id}` }, 'published')
    const entries = await byUrl()
    for (const path of [
      `/fr/article/seo-article-${id}`,
      `/nl/artikel/seo-artikel-${id}`,
      `/fr/blog/seo-blog-fr-${id}`,
      `/nl/blog/seo-blog-nl-${id}`,
      `/fr/reference/seo-reference-${id}`,
      `/nl/referentie/seo-referentie-${id}`,
    ]) {
      expect(entries.has(url(path)), path).toBe(true)
    }
  })

  it('lists a document without a Dutch slug in French only', async () => {
    const id = t.runId
    await createDoc('pages', { fr: `seo-francais-seul-${id}` }, 'published')
    const entries = await byUrl()
    const fr = entries.get(url(`/fr/seo-francais-seul-${id}`))
    expect(fr?.alternates?.languages).toEqual({
      'fr-BE': url(`/fr/seo-francais-seul-${id}`),
      'x-default': url(`/fr/seo-francais-seul-${id}`),
    })
    expect(
      [...entries.keys()].filter((u) => u.startsWith(url('/nl/')) && u.includes(`seo-francais-seul-${id}`)),
    ).toEqual([])
  })
})

describe('sitemap parts', () => {
  it('splits each collection into runs that together list every published document once', async () => {
    const id = t.runId
    for (const n of [1, 2, 3]) await createDoc('pages', { fr: `seo-part-${n}-${id}` }, 'published')
    const whole = await service.readPart('pages', 0, 100_000)
    expect(whole.length).toBeGreaterThanOrEqual(3)
    const runs = await Promise.all(
      Array.from({ length: Math.ceil(whole.length / 2) + 1 }, (_, i) => service.readPart('pages', i, 2)),
    )
    expect(runs.slice(0, -1).every((run) => run.length > 0 && run.length <= 2)).toBe(true)
    expect(runs.at(-1)).toEqual([])
    expect(runs.flat()).toEqual(whole)
    expect(service.partNames('pages', 5, 2)).toEqual(['pages-0', 'pages-1', 'pages-2'])
    expect(service.partNames('blogs', 0, 2)).toEqual([])
  })

  it('names every part in the index, each at an address Next serves', async () => {
    const ids = (await sitemap.generateSitemaps()).map((p) => p.id)
    expect(ids[0]).toBe('screens')
    expect(ids).toContain('pages-0')
    expect(ids).toContain('references-0')
    const xml = service.sitemapIndexXml(ids)
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(ids.map((p) => url(`/sitemaps/sitemap/${p}.xml`)))
    expect(await service.sitemapPart('unknown-0')).toEqual([])
  })

  it("lists the listed professionals' company pages in both languages, never a hidden one", async () => {
    const run = t.runId
    const category = await payload.create({
      collection: 'work-categories',
      locale: 'fr',
      data: { name: `Sitemap ${run}`, weight: 1000 },
    })
    const area = await payload.create({
      collection: 'geographic-areas',
      locale: 'fr',
      data: {
        name: `Sitemap ${run}`,
        code: `S${run}`.slice(0, 8),
        type: 'PROVINCE',
        postalCodesRange: [{ from: 5000, to: 5999 }],
      },
    })
    const company = (key: string, isVisible: boolean) =>
      payload.create({
        collection: 'professional-users',
        locale: 'fr',
        overrideAccess: true,
        data: {
          company: `Sitemap ${key} ${run}`,
          firstname: 'Sitemap',
          lastname: key,
          email: `${key}-${run}@sitemap-test.example`,
          password: 'Sitemap-Test-1',
          language: 'fr',
          phoneNumber: '0470123456',
          profiles: ['PROFESSIONAL_PLAFONNEUR_PROFILE'],
          street: 'Rue du Test 1',
          postcode: '5000',
          city: 'Namur',
          workCategories: [category.id],
          geographicAreas: [area.id],
          isVisible,
          acceptMarketing: false,
        },
      })
    const listed = await company('listed', true)
    const hidden = await company('hidden', false)
    try {
      const { docs } = await payload.find({
        collection: 'professional-users',
        where: { listed: { equals: true } },
        pagination: false,
        depth: 0,
        select: { listed: true },
        overrideAccess: true,
      })
      expect(docs.map((d) => d.id)).toContain(listed.id)
      expect((await sitemap.generateSitemaps()).map((p) => p.id)).toContain('companies-0')
      const entries = await byUrl()
      const companies = [...entries.keys()].filter((u) => u.startsWith(url('/fr/entreprise/'))).sort()
      expect(companies).toEqual(docs.map((d) => url(`/fr/entreprise/${d.id}`)).sort())
      expect(entries.get(url(`/nl/bedrijf/${listed.id}`))?.alternates?.languages).toEqual({
        'fr-BE': url(`/fr/entreprise/${listed.id}`),
        'nl-BE': url(`/nl/bedrijf/${listed.id}`),
        'x-default': url(`/fr/entreprise/${listed.id}`),
      })
      expect(entries.has(url(`/fr/entreprise/${hidden.id}`))).toBe(false)
      expect(entries.has(url(`/nl/bedrijf/${hidden.id}`))).toBe(false)
    } finally {
      await payload.delete({
        collection: 'professional-users',
        where: { id: { in: [listed.id, hidden.id] } },
        overrideAccess: true,
      })
      await payload.delete({ collection: 'work-categories', id: category.id })
      await payload.delete({ collection: 'geographic-areas', id: area.id })
    }
  })
})

describe('robots.txt', () => {
  it('keeps crawlers out of the back office, the APIs, the dashboard, the follow-up pages and the preview, and names the sitemap', async () => {
    const robots = (await import('@/app/robots')).default()
    expect(robots.sitemap).toBe(url('/sitemap.xml'))
    const rules = Array.isArray(robots.rules) ? robots.rules : [robots.rules]
    expect(rules[0]).toMatchObject({ userAgent: '*', allow: '/' })
    expect(rules[0]?.disallow).toEqual([
      '/admin',
      '/api',
      '/fr/tableau-de-bord',
      '/fr/preview/',
      '/fr/mes-demandes/',
      '/nl/dashboard',
      '/nl/preview/',
      '/nl/mijn-aanvragen/',
    ])
  })
})

describe('JSON-LD', () => {
  it('cannot be broken out of by a title holding </script>', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { JsonLd, breadcrumbList } = await import('@/components/content/JsonLd')
    const name = '</script><script>alert(1)</script><!-- & \u2028'
    const html = renderToStaticMarkup(JsonLd({ data: breadcrumbList([{ name, url: url('/fr') }]) }))
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const json = html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '')
    const data = JSON.parse(json)
    expect(data['@context']).toBe('https://schema.org')
    expect(data.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name, item: url('/fr') })
  })
})
