/**
 * Creates a migration for both dialects from the current Payload config:
 *   npm run migration:create -- <name>
 * SQLite uses a throwaway file; PostgreSQL uses PG_MIGRATION_URL (default the local cluster's `test`).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const name = process.argv[2] ?? 'change'
const targets = [
  { dialect: 'sqlite', url: `file:${path.join(mkdtempSync(path.join(tmpdir(), 'mig-')), 'm.db')}` },
  { dialect: 'postgres', url: process.env.PG_MIGRATION_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
]
for (const t of targets) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const r = spawnSync('npx', ['tsx', 'scripts/lib/create-one-migration.ts', name], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: t.url, NODE_ENV: 'development', PAYLOAD_MIGRATING: 'true' },
    })
    if (r.status === 0) break
    if (r.status !== 75 || attempt === 3) process.exit(r.status ?? 1)
  }
}
