import {
  type CollectionSlug,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import { enqueueMail, type OutboxId, startDelivery } from '../mail/outbox'
import type { MailTemplates } from '../mail/templates'

/** What a unit of work writes with: every row through `create`, every mail through `enqueueMail`. */
export interface UnitOfWork {
  req: PayloadRequest
  /** payload.create in the unit (its `req`; undone with the unit). */
  create: Payload['create']
  /** payload.update of one document by id in the unit, access overridden (the caller checked it); undone with the unit. */
  update: (args: { collection: CollectionSlug; id: OutboxId; data: Record<string, unknown> }) => Promise<void>
  /** Writes an outbox mail and its job in the unit; the delivery starts only once the unit is committed. */
  enqueueMail: <T extends keyof MailTemplates>(mail: Parameters<typeof enqueueMail<T>>[1]) => Promise<{ id: OutboxId }>
}

// SQLite: one unit at a time in the process (see inOneTransaction).
let sqliteQueue: Promise<unknown> = Promise.resolve()

/**
 * Runs `work` as one unit: everything it writes through `unit` is kept together or not at all, and the mails it
 * queues start their delivery only afterwards (never a job for a mail that was undone). On PostgreSQL this is one
 * database transaction. On SQLite Payload leaves transactions off — its libsql driver gives a transaction a second
 * connection without a busy timeout, so the mail runner's writes meanwhile fail with SQLITE_BUSY — and the unit runs
 * alone in the process and, when it fails, deletes what it wrote (docs/decisions.md, issue 21).
 */
export async function inOneTransaction<T>(payload: Payload, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  if (payload.db.name !== 'sqlite') return unitOfWork(payload, work)
  const run = sqliteQueue.then(() => unitOfWork(payload, work))
  sqliteQueue = run.catch(() => undefined)
  return run
}

async function unitOfWork<T>(payload: Payload, work: (unit: UnitOfWork) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const transaction = await initTransaction(req)
  const written: Written[] = []
  const jobs: OutboxId[] = []
  const unit: UnitOfWork = {
    req,
    create: (async (args: Parameters<Payload['create']>[0]) => {
      const doc = await payload.create({ ...args, req })
      written.push({ collection: args.collection, id: doc.id })
      return doc
    }) as Payload['create'],
    update: async ({ collection, id, data }) => {
      // On SQLite the undo writes back what the changed fields held; PostgreSQL's rollback needs none of it.
      const before = transaction
        ? null
        : ((await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as unknown as Record<
            string,
            unknown
          >)
      await payload.update({ collection, id, data: data as never, req, overrideAccess: true, depth: 0 })
      written.push({
        collection,
        id,
        restore: before ? Object.fromEntries(Object.keys(data).map((k) => [k, before[k] ?? null])) : {},
      })
    },
    enqueueMail: async (mail) => {
      const { id, jobId } = await enqueueMail(payload, mail, req)
      written.push({ collection: 'outbox', id })
      if (jobId !== undefined) {
        jobs.push(jobId)
        written.push({ collection: 'payload-jobs', id: jobId })
      }
      return { id }
    },
  }
  let result: T
  try {
    result = await work(unit)
    if (transaction) await commitTransaction(req)
  } catch (error) {
    if (transaction) await killTransaction(req)
    else await undo(payload, written)
    throw error
  }
  for (const jobId of jobs) startDelivery(payload, jobId)
  return result
}

/** A row the unit wrote: created (deleted by an undo), or updated (`restore`: what its changed fields held). */
type Written = { collection: CollectionSlug; id: OutboxId; restore?: Record<string, unknown> }

/** Without a transaction: deletes the unit's new rows and puts back what it changed, the last written first. */
async function undo(payload: Payload, written: Written[]): Promise<void> {
  for (const { collection, id, restore } of written.reverse()) {
    try {
      if (restore) {
        await payload.update({ collection, id, data: restore as never, overrideAccess: true, depth: 0 })
        continue
      }
      await payload.delete({ collection, id, overrideAccess: true, context: { disableRevalidate: true } })
    } catch (err) {
      payload.logger.error({ err, collection, id }, 'could not undo a write of a failed unit of work')
    }
  }
}
