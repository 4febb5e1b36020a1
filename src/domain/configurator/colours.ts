import type {
  Catalogue,
  CatalogueIndex,
  Coating,
  ColorRange,
  ColorShade,
  EstimateSystem,
  SystemLayer,
} from './catalogue'
import { indexCatalogue } from './catalogue'

/** The system's finish layers: the ones that take the colour. */
export function finishLayers(system: EstimateSystem): SystemLayer[] {
  return system.systemLayers.filter((l) => l.finish)
}

/**
 * The lowest light reflectance a system accepts: the highest minimum of its finish layers (an insulation system
 * overheats under a dark colour), or null without a limit.
 */
export function minimumLightReflectance(system: EstimateSystem): number | null {
  const limits = finishLayers(system)
    .map((l) => l.minLightReflectance)
    .filter((v): v is number => typeof v === 'number')
  return limits.length ? Math.max(...limits) : null
}

/** Whether a shade may be offered on a system: light enough, and not excluded for that system. */
export function isShadeOffered(shade: ColorShade, system: EstimateSystem): boolean {
  if (shade.noDisplayFor.includes(system.id)) return false
  const min = minimumLightReflectance(system)
  return min === null || shade.lightIntensity >= min
}

/** The coatings a system can be finished with: those whose code is a product of one of its finish layers. */
export function coatingsForSystem(catalogue: Catalogue | CatalogueIndex, system: EstimateSystem): Coating[] {
  const index = 'catalogue' in catalogue ? catalogue : indexCatalogue(catalogue)
  const codes = new Set<string>()
  for (const systemLayer of finishLayers(system)) {
    const layer = index.layer.get(systemLayer.layer)
    for (const lp of layer?.layerProducts ?? []) {
      const product = index.product.get(lp.product)
      if (product) codes.add(product.code)
    }
  }
  return index.catalogue.coatings.filter((c) => codes.has(c.code)).sort((a, b) => a.weight - b.weight)
}

/** A range with only the shades offered on the system; null when none is left. */
export function offeredRange(range: ColorRange, system: EstimateSystem): ColorRange | null {
  const colorShades = range.colorShades.filter((s) => isShadeOffered(s, system))
  return colorShades.length ? { ...range, colorShades } : null
}

/** Every range of a coating that still has a shade to offer on the system, with its category's name. */
export function offeredRanges(coating: Coating, system: EstimateSystem): Array<ColorRange & { categoryName: string }> {
  return [...coating.colorCategories]
    .sort((a, b) => a.weight - b.weight)
    .flatMap((category) =>
      category.colorRanges.flatMap((range) => {
        const offered = offeredRange(range, system)
        return offered ? [{ ...offered, categoryName: category.name }] : []
      }),
    )
}

/** A readable ink for text on a swatch: dark on light colours, light on dark ones. */
export function inkOn(colorHex: string): 'dark' | 'light' {
  const hex = colorHex.replace('#', '')
  if (!/^[0-9a-f]{6}$/i.test(hex)) return 'dark'
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  const luminance = 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0)
  return luminance > 0.18 ? 'dark' : 'light'
}
