/**
 * Screenshots of pages at phone and desktop widths, for looking at the site as a user does:
 *   npx tsx scripts/screenshots.ts http://localhost:3000 /fr /nl/contact …
 * Writes tests/.artifacts/screenshots/<path>-<width>.png; SCREENSHOT_WIDTHS=1024,1100 picks other widths and
 * SCREENSHOT_DIR another folder (two folders of the same pages compare with scripts/compare-screenshots.ts).
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const out = path.resolve(process.env.SCREENSHOT_DIR ?? 'tests/.artifacts/screenshots')
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
const widths = (process.env.SCREENSHOT_WIDTHS ?? '375,1280').split(',').map(Number)
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } })
  for (const p of paths.length ? paths : ['/fr']) {
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' })
    const file = path.join(out, `${p.replace(/[^\w]+/g, '_') || 'root'}-${width}.png`)
    await page.screenshot({ path: file, fullPage: true })
    console.log(file)
  }
  await page.close()
}
await browser.close()
