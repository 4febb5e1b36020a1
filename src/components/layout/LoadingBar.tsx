'use client'

/**
 * A thin bar at the top of the viewport while a client-side navigation is under way. It starts on
 * a click on an internal link or on history navigation, shows only after LOADING_BAR_DELAY_MS (so
 * fast transitions do not flicker), completes when the pathname or the search params change, and
 * gives up after LOADING_BAR_MAX_MS.
 *
 * useSearchParams suspends during static prerendering, so the part that reads it sits in its own
 * Suspense boundary here; the layout may wrap <LoadingBar /> in <Suspense> as well.
 */
import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { Suspense, useCallback, useEffect, useRef, useState } from 'react'
import {
  isInternalNavigationClick,
  LOADING_BAR_DELAY_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_MAX_MS,
} from '@/domain/loading-bar'
import styles from './LoadingBar.module.css'

type BarState = 'idle' | 'waiting' | 'visible' | 'done'

/** How long the bar stays full before it disappears once the page has arrived. */
const DONE_HOLD_MS = 250

function currentRoute(): string {
  return window.location.pathname + window.location.search
}

/** Calls onChange whenever the route (pathname or search params) changes after the first render. */
function RouteChangeWatcher({ onChange }: { onChange: () => void }) {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const route = `${pathname}?${searchParams.toString()}`
  const previous = useRef(route)
  useEffect(() => {
    if (previous.current === route) return
    previous.current = route
    onChange()
  }, [route, onChange])
  return null
}

export function LoadingBar() {
  const t = useTranslations('LoadingBar')
  const [state, setState] = useState<BarState>('idle')
  const stateRef = useRef<BarState>('idle')
  const timers = useRef<number[]>([])
  // The address of the page on screen, so history moves within it (hash links) do not start the bar.
  const shownRoute = useRef<string | null>(null)

  const set = useCallback((next: BarState) => {
    stateRef.current = next
    setState(next)
  }, [])

  const clearTimers = useCallback(() => {
    for (const id of timers.current) window.clearTimeout(id)
    timers.current = []
  }, [])

  const after = useCallback((ms: number, fn: () => void) => {
    timers.current.push(window.setTimeout(fn, ms))
  }, [])

  const start = useCallback(() => {
    if (stateRef.current === 'waiting' || stateRef.current === 'visible') return
    clearTimers()
    set('waiting')
    after(LOADING_BAR_DELAY_MS, () => set('visible'))
    after(LOADING_BAR_MAX_MS, () => {
      clearTimers()
      set('idle')
    })
  }, [after, clearTimers, set])

  const complete = useCallback(() => {
    shownRoute.current = currentRoute()
    const was = stateRef.current
    clearTimers()
    if (was === 'visible') {
      set('done')
      after(DONE_HOLD_MS, () => set('idle'))
    } else if (was === 'waiting') {
      set('idle')
    }
  }, [after, clearTimers, set])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return
      const anchor = event.target.closest<HTMLAnchorElement>('a[href^="/"]')
      if (!anchor) return
      const navigates = isInternalNavigationClick({
        href: anchor.getAttribute('href') ?? '',
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
        button: event.button,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        defaultPrevented: event.defaultPrevented,
        currentUrl: window.location.href,
      })
      if (navigates) start()
    }
    const onPopState = () => {
      if (currentRoute() !== shownRoute.current) start()
    }
    shownRoute.current = currentRoute()
    // Bubble phase, so a handler that cancels the navigation (preventDefault) is seen first.
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
      clearTimers()
    }
  }, [start, clearTimers])

  return (
    <>
      <Suspense fallback={null}>
        <RouteChangeWatcher onChange={complete} />
      </Suspense>
      {state === 'visible' || state === 'done' ? (
        <div
          role="progressbar"
          aria-label={t('label')}
          className={styles.bar}
          data-state={state}
          style={{ height: LOADING_BAR_HEIGHT_PX }}
        >
          <div className={styles.fill} />
        </div>
      ) : null}
    </>
  )
}
