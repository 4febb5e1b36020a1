import { once } from 'node:events'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { busyAnswer, renderLimit } from '../../scripts/admission.js'
import { createEdgeServer, skipHostLookupsInReports, trustedProxies } from '../../scripts/server.js'

/**
 * The production server's admission queue (scripts/admission.js behind scripts/server.js) over real sockets: pages
 * render at most `limit` at once and the others wait their turn in arrival order; what is not a page never waits;
 * a client that leaves while waiting gives its turn to the next one.
 */

const servers: http.Server[] = []
const sockets: http.ClientRequest[] = []

afterEach(() => {
  for (const r of sockets.splice(0)) r.destroy()
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
})

/** An edge server whose handler holds every request until the test lets it answer. */
async function gatedServer(limit: number) {
  const started: string[] = []
  const held = new Map<string, () => void>()
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = req.url ?? ''
    started.push(url)
    held.set(url, () => res.end(url))
  }
  const server = createEdgeServer(handle, trustedProxies(undefined), limit)
  let arrived = 0
  server.on('request', () => arrived++)
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port

  /** Sends a request and waits until the server has received it (so arrivals are in the order sent). */
  async function send(path: string, method = 'GET') {
    const before = arrived
    const req = http.request({ host: '127.0.0.1', port, path, method, agent: false })
    sockets.push(req)
    const answer = new Promise<string>((resolve, reject) => {
      req.on('response', (res) => {
        let body = ''
        res.on('data', (c) => {
          body += c
        })
        res.on('end', () => resolve(body))
      })
      req.on('error', reject)
    })
    answer.catch(() => undefined)
    req.end()
    await vi.waitFor(() => expect(arrived).toBe(before + 1))
    return { req, answer }
  }

  /** Lets a held request answer. */
  function release(url: string) {
    const end = held.get(url)
    if (!end) throw new Error(`${url} is not in the handler`)
    end()
  }

  return { started, send, release, port, arrivedCount: () => arrived }
}

describe('the admission queue of the production server', () => {
  it('renders at most `limit` pages at once and starts the others in the order they came', async () => {
    const s = await gatedServer(2)
    const sent = []
    for (const path of ['/fr/a', '/fr/b', '/nl/c', '/fr/d', '/']) sent.push(await s.send(path))
    expect(s.started).toEqual(['/fr/a', '/fr/b'])

    s.release('/fr/b')
    expect(await sent[1]?.answer).toBe('/fr/b')
    await vi.waitFor(() => expect(s.started).toEqual(['/fr/a', '/fr/b', '/nl/c']))

    s.release('/fr/a')
    s.release('/nl/c')
    await vi.waitFor(() => expect(s.started).toEqual(['/fr/a', '/fr/b', '/nl/c', '/fr/d', '/']))
  })

  it('lets through at once what is not a page rendering: files, probes, the API (its writes too), the back office', async () => {
    const s = await gatedServer(1)
    await s.send('/fr/busy')
    await s.send('/fr/waiting')
    for (const path of ['/_next/static/chunks/app.js', '/api/health', '/api/ready', '/api/graphql', '/admin']) {
      await s.send(path)
    }
    await s.send('/api/graphql', 'POST')
    expect(s.started).toEqual([
      '/fr/busy',
      '/_next/static/chunks/app.js',
      '/api/health',
      '/api/ready',
      '/api/graphql',
      '/admin',
      '/api/graphql',
    ])
  })

  it('gives the turn of a client that left while waiting to the next one', async () => {
    const s = await gatedServer(1)
    await s.send('/fr/first')
    const leaving = await s.send('/fr/leaves')
    await s.send('/fr/stays')
    leaving.req.destroy()
    // The server sees the socket close before the first page is done.
    await new Promise((resolve) => setTimeout(resolve, 50))
    s.release('/fr/first')
    await vi.waitFor(() => expect(s.started).toEqual(['/fr/first', '/fr/stays']))
  })

  it('frees the place of a page whose client left while it rendered', async () => {
    const s = await gatedServer(1)
    const gone = await s.send('/fr/gone')
    await s.send('/fr/next')
    gone.req.destroy()
    await vi.waitFor(() => expect(s.started).toEqual(['/fr/gone', '/fr/next']))
  })
})

describe('requests written to escape or clog the queue', () => {
  it('queues every spelling Next routes to a page, and pages asked with another method', async () => {
    const s = await gatedServer(1)
    await s.send('/fr/busy')
    for (const path of ['/%66r/contact', '/api/../fr/contact', '/_next/../nl/x', '/fr/./a/../contact'])
      await s.send(path)
    await s.send('/fr/recherche-pro', 'POST')
    // The image optimizer is off: Next renders its not-found page for any address a client makes up there.
    await s.send('/_next/image?url=%2Fa.jpg&w=3840&q=75')
    // An address under no language is rendered as not found, outside the middleware (`/apix` is not `/api`).
    await s.send('/apix/y')
    await s.send('/administrator')
    expect(s.started).toEqual(['/fr/busy'])
  })

  it('skips the requests pipelined on a connection that closed while they waited', async () => {
    const s = await gatedServer(1)
    await s.send('/fr/busy')
    const socket = net.connect(s.port, '127.0.0.1')
    await once(socket, 'connect')
    socket.write(['/fr/p1', '/fr/p2', '/fr/p3'].map((p) => `GET ${p} HTTP/1.1\r\nHost: x\r\n\r\n`).join(''))
    await vi.waitFor(() => expect(s.arrivedCount()).toBe(4))
    socket.destroy()
    await s.send('/fr/after')
    await new Promise((resolve) => setTimeout(resolve, 50))
    s.release('/fr/busy')
    await vi.waitFor(() => expect(s.started).toEqual(['/fr/busy', '/fr/after']))
  })

  it('never hands the application the headers only it may set', async () => {
    let seen: http.IncomingHttpHeaders = {}
    const server = createEdgeServer((req, res) => {
      seen = req.headers
      res.end()
    }, trustedProxies(undefined))
    servers.push(server)
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const port = (server.address() as AddressInfo).port
    await new Promise<void>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/fr/particulier',
          agent: false,
          headers: { 'X-Next-Intl-Locale': 'fr', 'X-Middleware-Subrequest': 'middleware', 'X-Kept': 'yes' },
        },
        (res) => res.resume().on('end', resolve),
      )
      req.on('error', reject)
    })
    expect(seen['x-kept']).toBe('yes')
    expect(seen).not.toHaveProperty('x-next-intl-locale')
    expect(seen).not.toHaveProperty('x-middleware-subrequest')
  })
})

describe('the admission queue on kept-alive connections', () => {
  it('frees a page’s place when its answer is over, though the connection stays open', async () => {
    const server = createEdgeServer((req, res) => res.end(req.url), trustedProxies(undefined), 1)
    servers.push(server)
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const port = (server.address() as AddressInfo).port
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = (path: string) =>
      new Promise<{ body: string; socket: unknown }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = ''
          res.on('data', (c) => {
            body += c
          })
          res.on('end', () => resolve({ body, socket: req.socket }))
        })
        req.on('error', reject)
      })
    // Five pages one after the other on one connection, with one place: each must free it for the next.
    const answers = []
    for (const path of ['/fr/1', '/fr/2', '/fr/3', '/fr/4', '/fr/5']) answers.push(await get(path))
    expect(answers.map((a) => a.body)).toEqual(['/fr/1', '/fr/2', '/fr/3', '/fr/4', '/fr/5'])
    expect(new Set(answers.map((a) => a.socket)).size).toBe(1)
    agent.destroy()
  })
})

describe('clients that do not play along', () => {
  async function listen(server: http.Server) {
    servers.push(server)
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    return (server.address() as AddressInfo).port
  }
  const fetchText = (port: number, path: string) =>
    new Promise<string>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = ''
        res.on('data', (c) => {
          body += c
        })
        res.on('end', () => resolve(body))
      })
      sockets.push(req)
      req.on('error', reject)
    })

  it('free their place once the whole answer is written, though they never read it', async () => {
    // 8 MB: far more than the socket buffers take, so the answer stays in the server's hands.
    const big = Buffer.alloc(8 * 1024 * 1024, 'x')
    const server = createEdgeServer(
      (req, res) => res.end(req.url === '/fr/big' ? big : 'small'),
      trustedProxies(undefined),
      1,
    )
    const port = await listen(server)
    const reader = net.connect(port, '127.0.0.1')
    reader.pause()
    reader.write('GET /fr/big HTTP/1.1\r\nHost: x\r\n\r\n')
    await once(reader, 'connect')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await fetchText(port, '/fr/next')).toBe('small')
    reader.destroy()
  })

  it('give their place back after the longest hold, whatever their render waits for', async () => {
    const server = createEdgeServer(
      (req, res) => {
        if (req.url !== '/fr/stalled') res.end('served')
      },
      trustedProxies(undefined),
      1,
      { holdMs: 200 },
    )
    const port = await listen(server)
    const stalled = http.get({ host: '127.0.0.1', port, path: '/fr/stalled', agent: false })
    stalled.on('error', () => undefined)
    sockets.push(stalled)
    const started = performance.now()
    expect(await fetchText(port, '/fr/after')).toBe('served')
    expect(performance.now() - started).toBeGreaterThanOrEqual(150)
  })
})

describe('a queue that cannot take more', () => {
  /** A server with one place, where `/fr/stuck` never answers; the answers as status, headers, body. */
  async function stuckServer(bounds: Parameters<typeof createEdgeServer>[3]) {
    const server = createEdgeServer(
      (req, res) => {
        if (req.url !== '/fr/stuck') res.end('quick')
      },
      trustedProxies(undefined),
      1,
      bounds,
    )
    servers.push(server)
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const port = (server.address() as AddressInfo).port
    const ask = (path: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          let body = ''
          res.on('data', (c) => {
            body += c
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
        })
        sockets.push(req)
        req.on('error', reject)
      })
    return { ask, arrived: () => new Promise((resolve) => setTimeout(resolve, 50)) }
  }

  it('answers 503 with a Retry-After to a page that waited the longest wait, and nothing is kept', async () => {
    const s = await stuckServer({ holdMs: 60_000, maxWaitMs: 150 })
    void s.ask('/fr/stuck').catch(() => undefined)
    await s.arrived()
    const started = performance.now()
    const refused = await s.ask('/fr/waits')
    expect(performance.now() - started).toBeGreaterThanOrEqual(120)
    expect(refused.status).toBe(503)
    expect(refused.headers['retry-after']).toBe('10')
    expect(refused.headers['cache-control']).toBe('no-store')
    // Not a page: never waits, so still served.
    expect((await s.ask('/api/health')).status).toBe(200)
  })

  it('answers 503 at once when the queue is full, and serves the ones it holds', async () => {
    const s = await stuckServer({ holdMs: 400, maxWaitMs: 60_000, maxQueue: 2 })
    void s.ask('/fr/stuck').catch(() => undefined)
    await s.arrived()
    const queued = [s.ask('/fr/quick'), s.ask('/fr/quick')]
    await s.arrived()
    const started = performance.now()
    const refused = await s.ask('/fr/quick')
    expect(refused.status).toBe(503)
    expect(performance.now() - started).toBeLessThan(300)
    // Once the stuck page's hold is over, the two that waited are served.
    expect((await Promise.all(queued)).map((a) => [a.status, a.body])).toEqual([
      [200, 'quick'],
      [200, 'quick'],
    ])
  })

  it('tells a visitor in French and Dutch that the site is busy, from the messages', async () => {
    const s = await stuckServer({ holdMs: 60_000, maxQueue: 0, refuse: busyAnswer() })
    void s.ask('/fr/stuck').catch(() => undefined)
    await s.arrived()
    const refused = await s.ask('/nl/wacht')
    expect(refused.status).toBe(503)
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(refused.body).toContain('Le service est momentanément indisponible')
    expect(refused.body).toContain('<p lang="nl">De dienst is tijdelijk niet beschikbaar')
  })
})

describe('MAX_CONCURRENT_RENDERS', () => {
  it('is 4 unless set, and a positive integer when set', () => {
    expect(renderLimit(undefined)).toBe(4)
    expect(renderLimit('')).toBe(4)
    expect(renderLimit('12')).toBe(12)
    for (const wrong of ['0', '-1', '2.5', 'many']) expect(() => renderLimit(wrong)).toThrow(/MAX_CONCURRENT_RENDERS/)
  })
})

describe('diagnostic reports in the production server', () => {
  it('name sockets by their addresses, with no DNS lookup that would stop the event loop', async () => {
    skipHostLookupsInReports()
    const server = http.createServer()
    servers.push(server)
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const report = process.report.getReport() as unknown as {
      libuv: Array<{ type: string; localEndpoint?: { host: string; ip4?: string; ip6?: string } | null }>
    }
    const endpoints = report.libuv.filter((h) => h.type === 'tcp' && h.localEndpoint).map((h) => h.localEndpoint)
    expect(endpoints.length).toBeGreaterThan(0)
    // With the lookup, 127.0.0.1 would read "localhost" (from /etc/hosts here; from DNS for other addresses).
    for (const e of endpoints) expect(e?.host).toBe(e?.ip4 ?? e?.ip6)
  })
})
