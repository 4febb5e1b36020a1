import { createNavigation } from 'next-intl/navigation'
import type { ComponentProps } from 'react'
import { routing } from './routing'

const navigation = createNavigation(routing)

export const { redirect, usePathname, useRouter, getPathname } = navigation

/**
 * The localized link. It prefetches nothing when it scrolls into view: the next page is fetched when a visitor
 * shows the intent to open it (IntentPrefetch), so a phone does not download every page a menu lists.
 */
export function Link(props: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={false} {...props} />
}
