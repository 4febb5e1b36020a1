import { NextResponse } from 'next/server'
import { SESSION_COOKIE, SESSION_USER_COOKIE } from '@/lib/cookies'

/** Ends the session: both session cookies expire. Same-origin only. */
export function POST(request: Request) {
  const origin = request.headers.get('origin')
  if (origin && new URL(origin).host !== request.headers.get('host')) {
    return NextResponse.json({ error: 'ACCESS_DENIED' }, { status: 403 })
  }
  const response = NextResponse.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
  for (const name of [SESSION_COOKIE, SESSION_USER_COOKIE]) {
    response.cookies.set(name, '', { path: '/', maxAge: 0, sameSite: 'lax' })
  }
  return response
}
