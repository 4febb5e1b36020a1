import {
  CONSUMPTION_UNITS,
  type Coating,
  type ColorCategory,
  type ColorRange,
  type ColorShade,
  type DocketLine,
  type EstimateAnswer,
  type EstimateQuestion,
  type EstimateStep,
  type EstimateSystem,
  FACADE_SHAPES,
  type ImageRef,
  type Layer,
  LINEAR_BASES,
  type Measures,
  OPENING_KINDS,
  PACKAGING_UNITS,
  PRODUCT_KINDS,
  type Product,
  type Sample,
  type SystemLayer,
} from '@/domain/configurator'
import { findCatalogue, findEstimateSteps } from '@/services/configurator'
import { emailProject } from '@/services/configurator/documents'
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  type ProjectPage,
  type ProjectView,
  projectDocuments,
  type SolutionView,
  updateProject,
} from '@/services/configurator/projects'
import { builder, type GraphQLContext, LocaleEnum } from '../builder'
import { NOT_A_DOCUMENT_ID } from '../core/ids'
import { PaginationInfoRef } from '../core/pagination'

/**
 * The configurator's and the quotation's catalogue (estimate questions, steps and systems, layers with their
 * products, coatings with their colours) and the professionals' saved projects, each visible to its owner only.
 */

const localeOf = (args: { locale?: 'fr' | 'nl' | null }, ctx: GraphQLContext) => args.locale ?? ctx.locale
const LOCALE_ARG = 'Takes precedence over the x-locale and Accept-Language headers.'

const PackagingUnitEnum = builder.enumType('PackagingUnit', { values: PACKAGING_UNITS })
const ConsumptionUnitEnum = builder.enumType('ConsumptionUnit', { values: CONSUMPTION_UNITS })
const ProductKindEnum = builder.enumType('ProductKind', { values: PRODUCT_KINDS })
const LinearBasisEnum = builder.enumType('LinearBasis', { values: LINEAR_BASES })
const FacadeShapeEnum = builder.enumType('FacadeShape', { values: FACADE_SHAPES })
const OpeningKindEnum = builder.enumType('OpeningKind', { values: OPENING_KINDS })
const DimensionTypeEnum = builder.enumType('DimensionType', { values: ['BASE', 'HEIGHT', 'WIDTH'] as const })

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

const EstimateSystemRef = builder.objectRef<SystemShape>('EstimateSystem').implement({
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
    args: { locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }) },
    resolve: async (_root, args, ctx) => (await findCatalogue(localeOf(args, ctx))).questions,
  }),
  estimateSteps: t.field({
    description: 'The quotation wizard’s steps by weight.',
    type: [EstimateStepRef],
    args: { locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }) },
    resolve: (_root, args, ctx) => findEstimateSteps(localeOf(args, ctx)),
  }),
  estimateSystems: t.field({
    description: 'Every estimate system; with answer ids, only the systems all of them lead to.',
    type: [EstimateSystemRef],
    args: { locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }), estimateAnswers: t.arg.idList() },
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
    args: { id: t.arg.id({ required: true }), locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }) },
    resolve: async (_root, args, ctx) => {
      const locale = localeOf(args, ctx)
      const system = (await findCatalogue(locale)).systems.find((s) => s.id === String(args.id))
      return system ? { ...system, locale } : null
    },
  }),
  layers: t.field({
    description: 'Every layer with its products.',
    type: [LayerRef],
    args: { locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }) },
    resolve: async (_root, args, ctx) => {
      const locale = localeOf(args, ctx)
      return (await findCatalogue(locale)).layers.map((l) => ({ ...l, locale }))
    },
  }),
  products: t.field({
    description: 'Every catalogue product, by name (a reference project names those it used).',
    type: [ProductRef],
    args: { locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }) },
    resolve: async (_root, args, ctx) => {
      const locale = localeOf(args, ctx)
      const collator = new Intl.Collator(locale, { sensitivity: 'base' })
      return [...(await findCatalogue(locale)).products].sort((a, b) => collator.compare(a.name, b.name))
    },
  }),
  coatings: t.field({
    description: 'Every coating with its colour categories, ranges and shades.',
    type: [CoatingRef],
    args: { locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }) },
    resolve: async (_root, args, ctx) => (await findCatalogue(localeOf(args, ctx))).coatings,
  }),
}))

// ——— Projects ———

const ContactRef = builder.objectRef<ProjectView['contact']>('ProjectContact').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    streetLine: t.exposeString('streetLine'),
    postalCode: t.exposeString('postalCode'),
    locality: t.exposeString('locality'),
  }),
})

const SampleRef = builder.objectRef<Sample>('Sample').implement({
  description: 'The colour chosen for a solution.',
  fields: (t) => ({
    id: t.string({ resolve: (s) => `${s.coating}:${s.colorCode}` }),
    name: t.exposeString('name'),
    coatingName: t.exposeString('coatingName'),
    colorCategoryName: t.exposeString('colorCategoryName'),
    colorCode: t.exposeString('colorCode'),
    lightIntensity: t.exposeFloat('lightIntensity'),
    colorHex: t.exposeString('colorHex'),
    coating: t.exposeID('coating'),
    rangeCode: t.exposeString('rangeCode'),
  }),
})

type DimensionShape = { type: 'BASE' | 'HEIGHT' | 'WIDTH'; value: number }
const DimensionRef = builder.objectRef<DimensionShape>('Dimension').implement({
  description: 'One measure of a facade (BASE, HEIGHT) or an opening (WIDTH, HEIGHT), in metres.',
  fields: (t) => ({ type: t.expose('type', { type: DimensionTypeEnum }), value: t.exposeFloat('value') }),
})

type FacadeShape = SolutionView['facades'][number]
const OpeningFacadeRef = builder.objectRef<FacadeShape['openingFacades'][number]>('OpeningFacade').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    facade: t.exposeID('facade'),
    kind: t.expose('kind', { type: OpeningKindEnum }),
    perimeter: t.field({ type: [DimensionRef], resolve: (o) => o.perimeter }),
  }),
})

const FacadeRef = builder.objectRef<FacadeShape>('Facade').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    shape: t.expose('shape', { type: FacadeShapeEnum }),
    perimeter: t.field({ type: [DimensionRef], description: 'A SQUARE has BASE only.', resolve: (f) => f.perimeter }),
    openingFacades: t.expose('openingFacades', { type: [OpeningFacadeRef] }),
  }),
})

const PreferenceRef = builder.objectRef<SolutionView['preferences'][number]>('Preference').implement({
  description: 'The product chosen for a layer of the system; null for an optional layer left out.',
  fields: (t) => ({ systemLayer: t.exposeID('systemLayer'), product: t.exposeID('product', { nullable: true }) }),
})

const DocketLineRef = builder.objectRef<DocketLine>('DocketLine').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    need: t.exposeFloat('need', { description: 'What the surface or perimeter needs, waste included.' }),
    consumptionUnit: t.expose('consumptionUnit', { type: ConsumptionUnitEnum }),
    quantity: t.exposeInt('quantity', { description: 'Packaging units to order.' }),
    unit: t.expose('unit', { type: PackagingUnitEnum }),
    contentPerPackage: t.exposeFloat('contentPerPackage'),
    pallets: t.exposeInt('pallets', { nullable: true }),
    demoValues: t.exposeBoolean('demoValues'),
  }),
})

const DocketRef = builder.objectRef<{ measures: Measures; lines: DocketLine[] }>('Docket').implement({
  description: 'What a solution orders, from its facades and today’s catalogue.',
  fields: (t) => ({
    area: t.float({ description: 'Net wall area in m².', resolve: (d) => d.measures.area }),
    grossArea: t.float({ resolve: (d) => d.measures.grossArea }),
    openingsArea: t.float({ resolve: (d) => d.measures.openingsArea }),
    baseLength: t.float({ resolve: (d) => d.measures.baseLength }),
    openingsPerimeter: t.float({ resolve: (d) => d.measures.openingsPerimeter }),
    lines: t.expose('lines', { type: [DocketLineRef] }),
  }),
})

type SolutionShape = SolutionView & { locale: 'fr' | 'nl' }
const SolutionRef = builder.objectRef<SolutionShape>('Solution').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    estimateSystem: t.field({
      type: EstimateSystemRef,
      nullable: true,
      resolve: (s) => (s.estimateSystem ? { ...s.estimateSystem, locale: s.locale } : null),
    }),
    answers: t.exposeIDList('answers'),
    sample: t.expose('sample', { type: SampleRef, nullable: true }),
    facades: t.expose('facades', { type: [FacadeRef] }),
    preferences: t.expose('preferences', { type: [PreferenceRef] }),
    docket: t.field({ type: DocketRef, resolve: (s) => ({ measures: s.measures, lines: s.docket }) }),
  }),
})

type ProjectShape = ProjectView & { locale: 'fr' | 'nl' }
const ProjectRef = builder.objectRef<ProjectShape>('Project').implement({
  description: 'A saved configurator project; only its owner sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    downloadUrl: t.exposeString('downloadUrl', {
      nullable: true,
      description: 'Set by downloadDocumentsProject: a link to the PDF that works for an hour.',
    }),
    contact: t.expose('contact', { type: ContactRef }),
    solutions: t.field({ type: [SolutionRef], resolve: (p) => p.solutions.map((s) => ({ ...s, locale: p.locale })) }),
  }),
})

const ProjectCollectionRef = builder
  .objectRef<{ items: ProjectShape[]; paginationInfo: ProjectPage['paginationInfo'] }>('ProjectCollection')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [ProjectRef] }),
      paginationInfo: t.expose('paginationInfo', { type: PaginationInfoRef }),
    }),
  })

const ProjectPayloadRef = builder.objectRef<{ project: ProjectShape }>('ProjectPayload').implement({
  fields: (t) => ({ project: t.field({ type: ProjectRef, resolve: (p) => p.project }) }),
})

const DeletedProjectRef = builder.objectRef<{ id: string }>('DeletedProject').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
})
const DeleteProjectPayloadRef = builder.objectRef<{ project: { id: string } }>('DeleteProjectPayload').implement({
  fields: (t) => ({ project: t.field({ type: DeletedProjectRef, resolve: (p) => p.project }) }),
})

const EmailProjectPayloadRef = builder
  .objectRef<{ id: string; email: string }>('EmailProjectPayload')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), email: t.exposeString('email') }) })

// Inputs accept nulls: the domain's schema decides, so a client gets catalogue codes per field.
const DimensionInput = builder.inputType('DimensionInput', {
  fields: (t) => ({ type: t.field({ type: DimensionTypeEnum }), value: t.float() }),
})
const OpeningFacadeInput = builder.inputType('OpeningFacadeInput', {
  fields: (t) => ({ kind: t.field({ type: OpeningKindEnum }), perimeter: t.field({ type: [DimensionInput] }) }),
})
const FacadeInput = builder.inputType('FacadeInput', {
  fields: (t) => ({
    shape: t.field({ type: FacadeShapeEnum }),
    perimeter: t.field({ type: [DimensionInput] }),
    openingFacades: t.field({ type: [OpeningFacadeInput] }),
  }),
})
const SampleInput = builder.inputType('SampleInput', {
  fields: (t) => ({
    name: t.string(),
    coatingName: t.string(),
    colorCategoryName: t.string(),
    colorCode: t.string(),
    lightIntensity: t.float(),
    colorHex: t.string(),
    coating: t.id(),
    rangeCode: t.string(),
  }),
})
const PreferenceInput = builder.inputType('PreferenceInput', {
  // A system layer is a row of its system, not a document.
  fields: (t) => ({ systemLayer: t.id({ extensions: NOT_A_DOCUMENT_ID }), product: t.id() }),
})
const SolutionInput = builder.inputType('SolutionInput', {
  fields: (t) => ({
    id: t.id({ extensions: NOT_A_DOCUMENT_ID }),
    estimateSystem: t.id({ description: 'The system’s id.' }),
    answers: t.idList(),
    sample: t.field({ type: SampleInput }),
    facades: t.field({ type: [FacadeInput] }),
    preferences: t.field({ type: [PreferenceInput] }),
  }),
})
const ContactInput = builder.inputType('ProjectContactInput', {
  fields: (t) => ({ streetLine: t.string(), postalCode: t.string(), locality: t.string() }),
})
const projectFields = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  name: t.string(),
  contacts: t.field({ type: [ContactInput], description: 'A list holding the site’s contact address.' }),
  solutions: t.field({ type: [SolutionInput] }),
})
const CreateProjectInput = builder.inputType('CreateProjectInput', { fields: (t) => projectFields(t) })
const UpdateProjectInput = builder.inputType('UpdateProjectInput', {
  fields: (t) => ({ id: t.id({ required: true }), ...projectFields(t) }),
})
const ProjectIdInput = builder.inputType('ProjectIdInput', {
  fields: (t) => ({ id: t.id({ required: true }), locale: t.field({ type: LocaleEnum }) }),
})
const EmailProjectInput = builder.inputType('EmailProjectInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    email: t.string(),
    locale: t.field({ type: LocaleEnum }),
  }),
})

const withLocale = (project: ProjectView, locale: 'fr' | 'nl'): ProjectShape => ({ ...project, locale })
/** Drops GraphQL's undefined fields, so the schema sees what the client sent. */
const plain = (input: unknown): unknown => JSON.parse(JSON.stringify(input ?? {}))

builder.queryFields((t) => ({
  project: t.field({
    description: 'One of the signed-in professional’s projects; NOT_FOUND for anyone else’s.',
    type: ProjectRef,
    args: { id: t.arg.id({ required: true }), locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }) },
    resolve: async (_root, args, ctx) => {
      const locale = localeOf(args, ctx)
      return withLocale(await getProject(ctx.payload, ctx.user, String(args.id), locale), locale)
    },
  }),
  projects: t.field({
    description: 'The signed-in professional’s projects, most recently changed first.',
    type: ProjectCollectionRef,
    args: {
      page: t.arg.int({ defaultValue: 1 }),
      itemsPerPage: t.arg.int({ defaultValue: 10, description: 'At most 50.' }),
      locale: t.arg({ type: LocaleEnum, description: LOCALE_ARG }),
    },
    resolve: async (_root, args, ctx) => {
      const locale = localeOf(args, ctx)
      const page = await listProjects(ctx.payload, ctx.user, args.page ?? 1, locale, args.itemsPerPage ?? 10)
      return { ...page, items: page.items.map((p) => withLocale(p, locale)) }
    },
  }),
}))

builder.mutationFields((t) => ({
  createProject: t.field({
    description: 'Saves a new project for the signed-in professional.',
    type: ProjectPayloadRef,
    args: { input: t.arg({ type: CreateProjectInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      project: withLocale(await createProject(ctx.payload, ctx.user, plain(input), ctx.locale), ctx.locale),
    }),
  }),
  updateProject: t.field({
    description: 'Replaces the content of one of the signed-in professional’s projects.',
    type: ProjectPayloadRef,
    args: { input: t.arg({ type: UpdateProjectInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { id, ...rest } = plain(input) as { id: string }
      return {
        project: withLocale(await updateProject(ctx.payload, ctx.user, String(id), rest, ctx.locale), ctx.locale),
      }
    },
  }),
  deleteProject: t.field({
    type: DeleteProjectPayloadRef,
    args: { input: t.arg({ type: ProjectIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      project: { id: await deleteProject(ctx.payload, ctx.user, String(input.id)) },
    }),
  }),
  downloadDocumentsProject: t.field({
    description: 'The project with `downloadUrl`: its PDF in the language asked, through a link valid for an hour.',
    type: ProjectPayloadRef,
    args: { input: t.arg({ type: ProjectIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const locale = input.locale ?? ctx.locale
      return { project: withLocale(await projectDocuments(ctx.payload, ctx.user, String(input.id), locale), locale) }
    },
  }),
  emailProject: t.field({
    description:
      'E-mails one of the signed-in professional’s projects with its PDF attached (name and e-mail required).',
    type: EmailProjectPayloadRef,
    args: { input: t.arg({ type: EmailProjectInput, required: true }) },
    resolve: (_root, { input }, ctx) => emailProject(ctx.payload, ctx.user, input, input.locale ?? ctx.locale),
  }),
}))
