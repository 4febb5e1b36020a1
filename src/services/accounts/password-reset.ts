/**
 * Password reset: the request that mails a link (answered alike for a known and an unknown e-mail) and the new
 * password set from the link's token.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { askResetPasswordSchema, resetPasswordSchema } from '@/domain/validation/account'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { passwordCode } from '@/lib/password-policy'
import { atLeast, consume } from '@/lib/rate-limit'
import type { ProfessionalUser } from '@/payload-types'
import { AppError } from '../core/errors'
import { parseInput, parseInputAsync } from '../core/input'
import { enqueueMail } from '../mail/outbox'
import { asLocale, COLLECTION, MIN_ANSWER_MS } from './common'
import { loginThrottle } from './login-throttle'

/** Payload's default lifetime of a reset token. */
const RESET_TOKEN_HOURS = 1

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
