import { logger } from '@/lib/logger'
import { databaseAnswers } from '@/services/health'

export const dynamic = 'force-dynamic'

/** Readiness: the database answers a query. */
export async function GET() {
  try {
    await databaseAnswers()
    return Response.json({ status: 'ready' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    logger.error({ err: error }, 'readiness check failed')
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
