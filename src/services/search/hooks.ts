import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Payload,
  PayloadRequest,
} from 'payload'
import { CONTENT_SLUGS, type ContentSlug } from '@/i18n/content-routes'
import { logger } from '@/lib/logger'
import { clearIndex, indexDocuments, removeFromIndex } from './index'
import { CONTENT_KINDS, contentDocuments, faqDocuments } from './sources'
import type { SearchDocument, SearchOwner } from './types'

type Hooks = NonNullable<CollectionConfig['hooks']>

/** How one collection's documents reach the index. */
interface Source {
  owner: (id: string | number) => SearchOwner
  documents: (payload: Payload, id: string | number, req?: PayloadRequest) => Promise<SearchDocument[]>
}

const contentSource = (collection: ContentSlug): Source => ({
  owner: (id) => ({ kind: CONTENT_KINDS[collection], ref: `${collection}:${id}` }),
  documents: (payload, id, req) => contentDocuments(payload, collection, id, req),
})

/** Every collection the site search indexes, by slug. */
export const SEARCH_SOURCES: Record<string, Source> = {
  ...Object.fromEntries(CONTENT_SLUGS.map((slug) => [slug, contentSource(slug)])),
  faqs: { owner: (id) => ({ kind: 'faq', ref: `faqs:${id}` }), documents: faqDocuments },
}

/** Indexes one document again as the public now reads it (gone when it is no longer published). */
export async function reindexOne(
  payload: Payload,
  collection: string,
  id: string | number,
  req?: PayloadRequest,
): Promise<void> {
  const source = SEARCH_SOURCES[collection]
  if (!source) return
  await indexDocuments(payload, source.owner(id), await source.documents(payload, id, req), req)
}

/**
 * Hooks that keep the index fresh: after a save (a publish, an unpublish, a draft saved over a published document)
 * the document is indexed again as the public reads it, in the same transaction; after a delete it leaves. A
 * failure is logged and does not undo the save: `npm run search:reindex` rebuilds the index.
 */
export function searchHooks(collection: string): Hooks {
  const source = SEARCH_SOURCES[collection]
  if (!source) return {}
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    if (context.skipSearchIndex) return doc
    try {
      await reindexOne(req.payload, collection, doc.id, req)
    } catch (error) {
      logger.error({ collection, id: doc.id, error: String(error) }, 'search index not updated')
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context.skipSearchIndex) return doc
    try {
      await removeFromIndex(req.payload, source.owner(doc.id), req)
    } catch (error) {
      logger.error({ collection, id: doc.id, error: String(error) }, 'search index not updated')
    }
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** Empties the index and indexes every document of every source again; answers how many documents it wrote. */
export async function reindexAll(payload: Payload): Promise<number> {
  await clearIndex(payload)
  let written = 0
  for (const [collection, source] of Object.entries(SEARCH_SOURCES)) {
    let page = 1
    for (;;) {
      const batch = await payload.find({
        collection: collection as 'faqs',
        depth: 0,
        limit: 100,
        page,
        pagination: true,
        select: {},
        overrideAccess: true,
      })
      for (const doc of batch.docs) {
        const documents = await source.documents(payload, doc.id)
        await indexDocuments(payload, source.owner(doc.id), documents)
        written += documents.length
      }
      if (!batch.hasNextPage) break
      page++
    }
  }
  return written
}
