import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BELGIAN_PROVINCES } from '@/domain/geography'
import {
  bce,
  confirmed,
  email,
  formatVat,
  isTrue,
  isValidPostalCode,
  maxCharactersEditor,
  minDate,
  mobilePhone,
  normalizeVat,
  password,
  phone,
  phoneOrMobilePhone,
  positive,
  required,
  richTextPlainText,
  shouldValidate,
  validateUrlWithProtocol,
} from '@/domain/validation'
import { richText } from '@/seed/richtext'

const ranges = BELGIAN_PROVINCES.flatMap((p) => p.ranges.map(([from, to]) => ({ from, to })))

describe('required', () => {
  it.each([[''], ['  '], [null], [undefined], [[]]])('%j is missing', (v) => expect(required(v)).toBe('IS_REQUIRED'))
  it.each([['a'], [0], [false], [['x']]])('%j is present', (v) => expect(required(v)).toBeNull())
})

describe('every rule but required lets an empty value pass', () => {
  it.each([email, password, bce, mobilePhone, phone, phoneOrMobilePhone, validateUrlWithProtocol, positive] as const)(
    '%o',
    (rule) => {
      expect(rule('')).toBeNull()
      expect(rule(null)).toBeNull()
    },
  )
})

describe('email', () => {
  it.each(['marie@exemple.be', 'jan.peeters+werf@bedrijf.co.uk'])('%s is valid', (v) => expect(email(v)).toBeNull())
  it.each(['marie', 'marie@', '@x.be', 'a b@c.be', 'marie@exemple'])('%s is refused', (v) =>
    expect(email(v)).toBe('WRONG_EMAIL_FORMAT'),
  )
})

describe('password', () => {
  it.each(['Enduit2026', 'aB3defgh', 'Façade1x'])('%s is valid', (v) => expect(password(v)).toBeNull())
  it.each(['aB3defg', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh'])('%s is refused', (v) =>
    expect(password(v)).toBe('WRONG_PASSWORD_FORMAT'),
  )
  it('confirms only an identical repeat', () => {
    expect(confirmed('Enduit2026', 'Enduit2026')).toBeNull()
    expect(confirmed('Enduit2027', 'Enduit2026')).toBe('NOT_CONFIRMED')
  })
})

describe('enterprise (VAT) number', () => {
  it.each(['0606.838.532', '0606838532', 'BE0606838532', 'BE 0606.838.532', '1000.003.682'])('%s is valid', (v) =>
    expect(bce(v)).toBeNull(),
  )
  it.each(['2606.838.532', '606.838.532', '0606.838.5320', 'BE06068385XX'])('%s is refused as a format', (v) =>
    expect(bce(v)).toBe('WRONG_VAT_FORMAT'),
  )
  // Issue 22: the format is right, the number is no enterprise's: its own words, not "format 0123.456.789".
  it.each(['0606.838.533', '1000.003.683', 'BE0412345678'])('%s is refused as a wrong number', (v) =>
    expect(bce(v)).toBe('WRONG_VAT_NUMBER'),
  )
  it('emits digits without dots and masks them for display', () => {
    expect(normalizeVat('BE 0606.838.532')).toBe('0606838532')
    expect(formatVat('0606838532')).toBe('0606.838.532')
  })
  it('accepts exactly the numbers whose check digits match (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 19_999_999 }), fc.integer({ min: 0, max: 99 }), (base, check) => {
        const first8 = String(base).padStart(8, '0')
        const digits = `${first8}${String(check).padStart(2, '0')}`
        const valid = 97 - (base % 97) === check
        expect(bce(digits) === null).toBe(valid)
        expect(bce(formatVat(digits)) === null).toBe(valid)
      }),
    )
  })
})

describe('phones', () => {
  it.each(['0470 12 34 56', '0470.12.34.56', '(0470) 123456', '+32 470 12 34 56', '0032470123456'])(
    'mobile %s is valid',
    (v) => expect(mobilePhone(v)).toBeNull(),
  )
  it.each(['0370 12 34 56', '04701234', '047012345678', '02 123 45 67'])('mobile %s is refused', (v) =>
    expect(mobilePhone(v)).toBe('WRONG_PHONE_NUMBER'),
  )
  it.each(['3221234567', '+32 2 123 45 67', '02/123.45.67', '(081) 22 33 44'])('landline %s is valid', (v) =>
    expect(phone(v)).toBeNull(),
  )
  it.each(['322123456', '0470123456', '12345678'])('landline %s is refused', (v) =>
    expect(phone(v)).toBe('WRONG_PHONE_NUMBER'),
  )
  it('takes either for phoneOrMobilePhone', () => {
    expect(phoneOrMobilePhone('0470 12 34 56')).toBeNull()
    expect(phoneOrMobilePhone('02 123 45 67')).toBeNull()
    expect(phoneOrMobilePhone('12')).toBe('WRONG_PHONE_NUMBER')
  })
})

describe('postal codes', () => {
  it('accepts both edges of every province range and refuses codes outside', () => {
    for (const { from, to } of ranges) {
      expect(isValidPostalCode(String(from), ranges)).toBeNull()
      expect(isValidPostalCode(String(to), ranges)).toBeNull()
    }
    // 0999 does not exist (not "not served"), five digits are no postcode, B-1000 is 1000 (tests/unit/postcodes.test.ts)
    expect(isValidPostalCode('0999', ranges)).toBe('UNKNOWN_POSTCODE')
    expect(isValidPostalCode('10000', ranges)).toBe('WRONG_POSTCODE_FORMAT')
    expect(isValidPostalCode('B-1000', ranges)).toBeNull()
    expect(isValidPostalCode('5000', [{ from: 1000, to: 1299 }])).toBe('WRONG_POSTCODE')
  })
})

describe('website', () => {
  it.each(['https://murelia.be', 'http://www.facades-lambert.be/contact'])('%s is valid', (v) =>
    expect(validateUrlWithProtocol(v)).toBeNull(),
  )
  it.each(['murelia.be', 'ftp://murelia.be', 'https://mure lia.be', 'https://localhost'])('%s is refused', (v) =>
    expect(validateUrlWithProtocol(v)).toBe('WRONG_WEBSITE'),
  )
})

describe('dates', () => {
  it('refuses a date before today and accepts today and later', () => {
    expect(minDate('2026-11-20', '2026-11-21')).toBe('MIN_DATE_TODAY')
    expect(minDate('2026-11-21', '2026-11-21')).toBeNull()
    expect(minDate('2027-01-01', '2026-11-21')).toBeNull()
    expect(minDate('not a date', '2026-11-21')).toBe('MIN_DATE_TODAY')
  })
})

describe('rich text length', () => {
  it('counts the plain text: 400 characters pass, 401 do not', () => {
    expect(maxCharactersEditor(richText(['a'.repeat(400)]))).toBeNull()
    expect(maxCharactersEditor(richText(['a'.repeat(401)]))).toBe('MAX_CHARACTERS_DESCRIPTION')
    expect(maxCharactersEditor(richText(['a'.repeat(200), 'b'.repeat(199)]))).toBeNull()
    expect(maxCharactersEditor(richText(['a'.repeat(200), 'b'.repeat(200)]))).toBe('MAX_CHARACTERS_DESCRIPTION')
  })
  it('reads the text of headings and paragraphs', () => {
    expect(richTextPlainText(richText(['## Titre', 'Texte']))).toBe('Titre\nTexte')
  })
})

describe('terms and numbers', () => {
  it('needs the box ticked', () => {
    expect(isTrue(true)).toBeNull()
    expect(isTrue(false)).toBe('ACCEPT_CONDITIONS')
    expect(isTrue('true')).toBe('ACCEPT_CONDITIONS')
  })
  it.each([[0], [12.5], ['3,5']])('%j is positive', (v) => expect(positive(v)).toBeNull())
  it.each([[-1], ['-0,5'], ['abc']])('%j is refused', (v) => expect(positive(v)).toBe('NOT_POSITIVE'))
})

describe('validation modes', () => {
  it.each([
    ['aggressive', 'input', false, true],
    ['lazy', 'input', true, false],
    ['lazy', 'blur', false, true],
    ['passive', 'blur', false, false],
    ['passive', 'submit', false, true],
    ['eager', 'input', false, false],
    ['eager', 'input', true, true],
    ['eager', 'change', false, true],
  ] as const)('%s on %s (invalid: %s) → %s', (mode, event, invalid, expected) =>
    expect(shouldValidate(mode, event, invalid)).toBe(expected),
  )
})
