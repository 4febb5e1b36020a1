/**
 * The visitor's analytics consent. It lives in a readable cookie so the browser can apply it on pages that are
 * the same for everyone (prerendered, shared-cached); the server never reads it.
 */
export const CONSENT_COOKIE = 'consent'

/** Raise it when the analytics policy changes: every stored choice then counts as none, and the banner asks again. */
export const CONSENT_VERSION = 1

/** 180 days: a choice, acceptance or refusal alike, is asked again after about six months (the CNIL's guidance). */
export const CONSENT_MAX_AGE = 180 * 24 * 60 * 60

export const CONSENT_CHOICES = ['granted', 'denied'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]

/** Whether a value is one of the two choices. */
export function isConsentChoice(value: unknown): value is ConsentChoice {
  return typeof value === 'string' && (CONSENT_CHOICES as readonly string[]).includes(value)
}

/** The cookie value of a choice: `granted.v1`, `denied.v1`. */
export function serializeConsent(choice: ConsentChoice, version: number = CONSENT_VERSION): string {
  return `${choice}.v${version}`
}

/** The stored choice, or null (ask) when the cookie is missing, malformed or written under another policy version. */
export function parseConsent(raw: string | null | undefined, version: number = CONSENT_VERSION): ConsentChoice | null {
  const match = /^(granted|denied)\.v(\d{1,6})$/.exec(raw ?? '')
  if (!match || Number(match[2]) !== version) return null
  return match[1] as ConsentChoice
}

/** Set on <html> before the first paint when a valid choice is stored: the server-rendered banner stays hidden. */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen'

/**
 * The few lines that run in the page's head, before the first paint: the banner is in every page's HTML (so it
 * paints with the page instead of popping in after the scripts), and a visitor who already chose never sees it.
 * The same test as parseConsent, on the raw cookie.
 */
export function consentChosenScript(version: number = CONSENT_VERSION): string {
  const pattern = `(?:^|; )${CONSENT_COOKIE}=(?:${CONSENT_CHOICES.join('|')})\\.v${version}(?:;|$)`
  return `if(/${pattern}/.test(document.cookie))document.documentElement.setAttribute('${CONSENT_CHOSEN_ATTRIBUTE}','')`
}

/** A Google Tag Manager container id as GTM prints it (`GTM-` and upper-case letters or digits). */
export function isTagManagerId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^GTM-[A-Z0-9]+$/.test(id)
}

/** Tag Manager loads only for a well-formed container id and a visitor who accepted. */
export function shouldLoadTagManager(choice: ConsentChoice | null, id: string | null | undefined): id is string {
  return choice === 'granted' && isTagManagerId(id)
}

/** Google consent mode's storage types, as the consent commands of the dataLayer carry them. */
export interface ConsentModeState {
  analytics_storage: ConsentChoice
  ad_storage: 'denied'
  ad_user_data: 'denied'
  ad_personalization: 'denied'
}

/** Consent mode for a choice: the banner asks about audience measurement only, so advertising stays denied. */
export function consentModeState(choice: ConsentChoice): ConsentModeState {
  return { analytics_storage: choice, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }
}
