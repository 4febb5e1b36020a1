import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'
import { waitForMail } from './helpers/mailbox'

/**
 * The homeowner's follow-up of a quotation request (issue 24) in Chromium, in both languages at both widths: the
 * request's link (answered by the API and mailed) opens a private page, never cached; the professional accepts with
 * a message in the dashboard; the client reads it on the page and in a mail carrying the same link; the client
 * withdraws, the professional is told; a wrong link is an unknown page.
 */

type Lang = 'fr' | 'nl'
// biome-ignore lint/suspicious/noExplicitAny: the message files' JSON
type Messages = any
const messages = (lang: Lang): Messages => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8'))
const SHOTS = path.resolve('tests/.artifacts/screenshots')
mkdirSync(SHOTS, { recursive: true })
const SERVER = { timeout: 15_000 }
const DASHBOARD: Record<Lang, string> = { fr: '/fr/tableau-de-bord', nl: '/nl/dashboard' }

let browser: Browser
let seq = 0
let staffToken = ''
let areaId = ''
let categoryId = ''
let systemId = ''
let answers: Array<{ question: string; answer: string }> = []

async function api<T>(query: string, variables: Record<string, unknown>, locale: Lang = 'fr'): Promise<T> {
  const response = await fetch(`${baseURL()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.81.${++seq % 250}.1`, 'x-locale': locale },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data: T; errors?: unknown[] }
  expect(body.errors).toBeUndefined()
  return body.data
}

/** A listed professional serving Brussels: registered through the API, given a work category by staff. */
async function professional(lang: Lang) {
  const id = `${Date.now().toString(36)}${++seq}`
  const email = `follow-up.${id}@e2e.test`
  const password = 'Taloche-Brique-2026x'
  const body = `0${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
  const vat = `${body}${String(97 - (Number(body) % 97)).padStart(2, '0')}`
  const created = await api<{ createProfessionalUser: { professionalUser: { id: string } } }>(
    'mutation ($input: CreateProfessionalUserInput!) { createProfessionalUser(input: $input) { professionalUser { id } } }',
    {
      input: {
        role: 'PROFESSIONAL_FACADIER_PROFILE',
        language: lang,
        lastname: 'Janssens',
        firstname: lang === 'fr' ? 'Hélène' : 'Pieter',
        company: `Suivi Façades ${id}`,
        vATNumber: vat,
        street: 'Rue Haute 12',
        postcode: '1000',
        city: 'Bruxelles',
        phoneNumber: '0470123456',
        email,
        password,
        passwordConfirmation: password,
        geographicAreas: [areaId],
        acceptTermsAndConditions: true,
      },
    },
  )
  const proId = created.createProfessionalUser.professionalUser.id
  const patched = await fetch(`${baseURL()}/api/professional-users/${proId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${staffToken}` },
    body: JSON.stringify({ workCategories: [Number(categoryId)], moveForRenovation: true }),
  })
  expect(patched.status, await patched.clone().text()).toBe(200)
  return { id: proId, email, password, company: `Suivi Façades ${id}` }
}

async function signedIn(account: { email: string; password: string }, viewport: ViewportName): Promise<Page> {
  const context = await newContext(browser, viewport)
  const response = await context.request.post('/api/graphql', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.82.${++seq % 250}.1` },
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

async function visitor(viewport: ViewportName): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies([{ name: 'consent', value: 'denied.v1', url: baseURL() }])
  return context.newPage()
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  browser = await launch()
  const login = await fetch(`${baseURL()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@e2e.test', password: 'E2e-admin-password1' }),
  })
  staffToken = ((await login.json()) as { token: string }).token
  const catalogue = await api<{
    geographicAreas: Array<{ id: string; postalCodesRange: Array<{ from: number; to: number }> }>
    workCategories: Array<{ id: string }>
    estimateQuestions: Array<{ id: string; answers: Array<{ id: string }> }>
    estimateSystems: Array<{ id: string; estimateAnswers: Array<{ id: string }> }>
  }>(
    `{ geographicAreas { id postalCodesRange { from to } } workCategories { id }
       estimateQuestions { id answers { id } } estimateSystems { id estimateAnswers { id } } }`,
    {},
  )
  areaId = catalogue.geographicAreas.find((a) => a.postalCodesRange.some((r) => r.from <= 1000 && r.to >= 1000))
    ?.id as string
  categoryId = catalogue.workCategories[0]?.id as string
  const system = catalogue.estimateSystems[0]
  if (!areaId || !categoryId || !system) throw new Error('the seed has no area for 1000, category or system')
  systemId = system.id
  const leading = new Set(system.estimateAnswers.map((a) => a.id))
  answers = catalogue.estimateQuestions.flatMap((q) => {
    const a = q.answers.find((x) => leading.has(x.id))
    return a ? [{ question: q.id, answer: a.id }] : []
  })
}, 60_000)
afterAll(async () => browser?.close())

describe.each([
  ['fr', 'phone'],
  ['fr', 'desktop'],
  ['nl', 'phone'],
  ['nl', 'desktop'],
] as const)('following a quotation request in %s at %s width', (lang, viewport) => {
  it('shows each answer to the client, mails it with the same link, and lets the client withdraw', async () => {
    const m = messages(lang)
    const pro = await professional(lang)
    const stamp = `${lang}-${viewport}-${Date.now()}`
    const clientEmail = `client.${stamp}@e2e.test`
    const project = `Suivi ${stamp}`
    const created = await api<{ createEstimate: { followUpUrl: string } }>(
      'mutation ($input: CreateEstimateInput!) { createEstimate(input: $input) { followUpUrl } }',
      {
        input: {
          clientLastname: 'Wouters',
          clientFirstname: 'Els',
          contactEmail: clientEmail,
          name: project,
          street: 'Rue Royale 10',
          postcode: '1000',
          city: 'Bruxelles',
          comment: '<p>Façade en brique à isoler et enduire.</p>',
          workCategories: [categoryId],
          projectType: 'RENOVATION',
          size: 110,
          workEndDate: inDays(60),
          images: [],
          estimateAnswers: answers,
          estimateSystem: systemId,
          professionals: [pro.id],
          website: '',
        },
      },
      lang,
    )
    const link = created.createEstimate.followUpUrl
    const followUpPath = new URL(link).pathname
    expect(followUpPath).toMatch(
      lang === 'fr' ? /^\/fr\/mes-demandes\/[\w-]{43}$/ : /^\/nl\/mijn-aanvragen\/[\w-]{43}$/,
    )
    const ack = await waitForMail(clientEmail)
    expect(ack.body).toContain(link)

    // The client's page: the request and the professional's card, sent; personal, so never cached or indexed.
    const client = await visitor(viewport)
    const response = await client.goto(followUpPath, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    // Another spelling of the same address reaches the same page: private too, never the site pages' caching.
    const escaped = await fetch(`${baseURL()}${followUpPath.replace(/-(demandes|aanvragen)/, '%2D$1')}`)
    expect(escaped.status).toBe(200)
    expect(escaped.headers.get('cache-control')).toBe('private, no-store')
    expect(escaped.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await client.getByRole('heading', { level: 1 }).textContent()).toContain(project)
    const card = client.getByTestId('follow-up-professional')
    expect(await card.count()).toBe(1)
    expect(await card.textContent()).toContain(pro.company)
    expect(await card.textContent()).toContain(m.FollowUp.status.sent)
    await expectAccessible(client)

    // The professional accepts with a message in the dashboard.
    const dash = await signedIn(pro, viewport)
    await dash.goto(`${DASHBOARD[lang]}?tab=quotations`, { waitUntil: 'networkidle' })
    const row = dash.locator('article', { hasText: project })
    await row.waitFor(SERVER)
    await row.getByRole('button', { name: m.Dashboard.quotations.actions.edit }).click()
    const edit = dash.getByRole('dialog', { name: m.Dashboard.quotations.edit.title })
    await edit.waitFor()
    await edit.getByText(m.Dashboard.status.IN_PROGRESS, { exact: true }).click()
    const message = lang === 'fr' ? 'Je passe mardi à 9 h pour mesurer.' : 'Ik kom dinsdag om 9 uur opmeten.'
    await edit.getByRole('textbox', { name: m.Dashboard.quotations.edit.clientMessage }).fill(message)
    await expectAccessible(dash)
    await edit.getByRole('button', { name: m.Dashboard.quotations.edit.save }).click()
    await edit.waitFor({ state: 'detached', ...SERVER })
    await dash.context().close()

    // The client hears it by mail, with the same link, and reads it on the page.
    const answer = await waitForMail(clientEmail, (mail) => mail.subject.includes(pro.company))
    expect(answer.body).toContain(message)
    expect(answer.body).toContain(link)
    await client.reload({ waitUntil: 'networkidle' })
    expect(await card.textContent()).toContain(m.FollowUp.status.accepted)
    expect(await card.textContent()).toContain(message)
    await client.screenshot({ path: path.join(SHOTS, `follow-up-${lang}-${viewport}.png`), fullPage: true })

    // The client withdraws; the professional is told.
    await client.getByRole('button', { name: m.FollowUp.withdraw.button }).click()
    const confirm = client.getByRole('dialog', { name: m.FollowUp.withdraw.title })
    await confirm.waitFor()
    await expectAccessible(client)
    await confirm.getByRole('button', { name: m.FollowUp.withdraw.confirm }).click()
    await expect.poll(() => card.textContent(), SERVER).toContain(m.FollowUp.status.withdrawn)
    expect(await client.getByRole('button', { name: m.FollowUp.withdraw.button }).count()).toBe(0)
    const withdrawn = lang === 'fr' ? 'Demande retirée' : 'Aanvraag ingetrokken'
    await waitForMail(pro.email, (mail) => mail.subject.includes(project) && mail.subject.includes(withdrawn))

    // A wrong link is an unknown page, like any other.
    const wrong = await client.goto(`${followUpPath.slice(0, -3)}zzz`, { waitUntil: 'load' })
    expect(wrong?.status()).toBe(404)
    await client.context().close()
  })
})

/** A request to `pro` through the API, as the wizard sends it; answers the follow-up page's path. */
async function requestTo(pro: { id: string }, lang: Lang, project: string, clientEmail: string): Promise<string> {
  const created = await api<{ createEstimate: { followUpUrl: string } }>(
    'mutation ($input: CreateEstimateInput!) { createEstimate(input: $input) { followUpUrl } }',
    {
      input: {
        clientLastname: 'Claes',
        clientFirstname: 'Lotte',
        contactEmail: clientEmail,
        name: project,
        street: 'Rue Royale 10',
        postcode: '1000',
        city: 'Bruxelles',
        comment: '<p>Crépi à refaire sur la façade avant.</p>',
        workCategories: [categoryId],
        projectType: 'RENOVATION',
        size: 80,
        workEndDate: inDays(45),
        images: [],
        estimateAnswers: answers,
        estimateSystem: systemId,
        professionals: [pro.id],
        website: '',
      },
    },
    lang,
  )
  return new URL(created.createEstimate.followUpUrl).pathname
}

describe.each([
  ['fr', 'desktop'],
  ['nl', 'phone'],
] as const)('a verified review in %s at %s width', (lang, viewport) => {
  it('goes from the work done to a published review with a photo, a reply, the average and the best-rated order', async () => {
    const m = messages(lang)
    const pro = await professional(lang)
    const stamp = `${lang}-${viewport}-${Date.now()}`
    const clientEmail = `reviewer.${stamp}@e2e.test`
    const project = `Avis ${stamp}`
    const followUpPath = await requestTo(pro, lang, project, clientEmail)

    // The professional marks the work done in the dashboard.
    const dash = await signedIn(pro, viewport)
    await dash.goto(`${DASHBOARD[lang]}?tab=quotations`, { waitUntil: 'networkidle' })
    const row = dash.locator('article', { hasText: project })
    await row.waitFor(SERVER)
    await row.getByRole('button', { name: m.Dashboard.quotations.actions.edit }).click()
    const edit = dash.getByRole('dialog', { name: m.Dashboard.quotations.edit.title })
    await edit.getByText(m.Dashboard.status.DONE, { exact: true }).click()
    await edit.getByRole('button', { name: m.Dashboard.quotations.edit.save }).click()
    await edit.waitFor({ state: 'detached', ...SERVER })

    // The client is invited by mail, and reviews on the follow-up page with a photo.
    const invitation = await waitForMail(clientEmail, (mail) => mail.subject.includes(pro.company))
    expect(invitation.body).toContain(`${followUpPath}#reviews`)
    const client = await visitor(viewport)
    await client.goto(followUpPath, { waitUntil: 'networkidle' })
    const card = client.getByTestId('follow-up-professional')
    expect(await card.textContent()).toContain(m.FollowUp.status.done)
    await card.getByRole('button', { name: m.FollowUp.review.write }).click()
    const dialog = client.getByRole('dialog', { name: m.FollowUp.review.title.replace('{company}', pro.company) })
    await dialog.waitFor()
    // Sent empty: every field says what it misses, nothing is stored.
    await dialog.getByRole('button', { name: m.FollowUp.review.send }).click()
    await expect.poll(() => dialog.getByText(m.Validation.IS_REQUIRED).count()).toBeGreaterThanOrEqual(5)
    // Each rating is a group of five radios named "1 étoile" … "5 étoiles", shown as 1★ … 5★.
    for (const [criterion, stars] of [
      ['ratingOverall', 5],
      ['ratingQuality', 5],
      ['ratingPunctuality', 4],
      ['ratingTidiness', 5],
      ['ratingValue', 4],
    ] as const) {
      const group = dialog.getByRole('radiogroup', { name: m.FollowUp.review.criteria[criterion] })
      // Reachable with Tab while nothing is chosen (a keyboard user's way in).
      expect(await group.getByRole('radio').first().getAttribute('tabindex')).not.toBe('-1')
      await group.getByText(`${stars}★`, { exact: true }).click()
      await expect.poll(() => group.getByRole('radio', { checked: true }).count()).toBe(1)
    }
    const text =
      lang === 'fr'
        ? 'Façade refaite avec soin, équipe ponctuelle et chantier laissé propre chaque jour.'
        : 'Gevel met zorg hersteld, stipte ploeg en de werf elke dag netjes achtergelaten.'
    await dialog.getByRole('textbox', { name: new RegExp(`^${m.FollowUp.review.text}`) }).fill(text)
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 210, g: 190, b: 160 } },
    })
      .jpeg()
      .toBuffer()
    await dialog.getByTestId('photo-input').setInputFiles({ name: 'facade.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect.poll(() => dialog.getByTestId('photo').count(), { timeout: 15_000 }).toBe(1)
    await expectAccessible(client)
    await dialog.getByRole('button', { name: m.FollowUp.review.send }).click()
    await dialog.waitFor({ state: 'detached', ...SERVER })
    await expect.poll(() => card.textContent(), SERVER).toContain(m.FollowUp.review.state.PENDING)

    // Staff approve it in the back office.
    const found = await fetch(`${baseURL()}/api/reviews?where[professionalUser][equals]=${pro.id}&depth=0`, {
      headers: { authorization: `JWT ${staffToken}` },
    })
    const reviewId = ((await found.json()) as { docs: Array<{ id: number }> }).docs[0]?.id
    expect(reviewId).toBeTruthy()
    const approved = await fetch(`${baseURL()}/api/reviews/${reviewId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${staffToken}` },
      body: JSON.stringify({ status: 'APPROVED' }),
    })
    expect(approved.status, await approved.clone().text()).toBe(200)

    // The professional replies from the dashboard's reviews tab.
    await dash.goto(`${DASHBOARD[lang]}?tab=reviews`, { waitUntil: 'networkidle' })
    const reply = lang === 'fr' ? 'Merci pour votre confiance !' : 'Bedankt voor uw vertrouwen!'
    await dash.getByRole('textbox', { name: new RegExp(`^${m.Dashboard.reviews.reply}`) }).fill(reply)
    await dash.getByRole('button', { name: m.Dashboard.reviews.publish }).click()
    await expect.poll(() => dash.getByText(m.Dashboard.reviews.editReply).count(), SERVER).toBe(1)
    await expectAccessible(dash)
    await dash.context().close()

    // The company page: the average, the count, the review with its verified mark, photo and reply, in JSON-LD too.
    const companyPath = lang === 'fr' ? `/fr/entreprise/${pro.id}` : `/nl/bedrijf/${pro.id}`
    const company = await visitor(viewport)
    await company.goto(companyPath, { waitUntil: 'networkidle' })
    const section = company.locator('section', {
      has: company.getByRole('heading', { name: m.Directory.reviews.title }),
    })
    await expect.poll(() => section.textContent(), SERVER).toContain(text)
    expect(await section.textContent()).toContain('Lotte C.')
    expect(await section.textContent()).toContain(m.Directory.reviews.verified)
    expect(await section.textContent()).toContain(reply)
    expect(await section.locator('img').count()).toBe(1)
    expect(await section.textContent()).not.toContain(clientEmail)
    const jsonLd = await company.locator('script[type="application/ld+json"]').allTextContents()
    const business = jsonLd.map((j) => JSON.parse(j)).find((j) => j['@type'] === 'LocalBusiness')
    expect(business?.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 })
    expect(business?.review?.[0]?.author?.name).toBe('Lotte C.')
    await expectAccessible(company)
    await company.screenshot({ path: path.join(SHOTS, `company-reviews-${lang}-${viewport}.png`), fullPage: true })

    // The directory, best rated first and four stars or more: the company is there with its stars.
    const search = lang === 'fr' ? '/fr/recherche-pro' : '/nl/pro-zoeken'
    await company.goto(`${search}?category=${categoryId}&rating=4&sort=rating`, { waitUntil: 'networkidle' })
    const cardOf = company.getByTestId('professional-card').filter({ hasText: pro.company })
    await expect.poll(() => cardOf.count(), SERVER).toBe(1)
    expect(await cardOf.getByRole('img').getAttribute('aria-label')).toContain('5')
    await expectAccessible(company)
    await company.context().close()
    await client.context().close()
  })
})
