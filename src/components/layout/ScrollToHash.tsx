'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** After a navigation: scroll to the hash target when there is one, else to the top. */
export function ScrollToHash() {
  // The URL's own path: only its changes matter here, and next-intl's matches it against every route on each render.
  const pathname = usePathname()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1))
    const target = hash ? document.getElementById(hash) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname])
  return null
}
