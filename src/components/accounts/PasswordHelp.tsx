'use client'

import { useTranslations } from 'next-intl'

/** The password rule as helper text: length, a digit and a letter, an uppercase letter. */
export function PasswordHelp() {
  const t = useTranslations('Validation.passwordHelp')
  return (
    <>
      {t('length')} · {t('digitAndLetter')} · {t('uppercase')}
    </>
  )
}
