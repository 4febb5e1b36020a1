import type { DocketLine, Measures, Sample } from '@/domain/configurator'
import type { ProjectPage, ProjectView, SolutionView } from '@/services/configurator/project-view'
import { createProject, deleteProject, getProject, listProjects, updateProject } from '@/services/configurator/projects'
import { builder } from '../builder'
import { LOCALE_ARG, localeOf } from '../core/args'
import { PaginationInfoRef } from '../core/pagination'
import { ConsumptionUnitEnum, EstimateSystemRef, PackagingUnitEnum } from './catalogue'
import { FacadeRef } from './facades'
import { CreateProjectInput, ProjectIdInput, UpdateProjectInput } from './inputs'

/**
 * The professionals' saved projects, each visible to its owner only: their types (solutions with their colour,
 * facades, layer choices and docket), the queries that read them and the mutations that create, replace and delete.
 */

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

export const ProjectPayloadRef = builder.objectRef<{ project: ProjectShape }>('ProjectPayload').implement({
  fields: (t) => ({ project: t.field({ type: ProjectRef, resolve: (p) => p.project }) }),
})

const DeletedProjectRef = builder.objectRef<{ id: string }>('DeletedProject').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
})
const DeleteProjectPayloadRef = builder.objectRef<{ project: { id: string } }>('DeleteProjectPayload').implement({
  fields: (t) => ({ project: t.field({ type: DeletedProjectRef, resolve: (p) => p.project }) }),
})

export const withLocale = (project: ProjectView, locale: 'fr' | 'nl'): ProjectShape => ({ ...project, locale })
/** Drops GraphQL's undefined fields, so the schema sees what the client sent. */
const plain = (input: unknown): unknown => JSON.parse(JSON.stringify(input ?? {}))

builder.queryFields((t) => ({
  project: t.field({
    description: 'One of the signed-in professional’s projects; NOT_FOUND for anyone else’s.',
    type: ProjectRef,
    args: { id: t.arg.id({ required: true }), locale: t.arg(LOCALE_ARG) },
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
      locale: t.arg(LOCALE_ARG),
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
}))
