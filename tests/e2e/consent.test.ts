import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

const TEXT = {
  fr: { title: 'Cookies de mesure d’audience', accept: 'Accepter', refuse: 'Refuser', settings: 'Gérer les cookies' },
  nl: {
    title: 'Cookies voor bezoekersstatistieken',
    accept: 'Aanvaarden',
    refuse: 'Weigeren',
    settings: 'Cookie-instellingen',
  },
} as const

/** A fresh visitor; every request the page makes is recorded. */
async function visitor(viewport: ViewportName): Promise<{ p: Page; requests: string[] }> {
  const context = await newContext(browser, viewport)
  const p = await context.newPage()
  const requests: string[] = []
  p.on('request', (r) => requests.push(r.url()))
  return { p, requests }
}

const banner = (p: Page, locale: 'fr' | 'nl' = 'fr') => p.getByRole('region', { name: TEXT[locale].title })
const consentCookie = async (p: Page) => (await p.context().cookies()).find((c) => c.name === 'consent')
const days = (expires: number | undefined) => Math.round(((expires ?? 0) * 1000 - Date.now()) / 86_400_000)

/** The data layer as plain data: gtag commands (Arguments objects) become { command: [...] }. */
const dataLayer = (p: Page) =>
  p.evaluate(() =>
    (window.dataLayer ?? []).map((e) =>
      Object.prototype.toString.call(e) === '[object Arguments]'
        ? { command: Array.from(e as ArrayLike<unknown>) }
        : (e as Record<string, unknown>),
    ),
  )
const consentCommands = async (p: Page) =>
  (await dataLayer(p)).flatMap((e) => ('command' in e && Array.isArray(e.command) ? [e.command] : []))

/** Nothing but the site itself is ever requested, and never Tag Manager (no GTM_ID in the e2e build). */
function expectNoThirdParty(requests: string[]) {
  expect(requests.length).toBeGreaterThan(0)
  expect(requests.filter((u) => /googletagmanager|google-analytics/.test(u))).toEqual([])
  expect(requests.filter((u) => !u.startsWith(baseURL()) && !u.startsWith('data:'))).toEqual([])
}

describe.each([
  ['fr', 'phone'],
  ['nl', 'desktop'],
  ['fr', 'desktop'],
  ['nl', 'phone'],
] as const)('first visit in %s at %s width', (locale, viewport) => {
  it('shows the banner, accessible, without breaking or covering the page', async () => {
    const { p, requests } = await visitor(viewport)
    await p.goto(`/${locale}`, { waitUntil: 'networkidle' })
    await expect.poll(() => banner(p, locale).count()).toBe(1)
    const region = banner(p, locale)
    expect(await region.getByRole('heading', { name: TEXT[locale].title }).isVisible()).toBe(true)
    const refuse = region.getByRole('button', { name: TEXT[locale].refuse })
    const accept = region.getByRole('button', { name: TEXT[locale].accept })
    expect(await refuse.isVisible()).toBe(true)
    expect(await accept.isVisible()).toBe(true)
    // Equal prominence: the same look and the same size.
    const look = (el: Element) => {
      const s = getComputedStyle(el)
      return [s.backgroundColor, s.color, s.borderColor, s.fontSize, s.fontWeight].join(' ')
    }
    expect(await refuse.evaluate(look)).toBe(await accept.evaluate(look))
    const [r, a] = [await refuse.boundingBox(), await accept.boundingBox()]
    expect(Math.abs((r?.height ?? 0) - (a?.height ?? 0))).toBeLessThan(1)
    await expectAccessible(p)
    // No horizontal scrolling, and the end of the page scrolls clear of the banner.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport === 'phone' ? 375 : 1280,
    )
    await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footerBottom = await p.locator('footer').evaluate((f) => f.getBoundingClientRect().bottom)
    const bannerTop = await region.evaluate((b) => b.getBoundingClientRect().top)
    expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1)
    expect(await consentCookie(p)).toBeUndefined()
    expectNoThirdParty(requests)
    await p.context().close()
  })
})

describe('before the scripts run', () => {
  it('the banner is in the page’s HTML for a first visit, and hidden for a visitor who chose', async () => {
    for (const [cookie, shown] of [
      [null, true],
      ['denied.v1', false],
      ['granted.v0', true],
    ] as const) {
      const { p } = await visitor('phone')
      if (cookie) await p.context().addCookies([{ name: 'consent', value: cookie, url: baseURL() }])
      // Next's scripts never load: what shows is the server's HTML, its CSS and the head's own line.
      await p.route('**/_next/static/**/*.js', (route) => route.abort())
      await p.goto('/fr/contact', { waitUntil: 'load' })
      expect(await p.getByTestId('consent-banner').count()).toBe(1)
      expect(await p.getByTestId('consent-banner').isVisible()).toBe(shown)
      await p.context().close()
    }
  })
})

describe('choosing', () => {
  it.each([
    ['refuse', 'denied'],
    ['accept', 'granted'],
  ] as const)(
    '%s hides the banner, remembers the choice for 180 days and tells consent mode',
    async (button, value) => {
      const { p, requests } = await visitor('desktop')
      await p.goto('/fr/contact', { waitUntil: 'networkidle' })
      await expect.poll(() => banner(p).count()).toBe(1)
      await banner(p).getByRole('button', { name: TEXT.fr[button] }).click()
      await expect.poll(() => banner(p).count()).toBe(0)
      const cookie = await consentCookie(p)
      expect(cookie?.value).toBe(`${value}.v1`)
      expect(cookie?.sameSite).toBe('Lax')
      expect(cookie?.path).toBe('/')
      expect(cookie?.httpOnly).toBe(false)
      expect(days(cookie?.expires)).toBe(180)
      expect((await consentCommands(p)).at(-1)).toEqual([
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: value }),
      ])
      // A reload and another page: no banner, and the stored choice reaches consent mode again once hydrated.
      // (The reload waits for `load` only: on a reload of the same address, Playwright's `networkidle` waits
      // about 30 s here, seemingly because Chromium restarts requests for Payload's Critical-CH header.)
      const afterLoad = async () => {
        await expect.poll(async () => (await consentCommands(p)).length).toBe(2)
        expect(await p.getByTestId('consent-banner').count()).toBe(0)
        const commands = await consentCommands(p)
        expect(commands[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })])
        expect(commands[1]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: value })])
      }
      await p.reload({ waitUntil: 'load' })
      await afterLoad()
      await p.goto('/nl', { waitUntil: 'networkidle' })
      await afterLoad()
      expect((await dataLayer(p)).some((e) => e.event === 'gtm.js')).toBe(false)
      expectNoThirdParty(requests)
      await p.context().close()
    },
  )

  it('is reachable first with the keyboard, and Enter chooses', async () => {
    const { p } = await visitor('desktop')
    await p.goto('/fr', { waitUntil: 'networkidle' })
    await expect.poll(() => banner(p).count()).toBe(1)
    await p.keyboard.press('Tab')
    expect(await p.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="consent-banner"]')))).toBe(
      true,
    )
    await p.keyboard.press('Tab')
    const refuse = banner(p).getByRole('button', { name: 'Refuser' })
    expect(await refuse.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await refuse.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
    await p.keyboard.press('Enter')
    await expect.poll(() => banner(p).count()).toBe(0)
    expect((await consentCookie(p))?.value).toBe('denied.v1')
    await p.context().close()
  })
})

describe('the footer control', () => {
  it.each([
    ['desktop', 'fr'],
    ['phone', 'nl'],
  ] as const)('at %s width (%s) reopens the banner and the choice can be changed', async (viewport, locale) => {
    const { p, requests } = await visitor(viewport)
    await p.goto(`/${locale}`, { waitUntil: 'networkidle' })
    await expect.poll(() => banner(p, locale).count()).toBe(1)
    await banner(p, locale).getByRole('button', { name: TEXT[locale].refuse }).click()
    await expect.poll(() => banner(p, locale).count()).toBe(0)

    const settings = p.locator('footer').getByRole('button', { name: TEXT[locale].settings })
    expect(await settings.count()).toBe(1)
    await settings.scrollIntoViewIfNeeded()
    const scrollY = await p.evaluate(() => window.scrollY)
    await settings.click()
    await expect.poll(() => banner(p, locale).count()).toBe(1)
    // The page stays where the visitor is.
    expect(Math.abs((await p.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(2)
    // Focus moves into the banner, which says what was chosen.
    expect(await p.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="consent-banner"]')))).toBe(
      true,
    )
    expect(await banner(p, locale).textContent()).toContain(locale === 'fr' ? 'refusé' : 'geweigerd')
    await expectAccessible(p)
    await banner(p, locale).getByRole('button', { name: TEXT[locale].accept }).click()
    await expect.poll(() => banner(p, locale).count()).toBe(0)
    expect((await consentCookie(p))?.value).toBe('granted.v1')
    // Focus returns to the footer control.
    expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true)
    const updates = (await consentCommands(p)).filter((c) => c[1] === 'update')
    expect(updates.map((c) => (c[2] as { analytics_storage: string }).analytics_storage)).toEqual(['denied', 'granted'])
    expectNoThirdParty(requests)
    await p.context().close()
  })
})

describe('data layer', () => {
  it('exists on every page, whatever the choice, and takes pushes', async () => {
    const { p, requests } = await visitor('desktop')
    await p.goto('/nl/contact', { waitUntil: 'networkidle' })
    await expect.poll(() => p.evaluate(() => Array.isArray(window.dataLayer))).toBe(true)
    expect(await consentCommands(p)).toEqual([
      [
        'consent',
        'default',
        { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ])
    // What track() does: an event object pushed onto the page's array, read by nothing until Tag Manager loads.
    await p.evaluate(() => window.dataLayer?.push({ event: 'login' }))
    expect((await dataLayer(p)).at(-1)).toEqual({ event: 'login' })
    expectNoThirdParty(requests)
    await p.context().close()
  })
})
