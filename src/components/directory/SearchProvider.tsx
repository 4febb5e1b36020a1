'use client'

/**
 * The search's state in the browser: the URL holds it (so links can be shared and the back button works), and
 * this context changes it. A change pushes the new query string; the server renders the new results.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useSyncExternalStore,
  useTransition,
} from 'react'
import { changeQuery, type DirectoryQuery, directoryQueryObject } from '@/domain/directory'
import type { ProfessionalProfile } from '@/domain/profiles'
import { useRouter } from '@/i18n/navigation'

/** The screens that show a directory search. */
export type DirectoryRoute = '/search-pro' | '/find-facade' | '/find-roofer' | '/find-plaquiste'

/** The id of the filter form, for controls placed outside it (the sort select). */
export const FILTER_FORM_ID = 'directory-filters'

interface SearchContextValue {
  route: DirectoryRoute
  fixedProfile?: ProfessionalProfile
  /** The search the page shows (from its URL). */
  query: DirectoryQuery
  /** Applies a change at once: back to page 1 unless the page is what changes. */
  apply: (change: Partial<DirectoryQuery>) => void
  /** True while the new results are on their way. */
  pending: boolean
  /** False in the server's HTML and without JavaScript: controls then behave as a plain form. */
  hydrated: boolean
}

const SearchContext = createContext<SearchContextValue | null>(null)

const noSubscription = () => () => {}

/** Whether the page runs in a browser with JavaScript (false during server rendering and hydration). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

export function useSearch(): SearchContextValue {
  const value = useContext(SearchContext)
  if (!value) throw new Error('useSearch outside SearchProvider')
  return value
}

export function SearchProvider({
  route,
  fixedProfile,
  query,
  children,
}: {
  route: DirectoryRoute
  fixedProfile?: ProfessionalProfile
  query: DirectoryQuery
  children: ReactNode
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const hydrated = useHydrated()
  // Two quick changes in a row: the second builds on the first even before the page has caught up.
  const latest = useRef({ shown: query, requested: query })
  if (latest.current.shown !== query) latest.current = { shown: query, requested: query }

  const apply = useCallback(
    (change: Partial<DirectoryQuery>) => {
      const next = changeQuery(latest.current.requested, change)
      latest.current.requested = next
      const search = directoryQueryObject(next, { fixedProfile })
      startTransition(() => router.push({ pathname: route, query: search }, { scroll: false }))
    },
    [fixedProfile, route, router],
  )

  const value = useMemo(
    () => ({ route, fixedProfile, query, apply, pending, hydrated }),
    [route, fixedProfile, query, apply, pending, hydrated],
  )
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>
}

/** The results, marked busy while new ones load (dimmed, and announced as busy to screen readers). */
export function ResultsRegion({ children, className }: { children: ReactNode; className?: string }) {
  const { pending } = useSearch()
  return (
    <div className={className} aria-busy={pending} data-pending={pending || undefined}>
      {children}
    </div>
  )
}
