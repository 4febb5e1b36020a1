/** Every global modal of the site; only one is open at a time. */
export const MODAL_NAMES = [
  'login',
  'register',
  'resetPassword',
  'askResetPassword',
  'saveConfigurator',
  'configuratorEmail',
  'configuratorDownload',
  'configuratorRestart',
  'deleteProject',
  'deleteQuotation',
  'quotation',
  'reference',
  'references',
  'requestSent',
  'requestSamplesSent',
  'updateInfos',
  'profile',
  'protectedAction',
  'colorChart',
] as const
export type ModalName = (typeof MODAL_NAMES)[number]
export type ModalPosition = 'center' | 'right'
export type ModalWidth = 's' | 'm'

export interface OpenModal {
  name: ModalName
  props: Record<string, string>
}

/** The key of a history entry's state that holds the modal the entry shows (see ModalProvider). */
export const MODAL_HISTORY_KEY = 'modal'

/** Confirmations shown after a form was sent: closed for good, never reopened by Back or Forward. */
const OUTSIDE_HISTORY: ReadonlySet<ModalName> = new Set<ModalName>(['requestSent', 'requestSamplesSent'])

/** Whether opening this modal over the page is an entry of the browser's history (Back closes it). */
export const opensHistoryEntry = (name: ModalName): boolean => !OUTSIDE_HISTORY.has(name)

/** The modal a history entry's state holds, if it is a well-formed one (states are the browser's, not ours alone). */
export function modalFromHistoryState(state: unknown): OpenModal | null {
  const held = state && typeof state === 'object' ? (state as Record<string, unknown>)[MODAL_HISTORY_KEY] : null
  if (!held || typeof held !== 'object') return null
  const { name, props } = held as { name?: unknown; props?: unknown }
  if (typeof name !== 'string' || !(MODAL_NAMES as readonly string[]).includes(name)) return null
  const entries = props && typeof props === 'object' ? Object.entries(props as Record<string, unknown>) : []
  return {
    name: name as ModalName,
    props: Object.fromEntries(entries.filter((e): e is [string, string] => typeof e[1] === 'string')),
  }
}

/** Query parameters that open a modal on any page (the value of resetToken is the reset token). */
export const MODAL_QUERY_PARAMS = {
  login: 'login',
  register: 'register',
  reset: 'askResetPassword',
  resetToken: 'resetPassword',
} as const

/** The modal a query string asks for, if any. */
export function modalFromQuery(params: URLSearchParams): OpenModal | null {
  for (const [param, name] of Object.entries(MODAL_QUERY_PARAMS)) {
    if (params.has(param)) return { name, props: param === 'resetToken' ? { token: params.get(param) ?? '' } : {} }
  }
  return null
}

/** Where to go after signing in (`?login&returnTo=/fr/tableau-de-bord`): set by pages that need a session. */
export const RETURN_PARAM = 'returnTo'

/** The return path of a query string, only when it is a path on this site (never `//host` or a URL). */
export function returnPathFromQuery(params: URLSearchParams): string | null {
  const value = params.get(RETURN_PARAM)
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  return /^[\x21-\x7e]+$/.test(value) ? value : null
}

/** The query string left once a modal closes: the modal parameters (and the sign-in's return) removed, the rest kept. */
export function queryWithoutModal(params: URLSearchParams): string {
  const next = new URLSearchParams(params)
  for (const p of [...Object.keys(MODAL_QUERY_PARAMS), RETURN_PARAM]) next.delete(p)
  const s = next.toString()
  return s ? `?${s}` : ''
}
