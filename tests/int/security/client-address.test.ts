import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createEdgeServer, trustedProxies } from '../../../scripts/server.js'
import { startTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Issue 20, "the client address": the production server's edge step (scripts/server.js) in front of the real
 * GraphQL route handler, reached over real sockets from two loopback addresses. The per-address limit counted is
 * the contact form's (5 an hour): its point is taken before the input is checked, so invalid messages count and
 * nothing is stored.
 */

// The requests are invalid contact messages (invalidContact): they count under the limit of refused ones, twenty an
// hour per address (contactRefusedByIp in src/lib/rate-limit.ts; accepted messages have their own five).
const CONTACT_LIMIT = 20

let t: TestPayload
let resetRateLimits: () => void
const servers: http.Server[] = []

/** Node request → the route's Request, and its Response back. */
function routeHandler(post: (request: Request) => Promise<Response>) {
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    const response = await post(
      new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }),
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  }
}

async function listen(server: http.Server): Promise<number> {
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

/** The edge with no trusted proxy (TRUSTED_PROXIES unset), and one that trusts 127.0.0.1 (nginx on the host). */
let untrusting: number
let behindProxy: number

beforeAll(async () => {
  t = await startTestPayload()
  const { POST } = await import('@/app/api/graphql/route')
  ;({ resetRateLimits } = await import('@/lib/rate-limit'))
  untrusting = await listen(createEdgeServer(routeHandler(POST), trustedProxies(undefined)))
  behindProxy = await listen(createEdgeServer(routeHandler(POST), trustedProxies('127.0.0.1')))
})
afterAll(async () => {
  for (const server of servers) server.close()
  await t?.stop()
})
beforeEach(() => resetRateLimits())

const CONTACT = 'mutation C($input: CreateContactRequestInput!) { createContactRequest(input: $input) { id } }'

/** A contact message that fails validation (its address is not one), so nothing is stored or mailed. */
const invalidContact = () => ({
  name: 'Lotte Janssens',
  email: `not-an-address-${t.runId}`,
  phone: '0470 12 34 56',
  profile: 'architect',
  subject: 'Sokkel',
  message: 'Goedendag',
  consent: true,
})

/** Sends the contact mutation over a socket bound to `from`; answers the error code. */
function sendContact(port: number, from: string, forwardedFor?: string): Promise<string | undefined> {
  const body = JSON.stringify({ query: CONTACT, variables: { input: invalidContact() } })
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/graphql',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-locale': 'fr',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('end', () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString()) as {
              errors?: Array<{ extensions?: { code?: string } }>
            }
            resolve(answer.errors?.[0]?.extensions?.code)
          } catch (error) {
            reject(error)
          }
        })
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** The codes of `count` tries, the i-th sending `forwardedFor(i)`. */
async function tries(count: number, send: (i: number) => Promise<string | undefined>): Promise<(string | undefined)[]> {
  const codes: (string | undefined)[] = []
  for (let i = 0; i < count; i++) codes.push(await send(i))
  return codes
}

describe('the client address behind the production server', () => {
  it('is checked to count: the same client is limited after the contact limit', async () => {
    const codes = await tries(CONTACT_LIMIT + 1, () => sendContact(behindProxy, '127.0.0.1', '198.51.100.10'))
    expect(codes.slice(0, CONTACT_LIMIT)).not.toContain('RATE_LIMITED')
    expect(codes.slice(0, CONTACT_LIMIT).every((c) => typeof c === 'string')).toBe(true)
    expect(codes[CONTACT_LIMIT]).toBe('RATE_LIMITED')
  })

  it('with no trusted proxy, a new X-Forwarded-For per request stays limited', async () => {
    const codes = await tries(CONTACT_LIMIT + 2, (i) => sendContact(untrusting, '127.0.0.1', `203.0.113.${i + 1}`))
    expect(codes.slice(0, CONTACT_LIMIT)).not.toContain('RATE_LIMITED')
    expect(codes.slice(CONTACT_LIMIT)).toEqual(['RATE_LIMITED', 'RATE_LIMITED'])
  })

  it('from an address that is not a trusted proxy, a new X-Forwarded-For per request stays limited', async () => {
    const codes = await tries(CONTACT_LIMIT + 2, (i) => sendContact(behindProxy, '127.0.0.2', `203.0.113.${i + 1}`))
    expect(codes.slice(0, CONTACT_LIMIT)).not.toContain('RATE_LIMITED')
    expect(codes.slice(CONTACT_LIMIT)).toEqual(['RATE_LIMITED', 'RATE_LIMITED'])
    // The proxy's own clients are not affected by that address's count.
    expect(await sendContact(behindProxy, '127.0.0.1', '198.51.100.20')).not.toBe('RATE_LIMITED')
  })

  it('through a trusted proxy, each X-Forwarded-For client counts apart', async () => {
    const clients = CONTACT_LIMIT * 2
    const codes = await tries(clients, (i) => sendContact(behindProxy, '127.0.0.1', `198.51.100.${i + 1}`))
    expect(codes).not.toContain('RATE_LIMITED')
    // …including the first client again, still within its own limit.
    expect(await sendContact(behindProxy, '127.0.0.1', '198.51.100.1')).not.toBe('RATE_LIMITED')
  })

  it('through a trusted proxy, hops a client writes left of the proxy’s are ignored', async () => {
    const codes = await tries(CONTACT_LIMIT + 1, (i) =>
      sendContact(behindProxy, '127.0.0.1', `10.9.${i}.1, 192.0.2.${i + 1}, 198.51.100.77`),
    )
    expect(codes.slice(0, CONTACT_LIMIT)).not.toContain('RATE_LIMITED')
    expect(codes[CONTACT_LIMIT]).toBe('RATE_LIMITED')
  })

  it('hands the route one address in X-Forwarded-For and X-Real-IP, whatever the client sent', async () => {
    const seen: Array<[string | undefined, string | undefined]> = []
    const port = await listen(
      createEdgeServer((req, res) => {
        seen.push([
          req.headers['x-forwarded-for'] as string | undefined,
          req.headers['x-real-ip'] as string | undefined,
        ])
        res.end()
      }, trustedProxies('127.0.0.1')),
    )
    const get = (from: string, headers: Record<string, string>) =>
      new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, localAddress: from, headers, agent: false }, (r) => {
            r.resume()
            r.on('end', resolve)
          })
          .on('error', reject)
      })
    await get('127.0.0.2', { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' })
    await get('127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 198.51.100.5', 'x-real-ip': '5.6.7.8' })
    await get('127.0.0.1', {})
    expect(seen).toEqual([
      ['127.0.0.2', '127.0.0.2'],
      ['198.51.100.5', '198.51.100.5'],
      ['127.0.0.1', '127.0.0.1'],
    ])
  })
})
