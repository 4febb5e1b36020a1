import { z } from 'zod'
import type { PostalCodeRange } from '../geography'
import {
  firstFailing,
  ids,
  language,
  PERSONAL_FIELDS,
  passwordStrength,
  role,
  SHORT_TEXT_MAX,
  secret,
  text,
  withConfirmation,
} from './forms'
import { bce, email, isTrue, maxLength, mobilePhone, normalizeVat, phone, required } from './index'
import { passwordShape } from './password'
import { postcodeCityCheck, postcodeText } from './postcode'

/** The account forms: signing in, asking for and setting a new password, and a professional's registration. */

/** A reset token as mailed: a few dozen characters. */
const TOKEN_MAX = 512

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
