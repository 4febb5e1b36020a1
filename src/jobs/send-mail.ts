import type { JobsConfig, TaskConfig } from 'payload'
import { staffOnly } from '@/access'
import { env } from '@/lib/env'
import { deliverOutboxMail, MAIL_QUEUE, markOutboxMailFailed, SEND_MAIL_TASK } from '@/services/mail/outbox'
import { releaseStaleJobs } from './runner'

/**
 * Retries after the first failed delivery (7 tries in all). With exponential backoff the waits are 1, 2, 4, 8,
 * 16 and 32 times MAIL_RETRY_DELAY_MS: about half an hour with the default 30 s, then the mail is failed.
 */
export const MAIL_RETRIES = 6

/** Delivers one outbox mail; Payload retries it with exponential backoff, and the last failure marks it failed. */
export const sendMailTask: TaskConfig<'sendMail'> = {
  slug: SEND_MAIL_TASK,
  label: 'Send an outbox e-mail',
  inputSchema: [{ name: 'outboxId', type: 'text', required: true }],
  outputSchema: [
    { name: 'status', type: 'text', required: true },
    { name: 'messageId', type: 'text' },
  ],
  retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: env.MAIL_RETRY_DELAY_MS } },
  handler: async ({ input, req }) => {
    const result = await deliverOutboxMail(req.payload, input.outboxId)
    return { output: { status: result.status, ...(result.status === 'sent' ? { messageId: result.messageId } : {}) } }
  },
  // Payload calls onFail after every failed try, with the tries made before this one; it gives up on the same
  // condition (handleTaskError in payload/dist/queues/errors). An error thrown here would leave the job stuck
  // as processing, so it is logged, never rethrown.
  onFail: async ({ input, req, taskStatus }) => {
    if ((taskStatus?.totalTried ?? 0) < MAIL_RETRIES) return
    const outboxId = (input as { outboxId?: string } | undefined)?.outboxId
    if (!outboxId) return
    try {
      await markOutboxMailFailed(req.payload, outboxId)
    } catch (err) {
      req.payload.logger.error({ err, outboxId }, 'could not mark the outbox mail failed')
    }
  },
}

// Crons run in a server (the admin and REST routes start them) that runs jobs (JOBS=on, the default: one process
// does all), never on a web instance of a cluster (JOBS=off: `npm run worker` runs the jobs), in `next build` nor in
// Vitest, where tests drive the queue themselves.
const runsCrons = () =>
  env.JOBS === 'on' && process.env.NODE_ENV !== 'test' && process.env.NEXT_PHASE !== 'phase-production-build'

/** Payload's `jobs` config: the tasks, a cron that works the mail queue every minute, and staff-only access. */
export const jobs: JobsConfig = {
  tasks: [sendMailTask],
  autoRun: () => (runsCrons() ? [{ cron: '* * * * *', queue: MAIL_QUEUE, limit: 20 }] : []),
  // Payload's cron never takes a job still marked processing: one left so by a process that died (a crash, a
  // restart mid-delivery) is freed here, before each run, once its lease is over.
  shouldAutoRun: async (payload) => {
    await releaseStaleJobs(payload, MAIL_QUEUE)
    return true
  },
  access: { run: staffOnly, queue: staffOnly, cancel: staffOnly },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    // Staff may look at jobs (and delete a stuck one) in /admin; only the system creates and updates them.
    access: { ...defaultJobsCollection.access, read: staffOnly, delete: staffOnly },
    admin: { ...defaultJobsCollection.admin, group: 'System', hidden: false },
  }),
}
