// @ts-check
/**
 * The production server: Next (its documented custom server, `next({ dev: false })`) behind one step that settles
 * who the client is. `next start` keeps an X-Forwarded-For the client sent (it fills the header from the socket only
 * when it is absent), so the app could not tell a proxy's header from a forged one and every per-address limit
 * could be escaped with a new value per request. Here each request's X-Forwarded-For and X-Real-IP are replaced,
 * before Next sees them, by the one address proxy-addr resolves: the socket's, unless the socket is one of
 * TRUSTED_PROXIES; then the X-Forwarded-For hops are walked from the right, past every trusted proxy, and the first
 * untrusted one is the client. Hops further left are whatever the client wrote and are never read.
 *
 * Plain JavaScript, so Node runs it as it ran `next start`: no TypeScript loader in the serving process.
 * `node scripts/server.js [--port N]` (else PORT, else 3000); NEXT_DIST_DIR picks the build (next.config.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import promClient from 'prom-client'
import proxyAddr from 'proxy-addr'
import { createAdmission, renderLimit } from './admission.js'
import { tagWholeAnswers } from './etags.js'

/** @typedef {(address: string, hop: number) => boolean} Trust */

/**
 * The trust test for a TRUSTED_PROXIES value: comma-separated addresses, CIDR ranges (`10.0.0.0/8`,
 * `10.0.0.0/255.0.0.0`) or proxy-addr's names (`loopback` is 127.0.0.0/8 and ::1, `linklocal`, `uniquelocal`).
 * Empty trusts no one. Throws on an entry that is none of these.
 * @param {string | undefined} value
 * @returns {Trust}
 */
export function trustedProxies(value) {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  if (entries.length === 0) return () => false
  try {
    return proxyAddr.compile(entries)
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${error instanceof Error ? error.message : error}`)
  }
}

/**
 * An address as the limits count it: an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket
 * reports an IPv4 client) as plain IPv4, so one client has one spelling; anything that is not an IP address (a
 * trusted proxy passing on garbage) as `unknown`.
 * @param {string} address
 */
function plainAddress(address) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  const plain = mapped?.[1] ?? address
  return net.isIP(plain) ? plain : 'unknown'
}

/**
 * The client's address: the socket's, or, while the address at hand is a trusted proxy, the X-Forwarded-For hop
 * that proxy reported (walked from the right).
 * @param {{ socketAddress: string | undefined, forwardedFor: string | string[] | undefined }} request
 * @param {Trust} trust
 * @returns {string}
 */
export function resolveClientAddress({ socketAddress, forwardedFor }, trust) {
  if (!socketAddress) return 'unknown'
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  // proxy-addr reads only these two fields of a request.
  const request = /** @type {http.IncomingMessage} */ (
    /** @type {unknown} */ ({ headers: { 'x-forwarded-for': header }, socket: { remoteAddress: socketAddress } })
  )
  return plainAddress(proxyAddr(request, trust))
}

/**
 * Replaces the request's X-Forwarded-For and X-Real-IP by the resolved client address: whatever runs behind
 * (Next, the route handlers' `clientAddress`) reads that one address and nothing a client wrote.
 * @param {http.IncomingMessage} req
 * @param {Trust} trust
 */
export function settleClientAddress(req, trust) {
  const client = resolveClientAddress(
    { socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'] },
    trust,
  )
  req.headers['x-forwarded-for'] = client
  req.headers['x-real-ip'] = client
  // The scheme and host a proxy reports are believed from a trusted proxy only: Next fills them in from the
  // connection otherwise, so a client cannot claim HTTPS (Secure cookies, next.js#94745) or another host.
  if (!req.socket.remoteAddress || !trust(req.socket.remoteAddress, 0)) {
    for (const name of ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port']) delete req.headers[name]
  }
}

/**
 * Headers Next and next-intl set on the requests they pass on inside the process, never a client's to send:
 * src/proxy.ts takes `X-Next-Intl-Locale` for the mark of its own second pass and lets the request through
 * unrouted, so a client sending it got a 404 for `/fr/particulier`, with the page's public Cache-Control: nginx
 * would have kept that 404 for everyone. `X-Middleware-Subrequest` made Next skip its middleware altogether
 * (CVE-2025-29927, fixed in Next itself; dropped here as well).
 */
const INTERNAL_HEADERS = ['x-next-intl-locale', 'x-middleware-subrequest']

/**
 * Removes from a client's request the headers only the application may set (INTERNAL_HEADERS).
 * @param {http.IncomingMessage} req
 */
export function dropInternalHeaders(req) {
  for (const name of INTERNAL_HEADERS) delete req.headers[name]
}

/**
 * What the code handling a request can know of it wherever it runs (src/lib/logger.ts adds the id to every line).
 * `answered` is set once the response is over: whatever the request created and outlives it (a Redis client
 * connected on first use, Payload's job cron started by the first request) inherits the store, and must not go on
 * logging under that request's id.
 * @typedef {{ requestId: string, answered: boolean }} RequestContext
 */

/**
 * A value one per process, on globalThis under a registered symbol: Next's bundles reach the very same one (a
 * module variable would be one per bundle copy). src/lib/logger.ts and src/lib/metrics.ts look them up by name.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
function processWide(name, create) {
  const key = Symbol.for(`facade-platform.${name}`)
  const store = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))
  if (!(key in store)) store[key] = create()
  return /** @type {T} */ (store[key])
}

/**
 * The context of the request being handled; Node carries its store through every await of the request.
 * @type {AsyncLocalStorage<RequestContext>}
 */
export const requestContext = processWide('request-context', () => new AsyncLocalStorage())

/** A request id a trusted proxy may hand on (nginx's `$request_id` is 32 hex digits; a UUID fits too). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * The request's id: the X-Request-Id a trusted proxy sent, when it looks like one, else a new UUID. Written back
 * into the request's headers (route handlers read it there) and onto the response.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {Trust} trust
 */
export function settleRequestId(req, res, trust) {
  const sent = req.headers['x-request-id']
  const fromProxy = Boolean(req.socket.remoteAddress && trust(req.socket.remoteAddress, 0))
  const id = fromProxy && typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID()
  req.headers['x-request-id'] = id
  res.setHeader('X-Request-Id', id)
  return id
}

/**
 * The registry /api/metrics exposes: prom-client's default one, kept on globalThis so that a second copy of
 * prom-client (a bundle that did not leave it external) still registers into the same one.
 * @type {promClient.Registry}
 */
export const metricsRegistry = processWide('metrics-registry', () => promClient.register)

/**
 * A metric of the registry, created once: this module may be evaluated more than once in a process (tests).
 * @template {promClient.Metric} M
 * @param {string} name
 * @param {() => M} create
 * @returns {M}
 */
function metricOnce(name, create) {
  return /** @type {M} */ (metricsRegistry.getSingleMetric(name)) ?? create()
}

const httpLabels = /** @type {const} */ (['route', 'method', 'status_class'])
const httpRequests = metricOnce(
  'http_requests_total',
  () =>
    new promClient.Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route group, method and status class',
      labelNames: httpLabels,
      registers: [metricsRegistry],
    }),
)
const httpDuration = metricOnce(
  'http_request_duration_seconds',
  () =>
    new promClient.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the last byte of its answer, by route group, method and status class',
      labelNames: httpLabels,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [metricsRegistry],
    }),
)

/** The first segments under /api/ served by the app's own route handlers; every other /api/ path is Payload's. */
const API_ROUTES = new Set([
  'address-suggestions',
  'configurator',
  'dashboard',
  'graphql',
  'health',
  'media',
  'metrics',
  'ready',
  'sample-requests',
  'session',
  'uploads',
])
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The route label of a request path: a group from a fixed list, never the path itself, so the number of series
 * stays bounded whatever URLs clients make up.
 * @param {string | undefined} url
 */
export function routeGroup(url) {
  const pathname = (url ?? '/').split('?')[0] ?? '/'
  const segments = pathname.split('/').filter(Boolean)
  const [first, second] = segments
  if (first === '_next') {
    return second === 'static' || second === 'image' || second === 'data' ? `_next/${second}` : '_next/other'
  }
  if (first === 'api') return second && API_ROUTES.has(second) ? `api/${second}` : 'api/payload'
  if (first === 'admin') return 'admin'
  if (first === undefined || first === 'fr' || first === 'nl') return 'page'
  return segments.at(-1)?.includes('.') ? 'file' : 'other'
}

/**
 * Counts the request and its duration once its answer is finished (or the connection closed before it was).
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function measure(req, res) {
  const end = httpDuration.startTimer()
  // Read now: Next rewrites req.url while it routes (locales, rewrites). The path Next routes, as the queue reads it.
  const route = routeGroup(routedPath(req.url))
  const method = METHODS.has(req.method ?? '') ? /** @type {string} */ (req.method) : 'OTHER'
  res.once('close', () => {
    const status_class = res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted'
    const labels = { route, method, status_class }
    end(labels)
    httpRequests.inc(labels)
  })
}

/**
 * The path Next will route: percent-escapes decoded and dot segments resolved (`/%66r/x` and `/api/../fr/x` are
 * `/fr/x` to Next), so that no spelling of a page escapes the queue.
 * @param {string | undefined} url
 */
export function routedPath(url) {
  try {
    return decodeURI(new URL(url ?? '/', 'http://localhost').pathname)
  } catch {
    return url ?? '/'
  }
}

/**
 * Whether a request waits its turn in the admission queue (scripts/admission.js): the site's pages, whatever the
 * method (Next renders a page for a POST too), which render on the one JavaScript thread. Everything else goes
 * straight in: Next's built files (read from disk), the probes (a load balancer must not take a busy instance for
 * a dead one), the API and the back office, whose requests may wait on something else than this thread (a file
 * upload, object storage) and must not hold a place meanwhile.
 * @param {http.IncomingMessage} req
 */
export function waitsInQueue(req) {
  const group = routeGroup(routedPath(req.url))
  // The image optimizer is off (next.config.ts), and an address under no language (`/apix/y`) is no page: Next
  // renders its not-found page for both, a render like any other.
  return group === 'page' || group === '_next/image' || group === 'other'
}

/**
 * An HTTP server that settles the client address and the id of every request, measures it, then hands it to
 * `handle` (Next's request handler in production; a route handler in tests) within the request's context; pages
 * at most `limit` at once, the others waiting their turn, first come first served (scripts/admission.js).
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => unknown} handle
 * @param {Trust} trust
 * @param {number} [limit]
 * @param {import('./admission.js').AdmissionBounds} [bounds] how long a page holds and waits for a place, how many
 * wait, and the answer to those refused (scripts/admission.js)
 */
export function createEdgeServer(handle, trust, limit = renderLimit(undefined), bounds = {}) {
  const admission = createAdmission(limit, bounds)
  return http.createServer((req, res) => {
    measure(req, res)
    const requestId = settleRequestId(req, res, trust)
    settleClientAddress(req, trust)
    dropInternalHeaders(req)
    tagWholeAnswers(req, res)
    /** @type {RequestContext} */
    const context = { requestId, answered: false }
    res.once('close', () => {
      context.answered = true
    })
    const run = () =>
      requestContext.run(context, () =>
        Promise.resolve()
          .then(() => handle(req, res))
          .catch((error) => {
            console.error(`request ${requestId} to ${req.url} failed`, error)
            if (!res.headersSent) {
              res.statusCode = 500
              res.end('Internal Server Error')
            } else res.destroy()
          }),
      )
    if (waitsInQueue(req)) admission.admit(res, run)
    else run()
  })
}

/**
 * A diagnostic report (`process.report.getReport()`) names the peer of every open socket by a reverse DNS lookup,
 * made synchronously, one per socket. libsql asks for a report (to tell glibc from musl) when it is first loaded,
 * on the first request that reads the database: with 200 connections open and a resolver that did not answer, the
 * event loop stood still for minutes. Nothing here reads the report's host names; the addresses stay in it.
 * (`excludeNetwork`: Node 20.13 and later; @types/node 20 does not know it yet.)
 */
export function skipHostLookupsInReports() {
  Object.assign(process.report, { excludeNetwork: true })
}

/** How long a stop waits for requests in flight before it closes their connections. */
const DRAIN_MS = 10_000

/** @param {string[]} argv */
function portOf(argv) {
  const i = argv.findIndex((a) => a === '--port' || a === '-p')
  const value = i >= 0 ? argv[i + 1] : (process.env.PORT ?? '3000')
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`not a port: ${value}`)
  return port
}

async function main() {
  skipHostLookupsInReports()
  const port = portOf(process.argv.slice(2))
  const trust = trustedProxies(process.env.TRUSTED_PROXIES)
  // As `next start` does: the app reads both (src/lib/env.ts builds its default SITE_URL from PORT).
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production', PORT: String(port) })
  // Next loaded only now, with NODE_ENV set. Without `hostname` it takes `localhost` (as `next start -H localhost`),
  // never 127.0.0.1: see vercel/next.js#94745 in scripts/lib/build.ts.
  const { default: next } = await import('next')
  const app = next({ dev: false, dir: process.cwd(), port })
  await app.prepare()
  // The process's own figures (CPU, memory, event-loop lag, handles) beside the application's.
  promClient.collectDefaultMetrics({ register: metricsRegistry })
  const server = createEdgeServer(app.getRequestHandler(), trust, renderLimit(process.env.MAX_CONCURRENT_RENDERS))
  let listening = false
  server.on('error', (error) => {
    console.error(error)
    // Before listening (the port is taken, say), there is nothing to serve. Afterwards an error belongs to one
    // connection or one accept (too many open files under a flood): the server goes on with the others.
    if (!listening) process.exit(1)
  })
  server.listen(port, () => {
    listening = true
    console.log(`serving on http://localhost:${port}`)
  })

  let stopping = false
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: finishing the requests in flight`)
    // Stops accepting, closes idle keep-alive connections, and calls back when the last request has been answered.
    server.close(() => {
      app.close().finally(() => process.exit(0))
    })
    server.closeIdleConnections()
    setTimeout(() => {
      server.closeAllConnections()
      process.exit(1)
    }, DRAIN_MS).unref()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
