import { z } from 'zod'
import type { PostalCodeRange } from '../geography'
import { toE164 } from '../phone'
import { finishesProblem, SAMPLE_TYPES } from '../samples'
import { email, mobilePhone, type RuleResult, required } from './index'
import { postcodeCityCheck, postcodeText } from './postcode'

/**
 * The colour request (sample or brochure order) as one zod schema: the chart's form validates with it in the
 * browser and createColorFinder parses its input with the very same schema. Issues carry catalogue codes.
 */

type Rule = (value: string) => RuleResult

function text(max: number, ...rules: Rule[]) {
  return z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .superRefine((value, ctx) => {
      for (const rule of rules) {
        const code = rule(value)
        if (code) {
          ctx.addIssue({ code: 'custom', message: code })
          return
        }
      }
      if ([...value].length > max) ctx.addIssue({ code: 'custom', message: 'TOO_LONG' })
    })
}

export const SAMPLE_FIELD_LIMITS = { name: 80, street: 160, city: 80, email: 254, finishText: 120 } as const

const finishText = (isRequired: boolean) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .superRefine((value, ctx) => {
      if (isRequired && !value) ctx.addIssue({ code: 'custom', message: 'IS_REQUIRED' })
      else if ([...value].length > SAMPLE_FIELD_LIMITS.finishText) ctx.addIssue({ code: 'custom', message: 'TOO_LONG' })
    })

/** One finish of the request, as the chart sends it. */
export const sampleFinishSchema = z.object({
  coatingName: finishText(true),
  colorCategoryName: finishText(false),
  name: finishText(true),
  colorCode: finishText(true),
  lightIntensity: z
    .number()
    .min(0)
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
})

/** The chosen finishes: one to three, all different (NO_FINISH, TOO_MANY_FINISHES, DUPLICATE_FINISH). */
export const sampleFinishesSchema = z
  .array(sampleFinishSchema)
  .nullish()
  .transform((v) => v ?? [])
  .superRefine((finishes, ctx) => {
    const code = finishesProblem(finishes)
    if (code) ctx.addIssue({ code: 'custom', message: code })
  })

/** The fields a person fills in for a colour request (the dialog's form). */
function sampleRequestFields(ranges: readonly PostalCodeRange[]) {
  return {
    sampleType: z.enum(SAMPLE_TYPES, { error: 'IS_REQUIRED' }),
    clientFirstname: text(SAMPLE_FIELD_LIMITS.name, required),
    clientLastname: text(SAMPLE_FIELD_LIMITS.name, required),
    street: text(SAMPLE_FIELD_LIMITS.street, required),
    postcode: postcodeText(ranges),
    city: text(SAMPLE_FIELD_LIMITS.city, required),
    contactEmail: text(SAMPLE_FIELD_LIMITS.email, required, email),
    // Kept as digits (0470123456): the desk dials it, the CSV sorts it.
    contactPhone: text(20, required, mobilePhone).transform(toE164),
  }
}

/**
 * The dialog's form: the person's fields and the postcode against the city. (A schema with a refinement cannot be
 * narrowed with `.pick()`: zod refuses at run time, which crashed the signed-in professional's dialog.)
 */
export function sampleRequestFormSchema(ranges: readonly PostalCodeRange[]) {
  return z.object(sampleRequestFields(ranges)).check(postcodeCityCheck())
}

/** The colour request; the postal code is checked against the provinces' ranges the caller loaded. */
export function sampleRequestSchema(ranges: readonly PostalCodeRange[]) {
  return z
    .object({
      ...sampleRequestFields(ranges),
      samples: sampleFinishesSchema,
      /** A merchant's token (tokenMerchant), for visitors who are not signed in. */
      merchantToken: z
        .string()
        .max(512)
        .nullish()
        .transform((v) => v?.trim() || null),
    })
    .check(postcodeCityCheck())
}
export type SampleRequestInput = z.input<ReturnType<typeof sampleRequestSchema>>
export type SampleRequestData = z.output<ReturnType<typeof sampleRequestSchema>>

/** The sample code a visitor types to order as a merchant's customer. */
export const sampleCodeSchema = z.object({
  sampleCode: text(64, required),
})
