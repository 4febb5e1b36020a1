import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { changedRows, selectRows, sql, TABLES } from '@/services/sql'

// Payload's own runner (payload.jobs.run) claims jobs with a read, then a write by id: two processes can both read
// a job as free and both run it. These statements claim a job with one conditional UPDATE that a single process
// wins, on SQLite and PostgreSQL alike (PostgreSQL re-checks the condition on the row it waited for).
// Quoted names and ISO dates: the same statements run on both dialects (SQLite stores dates as ISO text).

/** Payload's jobs table (services/sql/tables.ts). */
const { ref: JOBS, c: job } = TABLES.payloadJobs

const isFree = sql`(${job.processing} IS NULL OR ${job.processing} = false) AND ${job.completed_at} IS NULL
  AND (${job.has_error} IS NULL OR ${job.has_error} = false)`

/**
 * Frees the queue's jobs that a runner took more than `leaseMs` ago and never finished (its process died): they
 * are run again. Returns how many.
 */
export async function releaseStaleJobs(
  payload: Payload,
  queue: string,
  leaseMs: number = env.JOBS_LEASE_MS,
): Promise<number> {
  const cutoff = new Date(Date.now() - leaseMs).toISOString()
  const released = await changedRows(
    payload,
    sql`UPDATE ${JOBS} SET ${job.processing} = false
      WHERE ${job.queue} = ${queue} AND ${job.processing} = true AND ${job.completed_at} IS NULL AND ${job.updated_at} < ${cutoff}`,
  )
  if (released) payload.logger.warn({ queue, jobs: released }, 'jobs left processing by a stopped runner run again')
  return released
}

/** Marks one job processing if it is still free: true for the single caller that wins it. */
export async function claimJob(payload: Payload, id: string | number): Promise<boolean> {
  const claimed = await changedRows(
    payload,
    sql`UPDATE ${JOBS} SET ${job.processing} = true, ${job.updated_at} = ${new Date().toISOString()}
      WHERE ${job.id} = ${Number(id)} AND ${isFree}`,
  )
  return claimed === 1
}

/** The queue's jobs that are due now, oldest first. */
async function dueJobIds(payload: Payload, queue: string, limit: number): Promise<Array<string | number>> {
  const now = new Date().toISOString()
  const rows = await selectRows(
    payload,
    sql`SELECT ${job.id} AS "id" FROM ${JOBS}
      WHERE ${job.queue} = ${queue} AND ${isFree} AND (${job.wait_until} IS NULL OR ${job.wait_until} < ${now})
      ORDER BY ${job.created_at} LIMIT ${limit}`,
  )
  return rows.map((row) => row.id as string | number)
}

/** Runs a job this process has claimed; Payload records its outcome (done, retry later, or failed for good). */
async function runClaimed(payload: Payload, id: string | number): Promise<void> {
  try {
    await payload.jobs.runByID({ id, silent: { info: true } })
  } catch (err) {
    payload.logger.error({ err, jobId: id }, 'job run failed')
  }
}

/** Runs one job now if no other runner holds it (the first try of a mail, right after it is queued). */
export async function runJobNow(payload: Payload, id: string | number): Promise<boolean> {
  if (!(await claimJob(payload, id))) return false
  await runClaimed(payload, id)
  return true
}

/**
 * One pass over a queue: frees jobs left by dead runners, claims up to `limit` due jobs and runs them together.
 * Returns how many jobs this process ran.
 */
export async function runDueJobs(
  payload: Payload,
  { queue, limit = 10, leaseMs = env.JOBS_LEASE_MS }: { queue: string; limit?: number; leaseMs?: number },
): Promise<number> {
  await releaseStaleJobs(payload, queue, leaseMs)
  const claimed: Array<string | number> = []
  for (const id of await dueJobIds(payload, queue, limit)) {
    if (await claimJob(payload, id)) claimed.push(id)
  }
  await Promise.all(claimed.map((id) => runClaimed(payload, id)))
  return claimed.length
}
