import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Article, Landing, Media, Page } from '@/payload-types'
import { startTestPayload, type TestPayload } from './helpers/payload'

let t: TestPayload
let payload: Payload
type Seeds = {
  blocks: typeof import('@/seed/content-blocks')
  landings: typeof import('@/seed/content-landings')
  pages: typeof import('@/seed/content-pages')
  blog: typeof import('@/seed/content-blog')
  media: typeof import('@/seed/content-media')
}
let seeds: Seeds
const ctx = { disableRevalidate: true }

/** Every collection the content seed writes to, with what the test counts in it. */
const SEEDED = ['landings', 'pages', 'articles', 'blogs', 'content-tags', 'calls-to-action', 'media'] as const
const counts = async () =>
  Object.fromEntries(
    await Promise.all(SEEDED.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs] as const)),
  )

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  seeds = {
    blocks: await import('@/seed/content-blocks'),
    landings: await import('@/seed/content-landings'),
    pages: await import('@/seed/content-pages'),
    blog: await import('@/seed/content-blog'),
    media: await import('@/seed/content-media'),
  }
  if (t.isPostgres) {
    // A shared database may hold content from elsewhere: the content seed runs only where no landing exists,
    // and the demo references only where no reference has pictures (other files leave some behind).
    for (const c of [
      'landings',
      'pages',
      'articles',
      'blogs',
      'content-tags',
      'calls-to-action',
      'references',
    ] as const) {
      await payload.delete({ collection: c, where: { id: { exists: true } }, overrideAccess: true, context: ctx })
    }
  }
  const { seedDemo } = await import('@/seed')
  const started = Date.now()
  await seedDemo(payload)
  console.log(`seedDemo: ${Date.now() - started} ms`)
}, 300_000)
afterAll(async () => t?.stop())

const pageSlugs = () => Object.values(seeds.blocks.PAGE_SLUGS).map((s) => s.fr)
const articleSlugs = () => seeds.blog.ARTICLE_SEEDS.map((a) => a.slug.fr)
const blogSlugs = () => seeds.blog.BLOG_SEEDS.map((b) => b.slug.fr)

async function seededPages(depth = 0) {
  const { docs } = await payload.find({
    collection: 'pages',
    locale: 'fr',
    where: { slug: { in: pageSlugs() } },
    depth,
    limit: 100,
  })
  return docs
}
async function seededArticles(depth = 0) {
  const { docs } = await payload.find({
    collection: 'articles',
    locale: 'fr',
    where: { slug: { in: articleSlugs() } },
    depth,
    limit: 100,
  })
  return docs
}
async function allLandings(depth = 0) {
  return (await payload.find({ collection: 'landings', locale: 'fr', depth, limit: 100 })).docs
}

/** Paths of localized values (objects keyed by locale) filled in one language and empty in the other. */
function missingTranslations(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => missingTranslations(v, `${path}[${i}]`))
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  if ('fr' in record || 'nl' in record) {
    const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
    // An optional field left empty in both languages is no missing translation.
    if (empty(record.fr) && empty(record.nl)) return []
    return ['fr', 'nl'].filter((l) => empty(record[l])).map((l) => `${path}.${l}`)
  }
  return Object.entries(record).flatMap(([k, v]) => missingTranslations(v, path ? `${path}.${k}` : k))
}

describe('demo content seed', () => {
  it('publishes one landing per type with the profile of its type', async () => {
    const docs = await allLandings()
    const { LANDING_TYPES, landingProfile } = await import('@/domain/profiles')
    expect(docs.map((d) => d.landingType).sort()).toEqual([...LANDING_TYPES].sort())
    for (const d of docs) {
      expect(d._status).toBe('published')
      expect(d.userProfile ?? null).toBe(landingProfile(d.landingType))
      expect(d.paragraphs?.length).toBeGreaterThanOrEqual(3)
      expect(d.paragraphs?.length).toBeLessThanOrEqual(6)
    }
    const heroOf = (type: Landing['landingType']) => docs.find((d) => d.landingType === type)?.hero?.[0]?.blockType
    expect(heroOf('index')).toBe('heroDouble')
    expect(heroOf('individual')).toBe('heroDouble')
    for (const type of [
      'find-facade',
      'find-roofer',
      'find-plaquiste',
      'facade',
      'roofer',
      'plaquiste',
      'pro',
    ] as const) {
      expect(heroOf(type)).toBe('heroSingle')
    }
  })

  it('publishes at least 6 pages, 2 blogs, 12 articles and 4 article tags of at least 2 articles each', async () => {
    const pages = await seededPages()
    expect(pages.length).toBeGreaterThanOrEqual(6)
    expect(pages.every((p) => p._status === 'published')).toBe(true)

    const { docs: blogs } = await payload.find({
      collection: 'blogs',
      where: { slug: { in: blogSlugs() } },
      locale: 'fr',
      depth: 0,
    })
    expect(blogs).toHaveLength(2)
    expect(blogs.map((b) => b.blogType).sort()).toEqual(['advice', 'news'])
    expect(blogs.every((b) => b.userProfile && (b.contentTags ?? []).length > 0)).toBe(true)

    const articles = await seededArticles()
    expect(articles).toHaveLength(12)
    expect(articles.every((a) => a._status === 'published' && (a.contentTags ?? []).length >= 1)).toBe(true)
    // Spread over 2026: at least ten different months.
    const months = new Set(articles.map((a) => a.displayDate?.slice(0, 7)))
    expect([...months].every((m) => m?.startsWith('2026-'))).toBe(true)
    expect(months.size).toBeGreaterThanOrEqual(10)

    const { docs: tags } = await payload.find({
      collection: 'content-tags',
      locale: 'fr',
      where: { contentType: { equals: 'article' } },
      depth: 0,
    })
    const names: string[] = Object.values(seeds.blocks.TAG_SEEDS).map((s) => s.name.fr)
    const seeded = tags.filter((tag) => names.includes(tag.name))
    expect(seeded).toHaveLength(4)
    expect(seeded.map((tag) => tag.weight)).toEqual([1, 2, 3, 4])
    for (const tag of seeded) {
      const tagged = articles.filter((a) => (a.contentTags ?? []).includes(tag.id))
      expect(tagged.length, tag.name).toBeGreaterThanOrEqual(2)
    }
  })

  it('uses every paragraph block, and both heroes, at least once', async () => {
    const { PARAGRAPH_BLOCKS } = await import('@/blocks')
    const docs: Array<Pick<Page, 'paragraphs'>> = [
      ...(await allLandings()),
      ...(await seededPages()),
      ...(await seededArticles()),
    ]
    const used = new Set(docs.flatMap((d) => (d.paragraphs ?? []).map((p) => p.blockType)))
    expect([...used].sort()).toEqual(PARAGRAPH_BLOCKS.map((b) => b.slug).sort())
    const blocks = docs.flatMap((d) => d.paragraphs ?? [])
    // "See more" needs more than three images; the slider needs several cards; external links are https.
    expect(blocks.some((b) => b.blockType === 'images' && b.images.length >= 4)).toBe(true)
    expect(blocks.some((b) => b.blockType === 'cardsSlider' && b.cards.length >= 4)).toBe(true)
    const external = blocks.flatMap((b) => (b.blockType === 'externalCards' ? b.cards : []))
    expect(external.length).toBeGreaterThan(0)
    expect(external.every((c) => c.url.startsWith('https://'))).toBe(true)
    const articleCards = blocks.filter((b) => b.blockType === 'internalCards' && b.source === 'articles')
    expect(articleCards.some((b) => b.blockType === 'internalCards' && b.contentTag)).toBe(true)
    expect(blocks.some((b) => b.blockType === 'internalCards' && b.source === 'references' && b.highlightedOnly)).toBe(
      true,
    )
  })

  it('points each FAQ block of a landing at the FAQ of its profile', async () => {
    const { docs: faqs } = await payload.find({ collection: 'faqs', depth: 0, limit: 100 })
    const profileOf = new Map(faqs.map((f) => [f.id, f.userProfile]))
    let seen = 0
    for (const landing of await allLandings()) {
      for (const block of landing.paragraphs ?? []) {
        if (block.blockType !== 'faqCta') continue
        expect(profileOf.get(block.faq as number), landing.landingType).toBe(landing.userProfile)
        seen += 1
      }
    }
    expect(seen).toBeGreaterThanOrEqual(7)
  })

  it('highlights three references for the cards that show only highlighted ones', async () => {
    const { totalDocs } = await payload.count({
      collection: 'references',
      where: { isHighlighted: { equals: true }, _status: { equals: 'published' } },
    })
    expect(totalDocs).toBeGreaterThanOrEqual(3)
  })
})

describe('both languages', () => {
  it('fills every localized field in French and in Dutch, blocks and heroes included', async () => {
    const all = async (collection: 'landings' | 'pages' | 'articles' | 'blogs', ids: number[]) =>
      (await payload.find({ collection, locale: 'all', where: { id: { in: ids } }, depth: 0, limit: 100 })).docs
    const landings = await all(
      'landings',
      (await allLandings()).map((d) => d.id),
    )
    const pages = await all(
      'pages',
      (await seededPages()).map((d) => d.id),
    )
    const articles = await all(
      'articles',
      (await seededArticles()).map((d) => d.id),
    )
    const { docs: blogIds } = await payload.find({
      collection: 'blogs',
      where: { slug: { in: blogSlugs() } },
      depth: 0,
    })
    const blogs = await all(
      'blogs',
      blogIds.map((d) => d.id),
    )
    for (const doc of [...landings, ...pages, ...articles, ...blogs]) {
      expect(missingTranslations(doc), `document ${doc.id}`).toEqual([])
      // The title really has both languages (locale "all" gives an object per localized field).
      expect(doc.title).toMatchObject({ fr: expect.stringMatching(/\S/), nl: expect.stringMatching(/\S/) })
    }
    // Block texts are localized too: a block title of a landing reads differently in Dutch.
    const index = (landings as Landing[]).find((d) => d.landingType === 'index')
    const firstTitle = (index?.paragraphs?.[0] as { title?: unknown } | undefined)?.title as
      | { fr: string; nl: string }
      | undefined
    expect(firstTitle?.fr).toBeTruthy()
    expect(firstTitle?.nl).toBeTruthy()
    expect(firstTitle?.nl).not.toBe(firstTitle?.fr)
  })

  it('gives every call to action, tag and picture its Dutch words, and links into each language', async () => {
    const { docs: ctas } = await payload.find({ collection: 'calls-to-action', locale: 'all', depth: 0, limit: 100 })
    const seededTitles: string[] = Object.values(seeds.blocks.CTA_SEEDS).map((c) => c.title.fr)
    const seeded = ctas.filter((c) => seededTitles.includes((c.title as unknown as { fr: string }).fr))
    expect(seeded.length).toBe(seededTitles.length)
    expect(seeded.length).toBeGreaterThanOrEqual(10)
    for (const cta of seeded) {
      expect(missingTranslations(cta)).toEqual([])
      const link = cta.link as unknown as { fr: string; nl: string }
      expect(link.fr).toMatch(/^\/fr(\/|$)/)
      expect(link.nl).toMatch(/^\/nl(\/|$)/)
    }
    const quote = seeded.find((c) => (c.link as unknown as { fr: string }).fr === '/fr/devis')
    expect((quote?.link as unknown as { nl: string } | undefined)?.nl).toBe('/nl/prijsofferte')

    const { docs: tags } = await payload.find({ collection: 'content-tags', locale: 'all', depth: 0, limit: 100 })
    expect(tags.filter((tag) => missingTranslations(tag).length === 0).length).toBeGreaterThanOrEqual(4)

    const keys = Object.keys(seeds.media.CONTENT_IMAGES)
    const { docs: media } = await payload.find({
      collection: 'media',
      locale: 'all',
      where: { filename: { in: keys.map((k) => `demo-${k}.jpg`) } },
      depth: 0,
      limit: 100,
    })
    expect(media).toHaveLength(keys.length)
    expect(media.length).toBeGreaterThanOrEqual(20)
    for (const m of media) {
      expect(m.alt, m.filename ?? '').toMatchObject({
        fr: expect.stringMatching(/\S/),
        nl: expect.stringMatching(/\S/),
      })
    }
  })

  it('gives pages, articles and blogs their own slug in each language where the words differ', async () => {
    const expected = [
      ...seeds.pages.PAGE_SEEDS.map((p) => ({ collection: 'pages' as const, slug: seeds.blocks.PAGE_SLUGS[p.key] })),
      ...seeds.blog.ARTICLE_SEEDS.map((a) => ({ collection: 'articles' as const, slug: a.slug })),
      ...seeds.blog.BLOG_SEEDS.map((b) => ({ collection: 'blogs' as const, slug: b.slug })),
    ]
    expect(expected.filter((e) => e.slug.fr !== e.slug.nl).length).toBeGreaterThanOrEqual(expected.length - 2)
    for (const { collection, slug } of expected) {
      const { docs } = await payload.find({
        collection,
        locale: 'all',
        where: { 'slug.fr': { equals: slug.fr } },
        depth: 0,
        limit: 1,
      })
      expect(docs[0]?.slug, `${collection} ${slug.fr}`).toEqual(slug)
    }
    const { findContent } = await import('@/services/content')
    const found = await findContent('articles', 'gevel-buiten-isoleren-stappen', 'nl')
    expect(found.kind).toBe('found')
    if (found.kind === 'found')
      expect(found.doc.slugs).toEqual({
        fr: 'isoler-sa-facade-etapes',
        nl: 'gevel-buiten-isoleren-stappen',
      })
    expect(await findContent('pages', 'over-ons', 'fr')).toEqual({ kind: 'moved', slug: 'a-propos' })
  })

  it('keeps meta titles and descriptions to what search engines show', () => {
    const metas = [
      ...seeds.landings.LANDING_SEEDS,
      ...seeds.pages.PAGE_SEEDS,
      ...seeds.blog.ARTICLE_SEEDS,
      ...seeds.blog.BLOG_SEEDS,
    ]
    for (const seed of metas) {
      for (const l of ['fr', 'nl'] as const) {
        expect(seed.metaTitle[l].length, seed.metaTitle[l]).toBeLessThanOrEqual(60)
        expect(seed.metaDescription[l].length, seed.metaDescription[l]).toBeLessThanOrEqual(160)
      }
    }
  })
})

describe('pictures', () => {
  const sized = (m: unknown) => {
    const media = m as Media
    return Boolean(media?.sizes?.hero_large?.filename && media.sizes.card?.filename)
  }

  it('gives every page, article and blog a hero picture whose band and card presets were generated', async () => {
    const pages: Array<Pick<Article, 'heroImages'>> = await seededPages(1)
    const articles = await seededArticles(1)
    const { docs: blogs } = await payload.find({ collection: 'blogs', where: { slug: { in: blogSlugs() } }, depth: 1 })
    for (const doc of [...pages, ...articles, ...blogs]) {
      expect(doc.heroImages?.length).toBeGreaterThan(0)
      expect(sized(doc.heroImages?.[0])).toBe(true)
    }
    for (const article of articles) {
      expect(article.teaserImages).toHaveLength(1)
      expect(sized(article.teaserImages?.[0])).toBe(true)
    }
    // The hero bands are drawn at the size they are shown.
    const hero = articles[0]?.heroImages?.[0] as Media
    expect(hero.sizes?.hero_large).toMatchObject({ width: 1940, height: 450 })
    // Articles' cards show different pictures.
    expect(new Set(articles.map((a) => (a.teaserImages?.[0] as Media | undefined)?.id)).size).toBe(12)
  })
})

describe('running the seed again', () => {
  it('adds nothing to a seeded database', async () => {
    const before = await counts()
    const { seedDemo } = await import('@/seed')
    const { seedContent } = await import('@/seed/content-demo')
    await seedDemo(payload)
    expect(await seedContent(payload)).toBe(0)
    expect(await counts()).toEqual(before)
  })

  it('completes a demo database seeded before landings existed, reusing what is there', async () => {
    // As the first demo databases were: no landing, and a bare page with the same slug.
    await payload.delete({ collection: 'landings', where: { id: { exists: true } }, context: ctx })
    const [about] = (await seededPages()).filter((p) => p.slug === 'a-propos')
    expect(about).toBeDefined()
    await payload.update({
      collection: 'pages',
      id: about?.id as number,
      locale: 'fr',
      data: { heroImages: [], paragraphs: [] },
      context: ctx,
    })
    const before = await counts()
    const { seedDemo } = await import('@/seed')
    expect(await seedDemo(payload)).toBe(true)
    const after = await counts()
    expect(after).toEqual({ ...before, landings: seeds.landings.LANDING_SEEDS.length })
    const completed = await payload.findByID({ collection: 'pages', id: about?.id as number, depth: 0 })
    expect(completed.heroImages?.length).toBe(1)
    expect(completed.paragraphs?.length).toBeGreaterThan(0)
  }, 120_000)

  it('serves a seeded landing through the landing service in Dutch', async () => {
    const { findLanding } = await import('@/services/content/landings')
    const view = await findLanding('facade', 'nl')
    expect(view?.title).toBe('Complete gevelsystemen voor gevelbezetters')
    expect(view?.hero?.blockType).toBe('heroSingle')
    expect(view?.paragraphs.length).toBe(
      seeds.landings.LANDING_SEEDS.find((l) => l.landingType === 'facade')?.paragraphs.length,
    )
  })
})
