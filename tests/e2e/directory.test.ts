import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, expectAccessible, launch, newContext, VIEWPORTS, type ViewportName } from './helpers/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

type Locale = 'fr' | 'nl'
const SEARCH = { fr: '/fr/recherche-pro', nl: '/nl/pro-zoeken' } as const
const WORDS = {
  fr: {
    filters: 'Filtres',
    namur: 'Namur',
    liege: 'Liège',
    category: 'Plafonnage intérieur',
    apply: 'Appliquer',
    next: 'Page suivante',
    pageOf: (page: number, last: number) => `Page ${page} sur ${last}`,
    quote: 'Demander un devis',
    widen: 'Élargir la recherche',
    near: 'Près de chez moi',
  },
  nl: {
    filters: 'Filters',
    namur: 'Namen',
    liege: 'Luik',
    category: 'Binnenpleisterwerk',
    apply: 'Toepassen',
    next: 'Volgende pagina',
    pageOf: (page: number, last: number) => `Pagina ${page} van ${last}`,
    quote: 'Offerte aanvragen',
    widen: 'Zoekopdracht verruimen',
    near: 'In mijn buurt',
  },
} as const

const normalize = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()

/** A page whose visitor has answered the consent banner, so nothing covers the content. */
async function open(viewport: ViewportName, options: BrowserContextOptions = {}): Promise<Page> {
  const context =
    options.javaScriptEnabled === false || options.geolocation
      ? await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseURL(), locale: 'fr-BE', ...options })
      : await newContext(browser, viewport)
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  return context.newPage()
}

/** The number in the results heading ("62 professionnels"). */
async function resultCount(p: Page): Promise<number> {
  const text = normalize(await p.locator('#directory-results').textContent())
  return Number(text.match(/\d+/)?.[0] ?? 0)
}

/** How many listed professionals the API counts for some filters: the page must say the same. */
async function apiCount(filters: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${baseURL()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL() },
    body: JSON.stringify({
      query: 'query ($f: ProfessionalUserFilters) { professionalUsers(filters: $f) { paginationInfo { totalCount } } }',
      variables: { f: filters },
    }),
  })
  const body = (await response.json()) as { data: { professionalUsers: { paginationInfo: { totalCount: number } } } }
  return body.data.professionalUsers.paginationInfo.totalCount
}

/** Opens the filters on a phone, where they are folded behind a toggle. */
async function showFilters(p: Page, locale: Locale, viewport: ViewportName): Promise<void> {
  const toggle = p.getByRole('button', { name: new RegExp(`^${WORDS[locale].filters}`) })
  if (viewport === 'phone') {
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await p.locator('#directory-filters').isVisible()).toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
  } else {
    expect(await toggle.isVisible()).toBe(false)
  }
  expect(await p.locator('#directory-filters').isVisible()).toBe(true)
}

describe.each([
  ['fr', 'phone'],
  ['nl', 'desktop'],
] as const)('the search in %s at %s width', (locale, viewport) => {
  const w = WORDS[locale]

  it('filters by province and work category in the URL, and the back button restores the results', async () => {
    const p = await open(viewport)
    await p.goto(SEARCH[locale], { waitUntil: 'networkidle' })
    const all = await resultCount(p)
    expect(all).toBe(await apiCount({}))
    expect(all).toBeGreaterThanOrEqual(60)
    await expectAccessible(p)

    await showFilters(p, locale, viewport)
    // A province applies at once.
    await p
      .getByRole('group', { name: locale === 'fr' ? 'Provinces' : 'Provincies' })
      .getByLabel(w.namur)
      .check()
    await p.waitForURL(/region=NAM/)
    const namur = await apiCount({ geographicAreaCodes: ['NAM'] })
    await expect.poll(() => resultCount(p)).toBe(namur)
    expect(namur).toBeLessThan(all)
    expect(namur).toBeGreaterThan(0)

    // A work category waits for the apply button, which is enabled only while the selection differs.
    const apply = p.getByRole('button', { name: w.apply, exact: true })
    expect(await apply.isDisabled()).toBe(true)
    const category = p.locator('#directory-filters').getByLabel(w.category, { exact: true })
    await category.check()
    expect(await apply.isDisabled()).toBe(false)
    await category.uncheck()
    expect(await apply.isDisabled()).toBe(true)
    await category.check()
    expect(p.url()).not.toMatch(/category=/)
    await apply.click()
    await p.waitForURL(/category=\d+/)
    const categoryId = new URL(p.url()).searchParams.get('category')
    const both = await apiCount({ geographicAreaCodes: ['NAM'], workCategories: [categoryId] })
    await expect.poll(() => resultCount(p)).toBe(both)
    expect(both).toBeLessThan(namur)
    expect(await apply.isDisabled()).toBe(true)
    if (viewport === 'phone') {
      // The open panel hides the results on a phone: this button folds it and leads to them.
      await p.getByRole('button', { name: `Voir les ${both} résultats` }).click()
      expect(await p.locator('#directory-filters').isVisible()).toBe(false)
      expect(await p.evaluate(() => document.activeElement?.id)).toBe('directory-results')
    }

    // Back: the province alone again, its results and its form.
    await p.goBack()
    await p.waitForURL((url) => !url.search.includes('category='))
    await expect.poll(() => resultCount(p)).toBe(namur)
    await expect.poll(() => category.isChecked()).toBe(false)
    expect(new URL(p.url()).searchParams.getAll('region')).toEqual(['NAM'])
    await p.goBack()
    await expect.poll(() => resultCount(p)).toBe(all)
    await p.context().close()
  })

  it('pages through the results with page X of Y and the range, and opens a company page', async () => {
    const p = await open(viewport)
    await p.goto(SEARCH[locale], { waitUntil: 'networkidle' })
    const total = await resultCount(p)
    const last = Math.ceil(total / 12)
    const nav = p.getByRole('navigation', { name: locale === 'fr' ? 'Pages de résultats' : 'Pagina’s met resultaten' })
    expect(normalize(await nav.textContent())).toContain(w.pageOf(1, last))
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('1')
    const firstPageTitles = await p.locator('[data-testid="professional-card"] h3').allTextContents()
    expect(firstPageTitles).toHaveLength(12)
    // Listed companies have at least one kind of work (the listing rule), and each card names them.
    for (const card of await p.locator('[data-testid="professional-card"]').all()) {
      expect(await card.getByRole('listitem').count()).toBeGreaterThan(0)
    }

    await nav.getByRole('link', { name: w.next }).click()
    await p.waitForURL(/page=2/)
    await expect.poll(async () => normalize(await nav.textContent())).toContain(w.pageOf(2, last))
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('2')
    expect(normalize(await p.locator('#directory-results + p').textContent())).toBe(
      locale === 'fr' ? `Résultats 13 à 24 sur ${total}` : `Resultaten 13 tot 24 van ${total}`,
    )
    const secondPageTitles = await p.locator('[data-testid="professional-card"] h3').allTextContents()
    expect(secondPageTitles.some((t) => firstPageTitles.includes(t))).toBe(false)

    const card = p.locator('[data-testid="professional-card"]').first()
    const title = normalize(await card.locator('h3').textContent())
    const quote = await card.getByRole('link', { name: new RegExp(w.quote) }).getAttribute('href')
    await card.locator('h3 a').click()
    await p.waitForURL(locale === 'fr' ? /\/fr\/entreprise\/\d+$/ : /\/nl\/bedrijf\/\d+$/)
    const id = p.url().split('/').at(-1)
    expect(quote).toBe(locale === 'fr' ? `/fr/devis?professional=${id}` : `/nl/prijsofferte?professional=${id}`)
    expect(normalize(await p.locator('h1').textContent())).toBe(title)
    const ld = (await p.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s))
    expect(ld.find((d) => d['@type'] === 'LocalBusiness')).toMatchObject({
      name: title,
      address: { addressCountry: 'BE' },
    })
    expect(await p.locator('main').getByRole('link', { name: w.quote }).first().getAttribute('href')).toBe(quote)
    await expectAccessible(p)
    await p.context().close()
  })
})

describe('the search without JavaScript', () => {
  it('is a plain GET form rendered on the server', async () => {
    const p = await open('desktop', { javaScriptEnabled: false })
    await p.goto(SEARCH.fr)
    await p.locator('#directory-filters').getByLabel('Liège', { exact: true }).check()
    await p.locator('#directory-sort').selectOption('name-desc')
    await p.getByRole('button', { name: 'Afficher les résultats' }).click()
    await p.waitForURL(/region=LIE/)
    expect(new URL(p.url()).searchParams.get('sort')).toBe('name-desc')
    expect(await resultCount(p)).toBe(await apiCount({ geographicAreaCodes: ['LIE'] }))
    const titles = (await p.locator('[data-testid="professional-card"] h3').allTextContents()).map(normalize)
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'fr')))
    await p.context().close()
  })
})

describe('suggestions, empty results and the find-a-pro pages', () => {
  it('adds a suggested category at once, removes it again, and widens an empty search', async () => {
    const p = await open('desktop')
    await p.goto(SEARCH.fr, { waitUntil: 'networkidle' })
    const chip = p.locator('a[aria-label^="Ajouter"]').first()
    const name = normalize(await chip.textContent()).replace(/^\+\s*/, '')
    await chip.click()
    await p.waitForURL(/category=\d+/)
    const selected = p.getByRole('link', { name: `Retirer « ${name} »` })
    await selected.waitFor()
    expect(new URL(p.url()).searchParams.getAll('category')).toHaveLength(1)
    await selected.click()
    await p.waitForURL((url) => !url.search.includes('category='))

    // 'load', not 'networkidle': after client-side navigations Chromium reports the network busy for ~30 s here.
    await p.goto(`${SEARCH.fr}?category=999999999&region=NAM`, { waitUntil: 'load' })
    await p.getByTestId('directory-empty').waitFor()
    expect(await resultCount(p)).toBe(0)
    expect(normalize(await p.getByTestId('directory-empty').textContent())).toContain('Aucun professionnel')
    await p.getByRole('link', { name: WORDS.fr.widen }).click()
    await p.waitForURL((url) => url.search === '')
    await expect.poll(() => resultCount(p)).toBeGreaterThanOrEqual(60)
    await p.context().close()
  })

  it('shows only plasterers on the find-a-plasterer page, in both languages', async () => {
    for (const [path, word] of [
      ['/fr/trouver-un-plafonneur', 'Plafonneur'],
      ['/nl/een-stukadoor-vinden', 'Stukadoor'],
    ] as const) {
      const p = await open('phone')
      await p.goto(path, { waitUntil: 'networkidle' })
      expect(await resultCount(p)).toBe(await apiCount({ profiles: ['PROFESSIONAL_PLAFONNEUR_PROFILE'] }))
      const profiles = await p
        .locator('[data-testid="professional-card"] [data-testid="card-profiles"]')
        .allTextContents()
      expect(profiles.length).toBeGreaterThan(0)
      for (const line of profiles) expect(line).toContain(word)
      await expectAccessible(p)
      await p.context().close()
    }
  })

  it('orders by distance from the visitor’s position once allowed', async () => {
    const p = await open('desktop', {
      geolocation: { latitude: 50.8466, longitude: 4.3528 },
      permissions: ['geolocation'],
    })
    await p.goto(SEARCH.fr, { waitUntil: 'networkidle' })
    await p.getByRole('button', { name: WORDS.fr.near }).click()
    await p.waitForURL(/near=50\.85%2C4\.35/)
    await expect.poll(async () => p.locator('#directory-sort').inputValue()).toBe('distance')
    const places = (await p.locator('[data-testid="professional-card"] h3 + p').allTextContents()).map(normalize)
    const km = places.map((t) => Number(t.match(/à ([\d,]+) km/)?.[1]?.replace(',', '.')))
    expect(km.every((d) => Number.isFinite(d))).toBe(true)
    expect(km).toEqual([...km].sort((a, b) => a - b))
    expect(km[0]).toBeLessThan(5)
    await p.context().close()
  })

  it('answers 404 for a company that does not exist', async () => {
    const response = await fetch(`${baseURL()}/fr/entreprise/999999999`)
    expect(response.status).toBe(404)
  })
})
