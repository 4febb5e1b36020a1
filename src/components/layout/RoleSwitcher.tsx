'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { isSwitchableProfile, SWITCHABLE_PROFILES } from '@/domain/profiles'
import styles from './Header.module.css'
import { useSession } from './SessionProvider'

/**
 * Plasterer or facade specialist; active only when the current profile is one of them. A native select: the
 * keyboard, screen readers and phones' own pickers come with it, and no script beyond the change handler.
 */
export function RoleSwitcher() {
  const t = useTranslations('RoleSwitcher')
  const id = useId()
  const { profile, setProfile } = useSession()
  const active = isSwitchableProfile(profile)
  return (
    <div className={styles.role} data-testid="role-switcher">
      <label className={styles.roleLabel} htmlFor={id}>
        {t('label')}
      </label>
      <select
        id={id}
        className={styles.roleSelect}
        value={active ? profile : ''}
        disabled={!active}
        onChange={(event) => {
          const next = SWITCHABLE_PROFILES.find((p) => p === event.target.value)
          if (next) setProfile(next)
        }}
      >
        {!active && <option value="">{t('placeholder')}</option>}
        {SWITCHABLE_PROFILES.map((p) => (
          <option key={p} value={p}>
            {t(p)}
          </option>
        ))}
      </select>
    </div>
  )
}
