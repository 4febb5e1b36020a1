import { unstable_cache } from 'next/cache'

interface CacheOptions<R> {
  /**
   * Whether a result is stored. A read keyed by what a client writes (a slug, an id, a page number) keeps only
   * what names something that exists: a miss is read again each time, so a script walking made-up keys adds
   * nothing to the cache (a file per key on disk, a key in Redis).
   */
  keep?: (result: R) => boolean
}

/** A result that must not be stored: thrown through unstable_cache, which stores nothing when its read throws. */
class NotKept<R> {
  constructor(readonly result: R) {}
}

/**
 * Next's data cache around a read, tagged so Payload hooks can expire it. Outside a Next server
 * (scripts, tests) there is no cache, and the read runs directly.
 */
export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  key: string,
  tags: string[],
  { keep }: CacheOptions<R> = {},
) {
  const read = keep
    ? async (...args: A): Promise<R> => {
        const result = await fn(...args)
        if (!keep(result)) throw new NotKept(result)
        return result
      }
    : fn
  const settle = (error: unknown, args: A): Promise<R> => {
    if (error instanceof NotKept) return Promise.resolve(error.result as R)
    if (isMissingCache(error)) return fn(...args)
    return Promise.reject(error)
  }
  return (...args: A): Promise<R> => {
    try {
      return unstable_cache(() => read(...args), [key, ...args.map(String)], { tags })().catch((error: unknown) =>
        settle(error, args),
      )
    } catch (error) {
      return settle(error, args)
    }
  }
}

/** For `keep`: a result that names something (not null, not an empty list). */
export const found = (result: unknown): boolean =>
  result !== null && result !== undefined && !(Array.isArray(result) && result.length === 0)

function isMissingCache(error: unknown): boolean {
  return error instanceof Error && /incrementalCache missing/i.test(error.message)
}
