import { jobsQueueDepth, mayReadMetrics, metricsRegistry, outboxMails } from '@/lib/metrics'
import { queueFigures } from '@/services/core/health'

export const dynamic = 'force-dynamic'

/**
 * Prometheus metrics of this process (docs/deployment.md, "Observability"), for METRICS_ALLOW addresses only.
 * Any other client gets the 404 of a path that does not exist, so the endpoint is not advertised.
 */
export async function GET(request: Request): Promise<Response> {
  if (!mayReadMetrics(request.headers)) {
    return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  try {
    const { outbox, jobs } = await queueFigures()
    for (const [status, count] of Object.entries(outbox)) outboxMails.set({ status }, count)
    for (const [state, count] of Object.entries(jobs)) jobsQueueDepth.set({ state }, count)
  } catch {
    // The database is down (/api/ready says so): the figures it holds are left out, the process's are still read.
    outboxMails.reset()
    jobsQueueDepth.reset()
  }
  return new Response(await metricsRegistry.metrics(), {
    headers: { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' },
  })
}
