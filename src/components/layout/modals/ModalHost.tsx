'use client'

import dynamic from 'next/dynamic'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { modalFromQuery } from '@/domain/modals'
import { useModal } from './ModalProvider'
import { modalRegistry } from './registry'

/** react-aria's modal, downloaded with the first modal a visitor opens rather than with every page. */
const AppModal = dynamic(() => import('./AppModal').then((m) => m.AppModal))

/** Opens the modal a query parameter names (?login, ?register, ?reset, ?resetToken=…). */
function useModalFromQuery() {
  const params = useSearchParams()
  const { open } = useModal()
  useEffect(() => {
    const wanted = modalFromQuery(new URLSearchParams(params.toString()))
    if (wanted) open(wanted.name, wanted.props)
  }, [params, open])
}

/** Renders the one open modal (closing it removes the modal parameters from the address: see ModalProvider). */
export function ModalHost() {
  useModalFromQuery()
  const t = useTranslations('Modal')
  const { current, close } = useModal()
  const entry = current ? modalRegistry[current.name] : undefined

  if (!current || !entry) return null
  return (
    <AppModal
      key={current.name}
      name={current.name}
      title={t(entry.titleKey)}
      isOpen
      onClose={close}
      position={entry.position}
      width={entry.width}
    >
      <entry.Body props={current.props} />
    </AppModal>
  )
}
