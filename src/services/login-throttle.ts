import { RateLimiterRedis, RateLimiterRes, type RateLimiterStoreAbstract as StoreAbstract } from 'rate-limiter-flexible'
import { AppError } from './errors'

/**
 * Sign-in throttling that never locks the owner out (issue 20, item 4). Failures are counted per (account, client
 * address): after FREE_FAILURES for the pair, each further try waits 1, 2, 4 … minutes (MAX_DELAY_MINUTES at most),
 * so an attacker's address slows down while the owner's other addresses are untouched. A softer ceiling per account
 * (ACCOUNT_CEILING failures an hour across every address) bounds a distributed guess. Unknown e-mails are counted
 * exactly like known ones, so a refusal tells nothing about whether an account exists. A successful sign-in clears
 * its pair; a password reset clears the account. The same throttle guards the current-password check of the
 * profile (a stolen session cannot brute-force it).
 *
 * Counters live in memory (one instance counts its own traffic, like src/lib/rate-limit.ts), in
 * rate-limiter-flexible limiters whose store reads an injectable clock: tests move time instead of sleeping.
 */

export const FREE_FAILURES = 5
export const MAX_DELAY_MINUTES = 60
export const ACCOUNT_CEILING = 100
/** How long a pair's failures are remembered after its last one. */
const PAIR_MEMORY_S = 24 * 60 * 60
const ACCOUNT_WINDOW_S = 60 * 60

export type Clock = () => number

// The library's base of store limiters: its types export it, its index (11.4) does not; reached as a parent.
const RateLimiterStoreAbstract = Object.getPrototypeOf(RateLimiterRedis) as typeof StoreAbstract

interface StoredCount {
  points: number
  expiresAt: number | null
}

/**
 * A rate-limiter-flexible limiter over a Map that reads time from `clock` (RateLimiterMemory reads Date.now and
 * expires keys with timers, which a test can only wait for).
 */
class ClockedMemoryLimiter extends RateLimiterStoreAbstract {
  private readonly counts = new Map<string, StoredCount>()

  constructor(
    opts: { keyPrefix: string; points: number; duration: number },
    private readonly clock: Clock,
  ) {
    super({ ...opts, storeClient: {}, inMemoryBlockOnConsumed: 0 })
  }

  private nextSweep = 0

  private live(rlKey: string): StoredCount | undefined {
    const now = this.clock()
    // Expired keys go at most once a window, so memory follows the keys of one window.
    if (now >= this.nextSweep) {
      for (const [key, stored] of this.counts)
        if (stored.expiresAt !== null && stored.expiresAt <= now) this.counts.delete(key)
      this.nextSweep = now + this.duration * 1000
    }
    const stored = this.counts.get(rlKey)
    if (stored && stored.expiresAt !== null && stored.expiresAt <= now) {
      this.counts.delete(rlKey)
      return undefined
    }
    return stored
  }

  _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<StoredCount> {
    const stored = this.live(rlKey)
    const next: StoredCount =
      !stored || forceExpire
        ? { points, expiresAt: msDuration > 0 ? this.clock() + msDuration : null }
        : { points: stored.points + points, expiresAt: stored.expiresAt }
    this.counts.set(rlKey, next)
    return Promise.resolve({ ...next })
  }

  _get(rlKey: string): Promise<StoredCount | null> {
    const stored = this.live(rlKey)
    return Promise.resolve(stored ? { ...stored } : null)
  }

  _delete(rlKey: string): Promise<boolean> {
    return Promise.resolve(this.counts.delete(rlKey))
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, stored: StoredCount): RateLimiterRes {
    const msBeforeNext = stored.expiresAt === null ? -1 : Math.max(stored.expiresAt - this.clock(), 0)
    return new RateLimiterRes(
      Math.max(this.points - stored.points, 0),
      msBeforeNext,
      stored.points,
      stored.points === changedPoints,
    )
  }
}

/** The wait after the n-th failure of a pair (n counted from 1): none, then 1, 2, 4 … minutes, capped. */
export function delayAfterFailure(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_MINUTES) * 60_000
}

/** The answer to any refused try: the same code and message whether the e-mail has an account or not. */
export function tooManyAttempts(): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts; reset the password or retry later')
}

export class LoginThrottle {
  private readonly pairFailures: ClockedMemoryLimiter
  /** A key here means "wait": its expiry is the moment the pair may try again. */
  private readonly pairWaits: ClockedMemoryLimiter
  private readonly accountFailures: ClockedMemoryLimiter

  constructor(readonly clock: Clock = Date.now) {
    this.pairFailures = new ClockedMemoryLimiter(
      { keyPrefix: 'loginPair', points: Number.MAX_SAFE_INTEGER, duration: PAIR_MEMORY_S },
      clock,
    )
    this.pairWaits = new ClockedMemoryLimiter({ keyPrefix: 'loginWait', points: 0, duration: 1 }, clock)
    this.accountFailures = new ClockedMemoryLimiter(
      { keyPrefix: 'loginAccount', points: ACCOUNT_CEILING, duration: ACCOUNT_WINDOW_S },
      clock,
    )
  }

  private static pair(email: string, address: string): string {
    return `${email.trim().toLowerCase()}|${address}`
  }

  private static account(email: string): string {
    return email.trim().toLowerCase()
  }

  /** Milliseconds before this (account, address) may try again; 0 when it may try now. */
  async waitFor(email: string, address: string): Promise<number> {
    const [wait, account] = await Promise.all([
      this.pairWaits.get(LoginThrottle.pair(email, address)),
      this.accountFailures.get(LoginThrottle.account(email)),
    ])
    const pairMs = wait && wait.msBeforeNext > 0 ? wait.msBeforeNext : 0
    const accountMs = account && account.consumedPoints >= ACCOUNT_CEILING ? Math.max(account.msBeforeNext, 0) : 0
    return Math.max(pairMs, accountMs)
  }

  /** Throws TOO_MANY_ATTEMPTS when the pair must wait or the account reached its ceiling. */
  async check(email: string, address: string): Promise<void> {
    if ((await this.waitFor(email, address)) > 0) throw tooManyAttempts()
  }

  /** Counts a failed try of the pair and of the account. */
  async failure(email: string, address: string): Promise<void> {
    const key = LoginThrottle.pair(email, address)
    const [pair] = await Promise.all([
      this.pairFailures.penalty(key, 1),
      this.accountFailures.penalty(LoginThrottle.account(email), 1),
    ])
    const delay = delayAfterFailure(pair.consumedPoints)
    if (delay > 0) await this.pairWaits.set(key, 1, delay / 1000)
  }

  /** A successful sign-in: the pair starts afresh (the account's hourly count stays). */
  async success(email: string, address: string): Promise<void> {
    const key = LoginThrottle.pair(email, address)
    await Promise.all([this.pairFailures.delete(key), this.pairWaits.delete(key)])
  }

  /** A password reset: the owner proved they hold the mailbox, the account's ceiling starts afresh. */
  async clearAccount(email: string): Promise<void> {
    await this.accountFailures.delete(LoginThrottle.account(email))
  }
}

let current = new LoginThrottle()

/** The process's throttle. */
export function loginThrottle(): LoginThrottle {
  return current
}

/** Replaces the throttle (tests: a fresh one, or one with an injected clock); returns the new one. */
export function resetLoginThrottle(clock: Clock = Date.now): LoginThrottle {
  current = new LoginThrottle(clock)
  return current
}
