import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { MAIL_QUEUE } from '@/services/mail/outbox'
import { runDueJobs } from './runner'

/** The queues a worker runs. */
export const WORKER_QUEUES = [MAIL_QUEUE] as const

export interface WorkerOptions {
  queues?: readonly string[]
  /** Jobs claimed per queue and pass. */
  limit?: number
  intervalMs?: number
  leaseMs?: number
}

export interface JobWorker {
  /** One pass over every queue; returns how many jobs it ran. */
  tick: () => Promise<number>
  /** Runs passes until stopped: at once again after a full pass, else after `intervalMs`. */
  start: () => void
  /** Takes no new job, waits for the jobs in hand to finish. */
  stop: () => Promise<void>
}

/** A job worker over a Payload instance: several may run on one database, each job runs in one of them. */
export function createWorker(payload: Payload, options: WorkerOptions = {}): JobWorker {
  const {
    queues = WORKER_QUEUES,
    limit = 10,
    intervalMs = env.WORKER_INTERVAL_MS,
    leaseMs = env.JOBS_LEASE_MS,
  } = options
  let stopping = false
  let loop: Promise<void> | undefined
  let wake: (() => void) | undefined

  const tick = async () => {
    let ran = 0
    for (const queue of queues) {
      if (stopping) break
      const count = await runDueJobs(payload, { queue, limit, leaseMs })
      if (count) payload.logger.info({ queue, jobs: count }, 'worker ran jobs')
      ran += count
    }
    return ran
  }

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs)
      wake = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const run = async () => {
    while (!stopping) {
      let busy = false
      try {
        busy = (await tick()) >= limit
      } catch (err) {
        // The database may be away for a moment (failover, restart): try again on the next pass.
        payload.logger.error({ err }, 'worker pass failed')
      }
      if (!busy && !stopping) await sleep()
    }
  }

  return {
    tick,
    start: () => {
      loop ??= run()
    },
    stop: async () => {
      stopping = true
      wake?.()
      await loop
    },
  }
}
