import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

let t: TestPayload
let payload: Payload

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  const { totalDocs } = await payload.count({ collection: 'geographic-areas', where: { code: { equals: 'NAM' } } })
  if (totalDocs === 0) {
    await payload.create({
      collection: 'geographic-areas',
      data: { name: 'Namur', code: 'NAM', type: 'PROVINCE', postalCodesRange: [{ from: 5000, to: 5999 }] },
      context: { disableRevalidate: true },
    })
  }
})
afterAll(async () => {
  await payload?.delete({
    collection: 'professional-users',
    where: { email: { like: `-${t.runId}@` } },
    context: { disableRevalidate: true },
  })
  await t?.stop()
})

/** A valid professional; the VAT number is unique per test run. */
const valid = (over: Record<string, unknown> = {}) => ({
  company: 'Enduits Test',
  firstname: 'Anne',
  lastname: 'Test',
  email: `anne-${Math.random().toString(36).slice(2, 8)}-${t.runId}@example.be`,
  password: 'Enduit-Taloche-Gris-2026',
  profiles: ['PROFESSIONAL_PLAFONNEUR_PROFILE' as const],
  language: 'fr' as const,
  phoneNumber: '0470 12 34 56',
  postcode: '5000',
  ...over,
})

const create = (data: Record<string, unknown>) =>
  payload.create({ collection: 'professional-users', data: data as never, context: { disableRevalidate: true } })

/** The validation messages Payload reports, which are the catalogue codes of the domain rules. */
async function errorsOf(data: Record<string, unknown>): Promise<string[]> {
  try {
    await create(data)
    return []
  } catch (error) {
    const e = error as { data?: { errors?: Array<{ message: string }> } }
    return (e.data?.errors ?? []).map((x) => x.message)
  }
}

describe('professional users', () => {
  it('store the VAT number as digits and phones in the E.164 form, with the company as the one public name', async () => {
    const vat = `0${String(Date.now() % 10_000_000).padStart(7, '0')}`
    const base = Number(vat)
    const digits = `${vat}${String(97 - (base % 97)).padStart(2, '0')}`
    const doc = await create(
      valid({
        vATNumber: `BE ${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`,
        officePhoneNumber: '081/22.33.44',
      }),
    )
    expect(doc.vATNumber).toBe(digits)
    expect(doc.phoneNumber).toBe('+32470123456')
    expect(doc.officePhoneNumber).toBe('+3281223344')
    expect(doc.company).toBe('Enduits Test')
    // No second, copied name that a rename would leave behind.
    expect(doc).not.toHaveProperty('title')
    // The same enterprise number cannot register twice.
    await expect(create(valid({ vATNumber: digits }))).rejects.toThrow()
  })

  it.each([
    [{ vATNumber: '0606.838.533' }, 'WRONG_VAT_NUMBER'],
    [{ vATNumber: '606.838.532' }, 'WRONG_VAT_FORMAT'],
    [{ phoneNumber: '02 123 45 67' }, 'WRONG_PHONE_NUMBER'],
    [{ officePhoneNumber: '12' }, 'WRONG_PHONE_NUMBER'],
    [{ postcode: '0999' }, 'UNKNOWN_POSTCODE'],
    [{ website: 'www.example.be' }, 'WRONG_WEBSITE'],
    [{ minimalRenovationSize: -5 }, 'NOT_POSITIVE'],
    [{ doRenovationSize: true, minimalRenovationSize: 50, maximalRenovationSize: 20 }, 'MIN_ABOVE_MAX'],
  ])('refuse %j with %s', async (over, code) => {
    expect(await errorsOf(valid(over))).toContain(code)
  })

  it('are never locked by wrong passwords (anyone could lock the owner out; the sign-in throttle slows the guesser)', async () => {
    const data = valid()
    await create(data)
    for (let i = 0; i < 8; i++) {
      await expect(
        payload.login({ collection: 'professional-users', data: { email: data.email, password: 'Wrong-pass1' } }),
      ).rejects.toThrow()
    }
    const signedIn = await payload.login({
      collection: 'professional-users',
      data: { email: data.email, password: data.password },
    })
    expect(signedIn.token).toBeTruthy()
  })

  it('let a professional change their own profile but not their listing or anyone else', async () => {
    const me = await create(valid())
    const other = await create(valid())
    const user = { ...me, collection: 'professional-users' as const }
    const updated = await payload.update({
      collection: 'professional-users',
      id: me.id,
      data: { city: 'Namur', isVisible: false },
      user,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    expect(updated.city).toBe('Namur')
    expect(updated.isVisible).toBe(true)
    await expect(
      payload.update({
        collection: 'professional-users',
        id: other.id,
        data: { city: 'Liège' },
        user,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
