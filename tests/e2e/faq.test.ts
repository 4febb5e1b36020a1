import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Profile } from '@/domain/profiles'
import { FAQ_SEEDS } from '@/seed/faqs'
import { expectAccessible, launch, newContext, type ViewportName } from './helpers/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

/** A page whose visitor has already answered the consent banner, so nothing covers the content. */
async function page(viewport: ViewportName, cookies: Array<{ name: string; value: string }> = []): Promise<Page> {
  const context = await newContext(browser, viewport)
  await context.addCookies(
    [{ name: 'consent', value: 'denied.v1' }, ...cookies].map((c) => ({ ...c, url: 'http://127.0.0.1' })),
  )
  return context.newPage()
}

const normalize = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()
const seedTitles = (profile: Profile, locale: 'fr' | 'nl') =>
  FAQ_SEEDS[profile].questions.map((q) => normalize(q.title[locale]))

/** The profiles whose FAQ is visible (one, when all is well). */
async function visibleProfiles(p: Page): Promise<string[]> {
  return p
    .locator('[data-faq-profile]:visible')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-faq-profile') ?? ''))
}

async function visibleQuestions(p: Page): Promise<string[]> {
  const titles = await p.locator('[data-faq-profile]:visible h3 button').allTextContents()
  return titles.map(normalize)
}

describe.each([
  ['fr', 'phone'],
  ['nl', 'desktop'],
] as const)('/%s/faq at %s width for a new visitor', (locale, viewport) => {
  it("shows the public profile's questions, accessible, with FAQPage JSON-LD", async () => {
    const p = await page(viewport)
    await p.goto(`/${locale}/faq`, { waitUntil: 'networkidle' })
    expect(await visibleProfiles(p)).toEqual(['PUBLIC_PROFILE'])
    expect(await visibleQuestions(p)).toEqual(seedTitles('PUBLIC_PROFILE', locale))
    expect(normalize(await p.locator('[data-faq-profile]:visible h2').textContent())).toBe(
      normalize(FAQ_SEEDS.PUBLIC_PROFILE.subject[locale]),
    )
    expect(normalize(await p.title())).toContain(normalize(FAQ_SEEDS.PUBLIC_PROFILE.metaTitle[locale]))

    const blocks = await p.locator('script[type="application/ld+json"]').allTextContents()
    const faqPage = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'FAQPage')
    expect(faqPage?.inLanguage).toBe(locale === 'fr' ? 'fr-BE' : 'nl-BE')
    expect(faqPage?.mainEntity.map((q: { name: string }) => normalize(q.name))).toEqual(
      seedTitles('PUBLIC_PROFILE', locale),
    )
    expect(faqPage?.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } })
    expect(faqPage?.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(40)
    const crumbs = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'BreadcrumbList')
    expect(crumbs?.itemListElement.map((c: { item: string }) => new URL(c.item).pathname)).toEqual([
      `/${locale}`,
      `/${locale}/faq`,
    ])

    await expectAccessible(p)
    await p.context().close()
  })
})

describe('the accordion', () => {
  it('opens with Enter and Space, announces the answer, and passes axe open at both widths', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const p = await page(viewport)
      await p.goto('/fr/faq', { waitUntil: 'networkidle' })
      const triggers = p.locator('[data-faq-profile]:visible h3 button')
      const first = triggers.nth(0)
      const panelOf = async (trigger: typeof first) =>
        p.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      // A closed answer stays in the page for find-in-page (hidden="until-found"): its text takes no room.
      const answerShown = async (trigger: typeof first) => {
        const panel = await panelOf(trigger)
        return (await panel.getAttribute('hidden')) === null && (await panel.locator('p').first().isVisible())
      }

      expect(await first.getAttribute('aria-expanded')).toBe('false')
      expect(await answerShown(first)).toBe(false)
      await first.focus()
      await p.keyboard.press('Enter')
      await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true')
      expect(await answerShown(first)).toBe(true)
      const panel = await panelOf(first)
      expect(await panel.getAttribute('aria-labelledby')).toBe(await first.getAttribute('id'))
      expect(normalize(await panel.textContent())).toContain('Nivelles')

      const second = triggers.nth(1)
      await second.focus()
      await p.keyboard.press('Space')
      await expect.poll(() => second.getAttribute('aria-expanded')).toBe('true')
      expect(await answerShown(second)).toBe(true)
      // Links inside an answer are reachable by keyboard.
      await p.keyboard.press('Tab')
      expect(await p.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/fr/recherche-pro')
      await expectAccessible(p)

      await second.focus()
      await p.keyboard.press('Space')
      await expect.poll(() => second.getAttribute('aria-expanded')).toBe('false')
      expect(await answerShown(second)).toBe(false)
      await p.context().close()
    }
  })
})

describe('the active profile decides the FAQ', () => {
  it("shows a plasterer's FAQ after the plasterer landing, on a client-side and on a full load", async () => {
    const p = await page('desktop')
    await p.goto('/fr/plafonneur', { waitUntil: 'networkidle' })
    // Client-side navigation from the footer.
    await p.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).first().click()
    await p.waitForURL('**/fr/faq')
    await expect.poll(() => visibleProfiles(p)).toEqual(['PROFESSIONAL_PLAFONNEUR_PROFILE'])
    expect(await visibleQuestions(p)).toEqual(seedTitles('PROFESSIONAL_PLAFONNEUR_PROFILE', 'fr'))
    // A full load: the right FAQ from the first paint (no public FAQ flashing by, no shift).
    await p.goto('/nl/faq', { waitUntil: 'networkidle' })
    expect(await visibleProfiles(p)).toEqual(['PROFESSIONAL_PLAFONNEUR_PROFILE'])
    expect(await visibleQuestions(p)).toEqual(seedTitles('PROFESSIONAL_PLAFONNEUR_PROFILE', 'nl'))
    await expectAccessible(p)
    await p.context().close()
  })

  it('picks the FAQ from the profile cookie before the scripts of the app have run', async () => {
    const p = await page('phone', [{ name: 'user-profile', value: 'INDIVIDUAL_FACADIER_PROFILE' }])
    // Without the app's JavaScript only the inline pre-paint script runs.
    await p.route('**/_next/static/**', (route) => route.abort())
    await p.goto('/fr/faq', { waitUntil: 'load' })
    expect(await visibleProfiles(p)).toEqual(['INDIVIDUAL_FACADIER_PROFILE'])
    // The JSON-LD still describes the default FAQ: the page is the same for everyone.
    const blocks = await p.locator('script[type="application/ld+json"]').allTextContents()
    const faqPage = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'FAQPage')
    expect(normalize(faqPage?.name)).toBe(normalize(FAQ_SEEDS.PUBLIC_PROFILE.subject.fr))
    await p.context().close()
  })

  it('follows the role switcher on the FAQ page', async () => {
    const p = await page('desktop', [{ name: 'user-profile', value: 'PROFESSIONAL_PLAFONNEUR_PROFILE' }])
    await p.goto('/fr/faq', { waitUntil: 'networkidle' })
    expect(await visibleProfiles(p)).toEqual(['PROFESSIONAL_PLAFONNEUR_PROFILE'])
    await p.locator('header').getByRole('combobox', { name: 'Je suis' }).first().selectOption({ label: 'Façadier' })
    await expect.poll(() => visibleProfiles(p)).toEqual(['PROFESSIONAL_FACADIER_PROFILE'])
    expect(await visibleQuestions(p)).toEqual(seedTitles('PROFESSIONAL_FACADIER_PROFILE', 'fr'))
    await p.context().close()
  })

  it('falls back to the public FAQ for an unknown profile cookie', async () => {
    const p = await page('phone', [{ name: 'user-profile', value: 'NOBODY' }])
    await p.goto('/fr/faq', { waitUntil: 'networkidle' })
    expect(await visibleProfiles(p)).toEqual(['PUBLIC_PROFILE'])
    await p.context().close()
  })
})

describe('screenshots', () => {
  it('keeps /fr/faq at 375 and 1280 px with a question open', async () => {
    const out = path.resolve('tests/.artifacts/screenshots')
    mkdirSync(out, { recursive: true })
    for (const viewport of ['phone', 'desktop'] as const) {
      const p = await page(viewport)
      await p.goto('/fr/faq', { waitUntil: 'networkidle' })
      await p.locator('[data-faq-profile]:visible h3 button').nth(2).click()
      // Let the chevron finish turning.
      await p.waitForTimeout(400)
      const width = viewport === 'phone' ? 375 : 1280
      await p.screenshot({ path: path.join(out, `faq-fr-${width}.png`), fullPage: true })
      await p.context().close()
    }
  })
})
