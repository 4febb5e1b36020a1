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
async function professional(lang: Lang): Promise<{ email: string; password: string; company: string }> {
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
  return { email, password, company: `Gevelwerken ${id}` }
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

    // A second solution: render on masonry, a dark grey the insulation systems would refuse. It is offered the
    // first solution's facades; this one starts blank.
    await page.getByRole('button', { name: new RegExp(escapeRegExp(m.solutions.add)) }).click()
    await page
      .getByRole('dialog', { name: m.solutions.newSolution.title })
      .getByRole('button', { name: m.solutions.newSolution.blank })
      .click()
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

    if (lang === 'fr') {
      // The same project opened on the Dutch page reads with the Dutch names, not the French ones it was saved with.
      await page.goto(PATHS.nl, { waitUntil: 'networkidle' })
      const nl = messages('nl').Configurator
      await page.getByRole('button', { name: nl.projects.open.replace('{name}', name) }).click(SERVER)
      await page.getByRole('heading', { name: nl.results.docket }).waitFor(SERVER)
      const summary = (await page.locator('[data-step="4"] dl').textContent()) ?? ''
      expect(summary).toContain(WORDS.nl.mineral)
      expect(summary).not.toContain(WORDS.fr.mineral)
      await page.goto(PATHS.fr, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: m.projects.open.replace('{name}', name) }).click(SERVER)
      await page.getByRole('heading', { name: m.results.docket }).waitFor(SERVER)
    }

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
    // Who prepared it, and the need column beside the packages.
    expect(text).toContain(m.pdf.professional)
    expect(text).toContain(account.company)
    expect(text).toContain(account.email)
    expect(text).toContain(m.results.need)
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

    // "Request a quote" carries the system, the surface and the colour to the quotation wizard, and the project's
    // name, site address and every solution.
    const quote = new URL(
      (await page.locator('[data-step="4"]').getByRole('link', { name: m.results.quote }).getAttribute('href')) ?? '',
      baseURL(),
    )
    expect(quote.pathname).toBe(lang === 'fr' ? '/fr/devis' : '/nl/prijsofferte')
    expect(quote.searchParams.get('surface')).toBe('58.2')
    expect(quote.searchParams.get('colour')).toBe('M-OC 100')
    expect(quote.searchParams.get('system')).toMatch(/^\d+$/)
    expect(quote.searchParams.get('name')).toBe(name)
    expect(quote.searchParams.get('postcode')).toBe('5000')
    expect(quote.searchParams.get('city')).toBe('Namur')
    expect(quote.searchParams.getAll('solution')).toHaveLength(2)

    // Deleting asks first, then the project leaves the list.
    await page.getByRole('button', { name: m.projects.delete.replace('{name}', name) }).click()
    const confirm = page.getByRole('dialog', { name: modal.deleteProject.title })
    await confirm.getByRole('button', { name: m.deleteDialog.confirm }).click()
    await confirm.waitFor({ state: 'detached', ...SERVER })
    await page.getByText(m.projects.empty).waitFor(SERVER)

    // The wizard starts from what the link carries: the name, the address and a description of both solutions.
    await page.goto(quote.toString(), { waitUntil: 'networkidle' })
    const stored = await page.waitForFunction(() => sessionStorage.getItem('quotation-wizard'))
    const draft = JSON.parse(String(await stored.jsonValue())) as { values: Record<string, string> }
    expect(draft.values.name).toBe(name)
    expect(draft.values.postcode).toBe('5000')
    expect(draft.values.city).toBe('Namur')
    expect(draft.values.comment).toContain(w.eps)
    expect(draft.values.comment).toContain(w.render)
    // Issue 22: the finish is named in the page's language beside its code, the system's type of work is ticked,
    // and step 1 says what was carried, with a way to drop it.
    expect(draft.values.comment).toContain(
      lang === 'fr' ? 'Enduit minéral frotté 2 mm' : 'Minerale pleister geschuurd 2 mm',
    )
    expect((draft.values as unknown as { workCategories: string[] }).workCategories).toHaveLength(1)
    const q = messages(lang).Quotation.fromConfigurator
    const carried = page.getByTestId('carried')
    expect(await carried.textContent()).toContain(q.carried.replace('{project}', name))
    await carried.getByRole('button', { name: q.drop }).click()
    await expect.poll(() => carried.count()).toBe(0)
    expect(new URL(page.url()).searchParams.getAll('solution')).toEqual([])
    await expect
      .poll(
        async () =>
          JSON.parse((await page.evaluate(() => sessionStorage.getItem('quotation-wizard'))) ?? '{}').values?.name,
      )
      .toBe('')
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

  it.each(['fr', 'nl'] as Lang[])(
    'in %s: refuses nonsense dimensions next to the field and asks before removing facades',
    async (lang) => {
      const m = messages(lang).Configurator
      const d = m.dimension
      const w = WORDS[lang]
      const context = await newContext(browser, 'desktop')
      await context.addCookies([{ name: 'consent', value: 'denied.v1', url: baseURL() }])
      const page = await context.newPage()
      const field = (name: string) => page.locator(`input[name="${name}"]`)
      /** The error shown under a field (react-aria links it as the input's description). */
      const errorOf = async (name: string) => {
        const ids = ((await field(name).getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean)
        const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))
        return texts
          .map((text) => (text ?? '').trim())
          .filter(Boolean)
          .join(' ')
      }
      // The bounds as the messages print them; the least length is 0.1 m, written 0,1 in both languages.
      const withMax = (text: string, max: string) =>
        text.replace(/\{max(, number)?\}/g, max).replace(/\{min(, number)?\}/g, '0,1')
      const legends = () =>
        page
          .locator('legend')
          .filter({ hasText: new RegExp(`^${escapeRegExp(d.facade.replace('{number}', ''))}\\d+$`) })
          .count()
      try {
        await page.goto(PATHS[lang], { waitUntil: 'networkidle' })
        await label(page, w.facade).click()
        await label(page, w.masonry).click()
        await label(page, w.insulate).click()
        await label(page, w.eps).click()
        await page.getByRole('button', { name: m.next }).click()
        await label(page, w.mineral).click()
        await label(page, w.ochre).click()
        await label(page, 'M-OC 100').click()
        await page.getByRole('button', { name: m.next }).click()
        const results = page.getByRole('button', { name: m.seeResults })

        // A letter or an exponent: the text stays as typed and the field says it is not a number.
        for (const typed of ['10a', '1e9']) {
          await field('facade-0-base').fill('')
          await field('facade-0-base').pressSequentially(typed)
          await expect(field('facade-0-base').inputValue()).resolves.toBe(typed)
          await expect.poll(() => errorOf('facade-0-base')).toBe(d.errors.NOT_A_NUMBER)
          await expect(field('facade-0-base').getAttribute('aria-invalid')).resolves.toBe('true')
        }
        // A kilometre-long facade is out of bounds.
        await field('facade-0-base').fill('1000000000')
        await expect.poll(() => errorOf('facade-0-base')).toBe(withMax(d.errors.DIMENSION_OUT_OF_RANGE, '100'))
        await expect(results.isDisabled()).resolves.toBe(true)

        // A 20 × 5 m window on a 10 × 3 m facade does not fit in it.
        await field('facade-0-base').fill('10')
        await field('facade-0-height').fill('3')
        await page.getByRole('button', { name: d.addWindow }).click()
        await field('facade-0-opening-0-width').fill('20')
        await field('facade-0-opening-0-height').fill('5')
        await expect
          .poll(() => errorOf('facade-0-opening-0-width'))
          .toBe(withMax(d.errors.OPENING_OUTSIDE_FACADE, '10'))
        await expect
          .poll(() => errorOf('facade-0-opening-0-height'))
          .toBe(withMax(d.errors.OPENING_OUTSIDE_FACADE, '3'))
        await expect(results.isDisabled()).resolves.toBe(true)
        await shot(page, lang, 'desktop', '3-dimension-errors')

        // The count: "-1" and "50" stay as typed, say why, and change nothing.
        for (const typed of ['-1', '50']) {
          await field('facadeCount').fill(typed)
          await expect(field('facadeCount').inputValue()).resolves.toBe(typed)
          await expect.poll(() => errorOf('facadeCount')).toContain(withMax(d.errors.FACADE_COUNT_OUT_OF_RANGE, '30'))
          await expect(legends()).resolves.toBe(1)
        }
        await field('facadeCount').fill('3')
        await expect.poll(legends).toBe(3)

        // Both decimal separators are numbers; the window fits now and the results open.
        await field('facade-0-opening-0-width').fill('1,2')
        await field('facade-0-opening-0-height').fill('1.5')
        await field('facade-1-base').fill('4')
        await field('facade-1-height').fill('2,5')
        await field('facade-2-base').fill('6')
        await field('facade-2-height').fill('3')
        await expect(errorOf('facade-0-opening-0-width')).resolves.toBe('')

        // Fewer facades: removing filled-in ones asks first; keeping them puts the count back.
        await field('facadeCount').fill('2')
        await field('facadeCount').press('Tab')
        const ask = page.getByRole('dialog', { name: d.confirmRemoveFacades.title })
        await ask.getByRole('button', { name: d.confirmRemoveFacades.cancel }).click()
        await ask.waitFor({ state: 'detached' })
        await expect(field('facadeCount').inputValue()).resolves.toBe('3')
        await expect(legends()).resolves.toBe(3)
        await field('facadeCount').fill('2')
        await field('facadeCount').press('Enter')
        await page
          .getByRole('dialog', { name: d.confirmRemoveFacades.title })
          .getByRole('button', { name: d.confirmRemoveFacades.confirm })
          .click()
        await expect.poll(legends).toBe(2)

        // 10 × 3 − 1.2 × 1.5 + 4 × 2.5 = 38.2 m²: glue 38.2 × 4.5 × 1.05 = 180.5 kg, 8 bags on a started pallet of 42;
        // anchors 38.2 × 6 × 1.05 = 240.66, whole: 241.
        await results.click()
        await page.getByRole('heading', { name: m.results.docket }).waitFor()
        const glue = page.locator('tr[data-code="MT-CM-25"]')
        const bags = lang === 'fr' ? '8 sacs' : '8 zakken'
        await expect(glue.locator('[data-cell="pallets"]').textContent()).resolves.toBe(
          m.results.palletsPartial.replace('{units}', bags).replace('{perPallet}', '42'),
        )
        await expect(glue.locator('[data-cell="consumption"]').textContent()).resolves.toBe('4,5 kg/m²')
        await expect(glue.locator('[data-cell="waste"]').textContent()).resolves.toMatch(/^5\s?%$/)
        await expect(glue.locator('[data-cell="package"]').textContent()).resolves.toBe(
          m.results.packageContent
            .replace('{unit}', m.unitNames.BAG)
            .replace('{amount}', '25')
            .replace('{consumptionUnit}', 'kg'),
        )
        await expect(page.locator('tr[data-code="MT-CH-115"] [data-cell="need"]').textContent()).resolves.toBe(
          `241 ${m.consumption.PIECE}`,
        )

        // A new solution offers the facades of this one.
        await page.getByRole('button', { name: new RegExp(escapeRegExp(m.solutions.add)) }).click()
        await page
          .getByRole('dialog', { name: m.solutions.newSolution.title })
          .getByRole('button', { name: m.solutions.newSolution.copy })
          .click()
        await label(page, w.facade).click()
        await label(page, w.masonry).click()
        await label(page, w.decorate).click()
        await label(page, w.render).click()
        await page.getByRole('button', { name: m.next }).click()
        await label(page, w.mineral).click()
        await label(page, w.grey).click()
        await label(page, 'M-GR 165').click()
        await page.getByRole('button', { name: m.next }).click()
        await expect(field('facade-1-height').inputValue()).resolves.toBe('2,5')
        await expect(legends()).resolves.toBe(2)
      } finally {
        await context.close()
      }
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
