import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, expectAccessible, launch, newContext, type ViewportName, visit } from './helpers/browser'
import { listedPaths } from './helpers/sitemap'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

async function page(viewport: ViewportName, cookies: Array<{ name: string; value: string }> = []): Promise<Page> {
  const context = await newContext(browser, viewport)
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: 'http://127.0.0.1' })))
  return context.newPage()
}

const cookie = async (p: Page, name: string) => (await p.context().cookies()).find((c) => c.name === name)
const days = (expires: number | undefined) => Math.round(((expires ?? 0) * 1000 - Date.now()) / 86_400_000)
const dialogs = (p: Page) => p.getByRole('dialog')

describe.each(['phone', 'desktop'] as const)('at %s width, pages pass axe', (viewport) => {
  it.each([
    '/fr',
    '/nl/contact',
    '/fr/styleguide',
    '/nl/styleguide',
    '/fr/mentions-legales',
    '/nl/bedrijf/1',
    '/fr/page-inconnue',
  ])('%s', async (path) => {
    const p = await page(viewport)
    await visit(p, path)
    await p.context().close()
  })
})

/** The first address of the sitemap under a path prefix (`/fr/article/`…), as a path. */
async function firstListed(prefix: string): Promise<string> {
  const found = (await listedPaths()).find((l) => l.startsWith(prefix))
  if (!found) throw new Error(`nothing under ${prefix} in the sitemap`)
  return found
}

describe.each([
  ['phone', 'fr'],
  ['desktop', 'nl'],
  ['phone', 'nl'],
  ['desktop', 'fr'],
] as const)('content screens at %s width in %s pass axe', (viewport, locale) => {
  const landings = {
    fr: ['/fr/particulier', '/fr/trouver-un-facadier', '/fr/plafonneur', '/fr/facadier', '/fr/plaquiste', '/fr/faq'],
    nl: [
      '/nl/eigenaar',
      '/nl/een-stukadoor-vinden',
      '/nl/stukadoor',
      '/nl/gevelbezetter',
      '/nl/find-plaquiste',
      '/nl/faq',
    ],
  }[locale]
  const listed = {
    fr: ['/fr/article/', '/fr/blog/', '/fr/reference/'],
    nl: ['/nl/artikel/', '/nl/blog/', '/nl/referentie/'],
  }[locale]
  it.each([...landings, ...listed])('%s', async (path) => {
    const p = await page(viewport)
    await visit(p, path.endsWith('/') ? await firstListed(path) : path)
    expect(await p.locator('h1').count()).toBe(1)
    await p.context().close()
  })
})

describe('modals opened by query parameters', () => {
  it.each([
    ['login', 'Se connecter'],
    ['register', 'Créer un compte professionnel'],
    ['reset', 'Mot de passe oublié'],
    ['resetToken=abc123', 'Nouveau mot de passe'],
  ])('?%s opens its dialog; closing clears the query', async (query, title) => {
    const p = await page('desktop')
    await p.goto(`/fr/contact?${query}&tab=2`, { waitUntil: 'networkidle' })
    await expect.poll(() => dialogs(p).count()).toBe(1)
    expect(await p.getByRole('heading', { name: title, level: 2 }).isVisible()).toBe(true)
    await expectAccessible(p)
    await p.keyboard.press('Escape')
    await expect.poll(() => dialogs(p).count()).toBe(0)
    expect(new URL(p.url()).search).toBe('?tab=2')
    await p.context().close()
  })

  it('keeps one modal open at a time, locks scrolling, traps focus and returns it', async () => {
    const p = await page('desktop')
    await p.goto('/fr/styleguide', { waitUntil: 'networkidle' })
    const opener = p.getByRole('button', { name: 'Ouvrir la fenêtre « action protégée »' })
    await opener.click()
    await expect.poll(() => dialogs(p).count()).toBe(1)
    expect(await p.getByText('Veuillez vous connecter pour continuer.').isVisible()).toBe(true)
    expect(await p.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    // Tabbing never leaves the dialog.
    for (let i = 0; i < 6; i++) {
      await p.keyboard.press('Tab')
      expect(await p.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    }
    // Its login button opens the login dialog, which replaces it.
    await dialogs(p).getByRole('button', { name: 'Se connecter' }).click()
    await expect.poll(() => dialogs(p).count()).toBe(1)
    expect(await p.getByRole('heading', { name: 'Se connecter', level: 2 }).isVisible()).toBe(true)
    await p.keyboard.press('Escape')
    await expect.poll(() => dialogs(p).count()).toBe(0)
    expect(await p.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')

    const demo = p.getByRole('button', { name: 'Ouvrir une fenêtre centrée' })
    await demo.click()
    await expect.poll(() => dialogs(p).count()).toBe(1)
    await p.keyboard.press('Escape')
    await expect.poll(() => dialogs(p).count()).toBe(0)
    expect(await demo.evaluate((el) => el === document.activeElement)).toBe(true)
    await p.context().close()
  })
})

describe('header follows the profile', () => {
  it('shows each landing’s menu and remembers the profile for 7 days', async () => {
    const p = await page('desktop')
    const nav = p.getByTestId('main-nav')
    await p.goto('/fr/plafonneur', { waitUntil: 'networkidle' })
    await expect.poll(() => nav.getByRole('link', { name: 'Mon métier' }).getAttribute('href')).toBe('/fr/plafonneur')
    const profile = await cookie(p, 'user-profile')
    expect(profile?.value).toBe('PROFESSIONAL_PLAFONNEUR_PROFILE')
    expect(days(profile?.expires)).toBe(7)
    // A route outside every group keeps the profile.
    await p.goto('/fr/contact', { waitUntil: 'networkidle' })
    await expect.poll(() => nav.getByRole('link', { name: 'Mon métier' }).count()).toBe(1)
    await p.goto('/fr/particulier', { waitUntil: 'networkidle' })
    await expect.poll(() => nav.getByRole('link', { name: 'Choisir mes couleurs' }).count()).toBe(1)
    expect((await cookie(p, 'user-profile'))?.value).toBe('INDIVIDUAL_PROFILE')
    expect(await p.getByTestId('menu-cta').textContent()).toBe('Demander un devis')
    await p.context().close()
  })

  it('switches between plasterer and facade specialist, and is inactive for other profiles', async () => {
    const p = await page('desktop')
    await p.goto('/fr/plafonneur', { waitUntil: 'networkidle' })
    const header = p.locator('header')
    const switcher = header.getByRole('combobox', { name: 'Je suis' }).first()
    await expect.poll(() => switcher.inputValue()).toBe('PROFESSIONAL_PLAFONNEUR_PROFILE')
    expect(await switcher.locator('option:checked').textContent()).toBe('Plafonneur')
    await switcher.selectOption({ label: 'Façadier' })
    await expect.poll(async () => (await cookie(p, 'user-profile'))?.value).toBe('PROFESSIONAL_FACADIER_PROFILE')
    await expect
      .poll(() => p.getByTestId('main-nav').getByRole('link', { name: 'Mon métier' }).getAttribute('href'))
      .toBe('/fr/facadier')
    // The plasterboarders' landing names its trade too (issue 22), it said "Choisir un métier".
    await p.goto('/fr/plaquiste', { waitUntil: 'networkidle' })
    await expect.poll(() => switcher.inputValue()).toBe('PROFESSIONAL_PLASTERBOARDER_PROFILE')
    expect(await switcher.locator('option:checked').textContent()).toBe('Plaquiste')
    await p.goto('/fr/particulier', { waitUntil: 'networkidle' })
    const inactive = header.getByRole('combobox', { name: 'Je suis' }).first()
    await expect.poll(() => inactive.isDisabled()).toBe(true)
    expect(await inactive.locator('option:checked').textContent()).toBe('Choisir un métier')
    await p.context().close()
  })
})

describe('language switcher', () => {
  it.each([
    ['/fr/configurateur-facade', '/nl/gevelconfigurator'],
    ['/fr/mentions-legales', '/nl/wettelijke-vermeldingen'],
    ['/fr/entreprise/1', '/nl/bedrijf/1'],
  ])('%s → %s, and remembers Dutch for a year', async (from, to) => {
    const p = await page('desktop')
    await p.goto(from, { waitUntil: 'networkidle' })
    await p.locator('header').getByRole('link', { name: 'België | Nederlands' }).first().click()
    await p.waitForURL(`**${to}`)
    expect(new URL(p.url()).pathname).toBe(to)
    expect(await p.getAttribute('html', 'lang')).toBe('nl-BE')
    const locale = await cookie(p, 'NEXT_LOCALE')
    expect(locale?.value).toBe('nl')
    expect(days(locale?.expires)).toBe(365)
    await p.context().close()
  })
})

describe('the header as the server renders it', () => {
  it.each([
    ['/fr/plafonneur', '/nl/stukadoor', 'PROFESSIONAL_PLAFONNEUR_PROFILE'],
    ['/nl/gevelbezetter', '/fr/facadier', 'PROFESSIONAL_FACADIER_PROFILE'],
    ['/fr/particulier', '/nl/eigenaar', ''],
    ['/fr/entreprise/1', '/nl/bedrijf/1', ''],
  ])('%s links its other language to %s and shows its profile before any script runs', async (path, other, role) => {
    const html = await (await fetch(`${baseURL()}${path}`)).text()
    const hrefLang = other.startsWith('/nl') ? 'nl-BE' : 'fr-BE'
    const links = [...html.matchAll(new RegExp(`<a hrefLang="${hrefLang}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1])
    expect(links.length).toBeGreaterThan(0)
    expect(new Set(links)).toEqual(new Set([other]))
    const select = /<select[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? ''
    const selected = /<option value="([^"]*)" selected=""/.exec(select)?.[1]
    expect(selected ?? '').toBe(role)
  })

  it.each(['/fr/plafonneur', '/nl/eigenaar', '/fr/trouver-un-facadier', '/nl/bedrijf/1'])(
    '%s hydrates without a mismatch',
    async (path) => {
      const p = await page('phone')
      const errors: string[] = []
      p.on('pageerror', (e) => errors.push(String(e)))
      await p.goto(path, { waitUntil: 'networkidle' })
      expect(errors).toEqual([])
      await p.context().close()
    },
  )
})

/** The text of every script a page's HTML asks for. */
async function pageScripts(path: string): Promise<string[]> {
  const html = await (await fetch(`${baseURL()}${path}`)).text()
  const sources = [...new Set([...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? ''))]
  expect(sources.length).toBeGreaterThan(0)
  return Promise.all(sources.map(async (src) => (await fetch(new URL(src, baseURL()))).text()))
}

describe('react-aria only where it is used', () => {
  it('leaves it out of the home, a landing and an article, and brings it with the directory’s filters', async () => {
    const article = await firstListed('/fr/article/')
    for (const path of ['/fr', '/nl/eigenaar', article]) {
      const withAria = (await pageScripts(path)).filter((code) => code.includes('react-aria'))
      expect(withAria, path).toEqual([])
    }
    expect((await pageScripts('/fr/trouver-un-facadier')).some((code) => code.includes('react-aria'))).toBe(true)
  })
})

describe('modal and form messages', () => {
  it('stay out of a content page’s HTML and arrive with its first modal, in the page’s language', async () => {
    const nl = JSON.parse(readFileSync('messages/nl.json', 'utf8'))
    const fr = JSON.parse(readFileSync('messages/fr.json', 'utf8'))
    for (const [path, m] of [
      ['/nl/eigenaar', nl],
      ['/fr', fr],
    ] as const) {
      const html = await (await fetch(`${baseURL()}${path}`)).text()
      for (const code of ['WRONG_PASSWORD_FORMAT', 'WRONG_VAT_FORMAT', 'WRONG_PHONE_NUMBER']) {
        expect(html, `${path} ${code}`).not.toContain(m.Validation[code])
      }
      expect(html).not.toContain(m.Accounts.login.noAccount)
    }
    const p = await page('desktop')
    await p.goto('/nl/eigenaar?login', { waitUntil: 'networkidle' })
    await expect.poll(() => dialogs(p).count()).toBe(1)
    expect(await p.getByRole('heading', { name: nl.Modal.login.title, level: 2 }).isVisible()).toBe(true)
    expect(await dialogs(p).getByText(nl.Accounts.login.noAccount).isVisible()).toBe(true)
    await dialogs(p).getByRole('button', { name: nl.Accounts.login.submit }).click()
    await expect.poll(() => dialogs(p).getByText(nl.Validation.IS_REQUIRED).count()).toBeGreaterThan(0)
    await p.context().close()
  })
})

describe('on a phone', () => {
  it('collapses the footer groups and hides social and legal links', async () => {
    const p = await page('phone')
    await p.goto('/fr', { waitUntil: 'networkidle' })
    const footer = p.locator('footer')
    const toggle = footer.getByRole('button', { name: 'Professionnels' })
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await footer.getByRole('link', { name: 'Plafonneur' }).isVisible()).toBe(false)
    expect(await p.getByTestId('footer-social').isVisible()).toBe(false)
    expect(await p.getByTestId('footer-legal').isVisible()).toBe(false)
    expect(await footer.getByText('Belgique | Français').isVisible()).toBe(true)
    await toggle.click()
    expect(await footer.getByRole('link', { name: 'Plafonneur' }).isVisible()).toBe(true)
    await p.context().close()
  })

  it('opens the mobile menu with the navigation, login and switchers, and locks scrolling', async () => {
    const p = await page('phone')
    await p.goto('/fr', { waitUntil: 'networkidle' })
    const burger = p.getByTestId('burger')
    expect(await burger.getAttribute('aria-label')).toBe('Ouvrir le menu')
    const menu = p.getByTestId('mobile-menu')
    // Closed, the panel holds nothing: the server renders the header's links and switchers once, not twice.
    expect(await menu.locator('*').count()).toBe(0)
    await burger.click()
    expect(await menu.isVisible()).toBe(true)
    expect(await menu.getByRole('button', { name: 'Se connecter' }).isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Vous êtes particulier ?' }).isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'België | Nederlands' }).isVisible()).toBe(true)
    expect(await p.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await expectAccessible(p)
    await burger.click()
    expect(await menu.isVisible()).toBe(false)
    expect(await menu.locator('*').count()).toBe(0)
    expect(await p.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    await p.context().close()
  })

  it('shows the desktop footer extras on a wide screen', async () => {
    const p = await page('desktop')
    await p.goto('/fr', { waitUntil: 'networkidle' })
    expect(await p.getByTestId('footer-social').isVisible()).toBe(true)
    expect(await p.getByTestId('footer-legal').getByRole('link', { name: 'Mentions légales' }).isVisible()).toBe(true)
    await p.context().close()
  })
})

describe('header on wide screens', () => {
  it.each([
    ['fr', 1024],
    ['nl', 1024],
    ['fr', 1280],
    ['nl', 1440],
  ] as const)('in %s at %i px keeps every entry on one line without overflow', async (locale, width) => {
    const p = await page('desktop')
    await p.setViewportSize({ width, height: 800 })
    await p.goto(`/${locale}`, { waitUntil: 'domcontentloaded' })
    const header = p.locator('header').first()
    expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    // A wrapped label would make its link or button taller than the others in the row.
    const heights = await header
      .locator('[data-testid="main-nav"] > ul > li > :is(a, button), [data-testid="menu-cta"]')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)))
    expect(heights.length).toBeGreaterThan(3)
    expect(new Set(heights).size).toBe(1)
    // Sign-in sits in the top bar, visible.
    expect(await header.getByRole('button', { name: locale === 'fr' ? 'Se connecter' : 'Aanmelden' }).isVisible()).toBe(
      true,
    )
    await p.context().close()
  })
})

describe('signed-in header', () => {
  it('drops a display cookie that no valid session backs', async () => {
    // The readable cookie only shows; the server decides. A forged one is cleared after one check.
    const user = { id: '1', email: 'julie@facades-lambert.example', firstname: 'Julie', lastname: 'Lambert', roles: [] }
    const p = await page('desktop', [{ name: 'session-user', value: encodeURIComponent(JSON.stringify(user)) }])
    await p.goto('/fr/contact')
    await expect.poll(async () => (await cookie(p, 'session-user')) === undefined, { timeout: 10_000 }).toBe(true)
    await expect.poll(() => p.getByTestId('avatar').count()).toBe(0)
    expect(await p.getByRole('button', { name: 'Se déconnecter' }).count()).toBe(0)
    await p.context().close()
  })
})

describe('navigation', () => {
  it('scrolls to the top on a new page and to the hash target when there is one', async () => {
    const p = await page('desktop')
    await p.goto('/fr', { waitUntil: 'networkidle' })
    await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await p.locator('footer').getByRole('link', { name: 'Contact' }).click()
    await p.waitForURL('**/fr/contact')
    await expect.poll(() => p.evaluate(() => window.scrollY)).toBe(0)
    await p.goto('/fr/styleguide#sg-modals', { waitUntil: 'networkidle' })
    await expect
      .poll(() => p.evaluate(() => document.getElementById('sg-modals')?.getBoundingClientRect().top ?? -1))
      .toBeLessThan(400)
    await p.context().close()
  })

  it('fetches a page ahead only when a visitor points at or focuses its link, then opens it without a reload', async () => {
    const p = await page('desktop')
    const fetched: string[] = []
    const documents: string[] = []
    p.on('request', (r) => {
      const url = new URL(r.url())
      if (r.resourceType() === 'document') documents.push(url.pathname)
      else if (r.headers().rsc === '1' || url.searchParams.has('_rsc')) fetched.push(url.pathname)
    })
    await p.goto('/fr', { waitUntil: 'networkidle' })
    await p.waitForTimeout(500)
    // The home lists dozens of links (menu, cards, footer) in view or below it: none was fetched.
    expect(fetched).toEqual([])

    const footer = p.locator('footer')
    await footer.getByRole('link', { name: 'Contact' }).hover()
    await expect.poll(() => fetched).toContain('/fr/contact')

    const other = footer.locator('a[href^="/fr/"]:not([href="/fr/contact"])').first()
    const otherPath = await other.getAttribute('href')
    await other.focus()
    await expect.poll(() => fetched).toContain(otherPath)

    await footer.getByRole('link', { name: 'Contact' }).click()
    await p.waitForURL('**/fr/contact')
    await expect.poll(() => p.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(documents).toEqual(['/fr'])
    await p.context().close()
  })

  it('shows toasts with their type and closes them', async () => {
    const p = await page('desktop')
    await p.goto('/fr/styleguide', { waitUntil: 'networkidle' })
    await p.getByRole('button', { name: 'Afficher une notification danger' }).click()
    const toast = p.getByRole('alert').filter({ hasText: 'Notification de type danger.' })
    await expect.poll(() => toast.isVisible()).toBe(true)
    await toast.getByRole('button', { name: 'Fermer la notification' }).click()
    await expect.poll(() => toast.count()).toBe(0)
    await p.context().close()
  })
})
