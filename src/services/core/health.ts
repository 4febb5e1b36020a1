import { OUTBOX_STATUSES } from '@/collections/Outbox'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { pingRedis } from '@/lib/redis'
import { pingStorage } from '@/lib/storage'
import { payloadClient } from './payload'

/** Throws unless the database answers a trivial query. */
export async function databaseAnswers(): Promise<void> {
  const payload = await payloadClient()
  await payload.count({ collection: 'geographic-areas' })
}

/** A dependency's state: answering, configured but not answering, or not used by this process. */
export type CheckState = 'ok' | 'down' | 'not-configured'

export interface Readiness {
  /** `degraded`: serving, with Redis down (limits and cache fall back to this instance's memory). */
  status: 'ready' | 'degraded' | 'unavailable'
  checks: { database: CheckState; redis: CheckState; storage: CheckState }
}

/** How long one check may take: a probe must answer even while a dependency hangs. */
const CHECK_TIMEOUT_MS = 3000

async function check(name: string, probe: () => Promise<unknown>): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
  })
  try {
    await Promise.race([probe(), timeout])
    return 'ok'
  } catch (error) {
    logger.error({ err: error, check: name }, 'readiness check failed')
    return 'down'
  } finally {
    clearTimeout(timer)
  }
}

async function redisAnswers(): Promise<void> {
  const state = await pingRedis()
  if (state !== 'up') throw new Error(`redis is ${state}`)
}

let inFlight: Promise<Readiness> | undefined

/**
 * Whether this instance can serve: the database and the file storage answer; Redis (when REDIS_URL is set) is
 * reported. The route is public: probes that arrive while the checks run share their answer, so a flood of probes
 * costs one round of checks at a time, not one per probe.
 */
export function readiness(): Promise<Readiness> {
  inFlight ??= checkReadiness().finally(() => {
    inFlight = undefined
  })
  return inFlight
}

async function checkReadiness(): Promise<Readiness> {
  // The database first: on a cold instance it starts Payload, whose start-up would otherwise use up the other
  // checks' time (seen: a writable folder reported down after 3 s on the first probe).
  const database = await check('database', databaseAnswers)
  const [redis, storage] = await Promise.all([
    env.REDIS_URL ? check('redis', redisAnswers) : Promise.resolve<CheckState>('not-configured'),
    check('storage', () => pingStorage()),
  ])
  const checks = { database, redis, storage }
  // Without Redis an instance still serves: the limits fall back to memory and the cache to its local copy. Taking
  // every instance out of the balancer for it would turn a Redis outage into a site outage.
  const status = database === 'down' || storage === 'down' ? 'unavailable' : redis === 'down' ? 'degraded' : 'ready'
  return { status, checks }
}

/** The outbox by status and the jobs not completed by state, for the metrics (read at scrape time). */
export async function queueFigures(): Promise<{
  outbox: Record<(typeof OUTBOX_STATUSES)[number], number>
  jobs: { waiting: number; processing: number; failed: number }
}> {
  const payload = await payloadClient()
  const count = async (collection: 'outbox' | 'payload-jobs', where: Parameters<typeof payload.count>[0]['where']) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const notCompleted = { completedAt: { exists: false } }
  const [outbox, waiting, processing, failed] = await Promise.all([
    Promise.all(OUTBOX_STATUSES.map(async (status) => [status, await count('outbox', { status: { equals: status } })])),
    count('payload-jobs', {
      and: [notCompleted, { processing: { not_equals: true } }, { hasError: { not_equals: true } }],
    }),
    count('payload-jobs', {
      and: [notCompleted, { processing: { equals: true } }, { hasError: { not_equals: true } }],
    }),
    count('payload-jobs', { and: [notCompleted, { hasError: { equals: true } }] }),
  ])
  return {
    outbox: Object.fromEntries(outbox) as Record<(typeof OUTBOX_STATUSES)[number], number>,
    jobs: { waiting, processing, failed },
  }
}
