'use client'

import { useEffect } from 'react'
import { shouldLoadTagManager } from '@/domain/consent'
import { applyConsent, loadTagManager } from '@/lib/analytics'
import { useConsent } from './consent-store'

/**
 * Keeps consent mode in the data layer in step with the visitor's choice and loads Google Tag Manager for
 * `gtmId` (env GTM_ID, from the server layout) only once the visitor has accepted and the id is well formed.
 * Refusing later updates consent mode; a Tag Manager already loaded stays until the next page load.
 */
export function TagManager({ gtmId }: { gtmId?: string }) {
  const { choice } = useConsent()
  useEffect(() => {
    applyConsent(choice)
    if (shouldLoadTagManager(choice, gtmId)) loadTagManager(gtmId)
  }, [choice, gtmId])
  return null
}
