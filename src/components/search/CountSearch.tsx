'use client'

import { useEffect } from 'react'
import type { Locale } from '@/i18n/routing'

/**
 * Reports a search to the staff's statistics once it is shown: the results page is kept by the shared cache, so
 * the server does not see every visit. Only the first page of all results counts (a tab or a next page is the
 * same search). A failure is of no concern to the visitor.
 */
export function CountSearch({ query, locale }: { query: string; locale: Locale }) {
  useEffect(() => {
    if (!query) return
    void fetch('/api/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ q: query, locale }),
      keepalive: true,
    }).catch(() => undefined)
  }, [query, locale])
  return null
}
