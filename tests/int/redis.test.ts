import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * Issue 21, Redis: with REDIS_URL every instance counts the same rate limits and sign-in failures, and a tag that
 * one instance expires in Next's cache is expired for all. An "instance" here is the application's modules loaded
 * afresh (vi.resetModules: limiters and throttle of their own, nothing shared but Redis), or, for the cache, a second
 * Node process. Real Redis,
 * on its own logical database (REDIS_TEST_URL, default db 1), flushed before and after; never REDIS_URL's.
 */

const URL_ = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/1'
const ROOT = path.resolve(__dirname, '../..')
const run = promisify(execFile)

type RateLimit = typeof import('@/lib/rate-limit')
type Throttle = typeof import('@/services/accounts/login-throttle')
type RedisModule = typeof import('@/lib/redis')
interface Instance {
  rate: RateLimit
  throttle: Throttle
  redis: RedisModule
}

const admin = createClient({ url: URL_ })
const instances: Instance[] = []
const savedRedisUrl = process.env.REDIS_URL

/** The application's modules as one more process would load them, with REDIS_URL as given (unset: undefined). */
async function instance(redisUrl: string | undefined): Promise<Instance> {
  vi.resetModules()
  if (redisUrl === undefined) delete process.env.REDIS_URL
  else process.env.REDIS_URL = redisUrl
  const loaded = {
    rate: await import('@/lib/rate-limit'),
    throttle: await import('@/services/accounts/login-throttle'),
    redis: await import('@/lib/redis'),
  }
  instances.push(loaded)
  return loaded
}

async function codeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work
    return undefined
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

beforeAll(async () => {
  await admin.connect()
  await admin.flushDb()
})

afterEach(async () => {
  await Promise.all(instances.splice(0).map((i) => i.redis.closeRedis()))
  if (savedRedisUrl === undefined) delete process.env.REDIS_URL
  else process.env.REDIS_URL = savedRedisUrl
})

afterAll(async () => {
  await admin.flushDb()
  await admin.close()
})

describe('the rate limits with REDIS_URL', () => {
  it('counts the posts of one address on two instances together: the 6th contact message is refused', async () => {
    const a = await instance(URL_)
    const b = await instance(URL_)
    expect(a.rate).not.toBe(b.rate)
    const codes: (string | undefined)[] = []
    // contactByIp: 5 an hour. Ten posts, alternately through each instance.
    for (let i = 0; i < 10; i++) codes.push(await codeOf((i % 2 ? b : a).rate.consume('contactByIp', '203.0.113.9')))
    expect(codes.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(codes.slice(5)).toEqual(Array(5).fill('RATE_LIMITED'))
    // The count is Redis's, under the limit's own name, expiring with its window.
    expect(await admin.get('contactByIp:203.0.113.9')).toBe('10')
    const ttl = await admin.ttl('contactByIp:203.0.113.9')
    expect(ttl).toBeGreaterThan(3500)
    expect(ttl).toBeLessThanOrEqual(3600)
    // Another address has its own count on both.
    expect(await codeOf(b.rate.consume('contactByIp', '203.0.113.10'))).toBeUndefined()
    expect(await (await a.redis.redisClient())?.ping()).toBe('PONG')
    expect(await a.redis.pingRedis()).toBe('up')
  })

  it('counts the sign-in failures of one account and address on two instances together', async () => {
    const a = (await instance(URL_)).throttle.loginThrottle()
    const b = (await instance(URL_)).throttle.loginThrottle()
    const email = 'Julie@Example.test'
    const ip = '198.51.100.20'
    for (let i = 0; i < 4; i++) await (i % 2 ? b : a).failure(email, ip)
    // Four failures: the pair may still try, on either instance, one try at a time: while A checks one, B refuses.
    expect(await codeOf(a.check(email, ip))).toBeUndefined()
    expect(await codeOf(b.check(email, ip))).toBe('TOO_MANY_ATTEMPTS')
    await a.release(email, ip)
    expect(await codeOf(b.check(email, ip))).toBeUndefined()
    await b.release(email, ip)
    // The fifth, on B, makes the pair wait a minute on A as well.
    await b.failure(email.toLowerCase(), ip)
    expect(await codeOf(a.check(email, ip))).toBe('TOO_MANY_ATTEMPTS')
    const wait = await a.waitFor(email, ip)
    expect(wait).toBeGreaterThan(55_000)
    expect(wait).toBeLessThanOrEqual(60_000)
    // The owner's other address is untouched; a success on B clears the pair for A.
    expect(await codeOf(a.check(email, '198.51.100.21'))).toBeUndefined()
    await a.release(email, '198.51.100.21')
    await b.success(email, ip)
    expect(await codeOf(a.check(email, ip))).toBeUndefined()
    await a.release(email, ip)
    expect(await admin.get(`loginAccount:${email.toLowerCase()}`)).toBe('5')
  })

  it('counts in memory when a test injects a clock, even with REDIS_URL', async () => {
    const a = await instance(URL_)
    const now = Date.parse('2026-11-25T10:00:00Z')
    a.rate.setRateLimitClock(() => now)
    for (let i = 0; i < 5; i++) await a.rate.consume('contactByIp', '203.0.113.30')
    expect(await codeOf(a.rate.consume('contactByIp', '203.0.113.30'))).toBe('RATE_LIMITED')
    expect(await admin.exists('contactByIp:203.0.113.30')).toBe(0)
    const throttle = a.throttle.resetLoginThrottle(() => now)
    await throttle.failure('x@example.test', '203.0.113.30')
    expect(await admin.exists('loginPair:x@example.test|203.0.113.30')).toBe(0)
  })

  it('keeps limiting from memory while Redis is unreachable (fails open to per-instance counts)', async () => {
    // Port 1 refuses connections: the client keeps retrying in the background, and after the first use's bounded
    // wait for a connection the limiter answers from its memory insurance instead of queueing for Redis.
    const a = await instance('redis://127.0.0.1:1/1')
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 6; i++) codes.push(await codeOf(a.rate.consume('contactByIp', '203.0.113.40')))
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, 'RATE_LIMITED'])
    expect(await a.redis.pingRedis()).toBe('down')
    const throttle = a.throttle.loginThrottle()
    for (let i = 0; i < 5; i++) await throttle.failure('y@example.test', '203.0.113.40')
    expect(await codeOf(throttle.check('y@example.test', '203.0.113.40'))).toBe('TOO_MANY_ATTEMPTS')
  })
})

describe('the rate limits without REDIS_URL', () => {
  it('count in memory, each instance its own, and Redis is not used', async () => {
    const a = await instance(undefined)
    const b = await instance(undefined)
    expect(await a.redis.redisClient()).toBeNull()
    expect(await a.redis.pingRedis()).toBe('off')
    for (let i = 0; i < 5; i++) await a.rate.consume('contactByIp', '203.0.113.50')
    expect(await codeOf(a.rate.consume('contactByIp', '203.0.113.50'))).toBe('RATE_LIMITED')
    // B is another process: its count starts afresh.
    expect(await codeOf(b.rate.consume('contactByIp', '203.0.113.50'))).toBeUndefined()
    await a.throttle.loginThrottle().failure('z@example.test', '203.0.113.50')
    expect(await admin.exists(['contactByIp:203.0.113.50', 'loginPair:z@example.test|203.0.113.50'])).toBe(0)
  })
})

describe("Next's cache with REDIS_URL (cache-handler.mjs)", () => {
  let dist: string
  const buildId = `test-${process.pid}-${Date.now()}`
  const handlerUrl = pathToFileURL(path.join(ROOT, 'cache-handler.mjs')).href

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'next-cache-'))
    await mkdir(path.join(dist, 'server'))
    // The CacheHandler reads the build id beside the server folder, as in a build.
    await writeFile(path.join(dist, 'BUILD_ID'), buildId)
  })

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true })
  })

  /** An unstable_cache entry as Next 16 hands it to the handler. */
  const entry = (body: string) => ({
    kind: 'FETCH',
    data: { headers: {}, body, status: 200, url: '' },
    revalidate: 300,
  })
  const setContext = (tags: string[]) => ({ fetchCache: true, tags, revalidate: 300 })
  const getContext = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [] })

  /** The same module in a second Node process (another instance): runs `body` with `handler` in scope, prints JSON. */
  async function otherInstance(body: string): Promise<unknown> {
    const script = `
      const { default: CacheHandler } = await import(${JSON.stringify(handlerUrl)})
      const handler = new CacheHandler({ serverDistDir: ${JSON.stringify(path.join(dist, 'server'))}, dev: false })
      const out = await (async () => { ${body} })()
      process.stdout.write(JSON.stringify(out ?? null))
      process.exit(0)`
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL: URL_, LOG_LEVEL: 'warn' },
      timeout: 30_000,
    })
    return JSON.parse(stdout)
  }

  it("expires a tag for every instance: one instance's revalidateTag makes the other miss", async () => {
    process.env.REDIS_URL = URL_
    const { default: CacheHandler } = await import('../../cache-handler.mjs')
    const here = new CacheHandler({ serverDistDir: path.join(dist, 'server'), dev: false } as never)
    await here.set('products-fr', entry('products') as never, setContext(['products']) as never)
    await here.set('faqs-fr', entry('faqs') as never, setContext(['faqs']) as never)
    // Stored in Redis under this build's prefix.
    expect(await admin.exists(`facade:next:${buildId}:products-fr`)).toBe(1)

    // The other instance reads both entries (written here), then expires the products' tag.
    const seen = (await otherInstance(`
      const a = await handler.get('products-fr', ${JSON.stringify(getContext(['products']))})
      const b = await handler.get('faqs-fr', ${JSON.stringify(getContext(['faqs']))})
      await handler.revalidateTag('products')
      return [a?.value?.data?.body, b?.value?.data?.body]`)) as [string, string]
    expect(seen).toEqual(['products', 'faqs'])

    // Here, the expired entry is a miss (not this process's own copy); the other tag's entry is still served.
    expect(await here.get('products-fr', getContext(['products']) as never)).toBeNull()
    expect(await admin.exists(`facade:next:${buildId}:products-fr`)).toBe(0)
    const faqs = await here.get('faqs-fr', getContext(['faqs']) as never)
    expect((faqs?.value as { data?: { body?: string } } | undefined)?.data?.body).toBe('faqs')

    // And the other way round: expired here, missed there.
    await here.revalidateTag('faqs')
    expect(
      await otherInstance(`return await handler.get('faqs-fr', ${JSON.stringify(getContext(['faqs']))})`),
    ).toBeNull()
  })

  it('fails over at once, not after a wait, when Redis is unreachable', async () => {
    const { sharedCacheHandlers } = await import('../../cache-handler.mjs')
    const down = createClient({ url: 'redis://127.0.0.1:1/1', socket: { reconnectStrategy: false } })
    down.on('error', () => {})
    const [redis, lru] = sharedCacheHandlers(down as never, buildId)
    // The Redis handler throws (the CacheHandler then reads the next one, this process's LRU copy).
    await expect(redis?.get('products-fr', { implicitTags: [] })).rejects.toThrow(/not ready/)
    const value = { lastModified: Date.now(), lifespan: null, tags: ['products'], value: entry('lru') }
    await lru?.set('products-fr', value as never)
    expect(await lru?.get('products-fr', { implicitTags: [] })).toMatchObject({ tags: ['products'] })
  })
})
