import { pbkdf2, randomUUID, timingSafeEqual } from 'node:crypto'
import {
  AuthenticationError,
  createLocalReq,
  LockedAuth,
  logoutOperation,
  type Payload,
  type PayloadRequest,
  ValidationError,
} from 'payload'
import { loadPostcodeIndex } from '@/domain/geo/postcode-index'
import { renovationSizeRange } from '@/domain/validation'
import {
  askResetPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@/domain/validation/account'
import { profileUpdateSchema } from '@/domain/validation/company'
import { localizedPath } from '@/i18n/paths'
import { type Locale, locales } from '@/i18n/routing'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { passwordCode } from '@/lib/password-policy'
import { atLeast, consume, limitedWrite } from '@/lib/rate-limit'
import type { ProfessionalUser } from '@/payload-types'
import { AppError } from '../core/errors'
import { parseInput, parseInputAsync } from '../core/input'
import { existingIds } from '../core/relations'
import { inOneTransaction } from '../core/unit-of-work'
import { ownedImages, relationIds } from '../dashboard'
import { findGeographicAreas } from '../directory/geography'
import { enqueueMail } from '../mail/outbox'
import { loginThrottle } from './login-throttle'
import { checkVatNumber } from './vat-registry'

/**
 * Professional accounts: registration, sign-in, password reset and the professional's own profile.
 * Called by the GraphQL resolvers; every input is parsed with the same schemas as the browser forms.
 */

import type { SessionProfessional } from './session-professional'

const COLLECTION = 'professional-users'
/** Sign-in and reset requests answer no sooner than this, so timing does not tell whether an e-mail exists. */
const MIN_ANSWER_MS = 400
/** Payload's default lifetime of a reset token. */
const RESET_TOKEN_HOURS = 1

export type { SessionProfessional } from './session-professional'

export interface SignedIn {
  user: ProfessionalUser
  token: string
}

/** The served ranges, with the official postcode list loaded for the address rules. */
async function postalRanges() {
  const [areas] = await Promise.all([findGeographicAreas('fr', 'PROVINCE'), loadPostcodeIndex()])
  return areas.flatMap((a) => a.postalCodesRange)
}

function asLocale(value: unknown): Locale {
  return (locales as readonly unknown[]).includes(value) ? (value as Locale) : 'fr'
}

/** The professional a session token belongs to; null for a missing, expired, revoked or staff token. */
export async function userFromToken(
  payload: Payload,
  token: string | null | undefined,
): Promise<SessionProfessional | null> {
  if (!token) return null
  try {
    const { user } = await payload.auth({
      headers: new Headers({ Authorization: `Bearer ${token}`, DisableAutologin: 'true' }),
    })
    return user && user.collection === COLLECTION ? (user as unknown as SessionProfessional) : null
  } catch {
    return null
  }
}

// Payload 3.90's password hashing (auth/strategies/local/generatePasswordSaltHash.js), which it does not export.
const HASH_PREFIX = 'pbkdf2-sha256-v1:'
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32
const LEGACY_ITERATIONS = 25_000
const LEGACY_KEY_LENGTH = 512

function pbkdf2Hex(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** Whether `password` is the one stored as Payload's salt and hash, compared in constant time. */
async function passwordMatches(stored: { hash?: string | null; salt?: string | null }, password: string) {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(HASH_PREFIX)
  const expected = Buffer.from(current ? stored.hash.slice(HASH_PREFIX.length) : stored.hash, 'hex')
  const actual = await pbkdf2Hex(
    password,
    stored.salt,
    current ? HASH_ITERATIONS : LEGACY_ITERATIONS,
    current ? HASH_KEY_LENGTH : LEGACY_KEY_LENGTH,
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** The cost of checking a password, spent for an unknown e-mail so that its refusal takes as long. */
async function spendPasswordCheck(password: string): Promise<void> {
  await pbkdf2Hex(password, 'unknown-account', HASH_ITERATIONS, HASH_KEY_LENGTH)
}

async function accountIdByEmail(payload: Payload, email: string): Promise<number | string | null> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}

/**
 * Signs in. Refusals answer alike for a known and an unknown e-mail (code, message, at least MIN_ANSWER_MS): a
 * wrong password and an unknown e-mail are BAD_CREDENTIALS, a throttled (account, address) pair is
 * TOO_MANY_ATTEMPTS whether the account exists or not (src/services/accounts/login-throttle.ts). There is no account lock:
 * the owner signs in from another address while an attacker's address waits.
 */
export async function login(payload: Payload, input: unknown, clientIp: string): Promise<SignedIn> {
  const { email, password } = parseInput(loginSchema, input)
  await consume('loginByIp', clientIp)
  const throttle = loginThrottle()
  return atLeast(
    MIN_ANSWER_MS,
    (async () => {
      await throttle.check(email, clientIp)
      try {
        if ((await accountIdByEmail(payload, email)) === null) {
          await spendPasswordCheck(password)
          throw new AuthenticationError()
        }
        const result = await payload.login({ collection: COLLECTION, data: { email, password } })
        if (!result.token || !result.user) throw new AuthenticationError()
        await throttle.success(email, clientIp)
        return { user: result.user as ProfessionalUser, token: result.token }
      } catch (error) {
        if (error instanceof AuthenticationError || error instanceof LockedAuth) {
          await throttle.failure(email, clientIp)
          throw new AppError('BAD_CREDENTIALS', 'Bad credentials')
        }
        throw error
      } finally {
        await throttle.release(email, clientIp)
      }
    })(),
  )
}

/** Ends this session only (other devices stay signed in). */
export async function logout(payload: Payload, user: SessionProfessional): Promise<void> {
  const req = await createLocalReq({ user: { ...user, collection: COLLECTION } as never }, payload)
  await logoutOperation({ collection: payload.collections[COLLECTION], req })
}

async function assertUnique(
  payload: Payload,
  data: { email?: string; vATNumber?: string },
  exceptId?: number | string,
): Promise<void> {
  const notSelf = exceptId === undefined ? [] : [{ id: { not_equals: exceptId } }]
  if (data.email) {
    const { totalDocs } = await payload.count({
      collection: COLLECTION,
      where: { and: [{ email: { equals: data.email.toLowerCase() } }, ...notSelf] },
    })
    if (totalDocs > 0)
      throw new AppError('EXISTING_EMAIL', 'E-mail already registered', { fields: { email: 'EXISTING_EMAIL' } })
  }
  if (data.vATNumber) {
    const { totalDocs } = await payload.count({
      collection: COLLECTION,
      where: { and: [{ vATNumber: { equals: data.vATNumber } }, ...notSelf] },
    })
    if (totalDocs > 0) {
      throw new AppError('EXISTING_VAT_NUMBER', 'VAT number already registered', {
        fields: { vATNumber: 'EXISTING_VAT_NUMBER' },
      })
    }
  }
}

/** A unique index that another request won between our check and our write. */
function uniqueViolation(error: unknown): AppError | null {
  if (!(error instanceof ValidationError)) return null
  const paths = error.data.errors.map((e) => e.path)
  if (paths.includes('email'))
    return new AppError('EXISTING_EMAIL', 'E-mail already registered', { fields: { email: 'EXISTING_EMAIL' } })
  if (paths.includes('vATNumber')) {
    return new AppError('EXISTING_VAT_NUMBER', 'VAT number already registered', {
      fields: { vATNumber: 'EXISTING_VAT_NUMBER' },
    })
  }
  return null
}

async function assertKnownVat(vat: string | undefined): Promise<void> {
  if (vat && (await checkVatNumber(vat)) === 'invalid') {
    throw new AppError('WRONG_VAT_NUMBER', 'VAT number unknown to the registry', {
      fields: { vATNumber: 'WRONG_VAT_NUMBER' },
    })
  }
}

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

/**
 * The reset token to mail: the account's current one while it is valid and unused, with its lifetime renewed, so
 * a second request (the owner's, or anyone's) never breaks the link the owner already holds; otherwise a new one.
 * Payload's forgotPassword replaces the token on every call; resetPassword ends its life when used.
 */
async function resetToken(payload: Payload, id: number | string, email: string): Promise<string | null> {
  const current = (await payload.findByID({
    collection: COLLECTION,
    id,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })) as ProfessionalUser
  const expires = current.resetPasswordExpiration ? Date.parse(current.resetPasswordExpiration) : Number.NaN
  if (current.resetPasswordToken && expires > Date.now()) {
    await payload.update({
      collection: COLLECTION,
      id,
      overrideAccess: true,
      data: { resetPasswordExpiration: new Date(Date.now() + RESET_TOKEN_HOURS * 3_600_000).toISOString() },
    })
    return current.resetPasswordToken
  }
  return payload.forgotPassword({
    collection: COLLECTION,
    data: { email },
    disableEmail: true,
    expiration: RESET_TOKEN_HOURS * 3_600_000,
  })
}

/**
 * Sends a reset link when the e-mail belongs to an account; answers the same, in the same time, when it
 * does not. The link opens the reset dialog in the account's language.
 */
export async function askResetPassword(
  payload: Payload,
  input: unknown,
  clientIp: string,
): Promise<{ id: string; email: string }> {
  const { email } = parseInput(askResetPasswordSchema, input)
  await consume('askResetByIp', clientIp)
  await consume('askResetByEmail', email)
  return atLeast(
    MIN_ANSWER_MS,
    (async () => {
      const { docs } = await payload.find({
        collection: COLLECTION,
        where: { email: { equals: email.toLowerCase() } },
        limit: 1,
        depth: 0,
      })
      const user = docs[0]
      if (user) {
        const token = await resetToken(payload, user.id, email)
        if (token) {
          const locale = asLocale(user.language)
          await enqueueMail(payload, {
            template: 'resetPassword',
            to: user.email,
            locale,
            data: {
              firstname: user.firstname,
              resetUrl: `${env.SITE_URL}/${locale}?resetToken=${encodeURIComponent(token)}`,
              expiresInHours: RESET_TOKEN_HOURS,
            },
          })
        }
      } else {
        logger.info('Password reset asked for an unknown e-mail')
      }
      return { id: randomUUID(), email }
    })(),
  )
}

/** Sets a new password from a reset token; the token works once. */
export async function resetPassword(payload: Payload, input: unknown, clientIp: string): Promise<ProfessionalUser> {
  const { token, password } = await parseInputAsync(resetPasswordSchema, input)
  await consume('resetByIp', clientIp)
  // The form cannot know whose token it holds: the account's own words (e-mail, names, company) are checked here.
  const owner = await payload.db.findOne<ProfessionalUser>({
    collection: COLLECTION,
    where: { resetPasswordToken: { equals: token } },
  })
  if (owner) {
    const code = await passwordCode(password, [owner.email, owner.firstname, owner.lastname, owner.company])
    if (code) throw new AppError(code as AppError['code'], 'Invalid input: password', { fields: { password: code } })
  }
  try {
    const result = await payload.resetPassword({
      collection: COLLECTION,
      data: { token, password },
      overrideAccess: true,
    })
    const user = result.user as unknown as ProfessionalUser
    // The owner proved they hold the mailbox: sign-in from this address, and the account's ceiling, start afresh.
    await loginThrottle().success(user.email, clientIp)
    await loginThrottle().clearAccount(user.email)
    return user
  } catch (error) {
    if (error instanceof Error && /token/i.test(error.message)) {
      throw new AppError('INVALID_TOKEN', 'Reset token invalid or expired', { fields: { token: 'INVALID_TOKEN' } })
    }
    throw error
  }
}

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
