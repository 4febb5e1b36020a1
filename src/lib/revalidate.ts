import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { logger } from './logger'

/** Expire a cache tag at once; outside a Next server (seed, tests) there is no cache to expire. */
export function expireTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    logger.debug({ tag, error: String(error) }, 'cache tag not revalidated outside Next')
  }
}

/** Payload hooks that expire a collection's cache tag whenever a document changes. */
export function revalidateHooks(tag: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, context }) => {
        if (!context.disableRevalidate) expireTag(tag)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, context }) => {
        if (!context.disableRevalidate) expireTag(tag)
        return doc
      },
    ],
  }
}
