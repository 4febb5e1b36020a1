import { clientAddress, consume } from '@/lib/rate-limit'
import { isAppError } from '@/services/core/errors'
import { addressSuggestionsEnabled, suggestAddresses } from '@/services/directory/address'

const noStore = { 'Cache-Control': 'no-store' }

// Never prerendered: the answer depends on the query and on the runtime environment.
export const dynamic = 'force-dynamic'

/**
 * GET ?q=rue+haute&locale=fr → `{ enabled, suggestions }`. The browser asks us, not the provider: no third
 * party sees the visitor, and the calls are rate-limited. Without `q` it only says whether suggestions exist.
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const q = (params.get('q') ?? '').trim().slice(0, 100)
  const enabled = addressSuggestionsEnabled()
  if (!enabled || q.length < 3) return Response.json({ enabled, suggestions: [] }, { headers: noStore })
  try {
    await consume('addressByIp', clientAddress(request.headers))
  } catch (error) {
    if (isAppError(error))
      return Response.json({ enabled, suggestions: [], error: error.code }, { status: 429, headers: noStore })
    throw error
  }
  const suggestions = await suggestAddresses(q, params.get('locale') ?? 'fr')
  return Response.json({ enabled, suggestions }, { headers: noStore })
}
