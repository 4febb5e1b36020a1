import { readFileSync } from 'node:fs'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { registrationSchema, resetPasswordSchema } from '@/domain/validation/account'
import {
  loadPasswordEstimator,
  PASSWORD_MAX_LENGTH,
  PASSWORD_SUGGESTIONS,
  PASSWORD_WARNINGS,
  type PasswordEstimator,
  passwordRule,
  passwordShape,
  userWordsOf,
} from '@/domain/validation/password'
import { PASSWORD_ESTIMATOR_OPTIONS } from '@/domain/validation/password-estimator'

let estimate: PasswordEstimator
beforeAll(async () => {
  estimate = await loadPasswordEstimator()
})

/** A deterministic string of `length` characters from a varied alphabet, with an upper, a lower and a digit. */
function noise(length: number, seed = 7): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789-_.!'
  let x = seed
  let out = 'Aa9'
  while (out.length < length) {
    x = (x * 1103515245 + 12345) % 2147483648
    out += alphabet[x % alphabet.length]
  }
  return out
}

describe('the password rule', () => {
  it.each([
    'Password1',
    'Aaaaaaa1',
    'Azerty123',
    'Motdepasse1',
    'Wachtwoord1',
    'P@ssw0rd1',
    'Bruxelles2024',
    'Murelia2026!',
    'Gevel2026!',
  ])('%s is WEAK_PASSWORD though it has the format', (value) => {
    expect(passwordShape(value)).toBeNull()
    expect(passwordRule(value, [], estimate)).toBe('WEAK_PASSWORD')
  })

  it('refuses the person’s own e-mail, name or company, which alone would pass', () => {
    const words = userWordsOf(['Marc.Peeters7@gmail.com', 'Marc', 'Peeters', 'Zonnebloem Gevels'])
    expect(words).toEqual(
      expect.arrayContaining([
        'marc.peeters7@gmail.com',
        'marc.peeters7',
        'peeters7',
        'zonnebloem gevels',
        'zonnebloem',
      ]),
    )
    expect(passwordRule('Marc.Peeters7@gmail.com', words, estimate)).toBe('WEAK_PASSWORD')
    // Strong for a stranger, weak for the company of that name.
    expect(passwordRule('Zonnebloem1', [], estimate)).toBeNull()
    expect(passwordRule('Zonnebloem1', words, estimate)).toBe('WEAK_PASSWORD')
  })

  it('lets long passphrases and random strings pass', () => {
    for (const value of ['Ardoise-Crepi-Lumiere-2026', 'Konijn-Tafel-Regen7', 'Hx8-vRt2-mQ4w', 'Dakgoot-N9']) {
      expect(passwordRule(value, [], estimate), value).toBeNull()
    }
  })

  it('takes 8 to 128 characters: 128 pass, 129 are TOO_LONG, 7 break the format', () => {
    expect(passwordRule(noise(PASSWORD_MAX_LENGTH), [], estimate)).toBeNull()
    expect(passwordRule(noise(PASSWORD_MAX_LENGTH + 1), [], estimate)).toBe('TOO_LONG')
    expect(passwordRule('x'.repeat(4002), [], estimate)).toBe('TOO_LONG')
    expect(passwordRule('Hx8-vRt', [], estimate)).toBe('WRONG_PASSWORD_FORMAT')
    // Characters, not UTF-16 units: 128 emoji are 128 characters.
    expect(passwordShape(`Aa1${'🧱'.repeat(125)}`)).toBeNull()
  })

  it('keeps the specification’s format before strength: upper, lower and digit', () => {
    for (const value of ['correct horse battery staple', 'ARDOISE-CREPI-2026', 'Ardoise-Crepi-Lumiere']) {
      expect(passwordRule(value, [], estimate), value).toBe('WRONG_PASSWORD_FORMAT')
    }
    expect(passwordRule('', [], estimate)).toBeNull()
  })

  it('answers any over-long value TOO_LONG whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: PASSWORD_MAX_LENGTH + 1, maxLength: 400, unit: 'grapheme-ascii' }), (v) => {
        expect(passwordShape(v)).toBe('TOO_LONG')
      }),
    )
  })

  it('answers within a bound on any password the form accepts (the server checks them for anyone)', () => {
    const worst = ['1234567890'.repeat(13).slice(0, 126), 'Aa1'.repeat(42), 'Password1'.repeat(14).slice(0, 128)]
    for (const value of [...worst.map((w) => `${w}Aa1`.slice(-128)), noise(128)]) {
      const started = performance.now()
      estimate(value, ['marc.peeters7@gmail.com'])
      // About 60 ms here; a generous bound for a loaded machine, far below the seconds zxcvbn's defaults took.
      expect(performance.now() - started).toBeLessThan(1500)
    }
  })
})

describe('the dictionaries', () => {
  const dictionary = PASSWORD_ESTIMATOR_OPTIONS.dictionary ?? {}
  const without = (suffix: string) =>
    new ZxcvbnFactory({
      ...PASSWORD_ESTIMATOR_OPTIONS,
      dictionary: Object.fromEntries(Object.entries(dictionary).filter(([name]) => !name.endsWith(suffix))),
    })

  it.each([
    ['French', '-fr', ['Grenouille7', 'Chaussette7', 'Citrouille7']],
    ['Dutch', '-nl', ['Regenboog7', 'Schildpad7', 'Aardappel7']],
  ])('catch common %s words that would pass without them', (_language, suffix, words) => {
    const bare = without(suffix as string)
    for (const value of words as string[]) {
      expect(bare.check(value).score, value).toBeGreaterThanOrEqual(3)
      expect(passwordRule(value, [], estimate), value).toBe('WEAK_PASSWORD')
    }
  })
})

describe('the hint', () => {
  const catalogue = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).Validation

  it('answers zxcvbn’s feedback as keys our catalogue translates, in French and in Dutch', () => {
    for (const locale of ['fr', 'nl']) {
      const { passwordStrength, WEAK_PASSWORD, TOO_LONG } = catalogue(locale)
      expect(WEAK_PASSWORD).toBeTruthy()
      expect(TOO_LONG).toBeTruthy()
      for (const key of ['loading', 'strong', 'weak']) expect(passwordStrength[key], `${locale} ${key}`).toBeTruthy()
      for (const key of PASSWORD_WARNINGS) expect(passwordStrength.warnings[key], `${locale} ${key}`).toBeTruthy()
      for (const key of PASSWORD_SUGGESTIONS) expect(passwordStrength.suggestions[key], `${locale} ${key}`).toBeTruthy()
    }
    const weak = estimate('Password1', [])
    expect(weak.warning).toMatch(/^[a-zA-Z]+$/)
    expect(PASSWORD_WARNINGS).toContain(weak.warning)
    expect(weak.suggestions.length).toBeGreaterThan(0)
    expect(estimate('Marc.Peeters7@gmail.com', ['marc.peeters7@gmail.com']).warning).toBe('userInputs')
    expect(estimate('Ardoise-Crepi-Lumiere-2026', [])).toEqual({ score: 4, warning: null, suggestions: [] })
  })
})

describe('the forms’ schemas', () => {
  it('give WEAK_PASSWORD to the password field, with the other fields as user words', async () => {
    const reset = await resetPasswordSchema.safeParseAsync({
      token: 't',
      password: 'Password1',
      passwordConfirmation: 'Password1',
    })
    expect(reset.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['password', 'WEAK_PASSWORD']])
    const ok = await resetPasswordSchema.safeParseAsync({
      token: 't',
      password: 'Dakgoot-N9',
      passwordConfirmation: 'Dakgoot-N9',
    })
    expect(ok.success).toBe(true)

    const registration = await registrationSchema([]).safeParseAsync({
      company: 'Zonnebloem Gevels',
      email: 'not an e-mail',
      password: 'Zonnebloem1',
      passwordConfirmation: 'Zonnebloem2',
    })
    const issues = Object.fromEntries(registration.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])
    // Checked while other fields still fail, beside the confirmation's mismatch.
    expect(issues).toMatchObject({ password: 'WEAK_PASSWORD', passwordConfirmation: 'NOT_CONFIRMED' })
    const tooLong = await registrationSchema([]).safeParseAsync({ password: noise(129) })
    expect(tooLong.error?.issues.find((i) => i.path[0] === 'password')?.message).toBe('TOO_LONG')
  })
})
