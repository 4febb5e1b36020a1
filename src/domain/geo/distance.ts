/**
 * Positions and distances: a point on the map, rounded to about a kilometre, the great-circle distance between two,
 * and a list ordered nearest first (the directory's "near me").
 */

export interface GeoPoint {
  latitude: number
  longitude: number
}

/** Rounds a coordinate to 2 decimals (about 1 km): enough to order by distance, and kinder to caches and privacy. */
export const roundCoordinate = (value: number): number => Math.round(value * 100) / 100 + 0

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in km between two positions (haversine). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface Locatable {
  latitude?: number | null
  longitude?: number | null
}

/** A position, when both coordinates are numbers. */
export function pointOf(item: Locatable): GeoPoint | null {
  return typeof item.latitude === 'number' && typeof item.longitude === 'number'
    ? { latitude: item.latitude, longitude: item.longitude }
    : null
}

/**
 * Items nearest first, each with its distance; items without a position come last. Equal distances keep the
 * order of `tieBreak` (the name, usually), so a page never shuffles.
 */
export function orderByDistance<T extends Locatable>(
  items: readonly T[],
  from: GeoPoint,
  tieBreak: (a: T, b: T) => number = () => 0,
): Array<T & { distanceKm: number | null }> {
  return items
    .map((item) => {
      const at = pointOf(item)
      return { ...item, distanceKm: at ? haversineKm(from, at) : null }
    })
    .sort((a, b) => {
      if (a.distanceKm === null || b.distanceKm === null) {
        if (a.distanceKm === b.distanceKm) return tieBreak(a, b)
        return a.distanceKm === null ? 1 : -1
      }
      return a.distanceKm - b.distanceKm || tieBreak(a, b)
    })
}

/** A distance as people say it: one decimal under 10 km, whole kilometres above. */
export function roundDistanceKm(km: number): number {
  return km < 10 ? Math.round(km * 10) / 10 : Math.round(km)
}
