/**
 * Paging a list, shared by the directory, the content lists (articles, blogs, pages, references) and the dashboard's
 * quotations: the bounds the API takes, the info a page returns, and the page numbers a pager offers.
 */

/** Results per page on the site; the API lets a client ask for up to MAX_ITEMS_PER_PAGE. */
export const ITEMS_PER_PAGE = 12
export const MAX_ITEMS_PER_PAGE = 48
/** Pages beyond this are not asked for by anyone: the value is ignored. */
export const MAX_PAGE = 10_000

export interface PaginationInfo {
  page: number
  itemsPerPage: number
  /** At least 1, also for an empty result. */
  lastPage: number
  totalCount: number
}

export function paginationInfo(totalCount: number, page: number, itemsPerPage: number): PaginationInfo {
  return { page, itemsPerPage, lastPage: Math.max(1, Math.ceil(totalCount / itemsPerPage)), totalCount }
}

/** The 1-based range of results a page shows ("results 13–24 of 61"); null beyond the last page. */
export function resultRange(info: PaginationInfo): { first: number; last: number } | null {
  const first = (info.page - 1) * info.itemsPerPage + 1
  if (info.totalCount === 0 || first > info.totalCount) return null
  return { first, last: Math.min(info.page * info.itemsPerPage, info.totalCount) }
}

/** Page numbers to offer: the first, the last and those around the current one, with gaps between. */
export function pageWindow(page: number, lastPage: number, around = 1): Array<number | 'gap'> {
  const shown = new Set([1, lastPage])
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= lastPage) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const out: Array<number | 'gap'> = []
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1]
    if (previous !== undefined && p - previous === 2) out.push(previous + 1)
    else if (previous !== undefined && p - previous > 2) out.push('gap')
    out.push(p)
  }
  return out
}
