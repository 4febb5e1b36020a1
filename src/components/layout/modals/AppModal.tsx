'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { ModalPosition, ModalWidth } from '@/domain/modals'
import { AriaLocale } from '../AriaLocale'
import styles from './AppModal.module.css'

interface Props {
  title: string
  isOpen: boolean
  onClose: () => void
  position?: ModalPosition
  width?: ModalWidth
  children: ReactNode
  /** Set on the dialog for tests and analytics. */
  name?: string
}

/**
 * A modal dialog: focus stays inside, Escape and the close button close it, focus returns to what
 * opened it, and the page behind does not scroll (react-aria's Modal).
 */
export function AppModal({ title, isOpen, onClose, position = 'center', width = 's', children, name }: Props) {
  const t = useTranslations('Modal')
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={(open) => !open && onClose()}
        isDismissable
        className={styles.overlay}
        data-position={position}
      >
        <Modal className={styles.modal} data-position={position} data-width={width}>
          <Dialog className={styles.dialog} data-modal={name}>
            <header className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <Button className={styles.close} onPress={onClose} aria-label={t('close')}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Button>
            </header>
            <div className={styles.body}>{children}</div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  )
}
