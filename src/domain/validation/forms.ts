import { z } from 'zod'
import { type ErrorCode, isErrorCode } from '../errors'
import type { PostalCodeRange } from '../geography'
import { PROFESSIONAL_PROFILES } from '../profiles'
import { SOCIAL_NETWORKS } from '../social'
import {
  bce,
  confirmed,
  email,
  isTrue,
  maxLength,
  mobilePhone,
  normalizeVat,
  phone,
  phoneOrMobilePhone,
  type RuleResult,
  renovationSizeRange,
  required,
  URL_MAX,
  validateUrlWithProtocol,
  webAddress,
  wholeSurface,
} from './index'
import { loadPasswordEstimator, passwordRule, passwordShape, userWordsOf } from './password'
import { postcodeCityCheck, postcodeText } from './postcode'

/**
 * The account forms as zod schemas built from the section-5 rules: the browser forms validate with them
 * (react-hook-form's zod resolver) and the GraphQL resolvers parse their inputs with the very same schema.
 * Every issue's message is a catalogue code; the UI translates it, the API returns it as the error code.
 */

type Rule<V> = (value: V) => RuleResult

/** Adds the code of the first failing rule as the value's issue. */
function firstFailing<V>(rules: Rule<V>[]) {
  return (value: V, ctx: z.RefinementCtx) => {
    for (const rule of rules) {
      const code = rule(value)
      if (code) {
        ctx.addIssue({ code: 'custom', message: code })
        return
      }
    }
  }
}

/**
 * Characters nobody types on purpose: control characters (a NUL cut the stored text short), zero-width ones
 * (a name of only those passed "required") and bidirectional overrides (which make a text read otherwise than
 * it is stored). Tabs and line breaks stay.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g

/** A name, a street, a city, a short title: one line a person writes, at most this long. */
export const SHORT_TEXT_MAX = 150

/** A text field checked by rules in order; the first failing rule's code is the field's error. */
export function text(...rules: Rule<string>[]) {
  return z
    .string()
    .nullish()
    .transform((v) => (v ?? '').replace(INVISIBLE, '').trim())
    .superRefine(firstFailing(rules))
}

/**
 * The longest secret read at all (a password, its repeat, the current one): far above the password rule's 128, so
 * that an older, longer password still signs in, and yet bounded (issue 22: every text of the API has a bound).
 */
const SECRET_MAX = 1024
/** A reset token as mailed: a few dozen characters. */
const TOKEN_MAX = 512

/** Passwords are not trimmed: spaces are characters like any other. */
function secret(...rules: Rule<string>[]) {
  return z
    .string()
    .nullish()
    .transform((v) => v ?? '')
    .superRefine(firstFailing([maxLength(SECRET_MAX), ...rules]))
}

/** An id as the API takes it: digits or a short key, never a text. */
const ID_MAX = 64

/**
 * A list of ids, each once: a repeated id is the same choice said twice (a category, a professional, an image), so
 * it is dropped, keeping the first one's place (issue 22: `["1","1","1"]` was stored three times).
 */
export const ids = (requiredList: boolean) =>
  z
    .array(
      z
        .union([z.string(), z.number()])
        .transform(String)
        .superRefine((v, ctx) => {
          if (v.length > ID_MAX) ctx.addIssue({ code: 'custom', message: 'BAD_REQUEST' })
        }),
    )
    .nullish()
    .transform((v) => [...new Set(v ?? [])])
    .superRefine((value, ctx) => {
      if (requiredList && value.length === 0) ctx.addIssue({ code: 'custom', message: 'IS_REQUIRED' })
    })

const LANGUAGES = ['fr', 'nl'] as const
const language = z.enum(LANGUAGES, { error: 'IS_REQUIRED' })
const role = z.enum(PROFESSIONAL_PROFILES, { error: 'IS_REQUIRED' })

/**
 * The confirmation field must repeat `field`. It runs even while other fields fail (`when`), so a mismatch
 * shows at once rather than after everything else is fixed.
 */
function withConfirmation<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  field: string,
  repeat: string,
  skip: (values: Record<string, unknown>) => boolean = () => false,
) {
  const codeOf = (values: unknown): RuleResult => {
    const v = (values ?? {}) as Record<string, unknown>
    if (skip(v)) return null
    return required(v[repeat]) ?? confirmed(String(v[repeat] ?? ''), String(v[field] ?? ''))
  }
  return schema.check(
    z.superRefine(
      (values, ctx) => {
        const code = codeOf(values)
        if (code) ctx.addIssue({ code: 'custom', message: code, path: [repeat] })
      },
      { when: () => true },
    ),
  )
}

/**
 * The renovation surfaces a professional takes: the minimum not above the maximum, flagged under the maximum.
 * Runs while other fields still fail, so the form shows it with the rest.
 */
const renovationSizes = z.superRefine<Record<string, unknown>>(
  (values, ctx) => {
    const code = renovationSizeRange(
      values.minimalRenovationSize as number | string | null | undefined,
      values.maximalRenovationSize as number | string | null | undefined,
    )
    if (code) ctx.addIssue({ code: 'custom', message: code, path: ['maximalRenovationSize'] })
  },
  { when: () => true },
)

/** Fields whose values a password should not lean on (zxcvbn's user inputs). */
export const PERSONAL_FIELDS = ['email', 'firstname', 'lastname', 'company'] as const

/**
 * The password's strength (./password.ts), an async check: the estimator's dictionaries load on first use.
 * It runs while other fields still fail, but not while the password itself breaks the length or format rule.
 * `known`: words of the person that the form does not hold (the stored profile, on an update).
 */
function passwordStrength(fields: readonly string[], known: readonly unknown[] = []) {
  return z.superRefine<Record<string, unknown>>(
    async (values, ctx) => {
      const value = values.password
      if (typeof value !== 'string' || !value || passwordShape(value)) return
      const words = userWordsOf([...fields.map((f) => values[f]), ...known])
      const code = passwordRule(value, words, await loadPasswordEstimator())
      if (code) ctx.addIssue({ code: 'custom', message: code, path: ['password'] })
    },
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password') },
  )
}

export const loginSchema = z.object({
  email: text(required, email),
  // Only presence: a password that breaks today's format rule may still be an older, valid one.
  password: secret(required),
})
export type LoginInput = z.input<typeof loginSchema>

export const askResetPasswordSchema = z.object({ email: text(required, email) })

// The reset form knows no e-mail or name: the strength rule sees only the dictionaries, in the browser as on the server.
export const resetPasswordSchema = withConfirmation(
  z.object({
    token: text(required, maxLength(TOKEN_MAX)),
    password: secret(required, passwordShape),
    passwordConfirmation: secret(),
  }),
  'password',
  'passwordConfirmation',
).check(passwordStrength([]))

/** Registration; the postal code is checked against the provinces' ranges the caller loaded. */
export function registrationSchema(ranges: readonly PostalCodeRange[]) {
  return withConfirmation(
    z.object({
      role: role.default('PROFESSIONAL_PLAFONNEUR_PROFILE'),
      language: language.default('fr'),
      lastname: text(required, maxLength(SHORT_TEXT_MAX)),
      firstname: text(required, maxLength(SHORT_TEXT_MAX)),
      company: text(required, maxLength(SHORT_TEXT_MAX)),
      vATNumber: text(required, bce).transform(normalizeVat),
      street: text(required, maxLength(SHORT_TEXT_MAX)),
      postcode: postcodeText(ranges),
      city: text(required, maxLength(SHORT_TEXT_MAX)),
      phoneNumber: text(required, mobilePhone),
      officePhoneNumber: text(phone),
      email: text(required, email),
      geographicAreas: ids(true),
      password: secret(required, passwordShape),
      passwordConfirmation: secret(),
      acceptTermsAndConditions: z
        .boolean()
        .nullish()
        .transform((v) => v === true)
        .superRefine(firstFailing([isTrue])),
      acceptMarketing: z
        .boolean()
        .nullish()
        .transform((v) => v === true),
    }),
    'password',
    'passwordConfirmation',
  ).check(passwordStrength(PERSONAL_FIELDS), postcodeCityCheck())
}
export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>
export type RegistrationData = z.output<ReturnType<typeof registrationSchema>>

/** A renovation surface: whole m² up to SURFACE_MAX (a square kilometre is already more than any renovation). */
const optionalNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : Number(String(v).replace(',', '.'))))
  .superRefine((v, ctx) => {
    const code = wholeSurface(v)
    if (code) ctx.addIssue({ code: 'custom', message: code })
  })

/**
 * A professional's own profile update: every field optional (absent means unchanged); a present field
 * follows the same rules as at registration. `known`: the stored e-mail, names and company, which a new
 * password should not lean on either.
 */
export function profileUpdateSchema(
  ranges: readonly PostalCodeRange[],
  known: readonly unknown[] = [],
  stored?: { postcode?: string | null; city?: string | null },
) {
  const requiredText = (...rules: Rule<string>[]) => text(required, ...rules).optional()
  return z
    .object({
      profiles: z.array(role).min(1, 'IS_REQUIRED').optional(),
      language: language.optional(),
      lastname: requiredText(maxLength(SHORT_TEXT_MAX)),
      firstname: requiredText(maxLength(SHORT_TEXT_MAX)),
      company: requiredText(maxLength(SHORT_TEXT_MAX)),
      title: text(maxLength(SHORT_TEXT_MAX)).optional(),
      vATNumber: text(required, bce).transform(normalizeVat).optional(),
      street: requiredText(maxLength(SHORT_TEXT_MAX)),
      postcode: postcodeText(ranges).optional(),
      city: requiredText(maxLength(SHORT_TEXT_MAX)),
      phoneNumber: requiredText(mobilePhone),
      officePhoneNumber: text(phone).optional(),
      email: requiredText(email),
      website: text(webAddress).optional(),
      description: z.string().max(5000, 'TOO_LONG').nullish(),
      geographicAreas: ids(true).optional(),
      workCategories: ids(false).optional(),
      moveForRenovation: z.boolean().optional(),
      doRenovationSize: z.boolean().optional(),
      minimalRenovationSize: optionalNumber.optional(),
      maximalRenovationSize: optionalNumber.optional(),
      moveForNewConstruction: z.boolean().optional(),
      password: secret(passwordShape).optional(),
      passwordConfirmation: secret().optional(),
      // Re-authentication: asked by the server when the e-mail or the password changes (issue 20).
      currentPassword: secret().optional(),
      professionalUserSocialNetworks: z
        .array(
          z.object({
            socialNetwork: z.enum(SOCIAL_NETWORKS, { error: 'IS_REQUIRED' }),
            path: text(required, webAddress),
          }),
        )
        .max(SOCIAL_NETWORKS.length, 'TOO_MANY_ITEMS')
        .optional(),
      translations: z
        .array(z.object({ locale: language, description: text(maxLength(COMPANY_DESCRIPTION_MAX)) }))
        .max(LANGUAGES.length, 'TOO_MANY_ITEMS')
        .optional(),
      images: ids(false).optional(),
    })
    .superRefine((values, ctx) => {
      if (!values.password) return
      const code = required(values.passwordConfirmation) ?? confirmed(values.passwordConfirmation, values.password)
      if (code) ctx.addIssue({ code: 'custom', message: code, path: ['passwordConfirmation'] })
    })
    .check(passwordStrength(PERSONAL_FIELDS, known), renovationSizes, postcodeCityCheck('postcode', 'city', stored))
}

/** A company description per language: a few paragraphs at most. */
export const COMPANY_DESCRIPTION_MAX = 2000

/**
 * The dashboard's company form: the profile update's rules with the social links as one field per network and a
 * description per language, the way the form shows them; the browser turns it into the API's input.
 */
export function companyFormSchema(ranges: readonly PostalCodeRange[]) {
  const requiredText = (...rules: Rule<string>[]) => text(required, ...rules)
  return withConfirmation(
    z.object({
      profiles: z.array(role).min(1, 'IS_REQUIRED'),
      language,
      lastname: requiredText(maxLength(SHORT_TEXT_MAX)),
      firstname: requiredText(maxLength(SHORT_TEXT_MAX)),
      company: requiredText(maxLength(SHORT_TEXT_MAX)),
      vATNumber: text(required, bce),
      street: requiredText(maxLength(SHORT_TEXT_MAX)),
      postcode: postcodeText(ranges),
      city: requiredText(maxLength(SHORT_TEXT_MAX)),
      phoneNumber: requiredText(mobilePhone),
      officePhoneNumber: text(phone),
      email: requiredText(email),
      password: secret(passwordShape),
      passwordConfirmation: secret(),
      currentPassword: secret(),
      website: text(webAddress),
      ...(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, text(webAddress)])) as Record<
        (typeof SOCIAL_NETWORKS)[number],
        ReturnType<typeof text>
      >),
      descriptionFr: text(maxLength(COMPANY_DESCRIPTION_MAX)),
      descriptionNl: text(maxLength(COMPANY_DESCRIPTION_MAX)),
      workCategories: ids(false),
      geographicAreas: ids(true),
      moveForRenovation: z.boolean(),
      doRenovationSize: z.boolean(),
      minimalRenovationSize: optionalNumber,
      maximalRenovationSize: optionalNumber,
      moveForNewConstruction: z.boolean(),
    }),
    'password',
    'passwordConfirmation',
    // An empty password means "unchanged": its repeat is then not asked for.
    (values) => !values.password,
  ).check(passwordStrength(PERSONAL_FIELDS), renovationSizes, postcodeCityCheck())
}
export type CompanyFormInput = z.input<ReturnType<typeof companyFormSchema>>
export type CompanyFormData = z.output<ReturnType<typeof companyFormSchema>>

export const REFERENCE_LIMITS = {
  title: 120,
  description: 2000,
  links: 5,
  parties: 10,
  images: 12,
  products: 20,
  contact: 200,
} as const

/** A useful link: on this site (`/fr/…`) or a full http(s) address; "//host" and "/\host" leave the site in a browser. */
const linkTarget = (value: string) => (/^\/(?![/\\])/.test(value) ? null : validateUrlWithProtocol(value))

/**
 * A reference project from the dashboard: title and description per language, required in the professional's own
 * language (the other falls back to it), links, images, work categories and concerned parties, each party with all
 * five fields.
 */
export function referenceFormSchema(language: (typeof LANGUAGES)[number] = 'fr') {
  const inOwn = (lang: (typeof LANGUAGES)[number], limit: number) =>
    lang === language ? text(required, maxLength(limit)) : text(maxLength(limit))
  return z.object({
    titleFr: inOwn('fr', REFERENCE_LIMITS.title),
    titleNl: inOwn('nl', REFERENCE_LIMITS.title),
    descriptionFr: inOwn('fr', REFERENCE_LIMITS.description),
    descriptionNl: inOwn('nl', REFERENCE_LIMITS.description),
    heroImage: z.union([z.string(), z.number()]).transform(String).nullish(),
    images: ids(false),
    workCategories: ids(false),
    logo: z.union([z.string(), z.number()]).transform(String).nullish(),
    productsUsed: ids(false).refine((v) => v.length <= REFERENCE_LIMITS.products, { message: 'TOO_MANY_ITEMS' }),
    contact: text(maxLength(REFERENCE_LIMITS.contact)),
    ctas: z
      .array(
        z.object({
          title: text(required, maxLength(SHORT_TEXT_MAX)),
          link: text(required, maxLength(URL_MAX), linkTarget),
        }),
      )
      .max(REFERENCE_LIMITS.links, 'TOO_MANY_ITEMS')
      .nullish()
      .transform((v) => v ?? []),
    involvedParties: z
      .array(
        z.object({
          firstname: text(required, maxLength(SHORT_TEXT_MAX)),
          lastname: text(required, maxLength(SHORT_TEXT_MAX)),
          function: text(required, maxLength(SHORT_TEXT_MAX)),
          company: text(required, maxLength(SHORT_TEXT_MAX)),
          contact: text(required, maxLength(SHORT_TEXT_MAX)),
        }),
      )
      .max(REFERENCE_LIMITS.parties, 'TOO_MANY_ITEMS')
      .nullish()
      .transform((v) => v ?? []),
  })
}
export type ReferenceFormInput = z.input<ReturnType<typeof referenceFormSchema>>
export type ReferenceFormData = z.output<ReturnType<typeof referenceFormSchema>>

/** Who writes through the contact form; staff see it to route the message. */
export const CONTACT_PROFILES = ['individual', 'professional', 'architect', 'merchant', 'other'] as const
export type ContactProfile = (typeof CONTACT_PROFILES)[number]
export const CONTACT_LIMITS = { name: 120, subject: 150, message: 2000 } as const

/** The contact form: the browser and the mutation parse it with this schema. */
export const contactSchema = z.object({
  name: text(required, maxLength(CONTACT_LIMITS.name)),
  email: text(required, email),
  phone: text(phoneOrMobilePhone),
  profile: z.enum(CONTACT_PROFILES, { error: 'IS_REQUIRED' }),
  subject: text(required, maxLength(CONTACT_LIMITS.subject)),
  message: text(required, maxLength(CONTACT_LIMITS.message)),
  consent: z
    .boolean()
    .nullish()
    .transform((v) => v === true)
    .superRefine(firstFailing([isTrue])),
})
export type ContactInput = z.input<typeof contactSchema>
export type ContactData = z.output<typeof contactSchema>

/**
 * The catalogue code of one zod issue. The rules above write a code as the message; a bound zod checks itself
 * (`.max(n)` without one, a type, an enum) would otherwise leak its English sentence ("Too big: expected string to
 * have <=5000 characters") as the API's error code (issue 22). Its kind is mapped instead: a string too long is
 * TOO_LONG, a list too long TOO_MANY_ITEMS, a number too large DIMENSION_OUT_OF_RANGE, too small NOT_POSITIVE (an
 * empty text or list IS_REQUIRED), anything else (a wrong type, a value outside an enum) BAD_REQUEST.
 */
export function issueCode(issue: z.core.$ZodIssue): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message
  const origin = 'origin' in issue ? issue.origin : undefined
  switch (issue.code) {
    case 'too_big':
      if (origin === 'string') return 'TOO_LONG'
      if (origin === 'array' || origin === 'set' || origin === 'map') return 'TOO_MANY_ITEMS'
      if (origin === 'number' || origin === 'int' || origin === 'bigint') return 'DIMENSION_OUT_OF_RANGE'
      return 'BAD_REQUEST'
    case 'too_small':
      if (origin === 'string' || origin === 'array' || origin === 'set') return 'IS_REQUIRED'
      if (origin === 'number' || origin === 'int' || origin === 'bigint') return 'NOT_POSITIVE'
      return 'BAD_REQUEST'
    default:
      return 'BAD_REQUEST'
  }
}

/** Field name → first error code (always one of the catalogue's), from a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, ErrorCode> {
  const out: Record<string, ErrorCode> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    if (!(key in out)) out[key] = issueCode(issue as z.core.$ZodIssue)
  }
  return out
}
