/**
 * `npm run worker`: runs the Payload jobs (outbox mails) apart from the web processes, which then run with
 * JOBS=off. Several workers may run on one database: each job, and each mail, is taken by one of them.
 * SIGTERM or SIGINT: takes no new job, finishes the jobs in hand, then exits.
 */
import { getPayload } from 'payload'
import { createWorker } from '../src/jobs/worker'
import { env } from '../src/lib/env'
import { logger } from '../src/lib/logger'
import config from '../src/payload.config'

const log = logger.child({ process: 'worker' })

async function main(): Promise<void> {
  // A signal during the start (a deployment stopping a worker that is still connecting) is kept, and answered once
  // Payload is up: no job is in hand yet, so the worker only closes its connections and exits cleanly.
  let early: NodeJS.Signals | null = null
  const keep = (signal: NodeJS.Signals) => {
    early = signal
  }
  process.on('SIGTERM', keep)
  process.on('SIGINT', keep)
  // No `cron`: Payload's own autoRun never starts here, this loop is the only runner of the process.
  const payload = await getPayload({ config })
  // Once: on an unmigrated database every pass would fail on the missing jobs table, every WORKER_INTERVAL_MS.
  try {
    await payload.count({ collection: 'payload-jobs', overrideAccess: true })
  } catch (err) {
    log.fatal({ err: String(err) }, 'the database is not migrated: run npm run seed (or npm start once) first')
    process.exit(1)
  }
  const worker = createWorker(payload)
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting without waiting for the jobs in hand')
      process.exit(1)
    }
    stopping = true
    log.info({ signal }, 'stopping: finishing the jobs in hand')
    worker
      .stop()
      .then(() => payload.destroy())
      .then(
        () => {
          log.info('worker stopped')
          process.exit(0)
        },
        (err: unknown) => {
          log.error({ err }, 'worker did not stop cleanly')
          process.exit(1)
        },
      )
  }
  process.off('SIGTERM', keep)
  process.off('SIGINT', keep)
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  if (early) {
    stop(early)
    return
  }
  if (payload.db.name === 'sqlite') {
    log.warn('SQLite: run no other process on this database (workers beside web instances need PostgreSQL)')
  }
  worker.start()
  log.info(
    { pid: process.pid, intervalMs: env.WORKER_INTERVAL_MS, leaseMs: env.JOBS_LEASE_MS, database: payload.db.name },
    'worker started',
  )
}

main().catch((err: unknown) => {
  log.fatal({ err }, 'worker could not start')
  process.exit(1)
})
