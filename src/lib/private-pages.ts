/**
 * What every personal page answers with (the dashboard, staff's preview, a client's follow-up page): never kept by a
 * shared cache, never indexed, and its address never sent on as a referrer. next.config.ts sets them on the usual
 * addresses; the proxy on a follow-up page's other spellings (src/lib/render-limit.ts, markPrivatePage).
 */
export const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const
