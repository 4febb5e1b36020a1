import { createClient } from 'redis'
import { env } from './env'
import { logger } from './logger'

/**
 * The process's Redis connection (REDIS_URL): the rate limits and the sign-in throttle count on it, so every
 * instance counts together. Next's shared cache has its own connection (cache-handler.mjs): Next loads that module
 * outside the application's bundle, where this one cannot be shared.
 */
export type Redis = ReturnType<typeof createClient>

/** How long the first use waits for a connection; past it the callers go on (the limits count in memory meanwhile). */
const CONNECT_WAIT_MS = 2_000
/** A command that gets no answer within this fails, so a hung Redis cannot hold a request. */
const COMMAND_TIMEOUT_MS = 1_000

// On globalThis, by URL: Next bundles this module into several chunks, and a module variable would be one per copy.
const CLIENTS = Symbol.for('facade-platform.redis-clients')
const shared = globalThis as { [CLIENTS]?: Map<string, Promise<Redis>> }
shared[CLIENTS] ??= new Map()
const clients = shared[CLIENTS]

function connect(url: string): Promise<Redis> {
  const client = createClient({
    url,
    // Retries forever, at most every 2 s: a Redis restart heals itself.
    socket: { reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2_000) },
    // A half-open connection (Redis gone without a reset) is noticed within this.
    pingInterval: 10_000,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
  })
  // One line per outage, not one per retry; never thrown (an 'error' without a listener would end the process).
  let down = false
  client.on('error', (error: unknown) => {
    if (down) return
    down = true
    logger.error({ err: String(error) }, 'redis unreachable; retrying')
  })
  client.on('ready', () => {
    if (down) logger.info('redis reachable again')
    down = false
  })
  const connected = client.connect().then(
    () => client,
    (error: unknown) => {
      logger.error({ err: String(error) }, 'redis connection failed')
      return client
    },
  )
  const waited = new Promise<Redis>((resolve) => setTimeout(() => resolve(client), CONNECT_WAIT_MS).unref())
  return Promise.race([connected, waited])
}

/**
 * The process's Redis client, connected on first use (or still reconnecting after a short wait: callers check
 * `isReady`); null when REDIS_URL is unset.
 */
export function redisClient(): Promise<Redis | null> {
  const url = env.REDIS_URL
  if (!url) return Promise.resolve(null)
  let client = clients.get(url)
  if (!client) {
    client = connect(url)
    clients.set(url, client)
  }
  return client
}

/** Readiness: 'off' without REDIS_URL, 'up' when Redis answers a PING, 'down' otherwise (never throws). */
export async function pingRedis(): Promise<'off' | 'up' | 'down'> {
  const client = await redisClient()
  if (!client) return 'off'
  if (!client.isReady) return 'down'
  try {
    return (await client.ping()) === 'PONG' ? 'up' : 'down'
  } catch {
    return 'down'
  }
}

/** Closes the process's client (tests, shutdown); the next use connects again. */
export async function closeRedis(): Promise<void> {
  const url = env.REDIS_URL
  const client = url ? await clients.get(url) : undefined
  if (url) clients.delete(url)
  if (!client?.isOpen) return
  // A client still reconnecting has nothing to flush: it is dropped at once.
  if (client.isReady) await client.close()
  else client.destroy()
}
