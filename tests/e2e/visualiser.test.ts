import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import houses from '../fixtures/visualiser-houses.json'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'
import {
  chooseSwatch,
  clickPoints,
  demo,
  distance,
  openPage,
  POLL,
  pickPhoto,
  pixel,
  workingSize,
} from './helpers/visualiser'

/**
 * The facade visualiser in Chromium, French on a phone and Dutch on a desktop: a demo house, a zone with a window
 * cut out and a second zone, two shades, a second variant, the comparison, the PNG (checked pixel by pixel against
 * the demo photo: the zone changed, the sky did not), the shades carried to a sample order; bad files and bad
 * outlines refused with their reason; a real 12-megapixel phone photo turned upright and brought to 2 048 px; the
 * keyboard path; and the chart's "see it on my facade" link arriving with its shade.
 */

type Lang = 'fr' | 'nl'
// biome-ignore lint/suspicious/noExplicitAny: message trees of any shape, read for their wording.
type Messages = any
const all = (lang: Lang): Messages => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8'))
const PATHS: Record<Lang, string> = { fr: '/fr/visualiseur-facade', nl: '/nl/gevelvisualisatie' }
const house = houses[0] as { id: string; width: number; height: number; wall: number[][]; openings: number[][][] }
const BAND = [
  [house.wall[0]?.[0] as number, 300],
  [house.wall[1]?.[0] as number, 300],
  [house.wall[1]?.[0] as number, 380],
  [house.wall[0]?.[0] as number, 380],
]
/** A point of the wall outside the cut-out window and below the band; and one in the sky. */
const WALL_POINT = [(house.wall[0]?.[0] as number) + 30, 520]
const SKY_POINT = [40, 40]

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

const open = (viewport: ViewportName, path: string) => openPage(browser, viewport, path)

describe.each([
  ['fr', 'phone'],
  ['nl', 'desktop'],
] as const)('the visualiser in %s at %s width', (lang, viewport) => {
  const m = all(lang)
  const t = m.Visualiser

  it('paints two zones of a demo house, compares two variants, downloads the PNG and orders the samples', async () => {
    const { c, page } = await open(viewport, PATHS[lang])
    await expect.poll(() => page.getByText(t.photo.privacy).isVisible()).toBe(true)
    await demo(page, house.id)
    const sky = await pixel(page, SKY_POINT)
    const wall = await pixel(page, WALL_POINT)

    // Zone 1: the wall, with a window cut out.
    await page.getByTestId('add-zone').click()
    await clickPoints(page, house.wall, house.width)
    await page.getByTestId('close-outline').click()
    await expect.poll(() => page.getByTestId('zone-item').count()).toBe(1)
    await page.getByRole('button', { name: t.zones.addCutout }).click()
    await clickPoints(page, house.openings[0] as number[][], house.width)
    await page.getByTestId('close-outline').click()
    await expect.poll(() => page.getByText(t.zones.cutouts.match(/one \{# ([^}]+)\}/)?.[1] ?? '').count()).toBe(1)
    const first = await chooseSwatch(page, 6)
    await expect.poll(async () => distance(await pixel(page, WALL_POINT), wall)).toBeGreaterThan(20)
    expect(await pixel(page, SKY_POINT)).toEqual(sky)
    const window = (house.openings[0] as number[][])[0] as number[]
    const inWindow = [(window[0] as number) + 20, (window[1] as number) + 20]

    // Zone 2: a band under the eaves, another shade.
    await page.getByTestId('add-zone').click()
    await clickPoints(page, BAND, house.width)
    await page.getByTestId('close-outline').click()
    await expect.poll(() => page.getByTestId('zone-item').count()).toBe(2)
    const second = await chooseSwatch(page, 10)
    expect(second).not.toBe(first)
    await expectAccessible(page)

    // A second variant starts as a copy; zone 1 changes there only.
    const painted = await pixel(page, WALL_POINT)
    await page.getByTestId('add-variant').click()
    await page.getByRole('button', { name: 'Zone 1' }).click()
    await chooseSwatch(page, 1)
    await expect.poll(async () => distance(await pixel(page, WALL_POINT), painted)).toBeGreaterThan(5)
    await page.getByTestId('variant-button').first().click()
    await expect.poll(async () => distance(await pixel(page, WALL_POINT), painted)).toBeLessThan(2)

    await page.getByTestId('compare').click()
    const compare = page.getByTestId('visualiser-compare')
    await compare.waitFor()
    if (viewport === 'desktop') {
      expect(await compare.getByRole('img').count()).toBeGreaterThanOrEqual(2)
      expect(await compare.getByText(first).count()).toBeGreaterThan(0)
    } else {
      expect(await compare.getByRole('slider', { name: t.compare.slider }).isVisible()).toBe(true)
    }
    await expectAccessible(page)
    await page.screenshot({ path: `tests/.artifacts/visualiser-compare-${lang}-${viewport}.png`, fullPage: true })
    await page.getByTestId('compare').click()

    // The PNG: the photo's size plus the caption, the zone repainted, the sky as it was.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-png').click()])
    expect(download.suggestedFilename()).toBe(t.actions.filename.replace('{n}', '1'))
    const file = await download.path()
    const png = sharp(file)
    const meta = await png.metadata()
    expect(meta.format).toBe('png')
    expect(meta.width).toBe(house.width)
    expect(meta.height).toBeGreaterThan(house.height)
    const { data, info } = await png.removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const photo = await sharp(`public/visualiser/${house.id}.jpg`).removeAlpha().raw().toBuffer()
    const at = (buffer: Buffer, [x, y]: number[]) => {
      const i = ((y as number) * info.width + (x as number)) * 3
      return [buffer[i] ?? 0, buffer[i + 1] ?? 0, buffer[i + 2] ?? 0]
    }
    expect(distance(at(data, SKY_POINT), at(photo, SKY_POINT))).toBeLessThanOrEqual(4)
    expect(distance(at(data, WALL_POINT), at(photo, WALL_POINT))).toBeGreaterThan(20)
    expect(distance(at(data, inWindow), at(photo, inWindow))).toBeLessThanOrEqual(4)

    // The shades go to the sample order (the request's own dialog, which tells a visitor who may order).
    await page.getByTestId('order-samples').click()
    await page.getByRole('dialog', { name: m.Modal.colorChart.title }).waitFor()
    const basket = await page.evaluate(() => JSON.parse(sessionStorage.getItem('colour-chart-samples') ?? '[]'))
    expect(basket.map((f: { colorCode: string }) => f.colorCode)).toEqual([first, second])
    await c.close()
  })

  it('refuses a file that is no photo and an outline of two points, with the reason, and stays usable', async () => {
    const { c, page } = await open(viewport, PATHS[lang])
    await expect
      .poll(async () => {
        await page
          .getByTestId('visualiser-file')
          .setInputFiles({ name: 'facade.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') })
        return page.getByText(t.photo.issues.FILE_TYPE).isVisible()
      }, POLL)
      .toBe(true)
    await demo(page, 'villa')
    await page.getByTestId('add-zone').click()
    await clickPoints(
      page,
      [
        [300, 500],
        [600, 500],
      ],
      1600,
    )
    await page.getByTestId('close-outline').click()
    expect(await page.getByTestId('visualiser-issue').textContent()).toBe(t.issues.TOO_FEW_POINTS)
    // A bow tie: the outline crosses itself.
    await clickPoints(
      page,
      [
        [300, 800],
        [600, 800],
      ],
      1600,
    )
    await page.getByTestId('close-outline').click()
    expect(await page.getByTestId('visualiser-issue').textContent()).toBe(t.issues.SELF_INTERSECTING)
    expect(await page.getByTestId('zone-item').count()).toBe(0)
    await c.close()
  })
})

describe('on a phone and with the keyboard', () => {
  it('takes a real 12-megapixel photo, upright and brought to 2 048 px, and outlines a zone with arrow keys', async () => {
    const m = all('fr')
    const { c, page } = await open('phone', PATHS.fr)
    await pickPhoto(page, 'tests/fixtures/house-phone.jpg')
    // Stored 4032 × 3024 with EXIF orientation 6: a portrait photo, worked at 2 048 px on its long side.
    expect(await workingSize(page)).toEqual([1536, 2048])
    // On screen, the live picture is painted at the size it is seen (375 px wide, one device pixel per px).
    const shown = await page
      .getByTestId('visualiser-canvas')
      .evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.clientWidth])
    expect(shown[0]).toBeLessThan(1536)
    expect(shown[0]).toBeGreaterThanOrEqual(shown[1] as number)

    await page.getByTestId('add-zone').click()
    const stage = page.getByTestId('visualiser-stage')
    await stage.focus()
    for (const keys of [
      ['ArrowLeft', 'ArrowLeft'],
      ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight'],
      ['ArrowDown', 'ArrowDown', 'ArrowDown'],
    ]) {
      for (const key of keys) await page.keyboard.press(key)
      await page.keyboard.press('Enter')
    }
    // Back onto the first point: Enter there closes the outline, as a tap on it does.
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
      await page.keyboard.press(key)
    }
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('zone-item').count()).toBe(1)
    await page.getByTestId('swatch-grid').getByRole('option').first().focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('zone-item').textContent()).not.toContain(m.Visualiser.zones.noShade)
    await c.close()
  })

  it('arrives from the chart with the chosen shade for the first zone', async () => {
    const { c, page } = await open(
      'desktop',
      '/nl/kleur-en-afwerkingsconfigurator?finish=MT-SIL-15&range=S-OC&colour=S-OC%20120',
    )
    const link = page.getByTestId('visualise-shade')
    await link.waitFor()
    await expect
      .poll(async () => {
        await link.click().catch(() => undefined)
        return new URL(page.url()).pathname
      })
      .toBe(PATHS.nl)
    await demo(page, 'apartments')
    await page.getByTestId('add-zone').click()
    await clickPoints(page, (houses[2] as typeof house).wall, 1600)
    await page.getByTestId('close-outline').click()
    await expect.poll(() => page.getByTestId('zone-item').textContent()).toContain('S-OC 120')
    await c.close()
  })
})

describe('from the visualiser to a quotation request', () => {
  it('hands the painted picture to the wizard, which uploads it with the photos of the request, once', async () => {
    const fr = all('fr')
    // The wizard's uploads are counted per address: this test has its own.
    const c = await newContext(browser, 'desktop', { 'x-forwarded-for': '198.51.100.231' })
    await c.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
    const page = await c.newPage()
    const uploads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.headers()['content-type'] ?? '').startsWith('multipart/'))
        uploads.push(new URL(page.url()).pathname)
    })
    await page.goto(PATHS.fr, { waitUntil: 'load' })
    await demo(page, house.id)
    await page.getByTestId('add-zone').click()
    await clickPoints(page, house.wall, house.width)
    await page.getByTestId('close-outline').click()
    const code = await chooseSwatch(page, 6)

    await page.getByTestId('request-quote').click()
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/fr/devis')
    expect(new URL(page.url()).searchParams.get('colour')).toBe(code)
    expect(uploads, 'nothing sent before the wizard shows its photos').toEqual([])

    const form = page.locator('form[aria-labelledby="quotation-step-title"]')
    await form.getByRole('textbox', { name: /^Nom/ }).first().fill('Peeters')
    await form.getByRole('textbox', { name: /^Prénom/ }).fill('An')
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(`visualiser-${Date.now()}@example.test`)
    await form.getByRole('button', { name: fr.Quotation.next }).click()

    const photo = page.getByTestId('photo')
    await expect.poll(() => photo.count(), POLL).toBe(1)
    expect(await photo.textContent()).toContain('ma-facade-variante-1.jpg')
    expect(await page.getByTestId('handed-picture').textContent()).toBe(fr.Quotation.photos.handed)
    // Checked and re-encoded by the server: its thumbnail comes back as a picture.
    await expect
      .poll(() => photo.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL)
      .toBeGreaterThan(0)
    expect(uploads).toEqual(['/fr/devis'])
    await expectAccessible(page)

    // Taken once: the step shown again adds nothing.
    await page.reload({ waitUntil: 'load' })
    await expect.poll(() => photo.count(), POLL).toBe(1)
    expect(uploads).toHaveLength(1)
    expect(await page.getByTestId('handed-picture').count()).toBe(0)
    await c.close()
  })
})

describe('a HEIC photo from a phone', () => {
  it('is decoded in a browser that cannot read HEIC itself, and a broken one is refused with the hint', async () => {
    const { c, page } = await open('phone', PATHS.nl)
    const t = all('nl').Visualiser
    // Only these pages may compile WebAssembly (the decoder); the others may not.
    const policy = async (path: string) =>
      (await fetch(`${baseURL()}${path}`)).headers.get('content-security-policy') ?? ''
    expect(await policy(PATHS.nl)).toContain("'wasm-unsafe-eval'")
    expect(await policy('/nl/prijsofferte')).not.toContain('wasm')

    const broken = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(2000, 7),
    ])
    // Picked again until the hydrated page takes it, but never while the decoder is still loading or reading.
    await expect
      .poll(async () => {
        if (await page.getByText(t.photo.issues.HEIC_UNREADABLE).isVisible()) return true
        if ((await page.locator('[aria-busy="true"]').count()) === 0) {
          await page
            .getByTestId('visualiser-file')
            .setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: broken })
        }
        return false
      }, POLL)
      .toBe(true)

    await page.getByTestId('visualiser-file').setInputFiles('tests/fixtures/photo-64x48.heic')
    await page.getByTestId('visualiser').waitFor({ timeout: 30_000 })
    expect(await workingSize(page)).toEqual([64, 48])
    await expectAccessible(page)
    await c.close()
  })
})

describe('a project kept in the browser', () => {
  it('is offered again after a reload, resumes with its zones and shades, and is gone once forgotten', async () => {
    const { c, page } = await open('desktop', PATHS.fr)
    const t = all('fr').Visualiser
    await demo(page, house.id)
    await page.getByTestId('add-zone').click()
    await clickPoints(page, house.wall, house.width)
    await page.getByTestId('close-outline').click()
    const code = await chooseSwatch(page, 6)
    const painted = await pixel(page, WALL_POINT)
    // Kept a moment after the change; the page then leaves without asking.
    await page.waitForTimeout(1500)
    await page.reload({ waitUntil: 'load' })

    const resume = page.getByTestId('resume-project')
    await expect.poll(() => resume.isVisible(), POLL).toBe(true)
    expect(await resume.textContent()).toContain('1 zone')
    await expect
      .poll(async () => {
        if (await page.getByTestId('visualiser').isVisible()) return true
        await page
          .getByTestId('resume')
          .click()
          .catch(() => undefined)
        return false
      }, POLL)
      .toBe(true)
    await expect.poll(() => page.getByTestId('zone-item').textContent()).toContain(code)
    await expect.poll(async () => distance(await pixel(page, WALL_POINT), painted)).toBeLessThan(3)

    // Back returns to the photo step, not away from the page; the project is offered there again.
    await page.goBack()
    await expect.poll(() => resume.isVisible(), POLL).toBe(true)
    expect(new URL(page.url()).pathname).toBe(PATHS.fr)
    await page.getByRole('button', { name: t.photo.resume.forget }).click()
    expect(await resume.count()).toBe(0)
    await page.reload({ waitUntil: 'load' })
    await page.getByTestId(`demo-${house.id}`).waitFor()
    await page.waitForTimeout(1000)
    expect(await resume.count()).toBe(0)
    await c.close()
  })
})
