/**
 * The colour and finish chart's rules: which shades may go on an insulated facade, the swatch's true colour and
 * readable ink, the filters, and the visitor's choice (finish type, range, colour) as it travels in the query
 * string. Pure, so the page, the client and the tests share them.
 */
import type { Coating, ColorCategory, ColorRange, ColorShade, EstimateSystem } from './configurator'
import { minimumLightReflectance } from './configurator'

// ——— Insulated systems ———

/**
 * The industry's lowest light reflectance (LRV, 0 black – 100 white) for a finish on an external insulation
 * system: a darker facade overheats in the sun. Used when no system of the catalogue sets its own minimum.
 */
export const DEFAULT_INSULATION_MIN_LRV = 20

/**
 * The light reflectance below which a shade suits no insulated system of the catalogue: the lowest of the
 * systems' own minimums (a system has one when its finish layer sets it), else the industry's 20.
 */
export function insulationMinimum(systems: readonly EstimateSystem[]): number {
  const limits = systems.map(minimumLightReflectance).filter((v): v is number => v !== null)
  return limits.length ? Math.min(...limits) : DEFAULT_INSULATION_MIN_LRV
}

/** The rule: a shade goes on an insulated system only when its light reflectance reaches the minimum. */
export function suitsInsulatedSystems(lightIntensity: number, minimum: number = DEFAULT_INSULATION_MIN_LRV): boolean {
  return Number.isFinite(lightIntensity) && lightIntensity >= minimum
}

// ——— True colours and readable ink ———

const HEX = /^#?([0-9a-f]{6})$/i
const SHORT_HEX = /^#?([0-9a-f]{3})$/i

/**
 * The swatch's colour as #rrggbb, from its hex code, else from its "r, g, b" triplet (with or without
 * "rgb( )"); null when neither is a colour.
 */
export function swatchColour(colorHex?: string | null, colorRgb?: string | null): string | null {
  const hex = colorHex?.trim() ?? ''
  const long = HEX.exec(hex)
  if (long?.[1]) return `#${long[1].toLowerCase()}`
  const short = SHORT_HEX.exec(hex)
  if (short?.[1]) return `#${[...short[1].toLowerCase()].map((c) => c + c).join('')}`
  const parts = (colorRgb ?? '')
    .replace(/^\s*rgba?\(|\)\s*$/gi, '')
    .split(/[\s,/]+/)
    .filter(Boolean)
  if (parts.length !== 3) return null
  const channels = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN))
  if (channels.some((c) => !(c >= 0 && c <= 255))) return null
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

function channels(hex: string): [number, number, number] {
  const value = swatchColour(hex) ?? '#ffffff'
  return [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255) as [number, number, number]
}

/** WCAG relative luminance of a colour (0 black – 1 white). */
export function relativeLuminance(hex: string): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  const [r, g, b] = channels(hex).map(lin) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio between two colours (1 – 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The ink for text on a swatch: black or white, whichever contrasts more. One of them always reaches 4.5:1
 * (WCAG AA for normal text), whatever the background.
 */
export function inkFor(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff'
}

// ——— Filters ———

/** Light reflectance bands, lightest first: [min, max) except the top one, which includes 100. */
export const REFLECTANCE_BANDS = [
  { id: 'veryLight', min: 60, max: 100 },
  { id: 'light', min: 40, max: 60 },
  { id: 'medium', min: 20, max: 40 },
  { id: 'dark', min: 0, max: 20 },
] as const
export type ReflectanceBand = (typeof REFLECTANCE_BANDS)[number]['id']

export function reflectanceBand(lightIntensity: number): ReflectanceBand {
  for (const band of REFLECTANCE_BANDS) if (lightIntensity >= band.min) return band.id
  return 'dark'
}

/** Hue families in the order of the colour wheel, greys and whites first. */
export const HUE_FAMILIES = ['neutral', 'red', 'orange', 'yellow', 'green', 'blue', 'violet'] as const
export type HueFamily = (typeof HUE_FAMILIES)[number]

/** Below this chroma (0 – 1) a colour reads as a white, grey or black rather than as a hue. */
const NEUTRAL_CHROMA = 0.14

/** The family of a colour: neutral when it is nearly grey, else by its hue on the colour wheel. */
export function hueFamily(hex: string): HueFamily {
  const [r, g, b] = channels(hex)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const chroma = max - min
  if (chroma < NEUTRAL_CHROMA) return 'neutral'
  let hue: number
  if (max === r) hue = ((g - b) / chroma) % 6
  else if (max === g) hue = (b - r) / chroma + 2
  else hue = (r - g) / chroma + 4
  const degrees = (hue * 60 + 360) % 360
  if (degrees < 15 || degrees >= 345) return 'red'
  if (degrees < 45) return 'orange'
  if (degrees < 70) return 'yellow'
  if (degrees < 170) return 'green'
  if (degrees < 260) return 'blue'
  return 'violet'
}

export interface ShadeFilters {
  band: ReflectanceBand | null
  hue: HueFamily | null
  /** Only the shades an insulated system accepts. */
  insulation: boolean
}

export const NO_FILTERS: ShadeFilters = { band: null, hue: null, insulation: false }

export const hasFilters = (f: ShadeFilters): boolean => f.band !== null || f.hue !== null || f.insulation

/** The shades that pass every filter, in their order. */
export function filterShades<S extends Pick<ColorShade, 'colorHex' | 'lightIntensity'>>(
  shades: readonly S[],
  filters: ShadeFilters,
  insulationMin: number,
): S[] {
  return shades.filter(
    (s) =>
      (filters.band === null || reflectanceBand(s.lightIntensity) === filters.band) &&
      (filters.hue === null || hueFamily(s.colorHex) === filters.hue) &&
      (!filters.insulation || suitsInsulatedSystems(s.lightIntensity, insulationMin)),
  )
}

// ——— Ranges and links ———

export interface RangeEntry {
  category: ColorCategory
  range: ColorRange
}

/** A coating's ranges with their category, categories by weight, ranges in the order staff gave. */
export function rangesOf(coating: Coating): RangeEntry[] {
  return [...coating.colorCategories]
    .sort((a, b) => a.weight - b.weight)
    .flatMap((category) => category.colorRanges.map((range) => ({ category, range })))
}

/** A PDF link staff typed, when it is one a browser may follow (http(s) or a path of this site). */
export function pdfHref(path: string | null | undefined): string | null {
  const value = path?.trim() ?? ''
  if (/^https?:\/\/\S+$/i.test(value)) return value
  if (/^\/(?!\/)\S*$/.test(value)) return value
  return null
}

// ——— The choice in the query string ———

/** What the visitor has chosen so far: a coating's code, a range's code, a shade's code. */
export interface ChartChoice {
  finish: string | null
  range: string | null
  colour: string | null
}

export const EMPTY_CHOICE: ChartChoice = { finish: null, range: null, colour: null }

export const CHOICE_PARAMS = ['finish', 'range', 'colour'] as const

export type QueryInput = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>

function first(input: QueryInput, key: string): string | null {
  const value = input instanceof URLSearchParams ? input.get(key) : input[key]
  const one = Array.isArray(value) ? value[0] : value
  return typeof one === 'string' && one.trim() !== '' ? one.trim() : null
}

/** The chosen things themselves, once found in the chart. */
export interface ResolvedChoice {
  coating: Coating | null
  entry: RangeEntry | null
  shade: ColorShade | null
}

/** Finds a choice in the coatings; each part needs the one before it. */
export function resolveChoice(choice: ChartChoice, coatings: readonly Coating[]): ResolvedChoice {
  const coating = choice.finish ? (coatings.find((c) => c.code === choice.finish) ?? null) : null
  const entry = coating && choice.range ? (rangesOf(coating).find((e) => e.range.code === choice.range) ?? null) : null
  const shade = entry && choice.colour ? (entry.range.colorShades.find((s) => s.code === choice.colour) ?? null) : null
  return { coating, entry, shade }
}

/**
 * The choice a query string names, kept only as far as it exists in the chart: an unknown finish drops
 * everything, an unknown range drops the range and the colour, an unknown colour drops the colour.
 */
export function parseChoice(input: QueryInput, coatings: readonly Coating[]): ChartChoice {
  const wanted: ChartChoice = {
    finish: first(input, 'finish'),
    range: first(input, 'range'),
    colour: first(input, 'colour'),
  }
  const { coating, entry, shade } = resolveChoice(wanted, coatings)
  return { finish: coating?.code ?? null, range: entry?.range.code ?? null, colour: shade?.code ?? null }
}

/** The query parameters of a choice, in step order; a part is written only when the ones before it are. */
export function choiceQuery(choice: ChartChoice): Record<string, string> {
  const query: Record<string, string> = {}
  if (!choice.finish) return query
  query.finish = choice.finish
  if (!choice.range) return query
  query.range = choice.range
  if (choice.colour) query.colour = choice.colour
  return query
}

/** The query string of a choice, with its "?" (an empty string for no choice). */
export function serializeChoice(choice: ChartChoice): string {
  const search = new URLSearchParams(choiceQuery(choice)).toString()
  return search ? `?${search}` : ''
}

export type ChartStep = 'finish' | 'range' | 'colour'
export const CHART_STEPS: readonly ChartStep[] = ['finish', 'range', 'colour']

/** The step a choice shows: the first one still to choose; the colour step stays once a range is chosen. */
export function stepOf(choice: ChartChoice): ChartStep {
  if (!choice.finish) return 'finish'
  if (!choice.range) return 'range'
  return 'colour'
}

/** The choice cut back to a step: going back to a step forgets that step's choice and those after it. */
export function choiceUpTo(choice: ChartChoice, step: ChartStep): ChartChoice {
  if (step === 'finish') return EMPTY_CHOICE
  if (step === 'range') return { finish: choice.finish, range: null, colour: null }
  return { ...choice, colour: null }
}
