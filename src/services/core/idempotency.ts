import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import type { IdempotencyScope } from '@/collections/IdempotencyKeys'
import { canonicalJson } from '@/domain/idempotency'
import type { IdempotencyKey } from '@/payload-types'
import { AppError } from './errors'
import { inOneTransaction, type UnitOfWork } from './unit-of-work'

/**
 * Idempotent form submissions. The browser sends one key per submission attempt (kept across its retries, see
 * src/domain/idempotency.ts); the request and its key are written in one transaction, the key under a unique
 * index with the answer given. A retry with the same key gets that first answer, also when two arrive at once
 * (the second's insert fails on the index, its transaction is rolled back, and it reads the first's row). The same
 * key with other content is refused with BAD_REQUEST. Keys count for a day, then are ignored and removed.
 */

/** How long a key answers for its request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

const KEY_FORMAT = /^[A-Za-z0-9_-]{16,128}$/

export interface IdempotencyClaim {
  scope: IdempotencyScope
  /** SHA-256 of scope and key: what the unique index holds. */
  key: string
  /** SHA-256 of the input without its key. */
  fingerprint: string
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** The claim an input's `idempotencyKey` makes, or null without one (older clients); a malformed key is refused. */
export function idempotencyClaim(scope: IdempotencyScope, input: unknown): IdempotencyClaim | null {
  if (!input || typeof input !== 'object') return null
  const { idempotencyKey, ...rest } = input as { idempotencyKey?: unknown }
  if (idempotencyKey === undefined || idempotencyKey === null || idempotencyKey === '') return null
  if (typeof idempotencyKey !== 'string' || !KEY_FORMAT.test(idempotencyKey)) {
    throw new AppError('BAD_REQUEST', 'Malformed idempotency key', { fields: { idempotencyKey: 'BAD_REQUEST' } })
  }
  return { scope, key: sha256(`${scope}:${idempotencyKey}`), fingerprint: sha256(canonicalJson(rest)) }
}

/** The answer stored for a claim's key when it is recent (an expired row is removed); refuses other content. */
export async function storedAnswer<T>(payload: Payload, claim: IdempotencyClaim | null): Promise<T | undefined> {
  if (!claim) return undefined
  const { docs } = await payload.find({
    collection: 'idempotency-keys',
    where: { key: { equals: claim.key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = docs[0] as IdempotencyKey | undefined
  if (!row) return undefined
  if (Date.parse(row.createdAt) < Date.now() - IDEMPOTENCY_TTL_MS) {
    await payload.db.deleteMany({ collection: 'idempotency-keys', where: { id: { equals: row.id } } })
    return undefined
  }
  if (row.fingerprint !== claim.fingerprint) {
    throw new AppError('BAD_REQUEST', 'This idempotency key was used for another request', {
      fields: { idempotencyKey: 'BAD_REQUEST' },
    })
  }
  return row.response as T
}

/**
 * Runs `work` in one transaction and stores the claim with its answer in the same transaction; when another
 * submission with the same key committed first, answers what it answered (this one's writes are rolled back) and
 * calls `replayed` (a rate limit then gives back the point this one took: it stored nothing).
 */
export async function writeOnce<T>(
  payload: Payload,
  claim: IdempotencyClaim | null,
  work: (unit: UnitOfWork) => Promise<T>,
  replayed?: () => void,
): Promise<T> {
  if (!claim) return inOneTransaction(payload, work)
  let outcome: { first: T } | { answer: T }
  try {
    outcome = await inOneTransaction(payload, async (unit) => {
      // Stored while this one waited its turn (SQLite runs units one at a time): nothing to write.
      const first = await storedAnswer<T>(payload, claim)
      if (first !== undefined) return { first }
      const answer = await work(unit)
      await unit.create({
        collection: 'idempotency-keys',
        overrideAccess: true,
        data: {
          scope: claim.scope,
          key: claim.key,
          fingerprint: claim.fingerprint,
          response: answer as unknown as Record<string, unknown>,
        },
      })
      return { answer }
    })
  } catch (error) {
    // Most likely the unique index: the same key was stored meanwhile. Otherwise the error stands.
    const first = await storedAnswer<T>(payload, claim)
    if (first !== undefined) {
      replayed?.()
      return first
    }
    throw error
  }
  if ('first' in outcome) {
    replayed?.()
    return outcome.first
  }
  await removeExpired(payload)
  return outcome.answer
}

/** Removes the keys older than a day (each stored request does it; they are ignored by then anyway). */
async function removeExpired(payload: Payload): Promise<void> {
  const cutoff = new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString()
  try {
    await payload.db.deleteMany({ collection: 'idempotency-keys', where: { createdAt: { less_than: cutoff } } })
  } catch (err) {
    payload.logger.warn({ err }, 'could not remove expired idempotency keys')
  }
}
