/**
 * Two instances of the production build behind nginx, as `npm run cluster` starts them (scripts/lib/cluster.ts), on a
 * fresh PostgreSQL database, Redis and a local S3 server: what one instance does holds on the other.
 *
 * Needs PostgreSQL (CLUSTER_TEST_PG, the server's admin URL, default postgres://postgres@127.0.0.1:5432/postgres,
 * whose database `cluster_test_<E2E_PORT>` is dropped and made again), Redis (CLUSTER_REDIS_URL, default
 * redis://127.0.0.1:6379/14, emptied first), nginx, and a production build in the end-to-end tests' folder for E2E_PORT
 * (.next-e2e, .next-e2e-<port>), built when missing or stale; CLUSTER_KEEP_BUILD=1 serves the one there is.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createClient } from 'redis'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCluster, startCluster } from '../../scripts/lib/cluster'
import { freePort, TestSmtp, waitFor } from './helpers/mail'

const PORT = process.env.E2E_PORT ?? '3210'
const DIST_DIR = process.env.E2E_DIST_DIR ?? (PORT === '3210' ? '.next-e2e' : `.next-e2e-${PORT}`)
const PG_ADMIN_URL = process.env.CLUSTER_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASE = `cluster_test_${PORT}`
const ADMIN = { email: 'admin@cluster.test', password: 'Cluster-admin-password1' }

let cluster: RunningCluster | undefined
let smtp: TestSmtp
/** Workers this file starts beside the cluster's own. */
const workers = new Set<ChildProcess>()
const RUN = randomBytes(3).toString('hex')

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

/**
 * An empty Redis database for this run (CLUSTER_REDIS_URL, default the local server's database 14): Next's cache
 * keys carry the build id, so a rerun on the same build would otherwise start with the last run's pages.
 */
async function freshRedis(): Promise<string> {
  const url = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/14'
  const client = createClient({ url })
  await client.connect()
  try {
    await client.flushDb()
  } finally {
    await client.close()
  }
  return url
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

/** One more `npm run worker` process on the cluster's environment, in its own process group. */
function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env: cluster?.env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  workers.add(child)
  child.once('exit', () => workers.delete(child))
  return child
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    process.kill(-(child.pid as number), signal)
  } catch {
    // gone already
  }
  return exited
}

/** Staff's session cookie, signed in on `base`. */
async function staffCookie(base: string): Promise<string> {
  const login = await staffLogin(base, ADMIN.email, ADMIN.password, freshAddress())
  expect(login.status).toBe(200)
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c && !c.endsWith('='))
    .join('; ')
}

/** A contact message through nginx, as a visitor at `address` sends it: a mail to staff and one to the sender. */
async function sendContact(email: string): Promise<void> {
  const response = await fetch(`${cluster?.nginxUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'fr', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify({
      query: 'mutation C($input: CreateContactRequestInput!) { createContactRequest(input: $input) { id } }',
      variables: {
        input: {
          name: 'Claire Dumont',
          email,
          phone: '0470 12 34 56',
          profile: 'architect',
          subject: 'Enduit sur isolation',
          message: 'Bonjour,\nquel système pour une façade isolée ?',
          consent: true,
        },
      },
    }),
  })
  const body = (await response.json()) as { data?: { createContactRequest?: { id: string } }; errors?: unknown }
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
  expect(body.data?.createContactRequest?.id).toBeTruthy()
}

beforeAll(async () => {
  smtp = new TestSmtp(await freePort())
  await smtp.start()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: await freshDatabase(),
    REDIS_URL: await freshRedis(),
    PAYLOAD_SECRET: 'cluster-test-secret-not-for-production-0123',
    // The build bakes SITE_URL into its prerendered pages: the end-to-end tests' address, so that the one build in
    // their folder serves both (npm test runs these tests first, then the end-to-end ones on the same build).
    SITE_URL: `http://127.0.0.1:${PORT}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    STAFF_EMAIL: `staff-${RUN}@cluster.test`,
    // A dead worker's jobs are taken again after 3 s (5 minutes in production), and workers look every 200 ms.
    JOBS_LEASE_MS: '3000',
    WORKER_INTERVAL_MS: '200',
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
  await Promise.all([...workers].map((w) => killGroup(w)))
  await cluster?.stop()
  await smtp?.stop()
}, 60_000)

describe('two instances behind nginx', () => {
  it('answers through nginx from both instances', async () => {
    for (const base of [cluster?.nginxUrl, instance(0), instance(1)]) {
      const response = await fetch(`${base}/api/health`)
      expect(response.status).toBe(200)
    }
  })

  it('keeps a session signed in on one instance valid on the other', async () => {
    const cookie = await staffCookie(instance(0))
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
    const cookie = await staffCookie(instance(0))
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

  it('serves every seeded picture from the bucket, on either instance', async () => {
    // The list through the back office's REST (staff); the files as any visitor's browser asks for them.
    const cookie = await staffCookie(instance(0))
    const list = await fetch(`${instance(0)}/api/media?limit=500&depth=0`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    })
    const { docs, totalDocs } = (await list.json()) as {
      docs: Array<{ filename: string }>
      totalDocs: number
    }
    // The demo content has dozens of pictures; the seed once stored only its first ones in the bucket.
    expect(totalDocs).toBeGreaterThan(20)
    const missing: string[] = []
    for (const [i, doc] of docs.entries()) {
      const served = await fetch(`${instance(i % 2)}/api/media/file/${encodeURIComponent(doc.filename)}`)
      if (served.status !== 200) missing.push(`${doc.filename}: ${served.status}`)
      await served.arrayBuffer()
    }
    expect(missing).toEqual([])
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

  it('shows on instance 2, within seconds, a page staff published through instance 1 (one shared cache)', async () => {
    const cookie = await staffCookie(instance(0))
    const headers = { cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }
    const found = (await (
      await fetch(`${instance(0)}/api/pages?locale=fr&limit=1&depth=0&where[_status][equals]=published`, { headers })
    ).json()) as { docs: Array<{ id: number; slug: string; title: string }> }
    const page = found.docs[0]
    if (!page) throw new Error('the demo content has no published page')
    const path = `/fr/${encodeURIComponent(page.slug)}`
    // Instance 2 renders it once and keeps it in the shared cache.
    const before = await fetch(`${instance(1)}${path}`)
    expect(before.status).toBe(200)
    expect(await before.text()).toContain(page.title)
    // …and serves it from the cache from then on (so only an expiry seen by both instances can refresh it).
    expect((await fetch(`${instance(1)}${path}`)).headers.get('x-nextjs-cache')).toBe('HIT')

    const title = `${page.title} ${RUN}`
    const saved = await fetch(`${instance(0)}/api/pages/${page.id}?locale=fr`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    // Memory per instance would serve the old title on instance 2 for the page's whole lifetime.
    const fresh = await waitFor(async () => {
      const html = await (await fetch(`${instance(1)}${path}`)).text()
      return html.includes(title) ? html : undefined
    }, 10_000)
    expect(fresh).toContain(title)
  })

  it('sends each of 50 mails exactly once with two workers', async () => {
    startWorker()
    const senders = Array.from({ length: 25 }, (_, i) => `bulk${i}-${RUN}@cluster.test`)
    for (const email of senders) await sendContact(email)
    const staff = `staff-${RUN}@cluster.test`
    // 25 confirmations and 25 mails to staff.
    await waitFor(
      async () =>
        smtp.deliveredTo(staff).length >= 25 && senders.every((e) => smtp.deliveredTo(e).length) ? true : undefined,
      120_000,
    )
    // A mail sent twice would arrive a moment later: give it the time of several worker passes.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    for (const email of senders) expect(smtp.deliveredTo(email), email).toHaveLength(1)
    expect(smtp.deliveredTo(staff)).toHaveLength(25)
    const ids = smtp.received.map((m) => m.messageId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('delivers, after a restart, the mail of a worker killed in the middle of its delivery', async () => {
    const running = [...workers, ...(cluster?.worker ? [cluster.worker] : [])]
    // A slow mail server: each message is accepted 20 s after its data arrived, so a worker is caught mid-delivery.
    smtp.holdMs = 20_000
    const arriving = smtp.arriving
    const email = `killed-${RUN}@cluster.test`
    await sendContact(email)
    await waitFor(async () => (smtp.arriving > arriving ? true : undefined), 30_000)
    await Promise.all(running.map((w) => killGroup(w)))
    smtp.holdMs = 0

    // Nothing was accepted from the dead workers; a new one takes their jobs once the 3 s lease is over.
    startWorker()
    await waitFor(async () => (smtp.deliveredTo(email).length ? true : undefined), 60_000)
    await waitFor(async () => (smtp.deliveredTo(`staff-${RUN}@cluster.test`).length >= 26 ? true : undefined), 60_000)
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(smtp.deliveredTo(email)).toHaveLength(1)
    expect(smtp.deliveredTo(`staff-${RUN}@cluster.test`)).toHaveLength(26)
  })
})
