import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, launch, VIEWPORTS } from './helpers/browser'
import { staffApi, staffToken } from './helpers/staff'

/**
 * Issue 22, staff in /admin, in Chromium against the production build (SITE_URL is http://127.0.0.1:PORT here):
 * saving from the other loopback spelling (localhost), the back office in French and Dutch, and a quotation
 * request's description shown as words, not as escaped markup.
 */

let browser: Browser
let token = ''
const run = Date.now().toString(36)

/** A context on `origin`, its admin in `language` (Payload's own language cookie). */
async function adminContext(origin: string, language: 'fr' | 'nl'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: origin, locale: `${language}-BE` })
  await context.addCookies([{ name: 'payload-lng', value: language, url: origin }])
  return context
}

beforeAll(async () => {
  browser = await launch()
  token = await staffToken()
})

afterAll(async () => {
  await browser?.close()
})

describe('/admin at another loopback spelling', () => {
  it('signs in and saves at http://localhost when SITE_URL says 127.0.0.1', async () => {
    const category = await staffApi<{ doc: { id: number } }>(token, '/api/work-categories', 'POST', {
      name: `Catégorie ${run}`,
    })
    const origin = baseURL().replace('127.0.0.1', 'localhost')
    const context = await adminContext(origin, 'fr')
    const page = await context.newPage()
    await page.goto('/admin/login', { waitUntil: 'networkidle' })
    await page.locator('#field-email').fill('admin@e2e.test')
    await page.locator('#field-password').fill('E2e-admin-password1')
    await Promise.all([page.waitForURL(/\/admin\/?$/), page.locator('button[type="submit"]').click()])

    await page.goto(`/admin/collections/work-categories/${category.doc.id}`, { waitUntil: 'networkidle' })
    await page.locator('#field-name').fill(`Catégorie enregistrée ${run}`)
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/work-categories/${category.doc.id}`) && r.request().method() === 'PATCH',
    )
    await page
      .getByRole('button', { name: /^(Enregistrer|Sauvegarder|Save)$/ })
      .first()
      .click()
    expect((await saved).status()).toBe(200)
    await expect
      .poll(async () => (await staffApi<{ name: string }>(token, `/api/work-categories/${category.doc.id}`)).name)
      .toBe(`Catégorie enregistrée ${run}`)

    // Relations load their titles through a POST the same cookie rule refused: they read "Sans titre - ID: 69".
    const references = await staffApi<{ docs: { id: number; workCategories?: unknown[] }[] }>(
      token,
      '/api/references?limit=20&depth=0&draft=true',
    )
    const related = references.docs.find((r) => (r.workCategories ?? []).length > 0)
    expect(related, 'a seeded reference with work categories').toBeTruthy()
    await page.goto(`/admin/collections/references/${related?.id}`, { waitUntil: 'networkidle' })
    await expect.poll(() => page.locator('#field-workCategories').textContent()).not.toBe('')
    expect(await page.locator('form').first().textContent()).not.toMatch(/Sans titre|Untitled/)
    await context.close()
  })
})

describe('/admin in French and Dutch', () => {
  it.each([
    ['fr', 'Demandes d’échantillons', 'Exporter en CSV (filtres actuels)', 'Traitée', 'Échantillon de produit'],
    ['nl', 'Stalenaanvragen', 'Exporteren als CSV (huidige filters)', 'Verwerkt', 'Productstaal'],
  ] as const)(
    'in %s, the sample requests speak the admin’s language',
    async (language, title, exportCsv, processed, sample) => {
      await staffApi(token, '/api/sample-requests', 'POST', {
        sampleType: 'SAMPLE',
        locale: language,
        name: `Demande ${run} ${language}`,
        clientFirstname: 'Marie',
        clientLastname: 'Dupont',
        street: 'Rue de la Station 12',
        postcode: '7000',
        city: 'Mons',
        contactEmail: `marie.${run}@client.example`,
        contactPhone: '0470123456',
        samples: [{ coatingName: 'Enduit', name: 'Blanc', colorCode: 'W01' }],
      })
      const context = await adminContext(baseURL(), language)
      await context.addCookies([{ name: 'payload-token', value: token, url: baseURL() }])
      const page = await context.newPage()
      await page.goto('/admin/collections/sample-requests', { waitUntil: 'networkidle' })
      await expect.poll(() => page.locator('h1').first().textContent()).toContain(title)
      expect(await page.getByTestId('sample-requests-export').textContent()).toBe(exportCsv)
      const text = (await page.locator('main, .template-default').first().textContent()) ?? ''
      expect(text).toContain(processed)
      expect(text).toContain(sample)
      for (const english of ['Is Processed', 'Sample Type', 'Export CSV', 'Contact Email'])
        expect(text).not.toContain(english)

      await page.goto('/admin', { waitUntil: 'networkidle' })
      const nav = (await page.locator('nav').first().textContent()) ?? ''
      for (const english of ['Estimate Questions', 'Professional Users', 'Sample requests', 'Work Categories']) {
        expect(nav).not.toContain(english)
      }
      await context.close()
    },
  )
})

describe('a quotation request in /admin', () => {
  it('shows its description as the requester wrote it, without entities or tags', async () => {
    const pros = await staffApi<{ docs: { id: number }[] }>(token, '/api/professional-users?limit=1&depth=0')
    const estimate = await staffApi<{ doc: { id: number } }>(token, '/api/estimates', 'POST', {
      professionalUser: pros.docs[0]?.id,
      requestId: `admin-e2e-${run}`,
      locale: 'fr',
      name: `Rénovation ${run}`,
      street: 'Rue de la Station 12',
      postcode: '7000',
      city: 'Mons',
      comment: '<p>Mur <strong>fissuré</strong> &lt;img src=x&gt; &amp; joints</p><ul><li>Façade nord</li></ul>',
      projectType: 'RENOVATION',
      size: 80,
      workEndDate: '2027-06-30T00:00:00.000Z',
      clientLastname: 'Dupont',
      clientFirstname: 'Marie',
      contactEmail: `marie.${run}@client.example`,
    })
    const context = await adminContext(baseURL(), 'fr')
    await context.addCookies([{ name: 'payload-token', value: token, url: baseURL() }])
    const page = await context.newPage()
    await page.goto(`/admin/collections/estimates/${estimate.doc.id}`, { waitUntil: 'networkidle' })
    const comment = page.getByTestId('estimate-comment')
    await expect.poll(() => comment.textContent()).toContain('Mur fissuré <img src=x> & joints')
    expect(await comment.locator('strong').textContent()).toBe('fissuré')
    expect(await comment.locator('li').textContent()).toBe('Façade nord')
    expect(await page.locator('main, .template-default').first().textContent()).not.toMatch(/&lt;|&amp;|<p>/)
    await context.close()
  })
})
