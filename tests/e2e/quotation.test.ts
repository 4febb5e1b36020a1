import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'
import { readMailbox, waitForMail } from './helpers/mailbox'

let browser: Browser
let photo: Buffer
beforeAll(async () => {
  browser = await launch()
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 180, b: 150 } } })
    .jpeg()
    .toBuffer()
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
    path: '/fr/devis',
    steps: ['Contact', 'Projet', 'Système', 'Résultat'],
    lastname: 'Nom',
    firstname: 'Prénom',
    email: 'E-mail',
    next: 'Suivant',
    back: 'Précédent',
    send: 'Envoyer la demande',
    required: 'Ce champ est obligatoire.',
    projectName: 'Nom du projet',
    street: 'Rue et numéro',
    postcode: 'Code postal',
    city: 'Localité',
    postcodeValue: '5000',
    cityValue: 'Namur',
    category: 'Enduit à la chaux',
    renovation: 'Rénovation',
    size: 'Surface estimée (m²)',
    deadline: 'Délai souhaité',
    unknownPostcode: 'Ce code postal n’existe pas en Belgique.',
    minDate: 'La date ne peut pas être antérieure à aujourd’hui.',
    answers: ['Façade extérieure', 'Maçonnerie (brique, bloc)', 'Décorer'],
    system: 'Enduit de façade sur maçonnerie',
    sent: 'Demande envoyée',
    clientSubject: 'Votre demande de devis',
    proSubject: 'Nouvelle demande de devis',
    dashboard: '/fr/tableau-de-bord',
    mismatch: 'Le prestataire sélectionné au préalable ne correspond pas à vos critères.',
  },
  nl: {
    path: '/nl/prijsofferte',
    steps: ['Contact', 'Project', 'Systeem', 'Resultaat'],
    lastname: 'Naam',
    firstname: 'Voornaam',
    email: 'E-mail',
    next: 'Volgende',
    back: 'Vorige',
    send: 'Aanvraag versturen',
    required: 'Dit veld is verplicht.',
    projectName: 'Naam van het project',
    street: 'Straat en nummer',
    postcode: 'Postcode',
    city: 'Gemeente',
    postcodeValue: '2000',
    cityValue: 'Antwerpen',
    category: 'Sierpleister op gevel',
    renovation: 'Renovatie',
    size: 'Geschatte oppervlakte (m²)',
    deadline: 'Gewenste termijn',
    unknownPostcode: 'Deze postcode bestaat niet in België.',
    minDate: 'De datum mag niet vóór vandaag liggen.',
    answers: ['Buitengevel', 'Metselwerk (baksteen, blok)', 'Afwerken'],
    system: 'Gevelpleister op metselwerk',
    sent: 'Aanvraag verstuurd',
    clientSubject: 'Uw offerteaanvraag',
    proSubject: 'Nieuwe offerteaanvraag',
    dashboard: '/nl/dashboard',
    mismatch: 'De vooraf gekozen vakman beantwoordt niet aan uw criteria.',
  },
} as const

const heading = (p: Page) => p.locator('#quotation-step-title')
const focusedText = (p: Page) => p.evaluate(() => document.activeElement?.textContent ?? '')
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const wizard = (p: Page) => p.locator('form[aria-labelledby="quotation-step-title"]')
const field = (p: Page, label: string) =>
  wizard(p).getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) })

describe.each([
  ['fr', 'phone'],
  ['fr', 'desktop'],
  ['nl', 'phone'],
  ['nl', 'desktop'],
] as const)('the quotation wizard in %s at %s width', (locale, viewport) => {
  it('goes through the four steps with a photo, keeps answers over a reload, sends to two professionals and mails them', async () => {
    const t = texts[locale]
    const stamp = `${locale}-${viewport}-${Date.now()}`
    const email = `client-${stamp}@example.test`
    const p = await open(viewport, t.path)
    expect(await heading(p).textContent()).toBe(t.steps[0])
    await expectAccessible(p)

    // Contact: every missing field says so, the first takes the focus.
    await wizard(p).getByRole('button', { name: t.next }).click()
    await expect
      .poll(() => p.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('clientLastname')
    expect(await wizard(p).getByText(t.required).count()).toBe(3)
    await expectAccessible(p)
    await field(p, t.lastname).fill('Peeters')
    await field(p, t.firstname).fill('An')
    await field(p, t.email).fill(email)
    await wizard(p).getByRole('button', { name: t.next }).click()
    await expect.poll(() => heading(p).textContent()).toBe(t.steps[1])
    await expect.poll(() => focusedText(p)).toBe(t.steps[1])

    // Project: errors at this step, then the answers.
    await field(p, t.postcode).fill('0999')
    await wizard(p)
      .getByLabel(new RegExp(`^${escapeRegExp(t.deadline)}`))
      .fill(inDays(-3))
    await wizard(p).getByRole('button', { name: t.next }).click()
    await expect.poll(() => p.getByText(t.unknownPostcode).count()).toBe(1)
    expect(await p.getByText(t.minDate).count()).toBe(1)
    expect(await heading(p).textContent()).toBe(t.steps[1])
    await expectAccessible(p)

    await field(p, t.projectName).fill(`Project ${stamp}`)
    const editor = p.getByTestId('description-editor')
    await editor.click()
    await p.keyboard.type('Facade ')
    await p.keyboard.press('Control+b')
    await p.keyboard.type('fissurée')
    await p.keyboard.press('Control+b')
    await p.keyboard.type(' à rénover.')
    await wizard(p).getByText(t.category, { exact: true }).click()
    await wizard(p).getByText(t.renovation, { exact: true }).click()
    await field(p, t.size).fill('120')
    await wizard(p)
      .getByLabel(new RegExp(`^${escapeRegExp(t.deadline)}`))
      .fill(inDays(40))
    await field(p, t.street).fill('Rue Haute 3')
    await field(p, t.postcode).fill(t.postcodeValue)
    await field(p, t.city).fill(t.cityValue)
    await p.getByTestId('photo-input').setInputFiles({ name: 'facade.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect.poll(() => p.getByTestId('photo').count(), { timeout: 15_000 }).toBe(1)
    // A text file named like a photo is refused, and says why.
    await p.getByTestId('photo-input').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not a picture'),
    })
    await expect.poll(() => p.getByTestId('photo-refused').count(), { timeout: 15_000 }).toBe(1)
    expect(await p.getByTestId('photo-refused').textContent()).toContain('notes.jpg')
    await expectAccessible(p)

    // A reload keeps every answer and the step.
    await p.reload({ waitUntil: 'load' })
    await expect.poll(() => heading(p).textContent()).toBe(t.steps[1])
    await expect.poll(() => field(p, t.projectName).inputValue()).toBe(`Project ${stamp}`)
    expect(await p.getByTestId('description-editor').innerHTML()).toContain('<strong>fissurée</strong>')
    expect(await p.getByTestId('photo').count()).toBe(1)
    expect(await p.getByRole('checkbox', { name: t.category }).isChecked()).toBe(true)

    await wizard(p).getByRole('button', { name: t.next }).click()
    await expect.poll(() => heading(p).textContent()).toBe(t.steps[2])

    // System: three answers lead to one system, shown with its layers.
    for (const answer of t.answers) await wizard(p).getByText(answer, { exact: true }).click()
    const chosen = p.getByTestId('chosen-system')
    await expect.poll(() => chosen.isVisible()).toBe(true)
    expect(await chosen.getByRole('heading', { level: 3 }).textContent()).toBe(t.system)
    expect(await chosen.locator('li').count()).toBeGreaterThan(1)
    await expectAccessible(p)

    // Back and forward keep the answers.
    await wizard(p).getByRole('button', { name: t.back }).click()
    await expect.poll(() => heading(p).textContent()).toBe(t.steps[1])
    expect(await field(p, t.city).inputValue()).toBe(t.cityValue)
    await wizard(p).getByRole('button', { name: t.next }).click()
    await expect.poll(() => chosen.isVisible()).toBe(true)
    await wizard(p).getByRole('button', { name: t.next }).click()
    await expect.poll(() => heading(p).textContent()).toBe(t.steps[3])

    // Result: the matching professionals; two are chosen.
    const matches = p.getByTestId('matches')
    await expect.poll(() => matches.isVisible(), { timeout: 15_000 }).toBe(true)
    const boxes = matches.getByRole('checkbox')
    expect(await boxes.count()).toBeGreaterThanOrEqual(3)
    const names = (await matches.locator('li').allTextContents()).slice(0, 2)
    for (const i of [0, 1]) {
      // react-aria hides the input; its label takes the click, as a visitor's would.
      await boxes.nth(i).locator('xpath=ancestor::label').click()
      await expect.poll(() => boxes.nth(i).isChecked()).toBe(true)
    }
    await expectAccessible(p)
    await wizard(p).getByRole('button', { name: t.send }).click()

    const dialog = p.getByRole('dialog')
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await dialog.textContent()).toContain(t.sent)
    expect(await dialog.textContent()).toContain(email)
    await expectAccessible(p)
    // Sent: the wizard starts again, the stored answers are gone.
    expect(await p.evaluate(() => sessionStorage.getItem('quotation-wizard'))).not.toContain(email)

    const ack = await waitForMail(email)
    expect(ack.subject).toContain(t.clientSubject)
    expect(ack.body).toContain(`Project ${stamp}`)
    const proMails = await expect
      .poll(
        async () =>
          (await readMailbox()).filter(
            (m) => m.subject.includes(t.proSubject) && m.subject.includes(`Project ${stamp}`),
          ).length,
        { timeout: 20_000 },
      )
      .toBe(2)
    void proMails
    const pro = (await readMailbox()).find(
      (m) => m.subject.includes(`Project ${stamp}`) && m.subject.includes(t.proSubject),
    )
    expect(pro?.body).toContain('/api/uploads/')
    expect(pro?.body).toMatch(/\/(fr\/tableau-de-bord|nl\/dashboard)/)
    expect(names.some((n) => pro?.body.includes(n.split(/\d{4}/)[0]?.trim() ?? '-'))).toBe(true)
    await p.context().close()
  })
})

describe('a preselected professional', () => {
  it('who does not match the project is announced, and the matching ones are offered', async () => {
    // A listed professional who does not serve Namur.
    const response = await fetch(`${baseURL()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL() },
      body: JSON.stringify({
        query:
          '{ professionalUsers(filters: { geographicAreaCodes: ["WVL"] }, itemsPerPage: 48) { items { id geographicAreas { code } } } }',
      }),
    })
    const body = (await response.json()) as {
      data: { professionalUsers: { items: Array<{ id: string; geographicAreas: Array<{ code: string }> }> } }
    }
    const outsider = body.data.professionalUsers.items.find((p) => !p.geographicAreas.some((a) => a.code === 'NAM'))
    expect(outsider).toBeTruthy()
    const t = texts.fr
    const p = await open('desktop', `${t.path}?professional=${outsider?.id}`)
    await field(p, t.lastname).fill('Peeters')
    await field(p, t.firstname).fill('An')
    await field(p, t.email).fill('preselected@example.test')
    await wizard(p).getByRole('button', { name: t.next }).click()
    await field(p, t.projectName).fill('Preselected')
    await p.getByTestId('description-editor').click()
    await p.keyboard.type('Enduit à refaire.')
    await wizard(p).getByText(t.category, { exact: true }).click()
    await wizard(p).getByText(t.renovation, { exact: true }).click()
    await field(p, t.size).fill('120')
    await wizard(p)
      .getByLabel(new RegExp(`^${escapeRegExp(t.deadline)}`))
      .fill(inDays(40))
    await field(p, t.street).fill('Rue Haute 3')
    await field(p, t.postcode).fill('5000')
    await field(p, t.city).fill('Namur')
    await wizard(p).getByRole('button', { name: t.next }).click()
    for (const answer of t.answers) await wizard(p).getByText(answer, { exact: true }).click()
    await wizard(p).getByRole('button', { name: t.next }).click()
    await expect.poll(() => p.getByTestId('preselected-mismatch').isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await p.getByTestId('preselected-mismatch').textContent()).toBe(t.mismatch)
    expect(await p.getByTestId('matches').getByRole('checkbox').count()).toBeGreaterThanOrEqual(3)
    await expectAccessible(p)
    await p.context().close()
  })
})
