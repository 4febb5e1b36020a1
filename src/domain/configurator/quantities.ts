import type { PackagingUnit, Product } from './catalogue'

/**
 * Quantities of a solution: net wall area, perimeters, and for each product the need, the packaging units to
 * order (rounded up) and the pallets. Lengths are in metres, areas in m².
 */

export const FACADE_SHAPES = ['RECTANGLE', 'SQUARE'] as const
export type FacadeShape = (typeof FACADE_SHAPES)[number]

export const OPENING_KINDS = ['WINDOW', 'DOOR'] as const
export type OpeningKind = (typeof OPENING_KINDS)[number]

export interface Opening {
  kind: OpeningKind
  width: number | null
  height: number | null
}

export interface Facade {
  shape: FacadeShape
  base: number | null
  /** Ignored for a SQUARE, whose height is its base. */
  height: number | null
  openings: Opening[]
}

export interface Measures {
  /** Net wall area: every facade's base × height minus its openings, each facade at least 0. */
  area: number
  /** Gross area, openings not deducted. */
  grossArea: number
  /** The openings' area, as deducted. */
  openingsArea: number
  /** Length of the facades' bases (starter profile). */
  baseLength: number
  /** Length of the openings' edges (corner and reveal profiles). */
  openingsPerimeter: number
  facadeCount: number
  openingCount: number
}

const size = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0)

/** A facade's height: its base for a square. */
export function facadeHeight(facade: Facade): number {
  return facade.shape === 'SQUARE' ? size(facade.base) : size(facade.height)
}

export function openingArea(opening: Opening): number {
  return size(opening.width) * size(opening.height)
}

/**
 * The edges of an opening that take a profile: all four for a window; a door stands on the ground, so its
 * threshold takes none.
 */
export function openingEdges(opening: Opening): number {
  const w = size(opening.width)
  const h = size(opening.height)
  if (w === 0 || h === 0) return 0
  return opening.kind === 'DOOR' ? w + 2 * h : 2 * (w + h)
}

/** Net area of one facade: base × height − openings, never below 0. */
export function facadeArea(facade: Facade): number {
  const gross = size(facade.base) * facadeHeight(facade)
  let openings = 0
  for (const o of facade.openings) openings += openingArea(o)
  return Math.max(0, gross - openings)
}

/** Areas and perimeters of a list of facades. */
export function measureFacades(facades: readonly Facade[]): Measures {
  let area = 0
  let grossArea = 0
  let openingsArea = 0
  let baseLength = 0
  let openingsPerimeter = 0
  let openingCount = 0
  for (const f of facades) {
    const gross = size(f.base) * facadeHeight(f)
    let holes = 0
    for (const o of f.openings) {
      holes += openingArea(o)
      openingsPerimeter += openingEdges(o)
      openingCount++
    }
    grossArea += gross
    openingsArea += Math.min(gross, holes)
    area += Math.max(0, gross - holes)
    baseLength += size(f.base)
  }
  return { area, grossArea, openingsArea, baseLength, openingsPerimeter, facadeCount: facades.length, openingCount }
}

export interface DocketLine {
  productId: string
  code: string
  name: string
  /**
   * Consumption × measure × (1 + waste), in the product's consumption unit; rounded up to a whole number for a
   * countable unit (pieces: nobody orders 182.7 anchors).
   */
  need: number
  consumptionUnit: Product['consumptionUnit']
  /** Whether the consumption is per m² of wall (SURFACE) or per metre of a perimeter (LINEAR). */
  kind: Product['kind']
  /** Per m² or per metre, in `consumptionUnit`, waste not included. */
  consumption: number
  wastePercent: number
  /** Packaging units to order: the need rounded up to whole units. */
  quantity: number
  unit: PackagingUnit
  contentPerPackage: number
  /** Pallets the order fills, part pallets counted whole; null when the product does not ship on pallets. */
  pallets: number | null
  /** Packaging units on a full pallet; null without pallets. */
  unitsPerPallet: number | null
  /** Full pallets and the units left over on a started one (0 when every pallet is full). */
  fullPallets: number | null
  looseUnits: number | null
  demoValues: boolean
}

/** Consumption units counted in whole items. */
export const COUNTABLE_UNITS: ReadonlySet<Product['consumptionUnit']> = new Set(['PIECE'])

// Floating-point dust (0.1 × 3 = 0.30000000000000004) must not order one unit too many.
const EPSILON = 1e-9

/** Whole packaging units that hold `need`. */
export function packagesFor(need: number, contentPerPackage: number): number {
  if (!(need > 0) || !(contentPerPackage > 0)) return 0
  return Math.ceil(need / contentPerPackage - EPSILON)
}

/** Pallets for a number of packaging units, a started pallet counted whole; null without a pallet size. */
export function palletsFor(units: number, unitsPerPallet: number | null): number | null {
  if (!unitsPerPallet || unitsPerPallet <= 0) return null
  if (units <= 0) return 0
  return Math.ceil(units / unitsPerPallet - EPSILON)
}

/** How an order of `units` fills pallets of `unitsPerPallet`: full pallets and the units on a started one. */
export function palletSplit(
  units: number,
  unitsPerPallet: number | null,
): { fullPallets: number; looseUnits: number } | null {
  if (!unitsPerPallet || unitsPerPallet <= 0) return null
  if (units <= 0) return { fullPallets: 0, looseUnits: 0 }
  const full = Math.floor(units / unitsPerPallet + 1e-9)
  return { fullPallets: full, looseUnits: Math.max(0, units - full * unitsPerPallet) }
}

/** What a product needs for the measures: its consumption over the area or its perimeter, plus waste. */
export function productNeed(product: Product, measures: Measures): number {
  const basis =
    product.kind === 'SURFACE'
      ? measures.area
      : product.linearBasis === 'OPENINGS'
        ? measures.openingsPerimeter
        : measures.baseLength
  const waste = 1 + Math.max(0, product.wastePercent) / 100
  return Math.max(0, product.consumption) * basis * waste
}

/**
 * One docket line per product, in the order first met; a product used in two layers (one mortar to glue and
 * to reinforce) adds both needs before rounding.
 */
export function docketFor(products: readonly Product[], measures: Measures): DocketLine[] {
  const needs = new Map<string, { product: Product; need: number }>()
  for (const product of products) {
    const entry = needs.get(product.id)
    if (entry) entry.need += productNeed(product, measures)
    else needs.set(product.id, { product, need: productNeed(product, measures) })
  }
  return [...needs.values()].map(({ product, need }) => {
    const quantity = packagesFor(need, product.contentPerPackage)
    const split = palletSplit(quantity, product.unitsPerPallet)
    return {
      productId: product.id,
      code: product.code,
      name: product.name,
      need: COUNTABLE_UNITS.has(product.consumptionUnit) && need > 0 ? Math.ceil(need - EPSILON) : need,
      consumptionUnit: product.consumptionUnit,
      kind: product.kind,
      consumption: product.consumption,
      wastePercent: product.wastePercent,
      quantity,
      unit: product.packagingUnit,
      contentPerPackage: product.contentPerPackage,
      pallets: palletsFor(quantity, product.unitsPerPallet),
      unitsPerPallet: product.unitsPerPallet && product.unitsPerPallet > 0 ? product.unitsPerPallet : null,
      fullPallets: split?.fullPallets ?? null,
      looseUnits: split?.looseUnits ?? null,
      demoValues: product.demoValues,
    }
  })
}
