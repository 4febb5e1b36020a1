import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launch, newContext, tick, type ViewportName } from './helpers/browser'
import { waitForMail } from './helpers/mailbox'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

async function open(viewport: ViewportName, path: string): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: 'http://127.0.0.1' }])
  const p = await context.newPage()
  await p.goto(path, { waitUntil: 'networkidle' })
  return p
}

const texts = {
  fr: {
    path: '/fr/contact',
    name: 'Nom et prénom',
    email: 'Adresse e-mail',
    subject: 'Sujet',
    message: 'Votre message',
    profile: 'Architecte ou bureau d’études',
    consent: 'J’accepte que Murelia conserve ce message et mes coordonnées pour y répondre.',
    submit: 'Envoyer le message',
    required: 'Ce champ est obligatoire.',
    sent: 'Merci, votre message est envoyé',
    ack: 'Nous avons bien reçu votre message',
  },
  nl: {
    path: '/nl/contact',
    name: 'Naam en voornaam',
    email: 'E-mailadres',
    subject: 'Onderwerp',
    message: 'Uw bericht',
    profile: 'Architect of studiebureau',
    consent: 'Ik ga ermee akkoord dat Murelia dit bericht en mijn gegevens bewaart om te antwoorden.',
    submit: 'Bericht versturen',
    required: 'Dit veld is verplicht.',
    sent: 'Bedankt, uw bericht is verstuurd',
    ack: 'We hebben uw bericht goed ontvangen',
  },
} as const

describe.each([
  ['fr', 'phone'],
  ['nl', 'desktop'],
] as const)('the contact form in %s at %s width', (locale, viewport) => {
  it('shows every missing field, then sends, confirms, and mails staff and the sender', async () => {
    const t = texts[locale]
    const p = await open(viewport, t.path)
    await expectAccessible(p)
    const form = p.locator('form', { has: p.getByRole('button', { name: t.submit }) })

    await form.getByRole('button', { name: t.submit }).click()
    // The first invalid field takes the focus; each required one says so.
    await expect.poll(() => p.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name')
    expect(await form.getByText(t.required).count()).toBeGreaterThanOrEqual(4)
    await expectAccessible(p)

    const stamp = `${locale}-${viewport}-${Date.now()}`
    const email = `visitor-${stamp}@example.test`
    await form.getByRole('textbox', { name: new RegExp(`^${t.name}`) }).fill('Noor Claes')
    await form.getByRole('textbox', { name: new RegExp(`^${t.email}`) }).fill(email)
    await tick(form.getByRole('radio', { name: t.profile }))
    await form.getByRole('textbox', { name: new RegExp(`^${t.subject}`) }).fill(`Sokkel ${stamp}`)
    await form.getByRole('textbox', { name: new RegExp(`^${t.message}`) }).fill('Welke afwerking\nvoor een sokkel?')
    // The visually hidden input sits under its label: a click on the label's text ticks it.
    await tick(form.getByRole('checkbox', { name: new RegExp(t.consent.slice(0, 20)) }), form.getByText(t.consent))
    await form.getByRole('button', { name: t.submit }).click()

    const done = p.getByTestId('contact-sent')
    await expect.poll(() => done.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await done.getByRole('heading').textContent()).toBe(t.sent)
    await expect.poll(() => p.evaluate(() => document.activeElement?.textContent)).toBe(t.sent)
    expect(await done.textContent()).toContain(email)

    const ack = await waitForMail(email)
    expect(ack.subject).toBe(t.ack)
    // The acknowledgement repeats nothing the visitor typed (anyone can send the form with a stranger's address).
    expect(ack.body).not.toContain(`Sokkel ${stamp}`)
    expect(ack.body).not.toContain('Welke afwerking')
    // To staff, not to the visitor: it names the visitor's address and carries the message.
    const staff = await waitForMail('@', (m) => !m.to.includes(email) && m.body.includes(email))
    expect(staff.subject).toContain('Contact')
    expect(staff.body).toContain(email)
    expect(staff.body).toContain('Welke afwerking')
    await p.context().close()
  })
})

describe('a link to the contact form', () => {
  it('fills the subject it names, and leaves it to the visitor to change', async () => {
    const p = await open('desktop', `/nl/contact?subject=${encodeURIComponent('Staalkaart  Murelia Silicaat')}`)
    const subject = p.getByLabel(texts.nl.subject)
    await expect.poll(() => subject.inputValue()).toBe('Staalkaart  Murelia Silicaat')
    await subject.fill('Iets anders')
    expect(await subject.inputValue()).toBe('Iets anders')
    await p.context().close()
  })
})
