import type { CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import type { Estimate } from '@/payload-types'
import { relistAfterDelete } from './directory/listing'
import { removeOrphanFollowUp } from './estimates/follow-up'
import { redeliverOnStaffSave } from './mail/outbox'
import { afterReviewChange, afterReviewDelete } from './reviews/moderation'
import { SEARCH_SOURCES, searchHooks } from './search/hooks'

type Hooks = NonNullable<CollectionConfig['hooks']>

/** A request whose every estimate is deleted (staff, the professionals) loses its follow-up link. */
const dropFollowUp: CollectionAfterDeleteHook<Estimate> = async ({ doc, req }) => {
  if (doc?.requestId) await removeOrphanFollowUp(req.payload, doc.requestId, req)
}

/**
 * Hooks that call a service when staff change a collection. Collections sit below the services in the layers
 * (docs/architecture.md), so a collection never imports one: the configuration's root attaches them here, after the
 * collection's own hooks.
 */
const SERVICE_HOOKS: Record<string, Hooks> = {
  // Professionals whose only category or area this was leave the directory (the listing rule).
  'work-categories': { afterDelete: [relistAfterDelete] },
  'geographic-areas': { afterDelete: [relistAfterDelete] },
  // A mail staff put back to 'queued' in /admin is sent again.
  outbox: { afterChange: [redeliverOnStaffSave] },
  estimates: { afterDelete: [dropFollowUp] },
  // Moderation: the professional's average and count follow, and a rejected review's author is told why.
  reviews: { afterChange: [afterReviewChange], afterDelete: [afterReviewDelete] },
  // What the public reads of these is kept in the site search's index (src/services/search).
  ...Object.fromEntries(Object.keys(SEARCH_SOURCES).map((slug) => [slug, searchHooks(slug)])),
}

export function withServiceHooks(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const extra = SERVICE_HOOKS[collection.slug]
    if (!extra) return collection
    const hooks: Record<string, unknown[]> = { ...(collection.hooks as Record<string, unknown[]> | undefined) }
    for (const [name, list] of Object.entries(extra)) hooks[name] = [...(hooks[name] ?? []), ...(list as unknown[])]
    return { ...collection, hooks: hooks as Hooks }
  })
}
