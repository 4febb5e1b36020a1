import { z } from 'zod'
import type { PostalCodeRange } from '../geography'
import { SOCIAL_NETWORKS } from '../social'
import {
  ids,
  LANGUAGES,
  language,
  PERSONAL_FIELDS,
  passwordStrength,
  type Rule,
  role,
  SHORT_TEXT_MAX,
  secret,
  text,
  withConfirmation,
} from './forms'
import {
  bce,
  confirmed,
  email,
  maxLength,
  mobilePhone,
  normalizeVat,
  phone,
  renovationSizeRange,
  required,
  webAddress,
  wholeSurface,
} from './index'
import { passwordShape } from './password'
import { postcodeCityCheck, postcodeText } from './postcode'

/**
 * A professional's company profile: the API's update of it (every field optional) and the dashboard's company form
 * (the same rules, laid out as the form shows them), with the renovation surfaces both check.
 */

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
      description: z.string().max(COMPANY_DESCRIPTION_MAX, 'TOO_LONG').nullish(),
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
