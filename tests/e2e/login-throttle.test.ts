import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'
import { launch, newContext } from './helpers/browser'

/**
 * A throttled sign-in as a person meets it (issue 20): after five wrong passwords from one address, the dialog says
 * to reset the password and offers the reset dialog, for a known or an unknown e-mail alike. The address is the
 * X-Forwarded-For the end-to-end server trusts from loopback, so this file's tries count apart from the others'.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => browser?.close())

const SERVER = { timeout: 15_000 }
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe.each([
  ['fr', fr, '203.0.113.71'],
  ['nl', nl, '203.0.113.72'],
] as const)('a throttled sign-in in %s', (locale, m, address) => {
  it('points to password reset and opens its dialog', async () => {
    const context = await newContext(browser, 'desktop', { 'x-forwarded-for': address })
    const p: Page = await context.newPage()
    await p.goto(`/${locale}?login`, { waitUntil: 'networkidle' })
    const dialog = p.getByRole('dialog')
    const email = dialog.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(m.Accounts.login.email)}`) })
    const password = dialog.getByLabel(new RegExp(`^${escapeRegExp(m.Accounts.login.password)}`))
    const submit = dialog.getByRole('button', { name: m.Accounts.login.submit, exact: true })
    await email.fill(`nobody-${locale}-${Date.now()}@e2e.test`)
    for (let i = 0; i < 5; i++) {
      await password.fill(`Wrong-guess-${i}-x`)
      await submit.click()
      await dialog.getByText(m.Validation.BAD_CREDENTIALS).waitFor(SERVER)
      await expect.poll(() => submit.isEnabled(), SERVER).toBe(true)
    }
    await password.fill('Any-password-at-all-1')
    await submit.click()
    await dialog.getByText(m.Validation.TOO_MANY_ATTEMPTS).waitFor(SERVER)
    await dialog.getByRole('button', { name: m.Accounts.login.resetAfterThrottle }).click()
    await p.getByRole('dialog', { name: m.Modal.askResetPassword.title }).waitFor(SERVER)
    await context.close()
  })
})
