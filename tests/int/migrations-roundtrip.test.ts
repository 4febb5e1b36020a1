import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Migration,
  type Payload,
} from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * Every migration can be undone (`payload migrate:down`, one batch at a time, when a deployment is rolled back):
 * from the last to the first, each `down` runs, and the migrations applied again give the same schema. On
 * PostgreSQL, in a database of its own (the shared test database is in use by the other files): Payload's
 * generated `down` dropped a table with CASCADE, which took the other tables' constraints on it, then dropped
 * those constraints again and failed; on SQLite it dropped a table while another still referred to it.
 */

const PG = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
const ownDatabase = `migrations_${randomBytes(4).toString('hex')}`
let adminUrl: string | undefined
let t: TestPayload
let payload: Payload

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  if (PG) {
    adminUrl = process.env.DATABASE_URL
    await admin(`CREATE DATABASE ${ownDatabase}`)
    const url = new URL(adminUrl as string)
    url.pathname = `/${ownDatabase}`
    process.env.DATABASE_URL = url.toString()
  }
  t = await startTestPayload()
  payload = t.payload
})

afterAll(async () => {
  // The pool's idle connections are closed by the drop below; their errors are expected.
  if (adminUrl)
    (payload?.db as unknown as { pool?: { on: (e: string, f: () => void) => void } })?.pool?.on('error', () => {})
  await t?.stop()
  if (!adminUrl) return
  await admin(`DROP DATABASE IF EXISTS ${ownDatabase} WITH (FORCE)`)
})

type Rows = Array<Record<string, unknown>>
interface Drizzle {
  execute: (query: unknown) => Promise<{ rows: Rows }>
  all: (query: unknown) => Promise<Rows>
}
const drizzle = () => (payload.db as unknown as { drizzle: Drizzle }).drizzle

/** The tables, columns and indexes of the database, as sorted lines. */
async function schema(): Promise<string[]> {
  const rows = PG
    ? [
        ...(
          await drizzle().execute(
            sql`select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable as line
                from information_schema.columns where table_schema = 'public'`,
          )
        ).rows,
        ...(
          await drizzle().execute(
            sql`select indexname || ' ' || indexdef as line from pg_indexes where schemaname = 'public'`,
          )
        ).rows,
      ]
    : await drizzle().all(
        sql`select type || ' ' || name || ' ' || coalesce(sql, '') as line
            from sqlite_master where name not like 'sqlite_%'`,
      )
  return rows.map((r) => String(r.line)).sort()
}

describe('the migrations', () => {
  it('are undone one by one down to an empty database, and applied again give the same schema', async () => {
    const migrations = (await (PG ? import('@/migrations/postgres') : import('@/migrations/sqlite')))
      .migrations as unknown as Migration[]
    const before = await schema()
    expect(before.length).toBeGreaterThan(100)

    for (const m of [...migrations].reverse()) {
      // As `payload migrate:down` runs each: in a transaction of its own.
      const req = await createLocalReq({}, payload)
      await initTransaction(req)
      const adapter = payload.db as unknown as { sessions: Record<string, { db: unknown }> }
      const db = (req.transactionID && adapter.sessions?.[String(await req.transactionID)]?.db) || drizzle()
      const failure = await m.down({ db, payload, req } as never).then(
        () => null,
        (error: unknown) => `${m.name}: ${String((error as { cause?: unknown }).cause ?? error)}`,
      )
      if (failure) await killTransaction(req)
      else await commitTransaction(req)
      expect(failure).toBeNull()
    }
    // Nothing is left, Payload's own bookkeeping included.
    expect(await schema()).toEqual([])

    await payload.db.migrate({ migrations })
    expect(await schema()).toEqual(before)
  })

  it('are matched by the schema Payload builds: every `_locales` table has its `_parent_id` index in both', async () => {
    // `npm run migration:create` compares the collections' schema (with src/lib/locale-indexes.ts's hooks) with the
    // last migration's snapshot: an index missing from the schema would be dropped by the next migration.
    const tableConfig = (
      PG
        ? (await import('@payloadcms/db-postgres/drizzle/pg-core')).getTableConfig
        : (await import('@payloadcms/db-sqlite/drizzle/sqlite-core')).getTableConfig
    ) as (table: never) => { indexes: Array<{ config: { name?: string } }> }
    const tables = (payload.db as unknown as { tables: Record<string, unknown> }).tables
    const locales = Object.keys(tables).filter((name) => name.endsWith('_locales'))
    expect(locales.length).toBeGreaterThan(100)
    const { localeParentIndexNames } = await import('@/lib/locale-indexes')
    const names = localeParentIndexNames(locales)
    const withoutIndex = locales.filter((name) => {
      const { indexes } = tableConfig(tables[name] as never)
      return !indexes.some((i) => i.config.name === names.get(name))
    })
    expect(withoutIndex).toEqual([])
    const migrated = (await schema()).filter((line) => line.includes('_parent_id_idx'))
    for (const name of names.values())
      expect(
        migrated.some((line) => line.includes(name)),
        name,
      ).toBe(true)
  })
})
