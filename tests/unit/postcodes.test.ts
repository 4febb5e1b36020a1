import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { saveProjectSchema } from '@/domain/configurator/forms'
import { loadPostcodeIndex } from '@/domain/geo/postcode-index'
import {
  cityMatchesPostcode,
  citySuggestions,
  cityToFill,
  cleanPostcode,
  type PostcodeIndex,
  postcodeKind,
} from '@/domain/geo/postcodes'
import { BELGIAN_PROVINCES } from '@/domain/geography'
import { isValidPostalCode, postcodeCity } from '@/domain/validation'
import { registrationSchema } from '@/domain/validation/account'
import { companyFormSchema } from '@/domain/validation/company'
import { fieldErrors } from '@/domain/validation/forms'
import { quotationProjectSchema, quotationSchema } from '@/domain/validation/quotation'
import { sampleRequestSchema } from '@/domain/validation/samples'

const ranges = BELGIAN_PROVINCES.flatMap((p) => p.ranges.map(([from, to]) => ({ from, to })))
let index: PostcodeIndex

beforeAll(async () => {
  index = await loadPostcodeIndex()
})

describe('cleaning a typed postcode', () => {
  it.each([
    ['B-1000', '1000'],
    ['B 1000', '1000'],
    [' 1000 ', '1000'],
    ['BE-1000', '1000'],
    ['be1000', '1000'],
    ['b-9000', '9000'],
    ['10 00', '1000'],
  ])('reads %j as %s', (typed, code) => {
    expect(cleanPostcode(typed)).toBe(code)
    expect(isValidPostalCode(typed, ranges)).toBeNull()
  })

  it('leaves what is not a postcode for the format rule', () => {
    expect(cleanPostcode(' abc ')).toBe('abc')
    expect(isValidPostalCode('abc', ranges)).toBe('WRONG_POSTCODE_FORMAT')
    expect(isValidPostalCode('10000', ranges)).toBe('WRONG_POSTCODE_FORMAT')
    expect(isValidPostalCode('F-75001', ranges)).toBe('WRONG_POSTCODE_FORMAT')
    expect(isValidPostalCode('NL-1000', ranges)).toBe('WRONG_POSTCODE_FORMAT')
  })

  it('keeps any four digits with or without the prefix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.constantFrom('', 'B-', 'B ', 'BE-', 'be', ' '), (n, prefix) => {
        const code = String(n).padStart(4, '0')
        expect(cleanPostcode(`${prefix}${code} `)).toBe(code)
      }),
    )
  })
})

describe('what a postcode is', () => {
  it('says 0999 does not exist rather than that it is not served', () => {
    expect(postcodeKind('0999', index)).toBe('unknown')
    expect(isValidPostalCode('0999', ranges)).toBe('UNKNOWN_POSTCODE')
    expect(isValidPostalCode('0000', ranges)).toBe('UNKNOWN_POSTCODE')
  })

  it('keeps "not served" for an existing code outside the served ranges', () => {
    expect(isValidPostalCode('5000', [{ from: 1000, to: 1299 }])).toBe('WRONG_POSTCODE')
  })

  it('tells a listed code from one the 2015 list lacks (a warning, not a refusal)', () => {
    expect(postcodeKind('1000', index)).toBe('listed')
    expect(postcodeKind('B-2000', index)).toBe('listed')
    expect(postcodeKind('1001', index)).toBe('unlisted')
    expect(isValidPostalCode('1001', ranges)).toBeNull()
    expect(postcodeCity('1001', 'Bruxelles', index)).toBeNull()
  })

  it('holds every code of the list in the provinces’ ranges, each with a name', () => {
    for (const [code, localities] of Object.entries(index)) {
      expect(isValidPostalCode(code, ranges)).toBeNull()
      expect(localities.length).toBeGreaterThan(0)
      for (const [fr, nl] of localities) expect(fr || nl).toBeTruthy()
    }
  })
})

describe('a city against its postcode, in both languages', () => {
  it.each([
    ['1000', 'Bruxelles'],
    ['1000', 'Brussel'],
    ['1000', 'BRUXELLES'],
    ['2000', 'Antwerpen'],
    ['2000', 'Anvers'],
    ['4000', 'Liège'],
    ['4000', 'Luik'],
    ['4000', 'liege'],
    ['9000', 'Gand'],
    ['1050', 'Ixelles'],
    ['1050', 'Elsene'],
    ['1050', 'Bruxelles'],
    ['1000', 'Bruxelles - Brussel'],
    ['7780', 'Comines-Warneton'],
    ['1300', 'Limal'],
    ['5000', 'Namen '],
  ])('accepts %s %s', (postcode, city) => {
    expect(cityMatchesPostcode(postcode, city, index)).toBe(true)
    expect(postcodeCity(postcode, city, index)).toBeNull()
  })

  it.each([
    ['1000', 'Antwerpen'],
    ['2000', 'Bruxelles'],
    ['4000', 'Namur'],
    ['9000', 'Gent-Brugge'],
  ])('refuses %s %s', (postcode, city) => {
    expect(postcodeCity(postcode, city, index)).toBe('POSTCODE_CITY_MISMATCH')
  })
})

describe('city suggestions', () => {
  it('offers the name in the reader’s language', () => {
    expect(citySuggestions('1000', 'fr', index)).toEqual(['Bruxelles'])
    expect(citySuggestions('1000', 'nl', index)).toEqual(['Brussel'])
    expect(citySuggestions('2000', 'fr', index)).toEqual(['Anvers'])
    expect(citySuggestions('B-2000', 'nl', index)).toEqual(['Antwerpen'])
  })

  it('offers every locality of a shared postcode, in its only name where it has one', () => {
    expect(citySuggestions('1300', 'nl', index)).toEqual(['Limal', 'Waver'])
    expect(citySuggestions('1300', 'fr', index)).toEqual(['Limal', 'Wavre'])
    expect(citySuggestions('0999', 'fr', index)).toEqual([])
  })

  it('fills the city only when the postcode has one locality and nothing typed would be lost', () => {
    expect(cityToFill('1000', '', null, 'fr', index)).toBe('Bruxelles')
    expect(cityToFill('1000', '', null, 'nl', index)).toBe('Brussel')
    expect(cityToFill('1300', '', null, 'fr', index)).toBeNull()
    // A city the person typed for no postcode stays.
    expect(cityToFill('2000', 'Namur', null, 'fr', index)).toBeNull()
    // A city that fitted the previous postcode follows the new one.
    expect(cityToFill('2000', 'Bruxelles', '1000', 'fr', index)).toBe('Anvers')
    // A city that already fits is kept as typed.
    expect(cityToFill('1000', 'Brussel', null, 'fr', index)).toBeNull()
  })
})

describe('every address form refuses a postcode and city that do not go together', () => {
  const TODAY = '2026-11-22'
  const codes = (result: { success: boolean; error?: unknown }) =>
    result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0])

  it('the quotation wizard’s project step and the whole request', () => {
    const project = {
      name: 'Façade',
      street: 'Rue Haute 3',
      postcode: '1000',
      city: 'Antwerpen',
      comment: '<p>Crépi</p>',
      workCategories: ['3'],
      projectType: 'RENOVATION',
      size: '120',
      workEndDate: TODAY,
      images: [],
    }
    expect(codes(quotationProjectSchema(ranges, TODAY).safeParse(project))).toEqual({ city: 'POSTCODE_CITY_MISMATCH' })
    expect(codes(quotationProjectSchema(ranges, TODAY).safeParse({ ...project, city: 'Brussel' }))).toEqual({})
    const parsed = quotationProjectSchema(ranges, TODAY).parse({ ...project, postcode: 'B-1000', city: 'Bruxelles' })
    expect(parsed.postcode).toBe('1000')
    expect(codes(quotationProjectSchema(ranges, TODAY).safeParse({ ...project, postcode: '0999' }))).toEqual({
      postcode: 'UNKNOWN_POSTCODE',
    })
    const whole = quotationSchema(ranges, TODAY).safeParse({
      ...project,
      clientLastname: 'Dupont',
      clientFirstname: 'Anne',
      contactEmail: 'anne@example.be',
      estimateSystem: '1',
      professionals: ['1'],
    })
    expect(codes(whole)).toEqual({ city: 'POSTCODE_CITY_MISMATCH' })
  })

  it('the colour request', () => {
    const request = {
      sampleType: 'SAMPLE',
      clientFirstname: 'Anne',
      clientLastname: 'Dupont',
      street: 'Rue Haute 3',
      postcode: 'B-4000',
      city: 'Luik',
      contactEmail: 'anne@example.be',
      contactPhone: '0470123456',
      samples: [{ coatingName: 'Enduit', name: 'Blanc', colorCode: 'W1' }],
    }
    const ok = sampleRequestSchema(ranges).safeParse(request)
    expect(ok.success && ok.data.postcode).toBe('4000')
    expect(codes(sampleRequestSchema(ranges).safeParse({ ...request, city: 'Antwerpen' }))).toEqual({
      city: 'POSTCODE_CITY_MISMATCH',
    })
  })

  it('the saved configurator project', () => {
    expect(codes(saveProjectSchema.safeParse({ name: 'Villa', postalCode: '2000', locality: 'Namur' }))).toEqual({
      locality: 'POSTCODE_CITY_MISMATCH',
    })
    expect(codes(saveProjectSchema.safeParse({ name: 'Villa', postalCode: ' 2000 ', locality: 'Anvers' }))).toEqual({})
  })

  it('registration and the company profile', async () => {
    const registration = await registrationSchema(ranges).safeParseAsync({ postcode: '1000', city: 'Antwerpen' })
    expect(codes(registration)).toMatchObject({ city: 'POSTCODE_CITY_MISMATCH' })
    const company = await companyFormSchema(ranges).safeParseAsync({ postcode: '2000', city: 'Bruxelles' })
    expect(codes(company)).toMatchObject({ city: 'POSTCODE_CITY_MISMATCH' })
    const fitting = await companyFormSchema(ranges).safeParseAsync({ postcode: 'BE-2000', city: 'Anvers' })
    expect(codes(fitting)).not.toHaveProperty('city')
    expect(codes(fitting)).not.toHaveProperty('postcode')
  })
})
