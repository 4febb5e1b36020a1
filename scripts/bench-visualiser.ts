/**
 * `npm run bench:visualiser`: how soon the visualiser paints the next frame after a change, in headless Chromium
 * with its CPU slowed 4× (DevTools' throttling, as Lighthouse's mobile runs do), on a 12-megapixel phone photo
 * (tests/fixtures/house-phone.jpg, 4032 × 3024) that the page brings down to 2 048 px on its long side.
 *   1. `next start` of the production build on the seeded demo database (built when stale), or BENCH_BASE;
 *   2. the photo picked, a zone of 8 points with a window cut out drawn over most of it;
 *   3. SAMPLES shade changes (a click on a swatch) and SAMPLES point moves (an arrow key on a focused point), each
 *      timed by the page itself from the change to the animation frame after the canvas was painted
 *      (`visualiser:frame`), and the painting alone (`visualiser:paint`);
 *   4. the scripts each page loads, to show the visualiser's own code loads on its page only.
 * Section `visualiser` of docs/performance.md.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import os from 'node:os'
import { chromium, type Page } from 'playwright-core'
import { benchEnv, buildIfStale, nextStartArgs, runScript } from './lib/build'
import { freePort, stopChild, waitForPort } from './lib/nginx'
import { PERFORMANCE_REPORT, writeSection } from './lib/report-section'
import { runMain } from './lib/run'

const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30)
const THROTTLE = 4
const GOAL_MS = 100
const PHOTO = 'tests/fixtures/house-phone.jpg'

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}
const stats = (values: number[]) => ({
  p50: quantile(values, 0.5),
  p95: quantile(values, 0.95),
  max: Math.max(...values),
})

async function startServer(): Promise<{ base: string; child?: ChildProcess }> {
  if (process.env.BENCH_BASE) return { base: process.env.BENCH_BASE }
  const env = benchEnv()
  runScript('scripts/seed.ts', [], env)
  buildIfStale('.next', env)
  const port = await freePort()
  const child = spawn(process.execPath, nextStartArgs(port), { env, stdio: ['ignore', 'ignore', 'inherit'] })
  await waitForPort(port, child, 60_000)
  return { base: `http://127.0.0.1:${port}`, child }
}

/** The durations of the page's measures of one name, in the order they were taken. */
const measures = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name)

/** Runs a change and waits for the frame that shows it; returns the frame's and the painting's durations. */
async function timed(page: Page, change: () => Promise<void>): Promise<[number, number]> {
  const before = (await measures(page, 'visualiser:frame')).length
  await change()
  await page.waitForFunction((n) => performance.getEntriesByName('visualiser:frame').length > n, before, {
    timeout: 10_000,
  })
  const frames = await measures(page, 'visualiser:frame')
  const paints = await measures(page, 'visualiser:paint')
  return [frames[frames.length - 1] as number, paints[paints.length - 1] as number]
}

/** The scripts a page loaded, by path. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
      .map((e) => ({ path: new URL(e.name).pathname, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
  )

runMain('bench:visualiser', async () => {
  if (!existsSync(CHROME)) throw new Error(`no browser at ${CHROME}: install Debian's chromium or set CHROMIUM_PATH`)
  const { base, child } = await startServer()
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: base })
    await context.addCookies([{ name: 'consent', value: 'denied.v1', url: base }])
    const page = await context.newPage()

    // What the colour chart loads, against what the visualiser adds.
    await page.goto('/fr/configurateur-couleurs-finitions?finish=MT-SIL-15&range=S-OC&colour=S-OC%20120', {
      waitUntil: 'networkidle',
    })
    const chartScripts = new Set((await scripts(page)).map((s) => s.path))
    await page.goto('/fr/visualiseur-facade', { waitUntil: 'networkidle' })
    const own = (await scripts(page)).filter((s) => !chartScripts.has(s.path))
    const ownBytes = own.reduce((sum, s) => sum + s.bytes, 0)

    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    const loadStart = Date.now()
    await page.getByTestId('visualiser-file').setInputFiles(PHOTO)
    await page.getByTestId('visualiser-canvas').waitFor({ timeout: 60_000 })
    const loadMs = Date.now() - loadStart
    const size = await page
      .getByTestId('visualiser-stage')
      .evaluate((svg: SVGSVGElement) => `${svg.viewBox.baseVal.width} × ${svg.viewBox.baseVal.height}`)
    // The live picture is painted at the size it is seen; it may take a moment to be measured.
    await page.waitForFunction(() => performance.getEntriesByName('visualiser:paint').length > 0)
    const live = await page
      .getByTestId('visualiser-canvas')
      .evaluate((c: HTMLCanvasElement) => `${c.width} × ${c.height}`)

    // A zone over most of the picture (in its own pixels: 1 536 × 2 048), with a window cut out.
    const stage = page.getByTestId('visualiser-stage')
    const click = async (points: number[][]) => {
      for (const [x, y] of points) {
        const box = await stage.boundingBox()
        if (!box) throw new Error('no stage')
        const scale = box.width / 1536
        await stage.click({ position: { x: (x as number) * scale, y: (y as number) * scale } })
      }
    }
    await page.getByTestId('add-zone').click()
    await click([
      [80, 150],
      [760, 80],
      [1450, 150],
      [1460, 1000],
      [1450, 1900],
      [760, 1960],
      [80, 1900],
      [70, 1000],
    ])
    await page.getByTestId('close-outline').click()
    await page.getByRole('button', { name: 'Découper une fenêtre ou une porte' }).click()
    await click([
      [400, 700],
      [700, 700],
      [700, 1100],
      [400, 1100],
    ])
    await page.getByTestId('close-outline').click()

    const swatches = page.getByTestId('swatch-grid').getByRole('option')
    await swatches.first().waitFor()
    const count = await swatches.count()
    // Two changes of each kind first, not counted: the first run of a function is interpreted, not compiled.
    const press = (i: number) => timed(page, () => swatches.nth(i).click())
    for (const i of [3, 4]) await press(i)
    const shade: number[] = []
    const shadePaint: number[] = []
    for (let i = 0; i < SAMPLES; i++) {
      const [frame, paint] = await press(i % count)
      shade.push(frame)
      shadePaint.push(paint)
    }
    const point: number[] = []
    const pointPaint: number[] = []
    const handle = stage.getByRole('button').first()
    for (const key of ['ArrowRight', 'ArrowLeft']) {
      await handle.focus()
      await timed(page, () => page.keyboard.press(key))
    }
    for (let i = 0; i < SAMPLES; i++) {
      await handle.focus()
      const [frame, paint] = await timed(page, () => page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight'))
      point.push(frame)
      pointPaint.push(paint)
    }

    const rows = [
      ['shade changed (a click on a swatch)', stats(shade), stats(shadePaint)],
      ['point moved (arrow key on a point)', stats(point), stats(pointPaint)],
    ] as const
    const ms = (n: number) => `${n.toFixed(1)} ms`
    const met = rows.every(([, frame]) => frame.p95 <= GOAL_MS)
    const body = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, headless Chromium with the CPU throttled ${THROTTLE}× (DevTools), \`--disable-gpu\`; ${SAMPLES} changes of each kind. Photo: ${PHOTO} (4 032 × 3 024, EXIF orientation 6), worked at ${size} (the comparison and the PNG), painted live at ${live} (the size it is seen), picked and ready in ${loadMs} ms (decode, downscale, brightness and grain fields). One zone of 8 points over most of the picture, a window cut out.`,
      '',
      `Goal: the next frame within ${GOAL_MS} ms of a change (p95). **${met ? 'Met' : 'Not met'}.**`,
      '',
      '| change | frame p50 | frame p95 | frame max | painting p50 | painting p95 |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map(
        ([name, frame, paint]) =>
          `| ${name} | ${ms(frame.p50)} | ${ms(frame.p95)} | ${ms(frame.max)} | ${ms(paint.p50)} | ${ms(paint.p95)} |`,
      ),
      '',
      '"Frame" runs from the change (the click or key handled) to the animation frame after the canvas was painted: the page re-rendering, the zone mask when an outline moved, the blend, and the canvas upload. "Painting" is the last three alone.',
      '',
      `Scripts the visualiser page loads beyond those of the colour chart: ${own.length} files, ${(ownBytes / 1024).toFixed(1)} KiB compressed as served (${own.map((s) => s.path.split('/').pop()).join(', ') || 'none'}).`,
    ].join('\n')
    writeSection(PERFORMANCE_REPORT, 'visualiser', body)
    console.log(body)
  } finally {
    await browser.close()
    if (child) await stopChild(child)
  }
})
