/**
 * `npm run bench`: throughput of the public pages, written to its sections of docs/performance.md (`pages` and
 * `reset-timing`; the other scripts' sections and the hand-written text stay).
 *   1. a static baseline: a bare Node `http` server answering the home page's prerendered HTML from memory
 *      (with nginx's headers for it, and with a bare Content-Type);
 *   2. `next start` of the production build (built when stale) on /fr and /fr/contact;
 *   3. nginx with deploy/nginx.conf in front of that Next, cache warmed first, on the same paths.
 * autocannon, 50 connections, BENCH_DURATION seconds per target (default 20). Every child stops at the end.
 * Then the configurator's calculation (scripts/bench-configurator.ts) and the directory search at scale
 * (scripts/bench-directory.ts; its HTTP part only with BENCH_DIRECTORY_HTTP=1, `npm run bench:directory` has it).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http, { type IncomingHttpHeaders } from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { benchConfigurator } from './bench-configurator'
import { benchDirectory } from './bench-directory'
import { buildIfStale, nextStartArgs, runScript } from './lib/build'
import { freePort, nginxBinary, type RunningNginx, startNginx, stopChild, waitForPort } from './lib/nginx'
import { firstInSitemap, PERFORMANCE_REPORT, writeSection } from './lib/report-section'
import { runMain } from './lib/run'

type Counts = Record<'non2xx' | 'errors' | 'timeouts', number>
type AutocannonResult = Counts & { requests: { mean: number }; latency: { p50: number; p99: number } }
type AutocannonClient = { on(event: 'headers', listener: (info: { headers: string[] }) => void): void }
type AutocannonOptions = {
  url: string
  connections: number
  duration: number
  setupClient?: (client: AutocannonClient) => void
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const DURATION = Number(process.env.BENCH_DURATION ?? 20)
const CONNECTIONS = 50
/** Fixed screens; an article and a reference are added from the sitemap once the server runs. */
const PATHS = ['/fr', '/fr/contact', '/fr/particulier']
const BASELINE = 'static, same headers as nginx'
/** Other work on the machine skews every row: reported next to the figures. */
const LOAD = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ')

/** cache: the share of each value of the cache header over every response of the run, e.g. "HIT 100 %". */
type Row = { target: string; bytes: number; reqPerSec: number; p50: number; p99: number; non2xx: number; cache: string }

const children: ChildProcess[] = []
let nginx: RunningNginx | undefined
const tmp = mkdtempSync(path.join(os.tmpdir(), 'facade-bench-'))

async function cleanup(): Promise<void> {
  await nginx?.stop()
  await Promise.all(children.map((c) => stopChild(c)))
  rmSync(tmp, { recursive: true, force: true })
}

function startNode(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'inherit'] })
  children.push(child)
  return child
}

/** A GET like autocannon's (no Accept-Encoding), so it warms and samples the very cache entries measured. */
function get(url: string): Promise<{ headers: IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

async function measure(target: string, url: string, name?: string): Promise<Row> {
  const bytes = (await get(url)).body.length
  // JIT, connection pools and caches settle first: a short run that is not recorded.
  await autocannon({ url, connections: CONNECTIONS, duration: Math.min(2, DURATION) })
  const counts = new Map<string, number>()
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    setupClient: (client) =>
      client.on('headers', ({ headers }) => {
        if (!name) return
        // Cheap on purpose: the client is the bottleneck (length first, then the case-insensitive match).
        const i = headers.findIndex((h, k) => k % 2 === 0 && h.length === name.length && h.toLowerCase() === name)
        const value = i < 0 ? '(none)' : (headers[i + 1] ?? '')
        counts.set(value, (counts.get(value) ?? 0) + 1)
      }),
  })
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  const cache = [...counts].map(([v, n]) => `${v} ${((100 * n) / total).toFixed(n === total ? 0 : 2)} %`).join(', ')
  const row = {
    target,
    bytes,
    reqPerSec: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    cache: cache || '–',
  }
  console.log(`${target}: ${row.reqPerSec.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.cache}`)
  return row
}

/** The headers saying where a response came from. */
async function cacheHeaders(url: string, names: string[]): Promise<string> {
  const { headers } = await get(url)
  return names.map((n) => `${n}: ${headers[n] ?? '(none)'}`).join(', ')
}

function report(rows: Row[]): string {
  const base = rows.find((r) => r.target === BASELINE)?.reqPerSec ?? 1
  const nextRows = rows.filter((r) => r.target.startsWith('next'))
  const nginxRows = rows.filter((r) => r.target.startsWith('nginx'))
  const allHits = nextRows.every((r) => r.cache === 'HIT 100 %')
  const worst = Math.min(...nginxRows.map((r) => r.reqPerSec / base))
  const bare = Math.min(...nginxRows.map((r) => r.reqPerSec)) / (rows[0]?.reqPerSec ?? 1)
  const nginxVersion = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' }).stderr.trim()
  const nextVersion = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version
  const table = rows.map(
    (r) =>
      `| ${r.target} | ${(r.bytes / 1024).toFixed(1)} | ${r.reqPerSec.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.cache} | ${((100 * r.reqPerSec) / base).toFixed(0)} % |`,
  )
  return `## Public pages: throughput

\`npm run bench\` (scripts/bench.ts) on ${new Date().toISOString().slice(0, 10)}: autocannon, ${CONNECTIONS} connections, ${DURATION} s per target after a 2 s warm-up,
one target at a time. Machine: ${os.availableParallelism()} CPU (\`nproc\`), ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${LOAD} at the start;
Node ${process.version}, Next ${nextVersion}, ${nginxVersion}; production build, SQLite, no compression (autocannon sends no
\`Accept-Encoding\`).

| target | body (KiB) | req/s (mean) | p50 (ms) | p99 (ms) | non-2xx / errors | cache header over the run | vs static |
| --- | --- | --- | --- | --- | --- | --- | --- |
${table.join('\n')}

"static" is a bare Node \`http\` server answering the HTML of \`/fr\` from memory, with only a \`Content-Type\` or with the
headers nginx sends for \`/fr\` (the baseline: the client, about one core, is the bottleneck here, so the headers alone
cost the first two rows' difference). The cache column counts \`x-nextjs-cache\` (Next) and \`X-Cache-Status\` (nginx).

Goals: every anonymous page comes from Next's cache (prerendered/ISR, no render per request): ${allHits ? 'met' : '**not met**'}. Behind
nginx, at least 90 % of the static baseline: ${worst >= 0.9 ? 'met' : '**not met**'} (worst ${(100 * worst).toFixed(0)} %; ${(100 * bare).toFixed(0)} % of the bare-headers row).
`
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

    const nextPort = await freePort()
    const next = startNode(nextStartArgs(nextPort), env)
    await waitForPort(nextPort, next, 60_000)
    const nextUrl = `http://127.0.0.1:${nextPort}`
    for (const prefix of ['/fr/article/', '/fr/reference/']) PATHS.push(await firstInSitemap(nextUrl, prefix))
    for (const p of PATHS) for (let i = 0; i < 3; i++) await get(`${nextUrl}${p}`)

    nginx = await startNginx(`127.0.0.1:${nextPort}`)
    // Two requests store a page; a few more ride out a revalidation in progress.
    for (const p of PATHS) {
      for (let i = 0; i < 5; i++) {
        if ((await get(`${nginx.url}${p}`)).headers['x-cache-status'] === 'HIT') break
      }
    }

    // The static server answers the bytes nginx sends for /fr (its own Date, Connection and Content-Length).
    const home = await get(`${nginx.url}/fr`)
    const hop = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']
    const headers = home.rawHeaders.filter((_, i, all) => !hop.includes((all[i - (i % 2)] ?? '').toLowerCase()))
    writeFileSync(path.join(tmp, 'home.html'), home.body)
    writeFileSync(path.join(tmp, 'home.json'), JSON.stringify(headers))
    const staticPort = await freePort()
    const serveHtml = `const fs = require('fs'), [file, port, headersFile] = process.argv.slice(1)
      const html = fs.readFileSync(file), headers = JSON.parse(fs.readFileSync(headersFile, 'utf8'))
      require('http').createServer((q, s) => {
        const h = q.url === '/bare' ? ['content-type', 'text/html; charset=utf-8'] : headers
        s.writeHead(200, [...h, 'content-length', String(html.length)]); s.end(html)
      }).listen(+port, '127.0.0.1')`
    const staticArgs = [path.join(tmp, 'home.html'), `${staticPort}`, path.join(tmp, 'home.json')]
    await waitForPort(staticPort, startNode(['-e', serveHtml, ...staticArgs], env))

    // Where each page comes from before the runs (the report's cache column counts the same headers over them).
    for (const p of PATHS)
      console.log(
        `next ${p}: ${await cacheHeaders(`${nextUrl}${p}`, ['x-nextjs-cache', 'x-nextjs-prerender', 'cache-control'])}`,
      )
    for (const p of PATHS) console.log(`nginx ${p}: ${await cacheHeaders(`${nginx.url}${p}`, ['x-cache-status'])}`)

    const rows = [await measure('static, bare headers', `http://127.0.0.1:${staticPort}/bare`)]
    rows.push(await measure(BASELINE, `http://127.0.0.1:${staticPort}/`))
    for (const p of PATHS) rows.push(await measure(`next ${p}`, `${nextUrl}${p}`, 'x-nextjs-cache'))
    for (const p of PATHS) rows.push(await measure(`nginx → next ${p}`, `${nginx.url}${p}`, 'x-cache-status'))
    const timing = await resetAnswerTimes(env)
    // Only these two sections: the other scripts' (Lighthouse, the cluster…) and the hand-written text stay.
    writeSection(PERFORMANCE_REPORT, 'pages', report(rows))
    writeSection(PERFORMANCE_REPORT, 'reset-timing', timing)
    console.log(`wrote the pages and reset-timing sections of ${PERFORMANCE_REPORT}`)
    await benchConfigurator()
  } finally {
    await cleanup()
  }
  // Once the servers above are stopped: the directory at scale (HTTP only with BENCH_DIRECTORY_HTTP=1).
  await benchDirectory({ http: process.env.BENCH_DIRECTORY_HTTP === '1' })
})
