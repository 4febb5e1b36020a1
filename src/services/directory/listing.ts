import type { CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { PROFESSIONAL_USERS_TAG } from '@/collections/ProfessionalUsers'
import { expireTag } from '@/lib/revalidate'
import { reindexQuietly } from '../search/hooks'
import { PROFESSIONAL_RELATIONS, type Statement, selectRows, sql, TABLES } from '../sql'

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
  )
  RETURNING ${P.c.id}`

/**
 * Takes out of the directory the professionals a deletion left without a work category or an area served, in the
 * request's transaction (the delete being made); answers their ids.
 */
export async function unlistProfessionalsWithoutRelations(req: PayloadRequest): Promise<number[]> {
  const rows = await selectRows(req.payload, UNLIST_WITHOUT_RELATIONS, req)
  return rows.map((row) => Number(row.id))
}

/**
 * A collection hook: after a work category or an area is deleted, the listing rule holds again at once, and the
 * professionals it unlisted leave the site search (the raw update runs none of their collection's hooks).
 */
export const relistAfterDelete: CollectionAfterDeleteHook = async ({ req, doc, context }) => {
  const unlisted = await unlistProfessionalsWithoutRelations(req)
  await reindexQuietly(
    req.payload,
    unlisted.map((id) => ({ collection: 'professional-users', id })),
    req,
  )
  if (!context.disableRevalidate) expireTag(PROFESSIONAL_USERS_TAG)
  return doc
}
