'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { shouldLoadTagManager } from '@/domain/consent'
import { isFollowUpPath } from '@/domain/follow-up'
import { applyConsent, loadTagManager } from '@/lib/analytics'
import { useConsent } from './consent-store'

/**
 * Keeps consent mode in the data layer in step with the visitor's choice and loads Google Tag Manager for
 * `gtmId` (env GTM_ID, from the server layout) only once the visitor has accepted and the id is well formed.
 * Refusing later updates consent mode; a Tag Manager already loaded stays until the next page load. Never on a
 * client's follow-up page: its address is their private link, which a page-view tag would send to a third party.
 */
export function TagManager({ gtmId }: { gtmId?: string }) {
  const { choice } = useConsent()
  const pathname = usePathname()
  const privatePage = isFollowUpPath(pathname ?? '')
  useEffect(() => {
    applyConsent(choice)
    if (!privatePage && shouldLoadTagManager(choice, gtmId)) loadTagManager(gtmId)
  }, [choice, gtmId, privatePage])
  return null
}
