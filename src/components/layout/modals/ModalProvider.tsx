'use client'

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { type ModalName, modalFromQuery, type OpenModal, queryWithoutModal } from '@/domain/modals'

interface ModalState {
  current: OpenModal | null
  /** Opens a modal; whichever was open closes. */
  open: (name: ModalName, props?: Record<string, string>) => void
  close: () => void
}

const ModalContext = createContext<ModalState | null>(null)

/**
 * The address keeps a modal parameter (?login, ?resetToken=…) only while that modal is the open one: closing it,
 * or opening another one (a form that succeeded, a link to the next step), drops it.
 */
function dropModalQuery(opening: ModalName | null): void {
  const params = new URLSearchParams(window.location.search)
  if (opening && modalFromQuery(params)?.name === opening) return
  const query = queryWithoutModal(params)
  if (query !== window.location.search) {
    window.history.replaceState(null, '', `${window.location.pathname}${query}${window.location.hash}`)
  }
}

/** Holds the single open modal of the page. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenModal | null>(null)
  const open = useCallback((name: ModalName, props: Record<string, string> = {}) => {
    setCurrent({ name, props })
    dropModalQuery(name)
  }, [])
  const close = useCallback(() => {
    setCurrent(null)
    dropModalQuery(null)
  }, [])
  const value = useMemo(() => ({ current, open, close }), [current, open, close])
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>
}

export function useModal(): ModalState {
  const ctx = useContext(ModalContext)
  if (!ctx) throw new Error('useModal outside ModalProvider')
  return ctx
}
