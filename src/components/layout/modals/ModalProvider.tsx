'use client'

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import type { ModalName, OpenModal } from '@/domain/modals'

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
  const close = useCallback(() => setCurrent(null), [])
  const value = useMemo(() => ({ current, open, close }), [current, open, close])
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>
}

export function useModal(): ModalState {
  const ctx = useContext(ModalContext)
  if (!ctx) throw new Error('useModal outside ModalProvider')
  return ctx
}
