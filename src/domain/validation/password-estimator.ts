import { type OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common'
import { dictionary as fr } from '@zxcvbn-ts/language-fr'
import { dictionary as nl } from '@zxcvbn-ts/language-nl-be'
import {
  PASSWORD_SUGGESTIONS,
  PASSWORD_WARNINGS,
  type PasswordEstimator,
  type PasswordSuggestion,
  type PasswordWarning,
} from './password-feedback'

/**
 * zxcvbn-ts's options, the one place they are set, so the browser and the server estimate alike. Import this
 * module only through `loadPasswordEstimator` (./password.ts): the dictionaries are about a megabyte of script.
 * No `translations`: zxcvbn then answers its feedback as keys, which messages/*.json translate
 * (Validation.passwordStrength).
 */
export const PASSWORD_ESTIMATOR_OPTIONS: OptionsType = {
  dictionary: {
    ...common,
    ...fr,
    // The Dutch package (3.x) names its lists without a language suffix; suffixed here like the French ones.
    // Names must keep "names" in the key: zxcvbn's feedback recognises name lists by it.
    'commonWords-nl': nl.commonWords,
    'wikipedia-nl': nl.wikipedia,
    'boysFirstnames-nl': nl.boysFirstnames,
    'girlsFirstnames-nl': nl.girlsFirstnames,
    'lastnames-nl': nl.lastnames,
  },
  graphs: adjacencyGraphs,
  // No Levenshtein matching: it scans every list for each check (0.2–1 s here, against 2–25 ms without) and
  // changed no verdict on the passwords we tried; l33t and reversed matching stay on.
  useLevenshteinDistance: false,
  // Bounds the work per check, which the server does for anyone who registers: with zxcvbn's defaults (256
  // characters, 100 l33t substitutions) a 128-character password of digits took up to 3.7 s. With these, 60 ms at
  // most, and no verdict changed on the short passwords tried. The first 64 characters decide (PASSWORD_MAX_LENGTH
  // still bounds the whole): a password that weak over 64 characters is not saved by its tail.
  maxLength: 64,
  l33tMaxSubstitutions: 5,
}

const warnings = new Set<string>(PASSWORD_WARNINGS)
const suggestions = new Set<string>(PASSWORD_SUGGESTIONS)

/** An estimator over the options above (building the ranked dictionaries takes a moment: keep the result). */
export function createPasswordEstimator(): PasswordEstimator {
  const zxcvbn = new ZxcvbnFactory(PASSWORD_ESTIMATOR_OPTIONS)
  return (password, userWords) => {
    const result = zxcvbn.check(password, [...userWords])
    return {
      score: result.score,
      warning:
        result.feedback.warning && warnings.has(result.feedback.warning)
          ? (result.feedback.warning as PasswordWarning)
          : null,
      suggestions: result.feedback.suggestions.filter((s): s is PasswordSuggestion => suggestions.has(s)),
    }
  }
}
