import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { baseURL, newContext, type ViewportName } from './browser'

/**
 * Professional accounts for end-to-end tests: registered through the public API as the registration form would,
 * and signed in in a fresh browser context. Each call comes from its own address (`ip`), so the per-address limits
 * of registration and sign-in never meet.
 */

let seq = 0
const address = (prefix: string) => `${prefix}.${++seq % 250}.1`

export async function graphql<T>(query: string, variables: Record<string, unknown>, ip = address('10.91')): Promise<T> {
  const response = await fetch(`${baseURL()}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data: T; errors?: unknown[] }
  expect(body.errors).toBeUndefined()
  return body.data
}

/** A Belgian enterprise number that passes the modulo-97 check. */
function vatNumber(): string {
  const body = `0${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
  return `${body}${String(97 - (Number(body) % 97)).padStart(2, '0')}`
}

export interface ProfessionalAccount {
  id: string
  email: string
  password: string
  company: string
}

export async function registerProfessional(lang: 'fr' | 'nl', label: string): Promise<ProfessionalAccount> {
  const id = `${Date.now().toString(36)}${++seq}`
  const email = `${label}.${id}@e2e.test`
  const password = 'Taloche-Brique-2026x'
  const company = `Façades ${label} ${id}`
  const areas = await graphql<{ geographicAreas: Array<{ id: string }> }>('{ geographicAreas { id } }', {})
  const created = await graphql<{ createProfessionalUser: { professionalUser: { id: string } } }>(
    'mutation ($input: CreateProfessionalUserInput!) { createProfessionalUser(input: $input) { professionalUser { id } } }',
    {
      input: {
        role: 'PROFESSIONAL_FACADIER_PROFILE',
        language: lang,
        lastname: 'Claes',
        firstname: lang === 'fr' ? 'Élise' : 'Wout',
        company,
        vATNumber: vatNumber(),
        street: 'Rue Haute 12',
        postcode: '1000',
        city: 'Bruxelles',
        phoneNumber: '0470123456',
        email,
        password,
        passwordConfirmation: password,
        geographicAreas: [areas.geographicAreas[0]?.id],
        acceptTermsAndConditions: true,
      },
    },
  )
  return { id: created.createProfessionalUser.professionalUser.id, email, password, company }
}

/** A page of a fresh context signed in as `account` (the consent banner answered: it would cover the page). */
export async function signedInPage(
  browser: Browser,
  account: ProfessionalAccount,
  viewport: ViewportName,
): Promise<Page> {
  const context = await newContext(browser, viewport)
  const response = await context.request.post('/api/graphql', {
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address('10.92') },
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
