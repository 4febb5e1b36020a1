'use client'

import { useTranslations } from 'next-intl'
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import { isSwitchableProfile, type Profile, SWITCHABLE_PROFILES } from '@/domain/profiles'
import styles from './Header.module.css'
import { useSession } from './SessionProvider'

/** Plasterer or facade specialist; active only when the current profile is one of them. */
export function RoleSwitcher() {
  const t = useTranslations('RoleSwitcher')
  const { profile, setProfile } = useSession()
  const active = isSwitchableProfile(profile)
  return (
    <Select
      className={styles.role}
      selectedKey={active ? profile : null}
      onSelectionChange={(key) => key && setProfile(key as Profile)}
      placeholder={t('placeholder')}
      isDisabled={!active}
      data-testid="role-switcher"
    >
      <Label className={styles.roleLabel}>{t('label')}</Label>
      <Button className={styles.roleButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.rolePopover}>
        <ListBox className={styles.roleList}>
          {SWITCHABLE_PROFILES.map((p) => (
            <ListBoxItem key={p} id={p} className={styles.roleOption}>
              {t(p)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}
