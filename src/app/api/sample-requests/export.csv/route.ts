import { exportFiltersOf } from '@/domain/samples'
import { payloadClient } from '@/services/core/payload'
import { exportSampleRequests } from '@/services/samples'

/**
 * The sample requests as CSV for staff signed in to /admin (Payload's cookie): 401 without a session, 403 for a
 * professional. Filters: isProcessed, sampleType, from, to (YYYY-MM-DD), or the admin list's own `where` query.
 */
export async function GET(request: Request): Promise<Response> {
  const noStore = { 'Cache-Control': 'private, no-store' }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  if (!user) return new Response('Sign in to /admin first.', { status: 401, headers: noStore })
  if (user.collection !== 'users') return new Response('Staff only.', { status: 403, headers: noStore })
  const filters = exportFiltersOf(new URL(request.url).searchParams)
  const csv = await exportSampleRequests(payload, filters)
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="sample-requests-${day}.csv"`,
    },
  })
}
