/**
 * The HTTP part of the directory bench: `next start` of a production build on a generated database, the search page
 * and the GraphQL `professionalUsers` query timed one request at a time, on a search no one made yet (nothing caches
 * a search's answer).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { nextStartArgs } from './build'
import {
  DIST_DIR,
  type Dialect,
  HTTP_PORT,
  HTTP_REQUESTS,
  HTTP_SEARCHES,
  type Search,
  serverEnv,
} from './directory-bench-config'
import { stats, type WorkerResult } from './directory-bench-service'
import { stopChild, waitForPort } from './nginx'

// ---------------------------------------------------------------------------------------------------------------
// HTTP

export interface HttpTiming {
  name: string
  page: { p50: number; p95: number; max: number }
  graphql: { p50: number; p95: number; max: number }
}

const GRAPHQL_QUERY = `query Search($filters: ProfessionalUserFilters, $sort: ProfessionalUserSort, $page: Int) {
  professionalUsers(filters: $filters, sort: $sort, page: $page, locale: fr) {
    items { id title city postcode profiles distance image { url width height alt }
      workCategories { id name } geographicAreas { code name } }
    paginationInfo { page itemsPerPage lastPage totalCount }
  }
}`

async function graphqlVariables(params: string): Promise<Record<string, unknown>> {
  const { parseDirectoryQuery } = await import('../../src/domain/directory')
  const q = parseDirectoryQuery(new URLSearchParams(params))
  return {
    page: q.page,
    // The API's names: name-asc → NAME_ASC…, and "best rated" is BEST_RATED.
    sort: q.sort === 'rating' ? 'BEST_RATED' : q.sort.toUpperCase().replace('-', '_'),
    filters: {
      profiles: q.profiles,
      workCategories: q.categories,
      geographicAreaCodes: q.regions,
      renovation: q.renovation,
      newConstruction: q.newConstruction,
      sizeMin: q.sizeMin,
      sizeMax: q.sizeMax,
      minRating: q.minRating,
      near: q.near,
    },
  }
}

/**
 * `count` pages of a search, spread from the first to the last. A search with fewer pages than `count` asks its
 * pages again in turn: nothing caches a search's answer, so a page asked twice is computed twice. (Pages beyond the
 * last were asked before: each answered with a redirect to the last page, two requests timed as one.)
 */
function pagesOf(search: Search & { lastPage: number }, count: number, offset: number): string[] {
  const base = search.params.replace(/&?page=\d+/, '')
  const distinct = Math.min(count, search.lastPage)
  const pages: number[] = []
  for (let i = 0; i < count; i++) {
    const k = i % distinct
    pages.push(1 + ((offset + Math.round((k * (search.lastPage - 1)) / Math.max(1, distinct - 1))) % search.lastPage))
  }
  return pages.map((p) => (p === 1 ? base : base ? `${base}&page=${p}` : `page=${p}`))
}

async function timeRequest(run: () => Promise<Response>): Promise<number> {
  const t0 = performance.now()
  const response = await run()
  const body = await response.text()
  const ms = performance.now() - t0
  if (!response.ok || body.includes('"errors"')) throw new Error(`HTTP ${response.status}: ${body.slice(0, 300)}`)
  return ms
}

export async function measureHttp(
  url: string,
  searches: WorkerResult['searches'],
  dialect: Dialect,
): Promise<HttpTiming[]> {
  const dataCache = path.join(DIST_DIR, 'cache', 'fetch-cache')
  rmSync(dataCache, { recursive: true, force: true })
  const server: ChildProcess = spawn(process.execPath, nextStartArgs(HTTP_PORT), {
    env: { ...serverEnv(url), NEXT_DIST_DIR: DIST_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForPort(HTTP_PORT, server, 60_000)
    const base = `http://127.0.0.1:${HTTP_PORT}`
    const page = (params: string) => fetch(`${base}/fr/recherche-pro${params ? `?${params}` : ''}`)
    const graphql = async (params: string) => {
      const variables = await graphqlVariables(params)
      return fetch(`${base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: GRAPHQL_QUERY, variables }),
      })
    }
    // Warm-up on pages the runs do not ask for: compilation of the route, the Payload connection, the options.
    for (let i = 0; i < 5; i++) {
      await timeRequest(() => page(`sort=oldest&page=${700 + i}`))
      await timeRequest(() => graphql(`sort=oldest&page=${700 + i}`))
    }
    const rows: HttpTiming[] = []
    for (const name of HTTP_SEARCHES) {
      const s = searches.find((x) => x.name === name)
      if (!s) continue
      const pageTimes: number[] = []
      const graphqlTimes: number[] = []
      // Pages for the HTML and for the API differ too: each answer is computed, none cached.
      for (const params of pagesOf(s, HTTP_REQUESTS, 0)) pageTimes.push(await timeRequest(() => page(params)))
      for (const params of pagesOf(s, HTTP_REQUESTS, 1)) graphqlTimes.push(await timeRequest(() => graphql(params)))
      const row = { name, page: stats(pageTimes), graphql: stats(graphqlTimes) }
      rows.push(row)
      console.log(
        `${dialect} HTTP ${name}: page p50 ${row.page.p50.toFixed(0)} / p95 ${row.page.p95.toFixed(0)} ms, GraphQL p50 ${row.graphql.p50.toFixed(0)} / p95 ${row.graphql.p95.toFixed(0)} ms`,
      )
    }
    return rows
  } finally {
    await stopChild(server)
  }
}
