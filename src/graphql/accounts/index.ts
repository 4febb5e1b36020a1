import { sessionUserOf } from '@/domain/session'
import { signInCookies } from '@/lib/session-cookies'
import type { ProfessionalUser as ProfessionalUserDoc } from '@/payload-types'
import { askResetPassword, resetPassword } from '@/services/accounts/password-reset'
import { updateOwnProfile } from '@/services/accounts/profile'
import { register } from '@/services/accounts/registration'
import { login, type SignedIn } from '@/services/accounts/sign-in'
import { builder, type GraphQLContext, LocaleEnum, UserProfileEnum } from '../builder'

/** A professional as they see themselves; `token` is set only in the answer to a sign-in. */
type ProfessionalUserShape = ProfessionalUserDoc & { token?: string | null }

const relationIds = (value: ReadonlyArray<number | string | { id: number | string }> | null | undefined): string[] =>
  (value ?? []).map((v) => String(typeof v === 'object' && v !== null ? v.id : v))

const SocialNetworkRef = builder
  .objectRef<{ socialNetwork: string; path: string }>('ProfessionalUserSocialNetwork')
  .implement({
    fields: (t) => ({ socialNetwork: t.exposeString('socialNetwork'), path: t.exposeString('path') }),
  })

export const ProfessionalUserRef = builder.objectRef<ProfessionalUserShape>('ProfessionalUser').implement({
  description: 'A professional account with its company profile, as its owner sees it.',
  fields: (t) => ({
    id: t.id({ resolve: (u) => u.id }),
    token: t.string({
      nullable: true,
      description: 'The session token, only in the answer to a sign-in.',
      resolve: (u) => u.token ?? null,
    }),
    email: t.exposeString('email'),
    // The public name is the company's: one field, so a rename shows everywhere (issue 22).
    title: t.string({ nullable: true, resolve: (u) => u.company }),
    company: t.exposeString('company'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    profiles: t.field({ type: [UserProfileEnum], resolve: (u) => u.profiles ?? [] }),
    language: t.string({ resolve: (u) => u.language ?? 'fr' }),
    vATNumber: t.string({ nullable: true, resolve: (u) => u.vATNumber ?? null }),
    phoneNumber: t.string({ nullable: true, resolve: (u) => u.phoneNumber ?? null }),
    officePhoneNumber: t.string({ nullable: true, resolve: (u) => u.officePhoneNumber ?? null }),
    street: t.string({ nullable: true, resolve: (u) => u.street ?? null }),
    postcode: t.string({ nullable: true, resolve: (u) => u.postcode ?? null }),
    city: t.string({ nullable: true, resolve: (u) => u.city ?? null }),
    latitude: t.float({ nullable: true, resolve: (u) => u.latitude ?? null }),
    longitude: t.float({ nullable: true, resolve: (u) => u.longitude ?? null }),
    website: t.string({ nullable: true, resolve: (u) => u.website ?? null }),
    description: t.string({ nullable: true, resolve: (u) => u.description ?? null }),
    geographicAreas: t.idList({ resolve: (u) => relationIds(u.geographicAreas) }),
    workCategories: t.idList({ resolve: (u) => relationIds(u.workCategories) }),
    moveForRenovation: t.boolean({ resolve: (u) => u.moveForRenovation ?? false }),
    doRenovationSize: t.boolean({ resolve: (u) => u.doRenovationSize ?? false }),
    minimalRenovationSize: t.float({ nullable: true, resolve: (u) => u.minimalRenovationSize ?? null }),
    maximalRenovationSize: t.float({ nullable: true, resolve: (u) => u.maximalRenovationSize ?? null }),
    moveForNewConstruction: t.boolean({ resolve: (u) => u.moveForNewConstruction ?? false }),
    professionalUserSocialNetworks: t.field({
      type: [SocialNetworkRef],
      resolve: (u) =>
        (u.professionalUserSocialNetworks ?? []).map(({ socialNetwork, path }) => ({ socialNetwork, path })),
    }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
})

interface ProfessionalUserPayload {
  professionalUser: ProfessionalUserShape
}
const ProfessionalUserPayloadRef = builder.objectRef<ProfessionalUserPayload>('ProfessionalUserPayload').implement({
  fields: (t) => ({ professionalUser: t.field({ type: ProfessionalUserRef, resolve: (p) => p.professionalUser }) }),
})

interface RequestPassword {
  id: string
  email: string
}
const RequestPasswordRef = builder.objectRef<RequestPassword>('RequestPassword').implement({
  description: 'An accepted password-reset request; the same answer whether the e-mail has an account or not.',
  fields: (t) => ({ id: t.exposeID('id'), email: t.exposeString('email') }),
})
const RequestPasswordPayloadRef = builder
  .objectRef<{ requestPassword: RequestPassword }>('RequestPasswordPayload')
  .implement({
    fields: (t) => ({ requestPassword: t.field({ type: RequestPasswordRef, resolve: (p) => p.requestPassword }) }),
  })
const AskResetPayloadRef = builder
  .objectRef<{ professionalUser: RequestPassword }>('AskResetPasswordPayload')
  .implement({
    fields: (t) => ({ professionalUser: t.field({ type: RequestPasswordRef, resolve: (p) => p.professionalUser }) }),
  })

// Inputs accept nulls everywhere: the domain schema, not GraphQL, decides what is missing, so a client gets
// the catalogue code (IS_REQUIRED, WRONG_EMAIL_FORMAT…) for each field in `extensions.fields`.
const LoginInput = builder.inputType('LoginProfessionalUserInput', {
  fields: (t) => ({ email: t.string(), password: t.string() }),
})
const EmailInput = builder.inputType('AskResetPasswordInput', { fields: (t) => ({ email: t.string() }) })
const ResetInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({ token: t.string(), password: t.string(), passwordConfirmation: t.string() }),
})
/** The account fields registration and profile updates share. */
const ACCOUNT_TEXT_FIELDS = [
  'title',
  'language',
  'lastname',
  'firstname',
  'company',
  'vATNumber',
  'street',
  'postcode',
  'city',
  'phoneNumber',
  'officePhoneNumber',
  'email',
  'password',
  'passwordConfirmation',
] as const
type InputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]
const accountTextFields = (t: InputFieldBuilder) =>
  Object.fromEntries(ACCOUNT_TEXT_FIELDS.map((name) => [name, t.string()])) as Record<
    (typeof ACCOUNT_TEXT_FIELDS)[number],
    ReturnType<InputFieldBuilder['string']>
  >

const CreateInput = builder.inputType('CreateProfessionalUserInput', {
  fields: (t) => ({
    ...accountTextFields(t),
    role: t.field({ type: UserProfileEnum }),
    geographicAreas: t.idList(),
    acceptTermsAndConditions: t.boolean(),
    acceptMarketing: t.boolean(),
  }),
})
const SocialNetworkInput = builder.inputType('ProfessionalUserSocialNetworkInput', {
  fields: (t) => ({ socialNetwork: t.string(), path: t.string() }),
})
const DescriptionTranslationInput = builder.inputType('ProfessionalUserTranslationInput', {
  fields: (t) => ({ locale: t.field({ type: LocaleEnum }), description: t.string() }),
})
const UpdateInput = builder.inputType('UpdateProfessionalUserInput', {
  fields: (t) => ({
    professionalUserSocialNetworks: t.field({
      type: [SocialNetworkInput],
      description: 'The whole list of social links; networks left out are removed.',
    }),
    translations: t.field({ type: [DescriptionTranslationInput], description: 'The description per language.' }),
    images: t.idList({ description: 'Company images: media you uploaded (uploadMediaObject with kind public).' }),
    ...accountTextFields(t),
    id: t.id({ description: 'Optional; when given it must be your own id.' }),
    currentPassword: t.string({
      description:
        'Your current password; required to change the e-mail or the password (WRONG_CURRENT_PASSWORD when missing or wrong).',
    }),
    profiles: t.field({ type: [UserProfileEnum] }),
    website: t.string(),
    description: t.string(),
    geographicAreas: t.idList(),
    workCategories: t.idList(),
    moveForRenovation: t.boolean(),
    doRenovationSize: t.boolean(),
    minimalRenovationSize: t.float(),
    maximalRenovationSize: t.float(),
    moveForNewConstruction: t.boolean(),
  }),
})

/** Drops the fields a client left out, so that "absent" means "unchanged" and not "cleared". */
function present(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
}

/** Signs the session in on the answer: the cookies travel with the response. */
function signedIn(ctx: GraphQLContext, { user, token }: SignedIn): ProfessionalUserPayload {
  ctx.responseCookies.push(...signInCookies(token, sessionUserOf(user), ctx.secureCookies))
  return { professionalUser: { ...user, token } }
}

builder.queryFields((t) => ({
  currentProfessionalUser: t.field({
    description: 'The signed-in professional, or null.',
    type: ProfessionalUserRef,
    nullable: true,
    resolve: (_root, _args, ctx) => ctx.user,
  }),
}))

builder.mutationFields((t) => ({
  loginProfessionalUser: t.field({
    description:
      'Signs in. BAD_CREDENTIALS for a wrong password or an unknown e-mail alike; TOO_MANY_ATTEMPTS when this e-mail failed too often from this address (1, 2, 4 … minutes after 5 failures; after the first one once the account failed 100 times an hour from everywhere).',
    type: ProfessionalUserPayloadRef,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => signedIn(ctx, await login(ctx.payload, input, ctx.clientIp)),
  }),
  createProfessionalUser: t.field({
    description: 'Registers a professional, sends the welcome e-mail and signs them in.',
    type: ProfessionalUserPayloadRef,
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => signedIn(ctx, await register(ctx.payload, input, ctx.clientIp)),
  }),
  updateProfessionalUser: t.field({
    description: 'Updates the signed-in professional; ACCESS_DENIED without a session or for another id.',
    type: ProfessionalUserPayloadRef,
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      professionalUser: await updateOwnProfile(ctx.payload, ctx.user, present(input), ctx.clientIp),
    }),
  }),
  askResetPasswordProfessionalUser: t.field({
    type: AskResetPayloadRef,
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      professionalUser: await askResetPassword(ctx.payload, input, ctx.clientIp),
    }),
  }),
  createRequestPassword: t.field({
    description: 'Same as askResetPasswordProfessionalUser.',
    type: RequestPasswordPayloadRef,
    args: { input: t.arg({ type: EmailInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      requestPassword: await askResetPassword(ctx.payload, input, ctx.clientIp),
    }),
  }),
  resetPasswordProfessionalUser: t.field({
    type: AskResetPayloadRef,
    args: { input: t.arg({ type: ResetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const user = await resetPassword(ctx.payload, input, ctx.clientIp)
      return { professionalUser: { id: String(user.id), email: user.email } }
    },
  }),
  resetPasswordRequestPassword: t.field({
    description: 'Same as resetPasswordProfessionalUser.',
    type: RequestPasswordPayloadRef,
    args: { input: t.arg({ type: ResetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const user = await resetPassword(ctx.payload, input, ctx.clientIp)
      return { requestPassword: { id: String(user.id), email: user.email } }
    },
  }),
}))
