'use client'

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import {
  MODAL_HISTORY_KEY,
  type ModalName,
  modalFromHistoryState,
  modalFromQuery,
  type OpenModal,
  opensHistoryEntry,
  queryWithoutModal,
} from '@/domain/modals'

interface ModalState {
  current: OpenModal | null
  /** Opens a modal; whichever was open closes. */
  open: (name: ModalName, props?: Record<string, string>) => void
  close: () => void
}

const ModalContext = createContext<ModalState | null>(null)

/** The address without the modal parameters, keeping the one of the modal `opening` (if any). */
function addressWithoutModal(opening: ModalName | null): string {
  const params = new URLSearchParams(window.location.search)
  const query = opening && modalFromQuery(params)?.name === opening ? window.location.search : queryWithoutModal(params)
  return `${window.location.pathname}${query}${window.location.hash}`
}

/**
 * The address keeps a modal parameter (?login, ?resetToken=…) only while that modal is the open one: closing it,
 * or opening another one (a form that succeeded, a link to the next step), drops it.
 */
function dropModalQuery(opening: ModalName | null): void {
  const address = addressWithoutModal(opening)
  if (address !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(stateWith(modalFromHistoryState(window.history.state)), '', address)
  }
}

/**
 * The history entry's state with (or without) the open modal. Next's router adds its own keys to what is pushed or
 * replaced, and takes the new address into its search params, only when they are not given: so they are not.
 */
function stateWith(modal: OpenModal | null): Record<string, unknown> {
  return modal ? { [MODAL_HISTORY_KEY]: modal } : {}
}

/**
 * Holds the single open modal of the page. A modal the visitor opens over the page is an entry of the browser's
 * history (its name and props in the entry's state), so the browser's or the phone's Back closes it rather than
 * leaving the page, and Forward opens it again; another modal opened from it takes its place in the same entry.
 * Closing it by its button or Escape goes back to the entry below, so the history holds no trace of it. A modal
 * opened by the address on arrival (?login) and the confirmations after a sent form are not entries: closing them
 * rewrites the address without the modal parameters.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenModal | null>(null)
  const currentRef = useRef<OpenModal | null>(null)
  // A history.back() of close() is on its way; a modal opened meanwhile waits for it, then gets its own entry.
  const leaving = useRef(false)
  const queued = useRef<OpenModal | null>(null)

  const show = useCallback((modal: OpenModal | null) => {
    currentRef.current = modal
    setCurrent(modal)
  }, [])

  const open = useCallback(
    (name: ModalName, props: Record<string, string> = {}) => {
      const modal = { name, props }
      const fromAddress = modalFromQuery(new URLSearchParams(window.location.search))?.name === name
      show(modal)
      if (leaving.current) {
        queued.current = opensHistoryEntry(name) ? modal : null
        return
      }
      const address = addressWithoutModal(name)
      if (modalFromHistoryState(window.history.state)) {
        // In place of the modal this entry holds (sign-in → registration): one Back still closes the dialog.
        window.history.replaceState(stateWith(opensHistoryEntry(name) ? modal : null), '', address)
      } else if (opensHistoryEntry(name) && !fromAddress) {
        window.history.pushState(stateWith(modal), '', address)
      } else {
        dropModalQuery(name)
      }
    },
    [show],
  )

  const close = useCallback(() => {
    show(null)
    queued.current = null
    if (modalFromHistoryState(window.history.state) && !leaving.current) {
      leaving.current = true
      window.history.back()
    } else if (!leaving.current) {
      dropModalQuery(null)
    }
  }, [show])

  // Back and Forward: the entry reached says which modal is open, if any.
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const reached = modalFromHistoryState(event.state)
      if (leaving.current) {
        leaving.current = false
        // The entry below a modal's never holds one: a navigation (a link that also closed the modal) was pushed
        // before the way back was taken, so the visitor goes on to it.
        if (reached) {
          window.history.forward()
          return
        }
        const next = queued.current
        queued.current = null
        if (next) window.history.pushState(stateWith(next), '', addressWithoutModal(next.name))
        else if (!currentRef.current) dropModalQuery(null)
        return
      }
      show(reached)
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [show])

  const value = useMemo(() => ({ current, open, close }), [current, open, close])
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>
}

export function useModal(): ModalState {
  const ctx = useContext(ModalContext)
  if (!ctx) throw new Error('useModal outside ModalProvider')
  return ctx
}
