import { createServer } from 'node:net'
import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  to: string[]
  subject: string
  messageId: string
  html: string
  text: string
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * A real SMTP server on a fixed port that a test starts and stops at will (SMTP "down" is a closed port),
 * keeping every message it accepted, parsed with mailparser.
 */
export class TestSmtp {
  readonly received: ReceivedMail[] = []
  /** Messages whose data arrived, accepted or not yet. */
  arriving = 0
  /**
   * How long a message's data is held before the server accepts it (a slow server); a message whose client is gone
   * by then was never accepted, and is not kept.
   */
  holdMs = 0
  private server: SMTPServer | null = null
  private readonly closed = new Set<string>()

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    if (this.server) return
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onClose: (session) => {
        this.closed.add(session.id)
      },
      onData: (stream, session, callback) => {
        this.arriving++
        simpleParser(stream)
          .then(async (mail) => {
            if (this.holdMs > 0) await new Promise((resolve) => setTimeout(resolve, this.holdMs))
            if (this.closed.has(session.id)) return callback(new Error('the client left before the answer'))
            this.received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              messageId: mail.messageId ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              text: mail.text ?? '',
            })
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    // A client killed in the middle of a conversation (a worker process a test kills) resets its connection.
    server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('test SMTP server:', error)
    })
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  deliveredTo(to: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(to))
  }
}

/** Polls `probe` until it answers something other than undefined. */
export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** This run's delivery jobs for the given mails (the queue may hold other runs' jobs on a shared database). */
export async function mailJobsFor(payload: Payload, ids: (string | number)[]) {
  const wanted = new Set(ids.map(String))
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { queue: { equals: 'mail' } },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
  })
  return docs.filter((job) => wanted.has(String((job.input as { outboxId?: string } | null)?.outboxId)))
}

/** Waits until the delivery enqueueMail started has been tried once and Payload has recorded it on the job. */
export async function firstTryDone(payload: Payload, id: string | number) {
  return waitFor(async () => {
    const [doc, [job]] = await Promise.all([payload.findByID({ collection: 'outbox', id }), mailJobsFor(payload, [id])])
    return doc.attempts === 1 && job?.totalTried === 1 && !job.processing ? { doc, job } : undefined
  })
}

/**
 * Runs the mail queue's due jobs, restricted to these mails. (Running it while enqueueMail's own first try is under
 * way hits a race inside Payload's job runner: wait for firstTryDone before.)
 */
export async function runMailJobs(payload: Payload, ids: (string | number)[]) {
  const jobIds = (await mailJobsFor(payload, ids)).map((job) => job.id)
  if (jobIds.length) await payload.jobs.run({ queue: 'mail', where: { id: { in: jobIds } }, silent: true })
}
