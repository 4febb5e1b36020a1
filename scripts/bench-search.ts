/**
 * The site search at scale (issue 26): 20,000 content documents (pages, articles, FAQ questions, products, shades;
 * half in French, half in Dutch) and 10,000 professionals (each in both languages) from a seeded generator, indexed
 * through the search service's write path (`indexDocuments`) in a throwaway SQLite file and in a dedicated
 * PostgreSQL database, both migrated with the project's migrations; then `searchSite` timed as the header's
 * suggestion box calls it (/api/search: every query as it is typed, 24 candidates for 8 suggestions) and as the
 * results page does (full queries, 12 a page, a tab, the second page, "did you mean" when nothing is found), one call
 * at a time, with the slowest calls taken apart statement by statement.
 * Writes its section of docs/performance.md (a summary) and of its appendix docs/performance-search.md (how it is
 * measured, the figures by query shape, the slowest calls, the findings):
 *   npm run bench:search
 * BENCH_SEARCH_CALLS sets the timed calls of each kind (default 600, rounded up to whole rounds of the distinct
 * calls); BENCH_SEARCH_PG is the PostgreSQL server's admin URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * whose `bench_search` database is made for the run and dropped after it (BENCH_SEARCH_KEEP=1 keeps it).
 * The parts live in scripts/lib/search-bench-*.ts: vocabulary and tables (the words and records the documents are
 * made of), corpus (the documents), queries (the queries and calls), worker and report; the seeded generator is
 * scripts/lib/seeded-random.ts.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Dialect, serverEnv } from './lib/directory-bench-config'
import { PERFORMANCE_REPORT, writeSection } from './lib/report-section'
import { runMain } from './lib/run'
import { DETAILS_SECTION, report, SEARCH_REPORT, SECTION } from './lib/search-bench-report'
import { type WorkerResult, worker } from './lib/search-bench-worker'

export const PG_ADMIN_URL = process.env.BENCH_SEARCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const PG_DATABASE = 'bench_search'

/** One database's part in its own process (the environment is read once); retried when Payload stalls (exit 75). */
async function runWorker(dialect: Dialect, url: string, out: string, reset: () => Promise<void>) {
  for (let attempt = 1; ; attempt++) {
    await reset()
    const r = spawnSync('npx', ['tsx', 'scripts/bench-search.ts', '--worker', dialect, out], {
      stdio: 'inherit',
      env: serverEnv(url),
    })
    if (r.status === 0) return JSON.parse(readFileSync(out, 'utf8')) as WorkerResult
    if (r.status !== 75 || attempt === 3) throw new Error(`the ${dialect} worker failed (exit ${r.status})`)
  }
}

/** Runs a statement on the server's admin database (never on another database than the bench's own). */
async function admin(statement: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const dropPgDatabase = () => admin(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`)

async function freshPgDatabase(): Promise<void> {
  await dropPgDatabase()
  await admin(`CREATE DATABASE ${PG_DATABASE}`)
}

function pgUrl(): string {
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${PG_DATABASE}`
  return url.toString()
}

/** The whole bench: both databases, then its sections of docs/performance.md and of its appendix. */
export async function benchSearch(): Promise<void> {
  const loadavg = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')
  const load = { start: loadavg(), end: '' }
  const started = performance.now()
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))
  try {
    const sqliteFile = path.join(tmp, 'search.db')
    const resetSqlite = async () => {
      for (const f of [sqliteFile, `${sqliteFile}-journal`, `${sqliteFile}-wal`, `${sqliteFile}-shm`])
        rmSync(f, { force: true })
    }
    const results = [
      await runWorker('sqlite', `file:${sqliteFile}`, path.join(tmp, 'sqlite.json'), resetSqlite),
      await runWorker('postgres', pgUrl(), path.join(tmp, 'postgres.json'), freshPgDatabase),
    ]
    load.end = loadavg()
    const { figures, details, summary } = report(results, load, (performance.now() - started) / 1000)
    writeSection(PERFORMANCE_REPORT, SECTION, figures)
    writeSection(SEARCH_REPORT, DETAILS_SECTION, details)
    console.log(`\n${summary}\n\nwrote the site search sections of ${PERFORMANCE_REPORT} and ${SEARCH_REPORT}`)
  } finally {
    rmSync(tmp, { recursive: true, force: true })
    // Nothing is left on the server (a failure to drop is reported, not thrown over the run's own error).
    if (process.env.BENCH_SEARCH_KEEP !== '1')
      await dropPgDatabase().catch((error: unknown) =>
        console.error(`bench-search: could not drop ${PG_DATABASE}:`, error),
      )
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [flag, dialect, out] = process.argv.slice(2)
  if (flag === '--worker' && (dialect === 'sqlite' || dialect === 'postgres') && out) {
    runMain(`bench-search ${dialect}`, () => worker(dialect, out))
  } else runMain('bench-search', benchSearch)
}
