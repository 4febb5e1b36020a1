import { createYoga, type Plugin } from 'graphql-yoga'
import {
  type GraphQLContext,
  hideSuggestions,
  INTERNAL_ERROR_MESSAGE,
  isClientError,
  localeFromHeaders,
  maskApiError,
  noSchemaIntrospection,
  unreadableBodyIsBadRequest,
} from '@/graphql/builder'
import { limitPlugins, limitsOf } from '@/graphql/core/limits'
import { countGraphQLError, countOperations } from '@/graphql/core/observability'
import { schema } from '@/graphql/schema'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { isCrossOrigin } from '@/lib/origin'
import { clientAddress } from '@/lib/rate-limit'
import { readAtMost } from '@/lib/request-body'
import { isSecureRequest, sessionToken } from '@/lib/session-cookies'
import { userFromToken } from '@/services/accounts'
import { payloadClient } from '@/services/core/payload'

function isExpectedError(value: unknown): boolean {
  const error = value as { extensions?: { code?: unknown } } | null
  const code = error?.extensions?.code
  return (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') || isClientError(value)
}

const noIntrospection: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(noSchemaIntrospection) }

const yoga = createYoga<Record<string, unknown>, GraphQLContext>({
  schema,
  graphqlEndpoint: '/api/graphql',
  graphiql: !env.isProduction,
  landingPage: false,
  // Browsers on other origins get no CORS grant; other clients call server to server.
  cors: false,
  maskedErrors: {
    maskError: (error) => maskApiError(error, { hideSuggestions: env.isProduction }),
    errorMessage: INTERNAL_ERROR_MESSAGE,
  },
  logging: {
    debug: (...args) => logger.debug({ args }, 'graphql'),
    info: (...args) => logger.info({ args }, 'graphql'),
    warn: (...args) => logger.warn({ args }, 'graphql'),
    // An answered catalogue error (bad credentials, invalid field) is the API working, not a fault.
    error: (...args) => (args.every(isExpectedError) ? logger.debug : logger.error).call(logger, { args }, 'graphql'),
  },
  fetchAPI: { Response },
  plugins: [
    countOperations,
    unreadableBodyIsBadRequest,
    // Tokens while parsing, then depth, aliases and cost while validating: a refused document runs no resolver.
    ...limitPlugins(limitsOf(env), !env.isProduction),
    ...(env.isProduction ? [noIntrospection, hideSuggestions] : []),
  ],
  context: async ({ request, responseCookies }) => {
    const payload = await payloadClient()
    return {
      payload,
      locale: localeFromHeaders(request.headers),
      user: await userFromToken(payload, sessionToken(request)),
      request,
      clientIp: clientAddress(request.headers),
      responseCookies: responseCookies as string[],
      secureCookies: isSecureRequest(request),
    }
  },
})

function noStore(response: Response): Response {
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/** A JSON body larger than this is refused unread: the largest the site sends (a saved project) is a few KB. */
const MAX_JSON_BODY_BYTES = 1024 * 1024

function refusal(status: number, code: string, message: string): Response {
  countGraphQLError(code)
  return noStore(Response.json({ errors: [{ message, extensions: { code } }] }, { status }))
}

export async function POST(request: Request): Promise<Response> {
  // A browser says where a request comes from: another site's page may not act with our visitors' cookies.
  if (isCrossOrigin(request) || request.headers.get('sec-fetch-site') === 'cross-site') {
    return refusal(403, 'ACCESS_DENIED', 'Forbidden')
  }
  // JSON, or multipart for uploads: the bodies a form of another site can send without asking (url-encoded, plain
  // text) are refused, so a cross-site form cannot post a mutation even from a browser that sends no Origin.
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json' && type !== 'multipart/form-data') {
    return refusal(415, 'BAD_REQUEST', 'Send application/json, or multipart/form-data for uploads.')
  }
  if (type === 'application/json') {
    const declared = request.headers.get('content-length')
    const tooLarge = () => refusal(413, 'BAD_REQUEST', 'Request body too large.')
    if (declared !== null && Number(declared) > MAX_JSON_BODY_BYTES) return tooLarge()
    if (declared === null) {
      // A chunked body says no length: it is read here, and no further than the limit.
      const body = await readAtMost(request, MAX_JSON_BODY_BYTES)
      if (body === null) return tooLarge()
      request = new Request(request.url, { method: 'POST', headers: request.headers, body })
    }
  }
  const responseCookies: string[] = []
  const response = await yoga.handleRequest(request, { responseCookies })
  for (const value of responseCookies) response.headers.append('Set-Cookie', value)
  return noStore(response)
}

/** GraphiQL and GET queries while developing; production accepts POST only. */
export async function GET(request: Request): Promise<Response> {
  if (env.isProduction) {
    const response = refusal(405, 'BAD_REQUEST', 'Send queries and mutations with POST.')
    response.headers.set('Allow', 'POST')
    return response
  }
  return noStore(await yoga.handleRequest(request, { responseCookies: [] }))
}
