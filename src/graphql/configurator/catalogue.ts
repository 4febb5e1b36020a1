import {
  CONSUMPTION_UNITS,
  type Coating,
  type ColorCategory,
  type ColorRange,
  type ColorShade,
  type EstimateAnswer,
  type EstimateQuestion,
  type EstimateStep,
  type EstimateSystem,
  type ImageRef,
  type Layer,
  LINEAR_BASES,
  PACKAGING_UNITS,
  PRODUCT_KINDS,
  type Product,
  type SystemLayer,
} from '@/domain/configurator'
import { findCatalogue, findEstimateSteps } from '@/services/configurator'
import { builder } from '../builder'
import { LOCALE_ARG, localeOf } from '../core/args'

/**
 * The configurator's and the quotation's catalogue (estimate questions, steps and systems, layers with their
 * products, coatings with their colours) and its queries; the locale argument every configurator query takes.
 */

export const PackagingUnitEnum = builder.enumType('PackagingUnit', { values: PACKAGING_UNITS })
export const ConsumptionUnitEnum = builder.enumType('ConsumptionUnit', { values: CONSUMPTION_UNITS })
const ProductKindEnum = builder.enumType('ProductKind', { values: PRODUCT_KINDS })
const LinearBasisEnum = builder.enumType('LinearBasis', { values: LINEAR_BASES })

const CatalogueImageRef = builder.objectRef<ImageRef>('CatalogueImage').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    alt: t.exposeString('alt'),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
  }),
})

const EstimateAnswerRef = builder.objectRef<EstimateAnswer>('EstimateAnswer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    weight: t.exposeFloat('weight'),
    name: t.exposeString('name'),
    images: t.expose('images', { type: [CatalogueImageRef] }),
  }),
})

const EstimateQuestionRef = builder.objectRef<EstimateQuestion>('EstimateQuestion').implement({
  description: 'A question narrowing the systems (application, support, criteria), with its answers by weight.',
  fields: (t) => ({
    id: t.exposeID('id'),
    weight: t.exposeFloat('weight'),
    name: t.exposeString('name'),
    answers: t.expose('answers', { type: [EstimateAnswerRef] }),
  }),
})

const EstimateStepRef = builder.objectRef<EstimateStep>('EstimateStep').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    weight: t.exposeFloat('weight'),
    name: t.exposeString('name'),
    instruction: t.exposeString('instruction'),
  }),
})

const ProductRef = builder.objectRef<Product>('Product').implement({
  description: 'A product the configurator orders, with the figures its quantities come from.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code', { description: 'The manufacturer’s reference code.' }),
    name: t.exposeString('name'),
    kind: t.expose('kind', { type: ProductKindEnum }),
    linearBasis: t.expose('linearBasis', { type: LinearBasisEnum, nullable: true }),
    consumption: t.exposeFloat('consumption', { description: 'Per m² (surface) or per metre (linear).' }),
    consumptionUnit: t.expose('consumptionUnit', { type: ConsumptionUnitEnum }),
    packagingUnit: t.expose('packagingUnit', { type: PackagingUnitEnum }),
    contentPerPackage: t.exposeFloat('contentPerPackage'),
    unitsPerPallet: t.exposeInt('unitsPerPallet', { nullable: true }),
    wastePercent: t.exposeFloat('wastePercent'),
    demoValues: t.exposeBoolean('demoValues', { description: 'Invented figures, not the data sheet’s.' }),
  }),
})

async function productsById(locale: 'fr' | 'nl') {
  const catalogue = await findCatalogue(locale)
  return new Map(catalogue.products.map((p) => [p.id, p]))
}

type LayerShape = Layer & { locale: 'fr' | 'nl' }
type LayerProductShape = Layer['layerProducts'][number] & { id: string; locale: 'fr' | 'nl' }

const LayerProductRef = builder.objectRef<LayerProductShape>('LayerProduct').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    product: t.field({
      type: ProductRef,
      nullable: true,
      resolve: async (lp) => (await productsById(lp.locale)).get(lp.product) ?? null,
    }),
    layerProductAssociates: t.field({
      type: [ProductRef],
      resolve: async (lp) => {
        const products = await productsById(lp.locale)
        return lp.associates.flatMap((id) => products.get(id) ?? [])
      },
    }),
  }),
})

const LayerRef = builder.objectRef<LayerShape>('Layer').implement({
  description: 'A layer of a system with the products it can be made of; the first is the default.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    internalName: t.exposeString('internalName'),
    description: t.exposeString('description'),
    layerProducts: t.field({
      type: [LayerProductRef],
      resolve: (l) => l.layerProducts.map((lp, i) => ({ ...lp, id: `${l.id}-${i}`, locale: l.locale })),
    }),
  }),
})

type SystemShape = EstimateSystem & { locale: 'fr' | 'nl' }
type SystemLayerShape = SystemLayer & { locale: 'fr' | 'nl' }

const SystemLayerRef = builder.objectRef<SystemLayerShape>('SystemLayer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    required: t.exposeBoolean('required'),
    finish: t.exposeBoolean('finish', { description: 'The layer that takes the colour.' }),
    minLightReflectance: t.exposeFloat('minLightReflectance', {
      nullable: true,
      description: 'Shades with a lower light reflectance are not offered on this system.',
    }),
    layer: t.field({
      type: LayerRef,
      nullable: true,
      resolve: async (sl) => {
        const layer = (await findCatalogue(sl.locale)).layers.find((l) => l.id === sl.layer)
        return layer ? { ...layer, locale: sl.locale } : null
      },
    }),
  }),
})

export const EstimateSystemRef = builder.objectRef<SystemShape>('EstimateSystem').implement({
  description: 'A system of layers the answers lead to.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    images: t.expose('images', { type: [CatalogueImageRef] }),
    estimateAnswers: t.field({
      type: [EstimateAnswerRef],
      resolve: async (s) => {
        const answers = (await findCatalogue(s.locale)).questions.flatMap((q) => q.answers)
        return answers.filter((a) => s.estimateAnswers.includes(a.id))
      },
    }),
    systemLayers: t.field({
      type: [SystemLayerRef],
      resolve: (s) => s.systemLayers.map((sl) => ({ ...sl, locale: s.locale })),
    }),
  }),
})

const ColorShadeRef = builder.objectRef<ColorShade>('ColorShade').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    colorHex: t.exposeString('colorHex'),
    lightIntensity: t.exposeFloat('lightIntensity', { description: 'Light reflectance value, 0 black – 100 white.' }),
    noDisplayFor: t.exposeIDList('noDisplayFor', { description: 'Systems on which the shade is not offered.' }),
  }),
})

const ColorRangeRef = builder.objectRef<ColorRange>('ColorRange').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    colorHex: t.exposeString('colorHex'),
    colorRgb: t.exposeString('colorRgb'),
    colorShades: t.expose('colorShades', { type: [ColorShadeRef] }),
  }),
})

const ColorCategoryRef = builder.objectRef<ColorCategory>('ColorCategory').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    colorPdfPath: t.exposeString('colorPdfPath', { nullable: true }),
    weight: t.exposeFloat('weight'),
    colorRanges: t.expose('colorRanges', { type: [ColorRangeRef] }),
  }),
})

const CoatingRef = builder.objectRef<Coating>('Coating').implement({
  description: 'A finish with its colour chart.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    categoryName: t.exposeString('categoryName'),
    categorySubtitle: t.exposeString('categorySubtitle'),
    displaySyringeLogo: t.exposeBoolean('displaySyringeLogo'),
    code: t.exposeString('code', { description: 'The manufacturer’s code; the finish product with this code.' }),
    weight: t.exposeFloat('weight'),
    images: t.expose('images', { type: [CatalogueImageRef] }),
    colorCategories: t.expose('colorCategories', { type: [ColorCategoryRef] }),
  }),
})

builder.queryFields((t) => ({
  estimateQuestions: t.field({
    description: 'Every estimate question by weight; an empty list when there is none.',
    type: [EstimateQuestionRef],
    args: { locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => (await findCatalogue(localeOf(args, ctx))).questions,
  }),
  estimateSteps: t.field({
    description: 'The quotation wizard’s steps by weight.',
    type: [EstimateStepRef],
    args: { locale: t.arg(LOCALE_ARG) },
    resolve: (_root, args, ctx) => findEstimateSteps(localeOf(args, ctx)),
  }),
  estimateSystems: t.field({
    description: 'Every estimate system; with answer ids, only the systems all of them lead to.',
    type: [EstimateSystemRef],
    args: { locale: t.arg(LOCALE_ARG), estimateAnswers: t.arg.idList() },
    resolve: async (_root, args, ctx) => {
      const locale = localeOf(args, ctx)
      const wanted = (args.estimateAnswers ?? []).map(String)
      return (await findCatalogue(locale)).systems
        .filter((s) => wanted.every((a) => s.estimateAnswers.includes(a)))
        .map((s) => ({ ...s, locale }))
    },
  }),
  estimateSystem: t.field({
    type: EstimateSystemRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }), locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => {
      const locale = localeOf(args, ctx)
      const system = (await findCatalogue(locale)).systems.find((s) => s.id === String(args.id))
      return system ? { ...system, locale } : null
    },
  }),
  layers: t.field({
    description: 'Every layer with its products.',
    type: [LayerRef],
    args: { locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => {
      const locale = localeOf(args, ctx)
      return (await findCatalogue(locale)).layers.map((l) => ({ ...l, locale }))
    },
  }),
  products: t.field({
    description: 'Every catalogue product, by name (a reference project names those it used).',
    type: [ProductRef],
    args: { locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => {
      const locale = localeOf(args, ctx)
      const collator = new Intl.Collator(locale, { sensitivity: 'base' })
      return [...(await findCatalogue(locale)).products].sort((a, b) => collator.compare(a.name, b.name))
    },
  }),
  coatings: t.field({
    description: 'Every coating with its colour categories, ranges and shades.',
    type: [CoatingRef],
    args: { locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => (await findCatalogue(localeOf(args, ctx))).coatings,
  }),
}))
