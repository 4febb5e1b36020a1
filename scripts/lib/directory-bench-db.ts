/**
 * Raw access to the directory bench's databases, past Payload: bulk inserts of the generated rows, the statements
 * the adapter sends during a search, and their query plans.
 */
import type { Payload } from 'payload'
import type { Dialect } from './directory-bench-config'
import type { Rows } from './directory-bench-data'

// ---------------------------------------------------------------------------------------------------------------
// Raw access to either database (bulk inserts, plans)

export interface Db {
  dialect: Dialect
  query(sql: string, params?: readonly unknown[]): Promise<Array<Record<string, unknown>>>
  insert(rows: Rows): Promise<void>
}

type LibsqlClient = {
  execute(q: { sql: string; args: unknown[] }): Promise<{ rows: Array<Record<string, unknown>> }>
  batch(qs: Array<{ sql: string; args: unknown[] }>, mode: 'write'): Promise<unknown>
}
type PgPool = { query(sql: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> }

export function rawDb(payload: Payload): Db {
  const quote = (name: string) => `"${name}"`
  if (payload.db.name === 'postgres') {
    const pool = (payload.db as unknown as { pool: PgPool }).pool
    return {
      dialect: 'postgres',
      query: async (sql, params = []) => (await pool.query(sql, [...params])).rows,
      async insert({ table, columns, rows }) {
        const per = Math.min(1000, Math.floor(60_000 / columns.length))
        for (let i = 0; i < rows.length; i += per) {
          const chunk = rows.slice(i, i + per)
          const values = chunk.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
          await pool.query(
            `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${values.join(', ')}`,
            chunk.flat(),
          )
        }
        // Explicit ids leave the serial behind: the application's own inserts must not collide.
        if (columns[0] === 'id' && typeof rows[0]?.[0] === 'number') {
          await pool.query(
            `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${quote(table)}))`,
          )
        }
      },
    }
  }
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  return {
    dialect: 'sqlite',
    query: async (sql, params = []) => (await client.execute({ sql, args: [...params] })).rows,
    async insert({ table, columns, rows }) {
      const per = Math.min(500, Math.floor(30_000 / columns.length))
      const statements: Array<{ sql: string; args: unknown[] }> = []
      for (let i = 0; i < rows.length; i += per) {
        const chunk = rows.slice(i, i + per)
        const values = chunk.map((row) => `(${row.map(() => '?').join(', ')})`)
        statements.push({
          sql: `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${values.join(', ')}`,
          args: chunk.flat().map((v) => (typeof v === 'boolean' ? Number(v) : v)),
        })
      }
      await client.batch(statements, 'write')
    },
  }
}

/** Statements the database adapter sends while `run` runs (Drizzle's logger, set on the live session). */
export async function recordStatements<T>(
  payload: Payload,
  run: () => Promise<T>,
): Promise<{ result: T; statements: Array<{ sql: string; params: unknown[] }> }> {
  const statements: Array<{ sql: string; params: unknown[] }> = []
  const session = (payload.db.drizzle as unknown as { session: { logger: unknown; options?: { logger?: unknown } } })
    .session
  const before = session.logger
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) }
  session.logger = logger
  try {
    return { result: await run(), statements }
  } finally {
    session.logger = before
  }
}

/** The plan of one statement: SQLite's EXPLAIN QUERY PLAN as a tree, PostgreSQL's EXPLAIN ANALYZE as text. */
export async function explain(db: Db, sql: string, params: unknown[]): Promise<string> {
  if (db.dialect === 'postgres') {
    const rows = await db.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING ON, SUMMARY ON) ${sql}`, params)
    return rows.map((r) => String(r['QUERY PLAN'])).join('\n')
  }
  const rows = await db.query(`EXPLAIN QUERY PLAN ${sql}`, params)
  const depth = new Map<number, number>([[0, -1]])
  return rows
    .map((r) => {
      const d = (depth.get(Number(r.parent)) ?? -1) + 1
      depth.set(Number(r.id), d)
      return `${'  '.repeat(d)}${String(r.detail)}`
    })
    .join('\n')
}
