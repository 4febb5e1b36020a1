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
  'IS_REQUIRED',
  'WRONG_PHONE_NUMBER',
  'WRONG_POSTCODE',
  'WRONG_WEBSITE',
  'ACCEPT_CONDITIONS',
  'MIN_DATE_TODAY',
  'MAX_CHARACTERS_DESCRIPTION',
  'TOO_LONG',
  'NOT_POSITIVE',
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
  // generic
  'NOT_FOUND',
  'ACCESS_DENIED',
  'RATE_LIMITED',
  'BAD_REQUEST',
  'INTERNAL_SERVER_ERROR',
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
