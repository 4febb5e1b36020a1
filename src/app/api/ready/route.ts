import { readiness } from '@/services/core/health'

export const dynamic = 'force-dynamic'

/**
 * Readiness: the database, Redis and the file storage, each `ok`, `down` or `not-configured`; 503 when one this
 * instance needs (the database, the storage) is down, so a load balancer sends it no traffic. Redis down answers 200
 * `degraded`: limits and cache then fall back to memory, and monitoring sees it.
 */
export async function GET() {
  const answer = await readiness()
  return Response.json(answer, {
    status: answer.status === 'unavailable' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  })
}
