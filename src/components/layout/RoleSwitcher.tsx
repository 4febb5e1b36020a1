'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'
import {
  fixedProfileOf,
  isSwitchableProfile,
  roleSwitchTarget,
  routeNameOf,
  SWITCHABLE_PROFILES,
} from '@/domain/profiles'
import { useRouter } from '@/i18n/navigation'
import { useRoute } from '@/i18n/use-route'
import styles from './Header.module.css'
import { useSession } from './SessionProvider'

/**
 * Plasterer or facade specialist; active only when the current profile is one of them. A native select: the
 * keyboard, screen readers and phones' own pickers come with it, and no script beyond the change handler.
 * On a trade's landing, choosing the other trade opens that trade's landing (the page is the profile's content);
 * elsewhere the page stays and what depends on the profile follows (the menu, the FAQ).
 */
export function RoleSwitcher() {
  const t = useTranslations('RoleSwitcher')
  const id = useId()
  const { profile, setProfile } = useSession()
  const route = useRoute()
  const router = useRouter()
  // The profile is the visitor's, known in the browser only: the server's render (the route's default, the
  // plasterers' on professional pages) would show "Stukadoor" to a gevelbezetter until hydration (issue 22). A
  // trade's landing fixes its profile for everyone, so the server shows that one.
  const hydrated = useHydrated()
  const shown = hydrated ? profile : fixedProfileOf(route ? routeNameOf(route.pathname) : null)
  const active = shown !== null && isSwitchableProfile(shown)
  return (
    <div className={styles.role} data-testid="role-switcher">
      <label className={styles.roleLabel} htmlFor={id}>
        {t('label')}
      </label>
      <select
        id={id}
        className={styles.roleSelect}
        value={active ? shown : ''}
        disabled={!active}
        onChange={(event) => {
          const next = SWITCHABLE_PROFILES.find((p) => p === event.target.value)
          if (!next) return
          setProfile(next)
          const target = roleSwitchTarget(route ? routeNameOf(route.pathname) : null, next)
          if (target) router.push(target)
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
