import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { AppError } from '@/services/errors'

/**
 * Limits on public writes and sign-in, per client address and per e-mail. In memory: one instance counts
 * its own traffic (see docs/deployment.md for several instances). Points are consumed before the work,
 * so a burst of failures and successes counts alike.
 */
const LIMITS = {
  loginByIp: { points: 30, duration: 15 * 60 },
  loginByEmail: { points: 10, duration: 15 * 60 },
  askResetByIp: { points: 10, duration: 60 * 60 },
  askResetByEmail: { points: 3, duration: 60 * 60 },
  registerByIp: { points: 10, duration: 60 * 60 },
  addressByIp: { points: 120, duration: 60 },
  // Configurator projects e-mailed by a professional, to any address: bounded against abuse.
  projectEmailByUser: { points: 20, duration: 60 * 60 },
  contactByIp: { points: 5, duration: 60 * 60 },
  // Quotation requests, and the photo uploads of the wizard (one call per photo, ten photos a request).
  estimateByIp: { points: 10, duration: 60 * 60 },
  uploadByIp: { points: 60, duration: 60 * 60 },
  colorFinderByIp: { points: 10, duration: 60 * 60 },
  // Sample codes are short secrets: few guesses per address.
  sampleCodeByIp: { points: 10, duration: 15 * 60 },
} as const
export type LimitName = keyof typeof LIMITS

const limiters = new Map<LimitName, RateLimiterMemory>()

function limiter(name: LimitName): RateLimiterMemory {
  let l = limiters.get(name)
  if (!l) {
    l = new RateLimiterMemory({ keyPrefix: name, ...LIMITS[name] })
    limiters.set(name, l)
  }
  return l
}

/** Takes one point for `key` under `name`; throws RATE_LIMITED when none is left. */
export async function consume(name: LimitName, key: string): Promise<void> {
  try {
    await limiter(name).consume(key.toLowerCase())
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new AppError('RATE_LIMITED', `Too many requests; retry in ${Math.ceil(error.msBeforeNext / 1000)} s`)
    }
    throw error
  }
}

/** Forgets every count (tests). */
export function resetRateLimits(): void {
  limiters.clear()
}

/**
 * The client's address: the last X-Forwarded-For hop, which the reverse proxy in front (deploy/nginx.conf)
 * appends and a client cannot forge; Next itself fills the header from the socket when it is absent.
 */
export function clientAddress(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
  return hops.at(-1) ?? headers.get('x-real-ip') ?? 'unknown'
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
