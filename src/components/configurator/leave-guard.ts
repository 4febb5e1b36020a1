/**
 * The configurator's guard against losing unsaved progress: leaving the page (unload, or an in-app link to another
 * page) asks first while there is any.
 */
import { useEffect } from 'react'

/** While `dirty`, leaving asks the visitor with the configurator's `leave` message (`t` is its translator). */
export function useLeaveGuard(dirty: boolean, t: (key: 'leave') => string) {
  useEffect(() => {
    if (!dirty) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return
      // The quotation link takes the project along (its query): nothing is lost, so nothing to ask.
      if (anchor.hasAttribute('data-carries-project')) {
        window.removeEventListener('beforeunload', beforeUnload)
        return
      }
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      if (!window.confirm(t('leave'))) {
        event.preventDefault()
        event.stopPropagation()
      } else {
        window.removeEventListener('beforeunload', beforeUnload)
      }
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [dirty, t])
}
