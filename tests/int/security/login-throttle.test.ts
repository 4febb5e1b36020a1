import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import fr from '../../../messages/fr.json'
import nl from '../../../messages/nl.json'
import type { TestPayload } from '../helpers/payload'
import { type Caller, createProfessional, LOGIN, PASSWORD, startAccountsSuite } from './accounts-fixture'

/**
 * Issue 20, "lockout without denial of service or enumeration": sign-in is throttled per (account, address) with
 * growing waits and per account with a softer hourly ceiling, never by locking the account; the owner signs in from
 * another address while an attacker's address waits; every refusal answers alike for known and unknown e-mails.
 * Time is the throttle's injected clock: nothing here sleeps.
 */

type Throttle = import('@/services/accounts/login-throttle').LoginThrottle

let t: TestPayload
let call: Caller
let resetRateLimits: () => void
let resetLoginThrottle: (clock?: () => number) => Throttle
let throttle: Throttle
let now = 0
let ipSeq = 0
const freshIp = () => `198.51.100.${++ipSeq}`
const MINUTE = 60_000

const codeOf = (r: Awaited<ReturnType<Caller>>) => r.body.errors?.[0]?.extensions?.code
const messageOf = (r: Awaited<ReturnType<Caller>>) => r.body.errors?.[0]?.message
const login = (email: string, password: string, ip: string) => call(LOGIN, { input: { email, password } }, { ip })

let stop = async () => {}

beforeAll(async () => {
  ;({ t, call, resetRateLimits, resetLoginThrottle, stop } = await startAccountsSuite())
}, 120_000)

afterAll(() => stop())

beforeEach(() => {
  resetRateLimits()
  now = Date.parse('2026-11-25T10:00:00Z')
  throttle = resetLoginThrottle(() => now)
})

describe('per account and address', () => {
  it('keeps an attacker’s address waiting while the owner signs in from theirs', async () => {
    const owner = await createProfessional(t, 'throttle')
    const attacker = freshIp()
    for (let i = 0; i < 5; i++)
      expect(codeOf(await login(owner.email, `Wrong-${i}-guess`, attacker))).toBe('BAD_CREDENTIALS')
    const refused = await login(owner.email, PASSWORD, attacker)
    expect(codeOf(refused)).toBe('TOO_MANY_ATTEMPTS')
    expect(refused.response.headers.getSetCookie()).toEqual([])

    const signedIn = await login(owner.email, PASSWORD, freshIp())
    expect(signedIn.body.errors).toBeUndefined()
    expect(signedIn.body.data).toMatchObject({ loginProfessionalUser: { professionalUser: { id: String(owner.id) } } })
  })

  it('makes each further try wait 1, 2, 4 … minutes, and a success starts the pair afresh', async () => {
    const owner = await createProfessional(t, 'throttle')
    const ip = freshIp()
    for (let i = 0; i < 5; i++) await login(owner.email, `Wrong-${i}-guess`, ip)
    expect(codeOf(await login(owner.email, PASSWORD, ip))).toBe('TOO_MANY_ATTEMPTS')

    now += MINUTE - 1_000
    expect(codeOf(await login(owner.email, PASSWORD, ip))).toBe('TOO_MANY_ATTEMPTS')
    now += 1_000
    // The 6th failure: the next try waits 2 minutes.
    expect(codeOf(await login(owner.email, 'Wrong-6-guess', ip))).toBe('BAD_CREDENTIALS')
    now += MINUTE
    expect(codeOf(await login(owner.email, PASSWORD, ip))).toBe('TOO_MANY_ATTEMPTS')
    now += MINUTE
    // The 7th: 4 minutes.
    expect(codeOf(await login(owner.email, 'Wrong-7-guess', ip))).toBe('BAD_CREDENTIALS')
    expect(await throttle.waitFor(owner.email, ip)).toBe(4 * MINUTE)
    now += 4 * MINUTE

    expect((await login(owner.email, PASSWORD, ip)).body.errors).toBeUndefined()
    // Afresh: a mistyped password is an ordinary failure again, with no wait after it.
    expect(codeOf(await login(owner.email, 'Typo-in-password', ip))).toBe('BAD_CREDENTIALS')
    expect(await throttle.waitFor(owner.email, ip)).toBe(0)
  })

  it('checks one try of a pair at a time: twenty sent at once count no more than one after another', async () => {
    const owner = await createProfessional(t, 'throttle')
    const ip = freshIp()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(owner.email, `Wrong-${i}-guess`, ip)))
    const codes = answers.map(codeOf)
    // Without turns, all twenty were checked before the first failure was counted (attacker review: the password
    // was found among 25 parallel guesses despite the ceiling). Now the others are refused while one is checked.
    const checked = codes.filter((c) => c === 'BAD_CREDENTIALS').length
    expect(checked).toBeGreaterThanOrEqual(1)
    expect(checked).toBeLessThanOrEqual(5)
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(20 - checked)
    // Each turn was given back: the next try, alone, is checked as usual (a wait only after five failures).
    expect(codeOf(await login(owner.email, 'Wrong-again-guess', ip))).toBe(
      checked < 5 ? 'BAD_CREDENTIALS' : 'TOO_MANY_ATTEMPTS',
    )
    // Another address of the owner is not affected by those turns.
    expect((await login(owner.email, PASSWORD, freshIp())).body.errors).toBeUndefined()
  })

  it('caps the wait at an hour', async () => {
    const ip = freshIp()
    const email = `capped.${t.runId}-x@example.be`
    for (let i = 0; i < 20; i++) await throttle.failure(email, ip)
    expect(await throttle.waitFor(email, ip)).toBe(60 * MINUTE)
  })
})

describe('per account, from every address', () => {
  it('past 100 failures in an hour, makes each address wait from its first failure, never the owner', async () => {
    const owner = await createProfessional(t, 'throttle')
    // A distributed guess: 100 addresses, one failure each (recorded as the sign-in does, without 100 hashes).
    for (let i = 0; i < 100; i++) await throttle.failure(owner.email, `203.0.113.${i}`)
    // A new guessing address has one try, then waits; an address that guessed before waits too.
    const guesser = freshIp()
    expect(codeOf(await login(owner.email, 'Wrong-Guess-2026', guesser))).toBe('BAD_CREDENTIALS')
    expect(codeOf(await login(owner.email, 'Wrong-Guess-2027', guesser))).toBe('TOO_MANY_ATTEMPTS')
    expect(codeOf(await login(owner.email, PASSWORD, guesser))).toBe('TOO_MANY_ATTEMPTS')
    expect(codeOf(await login(owner.email, 'Wrong-Guess-2028', '203.0.113.7'))).toBe('BAD_CREDENTIALS')
    expect(codeOf(await login(owner.email, 'Wrong-Guess-2029', '203.0.113.7'))).toBe('TOO_MANY_ATTEMPTS')
    // The owner, at home, is not locked out.
    expect((await login(owner.email, PASSWORD, freshIp())).body.errors).toBeUndefined()
    now += MINUTE
    expect((await login(owner.email, PASSWORD, guesser)).body.errors).toBeUndefined()
  })
})

describe('known and unknown e-mails answer alike', () => {
  it('gives the same code and message to a wrong password and an unknown e-mail, in comparable time', async () => {
    const owner = await createProfessional(t, 'throttle')
    const unknown = `nobody.${t.runId}-0@example.be`
    const ip = freshIp()
    // Alternated, so a slower moment of the machine falls on both.
    const known: number[] = []
    const ghost: number[] = []
    for (let i = 0; i < 3; i++) {
      const a = await login(owner.email, `Wrong-${i}-guess`, ip)
      const b = await login(unknown, `Wrong-${i}-guess`, ip)
      expect([codeOf(a), codeOf(b)]).toEqual(['BAD_CREDENTIALS', 'BAD_CREDENTIALS'])
      expect(messageOf(a)).toBe(messageOf(b))
      known.push(a.ms)
      ghost.push(b.ms)
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[1] ?? 0
    expect(Math.min(...known, ...ghost)).toBeGreaterThanOrEqual(395)
    expect(Math.abs(median(known) - median(ghost))).toBeLessThan(250)
  })

  it('throttles an unknown e-mail exactly like a known one: same code, same message', async () => {
    const owner = await createProfessional(t, 'throttle')
    const unknown = `nobody.${t.runId}-1@example.be`
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      await throttle.failure(owner.email, ip)
      await throttle.failure(unknown, ip)
    }
    const a = await login(owner.email, PASSWORD, ip)
    const b = await login(unknown, PASSWORD, ip)
    expect([codeOf(a), codeOf(b)]).toEqual(['TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS'])
    expect(messageOf(a)).toBe(messageOf(b))
  })

  it('points the throttled answer to password reset in both languages', () => {
    expect(fr.Validation.TOO_MANY_ATTEMPTS).toMatch(/réinitialisez votre mot de passe/)
    expect(nl.Validation.TOO_MANY_ATTEMPTS).toMatch(/wachtwoord opnieuw/)
    expect(fr.Accounts.login.resetAfterThrottle).toBeTruthy()
    expect(nl.Accounts.login.resetAfterThrottle).toBeTruthy()
  })
})
