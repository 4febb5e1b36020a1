'use client'

import { usePathname } from 'next/navigation'
import { useLocale } from 'next-intl'
import { useMemo } from 'react'
import { routeOfPath, withoutLocale } from './paths'
import { defaultLocale, isLocale } from './routing'

/** The current route and its params, the same while the server renders and in the browser (see routeOfPath). */
export function useRoute() {
  const path = usePathname()
  const current = useLocale()
  const locale = isLocale(current) ? current : defaultLocale
  return useMemo(() => routeOfPath(locale, withoutLocale(locale, path ?? '/')), [locale, path])
}
