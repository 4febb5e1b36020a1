'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'
import {
  loadPasswordEstimator,
  PASSWORD_MIN_SCORE,
  type PasswordEstimator,
  passwordShape,
  type PasswordStrength as Strength,
  userWordsOf,
} from '@/domain/validation/password'
import { PasswordHelp } from './PasswordHelp'
import styles from './PasswordStrength.module.css'

/**
 * The live strength of a new password, from the same estimator as the form's schema and the server
 * (src/domain/validation/password.ts). Its dictionaries (about a megabyte of script) are not part of any page: they
 * load when `wanted` turns true (the field's first focus or input).
 */
export function usePasswordStrength(value: string, words: readonly unknown[], wanted: boolean) {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null)
  const [failed, setFailed] = useState(false)
  const load = wanted || value !== ''
  useEffect(() => {
    if (!load || estimator) return
    let live = true
    loadPasswordEstimator().then(
      (estimate) => live && setEstimator(() => estimate),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [load, estimator])
  const key = JSON.stringify(words)
  const strength = useMemo<Strength | null>(
    () =>
      estimator && value && !passwordShape(value) ? estimator(value, userWordsOf(JSON.parse(key) as unknown[])) : null,
    [estimator, value, key],
  )
  return { strength, loading: load && !estimator && !failed && value !== '' && !passwordShape(value) }
}

/**
 * The password field's help: the format rule, then, once the password has the format, whether it is strong
 * enough and why not (zxcvbn's warning and first suggestion, translated from our catalogue). Rendered as the
 * field's description (aria-describedby); the verdict is a polite live region, so a screen reader hears it
 * after typing without being interrupted on each key.
 */
export function PasswordStrengthHelp({
  value,
  words = [],
  wanted,
}: {
  value: string
  words?: readonly unknown[]
  wanted: boolean
}) {
  const t = useTranslations('Validation.passwordStrength')
  const { strength, loading } = usePasswordStrength(value, words, wanted)
  const weak = strength !== null && strength.score < PASSWORD_MIN_SCORE
  const reason = [
    strength?.warning ? t(`warnings.${strength.warning}`) : null,
    strength?.suggestions[0] ? t(`suggestions.${strength.suggestions[0]}`) : null,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <>
      <PasswordHelp />
      <span className={styles.verdict} aria-live="polite" data-strength={strength ? (weak ? 'weak' : 'strong') : ''}>
        {/* The verdict "too easy to guess" is the field's error once submitted: the hint says why, not it again. */}
        {loading ? t('loading') : strength ? (weak ? reason || t('weak') : t('strong')) : null}
      </span>
    </>
  )
}
