import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth'
import { createYoga, type Plugin } from 'graphql-yoga'
import {
  type GraphQLContext,
  INTERNAL_ERROR_MESSAGE,
  localeFromHeaders,
  maskApiError,
  noSchemaIntrospection,
} from '@/graphql/builder'
import { schema } from '@/graphql/schema'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { isCrossOrigin } from '@/lib/origin'
import { clientAddress } from '@/lib/rate-limit'
import { isSecureRequest, sessionToken } from '@/lib/session-cookies'
import { userFromToken } from '@/services/accounts'
import { isAppError } from '@/services/errors'
import { payloadClient } from '@/services/payload'

function isExpectedError(value: unknown): boolean {
  const error = value as { extensions?: { code?: unknown }; originalError?: unknown } | null
  const code = error?.extensions?.code
  return (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') || isAppError(error?.originalError)
}

const noIntrospection: Plugin = { onValidate: ({ addValidationRule }) => addValidationRule(noSchemaIntrospection) }

const yoga = createYoga<Record<string, unknown>, GraphQLContext>({
  schema,
  graphqlEndpoint: '/api/graphql',
  graphiql: !env.isProduction,
  landingPage: false,
  // Browsers on other origins get no CORS grant; other clients call server to server.
  cors: false,
  maskedErrors: { maskError: maskApiError, errorMessage: INTERNAL_ERROR_MESSAGE },
  logging: {
    debug: (...args) => logger.debug({ args }, 'graphql'),
    info: (...args) => logger.info({ args }, 'graphql'),
    warn: (...args) => logger.warn({ args }, 'graphql'),
    // An answered catalogue error (bad credentials, invalid field) is the API working, not a fault.
    error: (...args) => (args.every(isExpectedError) ? logger.debug : logger.error).call(logger, { args }, 'graphql'),
  },
  fetchAPI: { Response },
  plugins: [
    maxDepthPlugin({
      n: env.GRAPHQL_MAX_DEPTH,
      flattenFragments: true,
      exposeLimits: !env.isProduction,
      // Reported as a validation error (GRAPHQL_VALIDATION_FAILED) rather than thrown out of validation.
      propagateOnRejection: false,
      onReject: [(context, error) => context?.reportError(error)],
    }),
    ...(env.isProduction ? [noIntrospection] : []),
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

export async function POST(request: Request): Promise<Response> {
  if (isCrossOrigin(request)) {
    return noStore(
      Response.json({ errors: [{ message: 'Forbidden', extensions: { code: 'ACCESS_DENIED' } }] }, { status: 403 }),
    )
  }
  const responseCookies: string[] = []
  const response = await yoga.handleRequest(request, { responseCookies })
  for (const value of responseCookies) response.headers.append('Set-Cookie', value)
  return noStore(response)
}

/** GraphiQL and GET queries while developing; production accepts POST only. */
export async function GET(request: Request): Promise<Response> {
  if (env.isProduction) return noStore(new Response(null, { status: 405, headers: { Allow: 'POST' } }))
  return noStore(await yoga.handleRequest(request, { responseCookies: [] }))
}
