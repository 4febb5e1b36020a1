/**
 * The directory bench's worker (one child process per database): generates the data, then times the search service
 * (searchProfessionals) on every search and records each main search's statements and plans.
 */
import { writeFileSync } from 'node:fs'
import { type Dialect, EXPLAINED, PAGED, RUNS, SEARCHES, type Search } from './directory-bench-config'
import { dataset } from './directory-bench-data'
import { explain, rawDb, recordStatements } from './directory-bench-db'

// ---------------------------------------------------------------------------------------------------------------
// Service-level measurement (one child process per database)

export interface Timing {
  name: string
  params: string
  totalCount: number
  p50: number
  p95: number
  max: number
  /** Median CPU time of this Node process per search (PostgreSQL's own work is not in it). */
  cpu?: number
  statements: number
}

export interface WorkerResult {
  dialect: Dialect
  generateSeconds: number
  listed: number
  timings: Timing[]
  plans: Array<{ search: string; sql: string; plan: string }>
  /** Query strings of every search (with the pages added), for the HTTP part. */
  searches: Array<Search & { lastPage: number }>
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN

export function stats(xs: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...xs].sort((a, b) => a - b)
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] ?? Number.NaN }
}

export async function worker(dialect: Dialect, out: string): Promise<void> {
  const { preparedPayload } = await import('./database')
  const payload = await preparedPayload()
  const db = rawDb(payload)
  const started = performance.now()
  for (const rows of dataset()) await db.insert(rows)
  // PostgreSQL's autovacuum would have analysed the tables by now; SQLite is left as the application leaves it.
  if (dialect === 'postgres') await db.query('ANALYZE')
  const generateSeconds = (performance.now() - started) / 1000
  console.log(`${dialect}: generated in ${generateSeconds.toFixed(1)} s`)

  const { parseDirectoryQuery } = await import('../../src/domain/directory')
  const { searchProfessionals } = await import('../../src/services/directory')
  const search = (params: string) => searchProfessionals(parseDirectoryQuery(new URLSearchParams(params)), 'fr')

  const listed = (await search('')).paginationInfo.totalCount
  const searches: WorkerResult['searches'] = []
  for (const s of SEARCHES) {
    const { lastPage } = (await search(s.params)).paginationInfo
    searches.push({ ...s, lastPage })
    if (!PAGED.has(s.name)) continue
    const join = (page: number) => (s.params ? `${s.params}&page=${page}` : `page=${page}`)
    searches.push(
      { name: `${s.name}, middle page`, params: join(Math.ceil(lastPage / 2)), lastPage },
      { name: `${s.name}, last page`, params: join(lastPage), lastPage },
      { name: `${s.name}, beyond the last page`, params: join(lastPage + 1), lastPage },
    )
  }

  const timings: Timing[] = []
  for (const s of searches) {
    for (let i = 0; i < 3; i++) await search(s.params)
    const { result, statements } = await recordStatements(payload, () => search(s.params))
    const times: number[] = []
    const cpu: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const c0 = process.cpuUsage()
      const t0 = performance.now()
      await search(s.params)
      times.push(performance.now() - t0)
      const c = process.cpuUsage(c0)
      cpu.push((c.user + c.system) / 1000)
    }
    const row = {
      name: s.name,
      params: s.params,
      totalCount: result.paginationInfo.totalCount,
      ...stats(times),
      cpu: stats(cpu).p50,
      statements: statements.length,
    }
    timings.push(row)
    console.log(
      `${dialect} ${s.name}: ${row.totalCount} results, p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, CPU ${row.cpu.toFixed(1)} ms, ${row.statements} statements`,
    )
  }

  const plans: WorkerResult['plans'] = []
  for (const name of EXPLAINED) {
    const s = searches.find((x) => x.name === name)
    if (!s) continue
    const { statements } = await recordStatements(payload, () => search(s.params))
    for (const st of statements) plans.push({ search: name, sql: st.sql, plan: await explain(db, st.sql, st.params) })
  }

  const result: WorkerResult = { dialect, generateSeconds, listed, timings, plans, searches }
  writeFileSync(out, JSON.stringify(result))
  await payload.destroy()
}
