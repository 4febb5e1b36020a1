import type { Browser, BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseURL, launch, newContext } from './helpers/browser'
import { staffToken } from './helpers/staff'

/**
 * Every kind of page keeps to its Content-Security-Policy in Chromium: the site's pages (home, landing,
 * configurators, directory, quotation, a company, the dashboard signed in) and the back office signed in (list,
 * edit, upload). A violation, reported by the page's `securitypolicyviolation` event or logged by Chromium, fails.
 * Anonymous pages keep their shared-cache headers: the policy carries no nonce.
 */

interface Violation {
  page: string
  directive: string
  blocked: string
  source: string
}

let browser: Browser
let professional = { email: '', password: '' }

/** Watches a page for policy violations: the DOM event (any document it navigates to) and Chromium's console. */
async function watched(context: BrowserContext): Promise<{ page: Page; violations: Violation[] }> {
  const violations: Violation[] = []
  const page = await context.newPage()
  await page.exposeFunction('__cspViolation', (v: Violation) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: unknown) => void }).__cspViolation
      report({
        page: location.pathname,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      })
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(message.text())) {
      violations.push({ page: page.url(), directive: 'console', blocked: message.text(), source: '' })
    }
  })
  return { page, violations }
}

/** Opens a path and waits until the page has loaded what it loads by itself. */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'networkidle' })
  expect(response?.status(), path).toBeLessThan(400)
  expect(response?.headers()['content-security-policy'], path).toBeTruthy()
}

/** A valid Belgian enterprise number (mod 97), fresh for each run. */
function vatNumber(): string {
  const body = `0${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
  return `${body}${String(97 - (Number(body) % 97)).padStart(2, '0')}`
}

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseURL()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data: T; errors?: unknown[] }
  expect(body.errors).toBeUndefined()
  return body.data
}

beforeAll(async () => {
  browser = await launch()
  const id = Date.now().toString(36)
  professional = { email: `csp.${id}@e2e.test`, password: 'Gevel-Kalkmortel-Zomer-2026' }
  const { geographicAreas } = await graphql<{ geographicAreas: Array<{ id: string }> }>(
    '{ geographicAreas { id } }',
    {},
  )
  await graphql(
    'mutation ($input: CreateProfessionalUserInput!) { createProfessionalUser(input: $input) { professionalUser { id } } }',
    {
      input: {
        role: 'PROFESSIONAL_FACADIER_PROFILE',
        language: 'fr',
        lastname: 'Dubois',
        firstname: 'Claire',
        company: `Façades CSP ${id}`,
        vATNumber: vatNumber(),
        street: 'Rue Haute 12',
        postcode: '1000',
        city: 'Bruxelles',
        phoneNumber: '0470123456',
        email: professional.email,
        password: professional.password,
        passwordConfirmation: professional.password,
        geographicAreas: [geographicAreas[0]?.id],
        acceptTermsAndConditions: true,
      },
    },
  )
}, 120_000)
afterAll(async () => browser?.close())

describe('Content-Security-Policy in Chromium', () => {
  it('is kept by the public pages, their modals and their lazy parts', async () => {
    const context = await newContext(browser, 'desktop')
    const { page, violations } = await watched(context)
    for (const path of [
      '/fr',
      '/fr?login',
      '/nl/eigenaar',
      '/fr/configurateur-facade',
      '/fr/configurateur-couleurs-finitions',
      '/fr/recherche-pro',
      '/fr/devis',
      '/nl/prijsofferte',
    ]) {
      await open(page, path)
    }
    // A modal's lazy scripts and styles.
    await open(page, '/fr?register')
    expect(await page.getByRole('dialog').count()).toBeGreaterThan(0)

    // Company pages: the professional's own website and networks leave as user content.
    await open(page, '/fr/recherche-pro')
    const companies = await page
      .locator('a[href^="/fr/entreprise/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))].slice(0, 8))
    const rels: string[] = []
    for (const path of companies) {
      await open(page, path)
      rels.push(
        ...(await page.locator('main a[href^="http"]').evaluateAll((l) => l.map((a) => a.getAttribute('rel') ?? ''))),
      )
      if (rels.length > 0) break
    }
    expect(rels.length).toBeGreaterThan(0)
    for (const rel of rels) expect(rel).toBe('ugc nofollow noopener')
    expect(violations).toEqual([])
    await context.close()
  })

  it('sends no nonce: prerendered pages keep one policy and their shared-cache lifetime', async () => {
    const first = await fetch(`${baseURL()}/fr/particulier`)
    const second = await fetch(`${baseURL()}/fr/particulier`)
    const policy = first.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain("form-action 'self'")
    expect(policy).not.toContain('nonce-')
    expect(second.headers.get('content-security-policy')).toBe(policy)
    expect(first.headers.get('cache-control')).toContain('s-maxage=300')
    expect(await first.text()).not.toMatch(/\snonce=/)
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(first.headers.get('permissions-policy')).toContain('camera=()')

    // API answers: nothing may load or run in them.
    const api = await fetch(`${baseURL()}/api/health`)
    expect(api.headers.get('content-security-policy')).toMatch(/^default-src 'none';/)
    const graphqlAnswer = await fetch(`${baseURL()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    })
    expect(graphqlAnswer.headers.get('content-security-policy')).toMatch(/^default-src 'none';/)
  })

  it('is kept by the dashboard, signed in', async () => {
    const context = await newContext(browser, 'desktop')
    const login = await context.request.post('/api/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query:
          'mutation ($input: LoginProfessionalUserInput!) { loginProfessionalUser(input: $input) { professionalUser { id } } }',
        variables: { input: professional },
      },
    })
    expect(login.ok()).toBe(true)
    const { page, violations } = await watched(context)
    await open(page, '/fr/tableau-de-bord')
    await expect.poll(() => page.getByTestId('avatar').first().textContent()).toContain('CD')
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click()
      await page.waitForLoadState('networkidle')
    }
    await open(page, '/fr/configurateur-couleurs-finitions')
    expect(violations).toEqual([])
    await context.close()
  })

  it('is kept by the back office, signed in: lists, an edit and an upload', async () => {
    const context = await newContext(browser, 'desktop')
    await context.addCookies([{ name: 'payload-token', value: await staffToken(), url: baseURL() }])
    const { page, violations } = await watched(context)
    await open(page, '/admin')
    const policy = (await page.request.get('/admin')).headers()['content-security-policy']
    expect(policy).toContain("object-src 'none'")
    await open(page, '/admin/collections/articles')
    const first = page.locator('table tbody a[href*="/admin/collections/articles/"]').first()
    await Promise.all([page.waitForURL(/\/admin\/collections\/articles\/\d+/), first.click()])
    await page.waitForLoadState('networkidle')
    expect(await page.locator('form').count()).toBeGreaterThan(0)
    expect(violations).toEqual([])

    await open(page, '/admin/collections/media/create')
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 180, b: 150 } } })
      .png()
      .toBuffer()
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: `csp-check-${Date.now()}.png`, mimeType: 'image/png', buffer: png })
    await page.locator('#field-alt').fill('Contrôle de la politique de sécurité')
    await page
      .getByRole('button', { name: /^(Save|Sauvegarder|Enregistrer)$/ })
      .first()
      .click()
    await page.waitForURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
    await context.close()
  })
})
