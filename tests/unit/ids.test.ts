import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isId, MAX_ID, parseId } from '@/domain/ids'

describe('parseId', () => {
  it('accepts a positive 32-bit integer, as text or number', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('42')).toBe(42)
    expect(parseId(String(MAX_ID))).toBe(MAX_ID)
    expect(parseId(7)).toBe(7)
    expect(parseId(MAX_ID)).toBe(MAX_ID)
  })

  it('refuses what cannot name a document', () => {
    for (const bad of [
      '2147483648',
      '9007199254740993',
      '99999999999',
      '0',
      '-1',
      '1.5',
      '1e3',
      '042',
      '+5',
      ' 5',
      '5 ',
      '',
      'abc',
      '0x10',
      '６',
    ])
      expect(parseId(bad), bad).toBeNull()
    for (const bad of [0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, Number.NaN, Number.POSITIVE_INFINITY])
      expect(parseId(bad), String(bad)).toBeNull()
    for (const bad of [null, undefined, true, {}, [], 5n]) expect(parseId(bad)).toBeNull()
  })

  it('reads back every id it accepts, and accepts exactly the range', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_ID }), (n) => parseId(String(n)) === n && parseId(n) === n))
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: MAX_ID + 1, max: Number.MAX_SAFE_INTEGER }), fc.integer({ max: 0 })),
        (n) => parseId(String(n)) === null && parseId(n) === null,
      ),
    )
    fc.assert(fc.property(fc.string(), (s) => isId(s) === (String(parseId(s)) === s)))
  })
})
