import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'
import { type ProfessionalAccount, registerProfessional, signedInPage as signIn } from './helpers/professional'

/**
 * The professional dashboard in Chromium: a visitor is sent to sign in and comes back; every tab in both languages
 * at phone and desktop widths (axe, screenshots); a status changed, a request deleted through its dialog, the
 * company profile updated.
 */

type Lang = 'fr' | 'nl'
// biome-ignore lint/suspicious/noExplicitAny: message trees of any shape, read for their wording.
type Messages = any
const messages = (lang: Lang): Messages => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8'))
const SHOTS = path.resolve('tests/.artifacts/screenshots')
mkdirSync(SHOTS, { recursive: true })
const SERVER = { timeout: 15_000 }
const PATHS: Record<Lang, string> = { fr: '/fr/tableau-de-bord', nl: '/nl/dashboard' }
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

let browser: Browser
let seq = 0
const accounts: Partial<Record<Lang, ProfessionalAccount>> = {}
let staffToken = ''

/** A professional account made through the API, as the registration form would. */
const professional = (lang: Lang) => registerProfessional(lang, 'dashboard')

/** Quotation requests are written by staff through Payload's REST API (the quotation wizard is another feature). */
async function estimate(owner: string, n: number, status = 'NEW') {
  const response = await fetch(`${baseURL()}/api/estimates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${staffToken}` },
    body: JSON.stringify({
      professionalUser: Number(owner),
      status,
      requestId: `e2e-${owner}-${n}`,
      locale: 'fr',
      name: `Façade rue des Tilleuls ${n}`,
      street: `Rue des Tilleuls ${n}`,
      postcode: '5000',
      city: 'Namur',
      comment: '<p>Rénovation d’une façade en briques, crépi à refaire.</p>',
      projectType: n % 2 ? 'RENOVATION' : 'NEW_CONSTRUCTION',
      size: 60 + n,
      workEndDate: '2027-09-30T00:00:00.000Z',
      clientLastname: 'Lambert',
      clientFirstname: 'Sophie',
      contactEmail: `sophie.${n}@client.example`,
      contactPhone: n % 3 ? '0471234567' : null,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
}

function signedInPage(lang: Lang, viewport: ViewportName): Promise<Page> {
  const account = accounts[lang]
  if (!account) throw new Error('no account')
  return signIn(browser, account, viewport)
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: path.join(SHOTS, `dashboard-${name}.png`), fullPage: true })
}

beforeAll(async () => {
  browser = await launch()
  const login = await fetch(`${baseURL()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@e2e.test', password: 'E2e-admin-password1' }),
  })
  staffToken = ((await login.json()) as { token: string }).token
  for (const lang of ['fr', 'nl'] as const) {
    const account = await professional(lang)
    accounts[lang] = account
    // 12 open requests: two pages of ten; one done and one archived.
    for (let n = 1; n <= 12; n++) await estimate(account.id, n)
    await estimate(account.id, 13, 'DONE')
    await estimate(account.id, 14, 'ARCHIVED')
  }
}, 120_000)
afterAll(async () => browser?.close())

describe('the dashboard without a session', () => {
  it('sends the visitor to sign in, then back to the tab they asked for', async () => {
    const page = await (await newContext(browser, 'desktop')).newPage()
    const m = messages('fr')
    await page.goto('/fr/tableau-de-bord?tab=quotations', { waitUntil: 'load' })
    await expect.poll(() => new URL(page.url()).pathname).toBe('/fr')
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/fr/tableau-de-bord?tab=quotations')
    const dialog = page.getByRole('dialog', { name: m.Modal.login.title })
    await dialog.waitFor(SERVER)
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(m.Accounts.login.email)}`) })
      .fill(accounts.fr?.email ?? '')
    await dialog.getByLabel(new RegExp(`^${escapeRegExp(m.Accounts.login.password)}`)).fill(accounts.fr?.password ?? '')
    await dialog.getByRole('button', { name: m.Accounts.login.submit, exact: true }).click()
    await page.waitForURL('**/fr/tableau-de-bord?tab=quotations', SERVER)
    const tab = page.getByRole('tab', { name: m.Dashboard.tabs.quotations })
    await expect.poll(() => tab.getAttribute('aria-selected'), SERVER).toBe('true')
    await page.close()
  })

  it('is never kept by a shared cache', async () => {
    const response = await fetch(`${baseURL()}/nl/dashboard`, { redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('location')).toContain('returnTo=%2Fnl%2Fdashboard')
  })
})

describe.each(['fr', 'nl'] as const)('the dashboard in %s', (lang) => {
  const m = () => messages(lang).Dashboard

  it.each(['phone', 'desktop'] as const)('shows every tab at %s width, accessible', async (viewport) => {
    const page = await signedInPage(lang, viewport)
    await page.goto(PATHS[lang], { waitUntil: 'networkidle' })
    // Summary: counts per status, the latest requests, what the directory still needs.
    await page.getByRole('heading', { name: m().summary.latest }).waitFor(SERVER)
    await expect.poll(() => page.getByRole('button', { name: new RegExp(`^12\\s*${m().status.NEW}`) }).count()).toBe(1)
    await expectAccessible(page)
    await shot(page, `${lang}-${viewport}-1-summary`)

    for (const [index, tab] of (['quotations', 'projects', 'company'] as const).entries()) {
      await page.getByRole('tab', { name: m().tabs[tab] }).click()
      expect(new URL(page.url()).searchParams.get('tab')).toBe(tab)
      const ready = {
        quotations: () => page.getByText(m().quotations.count.replace(/.*other \{# ([^}]+)\}.*/, '13 $1')),
        projects: () => page.getByText(m().projects.empty),
        company: () => page.getByRole('button', { name: m().company.submit }),
      }[tab]
      await ready().first().waitFor(SERVER)
      await expectAccessible(page)
      await shot(page, `${lang}-${viewport}-${index + 2}-${tab}`)
    }
    // Back goes to the previous tab.
    await page.goBack()
    await expect
      .poll(() => page.getByRole('tab', { name: m().tabs.projects }).getAttribute('aria-selected'))
      .toBe('true')
    await page.context().close()
  })
})

describe('handling quotation requests', () => {
  it('pages through the list, filters by status, processes, edits and deletes through the dialog', async () => {
    const page = await signedInPage('fr', 'desktop')
    const m = messages('fr').Dashboard
    await page.goto(`${PATHS.fr}?tab=quotations`, { waitUntil: 'networkidle' })
    const cards = page.getByRole('article')
    await expect.poll(() => cards.count(), SERVER).toBe(10)
    await page.getByRole('button', { name: m.pagination.nextLabel }).click()
    await expect.poll(() => cards.count(), SERVER).toBe(3)
    await page.getByRole('button', { name: m.pagination.previousLabel }).click()
    await expect.poll(() => cards.count(), SERVER).toBe(10)

    // Accept the newest: the dialog opens on "in progress", says the client will be told, and takes a message.
    const first = cards.filter({ hasText: 'Façade rue des Tilleuls 12' })
    await first.getByRole('button', { name: m.quotations.actions.process }).click()
    const accept = page.getByRole('dialog', { name: m.quotations.edit.title })
    await accept.waitFor()
    expect(await accept.getByRole('radio', { name: m.status.IN_PROGRESS }).isChecked()).toBe(true)
    await accept.getByText(m.quotations.edit.changes.accepted, { exact: false }).waitFor()
    await accept.getByRole('textbox', { name: m.quotations.edit.clientMessage }).fill('Je vous appelle demain.')
    await expectAccessible(page)
    await accept.getByRole('button', { name: m.quotations.edit.save }).click()
    await page.getByText('La demande « Façade rue des Tilleuls 12 » a été mise à jour.').waitFor(SERVER)
    await expect.poll(() => first.getByText('Je vous appelle demain.').count(), SERVER).toBe(1)
    await expect.poll(() => first.getByText(m.label.pending).count(), SERVER).toBe(1)

    // Edit: only the allowed statuses are offered; done with a note.
    await first.getByRole('button', { name: m.quotations.actions.edit }).click()
    const edit = page.getByRole('dialog', { name: m.quotations.edit.title })
    await edit.waitFor()
    expect(await edit.getByRole('radio').count()).toBe(3)
    await edit.getByText(m.status.DONE, { exact: true }).click()
    await edit.getByRole('textbox', { name: m.quotations.edit.notes }).fill('Devis envoyé le 22/11.')
    await edit.getByRole('button', { name: m.quotations.edit.save }).click()
    await edit.waitFor({ state: 'detached', ...SERVER })
    await expect.poll(() => first.getByText('Devis envoyé le 22/11.').count(), SERVER).toBe(1)
    await expect.poll(() => first.getByText(m.label.validated).count()).toBe(1)
    // A done request can no longer be processed.
    expect(await first.getByRole('button', { name: m.quotations.actions.process }).count()).toBe(0)

    // Delete through the deleteQuotation dialog; cancelling first keeps it.
    const victim = cards.filter({ hasText: 'Façade rue des Tilleuls 11' })
    await victim.getByRole('button', { name: m.quotations.actions.cancel }).click()
    const confirm = page.getByRole('dialog', { name: m.quotations.delete.title })
    await confirm.waitFor()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: m.cancel }).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await victim.count()).toBe(1)
    await victim.getByRole('button', { name: m.quotations.actions.cancel }).click()
    await confirm.getByRole('button', { name: m.quotations.delete.confirm }).click()
    await page.getByText(m.quotations.deleted).waitFor(SERVER)
    await expect.poll(() => victim.count(), SERVER).toBe(0)

    // Filter: archived only.
    await page.getByRole('button', { name: new RegExp(m.quotations.filter) }).click()
    const listbox = page.getByRole('listbox')
    for (const status of ['ARCHIVED', 'NEW', 'IN_PROGRESS', 'DONE'] as const) {
      const option = listbox.getByRole('option', { name: m.status[status] })
      const before = await option.getAttribute('aria-selected')
      await option.click()
      // One change at a time: the list is controlled, so wait for this one to show before the next.
      await expect.poll(() => option.getAttribute('aria-selected')).not.toBe(before)
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => cards.count(), SERVER).toBe(1)
    await expect.poll(() => cards.first().getByText(m.label.archived).count()).toBe(1)
    await page.context().close()
  })
})

describe('the company form', () => {
  it('saves the company’s information and shows it again after a reload', async () => {
    const page = await signedInPage('nl', 'phone')
    const m = messages('nl').Dashboard.company
    await page.goto(`${PATHS.nl}?tab=company`, { waitUntil: 'networkidle' })
    const description = page.getByRole('textbox', { name: m.descriptionNl })
    await description.waitFor(SERVER)
    await description.fill('Gevelisolatie en sierpleisters in Brussel.')
    await page.getByRole('textbox', { name: m.social.instagram }).fill('instagram.com/zonder-protocol')
    await page.getByRole('button', { name: m.submit }).click()
    // The rule of the website fields holds before sending.
    await expect.poll(() => page.getByText(messages('nl').Validation.WRONG_WEBSITE).count(), SERVER).toBeGreaterThan(0)
    await page.getByRole('textbox', { name: m.social.instagram }).fill('https://instagram.com/gevels')
    await page.getByRole('button', { name: m.submit }).click()
    await page.getByText(m.updated).waitFor(SERVER)
    await page.reload({ waitUntil: 'load' })
    await page.getByRole('textbox', { name: m.descriptionNl }).waitFor(SERVER)
    expect(await page.getByRole('textbox', { name: m.descriptionNl }).inputValue()).toBe(
      'Gevelisolatie en sierpleisters in Brussel.',
    )
    expect(await page.getByRole('textbox', { name: m.social.instagram }).inputValue()).toBe(
      'https://instagram.com/gevels',
    )
    await page.context().close()
  })
})

describe('reference projects', () => {
  it('creates one with its concerned party, shows its public page, then deletes it through the dialog', async () => {
    const page = await signedInPage('fr', 'desktop')
    const m = messages('fr').Dashboard.references
    await page.goto(`${PATHS.fr}?tab=company`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: m.add }).click()
    const dialog = page.getByRole('dialog', { name: m.createTitle })
    await dialog.waitFor()
    const box = (name: string) => dialog.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(name)}`) })
    await box(m.titleFr).fill('Maison de maître à Namur')
    await box(m.descriptionFr).fill('Isolation par l’extérieur et enduit minéral gratté.')
    await box(m.contact).fill('bureau@atelier.example')
    // Products used: a multiple select; its list closes with Escape and leaves the dialog open.
    await dialog.getByRole('button', { name: new RegExp(escapeRegExp(m.productsUsed)) }).click()
    await page.getByRole('option', { name: 'Mortier-colle Murelia Fix' }).click()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0)
    expect(await dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: m.addParty }).click()
    await box(m.party.firstname.replace('{index}', '1')).fill('Luc')
    await box(m.party.lastname.replace('{index}', '1')).fill('Martin')
    await box(m.party.company.replace('{index}', '1')).fill('Atelier M')
    await dialog.getByRole('button', { name: m.submit }).click()
    // The five-field rule: function and contact are missing.
    await expect
      .poll(() => dialog.getByText(messages('fr').Validation.IS_REQUIRED).count(), SERVER)
      .toBeGreaterThanOrEqual(2)
    await expectAccessible(page)
    await box(m.party.function.replace('{index}', '1')).fill('Architecte')
    await box(m.party.contact.replace('{index}', '1')).fill('luc@atelier.example')
    await dialog.getByRole('button', { name: m.submit }).click()
    // A new reference is told as added, not as updated.
    await page.getByText(m.created).waitFor(SERVER)
    expect(await page.getByText(m.updated).count()).toBe(0)
    await dialog.waitFor({ state: 'detached' })
    const row = page.getByRole('listitem').filter({ hasText: 'Maison de maître à Namur' })
    await row.waitFor(SERVER)
    await shot(page, 'fr-desktop-5-references')

    const href = await row.getByRole('link', { name: m.view }).getAttribute('href')
    expect(href).toMatch(/^\/fr\/reference\/maison-de-maitre-a-namur-/)
    const pub = await page.context().newPage()
    await pub.goto(href ?? '', { waitUntil: 'load' })
    await pub.getByRole('heading', { name: 'Maison de maître à Namur', level: 1 }).waitFor(SERVER)
    expect(await pub.getByTestId('sidebar-products').textContent()).toContain('Mortier-colle Murelia Fix')
    expect(await pub.getByTestId('sidebar-contact').getByRole('link').getAttribute('href')).toBe(
      'mailto:bureau@atelier.example',
    )
    await pub.close()

    await row.getByRole('button', { name: m.deleteLabel.replace('{name}', 'Maison de maître à Namur') }).click()
    const confirm = page.getByRole('dialog', { name: m.delete.title })
    await confirm.getByRole('button', { name: m.delete.confirm }).click()
    await page.getByText(m.deleted).waitFor(SERVER)
    await expect.poll(() => row.count(), SERVER).toBe(0)
    await page.context().close()
  })

  it('takes several photos in one pick, in order, up to the limit, and says how many were left out (issue 22)', async () => {
    const page = await signedInPage('fr', 'phone')
    // Uploads count per address: this test sends thirteen of its own.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.81.${++seq}.1` })
    const m = messages('fr').Dashboard
    await page.goto(`${PATHS.fr}?tab=company`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: m.references.add }).click()
    const dialog = page.getByRole('dialog', { name: m.references.createTitle })
    await dialog.waitFor()
    const photos = await Promise.all(
      Array.from({ length: 13 }, async (_, i) => ({
        name: `photo-${String(i + 1).padStart(2, '0')}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await sharp({
          create: { width: 320, height: 240, channels: 3, background: { r: 15 * i, g: 120, b: 200 - 10 * i } },
        })
          .jpeg()
          .toBuffer(),
      })),
    )
    const input = dialog.getByLabel(m.company.image.addSeveral)
    expect(await input.getAttribute('multiple')).not.toBeNull()
    await input.setInputFiles(photos)
    const list = dialog.getByRole('list', { name: m.references.images })
    await expect.poll(() => list.getByRole('img').count(), { timeout: 60_000 }).toBe(12)
    await dialog.getByText('Une image n’a pas été ajoutée : 12 images au maximum.').waitFor()
    // Full: the input waits for a removed image.
    expect(await input.isDisabled()).toBe(true)
    await page.context().close()
  })
})
