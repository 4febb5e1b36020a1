'use client'

import { useTranslations } from 'next-intl'
import { useModal } from '@/components/layout/modals/ModalProvider'
import modalStyles from '@/components/layout/modals/modals.module.css'
import { Button, buttonClassName } from '@/components/ui/Button'

/** After a quotation request is sent: where it went, where the summary is, and the client's follow-up page. */
export function RequestSentModal({ props }: { props: Record<string, string> }) {
  const t = useTranslations('Modal.requestSent')
  const { close } = useModal()
  return (
    <div data-testid="request-sent">
      <p>{t('text', { email: props.email ?? '' })}</p>
      {props.followUp ? <p>{t('followUpHint')}</p> : null}
      <div className={modalStyles.actions}>
        {props.followUp ? (
          // A plain link: the page is personal and read fresh, and the modal's history entry is left behind.
          <a className={buttonClassName({ variant: 'primary' })} href={props.followUp} data-testid="follow-up-link">
            {t('followUp')}
          </a>
        ) : null}
        <Button variant={props.followUp ? 'secondary' : 'primary'} onPress={close}>
          {t('close')}
        </Button>
      </div>
    </div>
  )
}
