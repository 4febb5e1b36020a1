'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { AppModal } from '@/components/layout/modals/AppModal'
import modalStyles from '@/components/layout/modals/modals.module.css'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { ApiError } from '@/lib/api-client'
import { withdrawRequest } from './api'

/** Withdraws the request after a confirmation; the page is then read again, every card saying "withdrawn". */
export function WithdrawButton({ token }: { token: string }) {
  const t = useTranslations('FollowUp.withdraw')
  const tValidation = useTranslations('Validation')
  const locale = useLocale()
  const router = useRouter()
  const { notify } = useToasts()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await withdrawRequest(token, locale)
      setOpen(false)
      notify({ type: 'success', message: t('done'), countdown: 4000 })
      router.refresh()
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL_SERVER_ERROR'
      notify({ type: 'danger', message: tValidation.has(code) ? tValidation(code) : t('error'), countdown: 6000 })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('button')}
      </Button>
      <AppModal name="withdrawRequest" title={t('title')} isOpen={open} onClose={() => setOpen(false)}>
        <p>{t('text')}</p>
        <div className={modalStyles.actions}>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button disabled={busy} onPress={confirm}>
            {t('confirm')}
          </Button>
        </div>
      </AppModal>
    </>
  )
}
