import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestPayload } from '../helpers/payload'
import { ASK_RESET, type Caller, createProfessional, LOGIN, RESET, startAccountsSuite } from './accounts-fixture'

/**
 * Issue 20, "one door per action": a reset request does not break the link the owner already holds. While the
 * account's token is valid and unused, a second request mails the same link (its lifetime renewed); once used or
 * expired, the next request makes a new one.
 */

let t: TestPayload
let call: Caller
let resetRateLimits: () => void
let stop = async () => {}
let ipSeq = 0
const freshIp = () => `198.51.100.${200 + ++ipSeq}`
const NEW_PASSWORD = 'Crepi-Ardoise-Mortier-88'

beforeAll(async () => {
  delete process.env.SMTP_URL
  ;({ t, call, resetRateLimits, stop } = await startAccountsSuite())
}, 120_000)

afterAll(() => stop())

beforeEach(() => resetRateLimits())

/** The tokens of the reset links mailed to `email`, oldest first. */
async function mailedTokens(email: string): Promise<string[]> {
  const { docs } = await t.payload.find({
    collection: 'outbox',
    where: { and: [{ to: { equals: email } }, { template: { equals: 'resetPassword' } }] },
    sort: 'createdAt',
    limit: 10,
  })
  return docs.map((d) => decodeURIComponent(/\?resetToken=([\w%-]+)/.exec(d.text ?? '')?.[1] ?? ''))
}

async function ask(email: string) {
  const r = await call(ASK_RESET, { input: { email } }, { ip: freshIp() })
  expect(r.body.errors).toBeUndefined()
}

async function storedExpiry(id: number | string): Promise<number> {
  const doc = await t.payload.findByID({ collection: 'professional-users', id, showHiddenFields: true })
  return Date.parse(doc.resetPasswordExpiration ?? '')
}

describe('reset tokens', () => {
  it('mails the same link again while it is valid and unused, and it still works', async () => {
    const pro = await createProfessional(t, 'reset')
    await ask(pro.email)
    const firstExpiry = await storedExpiry(pro.id)
    await ask(pro.email)
    const [first, second] = await mailedTokens(pro.email)
    expect(first).toMatch(/^[0-9a-f]{40}$/)
    expect(second).toBe(first)
    // Renewed: the second mail's "valid one hour" holds.
    expect(await storedExpiry(pro.id)).toBeGreaterThanOrEqual(firstExpiry)

    const reset = await call(
      RESET,
      { input: { token: first, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } },
      { ip: freshIp() },
    )
    expect(reset.body.errors).toBeUndefined()
    const signedIn = await call(LOGIN, { input: { email: pro.email, password: NEW_PASSWORD } }, { ip: freshIp() })
    expect(signedIn.body.errors).toBeUndefined()
  })

  it('lets the link be used from an address that has asked for links until refused', async () => {
    const pro = await createProfessional(t, 'reset-office')
    const office = freshIp()
    const codes: Array<string | undefined> = []
    for (let i = 0; i < 11; i++) {
      const r = await call(ASK_RESET, { input: { email: `colleague-${i}.${t.runId}@reset.example` } }, { ip: office })
      codes.push(r.body.errors?.[0]?.extensions?.code)
    }
    expect(codes.at(-1)).toBe('RATE_LIMITED')
    await ask(pro.email)
    const [token] = await mailedTokens(pro.email)
    const input = { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }
    expect((await call(RESET, { input }, { ip: office })).body.errors).toBeUndefined()
  })

  it('makes a new token once the last one was used', async () => {
    const pro = await createProfessional(t, 'reset')
    await ask(pro.email)
    const [used] = await mailedTokens(pro.email)
    const reset = await call(
      RESET,
      { input: { token: used, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD } },
      { ip: freshIp() },
    )
    expect(reset.body.errors).toBeUndefined()
    await ask(pro.email)
    const [, fresh] = await mailedTokens(pro.email)
    expect(fresh).toMatch(/^[0-9a-f]{40}$/)
    expect(fresh).not.toBe(used)
    const again = await call(
      RESET,
      { input: { token: used, password: 'Autre-Enduit-Chaux-99', passwordConfirmation: 'Autre-Enduit-Chaux-99' } },
      { ip: freshIp() },
    )
    expect(again.body.errors?.[0]?.extensions?.code).toBe('INVALID_TOKEN')
  })

  it('makes a new token once the last one expired', async () => {
    const pro = await createProfessional(t, 'reset')
    await ask(pro.email)
    await t.payload.update({
      collection: 'professional-users',
      id: pro.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1_000).toISOString() },
    })
    await ask(pro.email)
    const [expired, fresh] = await mailedTokens(pro.email)
    expect(fresh).toMatch(/^[0-9a-f]{40}$/)
    expect(fresh).not.toBe(expired)
  })
})
