/**
 * Belgian postcodes and their localities, from the official list (bpost's, embedded in ./belgian-postcodes.json,
 * built from ./source by scripts/generate-postcodes.ts): cleaning what people type ("B-1000"), telling a code that
 * does not exist from one that is only missing from the list, checking a city against its postcode in French or
 * Dutch, and the city names to suggest in the reader's language. Pure functions over the index.
 */

/** One locality's names: `[French, Dutch]`, '' where it has none in that language. */
export type Locality = readonly [fr: string, nl: string]
/** Postcode (four digits) → its localities. */
export type PostcodeIndex = Readonly<Record<string, readonly Locality[]>>
export type PlaceLocale = 'fr' | 'nl'

/** The lowest and highest Belgian postcode: below 1000 nothing exists (0999 is not a postcode). */
export const POSTCODE_MIN = 1000
export const POSTCODE_MAX = 9999

/**
 * The four digits of a typed postcode: spaces anywhere, and a country prefix `B`, `BE` (with a dash, a space or
 * nothing after it) removed: "B-1000", "B 1000", " 1000 ", "BE-1000", "be1000" → "1000". Anything else is
 * returned trimmed, for the format rule to refuse.
 */
export function cleanPostcode(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim()
  const compact = trimmed.replace(/\s+/g, '')
  const match = compact.match(/^(?:BE?[-.]?)?(\d{4})$/i)
  return match?.[1] ?? trimmed
}

/**
 * What a postcode is: `format` (not four digits once cleaned), `unknown` (four digits no Belgian postcode can have),
 * `unlisted` (possible, but missing from the list, which dates from 2015: a warning, not a refusal) or `listed`.
 */
export type PostcodeKind = 'format' | 'unknown' | 'unlisted' | 'listed'

export function postcodeKind(value: string | null | undefined, index: PostcodeIndex): PostcodeKind {
  const code = cleanPostcode(value)
  if (!/^\d{4}$/.test(code)) return 'format'
  const n = Number(code)
  if (n < POSTCODE_MIN || n > POSTCODE_MAX) return 'unknown'
  return index[code] ? 'listed' : 'unlisted'
}

/** The localities of a postcode (none when it is not in the list). */
export function localitiesOf(value: string | null | undefined, index: PostcodeIndex): readonly Locality[] {
  return index[cleanPostcode(value)] ?? []
}

/** A locality's name in a language, or its only name when it has none there. */
export function localityName(locality: Locality, locale: PlaceLocale): string {
  const [fr, nl] = locality
  return (locale === 'nl' ? nl || fr : fr || nl) ?? ''
}

/** A place name reduced for comparison: no accents, case, punctuation or repeated spaces ("Liège" = "LIEGE"). */
export function normalizePlace(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

// The Brussels-Capital region's postcodes: "1050 Bruxelles" is how many write an Ixelles address, and bpost delivers it.
const BRUSSELS_NAMES = ['bruxelles', 'brussel']
const isBrusselsRegion = (code: string) => Number(code) >= 1000 && Number(code) <= 1299

/**
 * Whether a city fits a postcode: one of its localities in French or Dutch, accents and case aside. Geocoders write
 * bilingual names as "Bruxelles - Brussel": either half fits. In Brussels, "Bruxelles"/"Brussel" fits every code.
 */
export function cityMatchesPostcode(
  postcode: string | null | undefined,
  city: string | null | undefined,
  index: PostcodeIndex,
): boolean {
  const code = cleanPostcode(postcode)
  const names = new Set(localitiesOf(code, index).flatMap((l) => l.filter(Boolean).map(normalizePlace)))
  if (isBrusselsRegion(code)) for (const name of BRUSSELS_NAMES) names.add(name)
  const typed = normalizePlace(city ?? '')
  if (!typed) return false
  return names.has(typed) || (city ?? '').split(/\s+[-–/]\s+|\s*\/\s*/).some((part) => names.has(normalizePlace(part)))
}

/** The city names to offer for a postcode, in the reader's language where the list has it, without repeats. */
export function citySuggestions(
  postcode: string | null | undefined,
  locale: PlaceLocale,
  index: PostcodeIndex,
): string[] {
  return [...new Set(localitiesOf(postcode, index).map((l) => localityName(l, locale)))]
}

/**
 * The city a postcode should fill in by itself: the only locality's name in the reader's language, and only while
 * the city is empty or still holds a name that fit the previous postcode (so a typed city is never overwritten).
 */
export function cityToFill(
  postcode: string | null | undefined,
  currentCity: string | null | undefined,
  previousPostcode: string | null | undefined,
  locale: PlaceLocale,
  index: PostcodeIndex,
): string | null {
  const names = citySuggestions(postcode, locale, index)
  if (names.length !== 1) return null
  const current = (currentCity ?? '').trim()
  if (current && cityMatchesPostcode(postcode, current, index)) return null
  const replaceable =
    current === '' || (previousPostcode != null && cityMatchesPostcode(previousPostcode, current, index))
  return replaceable ? (names[0] ?? null) : null
}
