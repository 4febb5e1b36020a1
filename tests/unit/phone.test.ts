import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPhone, phoneHref, toE164 } from '@/domain/phone'
import { mobilePhone, phone } from '@/domain/validation'

describe('phone numbers', () => {
  it('store every usual shape of a Belgian number in its E.164 form', () => {
    expect(toE164('02 513 89 40')).toBe('+3225138940')
    expect(toE164('3225138940')).toBe('+3225138940')
    expect(toE164('+32 (0)2 513.89.40')).toBe('+3225138940')
    expect(toE164('0032 470/12 34 56')).toBe('+32470123456')
    expect(toE164('0470-12-34-56')).toBe('+32470123456')
    expect(toE164('+32470123456')).toBe('+32470123456')
  })

  it('leave what is not a Belgian number for the validator to refuse', () => {
    expect(toE164(' 12 ')).toBe('12')
    expect(toE164('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89')
    expect(toE164('0470 12 34 5x')).toBe('0470 12 34 5x')
  })

  it('show a number in the Belgian groups, whatever the stored shape (not raw digits)', () => {
    expect(formatPhone('3225138940')).toBe('+32 2 513 89 40')
    expect(formatPhone('+3225138940')).toBe('+32 2 513 89 40')
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56')
    expect(formatPhone('+3281223344')).toBe('+32 81 22 33 44')
    expect(formatPhone('+3293001122')).toBe('+32 9 300 11 22')
    expect(formatPhone('')).toBe('')
    expect(formatPhone(null)).toBe('')
    expect(formatPhone('12')).toBe('12')
  })

  it('dial the E.164 form', () => {
    expect(phoneHref('+32 2 513 89 40')).toBe('tel:+3225138940')
    expect(phoneHref('0470123456')).toBe('tel:+32470123456')
  })

  it('keep every valid number valid and the same number through storing and showing', () => {
    const national = fc.oneof(fc.stringMatching(/^4\d{8}$/), fc.stringMatching(/^[1-9]\d{7}$/))
    fc.assert(
      fc.property(national, (n) => {
        const typed = `0${n}`
        const stored = toE164(typed)
        expect(stored).toBe(`+32${n}`)
        expect(toE164(formatPhone(stored))).toBe(stored)
        expect(phone(stored) === null || mobilePhone(stored) === null).toBe(
          phone(typed) === null || mobilePhone(typed) === null,
        )
      }),
    )
  })
})
