import type { sql } from '@payloadcms/db-sqlite'
import { payloadClient } from './payload'

/**
 * A statement built with drizzle's `sql` tag. Written with quoted names and functions both dialects share, the
 * same statement runs on SQLite and on PostgreSQL.
 */
export type Statement = ReturnType<typeof sql>

/** Rows of a read-only statement, through the adapter (either dialect answers `rows`). */
export async function rows(statement: Statement): Promise<Array<Record<string, unknown>>> {
  const payload = await payloadClient()
  const result = (await payload.db.execute({ drizzle: payload.db.drizzle, sql: statement })) as {
    rows: Array<Record<string, unknown>>
  }
  return result.rows
}
