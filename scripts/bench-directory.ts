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
 * BENCH_DIRECTORY_HTTP=0 skips the HTTP part (and the build; `npm run bench` skips it unless BENCH_DIRECTORY_HTTP=1);
 * BENCH_DIRECTORY_RUNS and BENCH_DIRECTORY_HTTP_REQUESTS set the number of samples; BENCH_DIRECTORY_PG is the server's admin URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), whose `bench_directory` database is dropped and made again.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Payload } from 'payload'
import { buildIfStale, nextStartArgs } from './lib/build'
import { stopChild, waitForPort } from './lib/nginx'
import { PERFORMANCE_REPORT, QUERY_PLANS_REPORT, writeSection } from './lib/report-section'
import { runMain } from './lib/run'

const PROFESSIONALS = 10_000
const REFERENCES = 50_000
const CATEGORIES = 20
/** Timed runs per search at the service, after 3 untimed ones. */
const RUNS = Number(process.env.BENCH_DIRECTORY_RUNS ?? 30)
/** Distinct requests per search over HTTP (distinct pages, so that Next's data cache never answers). */
const HTTP_REQUESTS = Number(process.env.BENCH_DIRECTORY_HTTP_REQUESTS ?? 20)
const HTTP_PORT = 3223
const DIST_DIR = '.next-bench-directory'
const PG_ADMIN_URL = process.env.BENCH_DIRECTORY_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PG_DATABASE = 'bench_directory'
const SECRET = 'bench-directory-secret-not-for-production'
/** The goals of issue 5. */
const SERVICE_GOAL_MS = 50
const HTTP_GOAL_MS = 150

export type Dialect = 'sqlite' | 'postgres'
type Value = string | number | boolean | null

// ---------------------------------------------------------------------------------------------------------------
// The searches

interface Search {
  name: string
  /** The search page's query string (src/domain/directory.ts). */
  params: string
}

const NEAR = 'near=50.85,4.35'

/** Every filter alone and combined, every sort; pages are added once each search's last page is known. */
const SEARCHES: Search[] = [
  { name: 'no filter, name A–Z', params: '' },
  { name: 'profile', params: 'profile=facade' },
  { name: 'one category', params: 'category=3' },
  { name: 'three categories', params: 'category=2&category=7&category=15' },
  { name: 'one region', params: 'region=NAM' },
  { name: 'two regions', params: 'region=ANT&region=LIE' },
  { name: 'renovation', params: 'renovation=1' },
  { name: 'new construction', params: 'newConstruction=1' },
  { name: 'size 80–150 m²', params: 'min=80&max=150' },
  { name: 'size min 300 m²', params: 'min=300' },
  { name: 'name Z–A', params: 'sort=name-desc' },
  { name: 'newest', params: 'sort=newest' },
  { name: 'oldest', params: 'sort=oldest' },
  { name: 'nearest (distance)', params: NEAR },
  { name: 'profile + category + region', params: 'profile=plasterer&category=3&region=BRU' },
  {
    name: 'all filters, newest',
    params:
      'profile=facade&profile=plasterer&category=1&category=3&region=NAM&region=HAI&renovation=1&min=50&max=200&sort=newest',
  },
  { name: 'region + category, nearest', params: `category=5&region=BRU&region=VBR&${NEAR}` },
]

/** The searches that get a middle, last and beyond-last page too. */
const PAGED = new Set(['no filter, name A–Z', 'newest', 'profile + category + region', 'nearest (distance)'])

/** The searches whose SQL is explained in the report. */
const EXPLAINED = ['no filter, name A–Z', 'all filters, newest', 'nearest (distance)']

/** Searches measured over HTTP. */
const HTTP_SEARCHES = [
  'no filter, name A–Z',
  'one region',
  'three categories',
  'size 80–150 m²',
  'newest',
  'profile + category + region',
  'all filters, newest',
  'nearest (distance)',
]

// ---------------------------------------------------------------------------------------------------------------
// Data: generated with a seeded generator, so both databases hold the same rows

function generator(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PROVINCES: Array<{ code: string; fr: string; nl: string; at: [number, number]; postcode: number }> = [
  {
    code: 'BRU',
    fr: 'Bruxelles-Capitale',
    nl: 'Brussels Hoofdstedelijk Gewest',
    at: [50.8467, 4.3525],
    postcode: 1000,
  },
  { code: 'WBR', fr: 'Brabant wallon', nl: 'Waals-Brabant', at: [50.6685, 4.6118], postcode: 1300 },
  { code: 'VBR', fr: 'Brabant flamand', nl: 'Vlaams-Brabant', at: [50.8798, 4.7005], postcode: 3000 },
  { code: 'ANT', fr: 'Anvers', nl: 'Antwerpen', at: [51.2194, 4.4025], postcode: 2000 },
  { code: 'LIM', fr: 'Limbourg', nl: 'Limburg', at: [50.9307, 5.3325], postcode: 3500 },
  { code: 'LIE', fr: 'Liège', nl: 'Luik', at: [50.6326, 5.5797], postcode: 4000 },
  { code: 'NAM', fr: 'Namur', nl: 'Namen', at: [50.4669, 4.8675], postcode: 5000 },
  { code: 'HAI', fr: 'Hainaut', nl: 'Henegouwen', at: [50.4542, 3.9567], postcode: 7000 },
  { code: 'LUX', fr: 'Luxembourg', nl: 'Luxemburg', at: [49.6833, 5.8167], postcode: 6700 },
  { code: 'WVL', fr: 'Flandre occidentale', nl: 'West-Vlaanderen', at: [51.2093, 3.2247], postcode: 8000 },
  { code: 'OVL', fr: 'Flandre orientale', nl: 'Oost-Vlaanderen', at: [51.0543, 3.7174], postcode: 9000 },
]

const TRADES = ['Façades', 'Plafonnage', 'Stucwerk', 'Gevels', 'Enduits', 'Isolation', 'Bouw', 'Rénovation', 'Gyproc']
const NAMES = [
  'Dupont',
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'Lambert',
  'Dubois',
  'Martin',
  'Simon',
  'Laurent',
  'Leroy',
  'Renard',
  'Declercq',
  'Vermeulen',
  'Lemaire',
  'Hermans',
  'Michel',
  'Desmet',
  'Aerts',
]
const FORMS = ['SRL', 'BV', 'SA', 'NV', '& Fils', 'Construct', '']

interface Rows {
  table: string
  columns: string[]
  rows: Value[][]
}

/** Every row the bench inserts, table by table, in an order that respects the foreign keys. */
function dataset(): Rows[] {
  const random = generator(20261122)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T
  const iso = (from: number, to: number) => new Date(from + random() * (to - from)).toISOString()
  const start = Date.UTC(2019, 0, 1)
  const end = Date.UTC(2026, 10, 1)

  const areas: Rows = { table: 'geographic_areas', columns: ['id', 'code', 'type', 'weight'], rows: [] }
  const areaLocales: Rows = { table: 'geographic_areas_locales', columns: ['name', '_locale', '_parent_id'], rows: [] }
  PROVINCES.forEach((p, i) => {
    areas.rows.push([i + 1, p.code, 'PROVINCE', i])
    areaLocales.rows.push([p.fr, 'fr', i + 1], [p.nl, 'nl', i + 1])
  })
  const categories: Rows = { table: 'work_categories', columns: ['id', 'weight'], rows: [] }
  const categoryLocales: Rows = {
    table: 'work_categories_locales',
    columns: ['name', '_locale', '_parent_id'],
    rows: [],
  }
  for (let c = 1; c <= CATEGORIES; c++) {
    categories.rows.push([c, c])
    categoryLocales.rows.push([`Travaux ${c}`, 'fr', c], [`Werken ${c}`, 'nl', c])
  }

  const media: Rows = {
    table: 'media',
    columns: [
      'id',
      'filename',
      'mime_type',
      'filesize',
      'width',
      'height',
      'sizes_company_filename',
      'sizes_company_width',
      'sizes_company_height',
      'sizes_company_mime_type',
      'sizes_card_filename',
      'sizes_card_width',
      'sizes_card_height',
      'sizes_card_mime_type',
    ],
    rows: [],
  }
  const mediaLocales: Rows = { table: 'media_locales', columns: ['alt', '_locale', '_parent_id'], rows: [] }
  const pros: Rows = {
    table: 'professional_users',
    columns: [
      'id',
      'company',
      'title',
      'firstname',
      'lastname',
      'language',
      'phone_number',
      'street',
      'postcode',
      'city',
      'latitude',
      'longitude',
      'website',
      'move_for_renovation',
      'do_renovation_size',
      'minimal_renovation_size',
      'maximal_renovation_size',
      'move_for_new_construction',
      'accept_terms_and_conditions',
      'is_visible',
      'listed',
      'created_at',
      'updated_at',
      'email',
      'login_attempts',
    ],
    rows: [],
  }
  const proLocales: Rows = {
    table: 'professional_users_locales',
    columns: ['description', '_locale', '_parent_id'],
    rows: [],
  }
  const proProfiles: Rows = { table: 'professional_users_profiles', columns: ['order', 'parent_id', 'value'], rows: [] }
  const proRels: Rows = {
    table: 'professional_users_rels',
    columns: ['order', 'parent_id', 'path', 'media_id', 'work_categories_id', 'geographic_areas_id'],
    rows: [],
  }
  const social: Rows = {
    table: 'pro_social_networks',
    columns: ['_order', '_parent_id', 'id', 'social_network', 'path'],
    rows: [],
  }

  for (let id = 1; id <= PROFESSIONALS; id++) {
    const home = Math.floor(random() * PROVINCES.length)
    const province = PROVINCES[home] as (typeof PROVINCES)[number]
    const name = pick(NAMES)
    const company = `${pick(TRADES)} ${name} ${pick(FORMS)}`.trim()
    const title = random() < 0.9 ? `${company} ${id}` : company
    // The listing rule's failures: hidden by staff (5 %), no work category (5 %), no city (5 %).
    const hidden = id % 20 === 0
    const noCategory = id % 20 === 1
    const noCity = id % 20 === 2
    const limits = random() < 0.3
    const created = iso(start, end)
    pros.rows.push([
      id,
      company,
      title,
      'Prénom',
      name,
      random() < 0.5 ? 'fr' : 'nl',
      `0470${String(id).padStart(6, '0')}`,
      `Rue ${id}`,
      String(province.postcode + Math.floor(random() * 90)),
      noCity ? '' : `${province.fr} ${Math.floor(random() * 40)}`,
      province.at[0] + (random() - 0.5) * 0.4,
      province.at[1] + (random() - 0.5) * 0.6,
      random() < 0.5 ? `https://pro-${id}.example` : null,
      random() < 0.8,
      limits,
      limits ? pick([null, 10, 20, 50, 100]) : null,
      limits ? pick([null, 100, 200, 500, 1000]) : null,
      random() < 0.6,
      true,
      !hidden,
      // The collection's hook would store the listing rule: every row has a profile and an area served.
      !hidden && !noCategory && !noCity,
      created,
      created,
      `pro-${id}@bench.example`,
      0,
    ])
    proLocales.rows.push([`Description ${id} en français.`, 'fr', id])
    if (random() < 0.5) proLocales.rows.push([`Beschrijving ${id} in het Nederlands.`, 'nl', id])
    const r = random()
    const profiles =
      r < 0.5
        ? ['PROFESSIONAL_PLAFONNEUR_PROFILE']
        : r < 0.75
          ? ['PROFESSIONAL_FACADIER_PROFILE']
          : r < 0.85
            ? ['PROFESSIONAL_PLASTERBOARDER_PROFILE']
            : ['PROFESSIONAL_PLAFONNEUR_PROFILE', 'PROFESSIONAL_FACADIER_PROFILE']
    for (const [i, p] of profiles.entries()) proProfiles.rows.push([i + 1, id, p])
    let order = 0
    media.rows.push([
      id,
      `bench-${id}.jpg`,
      'image/jpeg',
      120_000,
      1600,
      1000,
      `bench-${id}-72x48.jpg`,
      72,
      48,
      'image/jpeg',
      `bench-${id}-640x400.jpg`,
      640,
      400,
      'image/jpeg',
    ])
    mediaLocales.rows.push([random() < 0.5 ? `Chantier ${id}` : null, 'fr', id])
    proRels.rows.push([++order, id, 'images', id, null, null])
    if (!noCategory) {
      const count = 1 + Math.floor(random() * 4)
      const chosen = new Set<number>()
      while (chosen.size < count) chosen.add(1 + Math.floor(random() ** 1.5 * CATEGORIES))
      for (const c of chosen) proRels.rows.push([++order, id, 'workCategories', null, c, null])
    }
    const served = new Set([home + 1])
    const extra = Math.floor(random() * 3)
    while (served.size < 1 + extra) served.add(1 + Math.floor(random() * PROVINCES.length))
    for (const a of served) proRels.rows.push([++order, id, 'geographicAreas', null, null, a])
    if (random() < 0.3)
      social.rows.push([1, id, `bench${String(id).padStart(20, '0')}`, 'facebook', 'https://facebook.com/x'])
  }

  const references: Rows = {
    table: 'references',
    columns: ['id', 'created_at', 'updated_at', '_status', 'is_highlighted'],
    rows: [],
  }
  const referenceLocales: Rows = {
    table: 'references_locales',
    columns: ['title', 'slug', 'description', '_locale', '_parent_id'],
    rows: [],
  }
  const referenceRels: Rows = {
    table: 'references_rels',
    columns: ['order', 'parent_id', 'path', 'media_id', 'work_categories_id', 'professional_users_id'],
    rows: [],
  }
  for (let id = 1; id <= REFERENCES; id++) {
    const created = iso(start, end)
    references.rows.push([id, created, created, random() < 0.9 ? 'published' : 'draft', false])
    referenceLocales.rows.push(
      [`Chantier ${id}`, `chantier-${id}`, `Rénovation de façade ${id}.`, 'fr', id],
      [`Werf ${id}`, `werf-${id}`, `Gevelrenovatie ${id}.`, 'nl', id],
    )
    let order = 0
    referenceRels.rows.push([++order, id, 'images', 1 + (id % PROFESSIONALS), null, null])
    referenceRels.rows.push([++order, id, 'workCategories', null, 1 + Math.floor(random() * CATEGORIES), null])
    const partners = new Set([1 + Math.floor(random() * PROFESSIONALS)])
    if (random() < 0.3) partners.add(1 + Math.floor(random() * PROFESSIONALS))
    for (const p of partners) referenceRels.rows.push([++order, id, 'professionalUsers', null, null, p])
  }

  return [
    areas,
    areaLocales,
    categories,
    categoryLocales,
    media,
    mediaLocales,
    pros,
    proLocales,
    proProfiles,
    proRels,
    social,
    references,
    referenceLocales,
    referenceRels,
  ]
}

// ---------------------------------------------------------------------------------------------------------------
// Raw access to either database (bulk inserts, plans)

interface Db {
  dialect: Dialect
  query(sql: string, params?: readonly unknown[]): Promise<Array<Record<string, unknown>>>
  insert(rows: Rows): Promise<void>
}

type LibsqlClient = {
  execute(q: { sql: string; args: unknown[] }): Promise<{ rows: Array<Record<string, unknown>> }>
  batch(qs: Array<{ sql: string; args: unknown[] }>, mode: 'write'): Promise<unknown>
}
type PgPool = { query(sql: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> }

function rawDb(payload: Payload): Db {
  const quote = (name: string) => `"${name}"`
  if (payload.db.name === 'postgres') {
    const pool = (payload.db as unknown as { pool: PgPool }).pool
    return {
      dialect: 'postgres',
      query: async (sql, params = []) => (await pool.query(sql, [...params])).rows,
      async insert({ table, columns, rows }) {
        const per = Math.min(1000, Math.floor(60_000 / columns.length))
        for (let i = 0; i < rows.length; i += per) {
          const chunk = rows.slice(i, i + per)
          const values = chunk.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
          await pool.query(
            `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${values.join(', ')}`,
            chunk.flat(),
          )
        }
        // Explicit ids leave the serial behind: the application's own inserts must not collide.
        if (columns[0] === 'id' && typeof rows[0]?.[0] === 'number') {
          await pool.query(
            `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${quote(table)}))`,
          )
        }
      },
    }
  }
  const client = (payload.db as unknown as { client: LibsqlClient }).client
  return {
    dialect: 'sqlite',
    query: async (sql, params = []) => (await client.execute({ sql, args: [...params] })).rows,
    async insert({ table, columns, rows }) {
      const per = Math.min(500, Math.floor(30_000 / columns.length))
      const statements: Array<{ sql: string; args: unknown[] }> = []
      for (let i = 0; i < rows.length; i += per) {
        const chunk = rows.slice(i, i + per)
        const values = chunk.map((row) => `(${row.map(() => '?').join(', ')})`)
        statements.push({
          sql: `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${values.join(', ')}`,
          args: chunk.flat().map((v) => (typeof v === 'boolean' ? Number(v) : v)),
        })
      }
      await client.batch(statements, 'write')
    },
  }
}

/** Statements the database adapter sends while `run` runs (Drizzle's logger, set on the live session). */
async function recordStatements<T>(
  payload: Payload,
  run: () => Promise<T>,
): Promise<{ result: T; statements: Array<{ sql: string; params: unknown[] }> }> {
  const statements: Array<{ sql: string; params: unknown[] }> = []
  const session = (payload.db.drizzle as unknown as { session: { logger: unknown; options?: { logger?: unknown } } })
    .session
  const before = session.logger
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) }
  session.logger = logger
  try {
    return { result: await run(), statements }
  } finally {
    session.logger = before
  }
}

/** The plan of one statement: SQLite's EXPLAIN QUERY PLAN as a tree, PostgreSQL's EXPLAIN ANALYZE as text. */
async function explain(db: Db, sql: string, params: unknown[]): Promise<string> {
  if (db.dialect === 'postgres') {
    const rows = await db.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING ON, SUMMARY ON) ${sql}`, params)
    return rows.map((r) => String(r['QUERY PLAN'])).join('\n')
  }
  const rows = await db.query(`EXPLAIN QUERY PLAN ${sql}`, params)
  const depth = new Map<number, number>([[0, -1]])
  return rows
    .map((r) => {
      const d = (depth.get(Number(r.parent)) ?? -1) + 1
      depth.set(Number(r.id), d)
      return `${'  '.repeat(d)}${String(r.detail)}`
    })
    .join('\n')
}

// ---------------------------------------------------------------------------------------------------------------
// Service-level measurement (one child process per database)

interface Timing {
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

function stats(xs: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...xs].sort((a, b) => a - b)
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] ?? Number.NaN }
}

async function worker(dialect: Dialect, out: string): Promise<void> {
  const { preparedPayload } = await import('./lib/database')
  const payload = await preparedPayload()
  const db = rawDb(payload)
  const started = performance.now()
  for (const rows of dataset()) await db.insert(rows)
  // PostgreSQL's autovacuum would have analysed the tables by now; SQLite is left as the application leaves it.
  if (dialect === 'postgres') await db.query('ANALYZE')
  const generateSeconds = (performance.now() - started) / 1000
  console.log(`${dialect}: generated in ${generateSeconds.toFixed(1)} s`)

  const { parseDirectoryQuery } = await import('../src/domain/directory')
  const { searchProfessionals } = await import('../src/services/directory')
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

function serverEnv(url: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: url,
    PAYLOAD_SECRET: SECRET,
    SITE_URL: `http://127.0.0.1:${HTTP_PORT}`,
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  }
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
  const { parseDirectoryQuery } = await import('../src/domain/directory')
  const q = parseDirectoryQuery(new URLSearchParams(params))
  return {
    page: q.page,
    sort: q.sort.toUpperCase().replace('-', '_'),
    filters: {
      profiles: q.profiles,
      workCategories: q.categories,
      geographicAreaCodes: q.regions,
      renovation: q.renovation,
      newConstruction: q.newConstruction,
      sizeMin: q.sizeMin,
      sizeMax: q.sizeMax,
      near: q.near,
    },
  }
}

/** `count` distinct pages of a search, spread from the first to the last, so that no answer comes from a cache. */
function distinctPages(search: Search & { lastPage: number }, count: number, offset: number): string[] {
  const base = search.params.replace(/&?page=\d+/, '')
  const pages = new Set<number>()
  for (let i = 0; pages.size < Math.min(count, search.lastPage) && i < count * 4; i++) {
    pages.add(1 + ((offset + Math.round((i * (search.lastPage - 1)) / Math.max(1, count - 1))) % search.lastPage))
  }
  while (pages.size < count) pages.add(search.lastPage + pages.size)
  return [...pages].map((p) => (p === 1 ? base : base ? `${base}&page=${p}` : `page=${p}`))
}

async function timeRequest(run: () => Promise<Response>): Promise<number> {
  const t0 = performance.now()
  const response = await run()
  const body = await response.text()
  const ms = performance.now() - t0
  if (!response.ok || body.includes('"errors"')) throw new Error(`HTTP ${response.status}: ${body.slice(0, 300)}`)
  return ms
}

async function measureHttp(url: string, searches: WorkerResult['searches'], dialect: Dialect): Promise<HttpTiming[]> {
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
      for (const params of distinctPages(s, HTTP_REQUESTS, 0)) pageTimes.push(await timeRequest(() => page(params)))
      for (const params of distinctPages(s, HTTP_REQUESTS, 1))
        graphqlTimes.push(await timeRequest(() => graphql(params)))
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
    let httpNote =
      'Not measured in this run (`npm run bench` leaves it out unless `BENCH_DIRECTORY_HTTP=1`, as it needs a build of its own; `npm run bench:directory` measures it).'
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
\`professionalUsers\` query (a page of cards). ${HTTP_REQUESTS} requests a search, each for another of its pages, Next's data cache
emptied before each server starts: the times of a search nobody made yet (the options were cached by the warm-up).${httpFailure ? `\n\n**This run's HTTP part failed** (${httpFailure}): the rows below are missing or partial.` : ''}`
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
