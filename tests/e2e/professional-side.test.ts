import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, launch, newContext } from './helpers/browser'

/**
 * The professional's side of issue 22 in Chromium against the production build: a company renamed in the
 * dashboard shows its new name at once on its public page (title and heading, both languages: the cache tags
 * expire); a Dutch-speaking professional adds a reference in Dutch only and is told it was added; a pasted note
 * over the limit is kept whole, counted and refused with the limit in view.
 */

type Lang = 'fr' | 'nl'
// biome-ignore lint/suspicious/noExplicitAny: message trees of any shape, read for their wording.
const messages = (lang: Lang): any => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8'))
const SERVER = { timeout: 15_000 }
const DASHBOARD: Record<Lang, string> = { fr: '/fr/tableau-de-bord', nl: '/nl/dashboard' }
const COMPANY: Record<Lang, string> = { fr: '/fr/entreprise', nl: '/nl/bedrijf' }
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A number as the page writes it in that language (2 000 with a narrow space in French, 2.000 in Dutch). */
const number = (lang: Lang, n: number) => new Intl.NumberFormat(lang).format(n)

let browser: Browser
let seq = 0
let staffToken = ''
const accounts: Partial<Record<Lang, { id: string; email: string; password: string; company: string }>> = {}

async function api<T>(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseURL()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.81.${++seq}.1`, ...headers },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data: T; errors?: unknown[] }
  expect(body.errors).toBeUndefined()
  return body.data
}

/** A listed professional: registered through the API, then given a kind of work as the company form would. */
async function professional(lang: Lang) {
  const id = `${Date.now().toString(36)}${++seq}`
  const email = `side.${id}@e2e.test`
  const password = 'Taloche-Brique-2026x'
  const company = lang === 'fr' ? `Ancien Nom ${id}` : `Oude Naam ${id}`
  const { geographicAreas } = await api<{ geographicAreas: Array<{ id: string }> }>('{ geographicAreas { id } }', {})
  const { workCategories } = await api<{ workCategories: Array<{ id: string }> }>(
    'query ($l: Locale) { workCategories(locale: $l) { id } }',
    { l: lang },
  )
  const body = `0${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
  const vat = `${body}${String(97 - (Number(body) % 97)).padStart(2, '0')}`
  const created = await api<{ createProfessionalUser: { professionalUser: { id: string; token: string | null } } }>(
    'mutation ($input: CreateProfessionalUserInput!) { createProfessionalUser(input: $input) { professionalUser { id } } }',
    {
      input: {
        role: 'PROFESSIONAL_FACADIER_PROFILE',
        language: lang,
        lastname: 'Peeters',
        firstname: lang === 'fr' ? 'Camille' : 'Joris',
        company,
        vATNumber: vat,
        street: 'Rue Haute 12',
        postcode: '1000',
        city: 'Bruxelles',
        phoneNumber: '0470123456',
        email,
        password,
        passwordConfirmation: password,
        geographicAreas: [geographicAreas[0]?.id],
        acceptTermsAndConditions: true,
      },
    },
  )
  const login = await api<{ loginProfessionalUser: { professionalUser: { token: string } } }>(
    'mutation ($input: LoginProfessionalUserInput!) { loginProfessionalUser(input: $input) { professionalUser { token } } }',
    { input: { email, password } },
  )
  await api(
    'mutation ($input: UpdateProfessionalUserInput!) { updateProfessionalUser(input: $input) { professionalUser { id } } }',
    { input: { workCategories: [workCategories[0]?.id] } },
    { authorization: `Bearer ${login.loginProfessionalUser.professionalUser.token}` },
  )
  return { id: created.createProfessionalUser.professionalUser.id, email, password, company }
}

async function signedInPage(lang: Lang): Promise<Page> {
  const context = await newContext(browser, 'desktop')
  const account = accounts[lang]
  if (!account) throw new Error('no account')
  const response = await context.request.post('/api/graphql', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.82.${++seq}.1` },
    data: {
      query:
        'mutation ($input: LoginProfessionalUserInput!) { loginProfessionalUser(input: $input) { professionalUser { id } } }',
      variables: { input: { email: account.email, password: account.password } },
    },
  })
  expect(response.ok()).toBe(true)
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: baseURL() }])
  return context.newPage()
}

beforeAll(async () => {
  browser = await launch()
  const login = await fetch(`${baseURL()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@e2e.test', password: 'E2e-admin-password1' }),
  })
  staffToken = ((await login.json()) as { token: string }).token
  accounts.fr = await professional('fr')
  accounts.nl = await professional('nl')
}, 120_000)
afterAll(async () => browser?.close())

describe('a company renamed in the dashboard', () => {
  it('shows its new name at once on its company page, in French and in Dutch (title and heading)', async () => {
    const account = accounts.fr
    if (!account) throw new Error('no account')
    const page = await signedInPage('fr')
    // The pages are rendered and cached under the old name first.
    for (const lang of ['fr', 'nl'] as const) {
      await page.goto(`${COMPANY[lang]}/${account.id}`, { waitUntil: 'load' })
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(account.company)
    }
    const m = messages('fr')
    await page.goto(`${DASHBOARD.fr}?tab=company`, { waitUntil: 'networkidle' })
    const name = page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(m.Accounts.register.company)}`) })
    await name.waitFor(SERVER)
    // The phone comes back grouped, not as raw digits.
    expect(
      await page
        .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(m.Accounts.register.phoneNumber)}`) })
        .inputValue(),
    ).toBe('+32 470 12 34 56')
    const renamed = account.company.replace('Ancien Nom', 'Nouveau Nom')
    await name.fill(renamed)
    await page.getByRole('button', { name: m.Dashboard.company.submit }).click()
    await page.getByText(m.Dashboard.company.updated).waitFor(SERVER)
    for (const lang of ['fr', 'nl'] as const) {
      await page.goto(`${COMPANY[lang]}/${account.id}`, { waitUntil: 'load' })
      expect(await page.getByRole('heading', { level: 1 }).textContent(), lang).toBe(renamed)
      expect(await page.title(), lang).toMatch(new RegExp(`^${escapeRegExp(renamed)} · `))
      expect(await page.content()).not.toContain(account.company)
      // The phone of the page is grouped too.
      expect(await page.getByRole('link', { name: '+32 470 12 34 56' }).getAttribute('href')).toBe('tel:+32470123456')
    }
    await page.context().close()
  })
})

describe('a Dutch-speaking professional', () => {
  it('adds a reference in Dutch only and is told it was added, not updated', async () => {
    const page = await signedInPage('nl')
    const m = messages('nl').Dashboard.references
    await page.goto(`${DASHBOARD.nl}?tab=company`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: m.add }).click()
    const dialog = page.getByRole('dialog', { name: m.createTitle })
    await dialog.waitFor(SERVER)
    const box = (name: string) => dialog.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(name)}`) })
    // Dutch first and required; French optional, falling back to Dutch.
    expect(await box(m.titleNl).getAttribute('aria-required')).toBe('true')
    expect(await box(m.titleFr).getAttribute('aria-required')).not.toBe('true')
    await box(m.titleNl).fill('Rijwoning in Gent')
    const description = 'Gevelisolatie en minerale sierpleister.'
    await box(m.descriptionNl).fill(description)
    // The limit and a live count under the field.
    await dialog.getByText(`${description.length} / ${number('nl', 2000)} tekens`, { exact: true }).waitFor(SERVER)
    await dialog.getByRole('button', { name: m.submit }).click()
    await page.getByText(m.created).waitFor(SERVER)
    expect(await page.getByText(m.updated).count()).toBe(0)
    const row = page.getByRole('listitem').filter({ hasText: 'Rijwoning in Gent' })
    await row.waitFor(SERVER)
    await page.context().close()
  })
})

describe('quotation notes', () => {
  it('keep a paste over the limit whole, count it and refuse it with the limit in view', async () => {
    const account = accounts.fr
    if (!account) throw new Error('no account')
    const created = await fetch(`${baseURL()}/api/estimates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${staffToken}` },
      body: JSON.stringify({
        professionalUser: Number(account.id),
        status: 'NEW',
        requestId: `e2e-notes-${account.id}`,
        locale: 'fr',
        name: 'Façade rue des Notes',
        street: 'Rue des Notes 1',
        postcode: '5000',
        city: 'Namur',
        comment: '<p>Crépi à refaire.</p>',
        projectType: 'RENOVATION',
        size: 80,
        workEndDate: '2027-09-30T00:00:00.000Z',
        clientLastname: 'Lambert',
        clientFirstname: 'Sophie',
        contactEmail: 'sophie.notes@client.example',
        contactPhone: '+3225138940',
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const page = await signedInPage('fr')
    const m = messages('fr')
    await page.goto(`${DASHBOARD.fr}?tab=quotations`, { waitUntil: 'networkidle' })
    const card = page.getByRole('article').filter({ hasText: 'Façade rue des Notes' })
    await card.waitFor(SERVER)
    // The client's phone, grouped, with the status word of the filter.
    await card.getByRole('link', { name: '+32 2 513 89 40' }).waitFor()
    expect(await card.getByText(m.Dashboard.label.open, { exact: true }).count()).toBe(1)
    await card.getByRole('button', { name: m.Dashboard.quotations.actions.edit }).click()
    const dialog = page.getByRole('dialog', { name: m.Dashboard.quotations.edit.title })
    await dialog.waitFor()
    const notes = dialog.getByRole('textbox', { name: m.Dashboard.quotations.edit.notes })
    await notes.focus()
    // A paste: one insertion of 2 100 characters (the field used to cut it at 2 000 without a word).
    await page.keyboard.insertText('x'.repeat(2100))
    expect((await notes.inputValue()).length).toBe(2100)
    await dialog
      .getByText(`${number('fr', 2100)} / ${number('fr', 2000)} caractères : 100 caractères de trop`, { exact: true })
      .waitFor()
    await dialog.getByRole('button', { name: m.Dashboard.quotations.edit.save }).click()
    await dialog.getByText(m.Validation.TOO_LONG).waitFor()
    expect(await notes.inputValue()).toHaveLength(2100)
    await page.context().close()
  })
})
