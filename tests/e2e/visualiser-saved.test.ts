import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import houses from '../fixtures/visualiser-houses.json'
import { expectAccessible, launch } from './helpers/browser'
import { waitForMail } from './helpers/mailbox'
import { registerProfessional, signedInPage } from './helpers/professional'
import {
  chooseSwatch,
  clickPoints,
  demo,
  distance,
  openPage,
  POLL,
  pickPhoto,
  pixel,
  workingSize,
} from './helpers/visualiser'

/**
 * Saving a visualiser picture on the server, in Chromium. A visitor on a phone (French) saves a picture drawn on a
 * real 12-megapixel photo: the photo is uploaded only then, at 2 000 px, and the link mailed to them opens the same
 * picture on another device (a desktop), the token gone from the address; a forged link says so. A professional
 * (Dutch, desktop) saves a picture of a demo house, finds it in the dashboard next to the configurator projects,
 * opens it, changes it, saves it again under the same entry and deletes it.
 */

type Lang = 'fr' | 'nl'
// biome-ignore lint/suspicious/noExplicitAny: message trees of any shape, read for their wording.
const all = (lang: Lang): any => JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8'))
const PATHS: Record<Lang, string> = { fr: '/fr/visualiseur-facade', nl: '/nl/gevelvisualisatie' }
const house = houses[0] as { id: string; width: number; wall: number[][] }

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

/** The multipart requests the page sent (the photo's upload), counted from the moment this is called. */
function countUploads(page: Page): () => number {
  let uploads = 0
  page.on('request', (request) => {
    if ((request.headers()['content-type'] ?? '').startsWith('multipart/form-data')) uploads++
  })
  return () => uploads
}

describe('a visitor’s picture, mailed as a link', () => {
  it('uploads the photo only on saving, and the mailed link opens the same picture on another device', async () => {
    const t = all('fr').Visualiser
    const { c, page } = await openPage(browser, 'phone', PATHS.fr)
    const uploads = countUploads(page)
    await pickPhoto(page, 'tests/fixtures/house-phone.jpg')
    expect(await workingSize(page)).toEqual([1536, 2048])
    const square = [
      [400, 900],
      [1100, 900],
      [1100, 1500],
      [400, 1500],
    ]
    await page.getByTestId('add-zone').click()
    await clickPoints(page, square, 1536)
    await page.getByTestId('close-outline').click()
    await expect.poll(() => page.getByTestId('zone-item').count()).toBe(1)
    await chooseSwatch(page, 4)
    const inside = [750, 1200]
    await expect.poll(async () => (await pixel(page, inside)).join()).not.toBe('')
    const painted = await pixel(page, inside)
    expect(uploads()).toBe(0)

    // The dialog: a name (a long paste is flagged, not cut) and the address; the link is mailed.
    await page.getByTestId('save-picture').click()
    const dialog = page.getByRole('dialog', { name: t.save.title })
    await dialog.waitFor()
    await expectAccessible(page)
    const name = dialog.getByRole('textbox', { name: new RegExp(`^${t.save.name}`) })
    await name.fill('Maison rue des Alouettes, façade avant et pignon côté jardin, enduit clair')
    const email = `visiteur.${Date.now().toString(36)}@e2e.test`
    await dialog.getByRole('textbox', { name: new RegExp(`^${t.save.email}`) }).fill(email)
    await dialog.getByTestId('save-picture-submit').click()
    try {
      await expect.poll(() => dialog.getByText(all('fr').Validation.TOO_LONG).isVisible(), POLL).toBe(true)
    } catch (error) {
      await page.screenshot({ path: 'tests/.artifacts/screenshots/visualiser-save-too-long.png' })
      throw error
    }
    await name.fill('Maison rue des Alouettes')
    await dialog.getByTestId('save-picture-submit').click()
    await expect.poll(() => dialog.getByTestId('picture-mailed').isVisible(), { timeout: 60_000 }).toBe(true)
    expect(uploads()).toBe(1)

    const mail = await waitForMail(email)
    // The text is the site's own: nothing the visitor typed reaches the address they gave.
    expect(mail.body).not.toContain('Alouettes')
    const link = /https?:\/\/[^\s"<]+#link=[A-Za-z0-9_-]{43}/.exec(mail.body)?.[0]
    expect(link).toBeTruthy()
    await c.close()

    // Another device: the link opens the picture, drawn on the photo as saved (2 000 px), the token out of the address.
    const url = new URL(link as string)
    const other = await openPage(browser, 'desktop', `${url.pathname}${url.hash}`)
    await other.page.getByTestId('visualiser').waitFor({ timeout: 60_000 })
    expect(await workingSize(other.page)).toEqual([1500, 2000])
    expect(await other.page.getByTestId('zone-item').count()).toBe(1)
    expect(other.page.url()).not.toContain('#link=')
    const scaled = inside.map((v) => Math.round((v * 1500) / 1536))
    await expect.poll(async () => distance(await pixel(other.page, scaled), painted), POLL).toBeLessThan(16)
    await other.c.close()

    // A forged or spent link says so, and the photo step stays usable.
    const forged = await openPage(browser, 'phone', `${url.pathname}#link=${'x'.repeat(43)}`)
    await expect
      .poll(() => forged.page.getByTestId('saved-opening').textContent(), POLL)
      .toBe(t.photo.opening.INVALID_TOKEN)
    await demo(forged.page, 'villa')
    await forged.c.close()
  })
})

describe('a professional’s picture, in the dashboard', () => {
  it('saves a demo house’s picture, opens it from the dashboard, saves it again in place and deletes it', async () => {
    const m = all('nl')
    const t = m.Visualiser
    const d = m.Dashboard.pictures
    const account = await registerProfessional('nl', 'visualiser')
    const page = await signedInPage(browser, account, 'desktop')
    await page.goto(PATHS.nl, { waitUntil: 'load' })
    await demo(page, house.id)
    await page.getByTestId('add-zone').click()
    await clickPoints(page, house.wall, house.width)
    await page.getByTestId('close-outline').click()
    await chooseSwatch(page, 3)
    await page.getByTestId('save-picture').click()
    const dialog = page.getByRole('dialog', { name: t.save.title })
    await dialog.waitFor()
    // No address asked: it goes to the account.
    expect(await dialog.getByRole('textbox').count()).toBe(1)
    await dialog.getByRole('textbox', { name: new RegExp(`^${t.save.name}`) }).fill('Rijwoning Gent')
    await dialog.getByTestId('save-picture-submit').click()
    await expect.poll(() => page.getByText(t.save.saved).isVisible(), POLL).toBe(true)

    // Saved again after a second zone: the same entry, replaced.
    const again = async () => {
      await page.getByTestId('save-picture').click()
      await expect
        .poll(() => dialog.getByRole('textbox', { name: new RegExp(`^${t.save.name}`) }).inputValue())
        .toBe('Rijwoning Gent')
      expect(await dialog.getByText(t.save.textUpdate.replace('{name}', 'Rijwoning Gent')).isVisible()).toBe(true)
      await dialog.getByTestId('save-picture-submit').click()
      await dialog.waitFor({ state: 'hidden' })
    }

    await page.goto('/nl/dashboard?tab=projects', { waitUntil: 'load' })
    const section = page.getByTestId('saved-pictures')
    await expect.poll(() => section.getByText('Rijwoning Gent').isVisible(), POLL).toBe(true)
    await expect.poll(() => section.getByText(/^1 zone ·/).count()).toBe(1)
    await expectAccessible(page)
    await section.getByRole('link', { name: d.openLabel.replace('{name}', 'Rijwoning Gent') }).click()
    await page.getByTestId('visualiser').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('zone-item').count()).toBe(1)
    await page.getByTestId('add-zone').click()
    await clickPoints(
      page,
      [
        [100, 100],
        [300, 100],
        [300, 250],
      ],
      house.width,
    )
    await page.getByTestId('close-outline').click()
    await expect.poll(() => page.getByTestId('zone-item').count()).toBe(2)
    await again()

    // The picture opened from the dashboard did not replace the work this browser kept: one zone, offered again.
    await page.goto(PATHS.nl, { waitUntil: 'load' })
    await expect.poll(() => page.getByTestId('resume').isVisible(), POLL).toBe(true)
    await page.getByTestId('resume').click()
    await expect.poll(() => page.getByTestId('zone-item').count(), POLL).toBe(1)

    await page.goto('/nl/dashboard?tab=projects', { waitUntil: 'load' })
    await expect.poll(() => section.getByText(/^2 zones ·/).count(), POLL).toBe(1)
    expect(await section.getByRole('listitem').count()).toBe(1)
    await section.getByRole('button', { name: d.deleteLabel.replace('{name}', 'Rijwoning Gent') }).click()
    const confirm = page.getByRole('dialog', { name: d.delete.title })
    await confirm.getByRole('button', { name: d.delete.confirm }).click()
    await expect.poll(() => section.getByText(d.empty).isVisible(), POLL).toBe(true)
    await page.context().close()
  })
})
