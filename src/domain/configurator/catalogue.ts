/**
 * The configurator's catalogue as plain data: the estimate questions and systems (shared with the quotation
 * wizard), the layers with their products, and the coatings with their colours. The page loads it once, so
 * every step change is computed in the browser without a round trip.
 */

/** The spec's packaging units (bundle is also spelt "boot"). */
export const PACKAGING_UNITS = [
  'METRE',
  'PIECE',
  'BUNDLE',
  'PALLET',
  'PANEL',
  'PACKET',
  'ROLL',
  'BAG',
  'BUCKET',
] as const
export type PackagingUnit = (typeof PACKAGING_UNITS)[number]

/** What a product's consumption is measured in (per m² of net wall, or per metre of perimeter). */
export const CONSUMPTION_UNITS = ['KG', 'L', 'M2', 'M', 'PIECE'] as const
export type ConsumptionUnit = (typeof CONSUMPTION_UNITS)[number]

/** A surface product is used per m² of net wall; a linear one per metre of a perimeter. */
export const PRODUCT_KINDS = ['SURFACE', 'LINEAR'] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]

/** The perimeter a linear product follows: each facade's base (starter profile) or around the openings. */
export const LINEAR_BASES = ['FACADE_BASE', 'OPENINGS'] as const
export type LinearBasis = (typeof LINEAR_BASES)[number]

export interface Product {
  id: string
  /** The manufacturer's reference code. */
  code: string
  name: string
  kind: ProductKind
  /** Only for linear products. */
  linearBasis: LinearBasis | null
  /** Per m² (surface) or per metre (linear), in `consumptionUnit`. */
  consumption: number
  consumptionUnit: ConsumptionUnit
  packagingUnit: PackagingUnit
  /** How much of `consumptionUnit` one packaging unit holds (25 kg a bag, 50 m² a roll, 2.5 m a bar…). */
  contentPerPackage: number
  /** Packaging units on a full pallet; null when the product does not ship on pallets. */
  unitsPerPallet: number | null
  /** Extra material for cuts and uneven walls, in percent. */
  wastePercent: number
  /** Values invented for the demonstration, to be replaced by the technical data sheet. */
  demoValues: boolean
}

export interface LayerProduct {
  product: string
  /** Products that always go with this one (the anchors of an insulation board…). */
  associates: string[]
}

export interface Layer {
  id: string
  name: string
  internalName: string
  description: string
  /** In the order staff gave; the configurator's first is the active one. */
  layerProducts: LayerProduct[]
}

export interface SystemLayer {
  id: string
  layer: string
  required: boolean
  /** The finish layer takes the colour chosen on the colour chart. */
  finish: boolean
  /** The lowest light reflectance (0 black – 100 white) this layer's colour may have; null for no limit. */
  minLightReflectance: number | null
}

export interface ImageRef {
  url: string
  alt: string
  width: number | null
  height: number | null
}

export interface EstimateAnswer {
  id: string
  question: string
  name: string
  weight: number
  images: ImageRef[]
}

export interface EstimateQuestion {
  id: string
  name: string
  weight: number
  answers: EstimateAnswer[]
}

export interface EstimateStep {
  id: string
  name: string
  weight: number
  instruction: string
}

export interface EstimateSystem {
  id: string
  name: string
  description: string
  images: ImageRef[]
  /** The answers that lead to this system. */
  estimateAnswers: string[]
  /** The work categories (types of work) this system is; a quotation for it starts with them ticked. */
  workCategories?: string[]
  systemLayers: SystemLayer[]
}

export interface ColorShade {
  code: string
  colorHex: string
  /** Light reflectance value (LRV), 0 black – 100 white. */
  lightIntensity: number
  /** Systems on which this shade is not offered. */
  noDisplayFor: string[]
}

export interface ColorRange {
  name: string
  code: string
  colorHex: string
  colorRgb: string
  colorShades: ColorShade[]
}

export interface ColorCategory {
  name: string
  colorPdfPath: string | null
  weight: number
  colorRanges: ColorRange[]
}

export interface Coating {
  id: string
  name: string
  categoryName: string
  categorySubtitle: string
  displaySyringeLogo: boolean
  /** The manufacturer's code; the finish product with the same code carries this coating. */
  code: string
  weight: number
  images: ImageRef[]
  colorCategories: ColorCategory[]
}

export interface Catalogue {
  questions: EstimateQuestion[]
  systems: EstimateSystem[]
  layers: Layer[]
  products: Product[]
  coatings: Coating[]
}

/** Index of a catalogue by id, built once per catalogue. */
export interface CatalogueIndex {
  catalogue: Catalogue
  system: Map<string, EstimateSystem>
  layer: Map<string, Layer>
  product: Map<string, Product>
  productByCode: Map<string, Product>
  coating: Map<string, Coating>
}

const indexes = new WeakMap<Catalogue, CatalogueIndex>()

/** Lookup maps over a catalogue, memoized per catalogue object. */
export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const cached = indexes.get(catalogue)
  if (cached) return cached
  const index: CatalogueIndex = {
    catalogue,
    system: new Map(catalogue.systems.map((s) => [s.id, s])),
    layer: new Map(catalogue.layers.map((l) => [l.id, l])),
    product: new Map(catalogue.products.map((p) => [p.id, p])),
    productByCode: new Map(catalogue.products.map((p) => [p.code, p])),
    coating: new Map(catalogue.coatings.map((c) => [c.id, c])),
  }
  indexes.set(catalogue, index)
  return index
}

/** Systems whose answers include every answer chosen so far (an unanswered question does not narrow). */
export function matchingSystems(catalogue: Catalogue, answers: Readonly<Record<string, string>>): EstimateSystem[] {
  const chosen = Object.values(answers).filter(Boolean)
  return catalogue.systems.filter((s) => chosen.every((a) => s.estimateAnswers.includes(a)))
}

/** Answers of a question that still lead to at least one system, given the other questions' answers. */
export function availableAnswers(
  catalogue: Catalogue,
  question: EstimateQuestion,
  answers: Readonly<Record<string, string>>,
): EstimateAnswer[] {
  const others = { ...answers }
  delete others[question.id]
  const systems = matchingSystems(catalogue, others)
  return question.answers.filter((a) => systems.some((s) => s.estimateAnswers.includes(a.id)))
}
