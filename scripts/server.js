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
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import proxyAddr from 'proxy-addr'

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
 * An HTTP server that settles the client address of every request, then hands it to `handle` (Next's request
 * handler in production; a route handler in tests).
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => unknown} handle
 * @param {Trust} trust
 */
export function createEdgeServer(handle, trust) {
  return http.createServer((req, res) => {
    settleClientAddress(req, trust)
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error) => {
        console.error(`request to ${req.url} failed`, error)
        if (!res.headersSent) {
          res.statusCode = 500
          res.end('Internal Server Error')
        } else res.destroy()
      })
  })
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
  const port = portOf(process.argv.slice(2))
  const trust = trustedProxies(process.env.TRUSTED_PROXIES)
  // As `next start` does: the app reads both (src/lib/env.ts builds its default SITE_URL from PORT).
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production', PORT: String(port) })
  // Next loaded only now, with NODE_ENV set. Without `hostname` it takes `localhost` (as `next start -H localhost`),
  // never 127.0.0.1: see vercel/next.js#94745 in scripts/lib/build.ts.
  const { default: next } = await import('next')
  const app = next({ dev: false, dir: process.cwd(), port })
  await app.prepare()
  const server = createEdgeServer(app.getRequestHandler(), trust)
  server.on('error', (error) => {
    console.error(error)
    process.exit(1)
  })
  server.listen(port, () => console.log(`serving on http://localhost:${port}`))

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
