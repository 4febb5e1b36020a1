import { readiness } from '@/services/health'

export const dynamic = 'force-dynamic'

/**
 * Readiness: the database, Redis and the file storage, each `ok`, `down` or `not-configured`; 503 when one this
 * instance uses is down, so a load balancer sends it no traffic.
 */
export async function GET() {
  const answer = await readiness()
  return Response.json(answer, {
    status: answer.status === 'ready' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
