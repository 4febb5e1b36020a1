import proxyAddr from 'proxy-addr'
import { z } from 'zod'

function isValidTrust(list: string): boolean {
  const entries = list
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  try {
    if (entries.length > 0) proxyAddr.compile(entries)
    return true
  } catch {
    return false
  }
}

/** Environment, parsed once. Defaults serve a local run on the embedded database. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z
    .string()
    .default('file:./data/platform.db')
    .refine((v) => v.startsWith('file:') || /^postgres(ql)?:\/\//.test(v), {
      message: 'DATABASE_URL must be file:… (SQLite) or postgres://…',
    }),
  PAYLOAD_SECRET: z.string().min(16).optional(),
  SITE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Murelia <no-reply@localhost>'),
  /** Where contact messages (and later sample requests) are sent; ADMIN_EMAIL when unset. */
  STAFF_EMAIL: z.string().email().optional(),
  /** Where colour-sample and brochure requests go (the sample desk); the staff address when unset. */
  SAMPLE_DESK_EMAIL: z.string().email().optional(),
  /** First wait before an outbox mail is retried; each further retry waits twice as long. */
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().nonnegative().default(30_000),
  MAP_STYLE_URL: z.string().url().optional(),
  GTM_ID: z.string().optional(),
  /** VAT registry lookup, a URL with `{vat}` (e.g. VIES REST); registration checks the format only without it. */
  VAT_CHECK_URL: z.string().url().optional(),
  /** Address suggestions at registration, a Photon-compatible geocoder; plain address fields without it. */
  ADDRESS_SUGGEST_URL: z.string().url().optional(),
  /** Redis (redis://…): rate limits, the sign-in throttle and Next's cache shared by every instance; memory without it. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/./, { message: 'REDIS_URL must read redis://host:port/db (rediss:// with TLS)' })
    .optional(),
  /** Object storage for media and private uploads (any S3-compatible service); the local folders below without it. */
  S3_BUCKET: z.string().optional(),
  /** The S3 endpoint, for a service other than AWS (MinIO, Scaleway, OVH, Cloudflare R2…); AWS's own when unset. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`https://host/bucket/key`), as most S3-compatible services other than AWS need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Whether this process runs the job queue (outbox mails). `on` (default): one process does all, as `npm start`.
   * `off`: a web instance of a cluster, where `npm run worker` runs the jobs.
   */
  JOBS: z.enum(['on', 'off']).default('on'),
  /**
   * How long a runner holds a job and its outbox mail: a job still marked processing after that was left by a
   * runner that died, and is run again. Longer than any delivery (SMTP waits are bounded to about a minute).
   */
  JOBS_LEASE_MS: z.coerce.number().int().positive().default(300_000),
  /** How often `npm run worker` looks for due jobs. */
  WORKER_INTERVAL_MS: z.coerce.number().int().positive().default(2_000),
  /** Addresses allowed to read /api/metrics (as TRUSTED_PROXIES: addresses, CIDR ranges, `loopback`…). */
  METRICS_ALLOW: z
    .string()
    .default('loopback')
    .refine((v) => isValidTrust(v), { message: 'METRICS_ALLOW must list IP addresses or CIDR ranges' }),
  MEDIA_DIR: z.string().default('data/media'),
  /** Private uploads (quotation photos): never served statically, only through signed links. */
  UPLOADS_DIR: z.string().default('data/uploads'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The proxies whose X-Forwarded-For is believed (comma-separated addresses, CIDR ranges, or proxy-addr's names
   * `loopback`, `linklocal`, `uniquelocal`); none by default, so the socket's address counts. Read by the production
   * server (scripts/server.js), which resolves the client address before Next sees the request; checked here too.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine((v) => isValidTrust(v), { message: 'TRUSTED_PROXIES must list IP addresses or CIDR ranges' }),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(8),
  /** Aliases in one GraphQL operation (each aliased root field is one more database round trip). */
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().positive().default(15),
  /** Lexical tokens in one GraphQL document, counted while parsing: bounds parsing and validation work. */
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().positive().default(1000),
  /** Cost of one GraphQL operation (src/graphql/core/limits.ts: 10 per root field, 1 per field, lists × their page size). */
  GRAPHQL_MAX_COST: z.coerce.number().int().positive().default(2500),
})

// An empty variable (`SMTP_URL=`) means "not set", as in most shells' and tools' conventions.
const parsed = schema.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')))
if (!parsed.success) {
  throw new Error(
    `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
  )
}
const raw = parsed.data

if (raw.NODE_ENV === 'production' && !raw.PAYLOAD_SECRET && process.env.NEXT_PHASE !== 'phase-production-build') {
  throw new Error('PAYLOAD_SECRET is required in production (npm start generates one under data/)')
}

export const env = {
  ...raw,
  PAYLOAD_SECRET: raw.PAYLOAD_SECRET ?? 'local-development-secret-change-me',
  SITE_URL: raw.SITE_URL ?? `http://localhost:${raw.PORT}`,
  isPostgres: raw.DATABASE_URL.startsWith('postgres'),
  isProduction: raw.NODE_ENV === 'production',
}
