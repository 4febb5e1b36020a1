/**
 * The documents of one page of search results, loaded for their public view (public-view.ts) with as little work as
 * the view needs. Payload's populate at depth 1 read every image of every professional and every category and area,
 * each related document through its own read hooks: about two thirds of a search's time at 10,000 professionals
 * (docs/performance-query-plans.md). Here the professionals come without their relations, the categories' and areas'
 * names from the filters' lists (cached in Next, expired by the same hooks), and only the first image of each,
 * the only one a view shows. The search pages' cards read less again, in SQL of their own: no localized field, no
 * image.
 */
import type { Locale } from '@/i18n/routing'
import type { Media } from '@/payload-types'
import { payloadClient } from '../core/payload'
import { inList, PROFESSIONAL_RELATIONS, selectRows, sql, TABLES } from '../sql'
import { findAreas, findWorkCategories } from './filter-options'
import { type CardDoc, PUBLIC_POPULATE, PUBLIC_SELECT, type PublicDoc } from './public-view'

const P = TABLES.professionalUsers.as('p')
const R = TABLES.professionalUsersRels.as('r')
const S = TABLES.professionalUsersProfiles.as('s')

/** The related documents a view names, by id. */
const byId = <T extends { id: string }>(values: readonly T[]): Map<number, T> =>
  new Map(values.map((v) => [Number(v.id), v]))

/** Ids to documents, in the stored order; an id without a document (removed meanwhile) is left out. */
function resolve<T>(ids: ReadonlyArray<number | object> | null | undefined, found: Map<number, T>): T[] {
  return (ids ?? []).flatMap((id) => {
    const doc = typeof id === 'number' ? found.get(id) : undefined
    return doc === undefined ? [] : [doc]
  })
}

/** The public documents of these ids, by id: 2 statements, whatever the page size. */
export async function loadPublicDocs(ids: readonly number[], locale: Locale): Promise<Map<number, PublicDoc>> {
  if (ids.length === 0) return new Map()
  const payload = await payloadClient()
  const [{ docs }, categories, areas] = await Promise.all([
    payload.find({
      collection: 'professional-users',
      where: { id: { in: [...ids] } },
      locale,
      overrideAccess: true,
      select: PUBLIC_SELECT,
      depth: 0,
      limit: ids.length,
      pagination: false,
    }),
    findWorkCategories(locale),
    findAreas(locale),
  ])
  // A media document's relation rows go with it (the foreign key cascades), so the first id is the first image.
  const firstImages = [...new Set(docs.flatMap((doc) => doc.images?.slice(0, 1) ?? []))].filter(
    (id): id is number => typeof id === 'number',
  )
  // Typed as whole documents, as populated ones were: the selected fields are all that imageView reads.
  const media =
    firstImages.length === 0
      ? []
      : ((
          await payload.find({
            collection: 'media',
            where: { id: { in: firstImages } },
            locale,
            overrideAccess: true,
            select: PUBLIC_POPULATE.media,
            depth: 0,
            limit: firstImages.length,
            pagination: false,
          })
        ).docs as Media[])
  const images = new Map(media.map((m) => [m.id, m]))
  const categoryById = byId(categories)
  const areaById = byId(areas)
  return new Map(
    docs.map((doc) => [
      doc.id,
      {
        ...doc,
        images: resolve(doc.images?.slice(0, 1), images),
        workCategories: resolve(doc.workCategories, categoryById).map((c) => ({ id: Number(c.id), name: c.name })),
        geographicAreas: resolve(doc.geographicAreas, areaById).map((a) => ({
          id: Number(a.id),
          code: a.code,
          name: a.name,
        })),
      },
    ]),
  )
}

/**
 * The card documents of these ids, by id (listed ones only, as the search that found them): 3 short statements on
 * primary keys and parent ids (the companies, their profiles, their categories), the categories' names from the
 * filters' cached list. Raw SQL, not Payload's find:
 * a card reads six plain columns and two lists, and the find ran every field of the collection through its read
 * hooks for them, a tenth of an uncached search page's CPU time (docs/performance.md, "Load straight to Next").
 */
export async function loadCardDocs(ids: readonly number[], locale: Locale): Promise<Map<number, CardDoc>> {
  if (ids.length === 0) return new Map()
  const payload = await payloadClient()
  const list = inList(ids)
  const [rows, profiles, relations, categories] = await Promise.all([
    selectRows(
      payload,
      sql`SELECT ${P.c.id} AS "id", ${P.c.company} AS "company", ${P.c.postcode} AS "postcode", ${P.c.city} AS "city", ${P.c.latitude} AS "latitude", ${P.c.longitude} AS "longitude", ${P.c.rating_count} AS "ratingCount", ${P.c.rating_average} AS "ratingAverage" FROM ${P.from} WHERE ${P.c.id} IN ${list} AND ${P.c.listed} = true`,
    ),
    selectRows(
      payload,
      sql`SELECT ${S.c.parent_id} AS "parent", ${S.c.value} AS "value" FROM ${S.from} WHERE ${S.c.parent_id} IN ${list} ORDER BY ${S.c.parent_id}, ${S.c.order}`,
    ),
    selectRows(
      payload,
      sql`SELECT ${R.c.parent_id} AS "parent", ${R.c.work_categories_id} AS "category" FROM ${R.from} WHERE ${R.c.parent_id} IN ${list} AND ${R.c.path} = ${PROFESSIONAL_RELATIONS.workCategories.path} ORDER BY ${R.c.parent_id}, ${R.c.order}`,
    ),
    findWorkCategories(locale),
  ])
  const categoryById = byId(categories)
  const profilesOf = groupBy(profiles, (row) => String(row.value))
  const categoriesOf = groupBy(relations, (row) => Number(row.category))
  return new Map(
    rows.map((row) => {
      const id = Number(row.id)
      const doc: CardDoc = {
        id,
        company: String(row.company ?? ''),
        profiles: (profilesOf.get(id) ?? []) as CardDoc['profiles'],
        postcode: nullableText(row.postcode),
        city: nullableText(row.city),
        latitude: nullableNumber(row.latitude),
        longitude: nullableNumber(row.longitude),
        ratingCount: nullableNumber(row.ratingCount),
        ratingAverage: nullableNumber(row.ratingAverage),
        workCategories: resolve(categoriesOf.get(id), categoryById).map((c) => ({ id: Number(c.id), name: c.name })),
      }
      return [id, doc]
    }),
  )
}

/** Rows of a child table (`parent` the owner's id) as each owner's list of values, in the rows' order. */
function groupBy<T>(rows: ReadonlyArray<Record<string, unknown>>, value: (row: Record<string, unknown>) => T) {
  const lists = new Map<number, T[]>()
  for (const row of rows) {
    const parent = Number(row.parent)
    const list = lists.get(parent)
    if (list) list.push(value(row))
    else lists.set(parent, [value(row)])
  }
  return lists
}

const nullableText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

// PostgreSQL answers its numeric columns as text.
const nullableNumber = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value)
