'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { isLocale } from '@/i18n/routing'

/** How long the mouse rests on a link before its page is fetched: a pointer crossing it fetches nothing. */
const HOVER_DELAY_MS = 80

/** The path of the site page a link under the event's target leads to, or null when there is none to fetch. */
function pagePath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null
  const url = new URL(link.href)
  if (url.origin !== window.location.origin || !isLocale(url.pathname.split('/')[1] ?? '')) return null
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null
  return url.pathname + url.search
}

/**
 * Fetches a page of the site ahead when a visitor shows the intent to open it: the mouse resting on its link, a
 * finger touching it, the keyboard focusing it. Links no longer prefetch when they scroll into view (see
 * '@/i18n/navigation'), which on a phone downloaded the data and scripts of every page a menu or card grid lists
 * while the page itself was still starting.
 */
export function IntentPrefetch() {
  const router = useRouter()
  useEffect(() => {
    const done = new Set<string>()
    let hover: { path: string; timer: number } | undefined
    const prefetch = (path: string | null) => {
      if (!path || done.has(path)) return
      done.add(path)
      router.prefetch(path)
    }
    const onPointerOver = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return
      const path = pagePath(e.target)
      if (!path || path === hover?.path) return
      if (hover) window.clearTimeout(hover.timer)
      hover = { path, timer: window.setTimeout(() => prefetch(path), HOVER_DELAY_MS) }
    }
    const onPointerOut = (e: PointerEvent) => {
      if (!hover || pagePath(e.relatedTarget) === hover.path) return
      window.clearTimeout(hover.timer)
      hover = undefined
    }
    const now = (e: Event) => prefetch(pagePath(e.target))
    document.addEventListener('pointerover', onPointerOver, { passive: true })
    document.addEventListener('pointerout', onPointerOut, { passive: true })
    document.addEventListener('touchstart', now, { passive: true })
    document.addEventListener('focusin', now)
    return () => {
      if (hover) window.clearTimeout(hover.timer)
      document.removeEventListener('pointerover', onPointerOver)
      document.removeEventListener('pointerout', onPointerOut)
      document.removeEventListener('touchstart', now)
      document.removeEventListener('focusin', now)
    }
  }, [router])
  return null
}
