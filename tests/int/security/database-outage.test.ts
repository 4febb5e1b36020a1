import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { createTranslator } from 'next-intl'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Issue 20, robust edges: while the database cannot be reached, the API answers HTTP 503 with SERVICE_UNAVAILABLE
 * (not 200 with INTERNAL_SERVER_ERROR), and the browser shows it as a translated "try again in a moment".
 * The outage is real: SQLite's client is closed; PostgreSQL's pool is sent to a port nothing listens on
 * (ECONNREFUSED), then given back.
 */

interface Body {
  data?: unknown
  errors?: Array<{ message: string; extensions?: { code?: string; http?: unknown } }>
}

type PgPool = NonNullable<import('@payloadcms/db-postgres').PostgresAdapter['pool']>

let ctx: TestPayload
let handlePost: (request: Request) => Promise<Response>
let restore: (() => Promise<void>) | undefined

const messages = (l: string) => JSON.parse(readFileSync(`messages/${l}.json`, 'utf8')) as Record<string, unknown>

function post(query: string, variables: Record<string, unknown> = {}): Promise<Response> {
  return handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'fr', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ query, variables }),
    }),
  )
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Cuts the database off from this Payload; returns how to give it back (PostgreSQL) or nothing to do (SQLite). */
async function cutDatabase(): Promise<() => Promise<void>> {
  const db = ctx.payload.db as unknown as { pool: PgPool; client: { close(): void } }
  if (ctx.isPostgres) {
    const pool = db.pool
    // A pool of pg's own class (the adapter's), to an address that refuses connections.
    const Pool = pool.constructor as new (config: object) => PgPool
    const dead = new Pool({ host: '127.0.0.1', port: await closedPort(), user: 'nobody', database: 'none' })
    const { query, connect } = pool
    Object.assign(pool, { query: dead.query.bind(dead), connect: dead.connect.bind(dead) })
    return async () => {
      Object.assign(pool, { query, connect })
      await dead.end()
    }
  }
  db.client.close()
  return async () => undefined
}

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  // Before the cut, the same requests work: what changes below is the database only.
  const before = await post('{ professionalUser(id: "2147483647") { id } }')
  expect(before.status).toBe(200)
  expect(((await before.json()) as Body).errors).toBeUndefined()
  restore = await cutDatabase()
})

afterAll(async () => {
  await restore?.()
  // SQLite's client is closed already: closing Payload may complain, which is not what this file tests.
  await ctx?.stop().catch(() => undefined)
})

describe('while the database is down', () => {
  it('answers a query with HTTP 503 and SERVICE_UNAVAILABLE', async () => {
    const response = await post('query ($id: ID!) { professionalUser(id: $id) { id } }', { id: '1' })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as Body
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE'])
    expect(body.errors?.[0]?.message).toBe('Service unavailable, try again in a moment')
    // The status travels in extensions.http to Yoga, which keeps it out of the body.
    expect(body.errors?.[0]?.extensions?.http).toBeUndefined()
  })

  it('answers a mutation with HTTP 503 and SERVICE_UNAVAILABLE', async () => {
    const response = await post(
      'mutation ($input: CreateContactRequestInput!) { createContactRequest(input: $input) { id } }',
      {
        input: {
          name: 'Marie Dubois',
          email: 'marie.dubois@example.com',
          profile: 'individual',
          subject: 'Une question',
          message: 'Bonjour, pouvez-vous me rappeler ?',
          consent: true,
        },
      },
    )
    const body = (await response.json()) as Body
    expect(response.status, JSON.stringify(body)).toBe(503)
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['SERVICE_UNAVAILABLE'])
  })

  it('is shown to the visitor as a translated "try again" message', async () => {
    const { ApiError, graphqlRequest } = await import('@/lib/api-client')
    // The browser's client, over the route's own answer.
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      post(JSON.parse(String(init.body)).query, JSON.parse(String(init.body)).variables),
    )
    try {
      const failure = await graphqlRequest('{ professionalUser(id: "1") { id } }', {}, 'fr').catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(ApiError)
      expect((failure as InstanceType<typeof ApiError>).code).toBe('SERVICE_UNAVAILABLE')
    } finally {
      vi.unstubAllGlobals()
    }
    // useCodeMessage (src/components/accounts/form.tsx) reads the code under Validation, as here.
    for (const [locale, text] of [
      ['fr', /réessayez dans un instant/i],
      ['nl', /probeer het zo dadelijk opnieuw/i],
    ] as const) {
      // Typed loosely: the catalogue is read from the file, as the browser's bundle has it.
      const t = createTranslator({ locale, messages: messages(locale), namespace: 'Validation' }) as unknown as {
        has(key: string): boolean
        (key: string): string
      }
      expect(t.has('SERVICE_UNAVAILABLE'), locale).toBe(true)
      expect(t('SERVICE_UNAVAILABLE'), locale).toMatch(text)
    }
  })

  it('reads a proxy’s 502–504 without a GraphQL body as SERVICE_UNAVAILABLE too', async () => {
    const { graphqlRequest } = await import('@/lib/api-client')
    for (const status of [502, 503, 504]) {
      vi.stubGlobal('fetch', async () => new Response('<html>Bad Gateway</html>', { status }))
      try {
        const failure = await graphqlRequest('{ __typename }', {}, 'fr').catch((e: unknown) => e)
        expect((failure as { code?: string }).code, String(status)).toBe('SERVICE_UNAVAILABLE')
      } finally {
        vi.unstubAllGlobals()
      }
    }
  })

  it('says so on the readiness probe', async () => {
    const { GET } = await import('@/app/api/ready/route')
    const response = await GET()
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'unavailable', checks: { database: 'down' } })
  })
})

describe('isDatabaseUnavailable', () => {
  it('recognises the drivers’ connection failures, wrapped or not, and nothing else', async () => {
    const { isDatabaseUnavailable } = await import('@/services/core/errors')
    const coded = (message: string, code: string) => Object.assign(new Error(message), { code })
    const down = [
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      coded('terminating connection due to administrator command', '57P01'),
      coded('the database system is starting up', '57P03'),
      coded('sorry, too many clients already', '53300'),
      coded('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Cannot use a pool after calling end on the pool'),
      // Payload's postgres adapter rethrows a failed BEGIN with the message only.
      new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432'),
      new Error('terminating connection due to administrator command'),
      coded('SQLITE_BUSY: database is locked', 'SQLITE_BUSY'),
      coded('SQLITE_CANTOPEN: unable to open database file', 'SQLITE_CANTOPEN'),
      coded('The client is closed', 'CLIENT_CLOSED'),
      new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
      new Error('Failed query: select 1', { cause: coded('connect ECONNREFUSED', 'ECONNREFUSED') }),
      { message: 'wrapped by GraphQL', originalError: new Error('Connection terminated') },
    ]
    for (const error of down) expect(isDatabaseUnavailable(error), String(error)).toBe(true)
    const notDown = [
      coded('duplicate key value violates unique constraint', '23505'),
      coded('value "2147483648" is out of range for type integer', '22003'),
      coded('SQLITE_CONSTRAINT: UNIQUE constraint failed', 'SQLITE_CONSTRAINT'),
      new Error('Cannot read properties of undefined'),
      null,
      'ECONNREFUSED',
    ]
    for (const error of notDown) expect(isDatabaseUnavailable(error), String(error)).toBe(false)
  })
})
