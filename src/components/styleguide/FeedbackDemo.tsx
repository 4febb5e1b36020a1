'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { AppModal } from '@/components/layout/modals/AppModal'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { NOTIFICATION_TYPES, useToasts } from '@/components/layout/toasts/ToastProvider'
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
            <button
              key={type}
              type="button"
              className={styles.button}
              onClick={() => notify({ type, message: t('toastMessage', { type }), countdown: 5000 })}
            >
              {t('showToast', { type })}
            </button>
          ))}
          <button
            type="button"
            className={styles.button}
            onClick={() => snackbar({ type: 'success', message: t('snackbarMessage'), countdown: 3000 })}
          >
            {t('showSnackbar')}
          </button>
        </div>
      </section>
      <section aria-labelledby="sg-modals">
        <h2 id="sg-modals">{t('modals')}</h2>
        <div className={styles.row}>
          {(['center', 'right'] as const).map((position) => (
            <button key={position} type="button" className={styles.button} onClick={() => setModal(position)}>
              {t('openModal', { position })}
            </button>
          ))}
          <button type="button" className={styles.button} onClick={() => global.open('protectedAction')}>
            {t('openProtected')}
          </button>
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
