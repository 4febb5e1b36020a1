import { isEmpty, password as passwordFormat, type RuleResult } from './index'
import type { PasswordEstimator } from './password-feedback'

export {
  PASSWORD_SUGGESTIONS,
  PASSWORD_WARNINGS,
  type PasswordEstimator,
  type PasswordStrength,
  type PasswordSuggestion,
  type PasswordWarning,
} from './password-feedback'

/**
 * The password rule, the same in the browser and on the server: 8 to 128 characters, the specification's format
 * (an uppercase and a lowercase letter, a digit), then a strength estimate by zxcvbn-ts with the common, French
 * and Dutch dictionaries and the user's own words (e-mail, names, company). The dictionaries weigh about a
 * megabyte of script: they live in `./password-estimator`, which only `loadPasswordEstimator` imports, lazily.
 */

export const PASSWORD_MIN_LENGTH = 8
/** Longer is no safer and only costs hashing time; a passphrase of 20 words still fits. */
export const PASSWORD_MAX_LENGTH = 128
/** zxcvbn's score 3: at least 10⁸ guesses, "safely unguessable" for an online attacker (docs/decisions.md). */
export const PASSWORD_MIN_SCORE = 3

/** The site's own words, which a guesser tries first on its accounts ("Murelia2026!"). */
const SITE_WORDS = ['murelia', 'facade', 'façade', 'gevel', 'enduit', 'crepi', 'crépi', 'plafonneur', 'stukadoor']

/** Length and format (no dictionary needed): the code of the first failing part, or null. */
export function passwordShape(value: string | null | undefined): RuleResult {
  if (isEmpty(value)) return null
  const v = String(value)
  if ([...v].length > PASSWORD_MAX_LENGTH) return 'TOO_LONG'
  return passwordFormat(v)
}

/** The whole rule: `passwordShape`, then WEAK_PASSWORD below the minimum score. */
export function passwordRule(
  value: string | null | undefined,
  userWords: readonly string[],
  estimate: PasswordEstimator,
): RuleResult {
  if (isEmpty(value)) return null
  const shape = passwordShape(value)
  if (shape) return shape
  return estimate(String(value), [...userWords, ...SITE_WORDS]).score >= PASSWORD_MIN_SCORE ? null : 'WEAK_PASSWORD'
}

/**
 * The words of a person's own data that a password should not lean on: each value whole, and its parts split on
 * anything but letters and digits (`jean.dupont@acme.be` → `jean.dupont@acme.be`, `jean`, `dupont`, `acme`).
 */
export function userWordsOf(values: readonly unknown[]): string[] {
  const words = new Set<string>()
  for (const value of values) {
    if (typeof value !== 'string') continue
    const whole = value.trim().toLowerCase()
    if (whole.length < 3) continue
    words.add(whole)
    const local = whole.includes('@') ? whole.slice(0, whole.indexOf('@')) : null
    if (local && local.length >= 3) words.add(local)
    for (const part of whole.split(/[^\p{L}\p{N}]+/u)) {
      if (part.length >= 3 && !['com', 'www', 'net', 'org'].includes(part)) words.add(part)
    }
  }
  return [...words]
}

let estimator: Promise<PasswordEstimator> | null = null

/**
 * The estimator with its dictionaries, imported on first call and kept: a form calls it when its password field
 * is first focused, so the download starts before the first check needs it.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  estimator ??= import('./password-estimator')
    .then((m) => m.createPasswordEstimator())
    .catch((error: unknown) => {
      estimator = null
      throw error
    })
  return estimator
}
