import { bce, email, isValidPostalCode, mobilePhone, password, phone } from '@/domain/validation'

/** The domain rules, for tests that compare what the API answers with what the browser would show. */
export const domainRules = { bce, email, isValidPostalCode, mobilePhone, password, phone }

/** Valid enterprise numbers the vectors use; a test frees them before it runs (a crashed run may hold them). */
export const VECTOR_VATS = ['0606838532', '1000003682']
export const VECTOR_EMAILS = ['marie.dubois@plafonnage.be']

/**
 * Registration fields with values at the edges of each rule, and the code the field must get (null: valid).
 * Postal codes are checked against every province in the database (PostgreSQL may hold the seeded ones
 * besides the test's 2000–2999 and 4000–4999): `expected: 'ranges'` means "what the rule says with them".
 */
export const ruleVectors: Array<{ field: string; value: unknown; expected: string | null }> = [
  { field: 'email', value: 'marie.dubois@plafonnage.be', expected: null },
  { field: 'email', value: 'marie.dubois@', expected: 'WRONG_EMAIL_FORMAT' },
  { field: 'email', value: 'marie dubois@plafonnage.be', expected: 'WRONG_EMAIL_FORMAT' },
  { field: 'email', value: '', expected: 'IS_REQUIRED' },
  { field: 'vATNumber', value: 'BE 0606.838.532', expected: null },
  { field: 'vATNumber', value: '1000.003.682', expected: null },
  { field: 'vATNumber', value: '1000.003.683', expected: 'WRONG_VAT_NUMBER' },
  { field: 'vATNumber', value: '2606.838.532', expected: 'WRONG_VAT_FORMAT' },
  { field: 'vATNumber', value: '606.838.532', expected: 'WRONG_VAT_FORMAT' },
  { field: 'phoneNumber', value: '(0470) 12.34.56', expected: null },
  { field: 'phoneNumber', value: '+32 470 12 34 56', expected: null },
  { field: 'phoneNumber', value: '0470 12 34 5', expected: 'WRONG_PHONE_NUMBER' },
  { field: 'phoneNumber', value: '02 123 45 67', expected: 'WRONG_PHONE_NUMBER' },
  { field: 'officePhoneNumber', value: '02.123.45.67', expected: null },
  { field: 'officePhoneNumber', value: '(02) 123 45 6', expected: 'WRONG_PHONE_NUMBER' },
  { field: 'postcode', value: '1999', expected: 'ranges' },
  { field: 'postcode', value: '2000', expected: null },
  { field: 'postcode', value: '2999', expected: null },
  { field: 'postcode', value: '3000', expected: 'ranges' },
  { field: 'postcode', value: '4999', expected: null },
  { field: 'postcode', value: '0999', expected: 'UNKNOWN_POSTCODE' },
  { field: 'postcode', value: '10000', expected: 'WRONG_POSTCODE_FORMAT' },
  { field: 'postcode', value: '5000', expected: 'ranges' },
  { field: 'password', value: 'Abcdefg1', expected: 'WEAK_PASSWORD' },
  { field: 'password', value: 'Password1', expected: 'WEAK_PASSWORD' },
  { field: 'password', value: 'Dakgoot-N9', expected: null },
  { field: 'password', value: `Dakgoot-N9-${'x'.repeat(118)}`, expected: 'TOO_LONG' },
  { field: 'password', value: 'Abcdef1', expected: 'WRONG_PASSWORD_FORMAT' },
  { field: 'password', value: 'abcdefg1', expected: 'WRONG_PASSWORD_FORMAT' },
  { field: 'password', value: 'ABCDEFG1', expected: 'WRONG_PASSWORD_FORMAT' },
  { field: 'password', value: 'Abcdefgh', expected: 'WRONG_PASSWORD_FORMAT' },
  { field: 'acceptTermsAndConditions', value: false, expected: 'ACCEPT_CONDITIONS' },
  { field: 'acceptTermsAndConditions', value: true, expected: null },
]
