import { createPayloadRequest, type Payload, ValidationError } from 'payload'
import { isForeignOrigin } from '@/domain/admin-origins'
import { parseId } from '@/domain/ids'
import { passwordCode, passwordPolicy } from '@/lib/password-policy'
import { atLeast, clientAddress, consume } from '@/lib/rate-limit'
import { loginThrottle } from '@/services/accounts/login-throttle'
import { adminAddressMessage, isStaffRequest, wrongAdminAddressMessage } from '@/services/accounts/staff-session'
import { isAppError } from '@/services/core/errors'
import { payloadClient } from '@/services/core/payload'

/**
 * Payload's REST API (/api/…) is the back office's door only. The site and the professionals go through our
 * GraphQL API and our own routes, which run the business rules (validation, ownership, status transitions,
 * limits); Payload's REST would let anyone with a token skip them. So, unless the request is from staff signed
 * in to /admin, only two things pass: public files of `media`, which every page links, and the staff sign-in
 * routes the admin's login, reset and first-user screens call. Everything else answers 403 ACCESS_DENIED.
 * Sign-in and reset requests count in our rate limits, a second reset request within a token's lifetime does not
 * replace the token, and Payload's cookies get `Secure` when the request came over HTTPS.
 */

type RouteArgs = { params: Promise<{ slug?: string[] }> }
type RestHandler = (request: Request, args: RouteArgs) => Promise<Response>

const STAFF = 'users'
/** Collections whose files the public site serves from /api/<slug>/file/<name>. */
const PUBLIC_FILE_COLLECTIONS = new Set(['media'])
/** What the admin calls before anyone is signed in: Payload's views Login, ForgotPassword, ResetPassword, CreateFirstUser, and its auth provider. */
const STAFF_AUTH_ROUTES: Record<string, ReadonlySet<string>> = {
  POST: new Set(['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'first-register']),
  GET: new Set(['me', 'init']),
}
/** Sign-in and reset are answered no sooner than this, so timing does not tell whether a staff e-mail exists. */
const MIN_ANSWER_MS = 400
/** Larger sign-in bodies are refused before they are read (an e-mail and a password fit in far less). */
const MAX_AUTH_BODY_BYTES = 16 * 1024

/** Wraps one of Payload's REST handlers (REST_GET(config)…) behind the back-office door. */
export function restDoor(handler: RestHandler): RestHandler {
  return async (request, args) => {
    const segments = (await args.params).slug ?? []
    const method = request.method === 'HEAD' ? 'GET' : request.method
    if (isPublicFile(method, segments)) return handler(request, args)

    const payload = await payloadClient()
    // A browser's write from another site (login CSRF: signing staff into an attacker's account, issue 22): refused
    // before anything runs. Staff at a wrong address of this site (127.0.0.1 in production) are told which to open.
    if (WRITES.has(method) && isForeignOrigin(request.headers, payload.config.csrf)) {
      const signedIn = await wrongAdminAddressMessage(payload, request.headers)
      if (signedIn) return refusal('WRONG_ADMIN_ADDRESS', 403, signedIn)
      if (segments[0] === STAFF && STAFF_AUTH_ROUTES.POST?.has(segments[1] ?? '')) {
        return refusal('WRONG_ADMIN_ADDRESS', 403, await adminAddressMessage(payload, request.headers))
      }
      return refusal('ACCESS_DENIED', 403, 'Payload’s REST API is for staff signed in to /admin; use /api/graphql.')
    }
    const [collection, route] = segments
    if (segments.length === 2 && collection === STAFF && route && STAFF_AUTH_ROUTES[method]?.has(route)) {
      return secureCookies(request, await staffAuth(payload, request, args, route, handler))
    }
    if (!(await isStaffRequest(payload, request.headers))) {
      // Signed in, but /admin was opened at another address than SITE_URL's: say which one to open.
      const wrongAddress = await wrongAdminAddressMessage(payload, request.headers)
      if (wrongAddress) return refusal('WRONG_ADMIN_ADDRESS', 403, wrongAddress)
      return refusal('ACCESS_DENIED', 403, 'Payload’s REST API is for staff signed in to /admin; use /api/graphql.')
    }
    // An id no document can have (2³¹ and more: PostgreSQL's integer overflows and answers 500) is simply absent.
    if (segments.some((segment) => /^\d+$/.test(segment) && parseId(segment) === null)) {
      return refusal('NOT_FOUND', 404, 'Not found.')
    }
    return secureCookies(request, await handler(request, args))
  }
}

/** The methods that change something: a browser always sends `Origin` with them (fetch, forms). */
const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

/** GET /api/media/file/<name>: Payload still checks the collection's read access and serves the file. */
function isPublicFile(method: string, segments: string[]): boolean {
  const [collection, file, name] = segments
  return (
    method === 'GET' &&
    segments.length === 3 &&
    PUBLIC_FILE_COLLECTIONS.has(collection ?? '') &&
    file === 'file' &&
    !!name
  )
}

async function staffAuth(
  payload: Payload,
  request: Request,
  args: RouteArgs,
  route: string,
  handler: RestHandler,
): Promise<Response> {
  if (route !== 'login' && route !== 'forgot-password' && route !== 'reset-password') return handler(request, args)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_AUTH_BODY_BYTES) {
    return refusal('BAD_REQUEST', 413, 'Request body too large.')
  }
  const body = await bodyOf(request)
  if (route === 'reset-password') return (await weakResetPassword(payload, request, body)) ?? handler(request, args)
  const email = typeof body.email === 'string' ? body.email.toLowerCase().trim() : ''
  const address = clientAddress(request.headers)
  // Staff sign-in is throttled as the professionals' is (per account and address, growing waits, a softer ceiling
  // per account; src/services/accounts/login-throttle.ts), under keys of its own: no account lock an attacker could trigger.
  const throttleKey = `staff:${email}`
  try {
    if (route === 'login') {
      await consume('staffLoginByIp', address)
      if (email) await loginThrottle().check(throttleKey, address)
    } else {
      await consume('staffResetByIp', address)
      if (email) await consume('staffResetByEmail', email)
    }
  } catch (error) {
    if (isAppError(error)) {
      const limited = error.code === 'RATE_LIMITED' || error.code === 'TOO_MANY_ATTEMPTS'
      return refusal(error.code, limited ? 429 : 400, error.message)
    }
    throw error
  }
  return atLeast(
    MIN_ANSWER_MS,
    (async () => {
      // Payload would replace the token, so the link the owner just received would stop working: answer as
      // Payload does and send nothing new while an unused token is still valid.
      if (route === 'forgot-password' && email && (await hasLiveResetToken(payload, email))) {
        return Response.json({ message: 'Success' }, { status: 200 })
      }
      try {
        const response = await handler(request, args)
        if (route === 'login' && email) {
          if (response.ok) await loginThrottle().success(throttleKey, address)
          else if (response.status === 401) await loginThrottle().failure(throttleKey, address)
        }
        return response
      } finally {
        if (route === 'login' && email) await loginThrottle().release(throttleKey, address)
      }
    })(),
  )
}

/** Whether the staff account with this e-mail holds a reset token that is neither used nor expired. */
async function hasLiveResetToken(payload: Payload, email: string): Promise<boolean> {
  const user = (await payload.db.findOne({ collection: STAFF, where: { email: { equals: email } } })) as {
    resetPasswordToken?: string | null
    resetPasswordExpiration?: string | null
  } | null
  if (!user?.resetPasswordToken || !user.resetPasswordExpiration) return false
  // Payload sets the expiration to the moment of use when the token resets a password.
  return new Date(user.resetPasswordExpiration).getTime() > Date.now()
}

/**
 * Payload's reset-password operation hashes the new password without running the collection's hooks, so the rule
 * every other staff password meets (`passwordPolicy` on `users`) is applied here, with the same localized message.
 * The token stays unused: the staff member tries again with a stronger password.
 */
async function weakResetPassword(
  payload: Payload,
  request: Request,
  body: Record<string, unknown>,
): Promise<Response | null> {
  const { password, token } = body
  if (typeof password !== 'string' || typeof token !== 'string' || !token) return null
  const user = await payload.db.findOne<{ id: number } & Record<string, unknown>>({
    collection: STAFF,
    where: { resetPasswordToken: { equals: token } },
  })
  if (!user) return null // Payload answers the unknown or expired token itself
  const code = await passwordCode(password, [user.email, user.name])
  if (!code) return null
  const req = await createPayloadRequest({ config: payload.config, request })
  try {
    await passwordPolicy({
      collection: payload.collections[STAFF].config,
      context: {},
      data: { password },
      operation: 'update',
      originalDoc: user,
      req,
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      // Payload's own error shape, which the admin's form shows under the field.
      return Response.json(
        { code, errors: [{ name: error.name, message: error.message, data: error.data }] },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      )
    }
    throw error
  }
  return refusal(code, 400, code)
}

/** A sign-in or reset body as Payload reads it: JSON, or the admin's form with its fields in `_payload`. */
async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    const type = request.headers.get('content-type') ?? ''
    let data: unknown
    if (type.includes('application/json')) {
      data = await request.clone().json()
    } else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.clone().formData()
      const raw = form.get('_payload')
      data = typeof raw === 'string' ? JSON.parse(raw) : Object.fromEntries(form)
    }
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Adds `Secure` to every cookie Payload sets when the request came over HTTPS (never on plain-HTTP localhost). */
export function secureCookies(request: Request, response: Response): Response {
  const cookies = response.headers.getSetCookie()
  if (cookies.length === 0 || !cameOverHttps(request)) return response
  const headers = new Headers(response.headers)
  headers.delete('set-cookie')
  for (const cookie of cookies)
    headers.append('set-cookie', /;\s*secure\b/i.test(cookie) ? cookie : `${cookie}; Secure`)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** HTTPS as the proxy saw it (X-Forwarded-Proto, first hop) or as the URL says. */
function cameOverHttps(request: Request): boolean {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  if (proto) return proto === 'https'
  return new URL(request.url).protocol === 'https:'
}

function refusal(code: string, status: number, message: string): Response {
  return Response.json({ code, message }, { status, headers: { 'Cache-Control': 'no-store' } })
}
