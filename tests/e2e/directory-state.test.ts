import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'

/**
 * The directory's state in the URL as people met it (issue 22): typing in the surface fields at a normal pace,
 * the range's mistakes said, clearing the filters, the way back from a company page, a page beyond the last, the
 * filters' touch targets, the cards' initials, and the language switcher keeping what means the same in both.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

type Locale = 'fr' | 'nl'
const SEARCH = { fr: '/fr/recherche-pro', nl: '/nl/pro-zoeken' } as const
const CHART = { fr: '/fr/configurateur-couleurs-finitions', nl: '/nl/kleur-en-afwerkingsconfigurator' } as const
const WORDS = {
  fr: {
    filters: 'Filtres',
    clear: 'Effacer les filtres',
    back: 'Retour à la recherche',
    pageOf: (page: number, last: number) => `Page ${page} sur ${last}`,
    pages: 'Pages de résultats',
    minAboveMax: 'Le minimum (200 m²) dépasse le maximum (50 m²).',
    negative: 'Une surface ne peut pas être négative.',
    switchTo: 'België | Nederlands',
  },
  nl: {
    filters: 'Filters',
    clear: 'Filters wissen',
    back: 'Terug naar de zoekresultaten',
    pageOf: (page: number, last: number) => `Pagina ${page} van ${last}`,
    pages: 'Pagina’s met resultaten',
    minAboveMax: 'Het minimum (200 m²) is groter dan het maximum (50 m²).',
    negative: 'Een oppervlakte kan niet negatief zijn.',
    switchTo: 'Belgique | Français',
  },
} as const
const OTHER = { fr: 'nl', nl: 'fr' } as const

const normalize = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()

async function open(viewport: ViewportName, path: string): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  return page
}

const resultCount = async (p: Page) =>
  Number(normalize(await p.locator('#directory-results').textContent()).match(/\d+/)?.[0] ?? 0)
const params = (p: Page) => new URL(p.url()).searchParams

/** The filters, unfolded on a phone. */
async function showFilters(p: Page, locale: Locale, viewport: ViewportName): Promise<void> {
  if (viewport === 'phone') await p.getByRole('button', { name: new RegExp(`^${WORDS[locale].filters}`) }).click()
  await p.locator('#directory-filters').waitFor({ state: 'visible' })
}

describe.each([
  ['fr', 'phone'],
  ['nl', 'desktop'],
] as const)('the surface filter in %s at %s width', (locale, viewport) => {
  const w = WORDS[locale]

  it('keeps what is typed at a normal pace while the previous field applies, caret included', async () => {
    const p = await open(viewport, SEARCH[locale])
    await showFilters(p, locale, viewport)
    const min = p.locator('#directory-filters input[name="min"]')
    const max = p.locator('#directory-filters input[name="max"]')
    await min.click()
    await p.keyboard.type('50', { delay: 80 })
    await p.keyboard.press('Tab')
    await p.keyboard.type('200', { delay: 80 })
    // The minimum's round trip lands while or after the maximum is typed: it must not touch the maximum.
    await p.waitForURL((url) => url.searchParams.get('min') === '50')
    // The new results are in (the region is marked pending while they load).
    await expect.poll(() => p.locator('[data-pending]').count()).toBe(0)
    expect(await max.inputValue()).toBe('200')
    expect(await min.inputValue()).toBe('50')
    expect(await max.evaluate((el: HTMLInputElement) => [el.selectionStart, document.activeElement === el])).toEqual([
      3,
      true,
    ])
    expect(params(p).get('max')).toBeNull()
    await p.keyboard.press('Enter')
    await p.waitForURL((url) => url.searchParams.get('max') === '200')
    expect(params(p).get('min')).toBe('50')
    expect(await min.inputValue()).toBe('50')
    expect(await max.inputValue()).toBe('200')

    // Filled at machine speed, then Tab: both ends arrive.
    await min.fill('30')
    await max.fill('400')
    await p.keyboard.press('Tab')
    await p.waitForURL((url) => url.searchParams.get('min') === '30' && url.searchParams.get('max') === '400')
    await expect.poll(() => max.inputValue()).toBe('400')
    expect(await min.inputValue()).toBe('30')
    await p.context().close()
  })

  it('says why a minimum above the maximum or a negative one does not apply, instead of swapping or dropping it', async () => {
    const p = await open(viewport, SEARCH[locale])
    const all = await resultCount(p)
    await showFilters(p, locale, viewport)
    const min = p.locator('#directory-filters input[name="min"]')
    const max = p.locator('#directory-filters input[name="max"]')
    await max.click()
    await p.keyboard.type('50', { delay: 50 })
    await p.keyboard.press('Tab')
    await p.waitForURL((url) => url.searchParams.get('max') === '50')
    await min.click()
    await p.keyboard.type('200', { delay: 50 })
    await p.keyboard.press('Tab')
    const error = p.getByTestId('size-error')
    await expect.poll(async () => normalize(await error.textContent())).toContain(w.minAboveMax)
    expect(await min.getAttribute('aria-invalid')).toBe('true')
    expect(await min.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'))
    expect(params(p).get('min')).toBeNull()
    expect(params(p).get('max')).toBe('50')
    expect(await min.inputValue()).toBe('200')

    // A link written by hand (or the form without JavaScript) is told the same, and nothing is filtered.
    await p.goto(`${SEARCH[locale]}?min=-5`, { waitUntil: 'load' })
    expect(normalize(await p.getByTestId('size-error').textContent())).toContain(w.negative)
    expect(await resultCount(p)).toBe(all)
    expect(await p.locator('#directory-filters input[name="min"]').inputValue()).toBe('-5')
    await p.context().close()
  })
})

describe.each(['fr', 'nl'] as const)('the search’s other states in %s', (locale) => {
  const w = WORDS[locale]

  it('clears every filter, the type of professional included', async () => {
    const p = await open('desktop', `${SEARCH[locale]}?profile=facade&region=NAM&sort=newest`)
    await p.getByRole('link', { name: w.clear }).click()
    await p.waitForURL((url) => !url.search.includes('region='))
    expect(params(p).getAll('profile')).toEqual([])
    expect(params(p).get('sort')).toBe('newest')
    await p.context().close()
  })

  it('leads back from a company page to the search with its filters, order and page', async () => {
    const p = await open('phone', `${SEARCH[locale]}?renovation=1&sort=name-desc&page=2`)
    const before = p.url()
    await p.locator('[data-testid="professional-card"] h3 a').first().click()
    // A company page is rendered on its first request: on a busy machine that took over 30 s once.
    await p.waitForURL(/\/(entreprise|bedrijf)\/\d+$/, { timeout: 80_000 })
    const back = p.getByRole('link', { name: w.back })
    await expect.poll(() => back.getAttribute('href')).toContain('page=2')
    await back.click()
    await p.waitForURL((url) => url.pathname === SEARCH[locale])
    expect(p.url()).toBe(before)
    await p.context().close()
  }, 150_000)

  it('keeps on the way back an order chosen in the select, not only one loaded from the URL (issue 22)', async () => {
    const p = await open('desktop', `${SEARCH[locale]}?renovation=1`)
    await p.locator('#directory-sort').selectOption('name-desc')
    await p.waitForURL((url) => url.searchParams.get('sort') === 'name-desc')
    await p.locator('[data-testid="professional-card"] h3 a').first().click()
    await p.waitForURL(/\/(entreprise|bedrijf)\/\d+$/, { timeout: 80_000 })
    const back = p.getByRole('link', { name: w.back })
    await expect.poll(() => back.getAttribute('href')).toContain('sort=name-desc')
    expect(await back.getAttribute('href')).toContain('renovation=1')
    await p.context().close()
  }, 150_000)

  it('keeps the order on the way back when a phone applies filters after choosing it (issue 22)', async () => {
    const p = await open('phone', SEARCH[locale])
    await p.locator('#directory-sort').selectOption('newest')
    await p.waitForURL((url) => url.searchParams.get('sort') === 'newest')
    await p.getByRole('button', { name: new RegExp(`^${w.filters}`) }).click()
    await p
      .locator('#directory-filters')
      .getByLabel(locale === 'fr' ? 'Namur' : 'Namen', { exact: true })
      .check()
    await p.waitForURL(/region=NAM/)
    expect(params(p).get('sort')).toBe('newest')
    await p.keyboard.press('Escape')
    await p.goto(p.url(), { waitUntil: 'load' })
    await p.locator('[data-testid="professional-card"] h3 a').first().click()
    await p.waitForURL(/\/(entreprise|bedrijf)\/\d+$/, { timeout: 80_000 })
    const back = p.getByRole('link', { name: w.back })
    await expect.poll(() => back.getAttribute('href')).toContain('sort=newest')
    expect(await back.getAttribute('href')).toContain('region=NAM')
    await p.context().close()
  }, 150_000)

  it('shows the last page for a page beyond it, never "page 99 of 6"', async () => {
    const p = await open('desktop', SEARCH[locale])
    const last = Math.ceil((await resultCount(p)) / 12)
    expect(last).toBeGreaterThan(1)
    await p.goto(`${SEARCH[locale]}?sort=newest&page=99`, { waitUntil: 'load' })
    expect(params(p).get('page')).toBe(String(last))
    expect(params(p).get('sort')).toBe('newest')
    const nav = p.getByRole('navigation', { name: w.pages })
    expect(normalize(await nav.textContent())).toContain(w.pageOf(last, last))
    expect(await p.locator('[data-testid="professional-card"]').count()).toBeGreaterThan(0)
    expect(await p.content()).not.toContain(w.pageOf(99, last))
    await p.context().close()
  })
})

describe('the filters and cards on a phone', () => {
  it('give every checkbox a 24 px box and a 44 px label, and the cards the company’s initials', async () => {
    const p = await open('phone', SEARCH.fr)
    await showFilters(p, 'fr', 'phone')
    const boxes = await p
      .locator('#directory-filters input[type="checkbox"]')
      .evaluateAll((inputs) =>
        inputs.map((i) => [
          i.getBoundingClientRect().width,
          i.getBoundingClientRect().height,
          i.closest('label')?.getBoundingClientRect().height ?? 0,
        ]),
      )
    expect(boxes.length).toBeGreaterThan(10)
    for (const [width, height, label] of boxes) {
      expect(width).toBeGreaterThanOrEqual(24)
      expect(height).toBeGreaterThanOrEqual(24)
      expect(label).toBeGreaterThanOrEqual(44)
    }
    await expectAccessible(p)

    const cards = p.locator('[data-testid="professional-card"]')
    expect(await cards.locator('img').count()).toBe(0)
    const first = await cards.first().evaluate((card) => {
      const initials = card.querySelector('[data-testid="card-initials"]') as HTMLElement
      const style = getComputedStyle(initials)
      return {
        initials: initials.textContent,
        title: card.querySelector('h3')?.textContent ?? '',
        color: style.color,
        background: style.backgroundColor,
        width: initials.getBoundingClientRect().width,
      }
    })
    const expected = first.title
      .split(/[\s-]+/)
      .filter((word) => /^\p{L}/u.test(word))
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('')
    expect(first.initials).toBe(expected)
    expect(first.width).toBeGreaterThanOrEqual(40)
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }) as [number, number, number]
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const [light, dark] = [luminance(first.color), luminance(first.background)].sort((a, b) => b - a) as [
      number,
      number,
    ]
    expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5)
    await p.context().close()
  })
})

describe.each(['fr', 'nl'] as const)('the language switcher from %s', (locale) => {
  const other = OTHER[locale]
  const switchLink = (p: Page) => p.locator(`header a[hreflang="${other}-BE"]:visible`).first()

  it('keeps the directory’s filters, order and page', async () => {
    const p = await open('desktop', `${SEARCH[locale]}?region=NAM&sort=name-desc&page=2`)
    await expect.poll(() => switchLink(p).getAttribute('href')).toContain('page=2')
    await switchLink(p).click()
    await p.waitForURL((url) => url.pathname === SEARCH[other])
    expect(params(p).getAll('region')).toEqual(['NAM'])
    expect(params(p).get('sort')).toBe('name-desc')
    expect(params(p).get('page')).toBe('2')
    await expect.poll(() => p.locator('#directory-sort').inputValue()).toBe('name-desc')
    const nav = normalize(await p.getByRole('navigation', { name: WORDS[other].pages }).textContent())
    expect(nav).toMatch(new RegExp(WORDS[other].pageOf(2, 0).replace(/0$/, '\\d+')))
    await p.context().close()
  })

  it('keeps the colour chart’s step', async () => {
    const p = await open('desktop', `${CHART[locale]}?finish=MT-SIL-15&range=S-OC`)
    await expect.poll(() => switchLink(p).getAttribute('href')).toContain('range=S-OC')
    await switchLink(p).click()
    await p.waitForURL((url) => url.pathname === CHART[other])
    expect(params(p).get('finish')).toBe('MT-SIL-15')
    expect(params(p).get('range')).toBe('S-OC')
    await p.locator('#colour-chart-colour').waitFor()
    await p.context().close()
  })
})
