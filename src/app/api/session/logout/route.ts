import { NextResponse } from 'next/server'
import { SESSION_COOKIE, SESSION_USER_COOKIE } from '@/lib/cookies'
import { isCrossOrigin } from '@/lib/origin'

/** Ends the session: both session cookies expire. Same-origin only. */
export function POST(request: Request) {
  if (isCrossOrigin(request)) {
    return NextResponse.json({ error: 'ACCESS_DENIED' }, { status: 403 })
  }
  const response = NextResponse.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
  for (const name of [SESSION_COOKIE, SESSION_USER_COOKIE]) {
    response.cookies.set(name, '', { path: '/', maxAge: 0, sameSite: 'lax' })
  }
  return response
}
