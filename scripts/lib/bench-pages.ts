/**
 * The public pages' throughput (`npm run bench`, section `pages` of docs/performance.md): every kind of anonymous
 * page, from Next alone and through nginx (deploy/nginx.conf), asked with the encodings a browser sends, each beside
 * a static baseline that answers the same bytes with the same headers from memory in the same run. A page nginx
 * serves from its cache must reach 95 % of its baseline; `failures` names those that do not.
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { countSummary } from './autocannon'
import { type CpuSplit, MACHINE_CORES } from './cpus'
import { endToEndHeaders, type HttpAnswer, httpGet } from './http-get'
import { firstInSitemap } from './report-section'
import { type WrkRun, wrk } from './wrk'

/** What Chromium sends: nginx answers it with brotli. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd'
const CONNECTIONS = 50
/** A page behind nginx's cache at less than this share of its static baseline fails the bench. */
export const MIN_SHARE = 0.95

export interface PageKind {
  kind: string
  path: string
}

/** Every kind of anonymous page: fixed screens, then one of each content type found in the sitemap. */
export async function pageKinds(nextUrl: string): Promise<PageKind[]> {
  const fromSitemap = async (kind: string, prefix: string) => ({ kind, path: await firstInSitemap(nextUrl, prefix) })
  return [
    { kind: 'home', path: '/fr' },
    { kind: 'landing', path: '/fr/particulier' },
    await fromSitemap('content page', '/fr/a-propos'),
    await fromSitemap('article', '/fr/article/'),
    await fromSitemap('blog', '/fr/blog/'),
    await fromSitemap('reference', '/fr/reference/'),
    { kind: 'FAQ', path: '/fr/faq' },
    await fromSitemap('company page', '/fr/entreprise/'),
    { kind: 'search', path: '/fr/recherche-pro' },
    { kind: 'search with a query', path: '/fr/recherche-pro?region=BRU&renovation=1' },
    { kind: 'colour chart', path: '/fr/configurateur-couleurs-finitions' },
    { kind: 'facade configurator', path: '/fr/configurateur-facade' },
    { kind: 'quotation', path: '/fr/devis' },
    { kind: 'contact', path: '/fr/contact' },
  ]
}

/** A GET as the bench's client sends it (the browser's Accept-Encoding), so it warms the very entries measured. */
export const get = (url: string): Promise<HttpAnswer> => httpGet(url, { 'accept-encoding': BROWSER_ENCODING })

/** Asks until nginx answers from its cache (a few requests ride out a fill or a revalidation in progress). */
export async function warm(url: string): Promise<HttpAnswer> {
  let last = await get(url)
  for (let i = 0; i < 8 && last.headers['x-cache-status'] !== 'HIT'; i++) last = await get(url)
  return last
}

export interface Measure {
  reqPerSec: number
  p50: number
  p99: number
  failed: number
  /** The share of each value of the header counted over the run, e.g. "HIT 100 %". */
  source: string
}

/** Rounds in which a page and its static baseline take turns (`measurePair`). */
export const ROUNDS = 3

/** One recorded wrk run at 50 connections, counting one response header's values. */
const run = (url: string, seconds: number, header: string): Promise<WrkRun> =>
  wrk(url, { connections: CONNECTIONS, seconds, headers: { 'accept-encoding': BROWSER_ENCODING }, count: header })

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Several runs of one target as one figure: requests over the whole time, the median run's latencies. */
function combine(runs: WrkRun[]): Measure {
  const counts = new Map<string, number>()
  for (const r of runs) for (const [value, n] of r.counts) counts.set(value, (counts.get(value) ?? 0) + n)
  return {
    reqPerSec: runs.reduce((sum, r) => sum + r.requests, 0) / runs.reduce((sum, r) => sum + r.seconds, 0),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    failed: runs.reduce((sum, r) => sum + r.failed, 0),
    source: countSummary(counts),
  }
}

/** wrk at 50 connections for `duration` seconds after a short unrecorded run, counting one header's values. */
export async function measure(url: string, duration: number, header: string): Promise<Measure> {
  await run(url, Math.min(2, duration), header)
  return combine([await run(url, duration, header)])
}

/**
 * A page and its baseline measured in turns: `ROUNDS` rounds of `duration / ROUNDS` seconds each, the order
 * swapped every round (baseline first, then the page first…), each target's requests summed over its rounds. What
 * drifts during a run (another process, the CPU's clock, the page cache) then weighs on both alike, where one long
 * run of each compared two different moments of the machine (rows moved by up to 15 % between runs).
 */
export async function measurePair(
  baselineUrl: string,
  pageUrl: string,
  duration: number,
  header: string,
): Promise<{ baseline: Measure; page: Measure }> {
  await run(baselineUrl, Math.min(2, duration), header)
  await run(pageUrl, Math.min(2, duration), header)
  const baseline: WrkRun[] = []
  const page: WrkRun[] = []
  const slice = Math.max(1, Math.round(duration / ROUNDS))
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) baseline.push(await run(baselineUrl, slice, header))
    page.push(await run(pageUrl, slice, header))
    if (round % 2 === 1) baseline.push(await run(baselineUrl, slice, header))
  }
  return { baseline: combine(baseline), page: combine(page) }
}

/**
 * The static baseline's files: for each page, the bytes and headers nginx answered a browser (compressed, with its
 * Content-Security-Policy and cache headers), which a bare Node server then answers from memory under /<index>.
 */
export function writeStaticPages(dir: string, pages: HttpAnswer[]): { file: string; script: string } {
  const entries = pages.map((p) => ({
    headers: endToEndHeaders(p.rawHeaders),
    body: p.body.toString('base64'),
  }))
  const file = path.join(dir, 'static-pages.json')
  writeFileSync(file, JSON.stringify(entries))
  const script = `const fs = require('fs'), [file, port] = process.argv.slice(1)
    const pages = JSON.parse(fs.readFileSync(file, 'utf8')).map((p) => ({ headers: p.headers, body: Buffer.from(p.body, 'base64') }))
    require('http').createServer((q, s) => {
      const page = pages[Number(q.url.slice(1))]
      if (!page) { s.writeHead(404); return s.end() }
      s.writeHead(200, [...page.headers, 'content-length', String(page.body.length)]); s.end(page.body)
    }).listen(+port, '127.0.0.1')`
  return { file, script }
}

export interface PageRow {
  kind: string
  path: string
  /** What the browser downloads through nginx (compressed), and the page's HTML. */
  bytes: number
  htmlBytes: number
  encoding: string
  staticRow: Measure
  next: Measure
  nginx: Measure
}

const share = (row: PageRow) => row.nginx.reqPerSec / row.staticRow.reqPerSec
/** nginx's answers from its cache: fresh, or stale while it fetches the new copy in the background. */
const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING'])
/** Whether every answer of the row came from nginx's cache (its source reads "HIT 99.9 %, STALE 0.1 %"). */
const cachedByNginx = (row: PageRow) =>
  row.nginx.source.split(', ').every((entry) => FROM_CACHE.has(entry.split(' ')[0] ?? ''))

/** The pages nginx serves from its cache below MIN_SHARE of their baseline, or not from its cache at all. */
export function failures(rows: PageRow[]): string[] {
  return rows.flatMap((r) => {
    if (!cachedByNginx(r)) return [`${r.kind} (${r.path}): nginx answered ${r.nginx.source}, not from its cache`]
    if (share(r) < MIN_SHARE) return [`${r.kind} (${r.path}): ${(100 * share(r)).toFixed(0)} % of its baseline`]
    return []
  })
}

function verdict(row: PageRow): string {
  if (!cachedByNginx(row)) return `**fails**: nginx not from its cache (${row.nginx.source})`
  const pct = `${(100 * share(row)).toFixed(0)} %`
  return share(row) >= MIN_SHARE ? `meets (${pct} of static)` : `**fails** (${pct} of static, under 95 %)`
}

const nextSource = (m: Measure) =>
  m.source === 'HIT 100 %' ? "Next's cache" : m.source === '(none) 100 %' ? 'rendered per request' : m.source

export function pagesReport(
  rows: PageRow[],
  options: { duration: number; load: string; nextVersion: string; cpus: CpuSplit | null },
) {
  const nginxVersion = spawnSync(process.env.NGINX_BIN ?? 'nginx', ['-v'], { encoding: 'utf8' }).stderr?.trim()
  const kb = (n: number) => (n / 1024).toFixed(1)
  const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0))
  const table = rows.map(
    (r) =>
      `| ${r.kind} | \`${r.path}\` | ${kb(r.htmlBytes)} / ${kb(r.bytes)} ${r.encoding} | ${r.staticRow.reqPerSec.toFixed(0)} | ${r.nginx.reqPerSec.toFixed(0)} · ${ms(r.nginx.p50)} / ${ms(r.nginx.p99)} | ${r.next.reqPerSec.toFixed(0)} · ${ms(r.next.p50)} / ${ms(r.next.p99)} (${nextSource(r.next)}) | ${r.staticRow.failed + r.nginx.failed + r.next.failed} | ${verdict(r)} |`,
  )
  const failed = failures(rows)
  return `## Public pages: throughput

\`npm run bench\` (scripts/bench.ts, scripts/lib/bench-pages.ts) on ${new Date().toISOString().slice(0, 10)}: wrk (one thread), ${CONNECTIONS} connections,
${options.duration} s per target after a 2 s warm-up, one target at a time, \`Accept-Encoding: ${BROWSER_ENCODING}\` as Chromium
sends it; a page through nginx and its static baseline take turns in ${ROUNDS} rounds (the order swapped each round, the
requests summed), so both meet the same moments of the machine. Machine: ${MACHINE_CORES} CPU, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load
average ${options.load} at the start; Node ${process.version}, Next ${options.nextVersion}, ${nginxVersion}; production build, SQLite.
${options.cpus ? `The client runs on core ${options.cpus.client} and every server (static, nginx, Next) on ${options.cpus.servers} (\`taskset\`), so no server is measured by the CPU it takes from the client.` : 'Client and servers share every core (no taskset, or one core).'}

| page | path | KiB: HTML / sent | static req/s | nginx req/s · p50 / p99 ms | Next alone req/s · p50 / p99 ms | non-2xx / errors | verdict |
| --- | --- | --- | --- | --- | --- | --- | --- |
${table.join('\n')}

"static" answers, from memory in a bare Node \`http\` server, the very bytes and headers nginx sent for that page
(compressed). wrk asks faster than either server answers, so a row compares the servers, not the client. A page passes
when nginx serves it from its cache (\`X-Cache-Status\` HIT, or STALE or UPDATING while it refreshes, on every response) at ${100 * MIN_SHARE} % of its baseline or more. "Next alone" is the
production server without nginx (it sends the plain HTML, compression being nginx's work), for comparison only.

Verdict: ${failed.length === 0 ? `every page meets it (${rows.length} of ${rows.length}).` : `**${failed.length} of ${rows.length} fail**: ${failed.join('; ')}.`}
`
}
