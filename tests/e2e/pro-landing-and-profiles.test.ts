import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRO_LANDING_SEED } from '@/seed/content-landings'
import { FAQ_SEEDS } from '@/seed/faqs'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'

/*
 * Issue 22, content and profiles: the professionals' landing that the home, the menu and "Create my pro account"
 * lead to; the FAQ's other subjects after a profile's landing; the role switcher on a trade's landing; the header
 * of a signed-in façadier.
 */

type Lang = 'fr' | 'nl'
const M = { fr, nl }
const PRO: Record<Lang, string> = { fr: '/fr/pro', nl: '/nl/pro' }
const normalize = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()

let browser: Browser
let seq = 0
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

async function page(viewport: ViewportName, cookies: Array<{ name: string; value: string }> = []): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies([{ name: 'consent', value: 'denied.v1' }, ...cookies].map((c) => ({ ...c, url: baseURL() })))
  return context.newPage()
}

const shots = path.resolve('tests/.artifacts/screenshots')

describe.each([
  ['fr', 'phone'],
  ['nl', 'desktop'],
  ['fr', 'desktop'],
  ['nl', 'phone'],
] as const)('the professionals’ landing in %s at %s width', (locale, viewport) => {
  it('tells why to join, what the dashboard gives, how the listing works, testimonials, questions, and registers', async () => {
    const p = await page(viewport)
    await p.goto(PRO[locale], { waitUntil: 'networkidle' })
    const main = p.locator('main')
    expect(normalize(await p.locator('h1').textContent())).toBe(
      normalize(PRO_LANDING_SEED.hero.kind === 'single' ? PRO_LANDING_SEED.hero.title[locale] : ''),
    )
    // A page, not a title and a line (116 characters before).
    expect(normalize(await main.textContent()).length).toBeGreaterThan(3000)
    for (const block of ['cardsSlider', 'textImageCta', 'stepsText', 'testimonials', 'questions', 'bannerTextCta']) {
      expect(await main.locator(`[data-block="${block}"]`).count(), block).toBe(1)
    }
    const headings = (await main.locator('h2').allTextContents()).map(normalize)
    for (const seed of PRO_LANDING_SEED.paragraphs) {
      const block = seed(locale, {
        image: () => 1,
        cta: () => 1,
        tag: () => 1,
        faq: () => 1,
      }) as { title?: string } | null
      if (block?.title) expect(headings).toContain(normalize(block.title))
    }
    // Testimonials are quotes with who said them.
    const quotes = main.locator('[data-block="testimonials"] figure')
    expect(await quotes.count()).toBe(3)
    expect(await quotes.first().locator('blockquote').count()).toBe(1)
    expect(normalize(await quotes.first().locator('figcaption').textContent())).toContain('Julie Lambert')
    // The professionals' questions open and close like the FAQ's.
    const question = main.locator('[data-block="questions"] h3 button').first()
    await question.click()
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true')
    await expectAccessible(p)
    mkdirSync(shots, { recursive: true })
    await p.screenshot({
      path: path.join(shots, `pro-${locale}-${viewport === 'phone' ? 375 : 1280}.png`),
      fullPage: true,
    })

    // The registration call to action opens the registration dialog.
    await main.locator('[data-block="bannerTextCta"] a[href$="?register"]').first().click()
    await p.waitForURL(/\?register/)
    await p.getByRole('dialog', { name: M[locale].Modal.register.title }).waitFor()
    // No page is wider than the screen.
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport === 'phone' ? 375 : 1280,
    )
    await p.context().close()
  })
})

describe('the links that lead to the professionals’ landing', () => {
  it.each(['fr', 'nl'] as const)('the home’s “I am a professional” and the menu’s item in %s', async (locale) => {
    const p = await page('desktop')
    await p.goto(`/${locale}`, { waitUntil: 'networkidle' })
    const hrefs = await p.locator(`a[href="${PRO[locale]}"]`).count()
    expect(hrefs).toBeGreaterThanOrEqual(2)
    await p
      .locator('header')
      .getByRole('link', { name: locale === 'fr' ? 'Professionnels' : 'Vakmensen' })
      .click()
    await p.waitForURL(`**${PRO[locale]}`)
    expect(await p.locator('main [data-block="testimonials"]').count()).toBe(1)
    await p.context().close()
  })
})

const faqProfiles = async (p: Page) =>
  p.locator('[data-faq-profile]:visible').evaluateAll((els) => els.map((e) => e.getAttribute('data-faq-profile')))

describe.each([
  ['fr', '/fr/plaquiste', '/fr/faq', 'phone'],
  ['nl', '/nl/plaquiste', '/nl/faq', 'desktop'],
] as const)('the FAQ in %s after the plasterboard fitters’ landing', (locale, landing, faq, viewport) => {
  it('shows their questions first and every other subject one click away', async () => {
    const p = await page(viewport)
    await p.goto(landing, { waitUntil: 'networkidle' })
    await p.goto(faq, { waitUntil: 'networkidle' })
    expect(await faqProfiles(p)).toEqual(['PROFESSIONAL_PLASTERBOARDER_PROFILE'])
    const subjects = p.getByRole('navigation', { name: M[locale].Faq.subjects }).getByRole('button')
    expect(await subjects.count()).toBe(8)
    const pressed = subjects.filter({ has: p.locator('xpath=self::*[@aria-pressed="true"]') })
    expect(normalize(await pressed.textContent())).toBe(
      normalize(FAQ_SEEDS.PROFESSIONAL_PLASTERBOARDER_PROFILE.subject[locale]),
    )
    // Every subject is reachable, by keyboard too.
    const publicSubject = subjects.filter({ hasText: FAQ_SEEDS.PUBLIC_PROFILE.subject[locale].slice(0, 20) })
    await publicSubject.focus()
    await p.keyboard.press('Enter')
    await expect.poll(() => faqProfiles(p)).toEqual(['PUBLIC_PROFILE'])
    expect(await publicSubject.getAttribute('aria-pressed')).toBe('true')
    await subjects.filter({ hasText: FAQ_SEEDS.INDIVIDUAL_FACADIER_PROFILE.subject[locale].slice(0, 20) }).click()
    await expect.poll(() => faqProfiles(p)).toEqual(['INDIVIDUAL_FACADIER_PROFILE'])
    await expectAccessible(p)
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport === 'phone' ? 375 : 1280,
    )
    await p.context().close()
  })
})

describe.each([
  ['fr', '/fr/facadier', '/fr/plafonneur', 'Plafonneur', 'desktop'],
  ['nl', '/nl/gevelbezetter', '/nl/stukadoor', 'Stukadoor', 'phone'],
] as const)('the role switcher on the facade specialists’ landing in %s', (_locale, from, to, role, viewport) => {
  it('opens the chosen trade’s landing', async () => {
    const p = await page(viewport)
    await p.goto(from, { waitUntil: 'networkidle' })
    if (viewport === 'phone') await p.getByTestId('burger').click()
    const switcher = p.locator('header [data-testid="role-switcher"] select:visible')
    await switcher.selectOption({ label: role })
    await p.waitForURL(`**${to}`)
    expect(await p.locator('main [data-landing="roofer"]').count()).toBe(1)
    expect(await p.locator('header').getAttribute('data-profile')).toBe('PROFESSIONAL_PLAFONNEUR_PROFILE')
    await p.context().close()
  })
})

/** A façadier's account made through the API, as the registration form would. */
async function facadier(locale: Lang) {
  const id = `${Date.now().toString(36)}${++seq}`
  const email = `pro-landing.${id}@e2e.test`
  const password = 'Taloche-Brique-2026x'
  const post = async <T>(query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${baseURL()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.93.${seq}.1` },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await response.json()) as { data: T; errors?: unknown[] }
    expect(body.errors).toBeUndefined()
    return body.data
  }
  const areas = await post<{ geographicAreas: Array<{ id: string }> }>('{ geographicAreas { id } }', {})
  const digits = `0${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
  const vat = `${digits}${String(97 - (Number(digits) % 97)).padStart(2, '0')}`
  await post(
    'mutation ($input: CreateProfessionalUserInput!) { createProfessionalUser(input: $input) { professionalUser { id } } }',
    {
      input: {
        role: 'PROFESSIONAL_FACADIER_PROFILE',
        language: locale,
        lastname: 'Lambert',
        firstname: 'Julie',
        company: `Façades ${id}`,
        vATNumber: vat,
        street: 'Rue Haute 12',
        postcode: '1000',
        city: 'Bruxelles',
        phoneNumber: '0470123456',
        email,
        password,
        passwordConfirmation: password,
        geographicAreas: [areas.geographicAreas[0]?.id],
        acceptTermsAndConditions: true,
      },
    },
  )
  return { email, password }
}

describe.each([
  ['fr', 'desktop'],
  ['nl', 'phone'],
] as const)('a façadier signing in on the professionals’ landing in %s at %s width', (locale, viewport) => {
  it('sees his own trade in the switcher and his dashboard instead of “Create my pro account”', async () => {
    const account = await facadier(locale)
    const p = await page(viewport)
    await p.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.94.${++seq}.1` })
    // /pro no longer turns a visitor into a plasterer (issue 22): a homeowner who reads it and then asks for a
    // quotation keeps the homeowners' header.
    await p.goto(PRO[locale], { waitUntil: 'networkidle' })
    expect(await p.locator('header').getAttribute('data-profile')).toBe('PUBLIC_PROFILE')
    const createAccount = locale === 'fr' ? 'Créer mon compte pro' : 'Mijn pro-account aanmaken'
    await p.goto(locale === 'fr' ? '/fr/devis' : '/nl/prijsofferte', { waitUntil: 'networkidle' })
    expect(await p.locator('header').getAttribute('data-profile')).toBe('PUBLIC_PROFILE')
    expect(await p.locator('header').getByText(M[locale].Header.dashboardCta, { exact: true }).count()).toBe(0)
    await p.goto(PRO[locale], { waitUntil: 'networkidle' })

    await p.goto(`${PRO[locale]}?login`, { waitUntil: 'networkidle' })
    const dialog = p.getByRole('dialog')
    // A field's name is its label, then " (…)" for a required field's mark.
    const field = (label: string) =>
      dialog.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`) })
    await field(M[locale].Accounts.login.email).fill(account.email)
    await field(M[locale].Accounts.login.password).fill(account.password)
    await dialog.getByRole('button', { name: M[locale].Accounts.login.submit }).click()
    await dialog.waitFor({ state: 'detached' })

    await expect.poll(() => p.locator('header').getAttribute('data-profile')).toBe('PROFESSIONAL_FACADIER_PROFILE')
    const switcher = p.locator('header [data-testid="role-switcher"] select').first()
    expect(await switcher.inputValue()).toBe('PROFESSIONAL_FACADIER_PROFILE')
    const cta = p.getByTestId('menu-cta')
    expect(normalize(await cta.textContent())).toBe(M[locale].Header.dashboardCta)
    expect(await cta.getAttribute('href')).toBe(locale === 'fr' ? '/fr/tableau-de-bord' : '/nl/dashboard')
    expect(await p.locator('header').getByText(createAccount, { exact: true }).count()).toBe(0)
    // Nor do the page's calls to action (issue 22): each registration button is the dashboard, in the header's words.
    await expect.poll(() => p.locator('main a[href*="?register"]').count()).toBe(0)
    expect(await p.locator('main').getByText(createAccount, { exact: true }).count()).toBe(0)
    const pageCtas = p.getByTestId('registration-cta-dashboard')
    expect(await pageCtas.count()).toBeGreaterThan(0)
    expect(normalize(await pageCtas.first().textContent())).toBe(M[locale].Header.dashboardCta)
    await pageCtas.first().click()
    await p.waitForURL(locale === 'fr' ? /\/fr\/tableau-de-bord/ : /\/nl\/dashboard/)

    // On the home page, the public's content, he keeps his trade and his menu (issue 22).
    await p.goto(`/${locale}`, { waitUntil: 'networkidle' })
    await expect.poll(() => p.locator('header').getAttribute('data-profile')).toBe('PROFESSIONAL_FACADIER_PROFILE')
    expect(await p.locator('header [data-testid="role-switcher"] select').first().inputValue()).toBe(
      'PROFESSIONAL_FACADIER_PROFILE',
    )

    // On the dashboard too, after a full load.
    await p.goto(locale === 'fr' ? '/fr/tableau-de-bord' : '/nl/dashboard', { waitUntil: 'networkidle' })
    expect(await p.locator('header').getAttribute('data-profile')).toBe('PROFESSIONAL_FACADIER_PROFILE')
    expect(await p.locator('header [data-testid="role-switcher"] select').first().inputValue()).toBe(
      'PROFESSIONAL_FACADIER_PROFILE',
    )
    await p.context().close()
  })
})
