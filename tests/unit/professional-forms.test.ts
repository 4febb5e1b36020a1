import { describe, expect, it } from 'vitest'
import { renovationSizeRange } from '@/domain/validation'
import { companyFormSchema, fieldErrors, profileUpdateSchema, referenceFormSchema } from '@/domain/validation/forms'

/** The dashboard's own rules, as the browser form and the API both run them (issue 22). */

const errorsOf = async (schema: { safeParseAsync: (v: unknown) => Promise<{ error?: unknown }> }, input: unknown) => {
  const result = await schema.safeParseAsync(input)
  return result.error ? fieldErrors(result.error as Parameters<typeof fieldErrors>[0]) : {}
}

describe('renovation surfaces', () => {
  it('refuse a minimum above the maximum, accept equal or open ends', () => {
    expect(renovationSizeRange(50, 20)).toBe('MIN_ABOVE_MAX')
    expect(renovationSizeRange('50', '20,5')).toBe('MIN_ABOVE_MAX')
    expect(renovationSizeRange(20, 20)).toBeNull()
    expect(renovationSizeRange(20, 400)).toBeNull()
    expect(renovationSizeRange(null, 20)).toBeNull()
    expect(renovationSizeRange(50, '')).toBeNull()
  })

  it('are refused under the maximum by the company form, even while other fields still fail', async () => {
    const errors = await errorsOf(companyFormSchema([]), { minimalRenovationSize: '50', maximalRenovationSize: '20' })
    expect(errors.maximalRenovationSize).toBe('MIN_ABOVE_MAX')
    expect(errors.company).toBe('IS_REQUIRED')
  })

  it('are refused by the API’s profile update', async () => {
    const errors = await errorsOf(profileUpdateSchema([]), { minimalRenovationSize: 50, maximalRenovationSize: 20 })
    expect(errors).toEqual({ maximalRenovationSize: 'MIN_ABOVE_MAX' })
    expect(await errorsOf(profileUpdateSchema([]), { minimalRenovationSize: 20, maximalRenovationSize: 50 })).toEqual(
      {},
    )
  })
})

describe('a reference’s texts', () => {
  const texts = { titleFr: '', titleNl: '', descriptionFr: '', descriptionNl: '' }

  it.each([
    ['fr', { titleFr: 'IS_REQUIRED', descriptionFr: 'IS_REQUIRED' }],
    ['nl', { titleNl: 'IS_REQUIRED', descriptionNl: 'IS_REQUIRED' }],
  ] as const)('are required in the professional’s own language only (%s)', async (language, expected) => {
    expect(await errorsOf(referenceFormSchema(language), texts)).toEqual(expected)
  })

  it('let a Dutch-speaking professional write in Dutch only', async () => {
    const dutch = { ...texts, titleNl: 'Rijwoning in Gent', descriptionNl: 'Gevelisolatie.' }
    expect(await errorsOf(referenceFormSchema('nl'), dutch)).toEqual({})
    expect(await errorsOf(referenceFormSchema('fr'), dutch)).toEqual({
      titleFr: 'IS_REQUIRED',
      descriptionFr: 'IS_REQUIRED',
    })
  })
})
