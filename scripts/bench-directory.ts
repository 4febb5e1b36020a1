/**
 * The directory search at scale (issue 5): 10,000 professionals and 50,000 references generated in a throwaway
 * SQLite file and in a dedicated PostgreSQL database, both migrated with the project's migrations, then
 *   1. the service the pages and the API call (searchProfessionals) timed on each filter alone, combined, each
 *      sort and the first, middle, last and beyond-last page, with the number of SQL statements per search;
 *   2. the query plans of the main statements (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN ANALYZE);
 *   3. the same searches over HTTP, through `next start` of a production build (own folder), on the search page
 *      and on the GraphQL `professionalUsers` query, one request at a time.
 * Writes its section of docs/performance.md (the figures) and of docs/performance-query-plans.md (the plans):
 *   npm run bench:directory        (npm run bench runs it at the end)
 * BENCH_DIRECTORY_HTTP=0 skips the HTTP part (and the build);
 * BENCH_DIRECTORY_RUNS and BENCH_DIRECTORY_HTTP_REQUESTS set the number of samples; BENCH_DIRECTORY_PG is the server's admin URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), whose `bench_directory` database is dropped and made again.
 * The parts live in scripts/lib/directory-bench-*.ts: config (searches, sizes, environment), data (the generated
 * rows), db (raw inserts, statements, plans), service (the worker), http and report.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIfStale } from './lib/build'
import {
  DIST_DIR,
  type Dialect,
  HTTP_REQUESTS,
  PG_ADMIN_URL,
  PG_DATABASE,
  serverEnv,
} from './lib/directory-bench-config'
import { type HttpTiming, measureHttp } from './lib/directory-bench-http'
import { report } from './lib/directory-bench-report'
import { type WorkerResult, worker } from './lib/directory-bench-service'
import { PERFORMANCE_REPORT, QUERY_PLANS_REPORT, writeSection } from './lib/report-section'
import { runMain } from './lib/run'

/** One database's part in its own process (the environment is read once); retried when Payload stalls (exit 75). */
function runWorker(dialect: Dialect, url: string, out: string, reset: () => Promise<void>): Promise<WorkerResult> {
  return (async () => {
    for (let attempt = 1; ; attempt++) {
      await reset()
      const r = spawnSync('npx', ['tsx', 'scripts/bench-directory.ts', '--worker', dialect, out], {
        stdio: 'inherit',
        env: serverEnv(url),
      })
      if (r.status === 0) return JSON.parse(readFileSync(out, 'utf8')) as WorkerResult
      if (r.status !== 75 || attempt === 3) throw new Error(`the ${dialect} worker failed (exit ${r.status})`)
    }
  })()
}

/** Drops and creates the bench's PostgreSQL database (never another one). */
async function freshPgDatabase(): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${PG_DATABASE}`)
  } finally {
    await client.end()
  }
}

function pgUrl(): string {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${PG_DATABASE}`
  return url.toString()
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The whole directory bench: both databases, the service, the plans and, unless `http` is false, HTTP (which
 * needs a production build of its own); writes its sections (figures and query plans).
 */
export async function benchDirectory({
  http: withHttp = process.env.BENCH_DIRECTORY_HTTP !== '0',
}: {
  http?: boolean
} = {}): Promise<void> {
  const loadavg = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')
  const load = { start: loadavg(), end: '' }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-directory-'))
  try {
    const sqliteFile = path.join(tmp, 'directory.db')
    const sqliteUrl = `file:${sqliteFile}`
    const resetSqlite = async () => {
      for (const f of [sqliteFile, `${sqliteFile}-journal`, `${sqliteFile}-wal`, `${sqliteFile}-shm`])
        rmSync(f, { force: true })
    }
    const results = [
      await runWorker('sqlite', sqliteUrl, path.join(tmp, 'sqlite.json'), resetSqlite),
      await runWorker('postgres', pgUrl(), path.join(tmp, 'postgres.json'), freshPgDatabase),
    ]
    const http = new Map<Dialect, HttpTiming[]>()
    let httpNote = 'Not measured in this run (`BENCH_DIRECTORY_HTTP=0`).'
    let httpFailure = ''
    if (withHttp) {
      try {
        buildIfStale(DIST_DIR, serverEnv(sqliteUrl))
        for (const [dialect, url] of [
          ['sqlite', sqliteUrl],
          ['postgres', pgUrl()],
        ] as const) {
          const searches = results.find((r) => r.dialect === dialect)?.searches ?? []
          http.set(dialect, await measureHttp(url, searches, dialect))
        }
      } catch (error) {
        // The service figures and the plans still stand; the report says why HTTP is missing.
        console.error('bench-directory: HTTP part failed:', error)
        httpFailure = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
      }
      httpNote = `\`next start\` of a production build (\`${DIST_DIR}\`) on the generated databases, one request at a time
(keep-alive): the search page \`/fr/recherche-pro?…\` (the whole HTML, filters' options included) and the GraphQL
\`professionalUsers\` query (a page of cards). ${HTTP_REQUESTS} requests a search, its pages from the first to the last (a search
with fewer pages asks them again in turn; no cache holds a search's answer), Next's data cache emptied before each
server starts: the times of a search nobody made yet (the options were cached by the warm-up).${httpFailure ? `\n\n**This run's HTTP part failed** (${httpFailure}): the rows below are missing or partial.` : ''}`
    }
    load.end = loadavg()
    const { figures, plans } = report(results, http, load, httpNote)
    writeSection(PERFORMANCE_REPORT, 'directory', figures)
    writeSection(QUERY_PLANS_REPORT, 'directory-plans', plans)
    console.log(`wrote the directory sections of ${PERFORMANCE_REPORT} and ${QUERY_PLANS_REPORT}`)
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [flag, dialect, out] = process.argv.slice(2)
  if (flag === '--worker' && (dialect === 'sqlite' || dialect === 'postgres') && out) {
    runMain(`bench-directory ${dialect}`, () => worker(dialect, out))
  } else runMain('bench-directory', benchDirectory)
}
