import type { MerchantSession } from '@/domain/samples'
import type { Merchant } from '@/payload-types'
import { AppError } from '@/services/core/errors'
import { createColorFinder, listMerchants, tokenMerchant } from '@/services/samples'
import { builder, type GraphQLContext, LocaleEnum } from '../builder'

/**
 * Sample and brochure orders from the colour chart: createColorFinder, the merchant's sample code exchanged for a
 * token (tokenMerchant), and the merchants for staff. The coatings themselves come from `coatings` (configurator).
 */

const SampleTypeEnum = builder.enumType('SampleType', {
  values: { SAMPLE: { description: 'A product sample, 1 l / 2.5 kg.' }, BROCHURE: { description: 'An A5 brochure.' } },
})

const SampleFinishInput = builder.inputType('SampleFinishInput', {
  fields: (t) => ({
    coatingName: t.string(),
    colorCategoryName: t.string(),
    name: t.string({ description: 'The colour range’s name.' }),
    colorCode: t.string(),
    lightIntensity: t.float({ description: 'Light reflectance (LRV), 0 – 100.' }),
  }),
})

// Nullable fields: the form's schema decides what is missing and answers with per-field catalogue codes.
const ColorFinderInput = builder.inputType('CreateColorFinderInput', {
  fields: (t) => ({
    sampleType: t.field({ type: SampleTypeEnum }),
    clientFirstname: t.string(),
    clientLastname: t.string(),
    street: t.string(),
    postcode: t.string(),
    city: t.string(),
    contactEmail: t.string(),
    contactPhone: t.string({ description: 'A Belgian mobile number (04…).' }),
    samples: t.field({ type: [SampleFinishInput], description: 'One to three different finishes.' }),
    merchantToken: t.string({ description: 'From tokenMerchant, for a visitor who is not signed in.' }),
    locale: t.field({ type: LocaleEnum, description: 'The requester’s language (mails); else the request’s.' }),
    idempotencyKey: t.string({
      description:
        'One random key (16–128 letters, digits, - or _; a UUID) per submission, kept across its retries: a second submit with it answers the first one’s result, stores nothing; with other content, BAD_REQUEST. Optional.',
    }),
  }),
})

const ColorFinderRef = builder
  .objectRef<{ id: number | string; contactEmail: string }>('ColorFinder')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), contactEmail: t.exposeString('contactEmail') }) })

const ColorFinderPayload = builder
  .objectRef<{ colorFinder: { id: number | string; contactEmail: string } }>('CreateColorFinderPayload')
  .implement({ fields: (t) => ({ colorFinder: t.field({ type: ColorFinderRef, resolve: (p) => p.colorFinder }) }) })

const MerchantTokenRef = builder.objectRef<MerchantSession>('MerchantToken').implement({
  description:
    'A signed token letting a merchant’s customer order samples; send it as createColorFinder’s merchantToken.',
  fields: (t) => ({
    merchantId: t.exposeID('merchantId'),
    sampleCodeToken: t.exposeString('merchantToken'),
    expiresAt: t.exposeString('expiresAt', { description: 'ISO 8601.' }),
  }),
})

const MerchantRef = builder.objectRef<Merchant>('Merchant').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    email: t.exposeString('email'),
    sampleCode: t.exposeString('sampleCode'),
  }),
})

/** Staff signed in to /admin (Payload's own cookie or `Authorization: JWT …`); professionals are not staff. */
async function requireStaff(ctx: GraphQLContext): Promise<void> {
  const { user } = await ctx.payload.auth({ headers: ctx.request.headers }).catch(() => ({ user: null }))
  if (user?.collection !== 'users') throw new AppError('ACCESS_DENIED', 'Staff only')
}

builder.queryFields((t) => ({
  merchants: t.field({
    description: 'Every merchant with its sample code. Staff only (signed in to /admin): ACCESS_DENIED otherwise.',
    type: [MerchantRef],
    resolve: async (_root, _args, ctx) => {
      await requireStaff(ctx)
      return listMerchants(ctx.payload)
    },
  }),
  tokenMerchant: t.field({
    description:
      'Exchanges a merchant’s sample code (any case or spacing) for a token valid 7 days; WRONG_SAMPLE_CODE when unknown, RATE_LIMITED after 10 tries in 15 minutes.',
    type: MerchantTokenRef,
    args: { sampleCode: t.arg.string({ required: true }) },
    resolve: (_root, { sampleCode }, ctx) => tokenMerchant(ctx.payload, { sampleCode }, ctx.clientIp),
  }),
}))

builder.mutationFields((t) => ({
  createColorFinder: t.field({
    description:
      'Orders samples or a brochure of up to three finishes: for a signed-in professional, or with a merchant token (ACCESS_DENIED, INVALID_TOKEN otherwise). Stored unprocessed for staff, mailed to the sample desk and the requester.',
    type: ColorFinderPayload,
    args: { input: t.arg({ type: ColorFinderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { locale, ...request } = input
      const colorFinder = await createColorFinder(ctx.payload, request, {
        user: ctx.user,
        clientIp: ctx.clientIp,
        locale: locale ?? ctx.locale,
      })
      return { colorFinder }
    },
  }),
}))
