/**
 * The site search bench's worker (scripts/bench-search.ts; one child process per database): indexes the corpus
 * through the service's write path, times the suggestion box's and the results page's calls of `searchSite`, then
 * takes the slowest calls apart (each SQL statement timed alone, and its plan).
 */
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import type { Payload, PayloadRequest } from 'payload'
import type { Dialect } from './directory-bench-config'
import { explain, rawDb, recordStatements } from './directory-bench-db'
import { corpus } from './search-bench-corpus'
import { type Call, resultCalls, schedule, suggestionCalls } from './search-bench-queries'

/** Timed calls of each kind (at least; whole rounds of the distinct calls, each round in another order). */
export const CALLS = Number(process.env.BENCH_SEARCH_CALLS ?? 600)
/** Owners indexed in one transaction. */
const BATCH = 500
/** How many of the slowest calls of each kind are taken apart. */
const PROFILED = 3
/** Runs of each statement timed alone. */
const STATEMENT_RUNS = 15

export type CallKind = 'suggestion' | 'results'

export interface DistinctCall extends Call {
  kind_: CallKind
  /** How many documents the query matches (all kinds, or its tab's). */
  total: number
  /** The error the service threw on the warm-up call (the call is then left out of the timed ones). */
  error?: string
}

export interface Profiled {
  call: number
  /** Median of the whole call while profiling. */
  ms: number
  statements: Array<{ sql: string; ms: number; rows: number; plan: string }>
}

export interface WorkerResult {
  dialect: Dialect
  version: string
  owners: number
  documents: number
  rows: number
  buildSeconds: number
  /** PostgreSQL only: the VACUUM ANALYZE after the build (what autovacuum would have done by then). */
  vacuumSeconds: number
  calls: DistinctCall[]
  /** [index in `calls`, wall ms, CPU ms of this process] of every timed call, in the order run. */
  samples: Record<CallKind, Array<[number, number, number]>>
  profiled: Profiled[]
  /** The machine's 1-minute load average before and after the timed calls (other work inflates the times). */
  load: [number, number]
}

type LibsqlClient = { execute(sql: string): Promise<unknown> }

/**
 * Runs `work` in one transaction: Payload's own on PostgreSQL (the service then writes each owner in a savepoint,
 * as in a hook), a plain BEGIN…COMMIT on SQLite's single connection (Payload runs SQLite without transactions,
 * and one commit a statement would make the build a matter of fsyncs, not of the index).
 */
async function inTransaction(payload: Payload, work: (req?: PayloadRequest) => Promise<void>): Promise<void> {
  if (payload.db.name === 'postgres') {
    const id = await payload.db.beginTransaction()
    if (id === null) throw new Error('PostgreSQL without transactions')
    try {
      await work({ transactionID: id } as PayloadRequest)
      await payload.db.commitTransaction(id)
    } catch (error) {
      await payload.db.rollbackTransaction(id)
      throw error
    }
    return
  }
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  await client.execute('BEGIN')
  try {
    await work()
    await client.execute('COMMIT')
  } catch (error) {
    await client.execute('ROLLBACK')
    throw error
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN
}

export async function worker(dialect: Dialect, out: string): Promise<void> {
  const { preparedPayload } = await import('./database')
  const payload = await preparedPayload()
  const { clearIndex, indexDocuments, searchSite } = await import('../../src/services/search')
  const { suggestSpelling } = await import('../../src/services/search/spelling')
  const { diversify } = await import('../../src/domain/search-query')
  const db = rawDb(payload)
  const [versionRow] = await db.query(
    dialect === 'postgres' ? 'SHOW server_version' : 'SELECT sqlite_version() AS server_version',
  )
  const version = `${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} ${String(versionRow?.server_version ?? '?').split(' ')[0]}`

  // 1. The index, through the service's write path, owner by owner.
  const owners = corpus()
  const documents = owners.reduce((n, o) => n + o.documents.length, 0)
  await clearIndex(payload)
  const started = performance.now()
  for (let i = 0; i < owners.length; i += BATCH) {
    await inTransaction(payload, async (req) => {
      for (const { owner, documents: docs } of owners.slice(i, i + BATCH))
        await indexDocuments(payload, owner, docs, req)
    })
    if ((i / BATCH) % 8 === 7) console.log(`${dialect}: ${i + BATCH} of ${owners.length} owners indexed`)
  }
  const buildSeconds = (performance.now() - started) / 1000
  let vacuumSeconds = 0
  if (dialect === 'postgres') {
    // The GIN index's pending list flushed and the statistics gathered, as autovacuum would have by now.
    const v0 = performance.now()
    await db.query('VACUUM ANALYZE search_documents')
    vacuumSeconds = (performance.now() - v0) / 1000
  }
  const [countRow] = await db.query('SELECT count(*) AS n FROM search_documents')
  const rows = Number(countRow?.n ?? 0)
  console.log(`${dialect}: ${rows} rows indexed in ${buildSeconds.toFixed(1)} s`)

  // 2. Every distinct call once (the warm-up; its answer's total is kept), then the timed calls.
  const calls: DistinctCall[] = []
  /**
   * One call as its caller makes it: the header's box (/api/search) keeps the best of each kind of its candidates;
   * the results page (SearchScreen) asks for a near spelling when nothing at all is found. Answers the total.
   */
  const search = async (c: DistinctCall | (Call & { kind_: CallKind })) => {
    const result = await searchSite(payload, {
      query: c.query,
      locale: c.locale,
      kind: c.kind,
      page: c.page,
      perPage: c.perPage,
    })
    if (c.kind_ === 'suggestion') diversify(result.hits)
    else if (Object.values(result.counts).every((n) => n === 0)) await suggestSpelling(payload, c.query, c.locale)
    return result.total
  }
  for (const [kind_, list] of [
    ['suggestion', suggestionCalls()],
    ['results', resultCalls()],
  ] as const) {
    for (const c of list) {
      try {
        calls.push({ ...c, kind_, total: await search({ ...c, kind_ }) })
      } catch (error) {
        // A bench reports a failing call rather than dying on it: the report names it, the timings leave it out.
        const cause = (error as { cause?: unknown }).cause
        const message = (cause instanceof Error ? cause : error instanceof Error ? error : new Error(String(error)))
          .message
        calls.push({ ...c, kind_, total: 0, error: message.split('\n')[0] })
        console.error(`${dialect}: "${c.query}" (${c.locale}) failed: ${message.split('\n')[0]}`)
      }
    }
  }
  const samples: WorkerResult['samples'] = { suggestion: [], results: [] }
  const loadBefore = os.loadavg()[0] ?? Number.NaN
  for (const kind_ of ['suggestion', 'results'] as const) {
    const indexes = calls.flatMap((c, i) => (c.kind_ === kind_ && !c.error ? [i] : []))
    for (const i of schedule(indexes, CALLS, kind_ === 'suggestion' ? 7 : 11)) {
      const c = calls[i] as DistinctCall
      const c0 = process.cpuUsage()
      const t0 = performance.now()
      await search(c)
      const ms = performance.now() - t0
      const cpu = process.cpuUsage(c0)
      samples[kind_].push([i, ms, (cpu.user + cpu.system) / 1000])
    }
    const times = samples[kind_].map((s) => s[1]).sort((a, b) => a - b)
    console.log(
      `${dialect} ${kind_}: ${times.length} calls, p50 ${median(times).toFixed(1)} ms, p95 ${(times[Math.ceil(0.95 * times.length) - 1] ?? 0).toFixed(1)} ms`,
    )
  }

  const load: [number, number] = [loadBefore, os.loadavg()[0] ?? Number.NaN]

  // 3. The slowest calls of each kind (by their median), taken apart: each statement timed alone, and its plan.
  const profiled: Profiled[] = []
  for (const kind_ of ['suggestion', 'results'] as const) {
    const byCall = new Map<number, number[]>()
    for (const [i, ms] of samples[kind_]) byCall.set(i, [...(byCall.get(i) ?? []), ms])
    const slowest = [...byCall.entries()]
      .map(([i, times]) => ({ i, ms: median(times) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, PROFILED)
    for (const { i } of slowest) {
      const c = calls[i] as DistinctCall
      const whole: number[] = []
      for (let r = 0; r < STATEMENT_RUNS; r++) {
        const t0 = performance.now()
        await search(c)
        whole.push(performance.now() - t0)
      }
      const { statements } = await recordStatements(payload, () => search(c))
      const timed: Profiled['statements'] = []
      for (const st of statements) {
        const times: number[] = []
        let found = 0
        for (let r = 0; r < STATEMENT_RUNS; r++) {
          const t0 = performance.now()
          found = (await db.query(st.sql, st.params)).length
          times.push(performance.now() - t0)
        }
        timed.push({ sql: st.sql, ms: median(times), rows: found, plan: await explain(db, st.sql, st.params) })
      }
      // The plans of each kind's slowest call, on the console (the report keeps the times).
      if (i === slowest[0]?.i) for (const t of timed) console.log(`${dialect} plan:\n${t.plan}`)
      profiled.push({ call: i, ms: median(whole), statements: timed })
      console.log(
        `${dialect} slow ${kind_} "${c.query}" (${c.locale}${c.kind ? `, ${c.kind}` : ''}${c.page ? `, page ${c.page}` : ''}): ${median(whole).toFixed(1)} ms; statements ${timed.map((t) => `${t.ms.toFixed(1)} ms`).join(' + ')}`,
      )
    }
  }

  const result: WorkerResult = {
    dialect,
    version,
    owners: owners.length,
    documents,
    rows,
    buildSeconds,
    vacuumSeconds,
    calls,
    samples,
    profiled,
    load,
  }
  writeFileSync(out, JSON.stringify(result))
  await payload.destroy()
}
