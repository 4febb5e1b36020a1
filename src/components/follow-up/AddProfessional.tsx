'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { ApiError } from '@/lib/api-client'
import { addProfessional } from './api'
import styles from './FollowUp.module.css'

/** One matching professional the client may add to the request; added, the page is read again with their card. */
export function AddProfessional({ token, id, company }: { token: string; id: string; company: string }) {
  const t = useTranslations('FollowUp.add')
  const tValidation = useTranslations('Validation')
  const locale = useLocale()
  const router = useRouter()
  const { notify } = useToasts()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      size="s"
      variant="secondary"
      disabled={busy}
      className={styles.addButton}
      onPress={async () => {
        setBusy(true)
        try {
          await addProfessional(token, id, locale)
          notify({ type: 'success', message: t('added', { company }), countdown: 5000 })
          router.refresh()
        } catch (error) {
          const code = error instanceof ApiError ? error.code : 'INTERNAL_SERVER_ERROR'
          notify({ type: 'danger', message: tValidation.has(code) ? tValidation(code) : t('error'), countdown: 6000 })
        } finally {
          setBusy(false)
        }
      }}
    >
      {t('button')}
      <span className="visually-hidden"> {company}</span>
    </Button>
  )
}
