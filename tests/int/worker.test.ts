import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server, type Socket } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { createWorker as CreateWorker } from '@/jobs/worker'
import type { Outbox } from '@/payload-types'
import type * as OutboxModule from '@/services/mail/outbox'
import { freePort, mailJobsFor, TestSmtp, waitFor } from './helpers/mail'
import { startTestPayload, type TestPayload } from './helpers/payload'

let t: TestPayload
let payload: Payload
let smtp: TestSmtp
let outboxModule: typeof OutboxModule
let createWorker: typeof CreateWorker
const children = new Set<ChildProcess>()
const RETRIES = 6

beforeAll(async () => {
  smtp = new TestSmtp(await freePort())
  await smtp.start()
  // src/lib/env.ts reads the environment once. This process plays a web instance of a cluster (JOBS=off: it
  // queues jobs, runs none by itself); the workers are the children below and the workers this file drives.
  Object.assign(process.env, {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_RETRY_DELAY_MS: '0',
    JOBS: 'off',
    JOBS_LEASE_MS: '3000',
  })
  t = await startTestPayload()
  payload = t.payload
  outboxModule = await import('@/services/mail/outbox')
  ;({ createWorker } = await import('@/jobs/worker'))
})

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await smtp?.stop()
  if (t?.isPostgres) {
    const mine = await payload.find({ collection: 'outbox', where: { to: { like: t.runId } }, limit: 500 })
    const jobIds = (
      await mailJobsFor(
        payload,
        mine.docs.map((d) => d.id),
      )
    ).map((job) => job.id)
    if (jobIds.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: jobIds } } })
    await payload.delete({ collection: 'outbox', where: { to: { like: t.runId } } })
    await payload.delete({ collection: 'users', where: { email: { like: t.runId } } })
  }
  await t?.stop()
})

const address = (name: string) => `${name}-${t.runId}@example.test`
const outbox = (id: string | number) => payload.findByID({ collection: 'outbox', id }) as Promise<Outbox>
const jobOf = async (id: string | number) => (await mailJobsFor(payload, [id]))[0]

function queueMail(to: string) {
  return outboxModule.enqueueMail(payload, {
    template: 'resetPassword',
    to,
    locale: 'fr',
    data: { firstname: 'Luc', resetUrl: `http://localhost:3000/fr?resetToken=${t.runId}`, expiresInHours: 1 },
  })
}

/** `scripts/worker.ts` in a child process of its own (one process: node with tsx's loader, no tsx wrapper). */
function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', WORKER_INTERVAL_MS: '200', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  void exited.then(() => children.delete(child))
  return { child, exited, output: () => output }
}

/** An SMTP server that accepts connections and never answers: a delivery hangs in it until killed. */
async function blackHoleSmtp() {
  const sockets: Socket[] = []
  const server: Server = createServer((socket) => {
    sockets.push(socket)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    connections: () => sockets.length,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

describe('job worker', () => {
  it('leaves the queue alone in a web process started with JOBS=off: no cron, no delivery at enqueue', async () => {
    const { id } = await queueMail(address('web'))
    const job = await jobOf(id)
    expect(job).toMatchObject({ totalTried: 0, processing: false })
    // Crons are off in tests anyway; as in production, JOBS=off alone must keep them off.
    const { jobs } = await import('@/jobs/send-mail')
    const nodeEnv = process.env.NODE_ENV
    try {
      Object.assign(process.env, { NODE_ENV: 'production' })
      expect(typeof jobs.autoRun === 'function' ? await jobs.autoRun(payload) : jobs.autoRun).toEqual([])
    } finally {
      Object.assign(process.env, { NODE_ENV: nodeEnv })
    }
    // A worker pass sends it.
    await waitFor(async () => {
      await createWorker(payload).tick()
      return (await outbox(id)).status === 'sent' ? true : undefined
    })
    expect(smtp.deliveredTo(address('web'))).toHaveLength(1)
  })

  it('lets one runner only claim a mail and a job, however many try at once', async () => {
    const { id } = await queueMail(address('claim'))
    const { claimJob } = await import('@/jobs/runner')
    const job = await jobOf(id)
    const jobClaims = await Promise.all(Array.from({ length: 8 }, () => claimJob(payload, job?.id ?? 0)))
    expect(jobClaims.filter(Boolean)).toHaveLength(1)
    const mailClaims = await Promise.all(Array.from({ length: 8 }, () => outboxModule.claimOutboxMail(payload, id)))
    expect(mailClaims.filter(Boolean)).toHaveLength(1)
    expect((await outbox(id)).claimedUntil).toBeTruthy()
  })

  it('never sends a mail that another runner holds, and sends it once that runner let go', async () => {
    const to = address('held')
    const { id } = await queueMail(to)
    // Another process (Payload's own runner can hand one job to two processes) is delivering it, for 1 s.
    expect(await outboxModule.claimOutboxMail(payload, id, 1000)).toBe(true)
    const { runJobNow } = await import('@/jobs/runner')
    expect(await runJobNow(payload, (await jobOf(id))?.id ?? 0)).toBe(true)
    const job = await jobOf(id)
    expect(job, 'this run gave way and will try again').toMatchObject({ totalTried: 1, hasError: false })
    expect(await outbox(id)).toMatchObject({ status: 'queued', attempts: 0 })
    expect(smtp.deliveredTo(to)).toHaveLength(0)

    // Its retry comes after its backoff (0 here, at least the lease in production): once the lease is over.
    const { claimedUntil } = await outbox(id)
    await waitFor(async () => (Date.now() > Date.parse(claimedUntil ?? '') ? true : undefined))
    const worker = createWorker(payload)
    const sent = await waitFor(async () => {
      await worker.tick()
      const doc = await outbox(id)
      return doc.status === 'sent' ? doc : undefined
    })
    expect(sent).toMatchObject({ attempts: 1, claimedUntil: null })
    expect(smtp.deliveredTo(to)).toHaveLength(1)
  })

  // Worker processes need PostgreSQL: Payload's SQLite adapter opens its connections without a busy timeout, so
  // two processes writing one file fail each other's queries (SQLITE_BUSY). On SQLite (one process, `npm start`)
  // the two workers run in this process.
  // Two worker processes start by loading the whole Payload config through tsx: on a loaded 2-core CI machine that
  // alone has taken most of a minute, so these tests get more than the default time (and say what the workers said).
  it('sends each of 50 queued mails exactly once with two workers, which stop cleanly', {
    timeout: 180_000,
  }, async () => {
    const addresses = Array.from({ length: 50 }, (_, i) => address(`bulk${i}`))
    const ids: Array<string | number> = []
    for (const to of addresses) ids.push((await queueMail(to)).id)
    // Watched at the SMTP server, so that this process does not compete with the workers for the database.
    const allDelivered = () =>
      waitFor(async () => (addresses.every((to) => smtp.deliveredTo(to).length) ? true : undefined), 150_000)

    if (t.isPostgres) {
      const workers = [startWorkerProcess({}), startWorkerProcess({})]
      let codes: Array<number | null>
      try {
        await allDelivered().catch((error) => {
          // The workers' own words say why (a start-up that failed, a database that refused them).
          throw new Error(`${error}\n${workers.map((w) => w.output()).join('\n---\n')}`)
        })
      } finally {
        for (const w of workers) w.child.kill('SIGTERM')
        codes = await Promise.all(workers.map((w) => w.exited))
      }
      expect(codes, 'SIGTERM: the jobs in hand finish, then the process exits').toEqual([0, 0])
      for (const w of workers) {
        expect(w.output()).toContain('worker started')
        expect(w.output()).toContain('worker stopped')
      }
    } else {
      const workers = [createWorker(payload, { intervalMs: 50 }), createWorker(payload, { intervalMs: 50 })]
      for (const w of workers) w.start()
      try {
        await allDelivered()
      } finally {
        await Promise.all(workers.map((w) => w.stop()))
      }
    }
    for (const to of addresses) expect(smtp.deliveredTo(to), to).toHaveLength(1)
    const { docs } = await payload.find({ collection: 'outbox', where: { id: { in: ids } }, limit: 100, depth: 0 })
    expect(docs.map((d) => d.status)).toEqual(addresses.map(() => 'sent'))
    expect(await mailJobsFor(payload, ids), 'every job completed (and deleted)').toEqual([])
  })

  it('runs again, after its lease, the job of a worker killed in the middle of a delivery', {
    timeout: 180_000,
  }, async () => {
    const hole = await blackHoleSmtp()
    try {
      const to = address('killed')
      const { id } = await queueMail(to)
      if (t.isPostgres) {
        // This worker's SMTP never answers: it claims the job and the mail, then hangs in the delivery.
        const doomed = startWorkerProcess({ SMTP_URL: `smtp://127.0.0.1:${hole.port}`, JOBS_LEASE_MS: '1500' })
        try {
          await waitFor(async () => ((await outbox(id)).claimedUntil ? true : undefined), 150_000).catch((error) => {
            throw new Error(`${error}\n${doomed.output()}`)
          })
          await waitFor(async () => (hole.connections() > 0 ? true : undefined))
        } finally {
          doomed.child.kill('SIGKILL')
        }
        expect(await doomed.exited).toBeNull()
      } else {
        // One process on SQLite (see above): the dead worker's claims are written as it would have left them.
        const { claimJob } = await import('@/jobs/runner')
        expect(await claimJob(payload, (await jobOf(id))?.id ?? 0)).toBe(true)
        expect(await outboxModule.claimOutboxMail(payload, id, 1500)).toBe(true)
      }

      const [abandoned, job] = await Promise.all([outbox(id), jobOf(id)])
      expect(abandoned).toMatchObject({ status: 'queued', attempts: 0 })
      expect(abandoned.claimedUntil).toBeTruthy()
      expect(job).toMatchObject({ processing: true, totalTried: 0 })

      // A live worker frees the job once its lease is over, and delivers the mail (SMTP answers here).
      const worker = createWorker(payload, { leaseMs: 1500 })
      const sent = await waitFor(async () => {
        await worker.tick()
        const doc = await outbox(id)
        return doc.status === 'sent' ? doc : undefined
      }, 30_000)
      expect(sent).toMatchObject({ attempts: 1 })
      expect(smtp.deliveredTo(to)).toHaveLength(1)
      expect(await jobOf(id)).toBeUndefined()
    } finally {
      await hole.close()
    }
  })

  it('parks a mail that keeps failing after its retries, failed in the outbox and in error in the jobs, for staff', async () => {
    await smtp.stop()
    const to = address('parked')
    const { id } = await queueMail(to)
    const worker = createWorker(payload)
    try {
      const failed = await waitFor(async () => {
        await worker.tick()
        const doc = await outbox(id)
        return doc.status === 'failed' ? doc : undefined
      }, 30_000)
      expect(failed).toMatchObject({ attempts: RETRIES + 1, claimedUntil: null })
      expect(failed.lastError).toMatch(/ECONNREFUSED/)

      const job = await jobOf(id)
      expect(job).toMatchObject({ hasError: true, processing: false, totalTried: RETRIES + 1 })
      expect(job?.completedAt ?? null).toBeNull()
      // Parked: no further pass takes it.
      await worker.tick()
      expect(await jobOf(id)).toMatchObject({ totalTried: RETRIES + 1 })
      expect((await outbox(id)).attempts).toBe(RETRIES + 1)

      // Staff see both in /admin: the failed mail and the job in error, in the System group.
      const staff = await payload.create({
        collection: 'users',
        data: { email: address('staff'), password: `Staff-${t.runId}-Worker-9` },
      })
      const user = { ...staff, collection: 'users' as const }
      const jobs = await payload.find({
        collection: 'payload-jobs',
        where: { id: { equals: job?.id } },
        overrideAccess: false,
        user,
      })
      expect(jobs.docs[0]).toMatchObject({ hasError: true })
      const mails = await payload.find({
        collection: 'outbox',
        where: { id: { equals: id } },
        overrideAccess: false,
        user,
      })
      expect(mails.docs[0]).toMatchObject({ status: 'failed' })
      // Shown to staff under the System group, in the admin's language (src/admin/labels.ts).
      expect(payload.collections['payload-jobs'].config.admin).toMatchObject({
        hidden: false,
        group: { fr: 'Système', nl: 'Systeem', en: 'System' },
      })
    } finally {
      await smtp.start()
    }
  })
})
