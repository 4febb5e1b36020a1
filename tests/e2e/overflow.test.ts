import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, launch } from './helpers/browser'
import { measureOverflow, settled } from './helpers/overflow'
import { staffApi, staffToken } from './helpers/staff'

/**
 * Nothing is wider than the screen (issue 22): every screen of the site, in French and Dutch, signed out and signed
 * in, at 320, 375, 768, 1024 and 1280 px. A screen fails when `document.documentElement.scrollWidth` exceeds the
 * viewport's width (the message names the element that sticks out furthest) or when an open dialog's content
 * reaches past the screen's edges. The fixtures carry the long texts users write: a company description of 5 000
 * characters without a space and reference titles with a word of 50 letters.
 *
 * One page per language and session state; each screen is opened once and measured at every width by resizing it.
 */

type Lang = 'fr' | 'nl'
// biome-ignore lint/suspicious/noExplicitAny: message trees of any shape, read for their wording.
type Messages = any
const messages = (lang: Lang): Messages => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8'))
const WIDTHS = [320, 375, 768, 1024, 1280] as const
const SERVER = { timeout: 15_000 }
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Long user text: what a professional may paste into a description or a title. */
const LONG = {
  description: 'Gevelrenovatiemetbuitenisolatie'.repeat(170).slice(0, 5000),
  referenceDescription: 'Façadeisoléeparlextérieuretenduitminéral'.repeat(60).slice(0, 2000),
  titleFr: 'Hôtel de maître Rénovationdefaçadeavecisolationthermiqueparlextérieur à Namur',
  titleNl: 'Herenhuis Gevelrenovatiemetbuitenisolatieensierpleisterafwerking in Namen',
}

let browser: Browser
let seq = 0
const fixture = {
  companyId: '',
  email: `overflow.${Date.now().toString(36)}@e2e.test`,
  password: 'Taloche-Brique-2026x',
  references: { fr: '', nl: '' },
}

async function gql<T>(
  query: string,
  variables: Record<string, unknown>,
  request?: BrowserContext['request'],
): Promise<T> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.91.${++seq}.1` }
  const body = request
    ? ((await (await request.post('/api/graphql', { headers, data: { query, variables } })).json()) as {
        data: T
        errors?: unknown[]
      })
    : ((await (
        await fetch(`${baseURL()}/api/graphql`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data: T; errors?: unknown[] })
  expect(body.errors, query).toBeUndefined()
  return body.data
}

/** A listed professional with a 5 000-character description and two references, one with a long title. */
async function makeFixture(): Promise<void> {
  const { geographicAreas, workCategories } = await gql<{
    geographicAreas: Array<{ id: string }>
    workCategories: Array<{ id: string }>
  }>('{ geographicAreas { id } workCategories { id } }', {})
  const body = `0${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
  const vat = `${body}${String(97 - (Number(body) % 97)).padStart(2, '0')}`
  const created = await gql<{ createProfessionalUser: { professionalUser: { id: string } } }>(
    'mutation ($input: CreateProfessionalUserInput!) { createProfessionalUser(input: $input) { professionalUser { id } } }',
    {
      input: {
        role: 'PROFESSIONAL_FACADIER_PROFILE',
        language: 'fr',
        lastname: 'Vandenbroucke-Delacroix',
        firstname: 'Marie-Christine',
        company: 'Entreprise générale de rénovation de façades Vandenbroucke-Delacroix',
        vATNumber: vat,
        street: 'Rue Haute 12',
        postcode: '1000',
        city: 'Bruxelles',
        phoneNumber: '0470123456',
        email: fixture.email,
        password: fixture.password,
        passwordConfirmation: fixture.password,
        geographicAreas: [geographicAreas[0]?.id],
        acceptTermsAndConditions: true,
      },
    },
  )
  fixture.companyId = created.createProfessionalUser.professionalUser.id
  const token = await staffToken()
  for (const locale of ['fr', 'nl']) {
    await staffApi(token, `/api/professional-users/${fixture.companyId}?locale=${locale}`, 'PATCH', {
      description: LONG.description,
      workCategories: workCategories.slice(0, 2).map((c) => Number(c.id)),
    })
  }
  // The references, written by the professional as the dashboard does.
  const context = await browser.newContext({ baseURL: baseURL() })
  await gql(
    'mutation ($input: LoginProfessionalUserInput!) { loginProfessionalUser(input: $input) { professionalUser { id } } }',
    { input: { email: fixture.email, password: fixture.password } },
    context.request,
  )
  const create = (input: Record<string, unknown>) =>
    gql<{ createReference: { reference: { urlFr: string; urlNl: string } } }>(
      'mutation ($input: CreateReferenceInput!) { createReference(input: $input) { reference { urlFr urlNl } } }',
      { input: { workCategories: [workCategories[0]?.id], ...input } },
      context.request,
    )
  await create({
    titleFr: 'Maison mitoyenne à Uccle',
    titleNl: 'Rijwoning in Ukkel',
    descriptionFr: 'Enduit minéral sur maçonnerie.',
    descriptionNl: 'Minerale pleister op metselwerk.',
  })
  const long = await create({
    titleFr: LONG.titleFr,
    titleNl: LONG.titleNl,
    descriptionFr: LONG.referenceDescription,
    descriptionNl: LONG.referenceDescription,
    contact: 'gevelrenovatie.buitenisolatie.sierpleister@vandenbroucke-delacroix.example',
  })
  fixture.references = { fr: long.createReference.reference.urlFr, nl: long.createReference.reference.urlNl }
  await context.close()
}

beforeAll(async () => {
  browser = await launch()
  await makeFixture()
})
afterAll(async () => browser?.close())

/** Measures the page as it is now at every width, then leaves it at the desktop width. */
type Check = (state: string) => Promise<void>

interface Screen {
  name: string
  /** Signed in only (the dashboard) or signed out only (the sign-in dialogs). */
  only?: 'in' | 'out'
  visit: (p: Page, lang: Lang, check: Check, session: 'in' | 'out') => Promise<void>
}

const go = async (p: Page, path: string) => {
  await p.goto(path, { waitUntil: 'networkidle' })
}

/** A screen at one address. */
const at = (name: string, paths: Record<Lang, string | (() => string)>, only?: 'in' | 'out'): Screen => ({
  name,
  only,
  visit: async (p, lang, check) => {
    const path = paths[lang]
    await go(p, typeof path === 'function' ? path() : path)
    await check(name)
  },
})

const label = (scope: Page | Locator, text: string) =>
  scope
    .locator('label')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}`) })
    .first()

/** Clicks until the click takes: server-rendered controls ignore clicks before hydration. */
async function clickUntil(target: Locator, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      if (await done()) return true
      await target.click()
      return done()
    }, SERVER)
    .toBe(true)
}

const CONFIGURATOR_WORDS = {
  fr: {
    facade: 'Façade extérieure',
    masonry: 'Maçonnerie (brique, bloc)',
    decorate: 'Décorer',
    render: 'Enduit de façade sur maçonnerie',
    mineral: 'Enduit minéral frotté 2 mm',
    grey: 'Gris et ardoises',
  },
  nl: {
    facade: 'Buitengevel',
    masonry: 'Metselwerk (baksteen, blok)',
    decorate: 'Afwerken',
    render: 'Gevelpleister op metselwerk',
    mineral: 'Minerale pleister geschuurd 2 mm',
    grey: 'Grijs- en leitinten',
  },
}
const QUOTATION = {
  fr: { postcode: '5000', city: 'Namur', category: 'Enduit à la chaux' },
  nl: { postcode: '2000', city: 'Antwerpen', category: 'Sierpleister op gevel' },
}

const SCREENS: Screen[] = [
  at('home', { fr: '/fr', nl: '/nl' }),
  at('individual landing', { fr: '/fr/particulier', nl: '/nl/eigenaar' }),
  at('plasterer landing', { fr: '/fr/plafonneur', nl: '/nl/stukadoor' }),
  at('facade specialist landing', { fr: '/fr/facadier', nl: '/nl/gevelbezetter' }),
  at('plasterboard landing', { fr: '/fr/plaquiste', nl: '/nl/plaquiste' }),
  at('find a facade specialist', { fr: '/fr/trouver-un-facadier', nl: '/nl/een-gevelbezetter-vinden' }),
  at('find a plasterer', { fr: '/fr/trouver-un-plafonneur', nl: '/nl/een-stukadoor-vinden' }),
  at('find a plasterboard fitter', { fr: '/fr/find-plaquiste', nl: '/nl/find-plaquiste' }),
  at('professional landing', { fr: '/fr/pro', nl: '/nl/pro' }),
  at('directory', { fr: '/fr/recherche-pro', nl: '/nl/pro-zoeken' }),
  at('demo company page', { fr: '/fr/entreprise/1', nl: '/nl/bedrijf/1' }),
  {
    name: 'company page with long texts and its references dialog',
    visit: async (p, lang, check) => {
      await go(p, lang === 'fr' ? `/fr/entreprise/${fixture.companyId}` : `/nl/bedrijf/${fixture.companyId}`)
      await check('company page')
      const m = messages(lang).Reference.modal
      const cards = p.locator('[data-testid="reference-card"]')
      expect(await cards.count()).toBe(2)
      // The first card is the newest: the reference with the long title.
      await cards.nth(1).click()
      const dialog = p.getByRole('dialog')
      await dialog.getByRole('button', { name: m.next }).waitFor(SERVER)
      await dialog.getByRole('button', { name: m.previous }).click()
      await expect
        .poll(() => dialog.locator('[data-testid="modal-reference"] h3').textContent(), SERVER)
        .toBe(lang === 'fr' ? LONG.titleFr : LONG.titleNl)
      await check('references dialog')
      await p.keyboard.press('Escape')
    },
  },
  at('demo reference', { fr: '/fr/reference/maison-de-maitre-namur', nl: '/nl/referentie/herenhuis-namen' }),
  at('reference with a long title', { fr: () => fixture.references.fr, nl: () => fixture.references.nl }),
  at('article', { fr: '/fr/article/isoler-sa-facade-etapes', nl: '/nl/artikel/gevel-buiten-isoleren-stappen' }),
  at('blog', { fr: '/fr/blog/facades', nl: '/nl/blog/gevels' }),
  at('faq', { fr: '/fr/faq', nl: '/nl/faq' }),
  at('contact', { fr: '/fr/contact', nl: '/nl/contact' }),
  at('generic page', { fr: '/fr/mentions-legales', nl: '/nl/wettelijke-vermeldingen' }),
  at('404', { fr: '/fr/page-inconnue', nl: '/nl/onbekende-pagina' }),
  at('login dialog', { fr: '/fr?login', nl: '/nl?login' }, 'out'),
  at('registration dialog', { fr: '/fr?register', nl: '/nl?register' }, 'out'),
  at('password reset dialog', { fr: '/fr?reset', nl: '/nl?reset' }, 'out'),
  {
    name: 'colour chart steps and the sample dialog',
    visit: async (p, lang, check) => {
      const t = messages(lang).ColourChart
      const path = lang === 'fr' ? '/fr/configurateur-couleurs-finitions' : '/nl/kleur-en-afwerkingsconfigurator'
      await go(p, path)
      await check('step 1')
      await go(p, `${path}?finish=MT-SIL-15`)
      await check('step 2')
      await go(p, `${path}?finish=MT-SIL-15&range=S-OC&colour=S-OC%20120`)
      await check('step 3')
      const add = p.getByTestId('selected-shade').getByRole('button', { name: t.selected.addSample })
      const selection = p.getByTestId('sample-selection')
      await clickUntil(add, async () => (await selection.getByRole('listitem').count()) > 0)
      await check('step 3 with a sample chosen')
      // Signed out, the refusal and the merchant code; signed in, the professional's order form.
      await selection.getByRole('button', { name: t.samples.order }).click()
      await p.getByRole('dialog').waitFor(SERVER)
      await p.getByRole('dialog').locator('form, [data-testid="sample-refusal"]').first().waitFor(SERVER)
      await check('sample dialog')
      await p.keyboard.press('Escape')
    },
  },
  {
    name: 'facade configurator steps and results',
    visit: async (p, lang, check) => {
      const m = messages(lang).Configurator
      const w = CONFIGURATOR_WORDS[lang]
      await go(p, lang === 'fr' ? '/fr/configurateur-facade' : '/nl/gevelconfigurator')
      const facade = p.getByRole('radio', { name: w.facade }).first()
      await clickUntil(label(p, w.facade), () => facade.isChecked())
      await label(p, w.masonry).click()
      await label(p, w.decorate).click()
      await label(p, w.render).click()
      await p.getByRole('heading', { name: m.system.layers }).waitFor(SERVER)
      await check('system')
      await p.getByRole('button', { name: m.next }).click()
      await label(p, w.mineral).click()
      await label(p, w.grey).click()
      await label(p, 'M-GR 165').click()
      await check('colour')
      await p.getByRole('button', { name: m.next }).click()
      await p.locator('input[name="facade-0-base"]').fill('12')
      await p.locator('input[name="facade-0-height"]').fill('7')
      await p.getByRole('button', { name: m.dimension.addWindow }).click()
      await p.locator('input[name="facade-0-opening-0-width"]').fill('1,2')
      await p.locator('input[name="facade-0-opening-0-height"]').fill('1,5')
      await check('dimensions')
      await p.getByRole('button', { name: m.seeResults }).click()
      await p.getByRole('heading', { name: m.results.docket }).waitFor(SERVER)
      await check('results')
    },
  },
  {
    name: 'quotation wizard steps',
    visit: async (p, lang, check) => {
      const q = messages(lang).Quotation
      const wizard = p.locator('form[aria-labelledby="quotation-step-title"]')
      const field = (name: string) => wizard.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(name)}`) })
      const next = () => wizard.getByRole('button', { name: q.next }).click()
      const heading = p.locator('#quotation-step-title')
      await go(p, lang === 'fr' ? '/fr/devis' : '/nl/prijsofferte')
      await check('contact')
      await field(q.contact.lastname).fill('Vandenbroucke-Delacroix')
      await field(q.contact.firstname).fill('Marie-Christine')
      await field(q.contact.email).fill(`overflow.quotation.${lang}@e2e.test`)
      await next()
      await expect.poll(() => heading.textContent(), SERVER).toBe(q.fallbackSteps.project)
      await check('project')
      await field(q.project.name).fill(LONG.titleNl)
      await p.getByTestId('description-editor').click()
      await p.keyboard.type(LONG.referenceDescription.slice(0, 300))
      await wizard.getByText(QUOTATION[lang].category, { exact: true }).click()
      await wizard.getByText(q.project.types.RENOVATION, { exact: true }).click()
      await field(q.project.size).fill('120')
      await wizard
        .getByLabel(new RegExp(`^${escapeRegExp(q.project.deadline)}`))
        .fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10))
      await field(q.project.street).fill('Rue Haute 3')
      await field(q.project.postcode).fill(QUOTATION[lang].postcode)
      await field(q.project.city).fill(QUOTATION[lang].city)
      await next()
      await expect.poll(() => heading.textContent(), SERVER).toBe(q.fallbackSteps.system)
      await check('system')
      const w = CONFIGURATOR_WORDS[lang]
      for (const answer of [w.facade, w.masonry, w.decorate]) await wizard.getByText(answer, { exact: true }).click()
      await p.getByTestId('chosen-system').waitFor(SERVER)
      await check('system chosen')
      await next()
      await expect.poll(() => heading.textContent(), SERVER).toBe(q.fallbackSteps.result)
      await p.getByTestId('matches').waitFor(SERVER)
      await check('result')
    },
  },
  {
    name: 'professional dashboard tabs',
    only: 'in',
    visit: async (p, lang, check) => {
      const tabs = messages(lang).Dashboard.tabs
      await go(p, lang === 'fr' ? '/fr/tableau-de-bord' : '/nl/dashboard')
      for (const key of ['dashboard', 'quotations', 'projects', 'company'] as const) {
        const tab = p.getByRole('tab', { name: tabs[key] })
        await clickUntil(tab, async () => (await tab.getAttribute('aria-selected')) === 'true')
        await p.getByRole('tabpanel').waitFor(SERVER)
        await check(`${key} tab`)
      }
    },
  },
]

describe.each([
  ['fr', 'out'],
  ['nl', 'out'],
  ['fr', 'in'],
  ['nl', 'in'],
] as const)('in %s, signed %s, at 320, 375, 768, 1024 and 1280 px', (lang, session) => {
  let page: Page
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseURL() })
    // The consent banner has its own test below.
    await context.addCookies([{ name: 'consent', value: 'denied.v1', url: baseURL() }])
    if (session === 'in') {
      await gql(
        'mutation ($input: LoginProfessionalUserInput!) { loginProfessionalUser(input: $input) { professionalUser { id } } }',
        { input: { email: fixture.email, password: fixture.password } },
        context.request,
      )
    }
    page = await context.newPage()
  })
  afterAll(async () => page?.context().close())

  it.each(SCREENS.filter((s) => s.only === undefined || s.only === session).map((s) => [s.name, s] as const))(
    '%s is no wider than the screen',
    async (_, screen) => {
      const failures: string[] = []
      const check: Check = async (state) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 768 ? 812 : 900 })
          await settled(page)
          const o = await measureOverflow(page)
          const where = `${screen.name} › ${state} (${new URL(page.url()).pathname}) at ${width} px`
          if (o.scrollWidth > o.viewport) {
            failures.push(`${where}: the page is ${o.scrollWidth} px wide, widest: ${o.widest ?? 'not found'}`)
          }
          for (const d of o.dialogs) failures.push(`${where}: dialog content ${d}`)
        }
        await page.setViewportSize({ width: 1280, height: 900 })
        await settled(page)
      }
      await page.setViewportSize({ width: 1280, height: 900 })
      await screen.visit(page, lang, check, session)
      if (session === 'in') expect(await page.getByTestId('avatar').count()).toBeGreaterThan(0)
      expect(failures).toEqual([])
    },
  )
})

describe('the consent banner', () => {
  it.each(['fr', 'nl'] as const)('in %s keeps its buttons on the screen at every width', async (lang) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseURL() })
    const page = await context.newPage()
    const t = messages(lang).Consent
    await go(page, lang === 'fr' ? '/fr/configurateur-couleurs-finitions' : '/nl/kleur-en-afwerkingsconfigurator')
    const failures: string[] = []
    for (const width of WIDTHS) {
      for (const height of [568, 812]) {
        await page.setViewportSize({ width, height })
        await settled(page)
        for (const name of [t.accept, t.refuse]) {
          const box = await page.getByRole('button', { name, exact: true }).boundingBox()
          if (!box || box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height) {
            failures.push(`"${name}" at ${width} × ${height}: ${JSON.stringify(box)}`)
          }
        }
        const o = await measureOverflow(page)
        if (o.scrollWidth > o.viewport) failures.push(`${width} px: page ${o.scrollWidth} px, widest: ${o.widest}`)
      }
    }
    expect(failures).toEqual([])
    await context.close()
  })
})
