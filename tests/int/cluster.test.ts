/**
 * Two instances of the production build behind nginx, as `npm run cluster` starts them (scripts/lib/cluster.ts), on a
 * fresh PostgreSQL database, Redis and a local S3 server: what one instance does holds on the other.
 *
 * Needs PostgreSQL (CLUSTER_TEST_PG, the server's admin URL, default postgres://postgres@127.0.0.1:5432/postgres,
 * whose database `cluster_test_<E2E_PORT>` is dropped and made again), Redis (CLUSTER_REDIS_URL, else REDIS_URL,
 * else redis://127.0.0.1:6379), nginx, and a production build in the end-to-end tests' folder for E2E_PORT
 * (.next-e2e, .next-e2e-<port>), built when missing or stale; CLUSTER_KEEP_BUILD=1 serves the one there is.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCluster, startCluster } from '../../scripts/lib/cluster'

const PORT = process.env.E2E_PORT ?? '3210'
const DIST_DIR = process.env.E2E_DIST_DIR ?? (PORT === '3210' ? '.next-e2e' : `.next-e2e-${PORT}`)
const PG_ADMIN_URL = process.env.CLUSTER_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASE = `cluster_test_${PORT}`
const ADMIN = { email: 'admin@cluster.test', password: 'Cluster-admin-password1' }

let cluster: RunningCluster | undefined

/** A fresh, empty database for this run. */
async function freshDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${DATABASE}`)
  } finally {
    await client.end()
  }
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${DATABASE}`
  return url.toString()
}

/** A client address of its own for each use (nginx and the instances trust loopback's X-Forwarded-For). */
const freshAddress = () => `10.${[...randomBytes(3)].join('.')}`

function instance(i: number): string {
  const url = cluster?.urls[i]
  if (!url) throw new Error('the cluster did not start')
  return url
}

/** Payload's staff sign-in, the back office's own route. */
function staffLogin(base: string, email: string, password: string, address: string) {
  return fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  })
}

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: await freshDatabase(),
    REDIS_URL: process.env.CLUSTER_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    PAYLOAD_SECRET: 'cluster-test-secret-not-for-production-0123',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
  }
  // No S3 setting: the cluster starts its own S3 server for the run.
  for (const name of Object.keys(env)) if (name.startsWith('S3_')) delete env[name]
  cluster = await startCluster({
    instances: 2,
    port: 0,
    env,
    distDir: DIST_DIR,
    build: process.env.CLUSTER_KEEP_BUILD === '1' ? 'missing' : 'stale',
    output: 'ignore',
  })
}, 900_000)

afterAll(async () => {
  await cluster?.stop()
}, 60_000)

describe('two instances behind nginx', () => {
  it('answers through nginx from both instances', async () => {
    for (const base of [cluster?.nginxUrl, instance(0), instance(1)]) {
      const response = await fetch(`${base}/api/health`)
      expect(response.status).toBe(200)
    }
  })

  it('keeps a session signed in on one instance valid on the other', async () => {
    const login = await staffLogin(instance(0), ADMIN.email, ADMIN.password, freshAddress())
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter((c) => c && !c.endsWith('='))
      .join('; ')
    expect(cookie).toMatch(/payload-token=/)

    // As the back office asks it: Payload reads its cookie only on a same-origin request (its CSRF rule).
    const me = async (base: string, headers: Record<string, string>) =>
      (await (
        await fetch(`${base}/api/users/me`, { headers: { 'sec-fetch-site': 'same-origin', ...headers } })
      ).json()) as {
        user: { email: string } | null
      }
    expect((await me(instance(1), { cookie })).user?.email).toBe(ADMIN.email)
    expect((await me(instance(0), { cookie })).user?.email).toBe(ADMIN.email)
    // Without the cookie, nobody: the other instance did not just let everyone in.
    expect((await me(instance(1), {})).user).toBeNull()
  })

  it('serves from one instance a file uploaded through the other (one bucket)', async () => {
    const login = await staffLogin(instance(0), ADMIN.email, ADMIN.password, freshAddress())
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .filter((c) => c && !c.endsWith('='))
      .join('; ')
    const png = await sharp({
      create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .png()
      .toBuffer()
    const name = `cluster-${randomBytes(4).toString('hex')}.png`
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
    form.append('_payload', JSON.stringify({ alt: 'Cluster' }))
    // Staff's back office posts it from its own page: same origin, with the session cookie.
    const created = await fetch(`${instance(0)}/api/media`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': freshAddress() },
      body: form,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { filename: string } }

    const served = await fetch(`${instance(1)}/api/media/file/${encodeURIComponent(doc.filename)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
  })

  it('counts a rate limit across both instances (staff sign-in: 20 an address per 15 minutes)', async () => {
    const address = freshAddress()
    // Ten refused sign-ins on each instance: each alone is well under its limit of 20.
    for (let i = 0; i < 20; i++) {
      const response = await staffLogin(instance(i % 2), `nobody-${i}@cluster.test`, 'Wrong-password1', address)
      expect(response.status, `attempt ${i + 1}`).not.toBe(429)
      expect(response.ok).toBe(false)
    }
    // The 21st is refused on either: the count is shared (memory per instance would allow 10 more on each).
    for (const base of [instance(0), instance(1)]) {
      const refused = await staffLogin(base, 'nobody-else@cluster.test', 'Wrong-password1', address)
      expect(refused.status).toBe(429)
      expect(JSON.stringify(await refused.json())).toContain('RATE_LIMITED')
    }
    // Another address is not affected.
    const other = await staffLogin(instance(0), ADMIN.email, ADMIN.password, freshAddress())
    expect(other.status).toBe(200)
  })
})
