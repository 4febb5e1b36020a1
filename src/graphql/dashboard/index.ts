import { DEFAULT_STATUS_FILTER, ESTIMATE_STATUSES, ESTIMATES_PER_PAGE } from '@/domain/estimates'
import { AppError } from '@/services/core/errors'
import { ownProfileExtras } from '@/services/dashboard'
import {
  createOwnReference,
  deleteOwnReference,
  listOwnReferences,
  type OwnReferenceImage,
  type OwnReferenceView,
  updateOwnReference,
} from '@/services/dashboard/references'
import {
  countEstimatesByStatus,
  deleteEstimate,
  type EstimatePage,
  type EstimateView,
  getEstimate,
  listEstimates,
  updateEstimate,
} from '@/services/estimates/dashboard'
import { ProfessionalUserRef } from '../accounts'
import { builder, type GraphQLContext, LocaleEnum } from '../builder'
import { PaginationInfoRef } from '../core/pagination'
import { WorkCategoryRef } from '../directory'

/**
 * The professional dashboard: the quotation requests a professional received (list, status and notes, delete)
 * and the extras of their own profile. Everything is scoped to the session's professional: ACCESS_DENIED
 * without one, NOT_FOUND for another professional's estimate.
 */

export const EstimateStatusEnum = builder.enumType('EstimateStatus', { values: ESTIMATE_STATUSES })

const EstimatePhotoRef = builder.objectRef<EstimateView['images'][number]>('EstimatePhoto').implement({
  description: 'A photo of the request: private, reachable through links signed for an hour.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    thumbnailUrl: t.exposeString('thumbnailUrl'),
  }),
})

const EstimateSystemNameRef = builder
  .objectRef<NonNullable<EstimateView['estimateSystem']>>('EstimateSystemName')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) })

const EstimateRef = builder.objectRef<EstimateView>('Estimate').implement({
  description: 'A quotation request as the professional it was sent to sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    requestId: t.exposeString('requestId', { description: 'Shared by the copies sent to each professional.' }),
    status: t.field({ type: EstimateStatusEnum, resolve: (e) => e.status }),
    name: t.exposeString('name'),
    clientFirstname: t.exposeString('clientFirstname'),
    clientLastname: t.exposeString('clientLastname'),
    contactEmail: t.exposeString('contactEmail'),
    contactPhone: t.exposeString('contactPhone', { nullable: true }),
    street: t.exposeString('street'),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    comment: t.exposeString('comment', { description: 'Sanitized HTML.' }),
    projectType: t.exposeString('projectType'),
    isNewConstruction: t.boolean({ resolve: (e) => e.projectType === 'NEW_CONSTRUCTION' }),
    size: t.exposeFloat('size'),
    workEndDate: t.exposeString('workEndDate', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    clientMessage: t.exposeString('clientMessage', {
      nullable: true,
      description: 'Your last message to the client, sent with an acceptance or a refusal.',
    }),
    withdrawn: t.exposeBoolean('withdrawn', { description: 'The client withdrew the request.' }),
    locale: t.exposeString('locale'),
    workCategories: t.expose('workCategories', { type: [WorkCategoryRef] }),
    estimateSystem: t.expose('estimateSystem', { type: EstimateSystemNameRef, nullable: true }),
    images: t.expose('images', { type: [EstimatePhotoRef] }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
})

const EstimateCollectionRef = builder.objectRef<EstimatePage>('EstimateCollection').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [EstimateRef] }),
    paginationInfo: t.expose('paginationInfo', { type: PaginationInfoRef }),
  }),
})

const EstimateStatusCountRef = builder
  .objectRef<{ status: (typeof ESTIMATE_STATUSES)[number]; count: number }>('EstimateStatusCount')
  .implement({
    fields: (t) => ({
      status: t.field({ type: EstimateStatusEnum, resolve: (c) => c.status }),
      count: t.exposeInt('count'),
    }),
  })

const EstimatePayloadRef = builder.objectRef<{ estimate: EstimateView }>('EstimatePayload').implement({
  fields: (t) => ({ estimate: t.field({ type: EstimateRef, resolve: (p) => p.estimate }) }),
})
const DeletedEstimateRef = builder.objectRef<{ id: string }>('DeletedEstimate').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
})
const DeleteEstimatePayloadRef = builder.objectRef<{ estimate: { id: string } }>('DeleteEstimatePayload').implement({
  fields: (t) => ({ estimate: t.field({ type: DeletedEstimateRef, resolve: (p) => p.estimate }) }),
})

const UpdateEstimateInput = builder.inputType('UpdateEstimateInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    status: t.field({ type: EstimateStatusEnum, description: 'Only along an allowed transition; else BAD_REQUEST.' }),
    notes: t.string({ description: 'The professional’s own notes; null clears them.' }),
    clientMessage: t.string({
      description:
        'A message to the client, mailed with an acceptance (to IN_PROGRESS) or a refusal (to ARCHIVED before DONE); at most 1 000 characters.',
    }),
  }),
})
const EstimateIdInput = builder.inputType('EstimateIdInput', { fields: (t) => ({ id: t.id({ required: true }) }) })

/** A `user` argument may only name the session's professional. */
function checkUserArg(ctx: GraphQLContext, user: string | number | null | undefined): void {
  if (!ctx.user) throw new AppError('ACCESS_DENIED', 'Sign in to see your quotation requests')
  if (user !== null && user !== undefined && String(user) !== String(ctx.user.id)) {
    throw new AppError('ACCESS_DENIED', 'A professional sees only their own quotation requests')
  }
}

builder.queryFields((t) => ({
  estimates: t.field({
    description: 'The signed-in professional’s quotation requests in the statuses asked, newest first.',
    type: EstimateCollectionRef,
    args: {
      user: t.arg.id({ description: 'Optional; when given it must be your own id.' }),
      page: t.arg.int({ defaultValue: 1 }),
      itemsPerPage: t.arg.int({ defaultValue: ESTIMATES_PER_PAGE, description: 'At most 50.' }),
      statusList: t.arg({
        type: [EstimateStatusEnum],
        description: `Empty or absent: ${DEFAULT_STATUS_FILTER.join(', ')}.`,
      }),
      locale: t.arg({ type: LocaleEnum }),
    },
    resolve: (_root, args, ctx) => {
      checkUserArg(ctx, args.user)
      return listEstimates(ctx.payload, ctx.user, {
        page: args.page,
        itemsPerPage: args.itemsPerPage,
        statusList: args.statusList,
        locale: args.locale ?? ctx.locale,
      })
    },
  }),
  estimate: t.field({
    description: 'One of the signed-in professional’s quotation requests; NOT_FOUND for anyone else’s.',
    type: EstimateRef,
    args: { id: t.arg.id({ required: true }), locale: t.arg({ type: LocaleEnum }) },
    resolve: (_root, args, ctx) => getEstimate(ctx.payload, ctx.user, String(args.id), args.locale ?? ctx.locale),
  }),
  estimateStatusCounts: t.field({
    description: 'How many quotation requests the signed-in professional has in each status.',
    type: [EstimateStatusCountRef],
    resolve: async (_root, _args, ctx) => {
      const counts = await countEstimatesByStatus(ctx.payload, ctx.user)
      return ESTIMATE_STATUSES.map((status) => ({ status, count: counts[status] }))
    },
  }),
}))

builder.mutationFields((t) => ({
  updateEstimate: t.field({
    description: 'Changes the status and notes of one of the signed-in professional’s quotation requests.',
    type: EstimatePayloadRef,
    args: { input: t.arg({ type: UpdateEstimateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { id, ...rest } = input
      const change = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined))
      return { estimate: await updateEstimate(ctx.payload, ctx.user, String(id), change, ctx.locale) }
    },
  }),
  deleteEstimate: t.field({
    description: 'Deletes one of the signed-in professional’s quotation requests.',
    type: DeleteEstimatePayloadRef,
    args: { input: t.arg({ type: EstimateIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      estimate: { id: await deleteEstimate(ctx.payload, ctx.user, String(input.id)) },
    }),
  }),
}))

// ——— The professional's own profile: what the company form needs beyond the account fields ———

const DescriptionTranslationRef = builder
  .objectRef<{ locale: 'fr' | 'nl'; description: string }>('ProfessionalUserTranslation')
  .implement({
    fields: (t) => ({
      locale: t.field({ type: LocaleEnum, resolve: (d) => d.locale }),
      description: t.exposeString('description'),
    }),
  })

const OwnImageRef = builder
  .objectRef<{ id: string; url: string; alt: string; width: number; height: number }>('ProfessionalUserImage')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      url: t.exposeString('url'),
      alt: t.exposeString('alt'),
      width: t.exposeInt('width'),
      height: t.exposeInt('height'),
    }),
  })

/** Read once per professional and request, whichever of the fields below are asked for. */
const extrasOf = (ctx: GraphQLContext) => {
  const memo = ctx as GraphQLContext & { ownProfileExtras?: ReturnType<typeof ownProfileExtras> }
  memo.ownProfileExtras ??= ownProfileExtras(ctx.payload, ctx.user)
  return memo.ownProfileExtras
}

builder.objectFields(ProfessionalUserRef, (t) => ({
  translations: t.field({
    description: 'The description in each language.',
    type: [DescriptionTranslationRef],
    resolve: async (_u, _args, ctx) => (await extrasOf(ctx)).translations,
  }),
  images: t.field({
    description: 'The company images (thumbnail size).',
    type: [OwnImageRef],
    resolve: async (_u, _args, ctx) => (await extrasOf(ctx)).images,
  }),
  missingForListing: t.stringList({
    description:
      'What keeps the professional out of the directory: profiles, workCategories, geographicAreas, city, postcode, isVisible.',
    resolve: async (_u, _args, ctx) => (await extrasOf(ctx)).missingForListing,
  }),
}))

// ——— The professional's own reference projects ———

const OwnReferenceImageRef = builder.objectRef<OwnReferenceImage>('OwnReferenceImage').implement({
  fields: (t) => ({ id: t.exposeID('id'), url: t.exposeString('url'), alt: t.exposeString('alt') }),
})
const OwnReferenceLinkRef = builder
  .objectRef<OwnReferenceView['ctas'][number]>('OwnReferenceLink')
  .implement({ fields: (t) => ({ title: t.exposeString('title'), link: t.exposeString('link') }) })
const OwnReferencePartyRef = builder
  .objectRef<OwnReferenceView['involvedParties'][number]>('OwnReferenceParty')
  .implement({
    fields: (t) => ({
      firstname: t.exposeString('firstname'),
      lastname: t.exposeString('lastname'),
      function: t.exposeString('function'),
      company: t.exposeString('company'),
      contact: t.exposeString('contact'),
    }),
  })

const OwnReferenceRef = builder.objectRef<OwnReferenceView>('OwnReference').implement({
  description: 'A reference project as the professional who did it edits it, with both languages.',
  fields: (t) => ({
    id: t.exposeID('id'),
    titleFr: t.exposeString('titleFr'),
    titleNl: t.exposeString('titleNl'),
    descriptionFr: t.exposeString('descriptionFr'),
    descriptionNl: t.exposeString('descriptionNl'),
    heroImage: t.expose('heroImage', { type: OwnReferenceImageRef, nullable: true }),
    images: t.expose('images', { type: [OwnReferenceImageRef] }),
    workCategories: t.exposeIDList('workCategories'),
    logo: t.expose('logo', { type: OwnReferenceImageRef, nullable: true }),
    productsUsed: t.exposeIDList('productsUsed', { description: 'Catalogue products the project used.' }),
    contact: t.exposeString('contact', { description: 'Whom to ask about the project; empty when not given.' }),
    ctas: t.expose('ctas', { type: [OwnReferenceLinkRef] }),
    involvedParties: t.expose('involvedParties', { type: [OwnReferencePartyRef] }),
    urlFr: t.exposeString('urlFr'),
    urlNl: t.exposeString('urlNl'),
    published: t.exposeBoolean('published'),
    updatedAt: t.exposeString('updatedAt'),
  }),
})

const ReferencePayloadRef = builder.objectRef<{ reference: OwnReferenceView }>('OwnReferencePayload').implement({
  fields: (t) => ({ reference: t.field({ type: OwnReferenceRef, resolve: (p) => p.reference }) }),
})
const DeletedReferenceRef = builder.objectRef<{ id: string }>('DeletedReference').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
})
const DeleteReferencePayloadRef = builder.objectRef<{ reference: { id: string } }>('DeleteReferencePayload').implement({
  fields: (t) => ({ reference: t.field({ type: DeletedReferenceRef, resolve: (p) => p.reference }) }),
})

const ReferenceLinkInput = builder.inputType('ReferenceLinkInput', {
  fields: (t) => ({ title: t.string(), link: t.string() }),
})
const ReferencePartyInput = builder.inputType('ReferencePartyInput', {
  fields: (t) => ({
    firstname: t.string(),
    lastname: t.string(),
    function: t.string(),
    company: t.string(),
    contact: t.string(),
  }),
})
type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]
const referenceFields = (t: InputFields) => ({
  titleFr: t.string(),
  titleNl: t.string(),
  descriptionFr: t.string(),
  descriptionNl: t.string(),
  heroImage: t.id({ description: 'The main image: a media you uploaded.' }),
  images: t.idList(),
  workCategories: t.idList(),
  logo: t.id({ description: 'The client’s or the project’s logo: a media you uploaded.' }),
  productsUsed: t.idList({ description: 'Catalogue products (NOT_FOUND for one that does not exist).' }),
  contact: t.string({ description: 'Whom to ask about the project: an e-mail address or a phone number.' }),
  ctas: t.field({ type: [ReferenceLinkInput], description: 'Useful links (title and link).' }),
  involvedParties: t.field({ type: [ReferencePartyInput], description: 'Each with all five fields.' }),
})
const CreateReferenceInput = builder.inputType('CreateReferenceInput', { fields: (t) => referenceFields(t) })
const UpdateReferenceInput = builder.inputType('UpdateReferenceInput', {
  fields: (t) => ({ id: t.id({ required: true }), ...referenceFields(t) }),
})
const ReferenceIdInput = builder.inputType('ReferenceIdInput', { fields: (t) => ({ id: t.id({ required: true }) }) })

/** Drops GraphQL's undefined fields, so the schema sees what the client sent. */
const plain = (input: unknown): unknown => JSON.parse(JSON.stringify(input ?? {}))

builder.queryFields((t) => ({
  ownReferences: t.field({
    description: 'The signed-in professional’s reference projects, newest first.',
    type: [OwnReferenceRef],
    resolve: (_root, _args, ctx) => listOwnReferences(ctx.payload, ctx.user),
  }),
}))

builder.mutationFields((t) => ({
  createReference: t.field({
    description: 'Publishes a reference project of the signed-in professional.',
    type: ReferencePayloadRef,
    args: { input: t.arg({ type: CreateReferenceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      reference: await createOwnReference(ctx.payload, ctx.user, plain(input)),
    }),
  }),
  updateReference: t.field({
    description: 'Replaces one of the signed-in professional’s reference projects; NOT_FOUND for anyone else’s.',
    type: ReferencePayloadRef,
    args: { input: t.arg({ type: UpdateReferenceInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { id, ...rest } = plain(input) as { id: string }
      return { reference: await updateOwnReference(ctx.payload, ctx.user, String(id), rest) }
    },
  }),
  deleteReference: t.field({
    description: 'Deletes one of the signed-in professional’s reference projects; NOT_FOUND for anyone else’s.',
    type: DeleteReferencePayloadRef,
    args: { input: t.arg({ type: ReferenceIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      reference: { id: await deleteOwnReference(ctx.payload, ctx.user, String(input.id)) },
    }),
  }),
}))
