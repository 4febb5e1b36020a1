'use client'

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { type ModalName, type OpenModal, queryWithoutModal } from '@/domain/modals'

interface ModalState {
  current: OpenModal | null
  /** Opens a modal; whichever was open closes. */
  open: (name: ModalName, props?: Record<string, string>) => void
  close: () => void
}

const ModalContext = createContext<ModalState | null>(null)

/** Holds the single open modal of the page. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenModal | null>(null)
  const open = useCallback((name: ModalName, props: Record<string, string> = {}) => setCurrent({ name, props }), [])
  // Closing, by the user or by a form that succeeded, also drops ?login, ?resetToken=… from the address.
  const close = useCallback(() => {
    setCurrent(null)
    const query = queryWithoutModal(new URLSearchParams(window.location.search))
    if (query !== window.location.search) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${query}${window.location.hash}`,
      )
    }
  }, [])
  const value = useMemo(() => ({ current, open, close }), [current, open, close])
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>
}

export function useModal(): ModalState {
  const ctx = useContext(ModalContext)
  if (!ctx) throw new Error('useModal outside ModalProvider')
  return ctx
}
