import { env } from './env'

/** Whether a browser sent this request from another site (requests without Origin come from servers). */
export function isCrossOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return false
  try {
    const host = new URL(origin).host
    return host !== (request.headers.get('host') ?? new URL(request.url).host) && host !== new URL(env.SITE_URL).host
  } catch {
    return true // "null" or garbage
  }
}
