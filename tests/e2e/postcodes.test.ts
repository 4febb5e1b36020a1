import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectAccessible, launch, newContext } from './helpers/browser'

/**
 * The postcode and city of an address form (registration here; the quotation wizard, the company profile, the
 * colour request and the saved configurator project use the same fields) in both languages: "B-1000" cleaned, the
 * city filled or offered in the page's language from the official list, a wrong pair and a code that does not exist
 * refused with their own words.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const field = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}( \\(|$)`) })

const TEXTS = {
  fr: {
    postcode: 'Code postal',
    city: 'Localité',
    brussels: 'Bruxelles',
    wavre: 'Wavre',
    antwerp: 'Anvers',
    suggestions: 'Localités du code postal 1300',
    mismatch: 'Cette localité ne correspond pas au code postal.',
    unknown: 'Ce code postal n’existe pas en Belgique.',
  },
  nl: {
    postcode: 'Postcode',
    city: 'Gemeente',
    brussels: 'Brussel',
    wavre: 'Waver',
    antwerp: 'Antwerpen',
    suggestions: 'Plaatsen met postcode 1300',
    mismatch: 'Deze gemeente hoort niet bij de postcode.',
    unknown: 'Deze postcode bestaat niet in België.',
  },
} as const

async function registration(locale: 'fr' | 'nl'): Promise<{ p: Page; d: Locator }> {
  const p = await (await newContext(browser, 'phone')).newPage()
  await p.goto(`/${locale}?register`, { waitUntil: 'networkidle' })
  const d = p.getByRole('dialog')
  await field(d, TEXTS[locale].postcode).waitFor()
  return { p, d }
}

describe.each(['fr', 'nl'] as const)('postcode and city in %s', (locale) => {
  const t = TEXTS[locale]

  it('cleans "B-1000", fills the city in the page’s language and offers the localities of a shared code', async () => {
    const { p, d } = await registration(locale)
    const postcode = field(d, t.postcode)
    const city = field(d, t.city)

    await postcode.fill('B-1000')
    await expect.poll(() => city.inputValue()).toBe(t.brussels)
    await p.keyboard.press('Tab')
    expect(await postcode.inputValue()).toBe('1000')

    // 1300 is Limal and Wavre: both are offered, the city typed for 1000 stays until one is chosen.
    await postcode.fill('1300')
    const offer = d.getByRole('list', { name: t.suggestions })
    await offer.waitFor()
    expect(await offer.getByRole('button').allTextContents()).toEqual(['Limal', t.wavre])
    expect(await city.inputValue()).toBe(t.brussels)
    await expectAccessible(p)
    await offer.getByRole('button', { name: t.wavre }).click()
    expect(await city.inputValue()).toBe(t.wavre)
    await expect.poll(() => offer.count()).toBe(0)

    // A city that fitted the previous code follows the new one; one typed for no code stays.
    await postcode.fill('2000')
    await expect.poll(() => city.inputValue()).toBe(t.antwerp)
    await city.fill('Namur')
    await postcode.fill('1000')
    await p.keyboard.press('Tab')
    expect(await city.inputValue()).toBe('Namur')
    await p.close()
  })

  it('lets a city the postcode filled be typed over rather than doubled (issue 22)', async () => {
    // The trial typed 2000, clicked the city, typed "Antwerpen" and got "AntwerpenAntwerpen" and the mismatch message.
    const { p, d } = await registration(locale)
    await field(d, t.postcode).pressSequentially('2000')
    const city = field(d, t.city)
    await expect.poll(() => city.inputValue()).toBe(t.antwerp)
    await city.click()
    await p.keyboard.type(t.antwerp)
    expect(await city.inputValue()).toBe(t.antwerp)
    await p.keyboard.press('Tab')
    expect(await d.getByText(t.mismatch).count()).toBe(0)
    // Once typed by the visitor, the city is edited like any text: a click no longer selects it.
    await city.click()
    await p.keyboard.press('End')
    await p.keyboard.type('x')
    expect(await city.inputValue()).toBe(`${t.antwerp}x`)
    await p.close()
  })

  it('refuses a city that is not the postcode’s and a postcode that does not exist, in its own words', async () => {
    const { p, d } = await registration(locale)
    await field(d, t.postcode).fill('1000')
    await field(d, t.city).fill('Antwerpen')
    await p.keyboard.press('Tab')
    await expect.poll(() => d.getByText(t.mismatch).isVisible()).toBe(true)
    // The right city is offered beside the message, and choosing it clears the message.
    await d.getByRole('button', { name: t.brussels, exact: true }).click()
    await expect.poll(() => d.getByText(t.mismatch).count()).toBe(0)

    await field(d, t.postcode).fill('0999')
    await p.keyboard.press('Tab')
    await expect.poll(() => d.getByText(t.unknown).isVisible()).toBe(true)
    await p.close()
  })
})
