/**
 * The professional's own profile: the update, with the re-authentication a new e-mail or password needs and the
 * end of the account's other sessions that follows it.
 */
import type { Payload, PayloadRequest } from 'payload'
import { renovationSizeRange } from '@/domain/validation'
import { profileUpdateSchema } from '@/domain/validation/company'
import { env } from '@/lib/env'
import type { ProfessionalUser } from '@/payload-types'
import { AppError } from '../core/errors'
import { parseInputAsync } from '../core/input'
import { existingIds } from '../core/relations'
import { inOneTransaction } from '../core/unit-of-work'
import { ownedImages, relationIds } from '../dashboard'
import { assertKnownVat, assertUnique, uniqueViolation } from './account-checks'
import { asLocale, COLLECTION, postalRanges } from './common'
import { loginThrottle } from './login-throttle'
import { passwordMatches } from './password-hash'
import type { SessionProfessional } from './session-professional'

/**
 * Re-authentication before a change of e-mail or password: a stolen session is not enough. Wrong and missing
 * answer WRONG_CURRENT_PASSWORD; failures count under the sign-in throttle of (account, address), so the session
 * cannot be used to guess the password faster than the sign-in form.
 */
async function assertCurrentPassword(
  payload: Payload,
  user: SessionProfessional,
  currentPassword: string | undefined,
  clientIp: string,
): Promise<void> {
  const throttle = loginThrottle()
  try {
    await throttle.check(user.email, clientIp)
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_ATTEMPTS') {
      throw new AppError('TOO_MANY_ATTEMPTS', 'Too many wrong passwords', {
        fields: { currentPassword: 'TOO_MANY_ATTEMPTS' },
      })
    }
    throw error
  }
  try {
    const wrong = () =>
      new AppError('WRONG_CURRENT_PASSWORD', 'The current password is missing or wrong', {
        fields: { currentPassword: 'WRONG_CURRENT_PASSWORD' },
      })
    if (!currentPassword) throw wrong()
    const stored = await payload.findByID({
      collection: COLLECTION,
      id: user.id,
      depth: 0,
      showHiddenFields: true,
      overrideAccess: true,
    })
    if (!(await passwordMatches(stored, currentPassword))) {
      await throttle.failure(user.email, clientIp)
      throw wrong()
    }
  } finally {
    await throttle.release(user.email, clientIp)
  }
}

/** Ends every session of the account but `keep` (the one making the change). */
async function revokeOtherSessions(
  payload: Payload,
  id: number | string,
  keep: string | undefined,
  req?: PayloadRequest,
): Promise<void> {
  const { sessions } = await payload.findByID({
    collection: COLLECTION,
    id,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  const now = Date.now()
  await payload.db.updateOne({
    collection: COLLECTION,
    id,
    data: { sessions: (sessions ?? []).filter((s) => s.id === keep && Date.parse(s.expiresAt) > now) },
    returning: false,
    ...(req ? { req } : {}),
  })
}

/**
 * The professional's own profile; nobody else's, whatever the input says. A new e-mail or password needs the
 * current password (checked under the sign-in throttle); then every other session of the account ends, and an
 * e-mail change is told to the former address.
 */
export async function updateOwnProfile(
  payload: Payload,
  user: SessionProfessional | null,
  input: unknown,
  clientIp = 'unknown',
): Promise<ProfessionalUser> {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to update a profile')
  const { id, ...rest } = (input ?? {}) as { id?: unknown }
  if (id !== undefined && id !== null && String(id) !== String(user.id)) {
    throw new AppError('ACCESS_DENIED', 'A professional updates only their own profile')
  }
  const {
    passwordConfirmation: _repeat,
    currentPassword,
    geographicAreas,
    workCategories,
    password,
    translations,
    images,
    title,
    ...data
  } = await parseInputAsync(
    profileUpdateSchema(await postalRanges(), [user.email, user.firstname, user.lastname, user.company], {
      postcode: user.postcode,
      city: user.city,
    }),
    rest,
  )
  // `title` is the API's other spelling of the one public name, the company's: it renames the company.
  if (title && data.company === undefined) data.company = title
  // One end of the renovation range may come alone: it must still fit the stored other end.
  const sizes = renovationSizeRange(
    data.minimalRenovationSize !== undefined ? data.minimalRenovationSize : user.minimalRenovationSize,
    data.maximalRenovationSize !== undefined ? data.maximalRenovationSize : user.maximalRenovationSize,
  )
  if (sizes) {
    throw new AppError('MIN_ABOVE_MAX', 'The minimal renovation size is above the maximal one', {
      fields: { maximalRenovationSize: sizes },
    })
  }
  const emailChanged = data.email !== undefined && data.email.toLowerCase() !== user.email.toLowerCase()
  if (emailChanged || password) await assertCurrentPassword(payload, user, currentPassword, clientIp)
  await assertUnique(payload, data, user.id)
  if (data.vATNumber && data.vATNumber !== user.vATNumber) await assertKnownVat(data.vATNumber)
  // Every id the profile relates to, checked before anything is written (NOT_FOUND, ACCESS_DENIED on its field).
  const relations = {
    ...(geographicAreas
      ? { geographicAreas: await existingIds(payload, 'geographic-areas', geographicAreas, 'geographicAreas') }
      : {}),
    ...(workCategories
      ? { workCategories: await existingIds(payload, 'work-categories', workCategories, 'workCategories') }
      : {}),
    ...(images ? { images: await ownedImages(payload, user.id, images, relationIds(user.images)) } : {}),
  }
  const asUser = { ...user, collection: COLLECTION } as never
  try {
    // The profile, its descriptions, the other sessions' end and the notice: one unit of work.
    return await inOneTransaction(payload, async (unit) => {
      const { req } = unit
      let updated = await payload.update({
        collection: COLLECTION,
        id: user.id,
        overrideAccess: false,
        user: asUser,
        req,
        locale: asLocale(user.language),
        data: { ...data, ...relations, ...(password ? { password } : {}) },
      })
      // The description is kept per language: each translation is written in its own locale.
      for (const { locale, description } of translations ?? []) {
        updated = await payload.update({
          collection: COLLECTION,
          id: user.id,
          overrideAccess: false,
          user: asUser,
          req,
          locale,
          data: { description: description || null },
        })
      }
      if (emailChanged || password) await revokeOtherSessions(payload, user.id, user._sid, req)
      if (emailChanged) {
        const locale = asLocale(updated.language)
        await unit.enqueueMail({
          template: 'emailChanged',
          to: user.email,
          locale,
          data: {
            firstname: updated.firstname,
            newEmail: updated.email,
            contactUrl: `${env.SITE_URL}/${locale}/contact`,
          },
        })
      }
      return updated
    })
  } catch (error) {
    throw uniqueViolation(error) ?? error
  }
}
