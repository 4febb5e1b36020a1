'use client'

import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/Button'
import { useModal } from './ModalProvider'
import styles from './modals.module.css'

/** Asks a visitor to sign in before an action reserved to professionals. */
export function ProtectedAction() {
  const t = useTranslations('Modal.protectedAction')
  const { open, close } = useModal()
  return (
    <>
      <p>{t('text')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={close}>
          {t('cancel')}
        </Button>
        <Button onPress={() => open('login')}>{t('login')}</Button>
      </div>
    </>
  )
}
