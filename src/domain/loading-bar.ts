/** A navigation shorter than this never shows the bar, so quick transitions do not flicker. */
export const LOADING_BAR_DELAY_MS = 200
/** The bar gives up after this long, so a stalled navigation does not leave it on screen. */
export const LOADING_BAR_MAX_MS = 5000
/** Height of the bar at the top of the viewport. */
export const LOADING_BAR_HEIGHT_PX = 2

export type LoadingBarPhase = 'waiting' | 'visible' | 'expired'

/** Where a started bar stands after the given time: hidden before the delay, shown until the maximum, then abandoned. */
export function loadingBarPhase(elapsedMs: number): LoadingBarPhase {
  if (elapsedMs >= LOADING_BAR_MAX_MS) return 'expired'
  if (elapsedMs >= LOADING_BAR_DELAY_MS) return 'visible'
  return 'waiting'
}

/** A click on a link, reduced to what decides whether it starts a client-side navigation. */
export interface LinkClick {
  /** The link's href attribute as written. */
  href: string
  target?: string | null
  download?: boolean
  /** Mouse button: 0 is the main one. */
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
  /** The page's current address (location.href). */
  currentUrl: string
}

/** Whether a click on a link leads to another page of this site in the same tab (path or query differs, not only the hash). */
export function isInternalNavigationClick(click: LinkClick): boolean {
  if (click.defaultPrevented || click.button !== 0) return false
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false
  if (click.download) return false
  if (click.target && click.target !== '_self') return false
  // Protocol-relative links ("//host/…") point to another site.
  if (!click.href.startsWith('/') || click.href.startsWith('//')) return false
  let current: URL
  let next: URL
  try {
    current = new URL(click.currentUrl)
    next = new URL(click.href, current)
  } catch {
    return false
  }
  if (next.origin !== current.origin) return false
  return next.pathname !== current.pathname || next.search !== current.search
}
