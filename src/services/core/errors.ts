/**
 * The server's side of the error catalogue (src/domain/errors.ts, the one list of codes with their HTTP status):
 * which failures mean the database cannot be reached. AppError and isAppError live in the catalogue, so that
 * `lib/` may throw them too; they are re-exported here because every service and resolver imports them from here.
 */
export { AppError, isAppError } from '@/domain/errors'

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
