'use client'

import dynamic from 'next/dynamic'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { Suspense, useEffect } from 'react'
import { modalFromQuery } from '@/domain/modals'
import { FormMessages } from './FormMessages'
import { useModal } from './ModalProvider'
import { type ModalEntry, modalRegistry } from './registry'

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

/**
 * Renders the one open modal (closing it removes the modal parameters from the address: see ModalProvider). Its
 * messages arrive with the first modal opened (FormMessages), alongside the modal's own scripts.
 */
export function ModalHost() {
  useModalFromQuery()
  const { current, close } = useModal()
  const entry = current ? modalRegistry[current.name] : undefined

  if (!current || !entry) return null
  return (
    <Suspense fallback={null}>
      <FormMessages>
        <OpenModal key={current.name} name={current.name} entry={entry} props={current.props} onClose={close} />
      </FormMessages>
    </Suspense>
  )
}

function OpenModal({
  name,
  entry,
  props,
  onClose,
}: {
  name: string
  entry: ModalEntry
  props: Record<string, string>
  onClose: () => void
}) {
  const t = useTranslations('Modal')
  return (
    <AppModal
      name={name}
      title={t(entry.titleKey)}
      isOpen
      onClose={onClose}
      position={entry.position}
      width={entry.width}
    >
      <entry.Body props={props} />
    </AppModal>
  )
}
