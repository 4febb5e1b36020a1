/**
 * `npm run bench:cluster`: how a dynamic route scales with the number of instances behind nginx, in one run.
 *   1. a static baseline: a bare Node `http` server answering the home page's HTML from memory with the headers
 *      nginx sends for it (as `npm run bench`), the ceiling of this machine and client;
 *   2. the directory search (`/fr/recherche-pro?near=…`, sorted by distance), every request a search nobody made
 *      before in this run, so that neither nginx, Next's data cache nor Redis can answer it, through nginx in front
 *      of 1, 2 and 4 instances (scripts/lib/cluster.ts, as `npm run cluster`, without the worker).
 * autocannon, BENCH_DURATION seconds per target (default 20) after a warm-up, 50 connections on the static server (as
 * `npm run bench`) and BENCH_CLUSTER_CONNECTIONS (default 8) on the search, whose answers take tens to hundreds of
 * milliseconds of CPU each: 50 there would only queue in nginx and time out on a small machine. Needs DATABASE_URL
 * (PostgreSQL, migrated and seeded on the first start); REDIS_URL and the S3 settings are used when given (a local
 * S3 server otherwise). Writes its section of docs/performance.md.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/facade REDIS_URL=redis://127.0.0.1:6379 npm run bench:cluster
 * BENCH_CLUSTER_INSTANCES changes the steps (default "1,2,4").
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type AutocannonRequest, autocannon, distinctSearch, headerCounter } from './lib/autocannon'
import { type RunningCluster, startCluster } from './lib/cluster'
import { endToEndHeaders, httpGet } from './lib/http-get'
import { freePort, nginxBinary, stopChild, waitForPort } from './lib/nginx'
import { PERFORMANCE_REPORT, writeSection } from './lib/report-section'
import { runMain } from './lib/run'

const DURATION = Number(process.env.BENCH_DURATION ?? 20)
const WARM_UP = Math.min(5, DURATION)
const STATIC_CONNECTIONS = 50
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 8)
/** Seconds before autocannon counts a request as timed out. */
const TIMEOUT = 30
const STEPS = (process.env.BENCH_CLUSTER_INSTANCES ?? '1,2,4').split(',').map(Number)
const SEARCH_PATH = '/fr/recherche-pro'
const CORES = os.availableParallelism()
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')

let searches = 0
const nextSearch = () => distinctSearch(searches++, SEARCH_PATH)

type Row = {
  target: string
  instances: number | null
  reqPerSec: number
  total: number
  p50: number
  p99: number
  failed: number
  cache: string
}

/** The share of each value of a response header over a run, e.g. "MISS 100 %". */

async function measure(target: string, instances: number | null, url: string, distinct: boolean): Promise<Row> {
  const requests = distinct ? [{ setupRequest: (r: AutocannonRequest) => ({ ...r, path: nextSearch() }) }] : undefined
  const connections = distinct ? CONNECTIONS : STATIC_CONNECTIONS
  // JIT, connection pools and the filters' options settle first: a short run that is not recorded.
  await autocannon({ url, connections, duration: WARM_UP, requests, timeout: TIMEOUT })
  const counter = headerCounter('x-cache-status')
  const result = await autocannon({
    url,
    connections,
    duration: DURATION,
    requests,
    timeout: TIMEOUT,
    setupClient: counter.setupClient,
  })
  const row: Row = {
    target,
    instances,
    reqPerSec: result.requests.mean,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cache: distinct ? counter.summary() : '–',
  }
  console.log(
    `${target}: ${row.reqPerSec.toFixed(1)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.failed} failed, ${row.cache}`,
  )
  return row
}

/** A GET like autocannon's (no Accept-Encoding). */
const get = (url: string) => httpGet(url)

/** Serves /fr's HTML from memory with the headers nginx sent for it, in a child process; returns its URL. */
async function startStatic(nginxUrl: string, tmp: string, children: ChildProcess[]): Promise<string> {
  const home = await get(`${nginxUrl}/fr`)
  if (home.status !== 200) throw new Error(`GET /fr answered ${home.status}`)
  const headers = endToEndHeaders(home.rawHeaders)
  writeFileSync(path.join(tmp, 'home.html'), home.body)
  writeFileSync(path.join(tmp, 'home.json'), JSON.stringify(headers))
  const port = await freePort()
  const serveHtml = `const fs = require('fs'), [file, port, headersFile] = process.argv.slice(1)
    const html = fs.readFileSync(file), headers = JSON.parse(fs.readFileSync(headersFile, 'utf8'))
    require('http').createServer((q, s) => {
      s.writeHead(200, [...headers, 'content-length', String(html.length)]); s.end(html)
    }).listen(+port, '127.0.0.1')`
  const child = spawn(
    process.execPath,
    ['-e', serveHtml, path.join(tmp, 'home.html'), String(port), path.join(tmp, 'home.json')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  children.push(child)
  await waitForPort(port, child)
  return `http://127.0.0.1:${port}/`
}

function report(rows: Row[], load: { start: string; end: string; before: number }, sample: string): string {
  const base = rows.find((r) => r.instances === null)
  const one = rows.find((r) => r.instances === 1)
  const dynamic = rows.filter((r) => r.instances !== null)
  const pct = (a: number, b: number | undefined) => (b ? `${((100 * a) / b).toFixed(0)} %` : '–')
  const speedup = (r: Row) => (one ? `× ${(r.reqPerSec / one.reqPerSec).toFixed(2)}` : '–')
  const table = rows.map(
    (r) =>
      `| ${r.target} | ${r.instances ?? '–'} | ${CORES} | ${r.reqPerSec.toFixed(1)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.failed} | ${r.cache} | ${r.instances === null ? '–' : speedup(r)} | ${pct(r.reqPerSec, base?.reqPerSec)} |`,
  )
  const by = (n: number) => dynamic.find((r) => r.instances === n)
  const [r1, r2, r4] = [by(1), by(2), by(4)]
  const nginxVersion = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' }).stderr.trim()
  const nextVersion = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version

  // What the figures say, and only that.
  const reading: string[] = []
  if (r1 && r2) {
    const gain = r2.reqPerSec / r1.reqPerSec
    reading.push(
      gain >= 1.15
        ? `From 1 to 2 instances the throughput grew × ${gain.toFixed(2)}: one instance (one Node thread) left capacity of this ${CORES}-core machine unused.`
        : `From 1 to 2 instances the throughput changed × ${gain.toFixed(2)} only: one instance already used what this ${CORES}-core machine had left beside the client, nginx and PostgreSQL.`,
    )
  }
  if (r2 && r4) {
    const gain = r4.reqPerSec / r2.reqPerSec
    const flatFromOne = r1 !== undefined && r2.reqPerSec / r1.reqPerSec < 1.15
    reading.push(
      gain < 0.9
        ? `From 2 to 4 instances it fell × ${gain.toFixed(2)}: nothing is gained past 2 instances${CORES <= 2 ? ` on ${CORES} cores` : ''}, and the extra processes competing for the same cores cost throughput (p99 ${r2.p99} → ${r4.p99} ms).`
        : gain < 1.1
          ? `From 2 to 4 instances it changed × ${gain.toFixed(2)}: the curve is flat ${flatFromOne ? 'from 1 instance on' : 'from 2 on'}${CORES <= 2 ? `, as expected on ${CORES} cores, where every instance, PostgreSQL, nginx and autocannon share the same two` : ''}; more instances than cores add no throughput (p99 ${r2.p99} → ${r4.p99} ms).`
          : `From 2 to 4 instances it grew × ${gain.toFixed(2)}: the curve does not flatten at 2 on this ${CORES}-core machine${load.before > 1 ? ' in this run (see below)' : ''}.`,
    )
  }
  if (load.before > 1) {
    reading.push(
      `The machine was not quiet when the run began (1-minute load average ${load.before.toFixed(1)} on ${CORES} cores): other processes competed for the same cores, so every row is lower than on a quiet machine and the ratios between rows move from run to run. Repeat the run on a quiet machine before reading the curve.`,
    )
  }
  return `## Several instances behind nginx

\`npm run bench:cluster\` (scripts/bench-cluster.ts) on ${new Date().toISOString().slice(0, 10)}, in one run: nginx with deploy/nginx.conf in front
of 1, 2 and 4 instances of the production build (scripts/lib/cluster.ts as \`npm run cluster\`, \`JOBS=off\`: no worker), on
PostgreSQL${process.env.REDIS_URL ? ", Redis (rate limits and Next's cache shared)" : ' (no Redis: each instance its own cache)'} and a local S3 server, all on this machine with the client.
autocannon, ${DURATION} s per target after a ${WARM_UP} s warm-up, one target at a time: ${CONNECTIONS} connections on the search (more would
only wait in nginx's queue), ${STATIC_CONNECTIONS} on the static server (as \`npm run bench\`).

- Machine: **${CORES} cores** (\`os.availableParallelism()\`), ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${load.start} at the start and
  ${load.end} at the end (a load above 1 at the start means other work shared the machine; during the run the bench loads every core)
- Node ${process.version}, Next ${nextVersion}, ${nginxVersion}; the seeded demo content

The dynamic route is the directory search \`${SEARCH_PATH}?near=<latitude>,<longitude>\` (server-rendered, ordered by
distance in SQL), each request at another point of the directory's 0.01° grid: ${searches.toLocaleString('en')} distinct searches in this
run, none twice, so neither nginx (\`X-Cache-Status\` below), Next's data cache nor Redis holds the answer. "static" is
\`npm run bench\`'s baseline measured in this run (the HTML of \`/fr\` from memory), the most this client gets here.

| target | instances | cores | req/s (mean) | p50 (ms) | p99 (ms) | requests | non-2xx / errors | nginx cache header | vs 1 instance | vs static |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${table.join('\n')}

${reading.join('\n')}

Sample: ${sample}

Each instance is one Node process rendering on one core at a time: beyond the core count, instances add queueing, not
throughput, and here the client, nginx and PostgreSQL share the same ${CORES} cores. In production the instances have machines
of their own (docs/deployment.md, "Several instances"): read these rows as the curve's shape here, not as a capacity.
`
}

runMain('bench-cluster', async () => {
  if (!(DURATION > 0)) throw new Error(`BENCH_DURATION must be a number of seconds, not ${process.env.BENCH_DURATION}`)
  if (STEPS.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('BENCH_CLUSTER_INSTANCES: whole numbers ≥ 1')
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'facade-bench-cluster-'))
  const children: ChildProcess[] = []
  let cluster: RunningCluster | undefined
  let starting: Promise<RunningCluster> | undefined
  const abort = new AbortController()
  const cleanup = async () => {
    // A cluster still starting stops what it started, then rejects.
    abort.abort()
    await starting?.catch(() => undefined)
    await cluster?.stop()
    await Promise.all(children.map((c) => stopChild(c)))
    rmSync(tmp, { recursive: true, force: true })
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => cleanup().then(() => process.exit(130)))
  // Other work on the machine shows in the load before the run; during it, the bench's own processes (autocannon,
  // nginx, the instances, PostgreSQL) load every core, so the load then says nothing of other work.
  const load = { start: loadavg(), end: '', before: os.loadavg()[0] ?? 0 }
  const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }
  const rows: Row[] = []
  let sample = ''
  try {
    for (const [i, instances] of STEPS.entries()) {
      starting = startCluster({
        instances,
        port: 0,
        env,
        // Migrations once, on the first start; the build is reused as it is (others may be editing the tree).
        migrate: i === 0,
        build: 'missing',
        worker: false,
        output: 'ignore',
        signal: abort.signal,
      })
      cluster = await starting
      const url = cluster.nginxUrl
      if (i === 0) {
        const first = await get(`${url}${nextSearch()}`)
        if (first.status !== 200) throw new Error(`the directory search answered ${first.status}`)
        sample = `\`GET ${SEARCH_PATH}?near=…\` through nginx: ${first.status}, ${(first.body.length / 1024).toFixed(0)} KiB, X-Cache-Status ${first.headers['x-cache-status'] ?? '(none)'}, Cache-Control \`${first.headers['cache-control'] ?? '(none)'}\``
        rows.push(await measure('static, same headers as nginx', null, await startStatic(url, tmp, children), false))
        await Promise.all(children.splice(0).map((c) => stopChild(c)))
      }
      rows.push(
        await measure(
          `nginx → ${instances} instance${instances > 1 ? 's' : ''}`,
          instances,
          `${url}${SEARCH_PATH}`,
          true,
        ),
      )
      await cluster.stop()
      cluster = undefined
    }
    load.end = loadavg()
    writeSection(PERFORMANCE_REPORT, 'cluster', report(rows, load, sample))
    console.log(`wrote the cluster section of ${PERFORMANCE_REPORT}`)
  } finally {
    await cleanup()
  }
})
