import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * Next's link to a path of the site, without prefetching on view: the page is fetched when a visitor points at,
 * touches or focuses the link (IntentPrefetch), like the localized `Link` of '@/i18n/navigation'.
 */
export function SiteLink(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />
}
