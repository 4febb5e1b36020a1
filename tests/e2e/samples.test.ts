import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCatalogue } from '@/seed/configurator-data'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'
import { waitForMail } from './helpers/mailbox'

/**
 * Ordering samples from the colour chart in Chromium: a professional, French on a phone and Dutch on a desktop,
 * picks up to three finishes (a fourth refused), orders them prefilled from the profile, lands home with the
 * request-sent dialog and both mails captured over SMTP; a visitor is told the service is for professionals, and a
 * merchant's customer orders with the merchant's code.
 */

type Lang = 'fr' | 'nl'
// biome-ignore lint/suspicious/noExplicitAny: message trees of any shape, read for their wording.
type Messages = any
const all = (lang: Lang): Messages => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8'))

const PATHS: Record<Lang, string> = {
  fr: '/fr/configurateur-couleurs-finitions',
  nl: '/nl/kleur-en-afwerkingsconfigurator',
}
const CHOICE = '?finish=MT-SIL-15&range=S-OC&colour=S-OC%20120'
const SHADES = ['S-OC 120', 'S-OC 130', 'S-OC 140', 'S-OC 150']
const SERVER = { timeout: 15_000 }

let browser: Browser
let seq = 0
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

async function context(viewport: ViewportName): Promise<BrowserContext> {
  const c = await newContext(browser, viewport)
  await c.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  return c
}

/** Registers a professional through the API inside the browser's context, so its session cookies are the page's. */
async function signUp(c: BrowserContext, lang: Lang): Promise<{ email: string }> {
  const id = `${Date.now().toString(36)}${++seq}`
  const email = `samples.${id}@e2e.test`
  const areas = (await (
    await fetch(`${baseURL()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ geographicAreas { id } }' }),
    })
  ).json()) as { data: { geographicAreas: Array<{ id: string }> } }
  const body = `0${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
  const vat = `${body}${String(97 - (Number(body) % 97)).padStart(2, '0')}`
  const response = await c.request.post(`${baseURL()}/api/graphql`, {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.88.${seq}.1`, origin: baseURL() },
    data: {
      query:
        'mutation ($input: CreateProfessionalUserInput!) { createProfessionalUser(input: $input) { professionalUser { id } } }',
      variables: {
        input: {
          role: 'PROFESSIONAL_FACADIER_PROFILE',
          language: lang,
          lastname: 'Janssens',
          firstname: 'Eva',
          company: `Gevelwerken ${id}`,
          vATNumber: vat,
          street: 'Rue Haute 12',
          postcode: '1000',
          city: 'Bruxelles',
          phoneNumber: '0470123456',
          email,
          password: 'Taloche-Brique-2026x',
          passwordConfirmation: 'Taloche-Brique-2026x',
          geographicAreas: [areas.data.geographicAreas[0]?.id],
          acceptTermsAndConditions: true,
        },
      },
    },
  })
  const result = (await response.json()) as { errors?: unknown[] }
  expect(result.errors).toBeUndefined()
  return { email }
}

async function openChart(c: BrowserContext, lang: Lang): Promise<Page> {
  const page = await c.newPage()
  await page.goto(`${PATHS[lang]}${CHOICE}`, { waitUntil: 'load' })
  await page.getByTestId('swatch-grid').waitFor()
  return page
}

const events = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
      (e) => e.event === 'color_chart_request_sent',
    ),
  )

async function chooseAndAdd(page: Page, code: string, label: string): Promise<void> {
  const option = page.getByTestId('swatch-grid').getByRole('option').filter({ hasText: code }).first()
  // The chart is server-rendered: a click before hydration selects nothing, so it is repeated until it takes.
  await expect
    .poll(async () => {
      await option.click()
      return page.getByTestId('selected-code').textContent()
    })
    .toBe(code)
  await page.getByTestId('selected-shade').getByRole('button', { name: label }).click()
}

const squeeze = (text: string) => text.replace(/\s/g, '')

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `tests/.artifacts/samples-${name}.png` })
}

describe.each([
  ['fr', 'phone'],
  ['nl', 'desktop'],
] as const)('sample ordering in %s at %s width', (lang, viewport) => {
  const m = all(lang)
  const t = m.ColourChart
  const req = t.request

  it('lets a professional pick three finishes (not four), order them prefilled, and land home with the dialog', async () => {
    const c = await context(viewport)
    const { email } = await signUp(c, lang)
    const page = await openChart(c, lang)
    const selection = page.getByTestId('sample-selection')

    // Without a selection the order button says so for a few seconds instead of opening the request.
    await selection.getByRole('button', { name: t.samples.order }).click()
    await expect.poll(() => page.getByText(t.samples.noSelection).isVisible()).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(0)

    for (const code of SHADES.slice(0, 3)) await chooseAndAdd(page, code, t.selected.addSample)
    await expect.poll(() => selection.getByTestId('sample-item').count()).toBe(3)
    // The fourth is refused, with the reason.
    await chooseAndAdd(page, SHADES[3] as string, t.selected.addSample)
    await expect.poll(() => page.getByText(t.samples.TOO_MANY_FINISHES.replace('{max}', '3')).isVisible()).toBe(true)
    expect(await selection.getByTestId('sample-item').count()).toBe(3)
    await expectAccessible(page)

    await selection.getByRole('button', { name: t.samples.order }).click()
    const dialog = page.getByRole('dialog', { name: m.Modal.colorChart.title })
    await dialog.getByTestId('sample-form').waitFor(SERVER)
    // Prefilled from the professional's profile.
    await expect
      .poll(() => dialog.getByRole('textbox', { name: new RegExp(`^${req.firstname}`) }).inputValue(), SERVER)
      .toBe('Eva')
    expect(await dialog.getByRole('textbox', { name: new RegExp(`^${req.email}`) }).inputValue()).toBe(email)
    expect(await dialog.getByRole('list', { name: req.finishes }).getByRole('listitem').count()).toBe(3)
    await shot(page, `form-${lang}-${viewport}`)
    await expectAccessible(page)

    // The type is required: submitting without it says so and keeps the dialog.
    await dialog.getByRole('button', { name: req.submit }).click()
    await expect.poll(() => dialog.getByText(m.Validation.IS_REQUIRED).count()).toBeGreaterThan(0)
    await dialog.getByText(req.types.SAMPLE).click()
    await dialog.getByRole('button', { name: req.submit }).click()

    const sent = page.getByRole('dialog', { name: m.Modal.requestSamplesSent.title })
    await sent.waitFor(SERVER)
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${lang}`)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    expect(await sent.textContent()).toContain(email)
    expect(await events(page)).toEqual([expect.objectContaining({ sample_type: 'SAMPLE' })])
    await shot(page, `sent-${lang}-${viewport}`)
    await expectAccessible(page)

    const ack = await waitForMail(email, (mail) => mail.body.includes('S-OC 1'))
    // Header folding may leave a space inside an encoded word: compared without spaces.
    expect(squeeze(ack.subject)).toBe(
      squeeze(
        lang === 'fr' ? 'Votre demande d’échantillons est enregistrée' : 'Uw aanvraag voor stalen is geregistreerd',
      ),
    )
    expect(ack.body).toContain('S-OC 120')
    const desk = await waitForMail('admin@e2e.test', (mail) => mail.body.includes(email))
    expect(desk.subject).toContain('Eva Janssens')
    await c.close()
  })

  it('tells a visitor the service is for professionals, refuses a wrong merchant code and accepts the right one', async () => {
    const c = await context(viewport)
    const page = await openChart(c, lang)
    await chooseAndAdd(page, 'S-OC 120', t.selected.addSample)
    await page.getByTestId('sample-selection').getByRole('button', { name: t.samples.order }).click()
    const dialog = page.getByRole('dialog', { name: m.Modal.colorChart.title })
    const refusal = dialog.getByTestId('sample-refusal')
    await refusal.waitFor(SERVER)
    expect(await refusal.textContent()).toContain(req.refusal)
    expect(await refusal.getByRole('button', { name: req.login }).isVisible()).toBe(true)
    await shot(page, `refusal-${lang}-${viewport}`)
    await expectAccessible(page)

    const code = refusal.getByRole('textbox', { name: new RegExp(`^${req.code}`) })
    await code.fill('NOPE 0000')
    await refusal.getByRole('button', { name: req.codeSubmit }).click()
    await expect.poll(() => refusal.getByText(m.Validation.WRONG_SAMPLE_CODE).isVisible(), SERVER).toBe(true)
    await expectAccessible(page)

    await code.fill(lang === 'fr' ? 'bxl 2026' : 'gent-2026')
    await refusal.getByRole('button', { name: req.codeSubmit }).click()
    const form = dialog.getByTestId('sample-form')
    await form.waitFor(SERVER)
    expect(await form.textContent()).toContain(req.merchantNote)
    const email = `customer.${Date.now().toString(36)}${++seq}@e2e.test`
    const fill = (label: string, value: string) =>
      form.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value)
    await form.getByText(req.types.BROCHURE).click()
    await fill(req.firstname, 'Noor')
    await fill(req.lastname, 'Claes')
    await fill(req.street, 'Veldstraat 8')
    await fill(req.postcode, '9000')
    await fill(req.city, 'Gent')
    await fill(req.email, email)
    await fill(req.phone, '0470 11 22 33')
    await form.getByRole('button', { name: req.submit }).click()
    await page.getByRole('dialog', { name: m.Modal.requestSamplesSent.title }).waitFor(SERVER)
    expect(await events(page)).toEqual([expect.objectContaining({ sample_type: 'BROCHURE' })])
    const ack = await waitForMail(email, (mail) => mail.body.includes('S-OC 1'))
    // Header folding may leave a space inside an encoded word: compared without spaces.
    expect(squeeze(ack.subject)).toBe(
      squeeze(
        lang === 'fr' ? 'Votre demande de brochure est enregistrée' : 'Uw aanvraag voor een brochure is geregistreerd',
      ),
    )
    // The token stays for the next visit: the request form opens at once.
    const again = await openChart(c, lang)
    await chooseAndAdd(again, 'S-OC 130', t.selected.addSample)
    await again.getByTestId('sample-selection').getByRole('button', { name: t.samples.order }).click()
    await again.getByRole('dialog', { name: m.Modal.colorChart.title }).getByTestId('sample-form').waitFor(SERVER)
    await c.close()
  })
})

describe('the demo catalogue holds the shades these tests pick', () => {
  it.each(['fr', 'nl'] as const)('%s', (lang) => {
    const codes = demoCatalogue(lang)
      .coatings.filter((c) => c.code === 'MT-SIL-15')
      .flatMap((c) => c.colorCategories.flatMap((k) => k.colorRanges))
      .filter((r) => r.code === 'S-OC')
      .flatMap((r) => r.colorShades.map((s) => s.code))
    expect(codes).toEqual(expect.arrayContaining(SHADES))
  })
})
