/**
 * Quotation requests (estimates) as a professional handles them in the dashboard: statuses, the transitions
 * allowed between them, the actions a row offers and the label it shows.
 */

export const ESTIMATE_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE', 'ARCHIVED'] as const
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number]

/** The statuses the dashboard lists by default (the specification's filter); archived ones on demand. */
export const DEFAULT_STATUS_FILTER: readonly EstimateStatus[] = ['NEW', 'IN_PROGRESS', 'DONE']

/** Quotation requests per page in the dashboard; the API accepts up to MAX_ESTIMATES_PER_PAGE. */
export const ESTIMATES_PER_PAGE = 10
export const MAX_ESTIMATES_PER_PAGE = 50

/**
 * Allowed moves: forward through the work (NEW → IN_PROGRESS → DONE, or NEW → DONE at once), archiving from
 * any status, and nothing out of ARCHIVED. Staying in the same status is always allowed (editing the notes).
 */
const TRANSITIONS: Record<EstimateStatus, readonly EstimateStatus[]> = {
  NEW: ['IN_PROGRESS', 'DONE', 'ARCHIVED'],
  IN_PROGRESS: ['DONE', 'ARCHIVED'],
  DONE: ['ARCHIVED'],
  ARCHIVED: [],
}

export function isEstimateStatus(value: unknown): value is EstimateStatus {
  return (ESTIMATE_STATUSES as readonly unknown[]).includes(value)
}

/** Whether an estimate in `from` may be set to `to`. */
export function canTransition(from: EstimateStatus, to: EstimateStatus): boolean {
  return from === to || TRANSITIONS[from].includes(to)
}

/** The statuses an estimate in `from` may take, itself first (the choices of the edit dialog). */
export function nextStatuses(from: EstimateStatus): EstimateStatus[] {
  return [from, ...TRANSITIONS[from]]
}

export type EstimateAction = 'edit' | 'process' | 'archive' | 'cancel'

/**
 * The row's actions: edit (status and notes) while not archived, process for a new request, archive while not
 * archived, cancel (delete) always.
 */
export function estimateActions(status: EstimateStatus): EstimateAction[] {
  const actions: EstimateAction[] = []
  if (status !== 'ARCHIVED') actions.push('edit')
  if (canTransition(status, 'IN_PROGRESS') && status !== 'IN_PROGRESS') actions.push('process')
  if (status !== 'ARCHIVED') actions.push('archive')
  actions.push('cancel')
  return actions
}

/** The specification's display labels that apply to a stored estimate ("temp" belongs to an unsent draft). */
export type EstimateLabel = 'open' | 'pending' | 'validated' | 'archived' | 'expired'

/**
 * The label a row shows: open (new), pending (in progress), validated (done), archived; a new or pending request
 * whose desired end date has passed reads expired.
 */
export function estimateLabel(
  status: EstimateStatus,
  workEndDate: string | null,
  today: Date = new Date(),
): EstimateLabel {
  if (status === 'ARCHIVED') return 'archived'
  if (status === 'DONE') return 'validated'
  if (workEndDate) {
    const end = new Date(workEndDate)
    const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate())
    if (!Number.isNaN(end.getTime()) && end < startOfToday) return 'expired'
  }
  return status === 'NEW' ? 'open' : 'pending'
}

/** The status filter from user input: known statuses only, each once, in the canonical order; empty → default. */
export function normalizeStatusFilter(values: readonly unknown[] | null | undefined): EstimateStatus[] {
  const chosen = new Set((values ?? []).filter(isEstimateStatus))
  const list = ESTIMATE_STATUSES.filter((s) => chosen.has(s))
  return list.length > 0 ? list : [...DEFAULT_STATUS_FILTER]
}
