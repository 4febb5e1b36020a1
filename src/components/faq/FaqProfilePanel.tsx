'use client'

import type { ReactNode } from 'react'
import { useSession } from '@/components/layout/SessionProvider'
import type { Profile } from '@/domain/profiles'
import { shownFaqProfile } from './shown-profile'

/**
 * One profile's FAQ, shown only to visitors with that profile (or to everyone when it is the fallback). The
 * server renders the public visitor's choice; before first paint FaqProfileScript may already have switched
 * to the profile in the cookie, so the `hidden` attribute is allowed to differ at hydration.
 */
export function FaqProfilePanel({
  profile,
  available,
  labelledBy,
  children,
}: {
  profile: Profile
  available: readonly Profile[]
  labelledBy: string
  children: ReactNode
}) {
  const { profile: active } = useSession()
  return (
    <section
      data-faq-profile={profile}
      aria-labelledby={labelledBy}
      hidden={shownFaqProfile(active, available) !== profile}
      suppressHydrationWarning
    >
      {children}
    </section>
  )
}
