'use client'

import { type ReactNode, useEffect, useState } from 'react'
import { Link } from '@/i18n/navigation'
import { type LastSearch, lastSearch } from './last-search'

/**
 * "Back to the search" on a company page: the search the visitor came from, filters, order and page included
 * (the page is cached for everyone, so the browser fills it in); the plain search without JavaScript or history.
 */
export function BackToSearch({ children }: { children: ReactNode }) {
  const [search, setSearch] = useState<LastSearch | null>(null)
  useEffect(() => setSearch(lastSearch()), [])
  return (
    <Link href={search ? { pathname: search.route, query: search.query } : '/search-pro'} data-testid="back-to-search">
      {children}
    </Link>
  )
}
