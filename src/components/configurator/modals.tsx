'use client'

import { NextIntlClientProvider, useLocale, useMessages, useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useState } from 'react'
import { FormPostcodeCity } from '@/components/accounts/FormPostcodeCity'
import { applyServerError, FormAlert, FormTextField, useDomainForm, useFormAlert } from '@/components/accounts/form'
import formStyles from '@/components/accounts/form.module.css'
import { useModal } from '@/components/layout/modals/ModalProvider'
import modalStyles from '@/components/layout/modals/modals.module.css'
import { Button } from '@/components/ui/Button'
import { emailProjectSchema, saveProjectSchema } from '@/domain/configurator/forms'
import { type ConfiguratorBridge, useConfiguratorBridge } from './bridge'
import styles from './Configurator.module.css'

/**
 * The configurator's modals (save, e-mail, download, restart, delete a project). The layout renders them, so each
 * takes the configurator's messages and actions from the bridge; without a configurator on the page it closes.
 */
function WithConfigurator({ children }: { children: (bridge: ConfiguratorBridge) => ReactNode }) {
  const bridge = useConfiguratorBridge()
  const locale = useLocale()
  const parent = useMessages()
  const { close } = useModal()
  useEffect(() => {
    if (!bridge) close()
  }, [bridge, close])
  if (!bridge) return null
  return (
    <NextIntlClientProvider locale={locale} messages={{ ...parent, Configurator: bridge.messages }}>
      {children(bridge)}
    </NextIntlClientProvider>
  )
}

function SaveForm({ bridge, then }: { bridge: ConfiguratorBridge; then?: string }) {
  const t = useTranslations('Configurator.save')
  const { open, close } = useModal()
  const form = useDomainForm(saveProjectSchema, {
    name: bridge.projectName,
    streetLine: bridge.contact.streetLine,
    postalCode: bridge.contact.postalCode,
    locality: bridge.contact.locality,
  })
  const alert = useFormAlert(form)
  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    try {
      await bridge.save(values)
      if (then === 'download') open('configuratorDownload')
      else if (then === 'email') open('configuratorEmail')
      else close()
    } catch (error) {
      applyServerError(form, error, alert.show)
    }
  })
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('submit')}>
      <p className={formStyles.note}>{t('text')}</p>
      <FormTextField control={form.control} name="name" label={t('name')} required />
      <FormTextField control={form.control} name="streetLine" label={t('streetLine')} autoComplete="street-address" />
      <div className={styles.pair}>
        <FormPostcodeCity
          control={form.control}
          postcodeName="postalCode"
          cityName="locality"
          postcodeLabel={t('postalCode')}
          cityLabel={t('locality')}
        />
      </div>
      <FormAlert code={alert.code} />
      <Button type="submit" fullWidth disabled={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  )
}

export function SaveConfiguratorModal({ props }: { props: Record<string, string> }) {
  return <WithConfigurator>{(bridge) => <SaveForm bridge={bridge} then={props.then} />}</WithConfigurator>
}

function EmailForm({ bridge }: { bridge: ConfiguratorBridge }) {
  const t = useTranslations('Configurator.email')
  const { close } = useModal()
  const form = useDomainForm(emailProjectSchema, { name: '', email: '' })
  const alert = useFormAlert(form)
  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    try {
      await bridge.email(values)
      close()
    } catch (error) {
      applyServerError(form, error, alert.show)
    }
  })
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('submit')}>
      <p className={formStyles.note}>{t('text')}</p>
      <FormTextField control={form.control} name="name" label={t('name')} autoComplete="name" required />
      <FormTextField
        control={form.control}
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        required
      />
      <FormAlert code={alert.code} />
      <Button type="submit" fullWidth disabled={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  )
}

export function ConfiguratorEmailModal() {
  return <WithConfigurator>{(bridge) => <EmailForm bridge={bridge} />}</WithConfigurator>
}

function Download({ bridge }: { bridge: ConfiguratorBridge }) {
  const t = useTranslations('Configurator.download')
  const [url, setUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one link per opening of the dialog.
  useEffect(() => {
    bridge
      .downloadUrl()
      .then(setUrl)
      .catch(() => setFailed(true))
  }, [])
  return (
    <div className={formStyles.form}>
      <p className={formStyles.note}>{t('text')}</p>
      <FormAlert code={failed ? 'INTERNAL_SERVER_ERROR' : null} />
      {url ? (
        <>
          <p role="status">{t('ready')}</p>
          <Button as="a" href={url} download fullWidth>
            {t('link')}
          </Button>
        </>
      ) : failed ? null : (
        <p role="status">{t('preparing')}</p>
      )}
    </div>
  )
}

export function ConfiguratorDownloadModal() {
  return <WithConfigurator>{(bridge) => <Download bridge={bridge} />}</WithConfigurator>
}

function Confirm({
  text,
  cancel,
  confirm,
  onConfirm,
}: {
  text: string
  cancel: string
  confirm: string
  onConfirm: () => Promise<void> | void
}) {
  const { close } = useModal()
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  return (
    <>
      <p>{text}</p>
      <FormAlert code={failed ? 'INTERNAL_SERVER_ERROR' : null} />
      <div className={modalStyles.actions}>
        <Button variant="secondary" onPress={close}>
          {cancel}
        </Button>
        <Button
          disabled={busy}
          onPress={async () => {
            setBusy(true)
            try {
              await onConfirm()
              close()
            } catch {
              setFailed(true)
            } finally {
              setBusy(false)
            }
          }}
        >
          {confirm}
        </Button>
      </div>
    </>
  )
}

function RestartBody({ bridge }: { bridge: ConfiguratorBridge }) {
  const t = useTranslations('Configurator.restartDialog')
  return <Confirm text={t('text')} cancel={t('cancel')} confirm={t('confirm')} onConfirm={bridge.restart} />
}

export function ConfiguratorRestartModal() {
  return <WithConfigurator>{(bridge) => <RestartBody bridge={bridge} />}</WithConfigurator>
}

function DeleteBody({ bridge, id, name }: { bridge: ConfiguratorBridge; id: string; name: string }) {
  const t = useTranslations('Configurator.deleteDialog')
  return (
    <Confirm
      text={t('text', { name })}
      cancel={t('cancel')}
      confirm={t('confirm')}
      onConfirm={() => bridge.deleteProject(id)}
    />
  )
}

export function DeleteProjectModal({ props }: { props: Record<string, string> }) {
  return (
    <WithConfigurator>
      {(bridge) => <DeleteBody bridge={bridge} id={props.id ?? ''} name={props.name ?? ''} />}
    </WithConfigurator>
  )
}
