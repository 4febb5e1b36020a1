import SchemaBuilder from '@pothos/core'
import type { GraphQLError, ValidationRule } from 'graphql'
import { createGraphQLError, maskError, type Plugin } from 'graphql-yoga'
import type { Payload } from 'payload'
import { httpStatus, isAppError, isErrorCode } from '@/domain/errors'
import { PROFILES } from '@/domain/profiles'
import { defaultLocale, isLocale, type Locale, locales } from '@/i18n/routing'
import { logger } from '@/lib/logger'
import type { SessionProfessional } from '@/services/accounts'
import { isDatabaseUnavailable } from '@/services/core/errors'

/** What every resolver receives. */
export interface GraphQLContext {
  payload: Payload
  /** From the `x-locale` or `Accept-Language` header; a `locale` argument takes precedence. */
  locale: Locale
  /** The signed-in professional (session cookie or Bearer token); null is the public identity (ROLE_PUBLIC). */
  user: SessionProfessional | null
  request: Request
  /** The caller's address, for rate limits. */
  clientIp: string
  /** Set-Cookie values resolvers add (sign-in); the route puts them on the response. */
  responseCookies: string[]
  /** Whether cookies get the Secure flag (everywhere but on a loopback host). */
  secureCookies: boolean
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext
  DefaultFieldNullability: false
  /** Files of multipart requests (uploadMediaObject), as Yoga parses them. */
  Scalars: { File: { Input: File; Output: never } }
}>({ defaultFieldNullability: false })

builder.queryType({})
builder.mutationType({})

export const LocaleEnum = builder.enumType('Locale', { values: locales })
export const UserProfileEnum = builder.enumType('UserProfile', { values: PROFILES })

/** The request's locale: `x-locale`, else the first supported language of `Accept-Language`, else fr. */
export function localeFromHeaders(headers: Headers): Locale {
  const explicit = headers.get('x-locale')?.trim().toLowerCase()
  if (explicit && isLocale(explicit)) return explicit
  for (const part of (headers.get('accept-language') ?? '').split(',')) {
    const language = part.split(';')[0]?.trim().toLowerCase().split('-')[0]
    if (language && isLocale(language)) return language
  }
  return defaultLocale
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error'

function originalOf(error: unknown): unknown {
  // Duck-typed rather than `instanceof GraphQLError`: under Vitest our modules and Yoga may hold two copies of
  // graphql (index.mjs and index.js), and a class check across them fails. Followed to the end: graphql wraps an
  // error thrown while coercing a variable twice (the variable's error, then the scalar's).
  let current = error
  for (let depth = 0; depth < 8; depth += 1) {
    const next =
      typeof current === 'object' && current !== null
        ? (current as { originalError?: unknown }).originalError
        : undefined
    if (next === undefined || next === null) break
    current = next
  }
  return current
}

type GraphQLErrorLike = GraphQLError & { extensions: Record<string, unknown> }
const isGraphQLError = (value: unknown): value is GraphQLErrorLike =>
  value instanceof Error && value.name === 'GraphQLError'

/**
 * Whether an error is the request's fault, found before any resolver ran: a syntax error, a variable graphql
 * could not coerce (located at its definition; a custom scalar's parseValue may throw a plain Error), an operation
 * it could not pick. graphql and Yoga leave some without a code or give codes of their own; they all become
 * BAD_REQUEST. Validation errors do not come here (Yoga codes them GRAPHQL_VALIDATION_FAILED).
 */
function isRequestError(error: unknown, original: unknown): error is GraphQLErrorLike {
  if (!isGraphQLError(error)) return false
  const code = error.extensions?.code
  if (isErrorCode(code)) return false
  return isGraphQLError(original) || error.nodes?.[0]?.kind === 'VariableDefinition'
}

/**
 * A body Yoga's parsers cannot read (a form whose `variables` is not JSON) is the client's fault: they throw a bare
 * SyntaxError, which would otherwise answer 500 INTERNAL_SERVER_ERROR.
 */
export const unreadableBodyIsBadRequest: Plugin = {
  onRequestParse: ({ requestParser, setRequestParser }) => {
    if (!requestParser) return
    setRequestParser(async (request) => {
      try {
        return await requestParser(request)
      } catch (error) {
        if (isGraphQLError(error)) throw error
        throw createGraphQLError('The request body could not be read.', {
          extensions: { code: 'BAD_REQUEST', http: { status: httpStatus('BAD_REQUEST') } },
        })
      }
    })
  },
}

/** Whether an error is the caller's (an AppError, or a request error): answered with its code, not a fault to log. */
export function isClientError(error: unknown): boolean {
  const original = originalOf(error)
  return isAppError(original) || isRequestError(error, original)
}

/** graphql's "Did you mean …?" hints, which spell out the schema's names even with introspection off. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '')
}

/** Production: validation errors lose their suggestions too (they do not pass through maskError). */
export const hideSuggestions: Plugin = {
  onValidate:
    () =>
    ({ valid, result }) => {
      if (valid) return
      for (const error of result) error.message = withoutSuggestions(error.message)
    },
}

/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER = 5

/** SERVICE_UNAVAILABLE: Yoga answers HTTP 503 for it (`extensions.http`, which it leaves out of the body). */
function serviceUnavailableError(error: unknown, original: unknown): GraphQLError {
  // The driver's own error only: the wrappers' messages repeat the failed query with its parameters (personal data).
  let cause = original
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown }
  logger.error({ cause: { code, message } }, 'GraphQL request failed: the database is unavailable')
  const { nodes, path } = original === error ? {} : (error as Pick<GraphQLError, 'nodes' | 'path'>)
  return createGraphQLError('Service unavailable, try again in a moment', {
    nodes,
    path,
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: {
        status: httpStatus('SERVICE_UNAVAILABLE'),
        headers: { 'Retry-After': String(SERVICE_UNAVAILABLE_RETRY_AFTER) },
      },
    },
  })
}

/**
 * Yoga's `maskError`: an AppError keeps its message and catalogue code; a request error (syntax, variables)
 * answers BAD_REQUEST; anything else becomes a bare INTERNAL_SERVER_ERROR, logged here and never detailed to the
 * client. Every error thus carries a catalogue code.
 */
export function maskApiError(error: unknown, options: { hideSuggestions?: boolean } = {}): Error {
  const original = originalOf(error)
  if (isAppError(original)) {
    const { nodes, path } = original === error ? {} : (error as Pick<GraphQLError, 'nodes' | 'path'>)
    return createGraphQLError(original.message, {
      nodes,
      path,
      extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
    })
  }
  if (isRequestError(error, original)) {
    const message = options.hideSuggestions ? withoutSuggestions(error.message) : error.message
    return createGraphQLError(message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { ...error.extensions, code: 'BAD_REQUEST' },
    })
  }
  if (isDatabaseUnavailable(original)) return serviceUnavailableError(error, original)
  const masked = maskError(error, INTERNAL_ERROR_MESSAGE, false)
  if (masked !== error) logger.error({ err: original }, 'GraphQL request failed')
  return masked
}

/**
 * graphql's NoSchemaIntrospectionCustomRule, matched by field name: the original compares types with
 * `instanceof`, which breaks whenever two copies of graphql get loaded (bundler and Node resolution differ).
 */
export const noSchemaIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        createGraphQLError(
          `GraphQL introspection is disabled, but the query contains the field "${node.name.value}".`,
          {
            nodes: [node],
          },
        ),
      )
    }
  },
})
