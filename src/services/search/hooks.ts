import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'
import { CONTENT_SLUGS, type ContentSlug } from '@/i18n/content-routes'
import { logger } from '@/lib/logger'
import { coatingDocuments, productDocuments, productsOfCodes } from './catalogue'
import { clearIndex, indexDocuments, removeFromIndex } from './index'
import { LISTED_PROFESSIONALS, professionalDocuments } from './professionals'
import { CONTENT_KINDS, contentDocuments, faqDocuments } from './sources'
import type { SearchDocument, SearchKind, SearchOwner } from './types'

type Hooks = NonNullable<CollectionConfig['hooks']>
type Id = string | number

/** A document of a collection the site search indexes. */
export interface IndexedDoc {
  collection: string
  id: Id
}

/** How one collection's documents reach the index. */
interface Source {
  /**
   * The kinds of result one of its documents gives (a coating: its finish and its shades). It owns, under its ref,
   * one owner of each kind, all replaced together.
   */
  kinds: readonly SearchKind[]
  /** The ref of one of its documents: its search documents have it, or start with it ("coatings:4:…"). */
  ref: (id: Id) => string
  documents: (payload: Payload, id: Id, req?: PayloadRequest) => Promise<SearchDocument[]>
  /** Only the documents this condition selects can give search documents: a full rebuild reads no other. */
  where?: Where
  /**
   * The documents of other collections whose search documents depend on one of this collection's versions (before
   * and after a save, or the deleted one): they are indexed again with it.
   */
  dependents?: (
    payload: Payload,
    versions: ReadonlyArray<Record<string, unknown>>,
    req?: PayloadRequest,
  ) => Promise<IndexedDoc[]>
}

const contentSource = (collection: ContentSlug): Source => ({
  kinds: [CONTENT_KINDS[collection]],
  ref: (id) => `${collection}:${id}`,
  documents: (payload, id, req) => contentDocuments(payload, collection, id, req),
})

/** Every collection the site search indexes, by slug. */
export const SEARCH_SOURCES: Record<string, Source> = {
  ...Object.fromEntries(CONTENT_SLUGS.map((slug) => [slug, contentSource(slug)])),
  faqs: { kinds: ['faq'], ref: (id) => `faqs:${id}`, documents: faqDocuments },
  coatings: {
    kinds: ['product', 'shade'],
    ref: (id) => `coatings:${id}`,
    documents: coatingDocuments,
    // A product of a coating's code (old or new) is indexed only while no coating has it.
    dependents: async (payload, versions, req) =>
      (
        await productsOfCodes(
          payload,
          versions.map((v) => v.code),
          req,
        )
      ).map((id) => ({ collection: 'products', id })),
  },
  products: { kinds: ['product'], ref: (id) => `products:${id}`, documents: productDocuments },
  'professional-users': {
    kinds: ['professional'],
    ref: (id) => `professional-users:${id}`,
    documents: professionalDocuments,
    where: LISTED_PROFESSIONALS,
  },
}

/** The owners of one document's search documents: one for each kind its collection gives. */
const ownersOf = (source: Source, id: Id): SearchOwner[] => source.kinds.map((kind) => ({ kind, ref: source.ref(id) }))

/**
 * Indexes one document again as the public now reads it (gone when it is no longer published, listed or there), each
 * of its owners replaced; answers how many search documents it wrote.
 */
export async function reindexOne(payload: Payload, collection: string, id: Id, req?: PayloadRequest): Promise<number> {
  const source = SEARCH_SOURCES[collection]
  if (!source) return 0
  const documents = await source.documents(payload, id, req)
  for (const owner of ownersOf(source, id)) {
    await indexDocuments(
      payload,
      owner,
      documents.filter((d) => d.kind === owner.kind),
      req,
    )
  }
  return documents.length
}

/**
 * Indexes documents again, each on its own: a failure is logged and the others go on (the index is a copy, which
 * `npm run search:reindex` rebuilds). For writes that run no hook of the collection (a raw SQL unlisting).
 */
export async function reindexQuietly(
  payload: Payload,
  docs: readonly IndexedDoc[],
  req?: PayloadRequest,
): Promise<void> {
  for (const { collection, id } of docs) {
    try {
      await reindexOne(payload, collection, id, req)
    } catch (error) {
      logger.error({ collection, id, error: String(error) }, 'search index not updated')
    }
  }
}

/** The documents of other collections to index again after one of `collection`'s versions changed. */
async function dependentsOf(
  payload: Payload,
  collection: string,
  versions: ReadonlyArray<Record<string, unknown> | undefined>,
  req?: PayloadRequest,
): Promise<IndexedDoc[]> {
  const dependents = SEARCH_SOURCES[collection]?.dependents
  const known = versions.filter((v): v is Record<string, unknown> => v !== undefined && v !== null)
  return dependents && known.length > 0 ? dependents(payload, known, req) : []
}

/**
 * Hooks that keep the index fresh: after a save (a publish, an unpublish, a draft saved over a published document)
 * the document is indexed again as the public reads it, in the same transaction; after a delete it leaves. A
 * failure is logged and does not undo the save: `npm run search:reindex` rebuilds the index.
 */
export function searchHooks(collection: string): Hooks {
  const source = SEARCH_SOURCES[collection]
  if (!source) return {}
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
    if (context.skipSearchIndex) return doc
    try {
      await reindexOne(req.payload, collection, doc.id, req)
      await reindexQuietly(req.payload, await dependentsOf(req.payload, collection, [previousDoc, doc], req), req)
    } catch (error) {
      logger.error({ collection, id: doc.id, error: String(error) }, 'search index not updated')
    }
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
    if (context.skipSearchIndex) return doc
    try {
      for (const owner of ownersOf(source, doc.id)) await removeFromIndex(req.payload, owner, req)
      await reindexQuietly(req.payload, await dependentsOf(req.payload, collection, [doc], req), req)
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
    for (let page = 1; ; page++) {
      const batch = await payload.find({
        collection: collection as 'faqs',
        where: source.where,
        depth: 0,
        limit: 100,
        page,
        pagination: true,
        select: {},
        overrideAccess: true,
      })
      for (const doc of batch.docs) written += await reindexOne(payload, collection, doc.id)
      if (!batch.hasNextPage) break
    }
  }
  return written
}
