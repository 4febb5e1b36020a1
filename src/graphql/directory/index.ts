import { z } from 'zod'
import { type DirectoryQuery, type DirectorySort, EMPTY_QUERY, MAX_SIZE_M2 } from '@/domain/directory'
import { roundCoordinate } from '@/domain/geo/distance'
import { ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, paginationInfo } from '@/domain/pagination'
import { PROFESSIONAL_PROFILES } from '@/domain/profiles'
import { countRender } from '@/lib/rate-limit'
import type { ImageView } from '@/services/content'
import {
  type DirectoryResults,
  findProfessionalReferences,
  findPublicProfessional,
  type ProfessionalReference,
  searchProfessionals,
} from '@/services/directory'
import {
  findWorkCategories,
  type RegionOption,
  regionCodesForNames,
  type WorkCategoryOption,
} from '@/services/directory/filter-options'
import type { PublicProfessional } from '@/services/directory/public-view'
import { builder, LocaleEnum, UserProfileEnum } from '../builder'
import { LOCALE_ARG, PAGINATION_ARGS, parseArgs } from '../core/args'
import { PaginationInfoRef } from '../core/pagination'

const DirectoryImageRef = builder.objectRef<ImageView>('DirectoryImage').implement({
  description: 'One stored size of a company or reference image, with its box and its text alternative.',
  fields: (t) => ({
    url: t.exposeString('url'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    alt: t.exposeString('alt'),
  }),
})

export const WorkCategoryRef = builder.objectRef<WorkCategoryOption>('WorkCategory').implement({
  description: 'A kind of work professionals do and projects ask for, named in one language.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
})

const AreaServedRef = builder.objectRef<RegionOption>('AreaServed').implement({
  description: 'An area a professional works in.',
  fields: (t) => ({ id: t.exposeID('id'), code: t.exposeString('code'), name: t.exposeString('name') }),
})

const CompanySocialNetworkRef = builder
  .objectRef<PublicProfessional['socialNetworks'][number]>('CompanySocialNetwork')
  .implement({
    fields: (t) => ({ socialNetwork: t.exposeString('socialNetwork'), path: t.exposeString('url') }),
  })

/**
 * The public face of a professional: an explicit list of company fields. Nothing of the account (password,
 * tokens, sessions, login attempts, consents, VAT number, the holder's names) has a field here.
 */
export const PublicProfessionalUserRef = builder.objectRef<PublicProfessional>('PublicProfessionalUser').implement({
  description: 'A listed professional as anyone may see them: the company profile, never the account.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    profiles: t.expose('profiles', { type: [UserProfileEnum] }),
    street: t.exposeString('street', { nullable: true }),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    officePhoneNumber: t.exposeString('officePhoneNumber', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    professionalUserSocialNetworks: t.expose('socialNetworks', { type: [CompanySocialNetworkRef] }),
    image: t.expose('image', {
      type: DirectoryImageRef,
      nullable: true,
      description: 'The first image in the company preset (72 × 48).',
    }),
    picture: t.expose('picture', {
      type: DirectoryImageRef,
      nullable: true,
      description: 'The first image at card size (640 × 400).',
    }),
    workCategories: t.expose('workCategories', { type: [WorkCategoryRef] }),
    geographicAreas: t.expose('geographicAreas', { type: [AreaServedRef] }),
    moveForRenovation: t.exposeBoolean('moveForRenovation'),
    doRenovationSize: t.exposeBoolean('doRenovationSize'),
    minimalRenovationSize: t.exposeFloat('minimalRenovationSize', { nullable: true }),
    maximalRenovationSize: t.exposeFloat('maximalRenovationSize', { nullable: true }),
    moveForNewConstruction: t.exposeBoolean('moveForNewConstruction'),
    distance: t.float({
      nullable: true,
      description: 'Kilometres from the searched position, when the search has one.',
      resolve: (p) => p.distanceKm,
    }),
    ratingCount: t.exposeInt('ratingCount', { description: 'How many verified reviews staff approved.' }),
    ratingAverage: t.exposeFloat('ratingAverage', {
      nullable: true,
      description: 'Their average overall rating, 1–5, to one decimal; null without any.',
    }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
})

const ProfessionalUserCollectionRef = builder
  .objectRef<DirectoryResults>('PublicProfessionalUserCollection')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [PublicProfessionalUserRef] }),
      paginationInfo: t.expose('paginationInfo', { type: PaginationInfoRef }),
    }),
  })

const ProfessionalReferenceRef = builder.objectRef<ProfessionalReference>('ProfessionalReference').implement({
  description: 'A published reference project a professional took part in.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    image: t.expose('image', { type: DirectoryImageRef, nullable: true }),
  }),
})

const SORTS = {
  NAME_ASC: 'name-asc',
  NAME_DESC: 'name-desc',
  NEWEST: 'newest',
  OLDEST: 'oldest',
  BEST_RATED: 'rating',
  DISTANCE: 'distance',
} as const satisfies Record<string, DirectorySort>
type SortName = keyof typeof SORTS

const SortEnum = builder.enumType('ProfessionalUserSort', {
  description:
    'Name A–Z or Z–A, newest or oldest first, best rated first (verified reviews; unrated last), or nearest first (needs `near`).',
  values: Object.keys(SORTS) as SortName[],
})

const GeoPointInput = builder.inputType('GeoPointInput', {
  fields: (t) => ({ latitude: t.float({ required: true }), longitude: t.float({ required: true }) }),
})

const FiltersInput = builder.inputType('ProfessionalUserFilters', {
  description: 'Each filter narrows the list; within one filter any of the values matches.',
  fields: (t) => ({
    geographicAreas: t.stringList({ description: 'Names of areas served, in French or Dutch.' }),
    geographicAreaCodes: t.stringList({ description: 'Codes of areas served (BRU, ANT, NAM…).' }),
    profiles: t.field({ type: [UserProfileEnum], description: 'Type of advice: professional profiles only.' }),
    workCategories: t.idList(),
    renovation: t.boolean({ description: 'Only professionals who take renovation jobs.' }),
    newConstruction: t.boolean({ description: 'Only professionals who take new construction.' }),
    sizeMin: t.int({ description: 'The project’s smallest surface in m².' }),
    sizeMax: t.int({ description: 'The project’s largest surface in m².' }),
    near: t.field({ type: GeoPointInput, description: 'Gives each result its distance; sort DISTANCE orders by it.' }),
    minRating: t.int({ description: 'Only professionals whose approved reviews average at least this (1–5).' }),
  }),
})

const size = z.number().int().min(0).max(MAX_SIZE_M2).nullish()
const argsSchema = z
  .object({
    ...PAGINATION_ARGS,
    sort: z.enum(Object.keys(SORTS) as [SortName, ...SortName[]]),
    filters: z
      .object({
        geographicAreas: z.array(z.string().max(100)).max(50).nullish(),
        geographicAreaCodes: z
          .array(z.string().regex(/^[A-Za-z0-9-]{1,32}$/))
          .max(50)
          .nullish(),
        profiles: z.array(z.enum(PROFESSIONAL_PROFILES)).nullish(),
        workCategories: z
          .array(z.string().regex(/^[1-9]\d{0,11}$/))
          .max(100)
          .nullish(),
        renovation: z.boolean().nullish(),
        newConstruction: z.boolean().nullish(),
        sizeMin: size,
        sizeMax: size,
        near: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).nullish(),
        minRating: z.number().int().min(1).max(5).nullish(),
      })
      .nullish(),
  })
  .refine((a) => a.sort !== 'DISTANCE' || a.filters?.near, { path: ['sort'], message: 'DISTANCE needs near' })
  // The site's filters refuse the same range (checkSizeRange): a minimum above the maximum is a mistake to fix,
  // not a range to swap silently.
  .refine((a) => (a.filters?.sizeMin ?? 0) <= (a.filters?.sizeMax ?? MAX_SIZE_M2), {
    path: ['filters', 'sizeMax'],
    message: 'sizeMin above sizeMax',
  })

/** The API's arguments as a directory search; BAD_REQUEST with the offending fields when they make none. */
interface ApiSearch {
  query: DirectoryQuery
  itemsPerPage: number
  /** Area names were given and none of them exists. */
  noArea: boolean
}

async function toQuery(args: unknown): Promise<ApiSearch> {
  const { page, itemsPerPage, sort, filters: f } = parseArgs(argsSchema, args, 'directory search')
  const named = f?.geographicAreas?.length ? await regionCodesForNames(f.geographicAreas) : []
  const regions = [...named, ...(f?.geographicAreaCodes ?? []).map((c) => c.toUpperCase())]
  const query: DirectoryQuery = {
    ...EMPTY_QUERY,
    profiles: f?.profiles ?? [],
    categories: f?.workCategories ?? [],
    regions: [...new Set(regions)],
    renovation: f?.renovation ?? false,
    newConstruction: f?.newConstruction ?? false,
    sizeMin: f?.sizeMin ?? null,
    sizeMax: f?.sizeMax ?? null,
    near: f?.near ? { latitude: roundCoordinate(f.near.latitude), longitude: roundCoordinate(f.near.longitude) } : null,
    minRating: f?.minRating ?? null,
    sort: SORTS[sort],
    page,
  }
  return { query, itemsPerPage, noArea: (f?.geographicAreas?.length ?? 0) > 0 && regions.length === 0 }
}

builder.queryFields((t) => ({
  professionalUsers: t.field({
    description: 'Listed professionals matching the filters, one page at a time.',
    type: ProfessionalUserCollectionRef,
    args: {
      filters: t.arg({ type: FiltersInput }),
      sort: t.arg({ type: SortEnum, defaultValue: 'NAME_ASC' }),
      page: t.arg.int({ defaultValue: 1 }),
      itemsPerPage: t.arg.int({ defaultValue: ITEMS_PER_PAGE, description: `At most ${MAX_ITEMS_PER_PAGE}.` }),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      // The search pages' own limit: the same search through another door (src/lib/render-limit.ts).
      await countRender(ctx.clientIp)
      const { query, itemsPerPage, noArea } = await toQuery({
        page: args.page ?? 1,
        itemsPerPage: args.itemsPerPage ?? ITEMS_PER_PAGE,
        sort: args.sort ?? 'NAME_ASC',
        filters: args.filters,
      })
      // Areas named that do not exist: nobody serves them (rather than everybody).
      if (noArea) return { items: [], paginationInfo: paginationInfo(0, query.page, itemsPerPage) }
      return searchProfessionals(query, args.locale ?? ctx.locale, itemsPerPage)
    },
  }),
  professionalUser: t.field({
    description: 'A listed professional by id; null when unknown, hidden or not listed.',
    type: PublicProfessionalUserRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }), locale: t.arg({ type: LocaleEnum }) },
    resolve: (_root, args, ctx) => findPublicProfessional(String(args.id), args.locale ?? ctx.locale),
  }),
  professionalUserReferences: t.field({
    description: 'The published references of a listed professional, newest first.',
    type: [ProfessionalReferenceRef],
    args: { professionalUserId: t.arg.id({ required: true }), locale: t.arg({ type: LocaleEnum }) },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale
      const id = String(args.professionalUserId)
      // A professional who is not listed shows no references either.
      if (!(await findPublicProfessional(id, locale))) return []
      return findProfessionalReferences(id, locale)
    },
  }),
  workCategories: t.field({
    description: 'Every work category, by weight then name.',
    type: [WorkCategoryRef],
    args: { locale: t.arg({ type: LocaleEnum }) },
    resolve: (_root, args, ctx) => findWorkCategories(args.locale ?? ctx.locale),
  }),
}))

export { PaginationInfoRef }
