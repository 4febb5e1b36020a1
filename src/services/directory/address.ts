import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

/** A Belgian address a user can pick while typing their street. */
export interface AddressSuggestion {
  label: string
  street: string
  postcode: string
  city: string
}

interface PhotonFeature {
  properties?: {
    name?: string
    street?: string
    housenumber?: string
    postcode?: string
    city?: string
    locality?: string
    district?: string
    countrycode?: string
    type?: string
  }
}

// Belgium's bounding box (west, south, east, north): the provider searches there, and we keep only BE results.
const BELGIUM_BBOX = '2.5,49.45,6.45,51.55'
const TIMEOUT_MS = 2500

export const addressSuggestionsEnabled = (): boolean => Boolean(env.ADDRESS_SUGGEST_URL)

/**
 * Addresses matching what the user typed, from the geocoder at ADDRESS_SUGGEST_URL (a Photon-compatible API,
 * GeoJSON answers); limited to Belgium. Without the setting, or when the provider fails, there are none and
 * the form keeps its plain fields.
 */
export async function suggestAddresses(query: string, locale: string): Promise<AddressSuggestion[]> {
  if (!env.ADDRESS_SUGGEST_URL) return []
  const url = new URL(env.ADDRESS_SUGGEST_URL)
  url.searchParams.set('q', query)
  url.searchParams.set('limit', '8')
  url.searchParams.set('lang', locale === 'nl' ? 'nl' : 'fr')
  url.searchParams.set('bbox', BELGIUM_BBOX)
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`address provider answered ${response.status}`)
    const body = (await response.json()) as { features?: PhotonFeature[] }
    const seen = new Set<string>()
    const out: AddressSuggestion[] = []
    for (const { properties: p } of body.features ?? []) {
      if (p?.countrycode?.toUpperCase() !== 'BE' || !p.postcode) continue
      const streetName = p.street ?? (p.type === 'street' ? p.name : undefined)
      const city = p.city ?? p.locality ?? p.district
      if (!streetName || !city) continue
      const street = p.housenumber ? `${streetName} ${p.housenumber}` : streetName
      const label = `${street}, ${p.postcode} ${city}`
      if (seen.has(label)) continue
      seen.add(label)
      out.push({ label, street, postcode: p.postcode, city })
    }
    return out
  } catch (error) {
    logger.warn({ err: error }, 'Address suggestions unavailable')
    return []
  }
}
