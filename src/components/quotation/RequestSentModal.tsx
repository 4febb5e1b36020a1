'use client'

import { useTranslations } from 'next-intl'
import { useModal } from '@/components/layout/modals/ModalProvider'
import modalStyles from '@/components/layout/modals/modals.module.css'
import { Button } from '@/components/ui/Button'

/** After a quotation request is sent: where it went and where the summary is. */
export function RequestSentModal({ props }: { props: Record<string, string> }) {
  const t = useTranslations('Modal.requestSent')
  const { close } = useModal()
  return (
    <div data-testid="request-sent">
      <p>{t('text', { email: props.email ?? '' })}</p>
      <div className={modalStyles.actions}>
        <Button onPress={close}>{t('close')}</Button>
      </div>
    </div>
  )
}
