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
import { payloadClient } from '@/services/payload'

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
    error: (...args) => logger.error({ args }, 'graphql'),
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
  context: async ({ request }) => ({
    payload: await payloadClient(),
    locale: localeFromHeaders(request.headers),
    user: null,
    request,
  }),
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
  return noStore(await yoga.handleRequest(request, {}))
}

/** GraphiQL and GET queries while developing; production accepts POST only. */
export async function GET(request: Request): Promise<Response> {
  if (env.isProduction) return noStore(new Response(null, { status: 405, headers: { Allow: 'POST' } }))
  return noStore(await yoga.handleRequest(request, {}))
}
