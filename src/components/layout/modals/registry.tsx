'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import type { ComponentType } from 'react'
import { AskResetPasswordForm } from '@/components/accounts/AskResetPasswordForm'
import { LoginForm } from '@/components/accounts/LoginForm'
import { RegisterForm } from '@/components/accounts/RegisterForm'
import { ResetPasswordForm } from '@/components/accounts/ResetPasswordForm'
import { RequestSentModal } from '@/components/quotation/RequestSentModal'
import { ReferencesModalBody } from '@/components/reference/ReferencesModal'
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

/** A configurator modal, loaded with its first opening: pages without the configurator never download it. */
const configuratorModal = (name: keyof typeof import('@/components/configurator/modals')) =>
  dynamic<{ props: Record<string, string> }>(() => import('@/components/configurator/modals').then((m) => m[name]))

/** The colour chart's modals, loaded with their first opening like the configurator's. */
const colourChartModal = (name: 'ColourRequestModal' | 'RequestSamplesSent') =>
  dynamic<{ props: Record<string, string> }>(() =>
    import('@/components/colour-chart/ColourRequestModal').then((m) => m[name]),
  )

/** The modals this build knows; features register theirs here. */
export const modalRegistry: Partial<Record<ModalName, ModalEntry>> = {
  login: { titleKey: 'login.title', position: 'right', width: 's', Body: LoginForm },
  register: { titleKey: 'register.title', position: 'right', width: 'm', Body: RegisterForm },
  askResetPassword: { titleKey: 'askResetPassword.title', position: 'center', width: 's', Body: AskResetPasswordForm },
  resetPassword: {
    titleKey: 'resetPassword.title',
    position: 'center',
    width: 's',
    Body: ({ props }) => <ResetPasswordForm token={props.token ?? ''} />,
  },
  protectedAction: { titleKey: 'protectedAction.title', position: 'center', width: 's', Body: ProtectedAction },
  requestSent: { titleKey: 'requestSent.title', position: 'center', width: 's', Body: RequestSentModal },
  reference: { titleKey: 'reference.title', position: 'center', width: 'm', Body: ReferencesModalBody },
  references: { titleKey: 'references.title', position: 'center', width: 'm', Body: ReferencesModalBody },
  saveConfigurator: {
    titleKey: 'saveConfigurator.title',
    position: 'center',
    width: 's',
    Body: configuratorModal('SaveConfiguratorModal'),
  },
  configuratorEmail: {
    titleKey: 'configuratorEmail.title',
    position: 'center',
    width: 's',
    Body: configuratorModal('ConfiguratorEmailModal'),
  },
  configuratorDownload: {
    titleKey: 'configuratorDownload.title',
    position: 'center',
    width: 's',
    Body: configuratorModal('ConfiguratorDownloadModal'),
  },
  configuratorRestart: {
    titleKey: 'configuratorRestart.title',
    position: 'center',
    width: 's',
    Body: configuratorModal('ConfiguratorRestartModal'),
  },
  deleteProject: {
    titleKey: 'deleteProject.title',
    position: 'center',
    width: 's',
    Body: configuratorModal('DeleteProjectModal'),
  },
  colorChart: {
    titleKey: 'colorChart.title',
    position: 'center',
    width: 'm',
    Body: colourChartModal('ColourRequestModal'),
  },
  requestSamplesSent: {
    titleKey: 'requestSamplesSent.title',
    position: 'center',
    width: 's',
    Body: colourChartModal('RequestSamplesSent'),
  },
}
