'use client'

import type { ReactNode } from 'react'
import type { Profile } from '@/domain/profiles'
import { useFaqChoice } from './FaqChoice'

/**
 * One profile's FAQ, shown when it is the visitor's profile's (or the fallback), or the subject they chose. The
 * server renders the public visitor's choice; before first paint FaqProfileScript may already have switched
 * to the profile in the cookie, so the `hidden` attribute is allowed to differ at hydration.
 */
export function FaqProfilePanel({
  id,
  profile,
  labelledBy,
  children,
}: {
  id: string
  profile: Profile
  labelledBy: string
  children: ReactNode
}) {
  const { shown } = useFaqChoice()
  return (
    <section
      id={id}
      data-faq-profile={profile}
      aria-labelledby={labelledBy}
      hidden={shown !== profile}
      suppressHydrationWarning
    >
      {children}
    </section>
  )
}
