'use client'

import { useCallback, useEffect, useState } from 'react'
import { type MerchantSession, parseMerchantSession } from '@/domain/samples'
import { readCookie, writeCookie } from '@/lib/cookies'

/**
 * The merchant's token in the browser (the specification's session merchantId and merchantToken): a readable
 * cookie that expires with the token. It grants nothing by itself; the server checks its signature on each order.
 */
export const MERCHANT_COOKIE = 'merchant-session'

export function useMerchantSession() {
  const [session, setSession] = useState<MerchantSession | null>(null)
  useEffect(() => setSession(parseMerchantSession(readCookie(MERCHANT_COOKIE))), [])
  const save = useCallback((next: MerchantSession) => {
    const seconds = Math.max(0, Math.floor((Date.parse(next.expiresAt) - Date.now()) / 1000))
    writeCookie(MERCHANT_COOKIE, JSON.stringify(next), seconds)
    setSession(next)
  }, [])
  const forget = useCallback(() => {
    writeCookie(MERCHANT_COOKIE, '', 0)
    setSession(null)
  }, [])
  return { session, save, forget }
}
