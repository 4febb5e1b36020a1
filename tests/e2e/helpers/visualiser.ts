import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { newContext, type ViewportName } from './browser'

/** The facade visualiser's steps as a visitor takes them, for the end-to-end tests (tests/e2e/visualiser*.test.ts). */

export const POLL = { timeout: 20_000, interval: 500 }

export async function openPage(
  browser: Browser,
  viewport: ViewportName,
  path: string,
): Promise<{ c: BrowserContext; page: Page }> {
  const c = await newContext(browser, viewport)
  await c.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  const page = await c.newPage()
  await page.goto(path, { waitUntil: 'load' })
  return { c, page }
}

/** Loads a demo house; the page is server-rendered, so the click is repeated until the hydrated page takes it. */
export async function demo(page: Page, id: string): Promise<void> {
  await expect
    .poll(async () => {
      const button = page.getByTestId(`demo-${id}`)
      if (await button.isVisible().catch(() => false)) await button.click().catch(() => undefined)
      return page.getByTestId('visualiser').isVisible()
    }, POLL)
    .toBe(true)
  await page.getByTestId('visualiser-canvas').waitFor()
}

/** Clicks points of the photo, given in the photo's own pixels. */
export async function clickPoints(page: Page, points: number[][], width: number): Promise<void> {
  const stage = page.getByTestId('visualiser-stage')
  for (const [x, y] of points) {
    const box = await stage.boundingBox()
    if (!box) throw new Error('no stage')
    const scale = box.width / width
    await stage.click({ position: { x: (x as number) * scale, y: (y as number) * scale } })
  }
}

/** The photo's working size: the outlines' SVG is drawn in its pixels. */
export const workingSize = (page: Page) =>
  page
    .getByTestId('visualiser-stage')
    .evaluate((svg: SVGSVGElement) => [svg.viewBox.baseVal.width, svg.viewBox.baseVal.height])

/** The live canvas's pixel at a point of the photo (the canvas holds the picture at the size it is seen). */
export const pixel = async (page: Page, [x, y]: number[]) => {
  const [width] = await workingSize(page)
  return page.getByTestId('visualiser-canvas').evaluate(
    (canvas: HTMLCanvasElement, [px, py, photoWidth]) => {
      const scale = canvas.width / (photoWidth as number)
      const at = (v: number | undefined) => Math.round((v as number) * scale)
      return [...((canvas.getContext('2d')?.getImageData(at(px), at(py), 1, 1).data ?? []) as Uint8ClampedArray)]
    },
    [x, y, width],
  )
}

export const distance = (a: number[], b: number[]) =>
  Math.max(...[0, 1, 2].map((i) => Math.abs((a[i] ?? 0) - (b[i] ?? 0))))

export async function chooseSwatch(page: Page, index: number): Promise<string> {
  const option = page.getByTestId('swatch-grid').getByRole('option').nth(index)
  await option.click()
  return ((await option.locator('[class*="swatchCode"]').textContent()) ?? '').trim()
}

/** Picks a photo file, again until the hydrated page takes it (reading a 12-megapixel photo takes a moment). */
export async function pickPhoto(page: Page, file: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await page.getByTestId('visualiser').isVisible()) return true
        if ((await page.locator('[aria-busy="true"]').count()) === 0) {
          await page.getByTestId('visualiser-file').setInputFiles(file)
        }
        return false
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(true)
}
