import { z } from 'zod'
import { type ErrorCode, isErrorCode } from '../errors'
import { PROFESSIONAL_PROFILES } from '../profiles'
import { confirmed, maxLength, type RuleResult, required } from './index'
import { loadPasswordEstimator, passwordRule, passwordShape, userWordsOf } from './password'

/**
 * What the forms' zod schemas are built from, the section-5 rules turned into fields (a trimmed text, a secret, an
 * id list, a confirmation, the password's strength), and the catalogue code of a failed parse. The schemas
 * themselves live by form: account.ts, company.ts, reference.ts, contact.ts (and quotation.ts, samples.ts). The
 * browser forms validate with them (react-hook-form's zod resolver) and the GraphQL resolvers parse their inputs
 * with the very same schema. Every issue's message is a catalogue code; the UI translates it, the API returns it
 * as the error code.
 */

export type Rule<V> = (value: V) => RuleResult

/** Adds the code of the first failing rule as the value's issue. */
export function firstFailing<V>(rules: Rule<V>[]) {
  return (value: V, ctx: z.RefinementCtx) => {
    for (const rule of rules) {
      const code = rule(value)
      if (code) {
        ctx.addIssue({ code: 'custom', message: code })
        return
      }
    }
  }
}

/**
 * Characters nobody types on purpose: control characters (a NUL cut the stored text short), zero-width ones
 * (a name of only those passed "required") and bidirectional overrides (which make a text read otherwise than
 * it is stored). Tabs and line breaks stay.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g

/** A name, a street, a city, a short title: one line a person writes, at most this long. */
export const SHORT_TEXT_MAX = 150

/** A text field checked by rules in order; the first failing rule's code is the field's error. */
export function text(...rules: Rule<string>[]) {
  return z
    .string()
    .nullish()
    .transform((v) => (v ?? '').replace(INVISIBLE, '').trim())
    .superRefine(firstFailing(rules))
}

/**
 * The longest secret read at all (a password, its repeat, the current one): far above the password rule's 128, so
 * that an older, longer password still signs in, and yet bounded (issue 22: every text of the API has a bound).
 */
const SECRET_MAX = 1024

/** Passwords are not trimmed: spaces are characters like any other. */
export function secret(...rules: Rule<string>[]) {
  return z
    .string()
    .nullish()
    .transform((v) => v ?? '')
    .superRefine(firstFailing([maxLength(SECRET_MAX), ...rules]))
}

/** An id as the API takes it: digits or a short key, never a text. */
const ID_MAX = 64

/**
 * A list of ids, each once: a repeated id is the same choice said twice (a category, a professional, an image), so
 * it is dropped, keeping the first one's place (issue 22: `["1","1","1"]` was stored three times).
 */
export const ids = (requiredList: boolean) =>
  z
    .array(
      z
        .union([z.string(), z.number()])
        .transform(String)
        .superRefine((v, ctx) => {
          if (v.length > ID_MAX) ctx.addIssue({ code: 'custom', message: 'BAD_REQUEST' })
        }),
    )
    .nullish()
    .transform((v) => [...new Set(v ?? [])])
    .superRefine((value, ctx) => {
      if (requiredList && value.length === 0) ctx.addIssue({ code: 'custom', message: 'IS_REQUIRED' })
    })

export const LANGUAGES = ['fr', 'nl'] as const
export const language = z.enum(LANGUAGES, { error: 'IS_REQUIRED' })
export const role = z.enum(PROFESSIONAL_PROFILES, { error: 'IS_REQUIRED' })

/**
 * The confirmation field must repeat `field`. It runs even while other fields fail (`when`), so a mismatch
 * shows at once rather than after everything else is fixed.
 */
export function withConfirmation<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  field: string,
  repeat: string,
  skip: (values: Record<string, unknown>) => boolean = () => false,
) {
  const codeOf = (values: unknown): RuleResult => {
    const v = (values ?? {}) as Record<string, unknown>
    if (skip(v)) return null
    return required(v[repeat]) ?? confirmed(String(v[repeat] ?? ''), String(v[field] ?? ''))
  }
  return schema.check(
    z.superRefine(
      (values, ctx) => {
        const code = codeOf(values)
        if (code) ctx.addIssue({ code: 'custom', message: code, path: [repeat] })
      },
      { when: () => true },
    ),
  )
}

/** Fields whose values a password should not lean on (zxcvbn's user inputs). */
export const PERSONAL_FIELDS = ['email', 'firstname', 'lastname', 'company'] as const

/**
 * The password's strength (./password.ts), an async check: the estimator's dictionaries load on first use.
 * It runs while other fields still fail, but not while the password itself breaks the length or format rule.
 * `known`: words of the person that the form does not hold (the stored profile, on an update).
 */
export function passwordStrength(fields: readonly string[], known: readonly unknown[] = []) {
  return z.superRefine<Record<string, unknown>>(
    async (values, ctx) => {
      const value = values.password
      if (typeof value !== 'string' || !value || passwordShape(value)) return
      const words = userWordsOf([...fields.map((f) => values[f]), ...known])
      const code = passwordRule(value, words, await loadPasswordEstimator())
      if (code) ctx.addIssue({ code: 'custom', message: code, path: ['password'] })
    },
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'password') },
  )
}

/**
 * The catalogue code of one zod issue. The rules above write a code as the message; a bound zod checks itself
 * (`.max(n)` without one, a type, an enum) would otherwise leak its English sentence ("Too big: expected string to
 * have <=5000 characters") as the API's error code (issue 22). Its kind is mapped instead: a string too long is
 * TOO_LONG, a list too long TOO_MANY_ITEMS, a number too large DIMENSION_OUT_OF_RANGE, too small NOT_POSITIVE (an
 * empty text or list IS_REQUIRED), anything else (a wrong type, a value outside an enum) BAD_REQUEST.
 */
export function issueCode(issue: z.core.$ZodIssue): ErrorCode {
  if (isErrorCode(issue.message)) return issue.message
  const origin = 'origin' in issue ? issue.origin : undefined
  switch (issue.code) {
    case 'too_big':
      if (origin === 'string') return 'TOO_LONG'
      if (origin === 'array' || origin === 'set' || origin === 'map') return 'TOO_MANY_ITEMS'
      if (origin === 'number' || origin === 'int' || origin === 'bigint') return 'DIMENSION_OUT_OF_RANGE'
      return 'BAD_REQUEST'
    case 'too_small':
      if (origin === 'string' || origin === 'array' || origin === 'set') return 'IS_REQUIRED'
      if (origin === 'number' || origin === 'int' || origin === 'bigint') return 'NOT_POSITIVE'
      return 'BAD_REQUEST'
    default:
      return 'BAD_REQUEST'
  }
}

/** Field name → first error code (always one of the catalogue's), from a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, ErrorCode> {
  const out: Record<string, ErrorCode> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    if (!(key in out)) out[key] = issueCode(issue as z.core.$ZodIssue)
  }
  return out
}
