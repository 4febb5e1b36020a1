/**
 * A professional's registration: the account and its welcome mail in one unit of work, then the new professional
 * signed in. The input is parsed with the same schema as the browser form.
 */
import type { Payload } from 'payload'
import { registrationSchema } from '@/domain/validation/account'
import { localizedPath } from '@/i18n/paths'
import { env } from '@/lib/env'
import { limitedWrite } from '@/lib/rate-limit'
import type { ProfessionalUser } from '@/payload-types'
import { parseInputAsync } from '../core/input'
import { existingIds } from '../core/relations'
import { inOneTransaction } from '../core/unit-of-work'
import { assertKnownVat, assertUnique, uniqueViolation } from './account-checks'
import { asLocale, COLLECTION, postalRanges } from './common'
import type { SignedIn } from './sign-in'

/** Creates the account, sends the welcome e-mail and signs the new professional in. */
export async function register(payload: Payload, input: unknown, clientIp: string): Promise<SignedIn> {
  // Only accepted accounts count under the limit; refused registrations count apart, as many (limitedWrite).
  return limitedWrite('registerByIp', clientIp, () => registerAccount(payload, input))
}

async function registerAccount(payload: Payload, input: unknown): Promise<SignedIn> {
  const data = await parseInputAsync(registrationSchema(await postalRanges()), input)
  await assertUnique(payload, data)
  await assertKnownVat(data.vATNumber)
  const geographicAreas = await existingIds(payload, 'geographic-areas', data.geographicAreas, 'geographicAreas')
  let user: ProfessionalUser
  try {
    // The account and its welcome mail together or not at all.
    user = await inOneTransaction(payload, async (unit) => {
      const created = await unit.create({
        collection: COLLECTION,
        overrideAccess: true,
        data: {
          email: data.email,
          password: data.password,
          company: data.company,
          firstname: data.firstname,
          lastname: data.lastname,
          profiles: [data.role],
          language: data.language,
          vATNumber: data.vATNumber,
          street: data.street,
          postcode: data.postcode,
          city: data.city,
          phoneNumber: data.phoneNumber,
          officePhoneNumber: data.officePhoneNumber || null,
          geographicAreas,
          acceptTermsAndConditions: true,
          acceptMarketing: data.acceptMarketing,
        },
      })
      await unit.enqueueMail({
        template: 'welcome',
        to: created.email,
        locale: asLocale(created.language),
        data: {
          firstname: created.firstname,
          company: created.company,
          dashboardUrl: new URL(localizedPath(asLocale(created.language), '/dashboard'), env.SITE_URL).toString(),
        },
      })
      return created
    })
  } catch (error) {
    throw uniqueViolation(error) ?? error
  }
  const result = await payload.login({ collection: COLLECTION, data: { email: data.email, password: data.password } })
  if (!result.token) throw new Error('Sign-in after registration returned no token')
  return { user, token: result.token }
}
