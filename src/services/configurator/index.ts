import { CONFIGURATOR_CATALOGUE_TAG } from '@/collections/Products'
import type {
  Catalogue,
  Coating,
  EstimateQuestion,
  EstimateStep,
  EstimateSystem,
  ImageRef,
  Layer,
  Product,
} from '@/domain/configurator'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import type {
  EstimateAnswer as AnswerDoc,
  Coating as CoatingDoc,
  Layer as LayerDoc,
  Media,
  Product as ProductDoc,
  EstimateSystem as SystemDoc,
} from '@/payload-types'
import { payloadClient } from '../core/payload'

/**
 * The configurator's catalogue (shared with the quotation wizard): estimate questions and systems, layers with
 * their products, coatings with their colours, read through the public identity and mapped onto the domain's
 * plain types. Cached per language and expired by every catalogue collection's hooks.
 */

type Rel<T> = number | string | T | null | undefined
const idOf = <T extends { id: number | string }>(value: Rel<T>): string | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? String(value.id) : String(value)
const ids = <T extends { id: number | string }>(values: Rel<T>[] | null | undefined): string[] =>
  (values ?? []).map(idOf).filter((v): v is string => v !== null)

function images(values: Rel<Media>[] | null | undefined): ImageRef[] {
  return (values ?? []).flatMap((m) =>
    m && typeof m === 'object' && m.url
      ? [{ url: m.url, alt: m.alt ?? '', width: m.width ?? null, height: m.height ?? null }]
      : [],
  )
}

function toProduct(doc: ProductDoc): Product {
  return {
    id: String(doc.id),
    code: doc.code,
    name: doc.name,
    kind: doc.kind,
    linearBasis: doc.kind === 'LINEAR' ? (doc.linearBasis ?? 'FACADE_BASE') : null,
    consumption: doc.consumption,
    consumptionUnit: doc.consumptionUnit,
    packagingUnit: doc.packagingUnit,
    contentPerPackage: doc.contentPerPackage,
    unitsPerPallet: doc.unitsPerPallet ?? null,
    wastePercent: doc.wastePercent ?? 0,
    demoValues: doc.demoValues ?? false,
  }
}

function toLayer(doc: LayerDoc): Layer {
  return {
    id: String(doc.id),
    name: doc.name,
    internalName: doc.internalName,
    description: doc.description ?? '',
    layerProducts: (doc.layerProducts ?? []).flatMap((lp) => {
      const product = idOf(lp.product)
      return product ? [{ product, associates: ids(lp.layerProductAssociates) }] : []
    }),
  }
}

function toSystem(doc: SystemDoc): EstimateSystem {
  return {
    id: String(doc.id),
    name: doc.name,
    description: doc.description ?? '',
    images: images(doc.images),
    estimateAnswers: ids(doc.estimateAnswers),
    workCategories: ids(doc.workCategories),
    systemLayers: (doc.systemLayers ?? []).flatMap((sl, i) => {
      const layer = idOf(sl.layer)
      return layer
        ? [
            {
              id: sl.id ?? `${doc.id}-${i}`,
              layer,
              required: sl.required ?? true,
              finish: sl.finish ?? false,
              minLightReflectance: sl.finish ? (sl.minLightReflectance ?? null) : null,
            },
          ]
        : []
    }),
  }
}

function toCoating(doc: CoatingDoc): Coating {
  return {
    id: String(doc.id),
    name: doc.name,
    categoryName: doc.categoryName ?? '',
    categorySubtitle: doc.categorySubtitle ?? '',
    displaySyringeLogo: doc.displaySyringeLogo ?? false,
    code: doc.code,
    weight: doc.weight ?? 0,
    images: images(doc.images),
    colorCategories: (doc.colorCategories ?? []).map((c) => ({
      name: c.name,
      colorPdfPath: c.colorPdfPath ?? null,
      weight: c.weight ?? 0,
      colorRanges: (c.colorRanges ?? []).map((r) => ({
        name: r.name,
        code: r.code,
        colorHex: r.colorHex ?? '#ffffff',
        colorRgb: r.colorRgb ?? '',
        colorShades: (r.colorShades ?? []).map((s) => ({
          code: s.code,
          colorHex: s.colorHex,
          lightIntensity: s.lightIntensity,
          noDisplayFor: ids(s.noDisplayFor),
        })),
      })),
    })),
  }
}

const byWeight = <T extends { weight: number; name: string }>(a: T, b: T) =>
  a.weight - b.weight || a.name.localeCompare(b.name)

async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const payload = await payloadClient()
  const common = { locale, fallbackLocale: 'fr' as const, overrideAccess: false, pagination: false as const }
  const [questions, answers, systems, layers, products, coatings] = await Promise.all([
    payload.find({ collection: 'estimate-questions', ...common, depth: 0, select: { name: true, weight: true } }),
    payload.find({ collection: 'estimate-answers', ...common, depth: 1 }),
    payload.find({ collection: 'estimate-systems', ...common, depth: 1 }),
    payload.find({ collection: 'layers', ...common, depth: 0 }),
    payload.find({ collection: 'products', ...common, depth: 0 }),
    payload.find({ collection: 'coatings', ...common, depth: 1 }),
  ])
  const answersOf = (questionId: string) =>
    answers.docs
      .filter((a: AnswerDoc) => idOf(a.question) === questionId)
      .map((a) => ({
        id: String(a.id),
        question: questionId,
        name: a.name,
        weight: a.weight ?? 0,
        images: images(a.images),
      }))
      .sort(byWeight)
  return {
    questions: questions.docs
      .map(
        (q): EstimateQuestion => ({
          id: String(q.id),
          name: q.name,
          weight: q.weight ?? 0,
          answers: answersOf(String(q.id)),
        }),
      )
      .sort(byWeight),
    systems: systems.docs.map(toSystem),
    layers: layers.docs.map(toLayer),
    products: products.docs.map(toProduct),
    coatings: coatings.docs.map(toCoating).sort(byWeight),
  }
}

/** The whole catalogue in one language; cached, expired by the catalogue collections' hooks. */
// The key names the catalogue's shape: a cache kept across a deploy must not answer an older one (v2: systems'
// workCategories).
export const findCatalogue = cached(loadCatalogue, 'configurator-catalogue-v2', [CONFIGURATOR_CATALOGUE_TAG])

async function loadSteps(locale: Locale): Promise<EstimateStep[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'estimate-steps',
    locale,
    fallbackLocale: 'fr',
    overrideAccess: false,
    pagination: false,
    depth: 0,
  })
  return docs
    .map((d) => ({ id: String(d.id), name: d.name, weight: d.weight ?? 0, instruction: d.instruction ?? '' }))
    .sort(byWeight)
}

/** The quotation wizard's steps in one language; cached like the catalogue. */
export const findEstimateSteps = cached(loadSteps, 'estimate-steps', [CONFIGURATOR_CATALOGUE_TAG])
