// @ts-check
/**
 * Next's cache (ISR pages, `unstable_cache` reads, `revalidateTag`), named as `cacheHandler` in next.config.ts.
 *
 * With REDIS_URL it is shared by every instance through Redis, with @fortedigital/nextjs-cache-handler: a page or
 * read that one instance renders is served by all, and a tag that one expires (a Payload hook's `revalidateTag`) is
 * expired for all. Without it, Next's own file-system cache. Next reads next.config.ts again when the server starts
 * (`next start` and scripts/server.js alike), so the environment of the running server decides, not the build's.
 * Next imports this file itself, outside the application's bundle: plain JavaScript, with its own Redis connection
 * (src/lib/redis.ts is bundled).
 *
 * Either way, an answer with an error status (a page rendered as not found, a sitemap part that does not exist) is
 * not kept (`keeps`): pages and route handlers are rendered on demand under any slug or id a visitor writes, so a
 * script walking made-up addresses would otherwise add an entry to the cache per address, for good (files on disk,
 * or Redis keys). Such an answer is rendered again each time.
 *
 * Redis is read first; this process's LRU copy answers only when a Redis call fails (unreachable, timed out), so an
 * outage slows nothing down. During `next build` no Redis is needed: the build caches in its process's LRU.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import pino from 'pino'
import { createClient } from 'redis'

/** Every key of the shared cache starts with this, then the build id: a deployment never reads another's pages. */
export const KEY_PREFIX = 'facade:next:'
/** A Redis call slower than this fails over to the LRU copy. */
const TIMEOUT_MS = 1_000
/** How long the first request waits for the connection before it is served from the LRU. */
const CONNECT_WAIT_MS = 2_000

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { app: 'facade-platform', part: 'next-cache' } })

/**
 * One instance's handlers over `client`: Redis, then the process's LRU. The CacheHandler writes and expires in both
 * and reads the next only when one throws.
 * @param {Parameters<typeof createRedisHandler>[0]['client']} client
 * @param {string | undefined} buildId
 */
export function sharedCacheHandlers(client, buildId) {
  return [
    createRedisHandler({ client, keyPrefix: `${KEY_PREFIX}${buildId?.trim() || 'unbuilt'}:`, timeoutMs: TIMEOUT_MS }),
    createLruHandler(),
  ]
}

/**
 * A client that reconnects forever and logs one line per outage; resolved once connected or after CONNECT_WAIT_MS
 * (the handlers check `isReady` and fall over to the LRU meanwhile).
 * @param {string} url
 */
function connect(url) {
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2_000) },
    pingInterval: 10_000,
    // While disconnected, a call fails at once instead of waiting in a queue for the reconnection.
    disableOfflineQueue: true,
    commandOptions: { timeout: TIMEOUT_MS },
  })
  let down = false
  client.on('error', (/** @type {unknown} */ error) => {
    if (down) return
    down = true
    logger.error({ err: String(error) }, 'redis unreachable; the Next cache answers from this process meanwhile')
  })
  client.on('ready', () => {
    if (down) logger.info('redis reachable again; the Next cache is shared again')
    down = false
  })
  const connected = client.connect().then(
    () => client,
    (/** @type {unknown} */ error) => {
      logger.error({ err: String(error) }, 'redis connection failed')
      return client
    },
  )
  /** @type {Promise<typeof client>} */
  const waited = new Promise((resolve) => setTimeout(() => resolve(client), CONNECT_WAIT_MS).unref())
  return Promise.race([connected, waited])
}

CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] }
  const client = await connect(url)
  return { handlers: sharedCacheHandlers(/** @type {any} */ (client), buildId) }
})

/** Next's own file-system cache (a CommonJS module: its class is the `default` of its exports). */
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache

/** What Next stores answers of, with their status: pages and route handlers. */
const ANSWERS = new Set(['APP_PAGE', 'PAGES', 'APP_ROUTE'])

/**
 * Whether an entry is stored: everything but an answer with an error status (404 and the like), outside the build
 * (whose prerendered not-found page Next serves as a file).
 * @param {any} data what Next hands to `set`
 */
export function keeps(data) {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return true
  return !(data && ANSWERS.has(data.kind) && typeof data.status === 'number' && data.status >= 400)
}

/** The handler Next instantiates: Redis with REDIS_URL, else the file system; `keeps` decides what is stored. */
export default class PlatformCache {
  /** @param {any} context what Next hands to a cache handler */
  constructor(context) {
    /** @type {any} */
    this.inner = process.env.REDIS_URL ? new CacheHandler(context) : new FileSystemCache(context)
  }

  /** @param {any[]} args */
  get(...args) {
    return this.inner.get(...args)
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} context
   */
  async set(key, data, context) {
    if (!keeps(data)) return
    return this.inner.set(key, data, context)
  }

  /** @param {any[]} args */
  revalidateTag(...args) {
    return this.inner.revalidateTag(...args)
  }

  /** @param {any[]} args */
  resetRequestCache(...args) {
    return this.inner.resetRequestCache?.(...args)
  }
}
