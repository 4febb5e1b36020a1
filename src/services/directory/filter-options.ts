/**
 * The choices the directory's filters offer: work categories and provinces in one language, cached and expired by
 * the catalogue's and the areas' hooks, and the province codes for names a client filters by. The search also
 * names its results' categories and areas from these lists.
 */
import { GEOGRAPHIC_AREAS_TAG } from '@/collections/GeographicAreas'
import { WORK_CATEGORIES_TAG } from '@/collections/WorkCategories'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import { payloadClient } from '../core/payload'

export interface WorkCategoryOption {
  id: string
  name: string
}

export interface RegionOption {
  id: string
  /** Stable code used in URLs (`?region=NAM`). */
  code: string
  name: string
}

async function loadWorkCategories(locale: Locale): Promise<WorkCategoryOption[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'work-categories',
    locale,
    depth: 0,
    pagination: false,
    select: { name: true, weight: true },
  })
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return docs
    .sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0) || collator.compare(a.name, b.name))
    .map((w) => ({ id: String(w.id), name: w.name }))
}

/** Every work category in one language, by weight then name; cached, expired by the catalogue's hooks. */
export const findWorkCategories = cached(loadWorkCategories, 'directory-work-categories', [WORK_CATEGORIES_TAG])

async function loadAreas(locale: Locale, onlyProvinces: boolean): Promise<RegionOption[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'geographic-areas',
    locale,
    depth: 0,
    pagination: false,
    ...(onlyProvinces ? { where: { type: { equals: 'PROVINCE' } } } : {}),
    select: { name: true, code: true, weight: true },
  })
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return docs
    .sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0) || collator.compare(a.name, b.name))
    .map((a) => ({ id: String(a.id), code: a.code, name: a.name }))
}

/** The provinces a search filters on, by weight then name; cached, expired by the areas' hooks. */
export const findRegions = cached((locale: Locale) => loadAreas(locale, true), 'directory-regions', [
  GEOGRAPHIC_AREAS_TAG,
])

/**
 * Every area, whatever its type, by weight then name: the names a professional's areas show in a result (the search
 * reads them here rather than having Payload populate them for each page); cached, expired by the areas' hooks.
 */
export const findAreas = cached((locale: Locale) => loadAreas(locale, false), 'directory-areas', [GEOGRAPHIC_AREAS_TAG])

/**
 * Codes of the areas named in either language (case and accents ignored), for clients that filter by name;
 * unknown names are left out.
 */
export async function regionCodesForNames(names: readonly string[]): Promise<string[]> {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLowerCase()
  const wanted = new Set(names.map(fold))
  const [fr, nl] = await Promise.all([findRegions('fr'), findRegions('nl')])
  return [...new Set([...fr, ...nl].filter((a) => wanted.has(fold(a.name))).map((a) => a.code))]
}
