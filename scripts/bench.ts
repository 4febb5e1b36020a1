/**
 * `npm run bench`: the public pages' throughput (section `pages` of docs/performance.md) and the reset requests'
 * answer times (section `reset-timing` of docs/security.md); the other sections and the hand-written text stay.
 *   1. `next start` of the production build (built when stale, on the seeded demo database);
 *   2. nginx with deploy/nginx.conf in front of it, its cache warmed with the browser's Accept-Encoding;
 *   3. for every kind of anonymous page (scripts/lib/bench-pages.ts): a static baseline answering the bytes nginx
 *      sent for it, nginx, then Next alone; the bench fails when nginx serves a page under 95 % of its baseline.
 * autocannon, 50 connections, BENCH_DURATION seconds per target (default 10). Every child stops at the end.
 * Then the configurator's calculation (scripts/bench-configurator.ts). The directory at scale has its own command
 * (`npm run bench:directory`: a generated data set and a build of its own).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { benchConfigurator } from './bench-configurator'
import {
  failures,
  get,
  MIN_SHARE,
  measure,
  measurePair,
  type PageRow,
  pageKinds,
  pagesReport,
  warm,
  writeStaticPages,
} from './lib/bench-pages'
import { buildIfStale, nextStartArgs, runScript } from './lib/build'
import { cpuSplit, pinned, pinSelf } from './lib/cpus'
import { freePort, type RunningNginx, startNginx, stopChild, waitForPort } from './lib/nginx'
import { PERFORMANCE_REPORT, SECURITY_REPORT, writeSection } from './lib/report-section'
import { runMain } from './lib/run'

const DURATION = Number(process.env.BENCH_DURATION ?? 10)
/** Other work on the machine skews every row: reported next to the figures. */
const LOAD = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ')

const children: ChildProcess[] = []
let nginx: RunningNginx | undefined
let pageFailures: string[] = []
const tmp = mkdtempSync(path.join(os.tmpdir(), 'facade-bench-'))

async function cleanup(): Promise<void> {
  await nginx?.stop()
  await Promise.all(children.map((c) => stopChild(c)))
  rmSync(tmp, { recursive: true, force: true })
}

/** Client and servers on cores of their own where the machine allows it. */
const split = cpuSplit()

function startNode(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const [command, commandArgs] = pinned(split?.servers, process.execPath, args)
  const child = spawn(command, commandArgs, { env, stdio: ['ignore', 'ignore', 'inherit'] })
  children.push(child)
  return child
}

const ASK_RESET =
  'mutation($input: AskResetPasswordInput!) { askResetPasswordProfessionalUser(input: $input) { professionalUser { id } } }'
// The seeded professionals: each may ask 3 resets an hour, so three each.
const KNOWN_EMAILS = ['julie@facades-lambert.example', 'tom@peeters-stukwerk.example']

/**
 * Whether a reset request tells, by its answer time, if an e-mail has an account: the same number of requests
 * for seeded accounts and for unknown addresses, one at a time, on a copy of the database (the known ones queue
 * reset mails there). Each request comes from its own address, as the per-address limit would otherwise stop them.
 */
async function resetAnswerTimes(env: NodeJS.ProcessEnv): Promise<string> {
  const db = path.join(tmp, 'accounts.db')
  copyFileSync('data/platform.db', db)
  const port = await freePort()
  const server = startNode(nextStartArgs(port), {
    ...env,
    DATABASE_URL: `file:${db}`,
    SMTP_URL: '',
  })
  await waitForPort(port, server, 60_000)
  let ip = 0
  const ask = async (email: string): Promise<number> => {
    const started = performance.now()
    const r = await fetch(`http://127.0.0.1:${port}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.0.${++ip}` },
      body: JSON.stringify({ query: ASK_RESET, variables: { input: { email } } }),
    })
    const body = (await r.json()) as { errors?: unknown[] }
    if (body.errors) throw new Error(`reset request failed: ${JSON.stringify(body.errors)}`)
    return performance.now() - started
  }
  await ask('warm-up@bench.example')
  const known: number[] = []
  const unknown: number[] = []
  for (let round = 0; round < 3; round++) {
    for (const email of KNOWN_EMAILS) {
      known.push(await ask(email))
      unknown.push(await ask(`nobody-${round}-${email}`))
    }
  }
  server.kill('SIGTERM')
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b)
    const at = (i: number) => sorted[i] ?? Number.NaN
    const median = (at(Math.floor((sorted.length - 1) / 2)) + at(Math.ceil((sorted.length - 1) / 2))) / 2
    return `${median.toFixed(0)} | ${at(0).toFixed(0)} | ${at(sorted.length - 1).toFixed(0)}`
  }
  return `## Reset requests: answer time

\`askResetPasswordProfessionalUser\`, ${known.length} requests for existing accounts and ${unknown.length} for unknown
e-mails, alternating, one at a time, straight to Next (a copy of the seeded database). Answers are held to at
least 400 ms so that timing does not tell whether an account exists.

| e-mail | median (ms) | min (ms) | max (ms) |
| --- | --- | --- | --- |
| has an account | ${stats(known)} |
| unknown | ${stats(unknown)} |
`
}

runMain('bench', async () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => cleanup().then(() => process.exit(130)))
  try {
    if (!(DURATION > 0))
      throw new Error(`BENCH_DURATION must be a number of seconds, not ${process.env.BENCH_DURATION}`)
    const secretFile = 'data/.payload-secret'
    const secret = existsSync(secretFile)
      ? readFileSync(secretFile, 'utf8').trim()
      : 'bench-secret-not-for-production-01234'
    const env = {
      ...process.env,
      NODE_ENV: 'production' as const,
      NEXT_TELEMETRY_DISABLED: '1',
      // The bench and nginx stand in front of Next on the loopback, as nginx does in production.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? secret,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    }
    runScript('scripts/seed.ts', [], env)
    buildIfStale('.next', env)
    if (split) pinSelf(split.client)

    const nextPort = await freePort()
    const next = startNode(nextStartArgs(nextPort), env)
    await waitForPort(nextPort, next, 60_000)
    const nextUrl = `http://127.0.0.1:${nextPort}`
    const kinds = await pageKinds(nextUrl)
    // Next renders or revalidates each page a first time; later requests come from its cache where it has one.
    for (const { path: p } of kinds) for (let i = 0; i < 3; i++) await get(`${nextUrl}${p}`)

    nginx = await startNginx(`127.0.0.1:${nextPort}`, { cpus: split?.servers })
    const served = []
    for (const { kind, path: p } of kinds) {
      const answer = await warm(`${nginx.url}${p}`)
      if (answer.status !== 200) throw new Error(`${kind} ${p}: nginx answered ${answer.status}`)
      served.push(answer)
    }
    const statics = writeStaticPages(tmp, served)
    const staticPort = await freePort()
    await waitForPort(staticPort, startNode(['-e', statics.script, statics.file, `${staticPort}`], env))

    const rows: PageRow[] = []
    for (const [i, { kind, path: p }] of kinds.entries()) {
      const answer = served[i] as (typeof served)[number]
      // fetch undoes the compression: the page's HTML as the browser reads it.
      const html = await fetch(`${nginx.url}${p}`).then((r) => r.arrayBuffer())
      const pair = await measurePair(
        `http://127.0.0.1:${staticPort}/${i}`,
        `${nginx.url}${p}`,
        DURATION,
        'x-cache-status',
      )
      const row: PageRow = {
        kind,
        path: p,
        bytes: answer.body.length,
        htmlBytes: html.byteLength,
        encoding: String(answer.headers['content-encoding'] ?? 'identity'),
        staticRow: pair.baseline,
        nginx: pair.page,
        next: await measure(`${nextUrl}${p}`, DURATION, 'x-nextjs-cache'),
      }
      const pct = ((100 * row.nginx.reqPerSec) / row.staticRow.reqPerSec).toFixed(0)
      console.log(
        `${kind} ${p}: static ${row.staticRow.reqPerSec.toFixed(0)}, nginx ${row.nginx.reqPerSec.toFixed(0)} req/s (${pct} %, ${row.nginx.source}), next ${row.next.reqPerSec.toFixed(0)} req/s (${row.next.source})`,
      )
      rows.push(row)
    }
    const nextVersion = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version
    writeSection(
      PERFORMANCE_REPORT,
      'pages',
      pagesReport(rows, { duration: DURATION, load: LOAD, nextVersion, cpus: split }),
    )
    pageFailures = failures(rows)
    const timing = await resetAnswerTimes(env)
    // Only these two sections: the other scripts' (Lighthouse, the cluster…) and the hand-written text stay.
    writeSection(SECURITY_REPORT, 'reset-timing', timing)
    console.log(`wrote the pages section of ${PERFORMANCE_REPORT} and the reset-timing section of ${SECURITY_REPORT}`)
    await benchConfigurator()
  } finally {
    await cleanup()
  }
  if (pageFailures.length > 0)
    throw new Error(`pages under ${100 * MIN_SHARE} % of their static baseline:\n${pageFailures.join('\n')}`)
})
