// @ts-check
/** ETags of the production server's whole answers (scripts/server.js), in place of Next's `generateEtags`. */
import etag from 'etag'
import fresh from 'fresh'

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * Gives a whole answer its ETag, and answers 304 to a client that holds it already: what Next's `generateEtags` does
 * (off in next.config.ts), with Node's native SHA-1 (the `etag` package) instead of Next's hash, a JavaScript loop
 * over every character of the page. That loop was a quarter of the CPU time of a page served from Next's cache
 * (docs/performance.md, "Load straight to Next"); SHA-1 over the same 75 KB takes a few hundredths of a millisecond.
 * Only a 200 to GET written in one piece gets one (a cached page, a prerendered file), and never a private one: a
 * streamed render (every route handler too) has its headers sent before its body is known, and an answer marked
 * `private` or `no-store` is nobody's to revalidate. Unlike Next, a HEAD gets none: its answer has no body to hash.
 * @param {Request} req
 * @param {Response} res
 */
export function tagWholeAnswers(req, res) {
  if (req.method !== 'GET') return
  const end = res.end
  res.end = /** @type {Response['end']} */ (
    (/** @type {any[]} */ ...args) => {
      const [body] = args
      const whole = typeof body === 'string' || Buffer.isBuffer(body)
      if (whole && body.length > 0 && res.statusCode === 200 && !res.headersSent && !keepsOut(res)) {
        const tag = etag(body)
        res.setHeader('ETag', tag)
        if (fresh(req.headers, { etag: tag })) {
          res.statusCode = 304
          for (const name of ['Content-Type', 'Content-Length']) res.removeHeader(name)
          const done = args.find((a) => typeof a === 'function')
          return /** @type {any} */ (end).call(res, ...(done ? [done] : []))
        }
      }
      return end.apply(res, /** @type {any} */ (args))
    }
  )
}

/**
 * Whether an answer keeps out of the tagging: it has a tag of its own, or it is private.
 * @param {Response} res
 */
function keepsOut(res) {
  const control = String(res.getHeader('Cache-Control') ?? '')
  return res.hasHeader('ETag') || /\b(?:private|no-store)\b/i.test(control)
}
