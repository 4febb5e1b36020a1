import { beforeAll, describe, expect, it } from 'vitest'
import { loadPostcodeIndex } from '@/domain/geo/postcode-index'
import { fieldErrors } from '@/domain/validation/forms'
import { sampleRequestFormSchema, sampleRequestSchema } from '@/domain/validation/samples'

/**
 * The colour request dialog's form checks the person's fields with the request's own rules. It used to narrow the
 * request schema with `.pick()`, which zod refuses once the schema has a refinement (the postcode against the city):
 * the dialog crashed for every signed-in professional (issue 22's trial).
 */
const SERVED = [{ from: 1000, to: 9999 }]

describe('the colour request form', () => {
  beforeAll(async () => {
    await loadPostcodeIndex()
  })

  const person = {
    sampleType: 'SAMPLE',
    clientFirstname: 'Lotte',
    clientLastname: 'Janssens',
    street: 'Meir 12',
    postcode: '2000',
    city: 'Antwerpen',
    contactEmail: 'lotte@example.be',
    contactPhone: '0470 12 34 56',
  }

  it('builds and accepts a complete person, without the finishes the basket carries', async () => {
    const parsed = await sampleRequestFormSchema(SERVED).safeParseAsync(person)
    expect(parsed.error).toBeUndefined()
    expect(parsed.data).toMatchObject({ postcode: '2000', contactPhone: '+32470123456' })
  })

  it('refuses a city that is not the postcode’s, like the request itself', async () => {
    for (const schema of [sampleRequestFormSchema(SERVED), sampleRequestSchema(SERVED)]) {
      const parsed = await schema.safeParseAsync({ ...person, city: 'Liège' })
      expect(fieldErrors(parsed.error as Parameters<typeof fieldErrors>[0]).city).toBe('POSTCODE_CITY_MISMATCH')
    }
  })
})
