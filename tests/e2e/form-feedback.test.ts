import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, newContext, tick, type ViewportName } from './helpers/browser'

/**
 * How forms answer a mistake (issue 22): the first click on submit flags every invalid field, even when a field
 * had the focus; a form-level alert sits next to the submit button and stays until the visitor changes something.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

async function open(viewport: ViewportName, path: string, clock = false): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  const p = await context.newPage()
  // A clock of the test's: the alert's lifetime is checked by moving time, not by waiting.
  if (clock) await p.clock.install()
  await p.goto(path, { waitUntil: 'networkidle' })
  return p
}

const texts = {
  fr: {
    contact: '/fr/contact',
    quotation: '/fr/devis',
    name: 'Nom et prénom',
    email: 'Adresse e-mail',
    subject: 'Sujet',
    message: 'Votre message',
    profile: 'Particulier',
    consent: 'J’accepte que Murelia conserve ce message et mes coordonnées pour y répondre.',
    submit: 'Envoyer le message',
    required: 'Ce champ est obligatoire.',
    lastname: 'Nom',
    next: 'Suivant',
    serverError: 'Une erreur serveur est survenue',
  },
  nl: {
    contact: '/nl/contact',
    quotation: '/nl/prijsofferte',
    name: 'Naam en voornaam',
    email: 'E-mailadres',
    subject: 'Onderwerp',
    message: 'Uw bericht',
    profile: 'Particulier',
    consent: 'Ik ga ermee akkoord dat Murelia dit bericht en mijn gegevens bewaart om te antwoorden.',
    submit: 'Bericht versturen',
    required: 'Dit veld is verplicht.',
    lastname: 'Naam',
    next: 'Volgende',
    serverError: 'Er is een serverfout opgetreden',
  },
} as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const contactForm = (p: Page) => p.locator('form[aria-labelledby="contact-form-title"]')
const textbox = (p: Page, label: string) =>
  p.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) }).first()

describe.each([
  ['fr', 'desktop'],
  ['nl', 'phone'],
] as const)('forms in %s at %s width', (locale, viewport) => {
  it('flag every empty field at the first click on submit, even when a field had the focus', async () => {
    const t = texts[locale]
    const p = await open(viewport, t.contact)
    const form = contactForm(p)
    // A visitor who clicked into the first field, then on the button: leaving the field must not eat the click.
    await textbox(p, t.name).click()
    await form.getByRole('button', { name: t.submit }).click()
    await expect.poll(() => form.getByText(t.required).count()).toBeGreaterThanOrEqual(4)
    expect(await p.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name')

    // The wizard's first step, the same way.
    await p.goto(t.quotation, { waitUntil: 'networkidle' })
    const wizard = p.locator('form[aria-labelledby="quotation-step-title"]')
    await textbox(p, t.lastname).click()
    await wizard.getByRole('button', { name: t.next }).click()
    await expect.poll(() => wizard.getByText(t.required).count()).toBe(3)
    await p.context().close()
  })

  it('keep a form-level alert next to the submit button until the next change', async () => {
    const t = texts[locale]
    const p = await open(viewport, t.contact, true)
    // The server fails with no field to blame: the form itself says so.
    await p.route('**/api/graphql', async (route) => {
      if (route.request().postData()?.includes('createContactRequest')) {
        await route.fulfill({
          json: { data: null, errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
        })
      } else await route.continue()
    })
    const form = contactForm(p)
    await textbox(p, t.name).fill('Noor Claes')
    await textbox(p, t.email).fill('noor@example.test')
    await tick(form.getByRole('radio', { name: t.profile }))
    await textbox(p, t.subject).fill('Sokkel')
    await textbox(p, t.message).fill('Welke afwerking?')
    await tick(form.getByRole('checkbox', { name: new RegExp(t.consent.slice(0, 20)) }), form.getByText(t.consent))
    const submit = form.getByRole('button', { name: t.submit })
    await submit.click()

    const alert = form.locator('[data-code="INTERNAL_SERVER_ERROR"]')
    await expect.poll(() => alert.isVisible()).toBe(true)
    expect(await alert.textContent()).toContain(t.serverError)
    // Next to the button the visitor just pressed, not at the top of the form.
    const [a, b] = [await alert.boundingBox(), await submit.boundingBox()]
    const gap = a && b ? Math.min(Math.abs(b.y - (a.y + a.height)), Math.abs(a.y - (b.y + b.height))) : 9999
    expect(gap).toBeLessThan(80)
    // Still there a minute later…
    await p.clock.fastForward(60_000)
    expect(await alert.isVisible()).toBe(true)
    // …and gone once the visitor changes something.
    await textbox(p, t.subject).fill('Sokkel en plint')
    await expect.poll(() => alert.count()).toBe(0)
    await p.context().close()
  })
})
