import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import type { Statement } from '@/services/sql'

// Payload's own runner (payload.jobs.run) claims jobs with a read, then a write by id: two processes can both read
// a job as free and both run it. These statements claim a job with one conditional UPDATE that a single process
// wins, on SQLite and PostgreSQL alike (PostgreSQL re-checks the condition on the row it waited for).

/** Quoted names and ISO dates: the same statements run on both dialects (SQLite stores dates as ISO text). */
async function select(payload: Payload, statement: Statement): Promise<Array<Record<string, unknown>>> {
  const result = (await payload.db.execute({ drizzle: payload.db.drizzle, sql: statement })) as {
    rows: Array<Record<string, unknown>>
  }
  return result.rows
}

/** Runs a write and answers how many rows it changed (libsql's `rowsAffected`, pg's `rowCount`). */
export async function changedRows(payload: Payload, statement: Statement): Promise<number> {
  const result = (await payload.db.execute({ drizzle: payload.db.drizzle, sql: statement })) as {
    rowsAffected?: number
    rowCount?: number | null
  }
  return Number(result.rowsAffected ?? result.rowCount ?? 0)
}

const isFree = sql`("processing" IS NULL OR "processing" = false) AND "completed_at" IS NULL
  AND ("has_error" IS NULL OR "has_error" = false)`

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
    sql`UPDATE "payload_jobs" SET "processing" = false
      WHERE "queue" = ${queue} AND "processing" = true AND "completed_at" IS NULL AND "updated_at" < ${cutoff}`,
  )
  if (released) payload.logger.warn({ queue, jobs: released }, 'jobs left processing by a stopped runner run again')
  return released
}

/** Marks one job processing if it is still free: true for the single caller that wins it. */
export async function claimJob(payload: Payload, id: string | number): Promise<boolean> {
  const claimed = await changedRows(
    payload,
    sql`UPDATE "payload_jobs" SET "processing" = true, "updated_at" = ${new Date().toISOString()}
      WHERE "id" = ${Number(id)} AND ${isFree}`,
  )
  return claimed === 1
}

/** The queue's jobs that are due now, oldest first. */
async function dueJobIds(payload: Payload, queue: string, limit: number): Promise<Array<string | number>> {
  const now = new Date().toISOString()
  const rows = await select(
    payload,
    sql`SELECT "id" FROM "payload_jobs"
      WHERE "queue" = ${queue} AND ${isFree} AND ("wait_until" IS NULL OR "wait_until" < ${now})
      ORDER BY "created_at" LIMIT ${limit}`,
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
