/**
 * The chart's shades as the visualiser names them: a shade reference resolved against the catalogue, the caption
 * printed under a downloaded picture, and the finishes a variant sends to a sample order.
 */
import type { Coating, ColorRange, ColorShade } from '@/domain/configurator'
import { finishKey, MAX_FINISHES, type SampleFinish } from '@/domain/samples'
import { type Picture, type ShadeRef, shadeAllowed, type Variant } from './editor'
import { type Zone, zoneLabel } from './geometry'

export interface ResolvedShade {
  ref: ShadeRef
  coating: Coating
  categoryName: string
  range: ColorRange
  shade: ColorShade
}

/** The catalogue's shade for a reference; null when the catalogue no longer has it. */
export function resolveShade(coatings: readonly Coating[], ref: ShadeRef): ResolvedShade | null {
  const coating = coatings.find((c) => c.id === ref.coating)
  for (const category of coating?.colorCategories ?? []) {
    const range = category.colorRanges.find((r) => r.code === ref.range)
    const shade = range?.colorShades.find((s) => s.code === ref.code)
    if (coating && range && shade) return { ref, coating, categoryName: category.name, range, shade }
  }
  return null
}

/** The reference of a shade of a range of a coating. */
export function shadeRef(coating: Coating, range: ColorRange, shade: ColorShade): ShadeRef {
  return { coating: coating.id, range: range.code, code: shade.code, lrv: shade.lightIntensity }
}

/**
 * A picture's shades as the chart has them now: each reference rebuilt from the catalogue (its light reflectance
 * is the chart's, not the one stored with the project), and dropped when the chart no longer has it or when its
 * zone is insulated and the shade is too dark for that.
 */
export function refreshShades(picture: Picture, coatings: readonly Coating[], insulationMin: number): Picture {
  const zones = new Map(picture.zones.map((z) => [z.id, z]))
  return {
    zones: picture.zones,
    variants: picture.variants.map((variant) => {
      const shades: Record<string, ShadeRef> = {}
      for (const [zoneId, ref] of Object.entries(variant.shades)) {
        const found = resolveShade(coatings, ref)
        const zone = zones.get(zoneId)
        if (!found || !zone) continue
        const fresh = shadeRef(found.coating, found.range, found.shade)
        if (shadeAllowed(zone, fresh, insulationMin)) shades[zoneId] = fresh
      }
      return { ...variant, shades }
    }),
  }
}

/** One line under the picture: the zone, then the shade's code, range and finish. */
export interface CaptionLine {
  zone: string
  code: string
  range: string
  finish: string
  colorHex: string
}

/** The caption of a variant: one line per zone that has a shade, in the zones' order. */
export function captionOf(variant: Variant, zones: readonly Zone[], coatings: readonly Coating[]): CaptionLine[] {
  return zones.flatMap((zone, index) => {
    const ref = variant.shades[zone.id]
    const shade = ref ? resolveShade(coatings, ref) : null
    if (!shade) return []
    return [
      {
        zone: zoneLabel(zone, index),
        code: shade.shade.code,
        range: shade.range.name,
        finish: shade.coating.name,
        colorHex: shade.shade.colorHex,
      },
    ]
  })
}

/** The different finishes of a variant, as a sample order takes them (at most three, the first zones first). */
export function variantFinishes(
  variant: Variant,
  zones: readonly Zone[],
  coatings: readonly Coating[],
): Array<SampleFinish & { colorHex: string }> {
  const seen = new Set<string>()
  const finishes: Array<SampleFinish & { colorHex: string }> = []
  for (const zone of zones) {
    const ref = variant.shades[zone.id]
    const shade = ref ? resolveShade(coatings, ref) : null
    if (!shade) continue
    const finish = {
      coatingName: shade.coating.name,
      colorCategoryName: shade.categoryName,
      name: shade.range.name,
      colorCode: shade.shade.code,
      lightIntensity: shade.shade.lightIntensity,
      colorHex: shade.shade.colorHex,
    }
    if (seen.has(finishKey(finish))) continue
    seen.add(finishKey(finish))
    finishes.push(finish)
  }
  return finishes.slice(0, MAX_FINISHES)
}

/** The query that opens the visualiser with a shade (from the chart or the configurator). */
export function shadeQuery(ref: Pick<ShadeRef, 'coating' | 'range' | 'code'>): Record<string, string> {
  return { coating: ref.coating, range: ref.range, colour: ref.code }
}

/** The shade a visitor came with, when the catalogue has it; null otherwise. */
export function shadeFromQuery(query: URLSearchParams, coatings: readonly Coating[]): ShadeRef | null {
  const [coating, range, code] = ['coating', 'range', 'colour'].map((k) => query.get(k)?.slice(0, 80) ?? '')
  if (!coating || !range || !code) return null
  const found = resolveShade(coatings, { coating, range, code, lrv: 0 })
  return found ? shadeRef(found.coating, found.range, found.shade) : null
}
