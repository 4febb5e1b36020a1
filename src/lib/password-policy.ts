import { type CollectionBeforeValidateHook, ValidationError } from 'payload'
import type { RuleResult } from '@/domain/validation'
import { loadPasswordEstimator, passwordRule, userWordsOf } from '@/domain/validation/password'

/** The site's password rule for a value and the person's own words (e-mail, names): null, or the code. */
export async function passwordCode(value: string, words: readonly unknown[]): Promise<RuleResult> {
  return passwordRule(value, userWordsOf(words), await loadPasswordEstimator())
}

/** The admin speaks French by default (payload.config's fallbackLanguage); staff may switch it. */
const MESSAGES: Record<string, Record<'fr' | 'nl' | 'en', string>> = {
  WRONG_PASSWORD_FORMAT: {
    fr: 'Le mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.',
    nl: 'Het wachtwoord moet minstens 8 tekens bevatten, waaronder een hoofdletter, een kleine letter en een cijfer.',
    en: 'The password needs at least 8 characters, with an uppercase letter, a lowercase letter and a digit.',
  },
  TOO_LONG: {
    fr: 'Le mot de passe compte au maximum 128 caractères.',
    nl: 'Het wachtwoord telt hoogstens 128 tekens.',
    en: 'The password has 128 characters at most.',
  },
  WEAK_PASSWORD: {
    fr: 'Ce mot de passe est trop facile à deviner. Choisissez-en un plus long ou moins courant.',
    nl: 'Dit wachtwoord is te makkelijk te raden. Kies een langer of minder gangbaar wachtwoord.',
    en: 'This password is too easy to guess. Choose a longer or less common one.',
  },
}

/**
 * A collection hook that holds a password Payload itself writes (staff creating an account, the first user, the
 * account page in /admin) to the rule the site's forms and GraphQL apply. Payload's reset-password operation
 * hashes without running hooks; the REST door checks that route's body with `passwordCode`.
 */
export const passwordPolicy: CollectionBeforeValidateHook = async ({ data, originalDoc, collection, req }) => {
  const value = (data as { password?: unknown } | undefined)?.password
  if (typeof value !== 'string' || !value) return data
  const person = { ...(originalDoc ?? {}), ...(data ?? {}) } as Record<string, unknown>
  const code = await passwordCode(value, [person.email, person.name, person.firstname, person.lastname, person.company])
  if (!code) return data
  const language = req.i18n?.language
  const message = MESSAGES[code]?.[language === 'nl' || language === 'en' ? language : 'fr'] ?? code
  throw new ValidationError({ collection: collection.slug, errors: [{ path: 'password', message }], req }, req.t)
}
