import { defaultLocale, isLocale, type Locale } from '@/domain/locales'
import { cleanQuery, diversify, SEARCH_SUGGEST_MIN, SUGGESTIONS_MAX, SUGGESTIONS_PER_KIND } from '@/domain/search-query'
import { isCrossOrigin } from '@/lib/origin'
import { clientAddress, consume } from '@/lib/rate-limit'
import { readAtMost } from '@/lib/request-body'
import { isAppError } from '@/services/core/errors'
import { payloadClient } from '@/services/core/payload'
import { searchSite } from '@/services/search'
import { recordSearch } from '@/services/search/insight'

/** The largest body a counted search may have (bytes). */
const BODY_MAX = 2048

/** How many of the best results the suggestions are chosen from (diversify). */
const CANDIDATES = SUGGESTIONS_MAX * SUGGESTIONS_PER_KIND

// Never prerendered: the answer depends on the query.
export const dynamic = 'force-dynamic'

/** A 429 when the address has asked too many searches (suggestions and counted searches together), else null. */
async function overLimit(request: Request): Promise<Response | null> {
  try {
    await consume('searchByIp', clientAddress(request.headers))
    return null
  } catch (error) {
    if (isAppError(error))
      return Response.json({ error: error.code }, { status: 429, headers: { 'Cache-Control': 'no-store' } })
    throw error
  }
}

const localeOf = (value: unknown): Locale => (typeof value === 'string' && isLocale(value) ? value : defaultLocale)

/**
 * GET ?q=enduit+ch&locale=fr → `{ query, total, suggestions }`: the header box's suggestions, the best matches of
 * every kind in the page's language. The same for everyone, so a browser and a shared cache may keep it a minute;
 * rate-limited per address (the address scripts/server.js settles, never a header a client wrote).
 */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams
  const query = cleanQuery(params.get('q'))
  const locale = localeOf(params.get('locale'))
  if (Array.from(query).length < SEARCH_SUGGEST_MIN) {
    return Response.json({ query, total: 0, suggestions: [] }, { headers: { 'Cache-Control': 'no-store' } })
  }
  const refused = await overLimit(request)
  if (refused) return refused
  const result = await searchSite(await payloadClient(), { query, locale, perPage: CANDIDATES })
  const suggestions = diversify(result.hits).map(({ kind, title, url }) => ({ kind, title, url }))
  return Response.json(
    { query: result.query, total: result.total, suggestions },
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60' } },
  )
}

/**
 * POST `{ q, locale }`: a search made on the results page, counted for the staff's statistics. The page itself
 * is kept by the shared cache, so it cannot count its visitors: it reports itself from the browser, and the
 * server searches again for the count of results (a client never says whether it found something). Nothing of
 * the person is kept (src/services/search/insight.ts); an address over its limit is simply not counted.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossOrigin(request)) return Response.json({ error: 'ACCESS_DENIED' }, { status: 403 })
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json'))
    return Response.json({ error: 'BAD_REQUEST' }, { status: 415 })
  // A query and a language: a few hundred bytes. Anything larger is refused before it is read.
  if (Number(request.headers.get('content-length') ?? Number.NaN) > BODY_MAX || !request.body)
    return Response.json({ error: 'TOO_LONG' }, { status: 413 })
  const refused = await overLimit(request)
  if (refused) return refused
  const bytes = await readAtMost(request, BODY_MAX)
  if (bytes === null) return Response.json({ error: 'TOO_LONG' }, { status: 413 })
  let input: Record<string, unknown>
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object')
    input = body as Record<string, unknown>
  } catch {
    return Response.json({ error: 'BAD_REQUEST' }, { status: 400 })
  }
  const query = cleanQuery(input.q)
  const locale = localeOf(input.locale)
  if (query !== '') {
    const payload = await payloadClient()
    const { total } = await searchSite(payload, { query, locale, perPage: 1 })
    await recordSearch(payload, { query, locale, total, address: clientAddress(request.headers) })
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
