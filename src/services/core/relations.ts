import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { parseId } from '@/domain/ids'
import { AppError } from './errors'

/**
 * The ids a mutation relates to, checked before anything is written (issue 22): an id no document has answers the
 * catalogue's NOT_FOUND with the input's field path (`workCategories`, `solutions.0.estimateSystem`), never a
 * database error half-way through a save. Which documents a user may relate to beyond existing (their own images, a
 * listed professional, the catalogue's answers of a question) is the service's own check; this is the common one.
 */

/** NOT_FOUND on one input field: no document has (one of) its ids, or none this user may use. */
export function notFoundAt(field: string, message = `Unknown ${field}`): AppError {
  return new AppError('NOT_FOUND', message, { fields: { [field]: 'NOT_FOUND' } })
}

/**
 * The ids given, each one of a document of `collection` (duplicates once, order kept); NOT_FOUND on `field`
 * otherwise. `req` reads inside a unit of work.
 */
export async function existingIds(
  payload: Payload,
  collection: CollectionSlug,
  ids: readonly (string | number)[] | null | undefined,
  field: string,
  req?: PayloadRequest,
): Promise<number[]> {
  const parsed = (ids ?? []).map(parseId)
  if (parsed.some((id) => id === null)) throw notFoundAt(field)
  const wanted = [...new Set(parsed as number[])]
  if (wanted.length === 0) return []
  const { totalDocs } = await payload.count({
    collection,
    where: { id: { in: wanted } },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  if (totalDocs !== wanted.length) throw notFoundAt(field)
  return wanted
}
