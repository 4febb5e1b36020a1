/**
 * The error catalogue, the one list of codes (the specification's section 8, the form rules' codes, and the
 * generic codes the API and the browser need). For each code:
 * - `status`: the HTTP status of an answer that carries this code where the answer has a status of its own (our
 *   REST routes, the refusals before GraphQL runs, the GraphQL errors Yoga answers with a status). A route may
 *   answer a more precise one (BAD_REQUEST as 413 or 415 for a body, ACCESS_DENIED as 401 without a session);
 *   inside a GraphQL result a resolver's error answers 200, as GraphQL-over-HTTP sets (docs/api.md). `null`: no
 *   answer arrived (the browser's own code).
 * - `client`: whether the site shows the code's message to a visitor: those have a French and a Dutch message
 *   under `Validation` in messages/fr.json and messages/nl.json (tests/unit/i18n.test.ts checks both).
 * Clients translate the code; an error's message is for logs and developers. Pure: imports nothing.
 */
export const ERRORS = {
  // validation (section 5 rules, checked in the browser and again on the server)
  WRONG_EMAIL_FORMAT: { status: 400, client: true },
  WRONG_VAT_FORMAT: { status: 400, client: true },
  WRONG_PASSWORD_FORMAT: { status: 400, client: true },
  // too easy to guess: zxcvbn's score below 3 (src/domain/validation/password.ts)
  WEAK_PASSWORD: { status: 400, client: true },
  // a password repeat that differs from the password
  NOT_CONFIRMED: { status: 400, client: true },
  IS_REQUIRED: { status: 400, client: true },
  WRONG_PHONE_NUMBER: { status: 400, client: true },
  WRONG_POSTCODE: { status: 400, client: true },
  // postcodes (issue 22): not four digits; four digits no Belgian postcode has (0999); a city not of that postcode
  WRONG_POSTCODE_FORMAT: { status: 400, client: true },
  UNKNOWN_POSTCODE: { status: 400, client: true },
  POSTCODE_CITY_MISMATCH: { status: 400, client: true },
  WRONG_WEBSITE: { status: 400, client: true },
  ACCEPT_CONDITIONS: { status: 400, client: true },
  MIN_DATE_TODAY: { status: 400, client: true },
  MAX_CHARACTERS_DESCRIPTION: { status: 400, client: true },
  TOO_LONG: { status: 400, client: true },
  // a list longer than its bound (links, involved parties, social links, products): the forms stop at the bound
  TOO_MANY_ITEMS: { status: 400, client: true },
  NOT_POSITIVE: { status: 400, client: true },
  // a fraction where whole units are meant (a professional's renovation surfaces, in m²)
  NOT_WHOLE_NUMBER: { status: 400, client: true },
  // a range whose minimum is above its maximum (a professional's renovation surfaces)
  MIN_ABOVE_MAX: { status: 400, client: true },
  // quotation requests and their photos
  TOO_MANY_PROFESSIONALS: { status: 400, client: true },
  PROFESSIONAL_NOT_MATCHING: { status: 400, client: true },
  FILE_TOO_LARGE: { status: 400, client: true },
  FILE_TYPE: { status: 400, client: true },
  TOO_MANY_FILES: { status: 400, client: true },
  // business
  EXISTING_EMAIL: { status: 400, client: true },
  WRONG_VAT_NUMBER: { status: 400, client: true },
  EXISTING_VAT_NUMBER: { status: 400, client: true },
  BAD_CREDENTIALS: { status: 401, client: true },
  INVALID_TOKEN: { status: 403, client: true },
  // sign-in throttled for this account from this address (issue 20); a profile change without the right password
  TOO_MANY_ATTEMPTS: { status: 429, client: true },
  WRONG_CURRENT_PASSWORD: { status: 400, client: true },
  // verified reviews (issue 24): a text under 30 characters, a rating not a whole 1–5, more than 5 photos; a second
  // review of one estimate; an estimate not done (or withdrawn, declined); a review past its 30 days of changes
  TOO_SHORT: { status: 400, client: true },
  RATING_OUT_OF_RANGE: { status: 400, client: true },
  TOO_MANY_REVIEW_PHOTOS: { status: 400, client: true },
  ALREADY_REVIEWED: { status: 400, client: true },
  REVIEW_NOT_ALLOWED: { status: 400, client: true },
  REVIEW_LOCKED: { status: 400, client: true },
  // colour requests: the finishes chosen, the merchant's sample code
  NO_FINISH: { status: 400, client: true },
  TOO_MANY_FINISHES: { status: 400, client: true },
  DUPLICATE_FINISH: { status: 400, client: true },
  UNKNOWN_FINISH: { status: 400, client: true },
  WRONG_SAMPLE_CODE: { status: 400, client: true },
  // facade configurator (src/domain/configurator/dimensions.ts): text that is not a number (browser only), a
  // dimension out of its bounds, an opening outside its facade, too many or no facades
  NOT_A_NUMBER: { status: 400, client: true },
  DIMENSION_OUT_OF_RANGE: { status: 400, client: true },
  OPENING_OUTSIDE_FACADE: { status: 400, client: true },
  OPENINGS_EXCEED_FACADE: { status: 400, client: true },
  FACADE_COUNT_OUT_OF_RANGE: { status: 400, client: true },
  // generic
  NOT_FOUND: { status: 404, client: true },
  ACCESS_DENIED: { status: 403, client: true },
  // /admin used from an address its session cookie is not accepted at (Payload's csrf allowlist). Staff only: the
  // server words it itself from its `Validation` message, since it names the address to open.
  WRONG_ADMIN_ADDRESS: { status: 403, client: false },
  RATE_LIMITED: { status: 429, client: true },
  BAD_REQUEST: { status: 400, client: true },
  // also what a client shows for a code it does not know
  INTERNAL_SERVER_ERROR: { status: 500, client: true },
  // the database cannot be reached (down, restarting, out of connections): "try again in a moment"
  SERVICE_UNAVAILABLE: { status: 503, client: true },
  // GraphQL: a document graphql refuses (unknown field, wrong argument); one over the aliases, tokens or cost limit
  GRAPHQL_VALIDATION_FAILED: { status: 400, client: true },
  QUERY_TOO_COMPLEX: { status: 400, client: true },
  // the browser's own: the request never reached the server (src/lib/api-client.ts)
  NETWORK_ERROR: { status: null, client: true },
} as const satisfies Record<string, { status: number | null; client: boolean }>

export type ErrorCode = keyof typeof ERRORS
/** The codes a visitor may see translated. */
export type ClientErrorCode = {
  [C in ErrorCode]: (typeof ERRORS)[C]['client'] extends true ? C : never
}[ErrorCode]

export const ERROR_CODES = Object.keys(ERRORS) as readonly ErrorCode[]
export const CLIENT_ERROR_CODES = ERROR_CODES.filter((code) => ERRORS[code].client) as readonly ClientErrorCode[]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value)
}

/** The HTTP status of an answer carrying `code` (see `status` above). */
export function httpStatus<C extends ErrorCode>(code: C): (typeof ERRORS)[C]['status'] {
  return ERRORS[code].status
}

/**
 * An expected failure of a use case; its code reaches the client as `extensions.code`. Here rather than in
 * `services/`, so that `lib/` (rate limits) may throw it too.
 */
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
    (error instanceof Error && error.name === 'AppError' && isErrorCode((error as { code?: unknown }).code))
  )
}
