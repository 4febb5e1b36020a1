'use client'

import { useEffect } from 'react'
import { directoryQueryObject } from '@/domain/directory'
import { rememberSearch } from './last-search'
import { useSearch } from './SearchProvider'

/** Keeps the search on screen as the one a company page's "back to the search" leads to. */
export function RememberSearch() {
  const { route, query, fixedProfile } = useSearch()
  useEffect(() => {
    rememberSearch({ route, query: directoryQueryObject(query, { fixedProfile }) })
  }, [route, query, fixedProfile])
  return null
}
