import { RateLimiterRedis, RateLimiterRes, type RateLimiterStoreAbstract as StoreAbstract } from 'rate-limiter-flexible'
import { AppError, httpStatus, isAppError } from '@/domain/errors'
import { rateLimitRefusals } from './metrics'
import { redisClient } from './redis'

/**
 * Limits on public writes and sign-in, per client address and per e-mail. In Redis when REDIS_URL is set, so every
 * instance counts together; in memory otherwise (one process counts its own traffic). Points are consumed before the
 * work, so a burst of failures and successes counts alike.
 */
const LIMITS = {
  loginByIp: { points: 30, duration: 15 * 60 },
  askResetByIp: { points: 10, duration: 60 * 60 },
  askResetByEmail: { points: 3, duration: 60 * 60 },
  // Setting the new password from a mailed link: its own count, so that asking for links never blocks using one.
  resetByIp: { points: 20, duration: 60 * 60 },
  // Staff sign-in and reset through Payload's REST (/api/users/login, /forgot-password; src/services/accounts/rest-door.ts).
  staffLoginByIp: { points: 20, duration: 15 * 60 },
  staffResetByIp: { points: 10, duration: 60 * 60 },
  staffResetByEmail: { points: 3, duration: 60 * 60 },
  registerByIp: { points: 10, duration: 60 * 60 },
  // Refused registrations (each may answer EXISTING_EMAIL): as many as before accepted ones were counted apart.
  registerRefusedByIp: { points: 10, duration: 60 * 60 },
  addressByIp: { points: 120, duration: 60 },
  // Site-search suggestions as one types (one call a pause in typing): far more than a person asks, bounded for a script.
  searchByIp: { points: 300, duration: 60 },
  // Pages rendered for every request (src/lib/render-limit.ts) and the directory's GraphQL search: a person clicking
  // through searches asks a few a minute; one address past this would keep the server rendering for it alone.
  renderByIp: { points: 120, duration: 60 },
  // the client's actions on a follow-up link (withdraw): a handful is all a real client needs
  followUpByIp: { points: 20, duration: 60 * 60 },
  // Configurator projects e-mailed by a professional, to any address: bounded against abuse.
  projectEmailByUser: { points: 20, duration: 60 * 60 },
  // Anyone can open a professional account and mail a project to any address: per address too, so that accounts
  // opened from one connection (ten an hour) do not add up to hundreds of mails.
  projectEmailByIp: { points: 30, duration: 60 * 60 },
  // Visualiser pictures saved (each stores a photo): a person saves a handful an hour, a script is stopped.
  visualiserSaveByIp: { points: 20, duration: 60 * 60 },
  // A signed-in professional's saves count on their account, not on an office's shared address.
  visualiserSaveByUser: { points: 60, duration: 60 * 60 },
  // A visitor's saved picture is mailed to the address they give: few mails to one address, whoever asks.
  visualiserMailByEmail: { points: 3, duration: 60 * 60 },
  contactByIp: { points: 5, duration: 60 * 60 },
  // Refused calls of the public forms (invalid input, a professional that does not match…), counted apart from the
  // accepted ones (limitedWrite below): a mistake never uses up the messages, a flood of refusals still stops.
  contactRefusedByIp: { points: 20, duration: 60 * 60 },
  estimateRefusedByIp: { points: 30, duration: 60 * 60 },
  colorFinderRefusedByIp: { points: 30, duration: 60 * 60 },
  // Quotation requests, and the photos of the wizard (one point per photo, whatever the calls; ten a request).
  estimateByIp: { points: 10, duration: 60 * 60 },
  uploadByIp: { points: 60, duration: 60 * 60 },
  // Photos taken back in the wizard (removeMediaObject): not uploads, counted apart so re-picking never runs out.
  removeUploadByIp: { points: 120, duration: 60 * 60 },
  colorFinderByIp: { points: 10, duration: 60 * 60 },
  // Sample codes are short secrets: few guesses per address.
  sampleCodeByIp: { points: 10, duration: 15 * 60 },
  // Site searches counted in the staff's statistics (src/services/search/insight.ts): past this, an address's searches
  // still run but are not counted, so one client cannot push a query up the list.
  searchLogByIp: { points: 30, duration: 10 * 60 },
  // One address counts one query once a day in the statistics (the key is a hash of both, src/services/search/insight.ts).
  searchLogOncePerQuery: { points: 1, duration: 24 * 60 * 60 },
} as const
export type LimitName = keyof typeof LIMITS

/** Milliseconds since the epoch, as Date.now. */
export type Clock = () => number

// The base of the library's store limiters: its types export it, its index (11.4) does not, so it is reached as the
// parent of one that is exported.
const RateLimiterStoreAbstract = Object.getPrototypeOf(RateLimiterRedis) as typeof StoreAbstract

interface StoredCount {
  points: number
  expiresAt: number | null
}

/**
 * A rate-limiter-flexible limiter over a Map that reads time from `clock`. RateLimiterMemory reads Date.now and
 * expires keys with timers, which a test can only wait for; this one lets a test move time instead. Expired keys
 * are dropped when read, and all of them at most once a window, so memory follows the addresses of one window.
 */
export class ClockedMemoryLimiter extends RateLimiterStoreAbstract {
  private readonly counts = new Map<string, StoredCount>()
  private nextSweep = 0

  constructor(
    opts: { keyPrefix: string; points: number; duration: number },
    private readonly clock: Clock = Date.now,
  ) {
    super({ ...opts, storeClient: {}, inMemoryBlockOnConsumed: 0 })
  }

  private live(rlKey: string, now: number): StoredCount | undefined {
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
    const now = this.clock()
    const stored = this.live(rlKey, now)
    const next: StoredCount =
      !stored || forceExpire
        ? { points, expiresAt: msDuration > 0 ? now + msDuration : null }
        : { points: stored.points + points, expiresAt: stored.expiresAt }
    this.counts.set(rlKey, next)
    return Promise.resolve({ ...next })
  }

  _get(rlKey: string): Promise<StoredCount | null> {
    const stored = this.live(rlKey, this.clock())
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

/**
 * A limiter in Redis when REDIS_URL is set (shared by every instance), else in memory. A test that injects a clock
 * always gets memory: Redis keeps its own time. While Redis is unreachable the Redis limiter answers from its memory
 * insurance at once (rejectIfRedisNotReady): each instance then counts alone, and no request waits or fails for it.
 */
export async function createLimiter(
  opts: { keyPrefix: string; points: number; duration: number },
  clock?: Clock,
): Promise<StoreAbstract> {
  const memory = new ClockedMemoryLimiter(opts, clock)
  const client = clock ? null : await redisClient()
  if (!client) return memory
  return new RateLimiterRedis({
    ...opts,
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

/** The injected clock of tests; undefined for real time. */
let clock: Clock | undefined
const limiters = new Map<LimitName, Promise<StoreAbstract>>()

function limiter(name: LimitName): Promise<StoreAbstract> {
  let l = limiters.get(name)
  if (!l) {
    l = createLimiter({ keyPrefix: name, ...LIMITS[name] }, clock)
    limiters.set(name, l)
  }
  return l
}

/** Takes `points` (one by default) for `key` under `name`; throws RATE_LIMITED when not enough are left. */
export async function consume(name: LimitName, key: string, points = 1): Promise<void> {
  try {
    await (await limiter(name)).consume(key.toLowerCase(), points)
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      rateLimitRefusals.inc({ limit: name })
      throw new AppError('RATE_LIMITED', `Too many requests; retry in ${Math.ceil(error.msBeforeNext / 1000)} s`)
    }
    throw error
  }
}

/** The count of refused calls that goes with each limit of accepted public writes. */
const REFUSALS = {
  contactByIp: 'contactRefusedByIp',
  estimateByIp: 'estimateRefusedByIp',
  colorFinderByIp: 'colorFinderRefusedByIp',
  registerByIp: 'registerRefusedByIp',
} as const satisfies Partial<Record<LimitName, LimitName>>

/** Whether an error is the caller's refusal (a 4xx of the catalogue) rather than our failure or a limit. */
function isRefusal(error: unknown): boolean {
  if (!isAppError(error) || error.code === 'RATE_LIMITED') return false
  const status = httpStatus(error.code)
  return typeof status === 'number' && status >= 400 && status < 500
}

/**
 * A rate-limited public write (issue 22: the contact form's five an hour stored four). Only accepted writes count
 * under `name`: a point is taken before the work (so writes sent at once cannot pass together) and given back when
 * the work fails, or when it answers another submission's stored result (`unspent`, for an idempotent replay that
 * arrived while the first was being written; replays of a committed one are answered before this). A refused call
 * (a 4xx of the catalogue: invalid input, a mismatch) counts under the limit's own, higher count of refusals instead;
 * once that is used up, the address is refused outright (RATE_LIMITED) until its window ends. Our own failures
 * (database down…) count nowhere.
 */
export async function limitedWrite<T>(
  name: keyof typeof REFUSALS,
  key: string,
  work: (unspent: () => void) => Promise<T>,
): Promise<T> {
  const refusals = REFUSALS[name]
  const refused = await (await limiter(refusals)).get(key.toLowerCase())
  if (refused && refused.consumedPoints >= LIMITS[refusals].points) {
    rateLimitRefusals.inc({ limit: refusals })
    throw new AppError(
      'RATE_LIMITED',
      `Too many refused requests; retry in ${Math.ceil(refused.msBeforeNext / 1000)} s`,
    )
  }
  await consume(name, key)
  let spent = true
  try {
    const result = await work(() => {
      spent = false
    })
    if (!spent) await giveBack(name, key)
    return result
  } catch (error) {
    await giveBack(name, key)
    if (isRefusal(error)) await (await limiter(refusals)).penalty(key.toLowerCase(), 1)
    throw error
  }
}

async function giveBack(name: LimitName, key: string): Promise<void> {
  await (await limiter(name)).reward(key.toLowerCase(), 1)
}

/** The turns of `withTurn`, by name: one holder per key at a time. */
const turns = new Map<string, Promise<StoreAbstract>>()

/**
 * Runs `work` while holding the turn of `key` under `name`: one holder at a time per key, in Redis across instances
 * when REDIS_URL is set, in memory otherwise (as the limits). A caller finding the turn taken waits for it (polling,
 * up to `waitMs`, then RATE_LIMITED); the turn is given back when `work` ends, and expires after `holdSeconds` should
 * its holder die. For short checks-then-writes that must not interleave (count the stored photos of an upload key,
 * then store): keep `work` well under `holdSeconds`.
 */
export async function withTurn<T>(
  name: string,
  key: string,
  work: () => Promise<T>,
  { holdSeconds = 30, waitMs = 30_000 }: { holdSeconds?: number; waitMs?: number } = {},
): Promise<T> {
  let l = turns.get(name)
  if (!l) {
    l = createLimiter({ keyPrefix: `turn:${name}`, points: 1, duration: holdSeconds }, clock)
    turns.set(name, l)
  }
  const turn = await l
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      await turn.consume(key)
      break
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      if (Date.now() >= deadline) throw new AppError('RATE_LIMITED', 'Busy; retry in a moment')
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 20))
    }
  }
  try {
    return await work()
  } finally {
    await turn.delete(key)
  }
}

/** Forgets every count kept in memory (tests; counts in Redis are the test's database to flush). */
export function resetRateLimits(): void {
  limiters.clear()
  turns.clear()
}

/**
 * Tests: the limits read time from `now` and start with no counts, so a test moves its clock past a window instead
 * of sleeping; they count in memory then, even with REDIS_URL. Without `now`, real time (and Redis when set).
 */
export function setRateLimitClock(now?: Clock): void {
  clock = now
  limiters.clear()
  turns.clear()
}

/**
 * The client's address: the last X-Forwarded-For hop. Safe because the production server (scripts/server.js,
 * which every `npm start`, script and end-to-end run goes through) replaces X-Forwarded-For on every request by the
 * one address it resolved: the socket's, or, when the socket is one of TRUSTED_PROXIES, the nearest hop those
 * proxies reported. Whatever a client writes in the header never reaches here. `next start` alone would keep a
 * client-sent header (it fills it from the socket only when absent), so it must not serve production.
 * Tests that call a route handler directly pass the header as that server would have written it.
 */
export function clientAddress(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
  return limitKeyOf(hops.at(-1) ?? headers.get('x-real-ip') ?? 'unknown')
}

/**
 * The key an address counts under: an IPv4 address as it is, an IPv6 address by its /64 network. A single
 * IPv6 subscriber usually holds a whole /64 and could take a new address for every request.
 */
export function limitKeyOf(address: string): string {
  if (!address.includes(':')) return address
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  if (groups.length < 4) return address
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`
}

/** Whether an address's key is the host's own: 127.0.0.0/8, or ::1 as limitKeyOf counts it. */
const isHost = (key: string) => key.startsWith('127.') || key === limitKeyOf('::1')

/**
 * Counts one page rendered for a request, or one directory search through GraphQL, for a client address (the key
 * clientAddress gives); throws RATE_LIMITED past `renderByIp`. The host itself never counts: its health checks,
 * benchmarks and tests, or every visitor at once if a reverse proxy on it were left out of TRUSTED_PROXIES.
 */
export async function countRender(address: string): Promise<void> {
  if (isHost(address)) return
  await consume('renderByIp', address)
}

/** Resolves no sooner than `ms` after it started: answers take the same time whether an account exists. */
export async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    return await work
  } finally {
    const left = ms - (Date.now() - started)
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  }
}
