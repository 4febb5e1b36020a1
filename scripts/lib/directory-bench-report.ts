/**
 * The directory bench's report: its section of docs/performance.md (the figures, against the goals of issue 5) and
 * of docs/performance-query-plans.md (every search's figures and the plans).
 */
import os from 'node:os'
import { type Dialect, PG_DATABASE, RUNS } from './directory-bench-config'
import { PROFESSIONALS, REFERENCES } from './directory-bench-data'
import type { HttpTiming } from './directory-bench-http'
import type { Timing, WorkerResult } from './directory-bench-service'

/** The goals of issue 5. */
const SERVICE_GOAL_MS = 50
// A search nobody made yet, over HTTP (issue 27): the page and the GraphQL search, as fast as the service alone must be.
const HTTP_GOAL_MS = 50

// ---------------------------------------------------------------------------------------------------------------
// Report

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–')

/** The figures (docs/performance.md's `directory` section) and the plans (its appendix's `directory-plans`). */
export function report(
  results: WorkerResult[],
  http: Map<Dialect, HttpTiming[]>,
  load: { start: string; end: string },
  httpNote: string,
): { figures: string; plans: string } {
  const date = new Date().toISOString().slice(0, 10)
  const [sqlite, postgres] = [
    results.find((r) => r.dialect === 'sqlite'),
    results.find((r) => r.dialect === 'postgres'),
  ]
  const serviceRows = (sqlite?.timings ?? []).map((t) => {
    const pg = postgres?.timings.find((x) => x.name === t.name)
    return `| ${t.name} | \`${t.params || '(none)'}\` | ${t.totalCount} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} | ${ms(t.cpu ?? Number.NaN)} | ${t.statements} | ${ms(pg?.p50 ?? Number.NaN)} | ${ms(pg?.p95 ?? Number.NaN)} | ${ms(pg?.max ?? Number.NaN)} | ${ms(pg?.cpu ?? Number.NaN)} | ${pg?.statements ?? '–'} |`
  })
  const worst = (r: WorkerResult | undefined) => Math.max(...(r?.timings ?? []).map((t) => t.p95))
  const median = (xs: number[]) => {
    const sorted = xs.filter(Number.isFinite).sort((a, b) => a - b)
    const at = (i: number) => sorted[i] ?? Number.NaN
    return (at(Math.floor((sorted.length - 1) / 2)) + at(Math.ceil((sorted.length - 1) / 2))) / 2
  }
  // One row a database in the report; every search's row goes to the appendix.
  const summaryRow = (label: string, r: WorkerResult | undefined) => {
    const timings = r?.timings ?? []
    const slowest = timings.reduce<Timing | undefined>((w, t) => (!w || t.p95 > w.p95 ? t : w), undefined)
    const statements = timings.map((t) => t.statements)
    return `| ${label} | ${timings.length} | ${ms(median(timings.map((t) => t.p50)))} | ${ms(median(timings.map((t) => t.p95)))} | ${slowest ? `${ms(slowest.p95)} (${slowest.name})` : '–'} | ${ms(median(timings.map((t) => t.cpu ?? Number.NaN)))} | ${statements.length ? `${Math.min(...statements)}–${Math.max(...statements)}` : '–'} |`
  }
  const worstHttp = (rows: HttpTiming[] | undefined, key: 'page' | 'graphql') =>
    Math.max(...(rows ?? []).map((r) => r[key].p95))
  const verdict = (value: number, goal: number) =>
    Number.isFinite(value) ? `${value < goal ? 'met' : '**not met**'} (worst p95 ${ms(value)} ms)` : 'not measured'
  const httpRows = (http.get('sqlite') ?? []).map((r) => {
    const pg = http.get('postgres')?.find((x) => x.name === r.name)
    return `| ${r.name} | ${ms(r.page.p50)} | ${ms(r.page.p95)} | ${ms(r.graphql.p50)} | ${ms(r.graphql.p95)} | ${ms(pg?.page.p50 ?? Number.NaN)} | ${ms(pg?.page.p95 ?? Number.NaN)} | ${ms(pg?.graphql.p50 ?? Number.NaN)} | ${ms(pg?.graphql.p95 ?? Number.NaN)} |`
  })
  const plans = results.flatMap((r) =>
    r.plans.map(
      (p) => `### ${r.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${p.search}

\`\`\`sql
${p.sql.length > 1500 ? `${p.sql.slice(0, 1500)} …` : p.sql}
\`\`\`

\`\`\`
${p.plan}
\`\`\``,
    ),
  )
  const generated = [
    sqlite ? `${sqlite.generateSeconds.toFixed(0)} s (SQLite)` : '',
    postgres ? `${postgres.generateSeconds.toFixed(0)} s (PostgreSQL, then \`ANALYZE\`)` : '',
  ]
  const figures = `## Directory search at scale

\`npm run bench:directory\` (scripts/bench-directory.ts) on ${date}: ${PROFESSIONALS.toLocaleString('en')} professionals (${sqlite?.listed ?? postgres?.listed ?? '?'} listed) and
${REFERENCES.toLocaleString('en')} references from a seeded generator in a throwaway SQLite file and the PostgreSQL database \`${PG_DATABASE}\`,
generated in ${generated.filter(Boolean).join(' and ')}. Machine: ${os.availableParallelism()} CPU, ${os.cpus()[0]?.model ?? 'unknown CPU'}, load average
${load.start} at the start and ${load.end} at the end (above 2, other work shared the machine and the figures are inflated);
Node ${process.version}; PostgreSQL on the same machine. The data set, how the search runs and each statement's plan:
[query plans](performance-query-plans.md).

### At the service

\`searchProfessionals\` (src/services/directory/index.ts, what the search pages and the GraphQL query call), in French, 12 a
page, ${RUNS} timed runs after 3 untimed ones, outside Next (no data cache: every run queries the database). "CPU" is the
Node process's median CPU time per search (on a loaded machine wall times are several times the work done; PostgreSQL's
own part is in the plans); "statements" counts the SQL statements one search sends, whatever the number of results.

| database | searches | p50, median of the searches | p95, median | worst p95 (search) | CPU, median | statements a search |
| --- | --- | --- | --- | --- | --- | --- |
${summaryRow('SQLite', sqlite)}
${summaryRow('PostgreSQL', postgres)}

Times in ms. Goal p95 < ${SERVICE_GOAL_MS} ms: SQLite ${verdict(worst(sqlite), SERVICE_GOAL_MS)}, PostgreSQL ${verdict(worst(postgres), SERVICE_GOAL_MS)}. Each of the
${(sqlite ?? postgres)?.timings.length ?? 0} searches (every filter alone and combined, every sort, first, middle, last and beyond-last pages):
[appendix](performance-query-plans.md#directory-search-every-search-at-the-service).

### Over HTTP

${httpNote}

| search | SQLite page p50 | page p95 | GraphQL p50 | GraphQL p95 | PostgreSQL page p50 | page p95 | GraphQL p50 | GraphQL p95 |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${httpRows.join('\n')}

Times in ms. Goal p95 < ${HTTP_GOAL_MS} ms: SQLite page ${verdict(worstHttp(http.get('sqlite'), 'page'), HTTP_GOAL_MS)}, GraphQL ${verdict(worstHttp(http.get('sqlite'), 'graphql'), HTTP_GOAL_MS)};
PostgreSQL page ${verdict(worstHttp(http.get('postgres'), 'page'), HTTP_GOAL_MS)}, GraphQL ${verdict(worstHttp(http.get('postgres'), 'graphql'), HTTP_GOAL_MS)}.
`
  const plansSection = `## Directory search: every search at the service

Written by \`npm run bench:directory\` on ${date}, summarized in [performance](performance.md#at-the-service), which
says how it is measured. Times in ms.

| search | query string | results | SQLite p50 | p95 | max | CPU | statements | PostgreSQL p50 | p95 | max | CPU | statements |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${serviceRows.join('\n')}

## Directory search: query plans

Written by \`npm run bench:directory\` on ${date}, on the data of [its figures](performance.md#directory-search-at-scale):
${PROFESSIONALS.toLocaleString('en')} professionals (${sqlite?.listed ?? postgres?.listed ?? '?'} listed, the others hidden or incomplete) and ${REFERENCES.toLocaleString('en')} references, bulk-inserted in raw SQL
into the real tables (the collections' tables, their \`_locales\`, \`_rels\` and \`hasMany\` select tables) of databases
migrated with the project's migrations; references without their version rows (the directory reads published
documents only). Every statement one search sends, as the adapter sends it (captured from Drizzle's logger), with its
plan: SQLite \`EXPLAIN QUERY PLAN\`, PostgreSQL \`EXPLAIN ANALYZE\` (costs left out).

${plans.join('\n\n')}`
  return { figures, plans: plansSection }
}
