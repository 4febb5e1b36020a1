import { z } from 'zod'
import { cleanPostcode } from '../geo/postcodes'
import type { PostalCodeRange } from '../geography'
import { isValidPostalCode, postcodeCity, required } from './index'

/**
 * The postcode and city of every address form (quotation, registration, company profile, colour request, saved
 * configurator project), as zod parts built on the section-5 rules: the browser and the API use the same ones.
 */

/** A postcode field: the rules run on what was typed, the parsed value is the cleaned code ("B-1000" → "1000"). */
export function postcodeText(ranges: readonly PostalCodeRange[], isRequired = true) {
  return z
    .string()
    .max(40, 'WRONG_POSTCODE_FORMAT')
    .nullish()
    .transform((v) => (v ?? '').trim())
    .superRefine((value, ctx) => {
      const code = (isRequired ? required(value) : null) ?? isValidPostalCode(value, ranges)
      if (code) ctx.addIssue({ code: 'custom', message: code })
    })
    .transform(cleanPostcode)
}

/**
 * The city must be one of the postcode's localities (POSTCODE_CITY_MISMATCH on the city), so the mismatch shows as
 * soon as both are filled in.
 */
export function postcodeCityCheck(
  postcodeField = 'postcode',
  cityField = 'city',
  /** An update's stored pair: a postcode or a city sent alone is checked against the other one kept. */
  stored?: { postcode?: string | null; city?: string | null },
) {
  return z.superRefine<Record<string, unknown>>(
    (values, ctx) => {
      const sent = values?.[postcodeField] !== undefined || values?.[cityField] !== undefined
      if (!sent) return
      const postcode = values?.[postcodeField] ?? stored?.postcode
      const city = values?.[cityField] ?? stored?.city
      if (typeof postcode !== 'string' || typeof city !== 'string') return
      const code = postcodeCity(postcode, city)
      if (code) ctx.addIssue({ code: 'custom', message: code, path: [cityField] })
    },
    // Runs while other fields still fail, but not while the postcode itself does (its own message says enough).
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === postcodeField) },
  )
}
