/**
 * A professional's sign-in: answered alike, and in the same time, for a known and an unknown e-mail, under the
 * sign-in throttle (login-throttle.ts).
 */
import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import { loginSchema } from '@/domain/validation/account'
import { atLeast, consume } from '@/lib/rate-limit'
import type { ProfessionalUser } from '@/payload-types'
import { AppError } from '../core/errors'
import { parseInput } from '../core/input'
import { COLLECTION, MIN_ANSWER_MS } from './common'
import { loginThrottle } from './login-throttle'
import { spendPasswordCheck } from './password-hash'

export interface SignedIn {
  user: ProfessionalUser
  token: string
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
