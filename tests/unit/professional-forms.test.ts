import { beforeAll, describe, expect, it } from 'vitest'
import { loadPostcodeIndex } from '@/domain/geo/postcode-index'
import { renovationSizeRange } from '@/domain/validation'
import { COMPANY_DESCRIPTION_MAX, companyFormSchema, profileUpdateSchema } from '@/domain/validation/company'
import { fieldErrors } from '@/domain/validation/forms'
import { referenceFormSchema } from '@/domain/validation/reference'

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

/** What an attacker tried against the profile and the references (issue 22's review). */
describe('what people type that nobody means', () => {
  it('keeps a name, a street and a city to one line of 150 characters, in every form and the API', async () => {
    const long = 'W'.repeat(151)
    for (const field of ['company', 'firstname', 'lastname', 'street', 'city']) {
      expect((await errorsOf(profileUpdateSchema([]), { [field]: long }))[field], field).toBe('TOO_LONG')
      expect((await errorsOf(companyFormSchema([]), { [field]: long }))[field], field).toBe('TOO_LONG')
    }
    expect((await errorsOf(profileUpdateSchema([]), { company: 'W'.repeat(150) })).company).toBeUndefined()
  })

  it('keeps a company description to 2 000 characters through the API as in the dashboard form', async () => {
    const long = 'd'.repeat(COMPANY_DESCRIPTION_MAX + 1)
    expect((await errorsOf(profileUpdateSchema([]), { description: long })).description).toBe('TOO_LONG')
    const translated = await errorsOf(profileUpdateSchema([]), { translations: [{ locale: 'nl', description: long }] })
    expect(Object.entries(translated).filter(([key]) => key.startsWith('translations'))).toEqual([
      [expect.stringMatching(/^translations/), 'TOO_LONG'],
    ])
    expect((await errorsOf(companyFormSchema([]), { descriptionFr: long })).descriptionFr).toBe('TOO_LONG')
    expect((await errorsOf(profileUpdateSchema([]), { description: long.slice(1) })).description).toBeUndefined()
  })

  it('drops control, zero-width and direction-override characters, so they neither fill nor cut a field', async () => {
    expect((await errorsOf(profileUpdateSchema([]), { company: '\u200b\u200b' })).company).toBe('IS_REQUIRED')
    const parsed = await profileUpdateSchema([]).safeParseAsync({
      company: 'Beta\u0000Hidden',
      lastname: 'Pee\u202eters',
    })
    expect(parsed.data).toMatchObject({ company: 'BetaHidden', lastname: 'Peeters' })
  })

  beforeAll(async () => {
    await loadPostcodeIndex()
  })

  it('checks a city sent alone against the stored postcode, and a postcode alone against the stored city', async () => {
    const stored = { postcode: '2000', city: 'Antwerpen' }
    expect((await errorsOf(profileUpdateSchema([], [], stored), { city: 'Liège' })).city).toBe('POSTCODE_CITY_MISMATCH')
    expect(await errorsOf(profileUpdateSchema([], [], stored), { city: 'Anvers' })).toEqual({})
    expect(await errorsOf(profileUpdateSchema([], [], stored), { company: 'Peeters' })).toEqual({})
  })

  it('takes a phone written "+32 (0)470 …" as people write it', async () => {
    expect(await errorsOf(profileUpdateSchema([]), { phoneNumber: '+32 (0)470 12 34 56' })).toEqual({})
    expect(await errorsOf(profileUpdateSchema([]), { officePhoneNumber: '+32 (0)2 513 89 40' })).toEqual({})
    expect((await errorsOf(profileUpdateSchema([]), { phoneNumber: '+32 (0)99' })).phoneNumber).toBe(
      'WRONG_PHONE_NUMBER',
    )
  })

  it('refuses a renovation surface beyond a square kilometre', async () => {
    expect((await errorsOf(profileUpdateSchema([]), { maximalRenovationSize: 1e308 })).maximalRenovationSize).toBe(
      'DIMENSION_OUT_OF_RANGE',
    )
    expect(await errorsOf(profileUpdateSchema([]), { maximalRenovationSize: 5000 })).toEqual({})
  })

  it('refuses a reference link that leaves the site through "//" or "/\\"', async () => {
    const base = { titleFr: 'Maison', descriptionFr: 'Enduit.' }
    const link = async (to: string) =>
      (await errorsOf(referenceFormSchema('fr'), { ...base, ctas: [{ title: 'Voir', link: to }] }))['ctas.0.link']
    expect(await link('/\\evil.example/x')).toBe('WRONG_WEBSITE')
    expect(await link('//evil.example/x')).toBe('WRONG_WEBSITE')
    expect(await link('/fr/contact')).toBeUndefined()
    expect(await link('https://example.be/projet')).toBeUndefined()
  })
})
