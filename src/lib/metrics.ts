import { Counter, Gauge, type Metric, type Registry, register } from 'prom-client'
import proxyAddr from 'proxy-addr'
import { env } from './env'

/**
 * The application's Prometheus metrics. The registry is the one scripts/server.js counts HTTP requests in, found
 * on globalThis under the same symbol (prom-client is left out of Next's bundles, next.config.ts, so both would
 * get its default registry anyway; the symbol keeps it one per process even if a bundle held a second copy).
 */
const REGISTRY = Symbol.for('facade-platform.metrics-registry')
const processWide = globalThis as { [REGISTRY]?: Registry }
processWide[REGISTRY] ??= register
export const metricsRegistry: Registry = processWide[REGISTRY]

/** A metric created once per process: modules may be evaluated more than once (tests, development reloads). */
function once<M extends Metric>(name: string, create: () => M): M {
  return (metricsRegistry.getSingleMetric(name) as M | undefined) ?? create()
}

/** GraphQL operations executed, by root field (the schema's names only, so the label stays bounded). */
export const graphqlOperations = once(
  'graphql_operations_total',
  () =>
    new Counter({
      name: 'graphql_operations_total',
      help: 'GraphQL root fields executed, by operation type and root field name (anonymous when not in the schema)',
      labelNames: ['type', 'operation'] as const,
      registers: [metricsRegistry],
    }),
)

/** GraphQL errors answered, by `extensions.code` (the catalogue's codes; OTHER for any other). */
export const graphqlErrors = once(
  'graphql_errors_total',
  () =>
    new Counter({
      name: 'graphql_errors_total',
      help: 'GraphQL errors answered, by extensions.code',
      labelNames: ['code'] as const,
      registers: [metricsRegistry],
    }),
)

/** Requests refused by a rate limit, by the limit's name. */
export const rateLimitRefusals = once(
  'rate_limit_refusals_total',
  () =>
    new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused with RATE_LIMITED, by limit name',
      labelNames: ['limit'] as const,
      registers: [metricsRegistry],
    }),
)

/** Outbox mails by status, read from the database when scraped. */
export const outboxMails = once(
  'outbox_mails',
  () =>
    new Gauge({
      name: 'outbox_mails',
      help: 'Mails in the outbox, by status (read from the database at scrape time)',
      labelNames: ['status'] as const,
      registers: [metricsRegistry],
    }),
)

/** Jobs not completed, by state, read from the database when scraped. */
export const jobsQueueDepth = once(
  'jobs_queue_depth',
  () =>
    new Gauge({
      name: 'jobs_queue_depth',
      help: 'Jobs not completed: waiting, processing, or failed and parked (read from the database at scrape time)',
      labelNames: ['state'] as const,
      registers: [metricsRegistry],
    }),
)

const allowed = (() => {
  const entries = env.METRICS_ALLOW.split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  return entries.length === 0 ? () => false : proxyAddr.compile(entries)
})()

/**
 * Whether the client scripts/server.js resolved may read the metrics (METRICS_ALLOW, loopback by default). The
 * address is the one it wrote in X-Forwarded-For; IPv6 is compared whole, not by the /64 the limits count.
 */
export function mayReadMetrics(headers: Headers): boolean {
  const address = (headers.get('x-forwarded-for') ?? '').split(',').at(-1)?.trim() ?? ''
  try {
    return address !== '' && allowed(address, 0)
  } catch {
    // proxy-addr throws on what is not an address ('unknown').
    return false
  }
}
