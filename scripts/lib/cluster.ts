/**
 * A local cluster on the loopback, as production runs it (docs/deployment.md, "Several instances"): N instances of
 * the production build (scripts/server.js, `JOBS=off`), one worker (scripts/worker.ts) and nginx with
 * deploy/nginx.conf in front of them, on PostgreSQL, Redis when REDIS_URL is given, and S3 (a local s3rver for the
 * run when no S3 setting is given). Shared by `npm run cluster`, `npm run bench:cluster` and tests/int/cluster.test.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { buildIfStale, NEXT_BIN, nextStartArgs, runScript } from './build'
import { freePort, type RunningNginx, startNginx, waitForPort } from './nginx'

export interface ClusterOptions {
  /** Web instances behind nginx (at least 1). */
  instances: number
  /** nginx's plain HTTP port on 127.0.0.1; 0 picks a free one. Default: PORT, else 3000. */
  port?: number
  /** The environment (DATABASE_URL, REDIS_URL, S3_*, PAYLOAD_SECRET…); process.env by default. */
  env?: NodeJS.ProcessEnv
  /** The production build's folder: NEXT_DIST_DIR, else `.next` (as `npm start`). */
  distDir?: string
  /**
   * `stale` (default): build when the build is missing or older than the sources, as `npm start` does; `missing`:
   * build only when there is none (a bench or a test on a tree that others are editing).
   */
  build?: 'stale' | 'missing'
  /** Whether to run the migrations and seed an empty database first (scripts/seed.ts, once). Default true. */
  migrate?: boolean
  /** Start the worker (scripts/worker.ts). Default true; the bench measures the web instances alone. */
  worker?: boolean
  /** The children's standard output: shown (default) or dropped; their errors are always shown. */
  output?: 'inherit' | 'ignore'
  /** Where the one-line-per-process report goes (console.log by default). */
  log?: (line: string) => void
  /** Aborting it while the cluster starts stops what was started and rejects (Ctrl-C during the start). */
  signal?: AbortSignal
}

export interface RunningCluster {
  /** Each instance's own address, in order (`http://127.0.0.1:41231`). */
  urls: string[]
  /** nginx's plain HTTP address on the loopback: the whole site, through the instances. */
  nginxUrl: string
  nginx: RunningNginx
  instances: ChildProcess[]
  worker: ChildProcess | undefined
  /** The environment every process got (S3 settings of the local s3rver included). */
  env: NodeJS.ProcessEnv
  /** Stops nginx, the instances, the worker and the local S3 server, and removes the run's temp dirs. */
  stop(): Promise<void>
}

const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
] as const
const LOCAL_BUCKET = 'facade'

/** The environment's value, an empty one meaning unset (as src/lib/env.ts reads it). */
const setting = (env: NodeJS.ProcessEnv, name: string): string | undefined => env[name] || undefined

/** Why this environment cannot run a cluster, or undefined. */
export function clusterEnvProblem(env: NodeJS.ProcessEnv): string | undefined {
  const url = setting(env, 'DATABASE_URL')
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    return `a cluster needs PostgreSQL: set DATABASE_URL=postgres://… (${url ? `not ${url.split(':')[0]}:` : 'it is unset, which means the SQLite file'}; several processes on one SQLite file is not supported)`
  }
  const s3Given = S3_SETTINGS.filter((n) => n !== 'S3_REGION' && setting(env, n))
  if (s3Given.length > 0 && !setting(env, 'S3_BUCKET')) {
    return `S3_BUCKET is required when ${s3Given.join(', ')} is given (leave every S3_* unset for a local S3 server)`
  }
  return undefined
}

/** PAYLOAD_SECRET, or the one `npm start` keeps in data/.payload-secret (made on first use). */
function payloadSecret(env: NodeJS.ProcessEnv): string {
  const given = setting(env, 'PAYLOAD_SECRET')
  if (given) return given
  const file = 'data/.payload-secret'
  mkdirSync('data', { recursive: true })
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

/** Whether nothing listens on 127.0.0.1:port (a listen there succeeds). */
async function portIsFree(port: number): Promise<boolean> {
  const server = createServer()
  return new Promise((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** Why Redis at `url` does not answer one PING within a few seconds, or undefined when it does. */
async function redisProblem(url: string): Promise<string | undefined> {
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error)
  } finally {
    if (client.isOpen) client.destroy()
  }
}

/** A URL with its password hidden, for a log line. */
function withoutPassword(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return url
  }
}

/** Whether a child has exited. */
const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

/**
 * Stops a child started in its own process group (SIGTERM to the group, SIGKILL after graceMs), so that nothing
 * it started itself is left behind.
 */
async function stopGroup(child: ChildProcess, graceMs = 8000): Promise<void> {
  if (!child.pid || exited(child)) return
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), s)
    } catch {
      // the group is gone already
    }
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), graceMs)
  await done
  clearTimeout(timer)
  // Whatever the group leader left running (a grandchild that ignored SIGTERM).
  signal('SIGKILL')
}

/** Resolves once the URL answers 200; rejects if `child` exits first or after timeoutMs. */
async function waitForOk(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${url}: the process exited (${child.exitCode ?? child.signalCode})`)
    try {
      const r = await fetch(url)
      if (r.ok) return
      last = `HTTP ${r.status}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})`)
}

/**
 * Starts the cluster; resolves once nginx answers through every instance. On failure, whatever was started is
 * stopped before the error is thrown.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const log = options.log ?? ((line: string) => console.log(line))
  const base = options.env ?? process.env
  const count = options.instances
  if (!Number.isInteger(count) || count < 1) throw new Error(`--instances must be a whole number ≥ 1, not ${count}`)
  const problem = clusterEnvProblem(base)
  if (problem) throw new Error(problem)
  if (!setting(base, 'REDIS_URL')) {
    log(
      'warning: REDIS_URL is not set: each instance keeps its own rate limits, sign-in throttle and Next cache (set REDIS_URL=redis://… to share them)',
    )
  }
  const distDir = options.distDir ?? setting(base, 'NEXT_DIST_DIR') ?? '.next'
  const requestedPort = options.port ?? Number(setting(base, 'PORT') ?? 3000)
  if (!Number.isInteger(requestedPort) || requestedPort < 0) throw new Error(`not a port: ${requestedPort}`)
  // Before anything starts: nginx on a taken port would fail after the cluster said it was ready.
  if (requestedPort && !(await portIsFree(requestedPort))) {
    throw new Error(`port ${requestedPort} is in use: stop what listens there or set PORT`)
  }
  const redisUrl = setting(base, 'REDIS_URL')
  const redisDown = redisUrl ? await redisProblem(redisUrl) : undefined
  if (redisUrl && redisDown) {
    log(
      `warning: REDIS_URL ${withoutPassword(redisUrl)} does not answer (${redisDown}): limits and cache fall back to each instance's memory until it does`,
    )
  }
  const stdout = options.output ?? 'inherit'

  const children: ChildProcess[] = []
  const tempDirs: string[] = []
  let nginx: RunningNginx | undefined
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await nginx?.stop()
      await Promise.all(children.map((c) => stopGroup(c)))
      for (const d of tempDirs) rmSync(d, { recursive: true, force: true })
    })()
    return stopping
  }
  options.signal?.addEventListener('abort', () => void stop())
  // Own process group each: a Ctrl-C in the terminal reaches this script only, which stops them in order.
  const start = (args: string[], env: NodeJS.ProcessEnv) => {
    if (stopping) throw new Error('the cluster was stopped while starting')
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', stdout, 'inherit'], detached: true })
    children.push(child)
    return child
  }

  try {
    const env: NodeJS.ProcessEnv = {
      ...base,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      PAYLOAD_SECRET: payloadSecret(base),
    }

    // Object storage: the given service, or a local S3-compatible server on a temp dir for this run only. A child
    // process, not scripts/lib/s3.ts in this one: the seed and the build run synchronously here, and the seed
    // uploads the demo images, which an s3rver on this blocked event loop could never answer.
    if (!setting(base, 'S3_BUCKET')) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'facade-s3-'))
      tempDirs.push(dir)
      const port = await freePort()
      const bin = path.resolve('node_modules/s3rver/bin/s3rver.js')
      const s3 = start(
        [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '-s', '--configure-bucket', LOCAL_BUCKET],
        {
          ...process.env,
        },
      )
      await waitForPort(port, s3, 15_000)
      Object.assign(env, {
        S3_BUCKET: LOCAL_BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      })
      log(`s3 http://127.0.0.1:${port} (local s3rver, bucket ${LOCAL_BUCKET}, pid ${s3.pid})`)
    }

    // Links in mails and pages name the site as visitors reach it: through nginx. The build bakes it into the pages
    // it prerenders, so it is set before the build (and the worker's mails use it too).
    const nginxPort = requestedPort || (await freePort())
    env.SITE_URL = setting(base, 'SITE_URL') ?? `http://127.0.0.1:${nginxPort}`

    // Once, before any instance starts: migrations (and the demo content into an empty database, as `npm start`).
    if (options.migrate !== false) runScript('scripts/seed.ts', [], env)
    if (options.build === 'missing' && existsSync(path.join(distDir, 'BUILD_ID'))) {
      log(`using the build in ${distDir}`)
    } else buildIfStale(distDir, env)
    if (!existsSync(NEXT_BIN)) throw new Error('next is not installed: run npm install')

    const ports = await Promise.all(Array.from({ length: count }, () => freePort()))
    const instanceEnv = (port: number): NodeJS.ProcessEnv => ({
      ...env,
      PORT: String(port),
      // The worker runs the jobs; instances answer requests only.
      JOBS: 'off',
      // nginx on the loopback is the proxy whose X-Forwarded-For is believed.
      TRUSTED_PROXIES: '127.0.0.1',
    })
    const instances = ports.map((port) => start(nextStartArgs(port), instanceEnv(port)))
    const urls = ports.map((p) => `http://127.0.0.1:${p}`)
    await Promise.all(instances.map((child, i) => waitForOk(`${urls[i]}/api/health`, child, 120_000 + 30_000 * count)))
    for (const [i, url] of urls.entries()) log(`instance ${i + 1} ${url}`)

    let worker: ChildProcess | undefined
    if (options.worker !== false) {
      const script = path.resolve('scripts/worker.ts')
      if (!existsSync(script)) throw new Error(`${script} is missing: the worker (npm run worker) is needed`)
      worker = start(['--import', 'tsx', script], env)
      log(`worker pid ${worker.pid}`)
    }

    if (stopping) throw new Error('the cluster was stopped while starting')
    nginx = await startNginx(
      ports.map((p) => `127.0.0.1:${p}`),
      { port: nginxPort },
    )
    const nginxUrl = nginx.url
    log(`nginx ${nginxUrl}`)
    const running = nginx
    return { urls, nginxUrl, nginx: running, instances, worker, env, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Resolves with a line saying which process ended, when any of the cluster's processes (nginx included) exits on
 * its own (a crash): `npm run cluster` then stops the rest.
 */
export function firstExit(cluster: RunningCluster): Promise<string> {
  const named: Array<[string, ChildProcess]> = [
    ...cluster.instances.map((c, i): [string, ChildProcess] => [`instance ${i + 1}`, c]),
    ...(cluster.worker ? [['worker', cluster.worker] as [string, ChildProcess]] : []),
    ['nginx', cluster.nginx.process],
  ]
  return new Promise((resolve) => {
    for (const [name, child] of named) {
      if (exited(child)) resolve(`${name} exited (${child.exitCode ?? child.signalCode})`)
      child.once('exit', (code, signal) => resolve(`${name} exited (${code ?? signal})`))
    }
  })
}
