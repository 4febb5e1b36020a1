import type { Payload, PayloadRequest } from 'payload'
import type { Statement } from './tag'

export { NAMED_TABLES, PROFESSIONAL_RELATIONS, type SqlTable, TABLES } from './tables'
/**
 * The one door to raw SQL. Payload's Local API covers what the site does, except a few statements that must be
 * single conditional writes (a job or a mail claimed by one runner), or that the Local API makes hundreds of times
 * slower (the directory search, the sitemap). They are written here with drizzle's `sql` tag (./tag.ts), with the
 * table and column names of ./tables.ts (guarded by tests/int/sql-schema.test.ts), and run through the functions
 * below: no other file imports an adapter's `sql` or calls `payload.db.execute`. It takes the Payload instance as an
 * argument (and imports none) so that collection hooks may use it without a cycle through the config.
 */
export { inList, type Statement, sql } from './tag'

type Drizzle = Parameters<Payload['db']['execute']>[0]['drizzle']

/**
 * The database handle of the request's open transaction, else the adapter's own. Payload 3 exposes no function for
 * it (its own `getTransaction` in @payloadcms/drizzle is not exported); `payload.db.sessions`, keyed by
 * `req.transactionID`, is typed on every adapter ("a key-value store of all sessions open, used for transactions")
 * and is what Payload's own operations read. The reach stays here, in one place.
 */
async function handleOf(payload: Payload, req?: PayloadRequest): Promise<Drizzle> {
  const id = req?.transactionID ? await req.transactionID : undefined
  const session = id !== undefined ? payload.db.sessions?.[String(id)] : undefined
  return (session?.db as Drizzle | undefined) || payload.db.drizzle
}

async function execute(payload: Payload, statement: Statement, req?: PayloadRequest): Promise<unknown> {
  return payload.db.execute({ drizzle: await handleOf(payload, req), sql: statement })
}

/** Rows of a read-only statement (either dialect answers `rows`); `req` runs it in the request's transaction. */
export async function selectRows(
  payload: Payload,
  statement: Statement,
  req?: PayloadRequest,
): Promise<Array<Record<string, unknown>>> {
  const result = (await execute(payload, statement, req)) as { rows: Array<Record<string, unknown>> }
  return result.rows
}

/**
 * Runs a write and answers how many rows it changed (libsql's `rowsAffected`, pg's `rowCount`); `req` runs it in
 * the request's transaction.
 */
export async function changedRows(payload: Payload, statement: Statement, req?: PayloadRequest): Promise<number> {
  const result = (await execute(payload, statement, req)) as { rowsAffected?: number; rowCount?: number | null }
  return Number(result.rowsAffected ?? result.rowCount ?? 0)
}
