'use client'

import { useTranslations } from 'next-intl'
import { openConsentSettings } from './consent-store'

/** The footer's "cookie settings" control: reopens the consent banner so the choice can be changed. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('Consent')
  return (
    <button type="button" className={className} onClick={openConsentSettings} data-testid="consent-settings">
      {t('settings')}
    </button>
  )
}
