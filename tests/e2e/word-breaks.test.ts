import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, launch } from './helpers/browser'

/**
 * Issue 22's trial saw Dutch words broken without a hyphen on phones: "Vorig/e" on the quotation wizard's last step
 * (375 px), the cookie banner's "Aanvaard/en" (320 px), the titles "Gevelconfigurato/r" (375 px) and
 * "afwerkingscon/figurator" (320 px). Debian's Chromium has no Dutch hyphenation dictionary, so any break inside a
 * word there is one without a hyphen: a word of a button or a title must sit on one line, and the page must still
 * fit the screen.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

async function context(width: number, consent = true): Promise<BrowserContext> {
  const c = await browser.newContext({ viewport: { width, height: 740 }, baseURL: baseURL(), locale: 'nl-BE' })
  if (consent) await c.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  return c
}

/** The words of the visible elements matching `selector` whose letters lie on more than one line. */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = []
    for (const el of document.querySelectorAll(sel)) {
      if (!(el instanceof HTMLElement) || el.getClientRects().length === 0) continue
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A break after a hyphen or a slash is a break between words ("Kleur- en", "e-mail").
        for (const m of (node.textContent ?? '').matchAll(/[^\s\-\u2010/]+/g)) {
          const range = document.createRange()
          range.setStart(node, m.index)
          range.setEnd(node, m.index + m[0].length)
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top + r.height / 2)),
          )
          if (lines.size > 1) broken.push(m[0])
        }
      }
    }
    return broken
  }, selector)
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

describe('Dutch words are not broken without a hyphen (issue 22)', () => {
  it.each([
    ['/nl/gevelconfigurator', 375],
    ['/nl/gevelconfigurator', 320],
    ['/nl/kleur-en-afwerkingsconfigurator', 320],
    ['/nl/kleur-en-afwerkingsconfigurator', 375],
  ])('the title of %s at %i px keeps its words whole', async (path, width) => {
    const c = await context(width)
    const p = await c.newPage()
    await p.goto(path, { waitUntil: 'networkidle' })
    await p.locator('h1').first().waitFor()
    expect(await brokenWords(p, 'h1, h2')).toEqual([])
    expect(await brokenWords(p, 'button, a[class*="button"]')).toEqual([])
    expect(await fitsTheScreen(p)).toBe(true)
    await c.close()
  })

  it.each([320, 375])('the cookie banner’s buttons at %i px', async (width) => {
    const c = await context(width, false)
    const p = await c.newPage()
    await p.goto('/nl', { waitUntil: 'networkidle' })
    const banner = p.getByTestId('consent-banner')
    await banner.waitFor()
    await banner.getByRole('button', { name: 'Aanvaarden' }).waitFor()
    expect(await brokenWords(p, '[data-testid="consent-banner"] button')).toEqual([])
    expect(await fitsTheScreen(p)).toBe(true)
    await c.close()
  })

  it.each([320, 375])('the quotation wizard’s last step at %i px: “Vorige” and “Aanvraag versturen”', async (width) => {
    const c = await context(width)
    // A draft that reached the last step, as the wizard keeps it in this tab.
    await c.addInitScript(() => {
      sessionStorage.setItem(
        'quotation-wizard',
        JSON.stringify({
          step: 3,
          reached: 3,
          values: { clientLastname: 'Peeters', clientFirstname: 'An', name: 'Huis' },
          photos: [],
          uploadKey: 'word-breaks-test-key-0001',
          preselected: null,
          colour: null,
        }),
      )
    })
    const p = await c.newPage()
    await p.goto('/nl/prijsofferte?step=4', { waitUntil: 'networkidle' })
    await p.getByRole('button', { name: 'Aanvraag versturen' }).waitFor()
    await p.getByRole('button', { name: 'Vorige', exact: true }).waitFor()
    expect(await brokenWords(p, 'main button')).toEqual([])
    expect(await fitsTheScreen(p)).toBe(true)
    await c.close()
  })
})
