'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { AppModal } from '@/components/layout/modals/AppModal'
import modalStyles from '@/components/layout/modals/modals.module.css'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'

/** The lists that delete through a dialog; each namespace has delete.title, delete.text, delete.confirm, deleted, error. */
type Namespace = 'Dashboard.quotations' | 'Dashboard.projects' | 'Dashboard.references' | 'Dashboard.pictures'

/**
 * The deleteQuotation, deleteProject and deleteReference dialogs: the question, Cancel, and a confirm button that
 * stays disabled while the deletion runs; the outcome is told in a toast. The dashboard renders them itself, since
 * only it knows what is being deleted.
 */
export function DeleteDialog({
  name,
  namespace,
  target,
  remove,
  onClose,
  onDeleted,
}: {
  name: 'deleteQuotation' | 'deleteProject' | 'deleteReference' | 'deleteVisualiserProject'
  namespace: Namespace
  /** What is being deleted (its id and the name the question shows); null when the dialog is closed. */
  target: { id: string; name: string } | null
  remove: (id: string) => Promise<void>
  onClose: () => void
  onDeleted: () => void
}) {
  const t = useTranslations(namespace)
  const tDashboard = useTranslations('Dashboard')
  const { notify } = useToasts()
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    if (!target) return
    setBusy(true)
    try {
      await remove(target.id)
      notify({ type: 'success', message: t('deleted'), countdown: 3000 })
      onClose()
      onDeleted()
    } catch {
      notify({ type: 'danger', message: t('error'), countdown: 5000 })
    } finally {
      setBusy(false)
    }
  }
  return (
    <AppModal name={name} title={t('delete.title')} isOpen={target !== null} onClose={onClose}>
      <p>{target ? t('delete.text', { name: target.name }) : null}</p>
      <div className={modalStyles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {tDashboard('cancel')}
        </Button>
        <Button disabled={busy} onPress={confirm}>
          {t('delete.confirm')}
        </Button>
      </div>
    </AppModal>
  )
}
