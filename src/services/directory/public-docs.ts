/**
 * The documents of one page of search results, loaded for their public view (public-view.ts) with as little work as
 * the view needs. Payload's populate at depth 1 read every image of every professional and every category and area,
 * each related document through its own read hooks: about two thirds of a search's time at 10,000 professionals
 * (docs/performance-query-plans.md). Here the professionals come without their relations, the categories' and areas'
 * names from the filters' lists (cached in Next, expired by the same hooks), and only the first image of each,
 * the only one a view shows. The search pages' cards read less again: no localized field, no image.
 */
import type { Locale } from '@/i18n/routing'
import type { Media } from '@/payload-types'
import { payloadClient } from '../core/payload'
import { findAreas, findWorkCategories } from './filter-options'
import { CARD_SELECT, type CardDoc, PUBLIC_POPULATE, PUBLIC_SELECT, type PublicDoc } from './public-view'

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

/** The card documents of these ids, by id: 1 statement (the categories' names are the filters' cached list). */
export async function loadCardDocs(ids: readonly number[], locale: Locale): Promise<Map<number, CardDoc>> {
  if (ids.length === 0) return new Map()
  const payload = await payloadClient()
  const [{ docs }, categories] = await Promise.all([
    payload.find({
      collection: 'professional-users',
      where: { id: { in: [...ids] } },
      locale,
      overrideAccess: true,
      select: CARD_SELECT,
      depth: 0,
      limit: ids.length,
      pagination: false,
    }),
    findWorkCategories(locale),
  ])
  const categoryById = byId(categories)
  return new Map(
    docs.map((doc) => [
      doc.id,
      {
        ...doc,
        workCategories: resolve(doc.workCategories, categoryById).map((c) => ({ id: Number(c.id), name: c.name })),
      },
    ]),
  )
}
