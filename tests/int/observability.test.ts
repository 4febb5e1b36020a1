import { once } from 'node:events'
import { readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Logger } from 'pino'
import pino from 'pino'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startNginx } from '../../scripts/lib/nginx'
import { createEdgeServer, trustedProxies } from '../../scripts/server.js'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * Issue 21, observability: the production server's edge step (scripts/server.js) in front of the real route
 * handlers (GraphQL, /api/metrics, /api/ready), over real sockets. Redis is this file's own logical database.
 */

const REDIS_URL = 'redis://127.0.0.1:6379/5'

let t: TestPayload
const servers: http.Server[] = []
/** The edge with no trusted proxy, and one behind nginx on the host (TRUSTED_PROXIES=127.0.0.1). */
let direct: number
let behindProxy: number
/** Every line the app's logger wrote during the test, parsed. */
const logLines: Array<Record<string, unknown>> = []

type Handler = (request: Request) => Promise<Response>

/** Node request → the route handler of its path, and its Response back (as Next does). */
function routes(byPath: Record<string, Handler>) {
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    const handler = byPath[(req.url ?? '/').split('?')[0] ?? '/']
    if (!handler) {
      res.statusCode = 404
      res.end()
      return
    }
    const response = await handler(
      new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }),
    )
    for (const [name, value] of response.headers) res.setHeader(name, value)
    res.statusCode = response.status
    res.end(Buffer.from(await response.arrayBuffer()))
  }
}

async function listen(server: http.Server): Promise<number> {
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

function request(
  port: number,
  options: { path: string; from?: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: options.from ?? '127.0.0.1',
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: {
          ...(options.body ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** A GraphQL request through the proxy-trusting edge, as client `client`. */
function graphql(query: string, variables: Record<string, unknown>, client: string) {
  return request(behindProxy, {
    path: '/api/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'fr', 'x-forwarded-for': client },
    body: JSON.stringify({ query, variables }),
  })
}

/** The metrics text as loopback reads it. */
async function scrape(): Promise<string> {
  const answer = await request(direct, { path: '/api/metrics' })
  expect(answer.status).toBe(200)
  return answer.body
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    )
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) sum += Number(match[3])
  }
  return sum
}

const CONTACT = 'mutation C($input: CreateContactRequestInput!) { createContactRequest(input: $input) { id } }'
const contact = (email: string) => ({
  name: 'Lotte Janssens',
  email,
  phone: '0470 12 34 56',
  profile: 'architect',
  subject: 'Sokkel',
  message: 'Goedendag, welk systeem raadt u aan voor een sokkel?',
  consent: true,
})
// Refused contact messages count under their own limit (src/lib/rate-limit.ts, contactRefusedByIp).
const CONTACT_REFUSED_LIMIT = 20

beforeAll(async () => {
  // Read once by src/lib/env.ts, so set before anything of src is imported.
  Object.assign(process.env, { REDIS_URL, METRICS_ALLOW: '127.0.0.1' })
  // This file's Redis database starts empty: the contact limit counts there.
  const redis = createClient({ url: REDIS_URL })
  await redis.connect()
  await redis.flushDb()
  await redis.close()

  t = await startTestPayload()
  const [{ POST }, metrics, ready, { logger }, { resetRateLimits }] = await Promise.all([
    import('@/app/api/graphql/route'),
    import('@/app/api/metrics/route'),
    import('@/app/api/ready/route'),
    import('@/lib/logger'),
    import('@/lib/rate-limit'),
  ])
  resetRateLimits()
  // The logger's own stream, wrapped: the lines are the ones production writes to stdout.
  const stream = (logger as Logger & Record<symbol, { write: (line: string) => unknown }>)[pino.symbols.streamSym]
  if (!stream) throw new Error('no logger stream')
  const write = stream.write.bind(stream)
  stream.write = (line: string) => {
    logLines.push(JSON.parse(line) as Record<string, unknown>)
    return write(line)
  }
  const byPath: Record<string, Handler> = {
    '/api/graphql': POST,
    '/api/metrics': metrics.GET,
    '/api/ready': () => ready.GET(),
    // A page a shared cache may keep, as Next's site pages are.
    '/fr/cached': async () => new Response('page', { headers: { 'Cache-Control': 'public, s-maxage=300' } }),
    // A handler that logs after awaiting, as any route handler does between its reads.
    '/api/log': async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      logger.warn('handled the log probe')
      // Something the request leaves running, which logs once the response is over.
      setTimeout(() => logger.warn('after the answer'), 20)
      return new Response('logged')
    },
  }
  direct = await listen(createEdgeServer(routes(byPath), trustedProxies(undefined)))
  behindProxy = await listen(createEdgeServer(routes(byPath), trustedProxies('127.0.0.1')))
})

afterAll(async () => {
  for (const server of servers) server.close()
  const { closeRedis } = await import('@/lib/redis')
  await closeRedis()
  await t?.stop()
})

describe('request ids', () => {
  it('answers X-Request-Id and writes it on the lines logged while handling the request', async () => {
    const answer = await request(direct, { path: '/api/log' })
    const id = answer.headers['x-request-id']
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(logLines.filter((l) => l.msg === 'handled the log probe').map((l) => l.requestId)).toEqual([id])

    // Each request its own id; lines logged outside a request carry none.
    const second = await request(direct, { path: '/api/log' })
    expect(second.headers['x-request-id']).not.toBe(id)
    const { logger } = await import('@/lib/logger')
    logger.warn('outside any request')
    expect(logLines.find((l) => l.msg === 'outside any request')).not.toHaveProperty('requestId')
    // …nor do lines of what a request left running, once it is answered.
    await vi.waitFor(() => expect(logLines.filter((l) => l.msg === 'after the answer').length).toBeGreaterThan(1))
    expect(logLines.filter((l) => l.msg === 'after the answer' && 'requestId' in l)).toEqual([])
  })

  it('keeps the id a trusted proxy sent (nginx’s $request_id)', async () => {
    const nginxId = '5f2b3c4d6e7f80912a3b4c5d6e7f8091'
    const answer = await request(behindProxy, { path: '/api/log', headers: { 'x-request-id': nginxId } })
    expect(answer.headers['x-request-id']).toBe(nginxId)
    expect(logLines.filter((l) => l.requestId === nginxId).map((l) => l.msg)).toEqual(['handled the log probe'])
  })

  it('behind deploy/nginx.conf, is nginx’s $request_id: answered, logged by the app and in nginx’s access log', async () => {
    const nginx = await startNginx(`127.0.0.1:${behindProxy}`)
    let answer: Answer
    let pages: Answer[]
    try {
      // A client's own X-Request-Id is overwritten by nginx.
      answer = await request(nginx.port, { path: '/api/log', headers: { 'x-request-id': 'client-chosen-id-42' } })
      pages = [await request(nginx.port, { path: '/fr/cached' }), await request(nginx.port, { path: '/fr/cached' })]
    } finally {
      await nginx.stop({ keep: true })
    }
    try {
      const id = answer.headers['x-request-id']
      expect(id).toMatch(/^[0-9a-f]{32}$/)
      expect(logLines.filter((l) => l.requestId === id).map((l) => l.msg)).toEqual(['handled the log probe'])
      const accessLog = await readFile(path.join(nginx.dir, 'logs', 'access.log'), 'utf8')
      expect(accessLog).toContain(`"GET /api/log HTTP/1.1" 200`)
      expect(accessLog).toContain(`id=${id}`)
      // A page served from nginx's cache gets the id of the request that read it, not of the one that filled it.
      expect(pages.map((p) => p.headers['x-cache-status'])).toEqual(['MISS', 'HIT'])
      const [filled, served] = pages.map((p) => p.headers['x-request-id'])
      expect(served).toMatch(/^[0-9a-f]{32}$/)
      expect(served).not.toBe(filled)
      expect(accessLog).toContain(`id=${served}`)
    } finally {
      await rm(nginx.dir, { recursive: true, force: true })
    }
  })

  it('replaces an id sent by an address that is not a trusted proxy, or one that does not look like an id', async () => {
    const forged = 'forged-request-id-0001'
    const untrusted = await request(behindProxy, {
      path: '/api/log',
      from: '127.0.0.2',
      headers: { 'x-request-id': forged },
    })
    const unsafe = await request(behindProxy, { path: '/api/log', headers: { 'x-request-id': 'a b"\\{}<script>' } })
    const direct_ = await request(direct, { path: '/api/log', headers: { 'x-request-id': forged } })
    for (const answer of [untrusted, unsafe, direct_]) {
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(logLines.some((l) => l.requestId === forged)).toBe(false)
  })
})

describe('/api/metrics', () => {
  it('is not found from an address outside METRICS_ALLOW, directly or through the proxy', async () => {
    const other = await request(direct, { path: '/api/metrics', from: '127.0.0.2' })
    const proxied = await request(behindProxy, { path: '/api/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } })
    for (const answer of [other, proxied]) {
      expect(answer.status).toBe(404)
      expect(answer.body).not.toContain('http_requests_total')
    }
  })

  it('answers loopback in Prometheus’s text format with every metric', async () => {
    const answer = await request(direct, { path: '/api/metrics' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(answer.headers['cache-control']).toBe('no-store')
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'graphql_operations_total',
      'graphql_errors_total',
      'rate_limit_refusals_total',
      'outbox_mails',
      'jobs_queue_depth',
    ]) {
      expect(answer.body).toContain(`# TYPE ${name} `)
    }
    for (const status of ['queued', 'sent', 'failed']) {
      expect(answer.body).toMatch(new RegExp(`^outbox_mails\\{status="${status}"\\} \\d+$`, 'm'))
    }
  })

  it('counts requests by route group and status class, never by the raw path', async () => {
    const before = await scrape()
    const labels = { route: 'api/log', method: 'GET', status_class: '2xx' }
    // /api/log is not one of the app's routes: it counts with Payload's REST, under one label.
    const payloadLabels = { ...labels, route: 'api/payload' }
    await request(direct, { path: '/api/log?x=1' })
    await request(direct, { path: '/api/log?x=2' })
    const after = await scrape()
    expect(
      sample(after, 'http_requests_total', payloadLabels) - sample(before, 'http_requests_total', payloadLabels),
    ).toBe(2)
    expect(
      sample(after, 'http_request_duration_seconds_count', payloadLabels) -
        sample(before, 'http_request_duration_seconds_count', payloadLabels),
    ).toBe(2)
    expect(after).not.toContain('x=1')
    // A path spelled to look like another (escapes, dot segments) counts where Next routes it, as the queue reads it.
    await request(direct, { path: '/%61pi/log' })
    await request(direct, { path: '/fr/../api/log' })
    const spelled = await scrape()
    // This test server knows only the plain spelling (404 for these): the route is what is counted here.
    const notFound = { ...payloadLabels, status_class: '4xx' }
    expect(sample(spelled, 'http_requests_total', notFound) - sample(after, 'http_requests_total', notFound)).toBe(2)
    expect(sample(after, 'http_requests_total', { route: 'api/metrics', status_class: '2xx' })).toBeGreaterThan(0)
    expect(sample(after, 'http_requests_total', { route: 'api/metrics', status_class: '4xx' })).toBeGreaterThan(0)
  })

  it('counts GraphQL operations by root field and errors by code', async () => {
    const before = await scrape()
    const refused = JSON.parse((await graphql(CONTACT, { input: contact('not-an-address') }, '198.51.100.1')).body) as {
      errors: Array<{ extensions: { code: string } }>
    }
    const code = refused.errors[0]?.extensions.code ?? ''
    expect(code).toMatch(/^[A-Z_]+$/)
    // A syntax error, and a field the schema does not have: refused before any resolver runs.
    await graphql('{ nope(', {}, '198.51.100.1')
    await graphql('{ noSuchField }', {}, '198.51.100.1')
    const after = await scrape()
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels)
    expect(delta('graphql_operations_total', { type: 'mutation', operation: 'createContactRequest' })).toBe(1)
    expect(delta('graphql_errors_total', { code })).toBe(1)
    expect(delta('graphql_errors_total', { code: 'BAD_REQUEST' })).toBe(1)
    expect(delta('graphql_errors_total', { code: 'GRAPHQL_VALIDATION_FAILED' })).toBe(1)
    // What a client names its operation never becomes a label.
    expect(after).not.toMatch(/operation="C"/)
    expect(after).not.toContain('noSuchField')
  })

  it('counts RATE_LIMITED refusals by limit name', async () => {
    const before = await scrape()
    const codes: string[] = []
    // Invalid messages (an address that is not one): the limit of refused writes ends them.
    for (let i = 0; i <= CONTACT_REFUSED_LIMIT; i++) {
      const answer = JSON.parse((await graphql(CONTACT, { input: contact('x') }, '198.51.100.50')).body) as {
        errors: Array<{ extensions: { code: string } }>
      }
      codes.push(answer.errors[0]?.extensions.code ?? '')
    }
    expect(codes.at(-1)).toBe('RATE_LIMITED')
    expect(codes.slice(0, CONTACT_REFUSED_LIMIT)).not.toContain('RATE_LIMITED')
    const after = await scrape()
    const refusals = (text: string) => sample(text, 'rate_limit_refusals_total', { limit: 'contactRefusedByIp' })
    expect(refusals(after) - refusals(before)).toBe(1)
    expect(
      sample(after, 'graphql_errors_total', { code: 'RATE_LIMITED' }) -
        sample(before, 'graphql_errors_total', { code: 'RATE_LIMITED' }),
    ).toBe(1)
  })

  it('reads the outbox and the job queue from the database when scraped', async () => {
    const before = await scrape()
    const sent = JSON.parse(
      (await graphql(CONTACT, { input: contact(`lotte-${t.runId}@example.test`) }, '198.51.100.60')).body,
    ) as { data?: { createContactRequest?: { id: string } } }
    expect(sent.data?.createContactRequest?.id).toBeTruthy()
    const job = await t.payload.jobs.queue({ task: 'sendMail', input: { outboxId: '0' } })
    try {
      const after = await scrape()
      // The message's mails (staff, and the sender's copy) wait in the outbox: no SMTP_URL in tests.
      expect(sample(after, 'outbox_mails', { status: 'queued' })).toBeGreaterThanOrEqual(
        sample(before, 'outbox_mails', { status: 'queued' }) + 2,
      )
      expect(sample(after, 'jobs_queue_depth', { state: 'waiting' })).toBe(
        sample(before, 'jobs_queue_depth', { state: 'waiting' }) + 1,
      )
    } finally {
      await t.payload.delete({ collection: 'payload-jobs', id: job.id })
    }
  })
})

describe('/api/ready', () => {
  it('runs one round of checks for probes that arrive together (the route is public)', async () => {
    const { readiness } = await import('@/services/core/health')
    const [first, second] = [readiness(), readiness()]
    expect(second).toBe(first)
    await first
    expect(readiness()).not.toBe(first)
  })

  it('reports the database, Redis and the storage ready', async () => {
    const answer = await request(direct, { path: '/api/ready' })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    })
  })

  it('stays in service (200, degraded) with redis down when Redis does not answer, and logs why under the request’s id', async () => {
    const [{ env }, { closeRedis }] = await Promise.all([import('@/lib/env'), import('@/lib/redis')])
    // A port nothing listens on: the process's next connection goes there.
    await closeRedis()
    env.REDIS_URL = 'redis://127.0.0.1:1/5'
    try {
      const answer = await request(direct, { path: '/api/ready' })
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body)).toEqual({
        status: 'degraded',
        checks: { database: 'ok', redis: 'down', storage: 'ok' },
      })
      const id = answer.headers['x-request-id']
      expect(logLines.filter((l) => l.requestId === id && l.check === 'redis')).toHaveLength(1)
    } finally {
      await closeRedis()
      env.REDIS_URL = REDIS_URL
    }
  })
})
