/**
 * What the directory bench (scripts/bench-directory.ts) measures and where: the sample counts, the server's port
 * and build folder, the PostgreSQL database, the searches, and the environment its workers and server run in.
 */

/** Timed runs per search at the service, after 3 untimed ones. */
export const RUNS = Number(process.env.BENCH_DIRECTORY_RUNS ?? 30)
/** Requests per search over HTTP: its pages in turn, none beyond the last (no cache holds a search's answer). */
export const HTTP_REQUESTS = Number(process.env.BENCH_DIRECTORY_HTTP_REQUESTS ?? 40)
export const HTTP_PORT = 3223
export const DIST_DIR = '.next-bench-directory'
export const PG_ADMIN_URL = process.env.BENCH_DIRECTORY_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const PG_DATABASE = 'bench_directory'
const SECRET = 'bench-directory-secret-not-for-production'

export type Dialect = 'sqlite' | 'postgres'

// ---------------------------------------------------------------------------------------------------------------
// The searches

export interface Search {
  name: string
  /** The search page's query string (src/domain/directory.ts). */
  params: string
}

const NEAR = 'near=50.85,4.35'

/** Every filter alone and combined, every sort; pages are added once each search's last page is known. */
export const SEARCHES: Search[] = [
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
  { name: 'best rated', params: 'sort=rating' },
  { name: 'best rated, 4 stars and more, region', params: 'rating=4&region=BRU&sort=rating' },
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
export const PAGED = new Set([
  'no filter, name A–Z',
  'newest',
  'best rated',
  'profile + category + region',
  'nearest (distance)',
])

/** The searches whose SQL is explained in the report. */
export const EXPLAINED = ['no filter, name A–Z', 'all filters, newest', 'best rated', 'nearest (distance)']

/** Searches measured over HTTP. */
export const HTTP_SEARCHES = [
  'no filter, name A–Z',
  'one region',
  'three categories',
  'size 80–150 m²',
  'newest',
  'best rated',
  'profile + category + region',
  'all filters, newest',
  'nearest (distance)',
]

/** The environment of a worker and of the HTTP part's server: production, on the database at `url`. */
export function serverEnv(url: string): NodeJS.ProcessEnv {
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
