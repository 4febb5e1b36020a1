import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  catalogueSample,
  facadeIssues,
  MIN_LENGTH,
  projectInputSchema,
  withCatalogueSamples,
} from '@/domain/configurator'
import { isErrorCode } from '@/domain/errors'
import { imageTooLarge } from '@/domain/quotation'
import { minDate, URL_MAX, wholeSurface } from '@/domain/validation'
import { loginSchema, resetPasswordSchema } from '@/domain/validation/account'
import { companyFormSchema, profileUpdateSchema } from '@/domain/validation/company'
import { contactSchema } from '@/domain/validation/contact'
import { fieldErrors } from '@/domain/validation/forms'
import { quotationSchema } from '@/domain/validation/quotation'
import { referenceFormSchema } from '@/domain/validation/reference'
import { sampleRequestSchema } from '@/domain/validation/samples'
import { demoCatalogue } from '@/seed/configurator-data'

/**
 * Issue 22, an attacker's trial of the API: every code a form schema answers is one of the catalogue's (zod's own
 * sentences leaked as codes), addresses have a bound, id lists hold each id once, surfaces are whole m², the
 * configurator takes its colours from the catalogue and refuses lengths under MIN_LENGTH, a square's HEIGHT and an
 * empty contact list, and an image's pixels are bounded.
 */

const RANGES = [
  { from: 1000, to: 1299 },
  { from: 5000, to: 5999 },
]
const TODAY = '2026-11-26'
const HUGE = 'a'.repeat(100_000)
const catalogue = demoCatalogue('fr')

async function codesOf(schema: z.ZodType, input: unknown): Promise<Record<string, string>> {
  const result = await schema.safeParseAsync(input)
  return result.success ? {} : fieldErrors(result.error)
}

const project = (over: Record<string, unknown> = {}, solution: Record<string, unknown> = {}) => ({
  name: 'Maison Dupont',
  contacts: [{ streetLine: 'Rue Haute 12', postalCode: '1000', locality: 'Bruxelles' }],
  solutions: [
    {
      estimateSystem: 'etics-eps',
      facades: [
        {
          shape: 'RECTANGLE',
          perimeter: [
            { type: 'BASE', value: 10 },
            { type: 'HEIGHT', value: 6 },
          ],
          openingFacades: [],
        },
      ],
      ...solution,
    },
  ],
  ...over,
})

describe('every code an input schema answers is in the catalogue', () => {
  // Representative hostile inputs: huge texts, long lists, negative and tiny numbers, wrong types, unknown enums.
  const cases: Array<[string, z.ZodType, unknown]> = [
    [
      'profile update',
      profileUpdateSchema(RANGES),
      {
        description: HUGE,
        website: `https://example.be/${HUGE}`,
        professionalUserSocialNetworks: Array.from({ length: 9 }, () => ({ socialNetwork: 'FACEBOOK', path: HUGE })),
        translations: [{ locale: 'fr' }, { locale: 'nl' }, { locale: 'de' }],
        minimalRenovationSize: -1,
        maximalRenovationSize: 0.5,
        workCategories: [HUGE],
        profiles: [],
        language: 'de',
        firstname: 42,
      },
    ],
    ['company form', companyFormSchema(RANGES), { website: HUGE, facebook: HUGE, descriptionFr: HUGE }],
    [
      'reference',
      referenceFormSchema('fr'),
      {
        titleFr: HUGE,
        ctas: Array.from({ length: 9 }, () => ({ title: 'x', link: HUGE })),
        involvedParties: Array.from({ length: 20 }, () => ({})),
        productsUsed: Array.from({ length: 30 }, (_, i) => String(i + 1)),
        heroImage: { id: 1 },
      },
    ],
    ['contact', contactSchema, { name: HUGE, profile: 'hacker', message: HUGE, consent: 'yes' }],
    [
      'quotation',
      quotationSchema(RANGES, TODAY),
      { name: HUGE, street: HUGE, website: HUGE, uploadKey: HUGE, size: -3, professionals: ['1', '2', '3', '4'] },
    ],
    ['sample request', sampleRequestSchema(RANGES), { samples: [{ lightIntensity: -1 }], merchantToken: HUGE }],
    [
      'project',
      projectInputSchema,
      project(
        { name: HUGE, contacts: [{ streetLine: HUGE }, { streetLine: 'x' }] },
        {
          answers: Array.from({ length: 30 }, (_, i) => String(i + 1)),
          sample: { coating: 'x', colorCode: HUGE, lightIntensity: -1, name: HUGE },
          preferences: Array.from({ length: 60 }, () => ({ systemLayer: 'x', product: null })),
          facades: [{ shape: 'OVAL', perimeter: [{ type: 'DEPTH', value: -1 }] }],
        },
      ),
    ],
    ['project, bad types', projectInputSchema, { name: 5, contacts: 'x', solutions: [{ facades: [{}] }] }],
  ]

  it.each(cases)('%s', async (_name, schema, input) => {
    const codes = await codesOf(schema, input)
    expect(Object.keys(codes).length).toBeGreaterThan(0)
    for (const [field, code] of Object.entries(codes)) expect(isErrorCode(code), `${field}: ${code}`).toBe(true)
  })

  it('answers the fitting code for a bound, not BAD_REQUEST or zod’s sentence', async () => {
    const profile = await codesOf(profileUpdateSchema(RANGES), {
      description: 'x'.repeat(5001),
      professionalUserSocialNetworks: Array.from({ length: 9 }, () => ({
        socialNetwork: 'facebook',
        path: 'https://facebook.com/x',
      })),
    })
    expect(profile).toEqual({ description: 'TOO_LONG', professionalUserSocialNetworks: 'TOO_MANY_ITEMS' })
    const reference = await codesOf(referenceFormSchema('fr'), {
      titleFr: 'Titre',
      descriptionFr: 'Texte',
      ctas: Array.from({ length: 6 }, () => ({ title: 'x', link: 'https://example.be' })),
      involvedParties: Array.from({ length: 11 }, () => ({
        firstname: 'a',
        lastname: 'b',
        function: 'c',
        company: 'd',
        contact: 'e',
      })),
    })
    expect(reference).toEqual({ ctas: 'TOO_MANY_ITEMS', involvedParties: 'TOO_MANY_ITEMS' })
    // The form's twelve pictures are the API's too: the thirteenth is refused, twelve pass.
    const pictures = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1))
    const refOf = (images: string[]) => ({ titleFr: 'Titre', descriptionFr: 'Texte', images })
    expect(await codesOf(referenceFormSchema('fr'), refOf(pictures(13)))).toEqual({ images: 'TOO_MANY_ITEMS' })
    expect(referenceFormSchema('fr').parse(refOf(pictures(12))).images).toHaveLength(12)
    expect(await codesOf(projectInputSchema, project({ name: HUGE }))).toEqual({ name: 'TOO_LONG' })
    expect(await codesOf(projectInputSchema, project({ contacts: [{ streetLine: HUGE }] }))).toEqual({
      'contacts.0.streetLine': 'TOO_LONG',
    })
  })
})

describe('addresses', () => {
  it('a website or a social link of up to 2 048 characters passes, a longer one is TOO_LONG', async () => {
    const at = (length: number) => `https://example.be/${'a'.repeat(length - 'https://example.be/'.length)}`
    expect(at(URL_MAX)).toHaveLength(URL_MAX)
    const schema = profileUpdateSchema(RANGES)
    expect(await codesOf(schema, { website: at(URL_MAX) })).toEqual({})
    expect(await codesOf(schema, { website: at(URL_MAX + 1) })).toEqual({ website: 'TOO_LONG' })
    expect(
      await codesOf(schema, { professionalUserSocialNetworks: [{ socialNetwork: 'linkedin', path: at(1_000_000) }] }),
    ).toEqual({ 'professionalUserSocialNetworks.0.path': 'TOO_LONG' })
    // The dashboard's form, which the browser validates with, says the same.
    expect(await codesOf(companyFormSchema(RANGES), { website: at(URL_MAX + 1) })).toMatchObject({
      website: 'TOO_LONG',
    })
    expect((await codesOf(companyFormSchema(RANGES), { instagram: at(URL_MAX + 1) })).instagram).toBe('TOO_LONG')
  })
})

describe('the other free texts of the API', () => {
  it('are bounded too: passwords, reset tokens, the system id, the deadline', async () => {
    expect(await codesOf(loginSchema, { email: 'a@example.be', password: HUGE })).toEqual({ password: 'TOO_LONG' })
    expect(await codesOf(loginSchema, { email: 'a@example.be', password: 'x'.repeat(200) })).toEqual({})
    expect(await codesOf(resetPasswordSchema, { token: HUGE, password: HUGE, passwordConfirmation: HUGE })).toEqual({
      token: 'TOO_LONG',
      password: 'TOO_LONG',
      passwordConfirmation: 'TOO_LONG',
    })
    expect((await codesOf(profileUpdateSchema(RANGES), { currentPassword: HUGE })).currentPassword).toBe('TOO_LONG')
    expect((await codesOf(quotationSchema(RANGES, TODAY), { estimateSystem: HUGE })).estimateSystem).toBe('TOO_LONG')
    // "2027-01-01" followed by anything passed, then failed the save with a server error.
    expect(minDate(`2027-01-01${HUGE}`, TODAY)).toBe('MIN_DATE_TODAY')
    expect(minDate('2027-02-31', TODAY)).toBe('MIN_DATE_TODAY')
    expect(minDate('2027-02-28', TODAY)).toBeNull()
  })
})

describe('id lists', () => {
  it('hold each id once, in the order first given', () => {
    const parsed = quotationSchema(RANGES, TODAY).safeParse({
      professionals: ['65', '65', '65'],
      workCategories: ['1', '1', 1, '2'],
      images: ['9', '9'],
    })
    expect(parsed.success).toBe(false)
    const fields = parsed.success ? {} : fieldErrors(parsed.error)
    expect(fields.professionals).toBeUndefined()
    expect(fields.workCategories).toBeUndefined()
    const reference = referenceFormSchema('fr').parse({
      titleFr: 'Titre',
      descriptionFr: 'Texte',
      workCategories: ['1', '1', '1'],
      productsUsed: ['4', '4'],
      images: ['3', '2', '3'],
    })
    expect(reference.workCategories).toEqual(['1'])
    expect(reference.productsUsed).toEqual(['4'])
    expect(reference.images).toEqual(['3', '2'])
  })

  it('createEstimate sends one request to a professional named three times', async () => {
    const { quotationResultSchema } = await import('@/domain/validation/quotation')
    expect(quotationResultSchema.parse({ professionals: ['65', '65', '65'] }).professionals).toEqual(['65'])
    // Four different ones are still too many.
    expect(quotationResultSchema.safeParse({ professionals: ['1', '2', '3', '4'] }).success).toBe(false)
  })
})

describe('renovation surfaces', () => {
  it('are whole m², as the directory filter takes them', async () => {
    expect(wholeSurface(0.5)).toBe('NOT_WHOLE_NUMBER')
    expect(wholeSurface('12,5')).toBe('NOT_WHOLE_NUMBER')
    expect(wholeSurface('-1')).toBe('NOT_POSITIVE')
    expect(wholeSurface(1_000_001)).toBe('DIMENSION_OUT_OF_RANGE')
    expect(wholeSurface(0)).toBeNull()
    expect(wholeSurface('250')).toBeNull()
    expect(wholeSurface('')).toBeNull()
    expect(await codesOf(profileUpdateSchema(RANGES), { minimalRenovationSize: 0.5 })).toEqual({
      minimalRenovationSize: 'NOT_WHOLE_NUMBER',
    })
    expect(await codesOf(companyFormSchema(RANGES), { maximalRenovationSize: '20,5' })).toMatchObject({
      maximalRenovationSize: 'NOT_WHOLE_NUMBER',
    })
  })
})

describe('configurator input', () => {
  it('refuses a length under MIN_LENGTH, 5e-324 included, in the browser’s rules and the API’s', async () => {
    expect(MIN_LENGTH).toBe(0.1)
    const rectangle = (base: number, height: number) => ({ shape: 'RECTANGLE' as const, base, height, openings: [] })
    expect(facadeIssues(rectangle(5e-324, 3)).base?.code).toBe('DIMENSION_OUT_OF_RANGE')
    expect(facadeIssues(rectangle(0.09, 3)).base?.code).toBe('DIMENSION_OUT_OF_RANGE')
    expect(facadeIssues(rectangle(0.1, 3)).base).toBeUndefined()
    const opening = { kind: 'WINDOW' as const, width: 0.05, height: 1 }
    expect(facadeIssues({ ...rectangle(10, 3), openings: [opening] }).openings[0]?.width?.code).toBe(
      'DIMENSION_OUT_OF_RANGE',
    )
    const tiny = project(
      {},
      {
        facades: [
          {
            shape: 'RECTANGLE',
            perimeter: [
              { type: 'BASE', value: 5e-324 },
              { type: 'HEIGHT', value: 3 },
            ],
          },
        ],
      },
    )
    expect(Object.values(await codesOf(projectInputSchema, tiny))).toContain('DIMENSION_OUT_OF_RANGE')
  })

  it('refuses a square with a HEIGHT, a perimeter naming a side twice, and an empty contact list', async () => {
    const square = project(
      {},
      {
        facades: [
          {
            shape: 'SQUARE',
            perimeter: [
              { type: 'BASE', value: 5 },
              { type: 'HEIGHT', value: 40 },
            ],
          },
        ],
      },
    )
    expect(await codesOf(projectInputSchema, square)).toEqual({
      'solutions.0.facades.0.perimeter.HEIGHT': 'BAD_REQUEST',
    })
    const twice = project(
      {},
      {
        facades: [
          {
            shape: 'RECTANGLE',
            perimeter: [
              { type: 'BASE', value: 5 },
              { type: 'BASE', value: 6 },
            ],
          },
        ],
      },
    )
    expect(Object.values(await codesOf(projectInputSchema, twice))).toContain('BAD_REQUEST')
    expect(await codesOf(projectInputSchema, project({ contacts: [] }))).toEqual({ contacts: 'IS_REQUIRED' })
    // Left out, the address is simply not given; a facade not measured yet is still allowed (saved half-way).
    expect(await codesOf(projectInputSchema, project({ contacts: undefined }))).toEqual({})
    const halfWay = project({}, { facades: [{ shape: 'RECTANGLE', perimeter: [] }] })
    expect(await codesOf(projectInputSchema, halfWay)).toEqual({})
  })

  it('takes the colour from the catalogue by its codes, whatever names and LRV the browser sent', () => {
    const coating = catalogue.coatings[0]
    const range = coating?.colorCategories[0]?.colorRanges[0]
    const shade = range?.colorShades[0]
    if (!coating || !range || !shade) throw new Error('demo catalogue without colours')
    const sent = {
      coating: coating.id,
      colorCode: shade.code,
      rangeCode: range.code,
      name: '<b>Pirate</b>',
      coatingName: 'x'.repeat(200),
      colorCategoryName: 'Fake',
      lightIntensity: 99,
      colorHex: '#000000',
    }
    const input = projectInputSchema.parse(project({}, { sample: sent }))
    const stored = withCatalogueSamples(input, catalogue).solutions[0]?.sample
    expect(stored).toEqual({
      name: `${coating.name} ${shade.code}`,
      coatingName: coating.name,
      colorCategoryName: coating.colorCategories[0]?.name,
      colorCode: shade.code,
      lightIntensity: shade.lightIntensity,
      colorHex: shade.colorHex,
      coating: coating.id,
      rangeCode: range.code,
    })
    expect(catalogueSample({ coating: coating.id, colorCode: 'NOPE 999' }, catalogue)).toBeNull()
    const unknown = projectInputSchema.parse(project({}, { sample: { ...sent, colorCode: 'NOPE 999' } }))
    expect(() => withCatalogueSamples(unknown, catalogue)).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_FINISH', fields: { 'solutions.0.sample': 'UNKNOWN_FINISH' } }),
    )
    const otherRange = projectInputSchema.parse(project({}, { sample: { ...sent, rangeCode: 'NOPE' } }))
    expect(() => withCatalogueSamples(otherRange, catalogue)).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_FINISH' }),
    )
  })
})

describe('image dimensions', () => {
  it('an upload may hold up to a 50 MP photo; 10 000 × 10 000 is too large', () => {
    expect(imageTooLarge(8160, 6144)).toBe(false)
    expect(imageTooLarge(8000, 6000)).toBe(false)
    expect(imageTooLarge(10_000, 10_000)).toBe(true)
    expect(imageTooLarge(100_000, 600)).toBe(true)
    expect(imageTooLarge(undefined, undefined)).toBe(false)
  })
})
