import { RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible'
import { type Clock, createLimiter } from '@/lib/rate-limit'
import { AppError } from '../core/errors'

/**
 * Sign-in throttling that never locks the owner out (issue 20, item 4). Failures are counted per (account, client
 * address): after FREE_FAILURES for the pair, each further try waits 1, 2, 4 … minutes (MAX_DELAY_MINUTES at most),
 * so an attacker's address slows down while the owner's other addresses are untouched. A softer ceiling per account
 * (ACCOUNT_CEILING failures an hour across every address) bounds a distributed guess: past it, every address waits
after its first failure, while an address that has not failed (the owner's) may still try. Unknown e-mails are counted
 * exactly like known ones, so a refusal tells nothing about whether an account exists. A successful sign-in clears
 * its pair; a password reset clears the account. The same throttle guards the current-password check of the
 * profile (a stolen session cannot brute-force it).
 *
 * Counters live where the rate limits' do (src/lib/rate-limit.ts): in Redis when REDIS_URL is set, so every instance
 * counts the same failures; in memory otherwise, and always with an injected clock (tests move time, not sleep).
 */

export const FREE_FAILURES = 5
export const MAX_DELAY_MINUTES = 60
export const ACCOUNT_CEILING = 100
/** How long a pair's failures are remembered after its first one. */
const PAIR_MEMORY_S = 24 * 60 * 60
const ACCOUNT_WINDOW_S = 60 * 60

/** The wait after the n-th failure of a pair (n counted from 1): none, then 1, 2, 4 … minutes, capped. */
export function delayAfterFailure(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_MINUTES) * 60_000
}

/** The answer to any refused try: the same code and message whether the e-mail has an account or not. */
export function tooManyAttempts(): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts; reset the password or retry later')
}

/**
 * How long a pair's turn is held at most: a try is being checked. Released when it ends; the bound only frees the
 * turn of a process that died mid-check.
 */
const TURN_S = 30

interface Counters {
  /** One try of a pair at a time: tries sent at once were all checked before any failure was counted. */
  turns: RateLimiterStoreAbstract
  pairFailures: RateLimiterStoreAbstract
  /** A key here means "wait": its expiry is the moment the pair may try again. */
  pairWaits: RateLimiterStoreAbstract
  accountFailures: RateLimiterStoreAbstract
}

export class LoginThrottle {
  private readonly counters: Promise<Counters>

  /** `clock`: tests' injected time (the counters then stay in memory); real time when omitted. */
  constructor(clock?: Clock) {
    this.counters = Promise.all([
      createLimiter({ keyPrefix: 'loginTurn', points: 1, duration: TURN_S }, clock),
      createLimiter({ keyPrefix: 'loginPair', points: Number.MAX_SAFE_INTEGER, duration: PAIR_MEMORY_S }, clock),
      createLimiter({ keyPrefix: 'loginWait', points: 0, duration: 1 }, clock),
      createLimiter({ keyPrefix: 'loginAccount', points: ACCOUNT_CEILING, duration: ACCOUNT_WINDOW_S }, clock),
    ]).then(([turns, pairFailures, pairWaits, accountFailures]) => ({
      turns,
      pairFailures,
      pairWaits,
      accountFailures,
    }))
  }

  private static pair(email: string, address: string): string {
    return `${email.trim().toLowerCase()}|${address}`
  }

  private static account(email: string): string {
    return email.trim().toLowerCase()
  }

  /** Milliseconds before this (account, address) may try again; 0 when it may try now. */
  async waitFor(email: string, address: string): Promise<number> {
    const { pairWaits } = await this.counters
    const wait = await pairWaits.get(LoginThrottle.pair(email, address))
    return wait && wait.msBeforeNext > 0 ? wait.msBeforeNext : 0
  }

  /**
   * Takes the pair's turn for one try; throws TOO_MANY_ATTEMPTS when the pair must wait, or while another try of the
   * same pair is being checked (atomic, in Redis across instances: tries sent at once could otherwise all pass before
   * the first failure was counted). The caller records the outcome (`success`, `failure`), then `release`s the turn.
   */
  async check(email: string, address: string): Promise<void> {
    const { turns } = await this.counters
    const key = LoginThrottle.pair(email, address)
    try {
      await turns.consume(key)
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyAttempts()
      throw error
    }
    if ((await this.waitFor(email, address)) > 0) {
      await turns.delete(key)
      throw tooManyAttempts()
    }
  }

  /** Gives the pair's turn back (after the outcome was recorded, or when the try ended otherwise). */
  async release(email: string, address: string): Promise<void> {
    const { turns } = await this.counters
    await turns.delete(LoginThrottle.pair(email, address))
  }

  /**
   * Counts a failed try of the pair and of the account. Past the account's ceiling an address has no free failures
   * left: its first failure already makes it wait. The ceiling never refuses an address that has not failed, so the
   * owner, at home, still signs in while many addresses guess (a hard ceiling let 22 addresses lock them out).
   */
  async failure(email: string, address: string): Promise<void> {
    const { pairFailures, pairWaits, accountFailures } = await this.counters
    const key = LoginThrottle.pair(email, address)
    const [pair, account] = await Promise.all([
      pairFailures.penalty(key, 1),
      accountFailures.penalty(LoginThrottle.account(email), 1),
    ])
    const beyondCeiling = account.consumedPoints >= ACCOUNT_CEILING
    const delay = delayAfterFailure(beyondCeiling ? Math.max(pair.consumedPoints, FREE_FAILURES) : pair.consumedPoints)
    if (delay > 0) await pairWaits.set(key, 1, delay / 1000)
  }

  /** A successful sign-in: the pair starts afresh (the account's hourly count stays). */
  async success(email: string, address: string): Promise<void> {
    const { pairFailures, pairWaits } = await this.counters
    const key = LoginThrottle.pair(email, address)
    await Promise.all([pairFailures.delete(key), pairWaits.delete(key)])
  }

  /** A password reset: the owner proved they hold the mailbox, the account's ceiling starts afresh. */
  async clearAccount(email: string): Promise<void> {
    const { accountFailures } = await this.counters
    await accountFailures.delete(LoginThrottle.account(email))
  }
}

let current: LoginThrottle | undefined

/** The process's throttle, made on first use (its counters may connect to Redis). */
export function loginThrottle(): LoginThrottle {
  current ??= new LoginThrottle()
  return current
}

/** Replaces the throttle (tests: a fresh one, or one with an injected clock); returns the new one. */
export function resetLoginThrottle(clock?: Clock): LoginThrottle {
  current = new LoginThrottle(clock)
  return current
}
