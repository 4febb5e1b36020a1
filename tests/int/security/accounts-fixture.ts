import { startTestPayload, type TestPayload } from '../helpers/payload'

/**
 * What the account security tests (login throttle, re-authentication, reset tokens) share: a GraphQL caller that
 * sends its client address as the production server writes it, and professionals created through the Local API.
 */

export interface GraphQLBody<T> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

export const PASSWORD = 'Ardoise-Crepi-Lumiere-2026'

export const LOGIN = `mutation ($input: LoginProfessionalUserInput!) {
  loginProfessionalUser(input: $input) { professionalUser { id token } }
}`
export const UPDATE = `mutation ($input: UpdateProfessionalUserInput!) {
  updateProfessionalUser(input: $input) { professionalUser { id email } }
}`
export const CURRENT = '{ currentProfessionalUser { id email } }'
export const ASK_RESET = `mutation ($input: AskResetPasswordInput!) {
  askResetPasswordProfessionalUser(input: $input) { professionalUser { id email } }
}`
export const RESET = `mutation ($input: ResetPasswordInput!) {
  resetPasswordProfessionalUser(input: $input) { professionalUser { id email } }
}`

export type Caller = <T>(
  query: string,
  variables: Record<string, unknown>,
  options?: { ip?: string; token?: string; locale?: string },
) => Promise<{ body: GraphQLBody<T>; response: Response; ms: number }>

export function caller(handlePost: (request: Request) => Promise<Response>): Caller {
  return async (query, variables, { ip = '192.0.2.1', token, locale = 'fr' } = {}) => {
    const started = performance.now()
    const response = await handlePost(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': locale,
          'x-forwarded-for': ip,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      }),
    )
    const body = await response.json()
    return { body, response, ms: performance.now() - started }
  }
}

let seq = 0

/** A professional with PASSWORD, e-mail `<tag>.<runId>-<n>@example.be` (afterAll deletes by `.<runId>-`). */
export async function createProfessional(t: TestPayload, tag: string, language: 'fr' | 'nl' = 'fr') {
  const email = `${tag}.${t.runId}-${++seq}@example.be`
  const user = await t.payload.create({
    collection: 'professional-users',
    overrideAccess: true,
    data: {
      email,
      password: PASSWORD,
      company: `Façades ${tag} ${t.runId}-${seq}`,
      firstname: 'Sophie',
      lastname: 'Lambert',
      language,
      phoneNumber: '0470123456',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
    },
  })
  return { id: user.id, email }
}

/** Removes this run's professionals and their mails. */
export async function cleanUp(t: TestPayload) {
  await t.payload.delete({ collection: 'professional-users', where: { email: { like: `.${t.runId}-` } } })
  await t.payload.delete({ collection: 'outbox', where: { to: { like: `.${t.runId}-` } } })
}

/**
 * Starts Payload on its test database with the real GraphQL route for an account security test file, and what
 * such a file resets between tests; `stop` removes what the run created.
 */
export async function startAccountsSuite() {
  const t = await startTestPayload()
  const { resetRateLimits } = await import('@/lib/rate-limit')
  const { resetLoginThrottle } = await import('@/services/accounts/login-throttle')
  const call = caller((await import('@/app/api/graphql/route')).POST)
  const stop = async () => {
    await cleanUp(t)
    await t.stop()
  }
  return { t, call, resetRateLimits, resetLoginThrottle, stop }
}
