import { type NextRequest, NextResponse } from 'next/server'
import { adminOrigins, expectedAdminAddress, isForeignOrigin } from '@/domain/admin-origins'
import { env } from '@/lib/env'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'

/**
 * A Server Action posted to /admin from a page of another site: Next refuses it (its Origin's host is not the
 * request's) with a bare 500 and an error id. Answered 403 WRONG_ADMIN_ADDRESS instead, saying which address to open,
 * in the admin's language (its `payload-lng` cookie; French otherwise). Only what Next would refuse and Payload's csrf
 * list does not accept (src/domain/admin-origins.ts): an action from /admin opened at another address of this server
 * goes on, and the admin's form-state call then shows the same message in Payload's own shape (app/(payload)/layout).
 */
export function adminAction(request: NextRequest): NextResponse {
  const origin = request.headers.get('origin')
  if (request.method !== 'POST' || origin === null) return NextResponse.next()
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host')
  let originHost = 'null'
  try {
    if (origin !== 'null') originHost = new URL(origin).host
  } catch {
    originHost = ''
  }
  if (originHost === host || !isForeignOrigin(request.headers, adminOrigins(env.SITE_URL, env.isProduction))) {
    return NextResponse.next()
  }
  const messages = request.cookies.get('payload-lng')?.value === 'nl' ? nl : fr
  const message = messages.Validation.WRONG_ADMIN_ADDRESS.replace('{address}', expectedAdminAddress(env.SITE_URL))
  return NextResponse.json(
    { code: 'WRONG_ADMIN_ADDRESS', message },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  )
}
