/**
 * `npm start`: production server on the embedded database (or DATABASE_URL), ready on a fresh clone.
 * Applies migrations, creates the first /admin account, seeds demo content into an empty database,
 * builds when the build is missing or stale, then serves on PORT (default 3000).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { buildIfStale, nextStartArgs, runScript } from './lib/build'

mkdirSync('data', { recursive: true })
const secretFile = 'data/.payload-secret'
if (!process.env.PAYLOAD_SECRET) {
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = readFileSync(secretFile, 'utf8').trim()
}
const env = { ...process.env, NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
const port = process.env.PORT ?? '3000'

runScript('scripts/seed.ts', [], env)
buildIfStale(process.env.NEXT_DIST_DIR ?? '.next', env)

const server = spawn(process.execPath, nextStartArgs(port), { stdio: 'inherit', env })
console.log(`serving on http://localhost:${port} (admin at /admin)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
