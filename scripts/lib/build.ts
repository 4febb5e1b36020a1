import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Next's CLI, run with this Node directly (no npx wrapper between us and the server). */
export const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next')

/** The production server: Next behind the step that resolves the client address (TRUSTED_PROXIES). */
export const SERVER_SCRIPT = path.resolve('scripts/server.js')

/**
 * Node's arguments for the production server on a port, as `npm start`, every script and the end-to-end tests
 * start it: scripts/server.js, not `next start`, which would let a client pick its own X-Forwarded-For. Next there
 * is given no hostname (it then takes `localhost`, like `next start -H localhost`) and the server listens on every
 * interface: with `-H 127.0.0.1`, a request carrying `X-Forwarded-Proto: https` (deploy/nginx.conf over HTTPS)
 * makes Next proxy its own rewrites, every localized slug, to its plain port over TLS, and answer 500
 * (vercel/next.js#94745); tests/e2e/routes.test.ts sends that header to every route.
 */
export function nextStartArgs(port: number | string): string[] {
  return [SERVER_SCRIPT, '--port', String(port)]
}

/**
 * Environment variables whose values the build bakes in: SITE_URL is written into the pages it prerenders (canonical
 * and Open Graph URLs, robots.txt's sitemap), so a build made for another address must not be served as fresh.
 */
const BUILD_ENV = ['GTM_ID', 'MAP_STYLE_URL', 'SITE_URL'] as const

const INPUTS = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json']

function walk(p: string, out: string[]): void {
  if (!existsSync(p)) return
  if (statSync(p).isDirectory()) {
    for (const e of readdirSync(p).sort()) walk(path.join(p, e), out)
  } else out.push(p)
}

/** A hash of everything the production build depends on: the sources and the variables it bakes in. */
export function sourceHash(env: NodeJS.ProcessEnv = process.env): string {
  const files: string[] = []
  for (const i of INPUTS) walk(i, files)
  const h = createHash('sha256')
  for (const f of files) h.update(f).update(readFileSync(f))
  // Read at build time into the pages and the Content-Security-Policy header (next.config.ts): another value
  // needs another build.
  for (const name of BUILD_ENV) h.update(`${name}=${env[name] ?? ''}`)
  return h.digest('hex')
}

/** Runs `next build` into distDir unless a build of the same sources is already there. */
export function buildIfStale(distDir: string, env: NodeJS.ProcessEnv): void {
  const stamp = path.join(distDir, 'SOURCE_HASH')
  const hash = sourceHash(env)
  if (existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`build in ${distDir} is up to date`)
    return
  }
  console.log(`building into ${distDir}…`)
  const r = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    stdio: 'inherit',
    env: { ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (r.status !== 0) throw new Error(`next build failed (exit ${r.status})`)
  writeFileSync(stamp, hash)
}

/** Runs a TypeScript script, retrying when it stalls (exit 75, see run.ts). */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): void {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const r = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit', env })
    if (r.status === 0) return
    if (r.status !== 75 || attempt === 3) throw new Error(`${script} failed (exit ${r.status})`)
  }
}

/**
 * The environment the benchmarks serve the production build in: the session's secret (data/.payload-secret, as
 * `npm start` writes it) or a fixed one, quiet logs. `extra` adds what one bench needs.
 */
export function benchEnv(extra: Record<string, string> = {}) {
  const secretFile = 'data/.payload-secret'
  return {
    ...process.env,
    NODE_ENV: 'production' as const,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET:
      process.env.PAYLOAD_SECRET ??
      (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : 'bench-secret-not-for-production-01234'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...extra,
  }
}
