/**
 * The specification's error catalogue (section 8) plus the generic codes the API needs. The "client" codes
 * are here too because the same validation rules run again on GraphQL inputs. Clients translate the code;
 * the message is for logs and developers.
 */
export const ERROR_CODES = [
  // validation (section 5 rules, also checked on the server)
  'WRONG_EMAIL_FORMAT',
  'WRONG_VAT_FORMAT',
  'WRONG_PASSWORD_FORMAT',
  // too easy to guess: zxcvbn's score below 3 (src/domain/validation/password.ts)
  'WEAK_PASSWORD',
  'IS_REQUIRED',
  'WRONG_PHONE_NUMBER',
  'WRONG_POSTCODE',
  // postcodes (issue 22): not four digits; four digits no Belgian postcode has (0999); a city not of that postcode
  'WRONG_POSTCODE_FORMAT',
  'UNKNOWN_POSTCODE',
  'POSTCODE_CITY_MISMATCH',
  'WRONG_WEBSITE',
  'ACCEPT_CONDITIONS',
  'MIN_DATE_TODAY',
  'MAX_CHARACTERS_DESCRIPTION',
  'TOO_LONG',
  'NOT_POSITIVE',
  // a range whose minimum is above its maximum (a professional's renovation surfaces)
  'MIN_ABOVE_MAX',
  // quotation requests and their photos
  'TOO_MANY_PROFESSIONALS',
  'PROFESSIONAL_NOT_MATCHING',
  'FILE_TOO_LARGE',
  'FILE_TYPE',
  'TOO_MANY_FILES',
  // business
  'EXISTING_EMAIL',
  'WRONG_VAT_NUMBER',
  'EXISTING_VAT_NUMBER',
  'BAD_CREDENTIALS',
  'INVALID_TOKEN',
  // sign-in throttled for this account from this address (issue 20); a profile change without the right password
  'TOO_MANY_ATTEMPTS',
  'WRONG_CURRENT_PASSWORD',
  // colour requests: the finishes chosen, the merchant's sample code
  'NO_FINISH',
  'TOO_MANY_FINISHES',
  'DUPLICATE_FINISH',
  'UNKNOWN_FINISH',
  'WRONG_SAMPLE_CODE',
  // facade configurator: a dimension out of its bounds, an opening outside its facade, too many or no facades
  'DIMENSION_OUT_OF_RANGE',
  'OPENING_OUTSIDE_FACADE',
  'OPENINGS_EXCEED_FACADE',
  'FACADE_COUNT_OUT_OF_RANGE',
  // generic
  'NOT_FOUND',
  'ACCESS_DENIED',
  // /admin used from an address its session cookie is not accepted at (Payload's csrf allowlist); says which one
  'WRONG_ADMIN_ADDRESS',
  'RATE_LIMITED',
  'BAD_REQUEST',
  'INTERNAL_SERVER_ERROR',
  // the database cannot be reached (down, restarting, out of connections): HTTP 503, "try again in a moment"
  'SERVICE_UNAVAILABLE',
  // GraphQL: a document graphql refuses (unknown field, wrong argument); one over the aliases, tokens or cost limit
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_TOO_COMPLEX',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** An expected failure of a use case; its code reaches the client as `extensions.code`. */
export class AppError extends Error {
  readonly code: ErrorCode
  /** Per-field codes of a rejected input (field name → catalogue code), returned as `extensions.fields`. */
  readonly fields?: Record<string, string>

  constructor(code: ErrorCode, message: string = code, options?: ErrorOptions & { fields?: Record<string, string> }) {
    super(message, options)
    this.name = 'AppError'
    this.code = code
    this.fields = options?.fields
  }
}

/** Whether a value is an AppError, also across module copies (bundlers may load this file twice). */
export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error &&
      error.name === 'AppError' &&
      (ERROR_CODES as readonly unknown[]).includes((error as { code?: unknown }).code))
  )
}

// pg's and Node's codes for a database that cannot be reached: refused, reset or timed-out connections, and
// PostgreSQL's SQLSTATE classes 08 (connection exception), 53300 (too many connections), 57P01–57P03 (shutting
// down, crashed, starting up). SQLite (libsql): a file that cannot be opened or read, a lock held too long, a
// closed client.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'CLIENT_CLOSED',
])
// The same, for errors that carry only a message: pg-pool's and pg's own, and Payload's "cannot begin transaction",
// which keeps the driver's message but drops its code and cause.
const UNAVAILABLE_MESSAGES = new RegExp(
  [
    'connection terminated',
    'timeout exceeded when trying to connect',
    'cannot use a pool after calling end',
    'cannot begin transaction',
    '\\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH)\\b',
    'terminating connection',
    'too many clients',
    'the database system is (starting up|shutting down|in recovery mode)',
    'database is locked',
    'unable to open database file',
    'the client is closed',
  ].join('|'),
  'i',
)

/**
 * Whether an error means the database cannot be reached right now (not that a query was wrong): what the API
 * answers with SERVICE_UNAVAILABLE and HTTP 503. Follows `cause`, `originalError` and AggregateError's `errors`,
 * since Drizzle, Payload and GraphQL wrap the driver's error.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 6) return false
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown }
  if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.originalError, depth + 1)
}
