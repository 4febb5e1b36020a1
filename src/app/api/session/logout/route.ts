import { NextResponse } from 'next/server'
import { logger } from '@/lib/logger'
import { isCrossOrigin } from '@/lib/origin'
import { isSecureRequest, sessionToken, signOutCookies } from '@/lib/session-cookies'
import { logout, userFromToken } from '@/services/accounts'
import { payloadClient } from '@/services/core/payload'

/** Ends the session: the server forgets it (the token stops working) and both session cookies expire. */
export async function POST(request: Request) {
  if (isCrossOrigin(request)) {
    return NextResponse.json({ error: 'ACCESS_DENIED' }, { status: 403 })
  }
  const token = sessionToken(request)
  if (token) {
    try {
      const payload = await payloadClient()
      const user = await userFromToken(payload, token)
      if (user) await logout(payload, user)
    } catch (error) {
      // The cookies still go: the browser is signed out even if the server could not record it.
      logger.error({ err: error }, 'Server-side logout failed')
    }
  }
  const response = NextResponse.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
  for (const value of signOutCookies(isSecureRequest(request))) response.headers.append('Set-Cookie', value)
  return response
}
