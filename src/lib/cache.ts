import { unstable_cache } from 'next/cache'

/**
 * Next's data cache around a read, tagged so Payload hooks can expire it. Outside a Next server
 * (scripts, tests) there is no cache, and the read runs directly.
 */
export function cached<A extends unknown[], R>(fn: (...args: A) => Promise<R>, key: string, tags: string[]) {
  return (...args: A): Promise<R> => {
    try {
      return unstable_cache(() => fn(...args), [key, ...args.map(String)], { tags })().catch((error: unknown) => {
        if (isMissingCache(error)) return fn(...args)
        throw error
      })
    } catch (error) {
      if (isMissingCache(error)) return fn(...args)
      throw error
    }
  }
}

function isMissingCache(error: unknown): boolean {
  return error instanceof Error && /incrementalCache missing/i.test(error.message)
}
