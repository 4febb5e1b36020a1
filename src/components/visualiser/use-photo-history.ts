'use client'

import { useCallback, useEffect } from 'react'

/** The workspace's entry in the browser's history, after the photo step's. */
const WORKSPACE = '#atelier'

/**
 * The workspace as an entry of the browser's history: taking a photo pushes it, so that Back returns to the photo
 * step (the project stays kept and is offered again there) instead of leaving the page. A fresh state object goes
 * through Next.js's own history patch, as the quotation wizard's steps do (src/components/quotation/step-history.ts).
 */
export function usePhotoHistory(hasPhoto: boolean, leave: () => void) {
  // A reload lands without a photo: the address loses the workspace's mark.
  useEffect(() => {
    if (window.location.hash === WORKSPACE) {
      window.history.replaceState({}, '', `${window.location.pathname}${window.location.search}`)
    }
  }, [])

  useEffect(() => {
    if (!hasPhoto) return
    const onPop = () => {
      if (window.location.hash !== WORKSPACE) leave()
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [hasPhoto, leave])

  /** A photo was taken: the workspace becomes a new history entry. */
  const entered = useCallback(() => {
    if (window.location.hash !== WORKSPACE) window.history.pushState({}, '', WORKSPACE)
  }, [])

  /** "Change photo": the browser's Back when the workspace is its entry, so that history stays as the visitor saw it. */
  const back = useCallback(() => {
    if (window.location.hash === WORKSPACE) window.history.back()
    else leave()
  }, [leave])

  return { entered, back }
}
