/**
 * The browser's analytics data layer. Events always go to `window.dataLayer`, a plain array in the page; only
 * Google Tag Manager, loaded after consent, would read it and send anything. On the server every call is a no-op.
 */
import { type ConsentChoice, consentModeState, isTagManagerId } from '@/domain/consent'

export const ANALYTICS_EVENTS = [
  'login',
  'login_fail',
  'login_success',
  'create_account',
  'create_account_fail',
  'create_account_success',
  'color_chart_request_sent',
  'contact_request_sent',
] as const
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export const TAG_MANAGER_SCRIPT_ID = 'gtm-script'

let consentDefaultPushed = false

/**
 * A consent-mode command as Google's `gtag()` snippet pushes it. Tag Manager recognises commands only as an
 * Arguments object: the same values pushed as an array would be ignored.
 */
function gtagCommand(..._args: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: Tag Manager needs the Arguments object itself (see above)
  return arguments
}

/** The page's data layer, created on first use with consent mode defaulting to denied before anything else. */
function dataLayer(): unknown[] | null {
  if (typeof window === 'undefined') return null
  window.dataLayer ??= []
  if (!consentDefaultPushed) {
    consentDefaultPushed = true
    window.dataLayer.push(gtagCommand('consent', 'default', consentModeState('denied')))
  }
  return window.dataLayer
}

/** Pushes an analytics event (`{ event, ...data }`) onto the data layer; the event name cannot be overridden. */
export function track(event: AnalyticsEvent, data?: Record<string, unknown>): void {
  dataLayer()?.push({ ...data, event })
}

/** Creates the data layer if needed and, for a choice, tells consent mode about it. */
export function applyConsent(choice: ConsentChoice | null): void {
  const layer = dataLayer()
  if (layer && choice) layer.push(gtagCommand('consent', 'update', consentModeState(choice)))
}

/** Injects Tag Manager's gtm.js for a well-formed container id, once per page. Call it only after consent. */
export function loadTagManager(id: string): boolean {
  const layer = dataLayer()
  if (!layer || !isTagManagerId(id)) return false
  if (document.getElementById(TAG_MANAGER_SCRIPT_ID)) return true
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.id = TAG_MANAGER_SCRIPT_ID
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
  document.head.appendChild(script)
  return true
}
