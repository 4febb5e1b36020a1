import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Migration, Payload } from 'payload'

export interface TestPayload {
  payload: Payload
  /** PostgreSQL from DATABASE_URL: a shared database, so tests must tolerate rows they did not create. */
  isPostgres: boolean
  /** Short and unique to this run: suffix unique fields (codes, e-mails) with it. */
  runId: string
  /** Closes the database and removes the temporary SQLite file. */
  stop: () => Promise<void>
}

// Any key: it only has to be the same for every test run that migrates the shared database.
const MIGRATION_LOCK = 727_001

/**
 * Starts Payload with the migrations applied: on a fresh temporary SQLite file, or on DATABASE_URL when it is
 * postgres://…. Call it in beforeAll before importing anything from src (import src dynamically afterwards):
 * src/lib/env.ts reads DATABASE_URL once, when first imported.
 */
export async function startTestPayload(): Promise<TestPayload> {
  const isPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  let dir: string | undefined
  if (!isPostgres) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'facade-int-'))
    process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`
  }
  Object.assign(process.env, { NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
  // Uploads (the seed's images) go to a temporary folder, never into the project's data/media.
  const mediaDir = process.env.MEDIA_DIR ? undefined : await mkdtemp(path.join(os.tmpdir(), 'facade-media-'))
  if (mediaDir) process.env.MEDIA_DIR = mediaDir
  if (!process.env.UPLOADS_DIR) process.env.UPLOADS_DIR = await mkdtemp(path.join(os.tmpdir(), 'facade-uploads-'))

  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@/payload.config')])
  const payload = await getPayload({ config })
  // The generated lists take the adapter's own arguments; Payload types `migrate`'s with `unknown`.
  const migrations = (await (isPostgres ? import('@/migrations/postgres') : import('@/migrations/sqlite')))
    .migrations as unknown as Migration[]
  if (isPostgres) {
    // Several test runs may share the database: one migrates at a time, the others then find nothing to do.
    const { pool } = payload.db as unknown as import('@payloadcms/db-postgres').PostgresAdapter
    const client = await pool.connect()
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
      await payload.db.migrate({ migrations })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
      client.release()
    }
  } else {
    await payload.db.migrate({ migrations })
  }

  return {
    payload,
    isPostgres,
    runId: randomUUID().slice(0, 8),
    stop: async () => {
      await payload.destroy()
      if (dir) await rm(dir, { recursive: true, force: true })
      if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
    },
  }
}
