/**
 * The consent choice and the banner's visibility, shared by the banner, the footer's settings button and the
 * Tag Manager loader without a provider. The server (and hydration) sees no choice and an open banner, so the
 * banner is in every page's HTML and paints with it; consentChosenScript hides it before the first paint for a
 * visitor who already chose, and once hydrated the browser reads the cookie, so cached pages stay the same for
 * everyone.
 */
import { useSyncExternalStore } from 'react'
import { CONSENT_COOKIE, CONSENT_MAX_AGE, type ConsentChoice, parseConsent, serializeConsent } from '@/domain/consent'
import { readCookie, writeCookie } from '@/lib/cookies'

export interface ConsentSnapshot {
  choice: ConsentChoice | null
  open: boolean
  /** Grows each time the visitor asks for the settings, so the banner takes focus again. */
  focusRequest: number
}

const SERVER_SNAPSHOT: ConsentSnapshot = { choice: null, open: true, focusRequest: 0 }

let snapshot: ConsentSnapshot | null = null
let opener: HTMLElement | null = null
const listeners = new Set<() => void>()

function current(): ConsentSnapshot {
  if (!snapshot) {
    const choice = parseConsent(readCookie(CONSENT_COOKIE))
    snapshot = { choice, open: choice === null, focusRequest: 0 }
  }
  return snapshot
}

function update(next: ConsentSnapshot): void {
  snapshot = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Records the visitor's choice for CONSENT_MAX_AGE, closes the banner and gives focus back to what opened it. */
export function chooseConsent(choice: ConsentChoice): void {
  writeCookie(CONSENT_COOKIE, serializeConsent(choice), CONSENT_MAX_AGE)
  update({ ...current(), choice, open: false })
  const back = opener
  opener = null
  if (back?.isConnected) back.focus()
}

/** Opens the banner again (footer's cookie settings) and moves focus to it. */
export function openConsentSettings(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const state = current()
  update({ ...state, open: true, focusRequest: state.focusRequest + 1 })
}

/** The consent state; null choice and an open banner until the browser has read the cookie. */
export function useConsent(): ConsentSnapshot {
  return useSyncExternalStore(subscribe, current, () => SERVER_SNAPSHOT)
}
