import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARTICLE_SEEDS, BLOG_SEEDS } from '@/seed/content-blog'
import { expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

async function open(viewport: ViewportName, path: string): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  const p = await context.newPage()
  await p.goto(path, { waitUntil: 'networkidle' })
  return p
}

const normalize = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()
const blog = BLOG_SEEDS[0] as (typeof BLOG_SEEDS)[number]
const blogPath = { fr: `/fr/blog/${blog.slug.fr}`, nl: `/nl/blog/${blog.slug.nl}` } as const

/** JSON-LD nodes of the page, by @type. */
async function jsonLd(p: Page, type: string): Promise<Record<string, unknown> | undefined> {
  const scripts = await p.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((s) => JSON.parse(s) as Record<string, unknown>).find((n) => n['@type'] === type)
}

describe.each([
  ['fr', 'phone'],
  ['nl', 'desktop'],
] as const)('a blog and its articles in %s at %s width', (locale, viewport) => {
  it('lists each theme with its articles newest first, and an article shows its date, blog, themes and related articles', async () => {
    const p = await open(viewport, blogPath[locale])
    expect(normalize(await p.locator('h1').textContent())).toBe(blog.title[locale])
    await expectAccessible(p)

    const themes = p.locator('main section[id^="theme-"]')
    expect(await themes.count()).toBeGreaterThan(1)
    // The table of themes leads to each section.
    const nav = p.getByRole('navigation', { name: locale === 'fr' ? 'Thèmes du blog' : 'Thema’s van de blog' })
    expect(await nav.getByRole('link').count()).toBe(await themes.count())
    for (let i = 0; i < (await themes.count()); i++) {
      const dates = await themes
        .nth(i)
        .locator('time')
        .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')))
      expect(dates.length).toBeGreaterThan(0)
      expect([...dates].sort().reverse()).toEqual(dates)
    }

    // The newest article of the first theme.
    const first = themes.first().locator('[data-testid="content-card"]').first()
    const title = normalize(await first.locator('h3').textContent())
    const seed = ARTICLE_SEEDS.find((a) => a.title[locale] === title)
    expect(seed).toBeDefined()
    await first.getByRole('link').click()
    await p.waitForURL(`**/${locale === 'fr' ? 'article' : 'artikel'}/${seed?.slug[locale]}`)
    expect(normalize(await p.locator('h1').textContent())).toBe(title)
    const datetime = await p.locator('article header time').getAttribute('datetime')
    expect(datetime?.slice(0, 10)).toBe(seed?.displayDate)
    // Back to its blog, its themes in the sidebar, other articles of the same theme but not itself.
    expect(await p.locator('article header').getByRole('link', { name: blog.title[locale] }).count()).toBe(1)
    const related = p.locator('section[aria-labelledby="related-articles"] [data-testid="content-card"] h3')
    const relatedTitles = (await related.allTextContents()).map(normalize)
    expect(relatedTitles.length).toBeGreaterThan(0)
    expect(relatedTitles).not.toContain(title)
    await expectAccessible(p)

    const node = await jsonLd(p, 'Article')
    expect(normalize(String(node?.headline))).toBe(title)
    expect(String(node?.datePublished).slice(0, 10)).toBe(seed?.displayDate.slice(0, 10))
    expect(String((node?.image as string[] | undefined)?.[0])).toMatch(/\.webp$/)
    const crumbs = (await jsonLd(p, 'BreadcrumbList'))?.itemListElement as Array<{ name: string }>
    expect(crumbs.map((c) => normalize(c.name))).toEqual([expect.any(String), normalize(blog.title[locale]), title])
    await p.context().close()
  })
})
