'use client'

import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import type { ModalName, ModalPosition, ModalWidth } from '@/domain/modals'

export interface ModalEntry {
  /** Message key under `Modal` for the title. */
  titleKey: string
  position: ModalPosition
  width: ModalWidth
  Body: ComponentType<{ props: Record<string, string> }>
}

type BodyProps = { props: Record<string, string> }

/**
 * A modal's body, loaded with its first opening: the forms, their validation and the references viewer stay out
 * of the JavaScript every page downloads and runs before it answers (Lighthouse's main-thread time, issue 3).
 */
const lazyBody = (load: () => Promise<ComponentType<BodyProps>>) => dynamic<BodyProps>(load)

const LoginForm = lazyBody(() => import('@/components/accounts/LoginForm').then((m) => m.LoginForm))
const RegisterForm = lazyBody(() => import('@/components/accounts/RegisterForm').then((m) => m.RegisterForm))
const AskResetPasswordForm = lazyBody(() =>
  import('@/components/accounts/AskResetPasswordForm').then((m) => m.AskResetPasswordForm),
)
const ResetPasswordForm = lazyBody(() =>
  import('@/components/accounts/ResetPasswordForm').then((m) => ({ props }: BodyProps) => (
    <m.ResetPasswordForm token={props.token ?? ''} />
  )),
)
const ProtectedAction = lazyBody(() => import('./ProtectedAction').then((m) => m.ProtectedAction))
const RequestSentModal = lazyBody(() =>
  import('@/components/quotation/RequestSentModal').then((m) => m.RequestSentModal),
)
const ReferencesModalBody = lazyBody(() =>
  import('@/components/reference/ReferencesModal').then((m) => m.ReferencesModalBody),
)

/** A configurator modal: pages without the configurator never download it. */
const configuratorModal = (name: keyof typeof import('@/components/configurator/modals')) =>
  lazyBody(() => import('@/components/configurator/modals').then((m) => m[name]))

/** The colour chart's modals, like the configurator's. */
const colourChartModal = (name: 'ColourRequestModal' | 'RequestSamplesSent') =>
  lazyBody(() => import('@/components/colour-chart/ColourRequestModal').then((m) => m[name]))

/** The modals this build knows; features register theirs here. */
export const modalRegistry: Partial<Record<ModalName, ModalEntry>> = {
  login: { titleKey: 'login.title', position: 'right', width: 's', Body: LoginForm },
  register: { titleKey: 'register.title', position: 'right', width: 'm', Body: RegisterForm },
  askResetPassword: { titleKey: 'askResetPassword.title', position: 'center', width: 's', Body: AskResetPasswordForm },
  resetPassword: {
    titleKey: 'resetPassword.title',
    position: 'center',
    width: 's',
    Body: ResetPasswordForm,
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
