import { PROJECT_TYPES } from '@/domain/quotation'
import { consume } from '@/lib/rate-limit'
import { type CreatedEstimate, type MatchResult, matchProfessionals, submitEstimate } from '@/services/estimates'
import { addProfessionalToRequest } from '@/services/estimates/add-professional'
import { withdrawRequest } from '@/services/estimates/follow-up'
import { builder, LocaleEnum } from '../builder'
import { PublicProfessionalUserRef } from '../directory'

/**
 * The quotation request: the professionals a project matches, and createEstimate. The catalogue it reads
 * (estimateQuestions, estimateSteps, estimateSystems, estimateSystem, workCategories) is in configurator.ts and
 * directory.ts.
 */

const ProjectTypeEnum = builder.enumType('ProjectType', { values: PROJECT_TYPES })

const EstimateAnswerChoiceInput = builder.inputType('EstimateAnswerChoiceInput', {
  fields: (t) => ({ question: t.id({ required: true }), answer: t.id({ required: true }) }),
})

// Nullable fields: the request's schema decides what is missing and answers with per-field catalogue codes.
const CreateEstimateInput = builder.inputType('CreateEstimateInput', {
  fields: (t) => ({
    clientLastname: t.string(),
    clientFirstname: t.string(),
    contactEmail: t.string(),
    contactPhone: t.string({ description: 'Belgian mobile (04…) or fixed (32…) number; optional.' }),
    name: t.string({ description: 'The project’s name.' }),
    street: t.string(),
    postcode: t.string(),
    city: t.string(),
    comment: t.string({
      description: 'HTML (paragraphs, bold, italic, lists); other markup is removed; at most 400 characters of text.',
    }),
    workCategories: t.idList(),
    projectType: t.field({ type: ProjectTypeEnum }),
    size: t.float({ description: 'Estimated surface in m².' }),
    workEndDate: t.string({ description: 'Desired deadline, YYYY-MM-DD, not before today.' }),
    images: t.idList({ description: 'Media objects uploaded with the same uploadKey; at most 10.' }),
    estimateAnswers: t.field({ type: [EstimateAnswerChoiceInput] }),
    estimateSystem: t.id(),
    professionals: t.idList({ description: 'One to three professionals among those the project matches.' }),
    preselectedProfessional: t.id(),
    uploadKey: t.string({ description: 'The key the photos were uploaded with.' }),
    website: t.string({ description: 'Leave empty.' }),
    idempotencyKey: t.string({
      description:
        'One random key (16–128 letters, digits, - or _; a UUID) per submission, kept across its retries: a second submit with it answers the first one’s result, stores nothing; with other content, BAD_REQUEST. Optional.',
    }),
  }),
})

const CreatedEstimateRef = builder.objectRef<CreatedEstimate>('CreatedEstimate').implement({
  description: 'A stored quotation request: one estimate per chosen professional, all with status NEW.',
  fields: (t) => ({
    requestId: t.exposeString('requestId'),
    estimateIds: t.exposeIDList('estimateIds'),
    followUpUrl: t.exposeString('followUpUrl', {
      nullable: true,
      description: 'The client’s private page to follow the request; personal, never to be shared.',
    }),
  }),
})

const MatchingProfessionalsRef = builder.objectRef<MatchResult>('MatchingProfessionals').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [PublicProfessionalUserRef] }),
    preselectedMismatch: t.exposeBoolean('preselectedMismatch', {
      description: 'The preselected professional does not match the project.',
    }),
  }),
})

const MatchingProjectInput = builder.inputType('MatchingProjectInput', {
  fields: (t) => ({
    postcode: t.string({ required: true }),
    workCategories: t.idList({ required: true }),
    projectType: t.field({ type: ProjectTypeEnum, required: true }),
    size: t.float({ required: true }),
    preselected: t.id({ description: 'A professional chosen before the wizard (company page, directory card).' }),
  }),
})

builder.queryFields((t) => ({
  estimateProfessionals: t.field({
    description:
      'Listed professionals serving the postcode’s province, doing any of the categories and the project type, whose size range holds the surface.',
    type: MatchingProfessionalsRef,
    args: { input: t.arg({ type: MatchingProjectInput, required: true }), locale: t.arg({ type: LocaleEnum }) },
    resolve: (_root, { input, locale }, ctx) => matchProfessionals(input, locale ?? ctx.locale),
  }),
}))

const FollowUpInput = builder.inputType('FollowUpInput', {
  fields: (t) => ({ token: t.string({ required: true, description: 'The token of the follow-up link.' }) }),
})

const AddProfessionalInput = builder.inputType('AddEstimateProfessionalInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The token of the follow-up link.' }),
    professional: t.id({ required: true, description: 'A listed professional the request matches, not asked yet.' }),
  }),
})

const AddedProfessionalRef = builder.objectRef<{ estimateId: string }>('AddedEstimateProfessional').implement({
  fields: (t) => ({ estimateId: t.exposeID('estimateId') }),
})

const WithdrawnRequestRef = builder.objectRef<{ requestId: string }>('WithdrawnRequest').implement({
  fields: (t) => ({ requestId: t.exposeString('requestId') }),
})

builder.mutationFields((t) => ({
  addEstimateProfessional: t.field({
    description:
      'The client asks one more matching professional through the follow-up link, while fewer than three accepted (six professionals at most): a copy of the request for them and their mail.',
    type: AddedProfessionalRef,
    args: { input: t.arg({ type: AddProfessionalInput, required: true }) },
    resolve: (_root, { input }, ctx) => addProfessionalToRequest(ctx.payload, input, { clientIp: ctx.clientIp }),
  }),
  withdrawEstimateRequest: t.field({
    description:
      'The client withdraws their quotation request through its follow-up link: each professional who has not finished or refused it is told. NOT_FOUND for a wrong or expired link.',
    type: WithdrawnRequestRef,
    args: { input: t.arg({ type: FollowUpInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await consume('followUpByIp', ctx.clientIp)
      const view = await withdrawRequest(ctx.payload, input.token)
      return { requestId: view.requestId }
    },
  }),
  createEstimate: t.field({
    description:
      'Sends a quotation request to one to three matching professionals: one estimate each (status NEW), a mail to each and to the client; a few per hour per address.',
    type: CreatedEstimateRef,
    args: { input: t.arg({ type: CreateEstimateInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      submitEstimate(
        ctx.payload,
        {
          ...input,
          estimateAnswers: Object.fromEntries(
            (input.estimateAnswers ?? []).map((a) => [String(a.question), String(a.answer)]),
          ),
        },
        { clientIp: ctx.clientIp, locale: ctx.locale, user: ctx.user },
      ),
  }),
}))
