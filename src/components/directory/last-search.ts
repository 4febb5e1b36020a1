/**
 * The visitor's last directory search, kept for the tab (sessionStorage) so that a company page, which is the same
 * cached page for everyone, can lead back to the search with its filters, order and page.
 */
import { directoryQueryObject, parseDirectoryQuery } from '@/domain/directory'
import type { DirectoryRoute } from './SearchProvider'

const KEY = 'directory:last-search'
const ROUTES: readonly DirectoryRoute[] = ['/search-pro', '/find-facade', '/find-roofer', '/find-plaquiste']

export interface LastSearch {
  route: DirectoryRoute
  query: Record<string, string | string[]>
}

/** Keeps a search as the one to return to. */
export function rememberSearch(search: LastSearch): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(search))
  } catch {
    // Storage refused (private mode, quota): the way back leads to the plain search.
  }
}

/** The search to return to, checked and written again the canonical way; null when there is none. */
export function lastSearch(): LastSearch | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<LastSearch> | null
    if (!stored || !ROUTES.includes(stored.route as DirectoryRoute) || typeof stored.query !== 'object') return null
    const query = parseDirectoryQuery(stored.query as Record<string, string | string[]>)
    return { route: stored.route as DirectoryRoute, query: directoryQueryObject(query) }
  } catch {
    return null
  }
}
