'use client'

import { useTranslations } from 'next-intl'
import type { ComponentType } from 'react'
import { Button } from '@/components/ui/Button'
import type { ModalName, ModalPosition, ModalWidth } from '@/domain/modals'
import { useModal } from './ModalProvider'
import styles from './modals.module.css'

export interface ModalEntry {
  /** Message key under `Modal` for the title. */
  titleKey: string
  position: ModalPosition
  width: ModalWidth
  Body: ComponentType<{ props: Record<string, string> }>
}

/** A dialog whose form the accounts issue supplies; until then it says what it is for. */
function Intro({ messageKey }: { messageKey: string }) {
  const t = useTranslations('Modal')
  return <p>{t(`${messageKey}.text`)}</p>
}

function ProtectedAction() {
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

/** The modals this build knows; features register theirs here. */
export const modalRegistry: Partial<Record<ModalName, ModalEntry>> = {
  login: { titleKey: 'login.title', position: 'right', width: 's', Body: () => <Intro messageKey="login" /> },
  register: { titleKey: 'register.title', position: 'right', width: 'm', Body: () => <Intro messageKey="register" /> },
  askResetPassword: {
    titleKey: 'askResetPassword.title',
    position: 'center',
    width: 's',
    Body: () => <Intro messageKey="askResetPassword" />,
  },
  resetPassword: {
    titleKey: 'resetPassword.title',
    position: 'center',
    width: 's',
    Body: () => <Intro messageKey="resetPassword" />,
  },
  protectedAction: { titleKey: 'protectedAction.title', position: 'center', width: 's', Body: ProtectedAction },
}
