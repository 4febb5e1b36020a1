/**
 * What zxcvbn tells about a password, shared by the rule (`./password`) and the estimator it loads lazily
 * (`./password-estimator`), so that neither imports the other.
 */

/** zxcvbn's feedback keys (its default translations are the keys themselves); our catalogue translates them. */
export const PASSWORD_WARNINGS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
] as const
export type PasswordWarning = (typeof PASSWORD_WARNINGS)[number]

export const PASSWORD_SUGGESTIONS = [
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
  'noNeed',
  'pwned',
] as const
export type PasswordSuggestion = (typeof PASSWORD_SUGGESTIONS)[number]

/** zxcvbn's verdict on one password, reduced to what the rule and the hint use. */
export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very unguessable). */
  score: number
  warning: PasswordWarning | null
  suggestions: PasswordSuggestion[]
}

/** Estimates a password's strength; `userWords` are matched as a dictionary of their own. */
export type PasswordEstimator = (password: string, userWords: readonly string[]) => PasswordStrength
