import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core'
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
  // axe judges the page laid out whole, as it is, not where it happens to be scrolled: it counts a button cut by the
  // window's edge, or passing under the sticky header, as a target too small (the wizard's editor buttons failed on
  // CI, wherever the scroll restored after a reload or a focus left them). The window is made as tall as the page
  // for the check, from its top, then given back its size and scroll. With reduced motion, the site's transitions
  // take no time (tokens.css), so no colour is read mid-transition either.
  const viewport = page.viewportSize()
  const scroll = await page.evaluate(() => ({
    x: window.scrollX,
    y: window.scrollY,
    height: document.body.scrollHeight,
  }))
  await page.emulateMedia({ reducedMotion: 'reduce' })
  if (viewport && scroll.height > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height: Math.min(scroll.height, 20_000) })
  }
  await page.evaluate(() => {
    window.scrollTo(0, 0)
    return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
    .finally(async () => {
      if (viewport) await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: null })
      await page.evaluate(({ x, y }) => window.scrollTo(x, y), scroll)
    })
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

/**
 * Ticks a radio or a checkbox, clicking `target` (the control, or its label's text) until the control holds.
 * A form that re-renders while earlier fields' errors clear sometimes loses a single click.
 */
export async function tick(control: Locator, target: Locator = control): Promise<void> {
  // Each attempt is short, so that a control swapped out by a re-render is looked for again rather than waited on.
  const attempt = async () => {
    if (!(await control.isChecked({ timeout: 2000 }))) await target.click({ force: true, timeout: 2000 })
    return control.isChecked({ timeout: 2000 })
  }
  try {
    await expect.poll(() => attempt().catch(() => false), { timeout: 30_000, interval: 250 }).toBe(true)
  } catch (error) {
    // What the page showed instead, for the next reader of a failed run.
    await control
      .page()
      .screenshot({ path: 'tests/.artifacts/screenshots/tick-failed.png', fullPage: true })
      .catch(() => undefined)
    throw error
  }
}
