import { readFileSync } from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Coating } from '@/domain/configurator'
import { demoCatalogue } from '@/seed/configurator-data'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'

/**
 * The colour and finish chart in Chromium, French on a phone and Dutch on a desktop: the three steps with the
 * mouse and then with the keyboard, the choice in the address (reload, shared link, back button), the shades
 * too dark for insulated systems, the filters, and axe at every step.
 */

type Lang = 'fr' | 'nl'
// biome-ignore lint/suspicious/noExplicitAny: message trees of any shape, read for their wording.
type Messages = any
const messages = (lang: Lang): Messages => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')).ColourChart

const PATHS: Record<Lang, string> = {
  fr: '/fr/configurateur-couleurs-finitions',
  nl: '/nl/kleur-en-afwerkingsconfigurator',
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

async function open(viewport: ViewportName, path: string): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  return page
}

/** Whether React has taken over the server's HTML (its fiber is on the chart's nodes). */
const hydrated = (page: Page) =>
  page.getByTestId('swatch-grid').evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))

const search = (page: Page) => new URL(page.url()).searchParams
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '')
const currentStep = (page: Page) =>
  page.locator('nav li[aria-current="step"]').evaluate((li) => [...(li.parentElement?.children ?? [])].indexOf(li) + 1)

/** The accessible name of a swatch, as the chart words it. */
function swatchName(lang: Lang, code: string, flagged = false): string {
  const t = messages(lang)
  const shade = demoCatalogue(lang)
    .coatings.flatMap((c) => c.colorCategories.flatMap((k) => k.colorRanges))
    .flatMap((r) => r.colorShades.map((s) => ({ ...s, range: r.name })))
    .find((s) => s.code === code)
  if (!shade) throw new Error(`no demo shade ${code}`)
  const value = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(shade.lightIntensity)
  return (flagged ? t.colour.swatchLabelFlagged : t.colour.swatchLabel)
    .replace(/<\/?\w+>/g, '')
    .replace('{code}', code)
    .replace('{name}', shade.range)
    .replace('{value}', value)
}

/** Tabs until the focus is on an option of the given list box. */
async function tabInto(page: Page, list: Locator): Promise<void> {
  for (let i = 0; i < 12; i += 1) {
    if (await list.evaluate((el) => el.contains(document.activeElement) && el !== document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the focus never reached the list')
}

const focusedOption = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return el?.getAttribute('role') === 'option' ? (el.getAttribute('data-key') ?? el.id) : null
  })

/** The arrow key that leads from an option to the next in reading order (right on a row, down in one column). */
async function nextArrow(options: Locator): Promise<'ArrowRight' | 'ArrowDown'> {
  // Both measured at once: the page may be scrolling to the focused option.
  const tops = await options.evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().top))
  if (tops.length < 2) throw new Error('fewer than two options')
  return Math.abs((tops[0] ?? 0) - (tops[1] ?? 0)) < 2 ? 'ArrowRight' : 'ArrowDown'
}

/** How many swatches a row of the grid holds. */
async function columns(options: Locator): Promise<number> {
  const tops = await options.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
  return tops.filter((t) => t === tops[0]).length
}

describe.each([
  ['fr', 'phone'],
  ['nl', 'desktop'],
] as const)('the colour chart in %s at %s width', (lang, viewport) => {
  const t = messages(lang)
  const catalogue = demoCatalogue(lang)
  const coating = (code: string) => {
    const found = catalogue.coatings.find((c) => c.code === code)
    if (!found) throw new Error(`no demo coating ${code}`)
    return found
  }
  const silicone = coating('MT-SIL-15')
  const mineral = coating('MT-MIN-20')
  const rangeName = (of: Coating, code: string) =>
    of.colorCategories.flatMap((c) => c.colorRanges).find((r) => r.code === code)?.name ?? code

  it('walks the three steps with the mouse, keeps the choice in the address, and goes back a step', async () => {
    const page = await open(viewport, PATHS[lang])
    expect(await currentStep(page)).toBe(1)
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toContain(t.finish.title)
    await expectAccessible(page)

    // Step 1 → 2: the finish goes into the address, the range step's heading takes the focus.
    await page.getByRole('option', { name: silicone.name }).click()
    await expect.poll(() => search(page).get('finish')).toBe('MT-SIL-15')
    await expect.poll(() => activeId(page)).toBe('colour-chart-range')
    expect(await activeText(page)).toContain(t.range.title)
    expect(await currentStep(page)).toBe(2)
    // This finish shows the syringe logo, with its meaning in words.
    expect(await page.getByTestId('syringe-logo').first().textContent()).toBe(t.syringe)
    await expectAccessible(page)

    // Step 2 → 3.
    await page.getByRole('option', { name: rangeName(silicone, 'S-OC') }).click()
    await expect.poll(() => search(page).get('range')).toBe('S-OC')
    await expect.poll(() => activeId(page)).toBe('colour-chart-colour')
    expect(await currentStep(page)).toBe(3)
    const grid = page.getByTestId('swatch-grid')
    expect(await grid.getByRole('option').count()).toBe(14)
    await expectAccessible(page)

    // A light shade: chosen, in the address, shown in large, fit for insulated systems.
    // Its name is exactly "{code} {name}, reflectance {n} %": no flag.
    const light = grid.getByRole('option', { name: swatchName(lang, 'S-OC 120'), exact: true })
    await light.click()
    await expect.poll(() => search(page).get('colour')).toBe('S-OC 120')
    await expect.poll(() => light.getAttribute('aria-selected')).toBe('true')
    const panel = page.getByTestId('selected-shade')
    await expect.poll(() => panel.getByTestId('selected-code').textContent()).toBe('S-OC 120')
    expect(await panel.getByTestId('insulation-status').textContent()).toContain(
      t.selected.suitable.split('{min}')[0].trim(),
    )
    // The call to action adds the shade to the sample request (tests/e2e/samples.test.ts orders it).
    expect(await panel.getByRole('button', { name: t.selected.addSample }).isVisible()).toBe(true)
    await expectAccessible(page)

    // A dark shade is flagged, in its accessible name and in the large view.
    const darkName = swatchName(lang, 'S-OC 160', true)
    const dark = grid.getByRole('option', { name: darkName, exact: true })
    expect(await dark.getAttribute('data-flagged')).toBe('true')
    await dark.click()
    await expect.poll(() => search(page).get('colour')).toBe('S-OC 160')
    await expect.poll(() => light.getAttribute('aria-selected')).toBe('false')
    expect(await panel.getByTestId('insulation-status').textContent()).toContain(
      t.selected.unsuitable.split(':')[0].trim(),
    )
    await expectAccessible(page)

    // The insulation filter hides the dark shades, and only them.
    const flagged = await grid.locator('[data-flagged]').count()
    expect(flagged).toBeGreaterThan(0)
    const insulation = page.getByRole('checkbox', { name: new RegExp(t.filters.insulation.split('(')[0].trim()) })
    await insulation.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => insulation.isChecked()).toBe(true)
    await expect.poll(() => grid.getByRole('option').count()).toBe(14 - flagged)
    expect(await grid.locator('[data-flagged]').count()).toBe(0)
    await page.getByRole('button', { name: t.filters.reset }).click()
    await expect.poll(() => grid.getByRole('option').count()).toBe(14)

    // A reload (the server reads the address) opens on the same choice.
    await page.reload({ waitUntil: 'load' })
    expect(search(page).get('colour')).toBe('S-OC 160')
    expect(await currentStep(page)).toBe(3)
    expect(await page.getByRole('option', { name: darkName, exact: true }).getAttribute('aria-selected')).toBe('true')
    expect(await page.getByTestId('selected-code').textContent()).toBe('S-OC 160')

    await expect.poll(() => hydrated(page)).toBe(true)

    // Back: to the range step (trying colours does not pile up history), then to the finish step.
    await page.goBack()
    await expect.poll(() => currentStep(page)).toBe(2)
    expect(search(page).get('finish')).toBe('MT-SIL-15')
    expect(search(page).has('range')).toBe(false)
    await expect.poll(() => activeId(page)).toBe('colour-chart-range')
    await page.goBack()
    await expect.poll(() => currentStep(page)).toBe(1)
    expect(search(page).has('finish')).toBe(false)
    // Forward again, and the step indicator leads back to a step.
    await page.goForward()
    await expect.poll(() => currentStep(page)).toBe(2)
    await page.getByRole('link', { name: `${t.steps.change.replace('{step}', '1')} ${t.steps.finish}` }).click()
    await expect.poll(() => currentStep(page)).toBe(1)
    await page.context().close()
  })

  it('walks the three steps with the keyboard: arrow keys move in the grid, Enter and Space choose', async () => {
    const page = await open(viewport, PATHS[lang])

    // Step 1: from the step's heading, Tab into the finishes; Enter chooses the focused one.
    const finishes = page.getByRole('listbox', { name: t.finish.title })
    await page.locator('#colour-chart-finish').focus()
    await tabInto(page, finishes)
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(mineral.name)
    await page.keyboard.press('Enter')
    await expect.poll(() => search(page).get('finish')).toBe('MT-MIN-20')
    await expect.poll(() => activeId(page)).toBe('colour-chart-range')

    // Step 2: from the heading, Tab to the first range, an arrow key to the second, Enter.
    const ranges = page.getByRole('listbox').first().getByRole('option')
    await tabInto(page, page.getByRole('listbox').first())
    await page.keyboard.press(await nextArrow(ranges))
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(rangeName(mineral, 'M-OC'))
    await page.keyboard.press('Enter')
    await expect.poll(() => search(page).get('range')).toBe('M-OC')
    await expect.poll(() => activeId(page)).toBe('colour-chart-colour')
    await expectAccessible(page)

    // Step 3: Tab past the filters into the grid; arrows move in two dimensions.
    const grid = page.getByTestId('swatch-grid')
    const swatches = grid.getByRole('option')
    const perRow = await columns(swatches)
    expect(perRow).toBeGreaterThanOrEqual(viewport === 'phone' ? 3 : 8)
    expect(perRow).toBeLessThanOrEqual(viewport === 'phone' ? 4 : 10)
    const codes = await swatches.evaluateAll((els) => els.map((el) => el.getAttribute('data-key')))
    await tabInto(page, grid)
    expect(await focusedOption(page)).toBe(codes[0])
    await page.keyboard.press('ArrowRight')
    expect(await focusedOption(page)).toBe(codes[1])
    await page.keyboard.press('ArrowDown')
    expect(await focusedOption(page)).toBe(codes[1 + perRow])
    // Moving the focus chooses nothing; Enter does.
    expect(search(page).has('colour')).toBe(false)
    await page.keyboard.press('Enter')
    await expect.poll(() => search(page).get('colour')).toBe(codes[1 + perRow])
    await expect.poll(() => page.getByTestId('selected-code').textContent()).toBe(codes[1 + perRow])
    // Space chooses too.
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Space')
    await expect.poll(() => search(page).get('colour')).toBe(codes[perRow])
    await expect.poll(() => grid.getByRole('option', { selected: true }).getAttribute('data-key')).toBe(codes[perRow])
    await expectAccessible(page)
    await page.context().close()
  })
})

describe('the chart’s address read by the server', () => {
  const html = async (path: string) => (await fetch(`${baseURL()}${path}`)).text()

  it('renders a shared choice before any script runs', async () => {
    const page = await html(`${PATHS.nl}?finish=MT-SIL-15&range=S-OC&colour=S-OC+160`)
    expect(page).toMatch(/data-testid="selected-code"[^>]*>S-OC 160</)
    expect(page).toContain('aria-current="step"')
    expect(page).toContain('id="colour-chart-colour"')
  })

  it('ignores what does not exist and keeps the rest', async () => {
    const unknownFinish = await html(`${PATHS.fr}?finish=NOPE&range=S-OC&colour=S-OC+160`)
    expect(unknownFinish).toContain('id="colour-chart-finish"')
    expect(unknownFinish).not.toContain('data-testid="selected-code"')
    const unknownColour = await html(`${PATHS.fr}?finish=MT-SIL-15&range=S-OC&colour=S-OC+999`)
    expect(unknownColour).toContain('id="colour-chart-colour"')
    expect(unknownColour).not.toContain('data-testid="selected-code"')
  })
})
