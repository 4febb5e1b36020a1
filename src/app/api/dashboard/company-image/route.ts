import { NextResponse } from 'next/server'
import { isCrossOrigin } from '@/lib/origin'
import { sessionToken } from '@/lib/session-cookies'
import { userFromToken } from '@/services/accounts'
import { isAppError } from '@/services/core/errors'
import { payloadClient } from '@/services/core/payload'
import { storeCompanyImage } from '@/services/dashboard'

/**
 * A company image from the dashboard (multipart, field `file`): stored public with the professional as its owner
 * through the uploads service; the company form then lists its id in `images`. A plain POST, so the browser can
 * show the upload's progress.
 */
export async function POST(request: Request) {
  const noStore = { 'Cache-Control': 'no-store' }
  if (isCrossOrigin(request)) return NextResponse.json({ code: 'ACCESS_DENIED' }, { status: 403, headers: noStore })
  const payload = await payloadClient()
  const user = await userFromToken(payload, sessionToken(request))
  if (!user) return NextResponse.json({ code: 'ACCESS_DENIED' }, { status: 401, headers: noStore })
  const form = await request.formData().catch(() => null)
  const file = form?.get('file')
  if (!file || typeof file === 'string')
    return NextResponse.json({ code: 'IS_REQUIRED' }, { status: 400, headers: noStore })
  try {
    return NextResponse.json(await storeCompanyImage(payload, user, file, request), { headers: noStore })
  } catch (error) {
    if (isAppError(error)) {
      return NextResponse.json(
        { code: error.code },
        { status: error.code === 'RATE_LIMITED' ? 429 : 400, headers: noStore },
      )
    }
    throw error
  }
}
