import {
  type CollectionAfterChangeHook,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { runJobNow } from '@/jobs/runner'
import { env } from '@/lib/env'
import type { Outbox } from '@/payload-types'
import { changedRows, sql, TABLES } from '../sql'
import { type MailTemplates, renderMail } from './templates'
import type { MailLocale } from './templates/content'
import { canSendMail, type MailAttachment, MailTransportMissingError, sendRawMail } from './transport'

/** The job queue that delivers outbox mails. */
export const MAIL_QUEUE = 'mail'
/** The Payload task that delivers one outbox mail. */
export const SEND_MAIL_TASK = 'sendMail'

export type OutboxId = string | number

/** What one delivery run did: sent now or before, held (no SMTP_URL), or nothing to do (deleted, failed). */
export type DeliveryResult =
  | { status: 'sent'; messageId: string }
  | { status: 'held' }
  | { status: 'skipped'; reason: 'missing' | 'failed' }

/**
 * Renders a mail, stores it in the outbox and starts its delivery in the background: the caller never waits
 * for SMTP and never sees a delivery error. Without SMTP_URL the mail stays queued in /admin.
 */
export async function enqueueMail<T extends keyof MailTemplates>(
  payload: Payload,
  mail: { template: T; to: string; locale: MailLocale; data: MailTemplates[T]; attachments?: MailAttachment[] },
  /** The caller's transaction: the mail is written in it, and the caller starts the returned job after its commit. */
  callerReq?: PayloadRequest,
): Promise<{ id: OutboxId; jobId?: OutboxId }> {
  const { subject, html, text } = renderMail(mail.template, mail.locale, mail.data)
  // The mail and its delivery job are written together, so there is never a queued mail nobody will send.
  const req = callerReq ?? (await createLocalReq({}, payload))
  const ownTransaction = await initTransaction(req)
  let doc: Outbox
  let jobId: OutboxId | undefined
  try {
    doc = await payload.create({
      collection: 'outbox',
      data: {
        template: mail.template,
        to: mail.to,
        locale: mail.locale,
        subject,
        html,
        text,
        status: 'queued',
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      },
      req,
    })
    if (canSendMail()) jobId = await queueDelivery(payload, doc.id, req)
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
  if (jobId === undefined) {
    payload.logger.warn({ outboxId: doc.id, to: mail.to }, 'SMTP_URL is not set: the mail stays queued in the outbox')
  } else if (!callerReq?.transactionID || ownTransaction) {
    // A job written in the caller's open transaction is started by the caller after its commit, never before.
    startDelivery(payload, jobId)
  }
  return { id: doc.id, jobId }
}

/** Queues the job that delivers an outbox mail; returns the job's id. */
export async function queueDelivery(payload: Payload, id: OutboxId, req?: PayloadRequest): Promise<OutboxId> {
  const job = await payload.jobs.queue({
    task: SEND_MAIL_TASK,
    queue: MAIL_QUEUE,
    input: { outboxId: String(id) },
    req,
  })
  return job.id
}

/**
 * Runs one delivery job now, in the background, when this process runs jobs (JOBS=on); the autoRun cron catches
 * up on anything this misses. With JOBS=off a worker takes the job on its next pass.
 */
export function startDelivery(payload: Payload, jobId: OutboxId): void {
  if (env.JOBS === 'off') return
  void runJobNow(payload, jobId).catch((err) => payload.logger.error({ err, jobId }, 'mail delivery run failed'))
}

/** Raised when another runner holds the mail: this job tries again after its backoff, when that lease is over. */
export class OutboxMailClaimedError extends Error {
  constructor(id: OutboxId) {
    super(`outbox mail ${id} is being delivered by another runner`)
    this.name = 'OutboxMailClaimedError'
  }
}

/**
 * Takes an outbox mail for one delivery, until JOBS_LEASE_MS from now: one conditional UPDATE that a single
 * runner wins, whatever process it runs in. True for the winner; a runner that died holds it only until the lease
 * ends.
 */
export async function claimOutboxMail(
  payload: Payload,
  id: OutboxId,
  leaseMs: number = env.JOBS_LEASE_MS,
): Promise<boolean> {
  const now = new Date()
  const until = new Date(now.getTime() + leaseMs)
  // SQLite stores dates as ISO text, PostgreSQL casts the ISO parameter: the comparison holds on both.
  const { ref: OUTBOX, c: mail } = TABLES.outbox
  const claimed = await changedRows(
    payload,
    sql`UPDATE ${OUTBOX} SET ${mail.claimed_until} = ${until.toISOString()}
      WHERE ${mail.id} = ${Number(id)} AND ${mail.status} = 'queued'
        AND (${mail.claimed_until} IS NULL OR ${mail.claimed_until} < ${now.toISOString()})`,
  )
  return claimed === 1
}

// Within one process a second delivery of the same mail (Payload's cron and startDelivery running the same job)
// joins the one in flight; across processes claimOutboxMail decides.
const inFlight = new Map<string, Promise<DeliveryResult>>()

/**
 * Delivers one outbox mail (the sendMail job's work): skips it when already sent, marks it sent, or records the
 * attempt and the error and rethrows so that the job retries it later.
 */
export function deliverOutboxMail(payload: Payload, id: OutboxId): Promise<DeliveryResult> {
  const key = String(id)
  const running = inFlight.get(key)
  if (running) return running
  const delivery = deliver(payload, id).finally(() => inFlight.delete(key))
  inFlight.set(key, delivery)
  return delivery
}

async function deliver(payload: Payload, id: OutboxId): Promise<DeliveryResult> {
  const mail = (await payload.findByID({ collection: 'outbox', id, depth: 0, disableErrors: true })) as Outbox | null
  if (!mail) return { status: 'skipped', reason: 'missing' }
  if (mail.status === 'sent') return { status: 'sent', messageId: mail.messageId ?? '' }
  if (mail.status === 'failed') return { status: 'skipped', reason: 'failed' }
  if (!(await claimOutboxMail(payload, id))) {
    // Sent, failed or taken by another runner since the read above.
    const latest = (await payload.findByID({
      collection: 'outbox',
      id,
      depth: 0,
      disableErrors: true,
    })) as Outbox | null
    if (!latest) return { status: 'skipped', reason: 'missing' }
    if (latest.status === 'sent') return { status: 'sent', messageId: latest.messageId ?? '' }
    if (latest.status === 'failed') return { status: 'skipped', reason: 'failed' }
    throw new OutboxMailClaimedError(id)
  }

  const attempts = (mail.attempts ?? 0) + 1
  let messageId: string
  try {
    messageId = await sendRawMail({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: attachmentsOf(mail.attachments),
    })
  } catch (error) {
    if (error instanceof MailTransportMissingError) {
      // Not an attempt: the mail waits, queued, until SMTP is configured and staff save it again.
      await payload.update({ collection: 'outbox', id, data: { lastError: error.message, claimedUntil: null } })
      return { status: 'held' }
    }
    await payload.update({
      collection: 'outbox',
      id,
      data: { attempts, lastError: errorMessage(error), claimedUntil: null },
    })
    throw error
  }
  await payload.update({
    collection: 'outbox',
    id,
    data: {
      status: 'sent',
      sentAt: new Date().toISOString(),
      messageId,
      attempts,
      lastError: null,
      claimedUntil: null,
    },
  })
  return { status: 'sent', messageId }
}

/** Gives up on a mail after its last attempt: it stays in /admin, marked failed, for staff to queue again. */
export async function markOutboxMailFailed(payload: Payload, id: OutboxId): Promise<void> {
  const mail = (await payload.findByID({ collection: 'outbox', id, depth: 0, disableErrors: true })) as Outbox | null
  if (mail?.status !== 'queued') return
  // Another runner holds it (a second job for the same mail): its own job decides.
  if (mail.claimedUntil && Date.parse(mail.claimedUntil) > Date.now()) return
  await payload.update({ collection: 'outbox', id, data: { status: 'failed' } })
}

/**
 * Outbox hook: when staff save a mail that is queued (typically a failed one switched back to queued), a new
 * delivery job is queued with the save; the autoRun cron (JOBS=on) or a worker sends it. The system's own updates
 * carry no user and never trigger it.
 */
export const redeliverOnStaffSave: CollectionAfterChangeHook<Outbox> = async ({ doc, operation, req }) => {
  if (operation !== 'update' || !req.user || doc.status !== 'queued' || !canSendMail()) return doc
  // Queued inside the save's transaction: a job that ran before the commit would still read the old status.
  const jobId = await queueDelivery(req.payload, doc.id, req)
  if (!req.transactionID) startDelivery(req.payload, jobId)
  return doc
}

/** The stored attachments, whatever staff may have left in the JSON field: only well-formed ones are sent. */
function attachmentsOf(value: unknown): MailAttachment[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value.filter(
    (a): a is MailAttachment =>
      typeof a === 'object' &&
      a !== null &&
      typeof a.filename === 'string' &&
      typeof a.contentType === 'string' &&
      typeof a.contentBase64 === 'string',
  )
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.slice(0, 1000)
}
