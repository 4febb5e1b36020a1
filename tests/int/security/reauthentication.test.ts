import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { freePort, TestSmtp, waitFor } from '../helpers/mail'
import type { TestPayload } from '../helpers/payload'
import {
  type Caller,
  CURRENT,
  createProfessional,
  LOGIN,
  PASSWORD,
  startAccountsSuite,
  UPDATE,
} from './accounts-fixture'

/**
 * Issue 20, "re-authentication": a session alone cannot change the e-mail or the password. Both need
 * `currentPassword` (WRONG_CURRENT_PASSWORD when missing or wrong, guessed no faster than sign-in allows); an e-mail
 * change is told to the former address (a real SMTP server receives it); either change ends every other session
 * while the one that made it stays signed in.
 */

let t: TestPayload
let smtp: TestSmtp
let call: Caller
let resetRateLimits: () => void
let resetLoginThrottle: () => unknown
let stop = async () => {}
let ipSeq = 0
const freshIp = () => `198.51.100.${100 + ++ipSeq}`
const NEW_PASSWORD = 'Gevelpleister-Kalk-Zon-77'

type Result = Awaited<ReturnType<Caller>>
const codeOf = (r: Result) => r.body.errors?.[0]?.extensions?.code
const fieldsOf = (r: Result) => r.body.errors?.[0]?.extensions?.fields

beforeAll(async () => {
  smtp = new TestSmtp(await freePort())
  await smtp.start()
  // src/lib/env.ts reads the environment once, when first imported.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
  ;({ t, call, resetRateLimits, resetLoginThrottle, stop } = await startAccountsSuite())
}, 120_000)

afterAll(async () => {
  await stop()
  await smtp?.stop()
})

beforeEach(() => {
  resetRateLimits()
  resetLoginThrottle()
})

/** Signs in from a fresh address: one more device with its own session. */
async function signIn(email: string, password = PASSWORD): Promise<string> {
  const r = await call<{ loginProfessionalUser: { professionalUser: { token: string } } }>(
    LOGIN,
    { input: { email, password } },
    { ip: freshIp() },
  )
  expect(r.body.errors).toBeUndefined()
  return r.body.data?.loginProfessionalUser.professionalUser.token ?? ''
}

async function whoIs(token: string): Promise<string | null> {
  const r = await call<{ currentProfessionalUser: { email: string } | null }>(CURRENT, {}, { token })
  return r.body.data?.currentProfessionalUser?.email ?? null
}

describe('current password', () => {
  it('is required, and must be right, to change the e-mail or the password; not for other fields', async () => {
    const pro = await createProfessional(t, 'reauth')
    const token = await signIn(pro.email)
    const ip = freshIp()
    const update = (input: Record<string, unknown>) => call(UPDATE, { input }, { token, ip })
    const newEmail = `moved.${t.runId}-a@example.be`
    const newPassword = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }

    for (const refused of [
      await update({ email: newEmail }),
      await update({ email: newEmail, currentPassword: 'Not-my-password-1' }),
      await update({ ...newPassword }),
      await update({ ...newPassword, currentPassword: '' }),
      await update({ ...newPassword, currentPassword: 'Not-my-password-2' }),
    ]) {
      expect(codeOf(refused)).toBe('WRONG_CURRENT_PASSWORD')
      expect(fieldsOf(refused)).toEqual({ currentPassword: 'WRONG_CURRENT_PASSWORD' })
    }
    const stored = await t.payload.findByID({ collection: 'professional-users', id: pro.id })
    expect(stored.email).toBe(pro.email)
    expect((await signIn(pro.email)).length).toBeGreaterThan(0)

    // The same e-mail, or any other field, needs nothing more.
    const same = await update({ email: pro.email.toUpperCase(), city: 'Namur' })
    expect(same.body.errors).toBeUndefined()
  })

  it('is guessed no faster than sign-in: after 5 wrong answers from an address, even the right one waits', async () => {
    const pro = await createProfessional(t, 'reauth')
    const token = await signIn(pro.email)
    const ip = freshIp()
    const update = (currentPassword: string) =>
      call(UPDATE, { input: { email: `guess.${t.runId}-b@example.be`, currentPassword } }, { token, ip })
    for (let i = 0; i < 5; i++) expect(codeOf(await update(`Wrong-guess-${i}`))).toBe('WRONG_CURRENT_PASSWORD')
    const throttled = await update(PASSWORD)
    expect(codeOf(throttled)).toBe('TOO_MANY_ATTEMPTS')
    expect(fieldsOf(throttled)).toEqual({ currentPassword: 'TOO_MANY_ATTEMPTS' })
    // Signing in counts in the same throttle: that address cannot switch to guessing through the sign-in form.
    const viaLogin = await call(LOGIN, { input: { email: pro.email, password: PASSWORD } }, { ip })
    expect(codeOf(viaLogin)).toBe('TOO_MANY_ATTEMPTS')
  })
})

describe('an e-mail change', () => {
  it('mails the former address, ends the other sessions and keeps the current one', async () => {
    const pro = await createProfessional(t, 'reauth', 'nl')
    const here = await signIn(pro.email)
    const phone = await signIn(pro.email)
    const laptop = await signIn(pro.email)
    const newEmail = `moved.${t.runId}-c@example.be`

    const r = await call<{ updateProfessionalUser: { professionalUser: { email: string } } }>(
      UPDATE,
      { input: { email: newEmail, currentPassword: PASSWORD } },
      { token: here, ip: freshIp() },
    )
    expect(r.body.errors).toBeUndefined()
    expect(r.body.data?.updateProfessionalUser.professionalUser.email).toBe(newEmail)

    expect(await whoIs(here)).toBe(newEmail)
    expect(await whoIs(phone)).toBeNull()
    expect(await whoIs(laptop)).toBeNull()

    const [mail] = await waitFor(async () => {
      const got = smtp.deliveredTo(pro.email)
      return got.length ? got : undefined
    })
    expect(mail?.subject).toBe('Het e-mailadres van uw Murelia-account is gewijzigd')
    expect(mail?.text).toContain(newEmail)
    expect(smtp.deliveredTo(newEmail)).toEqual([])

    // The new address signs in; the former one no longer does.
    expect((await signIn(newEmail)).length).toBeGreaterThan(0)
    const old = await call(LOGIN, { input: { email: pro.email, password: PASSWORD } }, { ip: freshIp() })
    expect(codeOf(old)).toBe('BAD_CREDENTIALS')
  })
})

describe('a password change', () => {
  it('ends the other sessions, keeps the current one, and the new password signs in', async () => {
    const pro = await createProfessional(t, 'reauth')
    const here = await signIn(pro.email)
    const other = await signIn(pro.email)

    const r = await call(
      UPDATE,
      { input: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, currentPassword: PASSWORD } },
      { token: here, ip: freshIp() },
    )
    expect(r.body.errors).toBeUndefined()
    expect(await whoIs(here)).toBe(pro.email)
    expect(await whoIs(other)).toBeNull()
    expect((await signIn(pro.email, NEW_PASSWORD)).length).toBeGreaterThan(0)
    const old = await call(LOGIN, { input: { email: pro.email, password: PASSWORD } }, { ip: freshIp() })
    expect(codeOf(old)).toBe('BAD_CREDENTIALS')
  })
})
