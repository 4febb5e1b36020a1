import { afterEach, describe, expect, it } from 'vitest'
import {
  ClockedMemoryLimiter,
  clientAddress,
  consume,
  limitKeyOf,
  resetRateLimits,
  setRateLimitClock,
} from '@/lib/rate-limit'

let now = Date.UTC(2026, 0, 1)
const clock = () => now

afterEach(() => setRateLimitClock())

async function codeOf(work: Promise<void>): Promise<string | undefined> {
  try {
    await work
    return undefined
  } catch (error) {
    return (error as { code?: string }).code
  }
}

describe('the rate limits with an injected clock', () => {
  it('refuses past the limit until the window has passed on the clock, without waiting', async () => {
    setRateLimitClock(clock)
    // contactByIp: 5 an hour.
    for (let i = 0; i < 5; i++) expect(await codeOf(consume('contactByIp', '203.0.113.1'))).toBeUndefined()
    expect(await codeOf(consume('contactByIp', '203.0.113.1'))).toBe('RATE_LIMITED')
    // Another address, another count; the same one in another case, the same count.
    expect(await codeOf(consume('contactByIp', '203.0.113.2'))).toBeUndefined()
    now += 59 * 60 * 1000
    expect(await codeOf(consume('contactByIp', '203.0.113.1'))).toBe('RATE_LIMITED')
    now += 60 * 1000
    expect(await codeOf(consume('contactByIp', '203.0.113.1'))).toBeUndefined()
  })

  it('counts e-mails without regard to case, and forgets every count on reset', async () => {
    setRateLimitClock(clock)
    for (let i = 0; i < 3; i++) await consume('askResetByEmail', 'Julie@Example.test')
    expect(await codeOf(consume('askResetByEmail', 'julie@example.test'))).toBe('RATE_LIMITED')
    resetRateLimits()
    expect(await codeOf(consume('askResetByEmail', 'julie@example.test'))).toBeUndefined()
  })

  it('says in the message when to retry, from the injected clock', async () => {
    setRateLimitClock(clock)
    for (let i = 0; i < 10; i++) await consume('sampleCodeByIp', '198.51.100.3')
    now += 5 * 60 * 1000
    await expect(consume('sampleCodeByIp', '198.51.100.3')).rejects.toThrow('retry in 600 s')
  })

  it('gives a limiter of the library’s API over the clock (get, penalty, delete), dropping expired keys', async () => {
    const limiter = new ClockedMemoryLimiter({ keyPrefix: 't', points: 2, duration: 60 }, clock)
    await limiter.consume('a')
    await limiter.penalty('a', 1)
    expect((await limiter.get('a'))?.consumedPoints).toBe(2)
    await expect(limiter.consume('a')).rejects.toMatchObject({ remainingPoints: 0 })
    now += 61_000
    expect(await limiter.get('a')).toBeNull()
    await limiter.consume('b')
    expect(await limiter.delete('b')).toBe(true)
    expect(await limiter.get('b')).toBeNull()
  })
})

describe('the address a limit counts', () => {
  it('counts an IPv6 client by its /64 network, whatever the spelling, and IPv4 as it is', () => {
    const of = (xff: string) => clientAddress(new Headers({ 'x-forwarded-for': xff }))
    expect(of('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(of('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64')
    expect(of('2001:db8:1:3::1')).not.toBe(of('2001:db8:1:2::1'))
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64')
    expect(limitKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(of('198.51.100.7')).toBe('198.51.100.7')
    expect(of('')).toBe('unknown')
  })
})
