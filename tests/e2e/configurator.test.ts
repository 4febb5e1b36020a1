import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../helpers/pdf-text'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'
import { waitForMail } from './helpers/mailbox'

/**
 * The facade configurator as a professional uses it, in both languages at phone and desktop widths: two
 * solutions, signing in when asked, saving, reloading, reopening, the PDF and the e-mail.
 */

type Lang = 'fr' | 'nl'
// biome-ignore lint/suspicious/noExplicitAny: message trees of any shape, read for their wording.
type Messages = any
const messages = (lang: Lang): Messages => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8'))
const SHOTS = path.resolve('tests/.artifacts/screenshots')
mkdirSync(SHOTS, { recursive: true })
const SERVER = { timeout: 15_000 }
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const PATHS: Record<Lang, string> = { fr: '/fr/configurateur-facade', nl: '/nl/gevelconfigurator' }
const WORDS = {
  fr: {
    facade: 'Façade extérieure',
    masonry: 'Maçonnerie (brique, bloc)',
    insulate: 'Isoler',
    decorate: 'Décorer',
    eps: 'Murelia Therm EPS',
    render: 'Enduit de façade sur maçonnerie',
    mineral: 'Enduit minéral frotté 2 mm',
    ochre: 'Ocres et sables',
    grey: 'Gris et ardoises',
  },
  nl: {
    facade: 'Buitengevel',
    masonry: 'Metselwerk (baksteen, blok)',
    insulate: 'Isoleren',
    decorate: 'Afwerken',
    eps: 'Murelia Therm EPS',
    render: 'Gevelpleister op metselwerk',
    mineral: 'Minerale pleister geschuurd 2 mm',
    ochre: 'Oker- en zandtinten',
    grey: 'Grijs- en leitinten',
  },
}

let browser: Browser
let seq = 0

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

/** A professional account made through the API, as the registration form would. */
async function professional(lang: Lang): Promise<{ email: string; password: string }> {
  const id = `${Date.now().toString(36)}${++seq}`
  const email = `configurator.${id}@e2e.test`
  const password = 'Taloche-Brique-2026x'
  const areas = (await (
    await fetch(`${baseURL()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ geographicAreas { id } }' }),
    })
  ).json()) as { data: { geographicAreas: Array<{ id: string }> } }
  const body = `0${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
  const vat = `${body}${String(97 - (Number(body) % 97)).padStart(2, '0')}`
  const response = await fetch(`${baseURL()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${seq}.1` },
    body: JSON.stringify({
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
          password,
          passwordConfirmation: password,
          geographicAreas: [areas.data.geographicAreas[0]?.id],
          acceptTermsAndConditions: true,
        },
      },
    }),
  })
  const result = (await response.json()) as { errors?: unknown[] }
  expect(result.errors).toBeUndefined()
  return { email, password }
}

const label = (scope: Page | Locator, text: string) =>
  scope
    .locator('label')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}`) })
    .first()

async function shot(page: Page, lang: Lang, viewport: ViewportName, name: string) {
  // From the top: the sticky header would otherwise sit over the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: path.join(SHOTS, `configurator-${lang}-${viewport}-${name}.png`), fullPage: true })
}

async function metres(page: Page, name: string, value: string) {
  await page.locator(`input[name="${name}"]`).fill(value)
}

/** Goes through the three steps of one solution. */
async function configure(
  page: Page,
  lang: Lang,
  viewport: ViewportName,
  choice: { criterion: string; system: string; range: string; shade: string; square?: boolean },
  capture = false,
) {
  const m = messages(lang).Configurator
  const w = WORDS[lang]
  await label(page, w.facade).click()
  await label(page, w.masonry).click()
  await label(page, choice.criterion).click()
  await label(page, choice.system).click()
  await expect.poll(() => page.getByRole('heading', { name: m.system.layers }).isVisible()).toBe(true)
  if (capture) await shot(page, lang, viewport, '1-system')
  await page.getByRole('button', { name: m.next }).click()

  await label(page, w.mineral).click()
  await label(page, choice.range).click()
  await label(page, choice.shade).click()
  await expect(page.getByRole('status').filter({ hasText: choice.shade }).count()).resolves.toBe(1)
  if (capture) await shot(page, lang, viewport, '2-colour')
  await page.getByRole('button', { name: m.next }).click()

  if (choice.square) {
    await label(page, m.dimension.shapes.SQUARE).click()
    await metres(page, 'facade-0-base', '5')
  } else {
    await metres(page, 'facade-0-base', '10')
    await metres(page, 'facade-0-height', '6')
    await page.getByRole('button', { name: m.dimension.addWindow }).click()
    await metres(page, 'facade-0-opening-0-width', '1,2')
    await metres(page, 'facade-0-opening-0-height', '1,5')
  }
  if (capture) await shot(page, lang, viewport, '3-dimension')
  await page.getByRole('button', { name: m.seeResults }).click()
  await page.getByRole('heading', { name: m.results.docket }).waitFor()
}

async function journey(lang: Lang, viewport: ViewportName) {
  const m = messages(lang).Configurator
  const modal = messages(lang).Modal
  const login = messages(lang).Accounts.login
  const w = WORDS[lang]
  const account = await professional(lang)
  const context = await newContext(browser, viewport)
  // The consent banner was answered before: it does not cover the pictures.
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: baseURL() }])
  const page = await context.newPage()
  try {
    await page.goto(PATHS[lang], { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1, name: m.title }).waitFor()
    // Only step 1 is open at first.
    await expect(page.getByRole('button', { name: new RegExp(escapeRegExp(m.steps['2'])) }).isDisabled()).resolves.toBe(
      true,
    )
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/graphql')) requests.push(r.url())
    })

    await configure(
      page,
      lang,
      viewport,
      { criterion: w.insulate, system: w.eps, range: w.ochre, shade: 'M-OC 100' },
      true,
    )
    // 10 × 6 − 1.2 × 1.5 = 58.2 m²; EPS: 58.2 × 1.05 / 3 = 20.37 → 21 packets.
    await expect(page.getByTestId('net-area').textContent()).resolves.toBe('58,2 m²')
    const eps = page.locator('tr[data-code="MT-EPS-120"]')
    await expect(eps.textContent()).resolves.toContain(lang === 'fr' ? '21 paquets' : '21 pakken')
    // Every step so far was computed in the page: no call to the API.
    expect(requests).toEqual([])
    await expectAccessible(page)
    await shot(page, lang, viewport, '4-results')

    // A second solution: render on masonry, a dark grey the insulation systems would refuse.
    await page.getByRole('button', { name: new RegExp(escapeRegExp(m.solutions.add)) }).click()
    await configure(page, lang, viewport, {
      criterion: w.decorate,
      system: w.render,
      range: w.grey,
      shade: 'M-GR 165',
      square: true,
    })
    await expect(page.getByTestId('net-area').textContent()).resolves.toBe('25 m²')

    // Saving needs an account: the protected-action dialog, then the sign-in.
    await page.getByRole('button', { name: m.results.save }).click()
    await page.getByRole('dialog', { name: modal.protectedAction.title }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: modal.protectedAction.login }).click()
    const signIn = page.getByRole('dialog', { name: modal.login.title })
    await signIn.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(login.email)}`) }).fill(account.email)
    await signIn.getByLabel(new RegExp(`^${escapeRegExp(login.password)}`)).fill(account.password)
    await signIn.getByRole('button', { name: login.submit, exact: true }).click()
    await signIn.waitFor({ state: 'detached', ...SERVER })

    const name = `${lang === 'fr' ? 'Maison Lambert' : 'Huis Peeters'} ${seq}`
    await page.getByRole('button', { name: m.results.save }).click()
    const save = page.getByRole('dialog', { name: modal.saveConfigurator.title })
    await save.getByRole('button', { name: m.save.submit }).click()
    await expect(save.getByText(messages(lang).Validation.IS_REQUIRED).isVisible()).resolves.toBe(true)
    await save.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(m.save.name)}`) }).fill(name)
    await save.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(m.save.postalCode)}`) }).fill('5000')
    await save.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(m.save.locality)}`) }).fill('Namur')
    await shot(page, lang, viewport, '5-save')
    await save.getByRole('button', { name: m.save.submit }).click()
    await save.waitFor({ state: 'detached', ...SERVER })
    await page.getByText(m.results.saved, { exact: true }).first().waitFor()

    // Reload: a saved project leaves without asking; it is opened again from the list.
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('button', { name: m.projects.open.replace('{name}', name) }).click(SERVER)
    await page.getByRole('heading', { name: m.results.docket }).waitFor(SERVER)
    await expect(
      page.getByRole('button', { name: m.solutions.solution.replace('{number}', '2'), exact: true }).count(),
    ).resolves.toBe(1)
    await expect(page.getByTestId('net-area').textContent()).resolves.toBe('58,2 m²')
    await shot(page, lang, viewport, '6-reopened')

    // The PDF in the page's language.
    await page.getByRole('button', { name: m.results.download }).click()
    const link = page.getByRole('dialog').getByRole('link', { name: m.download.link })
    await link.waitFor(SERVER)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const file = await download.path()
    const text = pdfText(readFileSync(file))
    expect(text).toContain(`${m.pdf.title} – ${name}`)
    expect(text).toContain(m.pdf.solution.replace('{number}', '2'))
    expect(text).toContain('M-GR 165')
    expect(text).toContain('5000 Namur')
    await page.keyboard.press('Escape')

    // The e-mail, with the PDF attached, captured over SMTP.
    await page.getByRole('button', { name: m.results.email }).click()
    const mail = page.getByRole('dialog', { name: modal.configuratorEmail.title })
    const to = `client.${seq}.${lang}@e2e.test`
    await mail.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(m.email.name)}`) }).fill('Client Test')
    await mail.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(m.email.email)}`) }).fill(to)
    await mail.getByRole('button', { name: m.email.submit }).click()
    await mail.waitFor({ state: 'detached', ...SERVER })
    const received = await waitForMail(to)
    expect(received.subject).toContain(name)
    expect(received.attachments).toEqual(['application/pdf'])

    // "Request a quote" carries the system, the surface and the colour to the quotation wizard.
    const quote = new URL(
      (await page.locator('[data-step="4"]').getByRole('link', { name: m.results.quote }).getAttribute('href')) ?? '',
      baseURL(),
    )
    expect(quote.pathname).toBe(lang === 'fr' ? '/fr/devis' : '/nl/prijsofferte')
    expect(quote.searchParams.get('surface')).toBe('58.2')
    expect(quote.searchParams.get('colour')).toBe('M-OC 100')
    expect(quote.searchParams.get('system')).toMatch(/^\d+$/)

    // Deleting asks first, then the project leaves the list.
    await page.getByRole('button', { name: m.projects.delete.replace('{name}', name) }).click()
    const confirm = page.getByRole('dialog', { name: modal.deleteProject.title })
    await confirm.getByRole('button', { name: m.deleteDialog.confirm }).click()
    await confirm.waitFor({ state: 'detached', ...SERVER })
    await page.getByText(m.projects.empty).waitFor(SERVER)
  } finally {
    await context.close()
  }
}

describe('facade configurator', () => {
  it.each([
    ['fr', 'desktop'],
    ['nl', 'phone'],
    ['fr', 'phone'],
    ['nl', 'desktop'],
  ] as Array<[Lang, ViewportName]>)(
    'in %s on %s: two solutions, sign in, save, reopen, PDF, e-mail',
    async (lang, viewport) => {
      await journey(lang, viewport)
    },
  )

  it('asks before restarting and before leaving with progress', async () => {
    const m = messages('fr').Configurator
    const modal = messages('fr').Modal
    const context = await newContext(browser, 'desktop')
    await context.addCookies([{ name: 'consent', value: 'denied.v1', url: baseURL() }])
    const page = await context.newPage()
    try {
      await page.goto(PATHS.fr, { waitUntil: 'networkidle' })
      await label(page, WORDS.fr.facade).click()
      await label(page, WORDS.fr.eps).click()
      // Leaving through a link asks; refusing stays on the page.
      let asked = ''
      page.once('dialog', (d) => {
        asked = d.message()
        void d.dismiss()
      })
      await page.locator(`footer a[href^="/fr/"]:not([href="${PATHS.fr}"])`).first().click()
      expect(asked).toBe(m.leave)
      expect(new URL(page.url()).pathname).toBe(PATHS.fr)

      await page.getByRole('button', { name: m.restart }).click()
      const restart = page.getByRole('dialog', { name: modal.configuratorRestart.title })
      await restart.getByText(m.restartDialog.text).waitFor()
      await shot(page, 'fr', 'desktop', '7-restart')
      await restart.getByRole('button', { name: m.restartDialog.cancel }).click()
      await expect(page.getByRole('radio', { name: new RegExp(escapeRegExp(WORDS.fr.eps)) }).isChecked()).resolves.toBe(
        true,
      )
      await page.getByRole('button', { name: m.restart }).click()
      await page.getByRole('dialog').getByRole('button', { name: m.restartDialog.confirm }).click()
      await expect(page.getByRole('radio', { name: new RegExp(escapeRegExp(WORDS.fr.eps)) }).isChecked()).resolves.toBe(
        false,
      )
    } finally {
      await context.close()
    }
  })
})
