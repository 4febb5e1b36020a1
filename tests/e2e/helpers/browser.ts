import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'

export const baseURL = () => inject('baseURL')

export const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const
export type ViewportName = keyof typeof VIEWPORTS

/** Debian's Chromium, headless, with no network beyond loopback. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}

export async function newContext(
  browser: Browser,
  viewport: ViewportName,
  extra: Record<string, string> = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: baseURL(),
    locale: 'fr-BE',
    extraHTTPHeaders: extra,
  })
}

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe reads colours as they are painted: a button still in its 150 ms colour transition (after hydration, a
  // state change) measures a contrast nobody sees for long. With reduced motion the site's transitions take no
  // time (tokens.css), so axe judges the settled page; the page's own setting comes back afterwards.
  // It also reads what covers what: after a reload, Chromium restores the scroll position a moment later, and a
  // button then sitting under the sticky header counted as a target too small (the wizard's editor toolbar, on CI).
  // The page is judged from its top, where nothing is under the header.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(() => {
    window.scrollTo(0, 0)
    return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }))
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
          .join(', ')})`,
    )
  expect(serious, `axe on ${page.url()}`).toEqual([])
}

/** Opens a page, waits for hydration, checks it with axe. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' })
  await expectAccessible(page)
}
