/**
 * The client's side of a quotation request (issue 24): how each professional's handling of it reads to the client,
 * and how long the private follow-up link lives. Plain rules, shared by the services, the page and the tests.
 */
import type { EstimateStatus } from './estimates'

/** A follow-up link works for 12 months after the request last changed. */
export const FOLLOW_UP_MONTHS = 12

/** A request reaches at most this many professionals, the ones the client added included. */
export const MAX_PROFESSIONALS_PER_REQUEST = 6
/** While fewer than this many accepted, the client may ask one more professional. */
export const ENOUGH_ACCEPTED = 3

/** The professional's optional message to the client, sent with an acceptance or a refusal. */
export const MAX_CLIENT_MESSAGE = 1000

/** What the client reads for one professional, in the order a request moves through. */
export const CLIENT_STATUSES = ['sent', 'seen', 'accepted', 'declined', 'done', 'withdrawn'] as const
export type ClientStatus = (typeof CLIENT_STATUSES)[number]

/** What the client's view of an estimate is built from. */
export interface ClientStatusInput {
  status: EstimateStatus
  seenAt?: string | null
  doneAt?: string | null
  withdrawnAt?: string | null
}

/**
 * The status in the client's words: a withdrawn request reads withdrawn (unless the work was done first); a done
 * one done, even once the professional archived it; archiving before the work was done is a refusal; in progress
 * means accepted; a new one is seen once it was shown in the professional's dashboard.
 */
export function clientStatus(e: ClientStatusInput): ClientStatus {
  if (e.status === 'DONE' || e.doneAt) return 'done'
  if (e.withdrawnAt) return 'withdrawn'
  if (e.status === 'ARCHIVED') return 'declined'
  if (e.status === 'IN_PROGRESS') return 'accepted'
  return e.seenAt ? 'seen' : 'sent'
}

/** The client statuses a change of the professional's status tells the client about by mail; null for none. */
export function clientMailFor(from: ClientStatusInput, to: EstimateStatus): 'accepted' | 'declined' | 'done' | null {
  const before = clientStatus(from)
  // Work once done stays done when archived, also for a request done before the date was kept.
  const done = to === 'DONE' || from.status === 'DONE' ? 'done' : from.doneAt
  const after = clientStatus({ ...from, status: to, doneAt: done })
  if (before === after || before === 'withdrawn') return null
  return after === 'accepted' || after === 'declined' || after === 'done' ? after : null
}

/** Whether the client may still withdraw the request: some professional has neither finished nor refused it. */
export function canWithdraw(estimates: readonly ClientStatusInput[]): boolean {
  return estimates.some((e) => {
    const s = clientStatus(e)
    return s === 'sent' || s === 'seen' || s === 'accepted'
  })
}

/** When a link made or renewed at `from` stops working. */
export function followUpExpiry(from: Date): Date {
  const end = new Date(from.getTime())
  end.setUTCMonth(end.getUTCMonth() + FOLLOW_UP_MONTHS)
  return end
}

/**
 * Whether a path is a client's follow-up page, under any spelling (decoded first): its address holds the client's
 * token, so it is never cached, indexed, logged or handed to a third party (analytics).
 */
export function isFollowUpPath(pathname: string): boolean {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // a malformed escape: looked at as it is
  }
  return /^\/(?:fr|nl)\/(?:mes-demandes|mijn-aanvragen|follow-up)(?:\/|$)/i.test(path.replace(/\/{2,}/g, '/'))
}
