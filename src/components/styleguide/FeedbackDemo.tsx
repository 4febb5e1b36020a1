'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { AppModal } from '@/components/layout/modals/AppModal'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { NOTIFICATION_TYPES, useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import type { ModalPosition } from '@/domain/modals'
import styles from './FeedbackDemo.module.css'

/** Toasts, snackbars and modals of the style guide. */
export function FeedbackDemo() {
  const t = useTranslations('Styleguide')
  const { notify, snackbar } = useToasts()
  const [modal, setModal] = useState<ModalPosition | null>(null)
  const global = useModal()
  return (
    <>
      <section aria-labelledby="sg-feedback">
        <h2 id="sg-feedback">{t('feedback')}</h2>
        <div className={styles.row}>
          {NOTIFICATION_TYPES.map((type) => (
            <Button
              key={type}
              variant="secondary"
              size="s"
              onPress={() => notify({ type, message: t('toastMessage', { type }), countdown: 5000 })}
            >
              {t('showToast', { type })}
            </Button>
          ))}
          <Button
            variant="secondary"
            size="s"
            onPress={() => snackbar({ type: 'success', message: t('snackbarMessage'), countdown: 3000 })}
          >
            {t('showSnackbar')}
          </Button>
        </div>
      </section>
      <section aria-labelledby="sg-modals">
        <h2 id="sg-modals">{t('modals')}</h2>
        <div className={styles.row}>
          {(['center', 'right'] as const).map((position) => (
            <Button key={position} variant="secondary" size="s" onPress={() => setModal(position)}>
              {t('openModal', { position })}
            </Button>
          ))}
          <Button variant="secondary" size="s" onPress={() => global.open('protectedAction')}>
            {t('openProtected')}
          </Button>
        </div>
        <AppModal
          title={t('modalTitle')}
          isOpen={modal !== null}
          onClose={() => setModal(null)}
          position={modal ?? 'center'}
          width={modal === 'right' ? 's' : 'm'}
          name="styleguide"
        >
          <p>{t('modalBody')}</p>
        </AppModal>
      </section>
    </>
  )
}
