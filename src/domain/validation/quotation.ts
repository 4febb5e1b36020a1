import { z } from 'zod'
import { MAX_SIZE_M2 } from '../directory'
import type { PostalCodeRange } from '../geography'
import { toE164 } from '../phone'
import { PROJECT_TYPES, QUOTATION_LIMITS } from '../quotation'
import { richTextLength, sanitizeRichText } from '../rich-text'
import { ids, text } from './forms'
import { email, maxLength, minDate, phoneOrMobilePhone, positive, type RuleResult, required, URL_MAX } from './index'
import { postcodeCityCheck, postcodeText } from './postcode'

/**
 * The quotation wizard's schemas, one per step and one for the whole request: the browser validates each step
 * with its own, the createEstimate mutation parses the request with `quotationSchema` (same rules, same codes).
 */

/** Today as YYYY-MM-DD in Belgium, where the deadline is meant. */
export function todayInBelgium(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now)
}

const maxText = maxLength(QUOTATION_LIMITS.text)

/** The description: sanitized to the allowed markup, required, at most 400 plain-text characters. */
const description = z
  .string()
  .nullish()
  .transform((v) => sanitizeRichText(v))
  .superRefine((v, ctx) => {
    // The markup counts too, with room for every character formatted: "<br>" repeated is one character of text.
    const code: RuleResult =
      richTextLength(v) === 0
        ? 'IS_REQUIRED'
        : richTextLength(v) > QUOTATION_LIMITS.description || v.length > QUOTATION_LIMITS.description * 20
          ? 'MAX_CHARACTERS_DESCRIPTION'
          : null
    if (code) ctx.addIssue({ code: 'custom', message: code })
  })

const surface = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim()))
  .superRefine((v, ctx) => {
    const code =
      required(v) ??
      (v !== null && !/^\d+([.,]\d+)?$/.test(v.replace(/^-/, '')) ? 'NOT_POSITIVE' : null) ??
      positive(v) ??
      (Number(v?.replace(',', '.')) > MAX_SIZE_M2 ? 'NOT_POSITIVE' : null)
    if (code) ctx.addIssue({ code: 'custom', message: code })
  })
  .transform((v) => Number((v ?? '0').replace(',', '.')))

const projectType = z.enum(PROJECT_TYPES, { error: 'IS_REQUIRED' })

export const quotationContactSchema = z.object({
  clientLastname: text(required, maxText),
  clientFirstname: text(required, maxText),
  contactEmail: text(required, email),
  // Stored in the E.164 form (+32…), as every phone; shown grouped (src/domain/phone.ts).
  contactPhone: text(phoneOrMobilePhone).transform((v) => (v ? toE164(v) : v)),
})

/** The project step; the postal code is checked against the provinces' ranges, the deadline against today. */
export function quotationProjectSchema(ranges: readonly PostalCodeRange[], today: string) {
  return z
    .object({
      name: text(required, maxLength(QUOTATION_LIMITS.name)),
      street: text(required, maxText),
      postcode: postcodeText(ranges),
      city: text(required, maxText),
      comment: description,
      workCategories: ids(true),
      projectType,
      size: surface,
      workEndDate: text(required, (v) => minDate(v, today)),
      images: ids(false).superRefine((v, ctx) => {
        if (v.length > QUOTATION_LIMITS.photos) ctx.addIssue({ code: 'custom', message: 'TOO_MANY_FILES' })
      }),
    })
    .check(postcodeCityCheck())
}

export const quotationSystemSchema = z.object({
  /** Question id → chosen answer id. */
  estimateAnswers: z
    .record(z.string(), z.string())
    .nullish()
    .transform((v) => v ?? {}),
  // An id (the API's ID scalar checks its form; the wizard's own step schema bounds it here).
  estimateSystem: text(required, maxLength(64)),
})

export const quotationResultSchema = z.object({
  professionals: ids(true).superRefine((v, ctx) => {
    if (v.length > QUOTATION_LIMITS.professionals) ctx.addIssue({ code: 'custom', message: 'TOO_MANY_PROFESSIONALS' })
  }),
})

/** The whole request as createEstimate receives it; `website` is the honeypot a person never fills in. */
export function quotationSchema(ranges: readonly PostalCodeRange[], today: string) {
  return quotationContactSchema
    .extend(quotationProjectSchema(ranges, today).shape)
    .extend(quotationSystemSchema.shape)
    .extend(quotationResultSchema.shape)
    .extend({
      preselectedProfessional: z
        .union([z.string(), z.number()])
        .nullish()
        .transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
      // A random key (src/services/uploads/index.ts takes 32–128 characters) and the honeypot: bounded like any text.
      uploadKey: z
        .string()
        .max(128, 'BAD_REQUEST')
        .nullish()
        .transform((v) => v ?? ''),
      website: z
        .string()
        .max(URL_MAX, 'TOO_LONG')
        .nullish()
        .transform((v) => v ?? ''),
    })
    .check(postcodeCityCheck())
}
export type QuotationInput = z.input<ReturnType<typeof quotationSchema>>
export type QuotationData = z.output<ReturnType<typeof quotationSchema>>
