import { z } from 'zod'
import type { ClientErrorCode } from '../errors'
import { postcodeIndex } from '../geo/postcode-index'
import { cityMatchesPostcode, cleanPostcode, type PostcodeIndex, postcodeKind } from '../geo/postcodes'
import { isPostalCodeInRanges, type PostalCodeRange } from '../geography'

/**
 * The form rules of the specification (section 5), written once: browser forms, GraphQL inputs and
 * Payload field validators all call these. Each rule returns null when the value passes, or the
 * catalogue code of the error (src/domain/errors.ts); every rule but `required` lets an empty value pass.
 */
export type RuleResult = ClientErrorCode | null

/** Whether a value counts as not filled in. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

export function required(value: unknown): RuleResult {
  return isEmpty(value) ? 'IS_REQUIRED' : null
}

const emailSchema = z.email()
export function email(value: string | null | undefined): RuleResult {
  if (isEmpty(value)) return null
  return emailSchema.safeParse(String(value).trim()).success ? null : 'WRONG_EMAIL_FORMAT'
}

/** At least 8 characters with a digit, an uppercase and a lowercase letter. */
export function password(value: string | null | undefined): RuleResult {
  if (isEmpty(value)) return null
  const v = String(value)
  return v.length >= 8 && /\d/.test(v) && /\p{Lu}/u.test(v) && /\p{Ll}/u.test(v) ? null : 'WRONG_PASSWORD_FORMAT'
}

/** The repeated value equals the first one (password confirmation). */
export function confirmed(value: string | null | undefined, original: string | null | undefined): RuleResult {
  if (isEmpty(value)) return null
  return value === original ? null : 'NOT_CONFIRMED'
}

/** Removes what people type around numbers: spaces, dots, slashes, dashes and brackets. */
export function stripNumber(value: string): string {
  return value.replace(/[\s./\-()]/g, '')
}

/** A Belgian enterprise (VAT) number as its ten digits, `BE` prefix and separators removed. */
export function normalizeVat(value: string): string {
  return stripNumber(value).replace(/^BE/i, '')
}

/** `0606838532` → `0606.838.532` (the input mask). */
export function formatVat(digits: string): string {
  const d = normalizeVat(digits)
  return d.length === 10 ? `${d.slice(0, 4)}.${d.slice(4, 7)}.${d.slice(7)}` : digits
}

/**
 * Ten digits starting with 0 or 1 whose last two equal 97 − (first eight mod 97). A well-formed number whose check
 * digits do not match is no enterprise's number (`WRONG_VAT_NUMBER`, as the registry's answer), not a format error.
 */
export function bce(value: string | null | undefined): RuleResult {
  if (isEmpty(value)) return null
  const d = normalizeVat(String(value))
  if (!/^[01]\d{9}$/.test(d)) return 'WRONG_VAT_FORMAT'
  return 97 - (Number(d.slice(0, 8)) % 97) === Number(d.slice(8)) ? null : 'WRONG_VAT_NUMBER'
}

/** A phone number's digits, without separators or an international `+`/`00` prefix. */
export function normalizePhone(value: string): string {
  // "+32 (0)470 …": the national trunk 0 written after the country code is not dialled.
  return stripNumber(value.replace(/^(\s*(?:\+|00)\s*32\s*)\(\s*0\s*\)/, '$1'))
    .replace(/^\+/, '')
    .replace(/^00/, '')
}

/** Belgian mobile: 04 followed by 8 digits (also written +32 4…). */
export function mobilePhone(value: string | null | undefined): RuleResult {
  if (isEmpty(value)) return null
  const d = normalizePhone(String(value))
  return /^04\d{8}$/.test(d) || /^324\d{8}$/.test(d) ? null : 'WRONG_PHONE_NUMBER'
}

/** Belgian landline: 32 followed by 8 digits, or the national form 0 followed by 8 digits. */
export function phone(value: string | null | undefined): RuleResult {
  if (isEmpty(value)) return null
  const d = normalizePhone(String(value))
  return /^32[1-9]\d{7}$/.test(d) || /^0[1-9]\d{7}$/.test(d) ? null : 'WRONG_PHONE_NUMBER'
}

export function phoneOrMobilePhone(value: string | null | undefined): RuleResult {
  return phone(value) === null || mobilePhone(value) === null ? null : 'WRONG_PHONE_NUMBER'
}

/**
 * A Belgian postcode, cleaned first ("B-1000" is 1000): four digits (WRONG_POSTCODE_FORMAT), a code that can exist
 * (UNKNOWN_POSTCODE for 0999), inside the served provinces' ranges loaded from the geographic areas (WRONG_POSTCODE).
 */
export function isValidPostalCode(value: string | null | undefined, ranges: readonly PostalCodeRange[]): RuleResult {
  if (isEmpty(value)) return null
  const kind = postcodeKind(value, {})
  if (kind === 'format') return 'WRONG_POSTCODE_FORMAT'
  if (kind === 'unknown') return 'UNKNOWN_POSTCODE'
  return isPostalCodeInRanges(cleanPostcode(value), ranges) ? null : 'WRONG_POSTCODE'
}

/**
 * The city is one of the postcode's localities in the official list, in French or Dutch (1000 Bruxelles or Brussel,
 * not 1000 Antwerpen). Passes while either is empty or the postcode is not in the list (a code newer than the
 * list is a warning, not a refusal), and while the list has not loaded (the server always has it).
 */
export function postcodeCity(
  postcode: string | null | undefined,
  city: string | null | undefined,
  index: PostcodeIndex | null = postcodeIndex(),
): RuleResult {
  if (!index || isEmpty(postcode) || isEmpty(city)) return null
  if (postcodeKind(postcode, index) !== 'listed') return null
  return cityMatchesPostcode(postcode, city, index) ? null : 'POSTCODE_CITY_MISMATCH'
}

export function validateUrlWithProtocol(value: string | null | undefined): RuleResult {
  if (isEmpty(value)) return null
  const v = String(value).trim()
  if (!/^https?:\/\/[^\s]+$/.test(v)) return 'WRONG_WEBSITE'
  try {
    return new URL(v).hostname.includes('.') ? null : 'WRONG_WEBSITE'
  } catch {
    return 'WRONG_WEBSITE'
  }
}

/** An address (a website, a social profile, a link): browsers and search engines handle about this much. */
export const URL_MAX = 2048

/**
 * A website or a social profile: at most URL_MAX characters (TOO_LONG; a 1 MB address made a company page 5 MB,
 * issue 22), then a full http(s) address (WRONG_WEBSITE).
 */
export function webAddress(value: string | null | undefined): RuleResult {
  return maxLength(URL_MAX)(value) ?? validateUrlWithProtocol(value)
}

/** A calendar date (YYYY-MM-DD) not before `today` (YYYY-MM-DD, in the user's time zone). */
export function minDate(value: string | null | undefined, today: string): RuleResult {
  if (isEmpty(value)) return null
  // The whole value is the date: "2027-01-01" followed by anything was accepted, then failed the save (issue 22).
  const v = String(value).trim()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return 'MIN_DATE_TODAY'
  const time = Date.parse(`${v}T00:00:00Z`)
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== v) return 'MIN_DATE_TODAY'
  return v >= today ? null : 'MIN_DATE_TODAY'
}

interface RichNode {
  type?: string
  text?: string
  children?: RichNode[]
}

/** The plain text of Lexical rich text: its text nodes, one line break between blocks. */
export function richTextPlainText(value: unknown): string {
  const root = (value as { root?: RichNode } | null)?.root
  if (!root) return typeof value === 'string' ? value : ''
  const walk = (node: RichNode): string =>
    node.type === 'text'
      ? (node.text ?? '')
      : node.type === 'linebreak'
        ? '\n'
        : (node.children ?? []).map(walk).join('')
  return (root.children ?? []).map(walk).join('\n')
}

/** Rich text whose plain text is at most `max` characters (400 for a quotation description). */
export function maxCharactersEditor(value: unknown, max = 400): RuleResult {
  return [...richTextPlainText(value)].length <= max ? null : 'MAX_CHARACTERS_DESCRIPTION'
}

/** Plain text of at most `max` characters (a message, a subject). */
export function maxLength(max: number) {
  return (value: string | null | undefined): RuleResult => ([...(value ?? '')].length <= max ? null : 'TOO_LONG')
}

/** The box is ticked (terms and conditions). */
export function isTrue(value: unknown): RuleResult {
  return value === true ? null : 'ACCEPT_CONDITIONS'
}

export function positive(value: number | string | null | undefined): RuleResult {
  if (isEmpty(value)) return null
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'))
  return Number.isFinite(n) && n >= 0 ? null : 'NOT_POSITIVE'
}

/** The largest renovation surface a company may state, in m² (the directory's filter bound too). */
export const SURFACE_MAX = 1_000_000

/**
 * A professional's renovation surface: whole m² from 0 to SURFACE_MAX, the unit the directory's filter takes
 * (issue 22: 0.5 m² was stored, and no filter could ever ask for it). NOT_POSITIVE for a negative or non-number,
 * NOT_WHOLE_NUMBER for a fraction, DIMENSION_OUT_OF_RANGE above the bound.
 */
export function wholeSurface(value: number | string | null | undefined): RuleResult {
  if (isEmpty(value)) return null
  const code = positive(value)
  if (code) return code
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'))
  if (!Number.isInteger(n)) return 'NOT_WHOLE_NUMBER'
  return n > SURFACE_MAX ? 'DIMENSION_OUT_OF_RANGE' : null
}

/** A range's minimum is not above its maximum (either end may be left empty). */
export function renovationSizeRange(
  min: number | string | null | undefined,
  max: number | string | null | undefined,
): RuleResult {
  if (isEmpty(min) || isEmpty(max)) return null
  const [a, b] = [min, max].map((v) => (typeof v === 'number' ? v : Number(String(v).replace(',', '.'))))
  return Number.isFinite(a) && Number.isFinite(b) && (a as number) > (b as number) ? 'MIN_ABOVE_MAX' : null
}

/** When a field is checked, as in the specification's validation modes. */
export type ValidationMode = 'eager' | 'lazy' | 'passive' | 'aggressive'
export type FieldEvent = 'input' | 'blur' | 'change' | 'submit'

/**
 * aggressive: on every input; lazy: on leaving or changing the field; passive: only on submit;
 * eager (default): lazy until the field has been found invalid, then on every input until it is fixed.
 */
export function shouldValidate(mode: ValidationMode, event: FieldEvent, currentlyInvalid: boolean): boolean {
  if (event === 'submit') return true
  switch (mode) {
    case 'aggressive':
      return true
    case 'passive':
      return false
    case 'lazy':
      return event !== 'input'
    case 'eager':
      return event !== 'input' || currentlyInvalid
  }
}

/**
 * The same modes in react-hook-form's terms. `onTouched` checks a field when it is left, then on every
 * change: eager, as our forms want it.
 */
export function formModes(mode: ValidationMode): {
  mode: 'onTouched' | 'onBlur' | 'onSubmit' | 'all'
  reValidateMode: 'onChange' | 'onBlur' | 'onSubmit'
} {
  switch (mode) {
    case 'eager':
      return { mode: 'onTouched', reValidateMode: 'onChange' }
    case 'lazy':
      return { mode: 'onBlur', reValidateMode: 'onBlur' }
    case 'passive':
      return { mode: 'onSubmit', reValidateMode: 'onSubmit' }
    case 'aggressive':
      return { mode: 'all', reValidateMode: 'onChange' }
  }
}
