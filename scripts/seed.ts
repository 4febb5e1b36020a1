/**
 * Applies migrations, creates the first /admin account and seeds demo content into an empty database.
 *   npm run seed            (idempotent: a second run adds nothing)
 *   npm run seed -- --reset (empties the database first, then seeds anew)
 */
import { rmSync } from 'node:fs'
import type { Payload } from 'payload'
import { ensureAdmin, seedDemo } from '../src/seed'
import { indexIsEmpty } from '../src/services/search'
import { reindexAll } from '../src/services/search/hooks'
import { preparedPayload } from './lib/database'
import { runMain } from './lib/run'

const reset = process.argv.includes('--reset')
const url = process.env.DATABASE_URL ?? 'file:./data/platform.db'

/** Empties PostgreSQL's public schema before the migrations run again. */
async function emptyPostgres(payload: Payload): Promise<void> {
  const db = payload.db as unknown as {
    execute: (a: { drizzle: unknown; raw: string }) => Promise<unknown>
    drizzle: unknown
  }
  await db.execute({ drizzle: db.drizzle, raw: 'DROP SCHEMA public CASCADE; CREATE SCHEMA public' })
  console.log('database emptied')
}

runMain('seed', async () => {
  if (reset && url.startsWith('file:')) {
    const file = url.slice('file:'.length)
    for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) rmSync(f, { force: true })
    console.log('database emptied')
  }
  const payload = await preparedPayload(reset && !url.startsWith('file:') ? emptyPostgres : undefined)
  await ensureAdmin(payload, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD)
  const seeded = await seedDemo(payload)
  console.log(seeded ? 'demo content seeded' : 'database already has content: nothing seeded')
  // Content written before the site search existed (its migration adds an empty index): indexed once here.
  if (await indexIsEmpty(payload)) console.log(`search index built: ${await reindexAll(payload)} documents`)
  await payload.destroy()
})
