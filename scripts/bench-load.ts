/**
 * `npm run bench:load`: Next alone (no nginx in front) under a visitors' mix for BENCH_LOAD_DURATION seconds
 * (default 60) at 50 and at 200 connections, and what limits it. Two requests in three ask one of the anonymous
 * pages (every kind of `npm run bench`, in turn), the third a directory search nobody made before in the run, which
 * neither Next's cache nor the data cache can answer. The report says how busy the server's one JavaScript thread
 * was (its CPU time over the run's) and, from a second server run with `--cpu-prof` under the same mix (the
 * profiler slows the server, so the figures come from the first), where that time went (self time by package). Writes the `load` section of docs/performance.md.
 *   npm run bench:load                    the embedded SQLite database (seeded, as `npm start`)
 *   DATABASE_URL=postgres://… npm run bench:load
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { renderLimit } from './admission.js'
import { type AutocannonResult, autocannon, distinctSearch } from './lib/autocannon'
import { BROWSER_ENCODING, get, pageKinds } from './lib/bench-pages'
import { benchEnv, buildIfStale, nextStartArgs, runScript } from './lib/build'
import { type ProfileShare, profileShares } from './lib/cpu-profile'
import { type CpuSplit, cpuSplit, MACHINE_CORES, pinned, pinSelf } from './lib/cpus'
import { freePort, stopChild, waitForPort } from './lib/nginx'
import { PERFORMANCE_REPORT, writeSection } from './lib/report-section'
import { runMain } from './lib/run'

const DURATION = Number(process.env.BENCH_LOAD_DURATION ?? 60)
// Long enough for the search pages' code to be compiled by V8 before the first level: with 5 s, the first level
// (50 connections) came out slower than the next (200), the compiler's work counted against it.
const WARMUP = Number(process.env.BENCH_LOAD_WARMUP ?? 15)
const LEVELS = [50, 200]
/** autocannon's own limit: a request without an answer after this many seconds counts as a timeout. */
const TIMEOUT = 10
/** Seconds of the profiled run (a server of its own, 50 connections). */
const PROFILE_DURATION = Math.min(DURATION, 30)
const tmp = mkdtempSync(path.join(os.tmpdir(), 'facade-load-'))
const children: ChildProcess[] = []

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/**
 * Waits until the server has been idle for half a second (at most 30 s): a run's clients leave with requests still
 * in the server's hands, and the next run must not be charged for finishing them.
 */
async function settle(pid: number): Promise<void> {
  const until = performance.now() + 30_000
  while (performance.now() < until) {
    const before = cpuSeconds(pid)
    await new Promise((resolve) => setTimeout(resolve, 500))
    if (cpuSeconds(pid) - before < 0.03) return
  }
}

/** The server's CPU time per request, in ms, for each kind of request the mix sends (one request at a time). */
interface Costs {
  page: number
  search: number
  /** The mix's pages Next rendered for the request (no `x-nextjs-cache` answer: they read the query string). */
  rendered: string[]
}

/**
 * What one request costs the server, measured with its own CPU time (/proc) over requests sent one at a time: a
 * page from Next's cache (the mix's pages, in turn), and a directory search nobody made yet. The mix's mean cost
 * caps the rate one core can answer, and with a first-come queue a request waits for the others ahead of it.
 */
async function costs(pid: number, url: string, pages: string[]): Promise<Costs> {
  const rendered = new Set<string>()
  const cost = async (paths: string[]) => {
    await settle(pid)
    const before = cpuSeconds(pid)
    for (const p of paths) {
      const answer = await get(`${url}${p}`)
      if (!answer.headers['x-nextjs-cache']) rendered.add(p)
    }
    return (1000 * (cpuSeconds(pid) - before)) / paths.length
  }
  const page = await cost(Array.from({ length: 200 }, (_, i) => pages[i % pages.length] as string))
  const renderedPages = [...rendered]
  // Points far from those the runs ask (distinctSearch walks its grid from 0).
  const search = await cost(Array.from({ length: 80 }, (_, i) => distinctSearch(1_000_000 + i)))
  return { page, search, rendered: renderedPages }
}

interface Level {
  connections: number
  result: AutocannonResult
  /** The server's CPU time over the run's wall time: 1.0 is one core, all its JavaScript thread can use. */
  serverCpu: number
}

function report(
  levels: Level[],
  shares: ProfileShare[],
  database: string,
  kinds: number,
  split: CpuSplit | null,
  cost: Costs,
): string {
  const mean = (2 * cost.page + cost.search) / 3
  const rows = levels.map((l) => {
    const r = l.result
    return `| ${l.connections} | ${r.requests.mean.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${(100 * l.serverCpu).toFixed(0)} % |`
  })
  const fifty = levels.find((l) => l.connections === 50)
  const most = levels.find((l) => l.connections === 200)
  const goals = [
    `p99 under 1 s at 50 connections: ${fifty && fifty.result.latency.p99 < 1000 ? 'met' : '**not met**'}`,
    `no error and no timeout at 200: ${most && most.result.errors + most.result.timeouts === 0 ? 'met' : '**not met**'}`,
  ]
  const top = shares
    .slice(0, 8)
    .map((s) => `${s.name} ${s.percent.toFixed(0)} %`)
    .join(', ')
  return `## Load straight to Next

\`npm run bench:load\` (scripts/bench-load.ts) on ${new Date().toISOString().slice(0, 10)}: Next alone, ${database}, ${DURATION} s per level after a
${WARMUP} s warm-up; two requests in three ask one of the ${kinds} anonymous pages in turn, the third a directory search
nobody made before in the run (\`?near=\` on a new point); \`Accept-Encoding: ${BROWSER_ENCODING}\`; requests
unanswered after ${TIMEOUT} s count as timeouts. The server renders at most ${renderLimit(process.env.MAX_CONCURRENT_RENDERS)} pages at once, the others
waiting their turn first come first served (\`MAX_CONCURRENT_RENDERS\`, scripts/admission.js); each level starts once the
server has finished the previous one's requests. ${MACHINE_CORES} CPU (${os.cpus()[0]?.model ?? 'unknown CPU'}), the server on ${split ? `core ${split.servers}, the client on ${split.client}` : 'every core with the client'}, Node ${process.version}.

| connections | req/s | p50 (ms) | p99 (ms) | max (ms) | errors | timeouts | non-2xx | server CPU (one core = 100 %) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Goals: ${goals.join('; ')}. What limits it: the server's JavaScript thread (one core at most, beside the client on
the other), busy ${(100 * (fifty?.serverCpu ?? 0)).toFixed(0)} % of the 50-connection run. A second server, run with \`--cpu-prof\` under the same mix at 50
connections for ${PROFILE_DURATION} s (the profiler slows it, so the figures above come from the first), spends its time in: ${top}.

What a request costs the same server, one at a time (its CPU time over 200 pages and 80 searches): a page of the
mix ${cost.page.toFixed(1)} ms on average, a directory search nobody made yet ${cost.search.toFixed(1)} ms. ${cost.rendered.length} of the ${kinds} pages are rendered for each
request, straight to Next, because they read their query string (${cost.rendered.map((p) => `\`${p}\``).join(', ')}); behind nginx they are cached too. The mix's mean, ${mean.toFixed(1)} ms, caps
one core at about ${(1000 / mean).toFixed(0)} requests a second; under load each costs more (the collector and the
client's sockets share the server's core). With 50 connections and a first-come queue, a request waits for the
others ahead of it: its time is about 50 × the mean cost, so p99 under 1 s needs a mean under about 18 ms.
`
}

runMain('bench:load', async () => {
  try {
    const env = benchEnv()
    runScript('scripts/seed.ts', [], env)
    buildIfStale('.next', env)
    // The server on cores of its own, the client (this process) on another: what the server gets is a core.
    const split = cpuSplit()
    if (split) pinSelf(split.client)
    /** A fresh server, with the mix's pages rendered or cached once and a 5 s run of the mix behind it. */
    const startServer = async (profiled: boolean) => {
      const port = await freePort()
      const profiler = profiled ? ['--cpu-prof', '--cpu-prof-dir', tmp] : []
      const [command, args] = pinned(split?.servers, process.execPath, [...profiler, ...nextStartArgs(port)])
      const server = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] })
      children.push(server)
      await waitForPort(port, server, 60_000)
      const url = `http://127.0.0.1:${port}`
      const pages = (await pageKinds(url)).map((k) => k.path)
      for (const p of pages) await get(`${url}${p}`)
      let k = 0
      const next = () => (k % 3 === 2 ? distinctSearch(k++) : (pages[k++ % pages.length] as string))
      const requests = [{ setupRequest: (r: object) => ({ ...r, path: next() }) }]
      const run = (connections: number, duration: number) =>
        autocannon({ url, connections, duration, headers, requests, timeout: TIMEOUT })
      await run(50, WARMUP)
      await settle(server.pid as number)
      return { server, pages, run, port }
    }
    const headers = { 'accept-encoding': BROWSER_ENCODING }

    // The figures, from a server without the profiler (sampling every stack costs it about a sixth of its rate).
    const measured = await startServer(false)
    const cost = await costs(measured.server.pid as number, `http://127.0.0.1:${measured.port}`, measured.pages)
    console.log(`CPU per request: page of the mix ${cost.page.toFixed(1)} ms, new search ${cost.search.toFixed(1)} ms`)
    const levels: Level[] = []
    for (const connections of LEVELS) {
      await settle(measured.server.pid as number)
      const cpuBefore = cpuSeconds(measured.server.pid as number)
      const started = performance.now()
      const result = await measured.run(connections, DURATION)
      const serverCpu = (cpuSeconds(measured.server.pid as number) - cpuBefore) / ((performance.now() - started) / 1000)
      console.log(
        `${connections} connections: ${result.requests.mean.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.timeouts} timeouts, server CPU ${(100 * serverCpu).toFixed(0)} %`,
      )
      levels.push({ connections, result, serverCpu })
    }
    await stopChild(measured.server, 20_000)

    // Where the time goes: another server, profiled, under the 50-connection mix.
    const profiled = await startServer(true)
    await profiled.run(50, PROFILE_DURATION)
    // SIGTERM: scripts/server.js closes Next and exits, and Node writes the profile.
    await stopChild(profiled.server, 20_000)
    const profile = readdirSync(tmp).find((f) => f.endsWith('.cpuprofile'))
    if (!profile) throw new Error('the server wrote no CPU profile')
    const shares = profileShares(JSON.parse(readFileSync(path.join(tmp, profile), 'utf8')))
    const pages = measured.pages
    const database = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite (the embedded default)'
    writeSection(PERFORMANCE_REPORT, 'load', report(levels, shares, database, pages.length, split, cost))
    console.log(`wrote the load section of ${PERFORMANCE_REPORT}`)
  } finally {
    await Promise.all(children.map((c) => stopChild(c)))
    rmSync(tmp, { recursive: true, force: true })
  }
})
