import { sql } from '@payloadcms/db-sqlite'
import type { CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { expireTag } from '@/lib/revalidate'
import type { Statement } from './sql'

/**
 * Professionals still marked listed who no longer have a work category or an area served that exists: the
 * relations the listing rule (isListedProfessional) requires and that deleting a category or an area takes away
 * without saving the professionals. The join to the category or area table makes the rule hold whether or not
 * the database removed the relation rows itself.
 */
const UNLIST_WITHOUT_RELATIONS: Statement = sql`UPDATE "professional_users" SET "listed" = false
  WHERE "listed" = true AND (
    NOT EXISTS (SELECT 1 FROM "professional_users_rels" r JOIN "work_categories" w ON w."id" = r."work_categories_id"
      WHERE r."parent_id" = "professional_users"."id" AND r."path" = 'workCategories')
    OR NOT EXISTS (SELECT 1 FROM "professional_users_rels" r JOIN "geographic_areas" g ON g."id" = r."geographic_areas_id"
      WHERE r."parent_id" = "professional_users"."id" AND r."path" = 'geographicAreas')
  )`

/** The database handle of the request's transaction (the delete being made), else the adapter's own. */
type Drizzle = Parameters<PayloadRequest['payload']['db']['execute']>[0]['drizzle']

async function drizzleOf(req: PayloadRequest): Promise<Drizzle> {
  const db = req.payload.db as unknown as { drizzle: Drizzle; sessions?: Record<string | number, { db?: Drizzle }> }
  const id = req.transactionID ? await req.transactionID : undefined
  return (id !== undefined && db.sessions?.[id]?.db) || db.drizzle
}

/** Takes out of the directory the professionals a deletion left without a work category or an area served. */
export async function unlistProfessionalsWithoutRelations(req: PayloadRequest): Promise<void> {
  await req.payload.db.execute({ drizzle: await drizzleOf(req), sql: UNLIST_WITHOUT_RELATIONS })
}

/** A collection hook: after a work category or an area is deleted, the listing rule holds again at once. */
export const relistAfterDelete: CollectionAfterDeleteHook = async ({ req, doc, context }) => {
  await unlistProfessionalsWithoutRelations(req)
  if (!context.disableRevalidate) expireTag(PROFESSIONAL_USERS_TAG)
  return doc
}
