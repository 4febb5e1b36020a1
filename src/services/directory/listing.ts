import type { CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { expireTag } from '@/lib/revalidate'
import { changedRows, PROFESSIONAL_RELATIONS, type Statement, sql, TABLES } from '../sql'

const P = TABLES.professionalUsers
const R = TABLES.professionalUsersRels.as('r')

/** No relation row of this field points at a document that still exists. */
const lacks = ({ path, column, target }: (typeof PROFESSIONAL_RELATIONS)[keyof typeof PROFESSIONAL_RELATIONS]) => {
  const t = target.as('t')
  return sql`NOT EXISTS (SELECT 1 FROM ${R.from} JOIN ${t.from} ON ${t.c.id} = ${R.c[column]}
      WHERE ${R.c.parent_id} = ${P.qualified.id} AND ${R.c.path} = ${path})`
}
/**
 * Professionals still marked listed who no longer have a work category or an area served that exists: the
 * relations the listing rule (isListedProfessional) requires and that deleting a category or an area takes away
 * without saving the professionals. The join to the category or area table makes the rule hold whether or not
 * the database removed the relation rows itself.
 */
const UNLIST_WITHOUT_RELATIONS: Statement = sql`UPDATE ${P.ref} SET ${P.c.listed} = false
  WHERE ${P.c.listed} = true AND (
    ${lacks(PROFESSIONAL_RELATIONS.workCategories)}
    OR ${lacks(PROFESSIONAL_RELATIONS.geographicAreas)}
  )`

/**
 * Takes out of the directory the professionals a deletion left without a work category or an area served, in the
 * request's transaction (the delete being made).
 */
export async function unlistProfessionalsWithoutRelations(req: PayloadRequest): Promise<void> {
  await changedRows(req.payload, UNLIST_WITHOUT_RELATIONS, req)
}

/** A collection hook: after a work category or an area is deleted, the listing rule holds again at once. */
export const relistAfterDelete: CollectionAfterDeleteHook = async ({ req, doc, context }) => {
  await unlistProfessionalsWithoutRelations(req)
  if (!context.disableRevalidate) expireTag(PROFESSIONAL_USERS_TAG)
  return doc
}
