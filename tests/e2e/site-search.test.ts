import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'

/**
 * The site search as a visitor uses it (issue 26), in both languages, on a phone and a desktop: type in the
 * header's box, arrow to a suggestion and open it; Enter for the results page, a tab, the next page; a query that
 * finds nothing, and one with a near spelling. The demo content is the corpus.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

type Locale = 'fr' | 'nl'
const CASES = {
  fr: {
    home: '/fr',
    results: '/fr/recherche',
    typed: 'enduit ch',
    query: 'enduit chaux',
    articles: 'Articles',
    pageOf: 'Page 2 sur',
    next: 'Page suivante',
    nothing: 'Aucun résultat',
    offers: ['/fr/faq', '/fr/contact', '/fr/devis'],
    misspelt: 'isolaton',
  },
  nl: {
    home: '/nl',
    results: '/nl/zoeken',
    typed: 'gevel',
    query: 'gevels',
    articles: 'Artikels',
    pageOf: 'Pagina 2 van',
    next: 'Volgende pagina',
    nothing: 'Geen resultaten',
    offers: ['/nl/faq', '/nl/contact', '/nl/prijsofferte'],
    misspelt: 'gevelisolatei',
  },
} as const

async function open(viewport: ViewportName, path: string): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  return page
}

/** The header's box of this viewport, once it answers keys (the phone's is in the menu). */
async function searchBox(page: Page, viewport: ViewportName) {
  const variant = viewport === 'phone' ? 'panel' : 'bar'
  if (viewport === 'phone') await page.getByTestId('burger').click()
  const box = page.locator(`[data-testid="search-box-${variant}"][data-ready]`)
  await box.waitFor()
  return { box, input: box.getByRole('combobox') }
}

describe.each(['fr', 'nl'] as const)('site search in %s', (locale: Locale) => {
  const c = CASES[locale]

  describe.each(['phone', 'desktop'] as const)('on a %s', (viewport) => {
    it('suggests as one types, grouped by kind; arrows and Enter open a suggestion; Escape closes', async () => {
      const page = await open(viewport, c.home)
      const { box, input } = await searchBox(page, viewport)
      await input.pressSequentially(c.typed, { delay: 60 })
      const list = box.getByRole('listbox')
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true')
      const options = list.getByRole('option')
      await expect.poll(() => options.count()).toBeGreaterThan(1)
      // At most 8 suggestions, and the last entry offers every result.
      expect(await options.count()).toBeLessThanOrEqual(9)
      expect(await list.getByRole('group').count()).toBeGreaterThan(0)
      await expectAccessible(page)

      await input.press('Escape')
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false')
      await input.press('ArrowDown')
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true')
      const first = options.first()
      const activeId = await input.getAttribute('aria-activedescendant')
      expect(activeId).toBe(await first.getAttribute('id'))
      expect(await first.getAttribute('aria-selected')).toBe('true')
      await input.press('ArrowDown')
      expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'))
      await input.press('ArrowUp')
      expect(await input.getAttribute('aria-activedescendant')).toBe(activeId)
      const before = page.url()
      await input.press('Enter')
      // The suggestion itself opens, not the results page.
      await page.waitForURL((url) => url.toString() !== before)
      const opened = new URL(page.url()).pathname
      expect(opened.startsWith(`/${locale}/`)).toBe(true)
      expect(opened).not.toBe(c.results)
      await page.context().close()
    })

    it('goes to the results page on Enter: tabs with counts, highlighted words, pages, the query in the URL', async () => {
      const page = await open(viewport, c.home)
      const { input } = await searchBox(page, viewport)
      await input.pressSequentially(c.query, { delay: 40 })
      await input.press('Enter')
      await page.waitForURL((url) => url.pathname === c.results)
      expect(new URL(page.url()).searchParams.get('q')).toBe(c.query)
      const heading = page.getByTestId('search-heading')
      await heading.waitFor()
      const total = Number((await heading.textContent())?.match(/\d+/)?.[0])
      expect(total).toBeGreaterThan(12)
      expect(await page.locator('[data-testid=search-results] mark').count()).toBeGreaterThan(0)
      await expectAccessible(page)

      await page.getByRole('link', { name: c.next }).click()
      await page.waitForURL((url) => url.searchParams.get('page') === '2')
      await expect.poll(() => page.getByText(c.pageOf).count()).toBe(1)

      const tab = page.getByTestId('search-tab-article')
      const count = Number(await tab.locator('span').textContent())
      await tab.click()
      await page.waitForURL((url) => url.searchParams.get('kind') === 'article')
      expect(new URL(page.url()).searchParams.get('page')).toBeNull()
      await expect.poll(() => page.getByTestId('search-tab-article').getAttribute('aria-current')).toBe('page')
      const kinds = await page
        .locator('[data-testid=search-results] article')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-kind')))
      expect(kinds.length).toBe(Math.min(count, 12))
      expect(new Set(kinds)).toEqual(new Set(['article']))
      await page.goBack()
      await page.waitForURL((url) => url.searchParams.get('kind') === null)
      await page.context().close()
    })

    it('offers the FAQ, the contact form and a quotation when nothing is found, and a near spelling', async () => {
      const page = await open(viewport, `${c.results}?q=${encodeURIComponent('zzxqy wqxz')}`)
      const empty = page.getByTestId('search-empty')
      expect(await empty.textContent()).toContain(c.nothing)
      const hrefs = await empty.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs).toEqual(c.offers)
      await expectAccessible(page)

      await page.goto(`${c.results}?q=${c.misspelt}`, { waitUntil: 'networkidle' })
      const didYouMean = page.getByTestId('search-did-you-mean').getByRole('link')
      await didYouMean.click()
      await page.waitForURL((url) => url.searchParams.get('q') !== c.misspelt)
      await page.getByTestId('search-heading').waitFor()
      await page.context().close()
    })
  })
})

describe('a FAQ result', () => {
  it('opens the FAQ of its profile at its section, whatever the visitor’s own profile', async () => {
    const page = await open('desktop', '/fr/recherche?q=enduit&kind=faq')
    const links = await page
      .locator('[data-testid=search-results] h2 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
    const other = links.find((href) => href.includes('#') && !href.includes('public-profile'))
    expect(other).toBeTruthy()
    await page.goto(other ?? '', { waitUntil: 'networkidle' })
    const section = page.locator(`#${(other ?? '').split('#')[1]}`)
    await expect.poll(() => section.isVisible()).toBe(true)
    await page.context().close()
  })
})

describe('the results page without a query', () => {
  it('asks what to search rather than failing, and a hostile query is only text', async () => {
    const page = await open('desktop', '/fr/recherche')
    expect(await page.getByTestId('search-empty').textContent()).toContain('Que cherchez-vous')
    const hostile = '"><script>alert(1)</script> AND * OR facade:* | !( -'
    await page.goto(`/fr/recherche?q=${encodeURIComponent(hostile)}`, { waitUntil: 'networkidle' })
    expect(await page.locator('script:has-text("alert(1)")').count()).toBe(0)
    expect(await page.getByTestId('search-page-input').inputValue()).toBe(hostile)
    await page.context().close()
  })
})
