import type { Locale } from '@/i18n/routing'
import type { GeographicArea as GeographicAreaDoc } from '@/payload-types'
import { payloadClient } from '../core/payload'

export const GEOGRAPHIC_AREA_TYPES = ['PROVINCE'] as const satisfies readonly GeographicAreaDoc['type'][]
export type GeographicAreaType = (typeof GEOGRAPHIC_AREA_TYPES)[number]

export interface PostalCodesRange {
  from: number
  to: number
}
export interface GeographicArea {
  id: string
  name: string
  type: GeographicAreaType
  postalCodesRange: PostalCodesRange[]
}

async function findAreas(locale: Locale, type?: GeographicAreaType): Promise<GeographicArea[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'geographic-areas',
    locale,
    depth: 0,
    pagination: false,
    ...(type ? { where: { type: { equals: type } } } : {}),
  })
  // Sorted here rather than by the database so that names compare the way the language expects.
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return docs
    .sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0) || collator.compare(a.name, b.name))
    .map((area) => ({
      id: String(area.id),
      name: area.name,
      type: area.type,
      postalCodesRange: (area.postalCodesRange ?? []).map(({ from, to }) => ({ from, to })),
    }))
}

/** Areas of one type (provinces by default) in one language, by weight then name. */
export function findGeographicAreas(locale: Locale, type: GeographicAreaType = 'PROVINCE'): Promise<GeographicArea[]> {
  return findAreas(locale, type)
}

/** Every area a professional can select as the coverage of their business, in one language. */
export function findGeographicalCoverage(locale: Locale): Promise<GeographicArea[]> {
  return findAreas(locale)
}
