import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIfStale, nextStartArgs, runScript } from '../../scripts/lib/build'
import { startGeocoder } from '../helpers/geocoder'
import { startMailCapture } from './helpers/mail-capture'

const ARTIFACTS = path.resolve('tests/.artifacts')
const PORT = process.env.E2E_PORT ?? '3210'
// One build folder per port: two runs side by side (E2E_PORT) never build into the same folder.
const DIST_DIR = process.env.E2E_DIST_DIR ?? (PORT === '3210' ? '.next-e2e' : `.next-e2e-${PORT}`)
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(PORT) + 1)

/** Builds the production app into .next-e2e (E2E_DIST_DIR) on a fresh seeded SQLite file, serves it, and shares its URL. */
export default async function setup(project: TestProject) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromium)) {
    throw new Error(
      `Chromium not found at ${chromium}: install it with \`apt-get install chromium\` (or set CHROMIUM_PATH).`,
    )
  }
  mkdirSync(ARTIFACTS, { recursive: true })
  const db = path.join(ARTIFACTS, `e2e-${PORT}.db`)
  for (const f of [db, `${db}-journal`, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true })
  const mailDir = path.join(ARTIFACTS, `mail-${PORT}`)
  rmSync(mailDir, { recursive: true, force: true })
  const baseURL = `http://127.0.0.1:${PORT}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `file:${db}`,
    PAYLOAD_SECRET: 'e2e-secret-not-for-production-0123456789',
    SITE_URL: baseURL,
    MEDIA_DIR: path.join(ARTIFACTS, 'media'),
    UPLOADS_DIR: path.join(ARTIFACTS, `uploads-${PORT}`),
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'E2e-admin-password1',
    LOG_LEVEL: 'warn',
    // Mails go through a real SMTP server of the test run; retries come quickly.
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_RETRY_DELAY_MS: '500',
    // The test run stands for the reverse proxy: tests that send X-Forwarded-For (one address per test, so that
    // limits count them apart) connect from loopback. proxy-addr's `loopback` would be all of 127.0.0.0/8.
    TRUSTED_PROXIES: '127.0.0.1,::1',
  }
  const busy = await fetch(`${baseURL}/api/health`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${PORT} is already in use: stop that server or set E2E_PORT`)
  const stopMail = await startMailCapture(SMTP_PORT, mailDir)
  const geocoder = await startGeocoder()
  env.ADDRESS_SUGGEST_URL = geocoder.url
  runScript('scripts/seed.ts', [], env)
  buildIfStale(DIST_DIR, env)
  // Next's data cache outlives a run in the build's folder: entries read from another database (an earlier run, a
  // server started by hand on this build) would name categories and menus this fresh one does not have.
  rmSync(path.join(DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })

  // Its own process group, so the teardown stops next-server and not only its launcher.
  const server: ChildProcess = spawn(process.execPath, nextStartArgs(PORT), {
    env: { ...env, NEXT_DIST_DIR: DIST_DIR },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      const r = await fetch(`${baseURL}/api/health`)
      if (r.ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the e2e server did not start within 60 s')
    await new Promise((r) => setTimeout(r, 300))
  }
  project.provide('baseURL', baseURL)
  project.provide('chromiumPath', chromium)
  project.provide('mailDir', mailDir)
  project.provide('distDir', path.resolve(DIST_DIR))
  return async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    await stopMail()
    await geocoder.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    chromiumPath: string
    /** Where the SMTP capture writes the messages the app sent (.eml files). */
    mailDir: string
    /** The build the server runs, and Next's caches under it (cache/fetch-cache: the data cache). */
    distDir: string
  }
}
