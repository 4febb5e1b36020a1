'use client'

import { useEffect } from 'react'
import { usePathname } from '@/i18n/navigation'

/** After a navigation: scroll to the hash target when there is one, else to the top. */
export function ScrollToHash() {
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
