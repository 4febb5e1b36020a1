import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEdgeServer, trustedProxies } from '../../scripts/server.js'

/**
 * The production server's ETags (scripts/server.js, tagWholeAnswers, in place of Next's generateEtags): a whole
 * 200 answer to GET carries a tag of its body, and a client sending it back gets 304 without the body; a streamed
 * answer, an error, another method or an answer that set its own tag is left as it is.
 */

const PAGE = `<!doctype html><html lang="fr"><body>${'Façade enduite, ½ teinte. '.repeat(3000)}</body></html>`
let server: http.Server
let base: string

beforeAll(async () => {
  server = createEdgeServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    if (url.pathname === '/page') return res.end(url.searchParams.get('v') === '2' ? `${PAGE}!` : PAGE)
    if (url.pathname === '/buffer') return res.end(Buffer.from(PAGE))
    if (url.pathname === '/streamed') {
      res.write(PAGE.slice(0, 100))
      return res.end(PAGE.slice(100))
    }
    if (url.pathname === '/missing') {
      res.statusCode = 404
      return res.end(PAGE)
    }
    if (url.pathname === '/private') {
      res.setHeader('Cache-Control', 'private, no-store')
      return res.end(PAGE)
    }
    if (url.pathname === '/own-tag') {
      res.setHeader('ETag', '"mine"')
      return res.end(PAGE)
    }
    res.end()
  }, trustedProxies(undefined))
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

/**
 * A GET with these headers through node:http: fetch() adds `Cache-Control: no-cache` to every conditional request
 * (the Fetch standard), which asks the server for a fresh copy.
 */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers, agent: false }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      .on('error', reject)
  })
}

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('ETags of whole answers', () => {
  it('tags a page by its content: the same body the same tag, another body another', async () => {
    const first = await fetch(`${base}/page`)
    const again = await fetch(`${base}/page`)
    const other = await fetch(`${base}/page?v=2`)
    const tag = first.headers.get('etag')
    expect(tag).toMatch(/^"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/)
    expect(await first.text()).toBe(PAGE)
    expect(again.headers.get('etag')).toBe(tag)
    expect(other.headers.get('etag')).not.toBe(tag)
    expect((await fetch(`${base}/buffer`)).headers.get('etag')).toBe(tag)
  })

  it('answers 304 without a body to a client holding the tag, and 200 to one holding another', async () => {
    const tag = (await fetch(`${base}/page`)).headers.get('etag') as string
    const held = await get('/page', { 'if-none-match': tag })
    expect(held.status).toBe(304)
    expect(held.body).toBe('')
    expect(held.headers.etag).toBe(tag)
    expect(held.headers['content-length']).toBeUndefined()
    expect((await get('/page', { 'if-none-match': `"other", W/${tag}` })).status).toBe(304)
    const changed = await get('/page?v=2', { 'if-none-match': tag })
    expect(changed.status).toBe(200)
    expect(changed.body).toBe(`${PAGE}!`)
    // A reload that asks for a fresh copy gets the body.
    const reload = await get('/page', { 'if-none-match': tag, 'cache-control': 'no-cache' })
    expect(reload.status).toBe(200)
    expect(reload.body).toBe(PAGE)
  })

  it('leaves streamed answers, errors, other methods, private answers and those with a tag of their own as they are', async () => {
    expect((await fetch(`${base}/streamed`)).headers.get('etag')).toBeNull()
    const missing = await fetch(`${base}/missing`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('etag')).toBeNull()
    const post = await fetch(`${base}/page`, { method: 'POST' })
    expect(post.headers.get('etag')).toBeNull()
    expect(await post.text()).toBe(PAGE)
    expect((await fetch(`${base}/own-tag`)).headers.get('etag')).toBe('"mine"')
    const personal = await fetch(`${base}/private`)
    expect(personal.headers.get('etag')).toBeNull()
    expect(await personal.text()).toBe(PAGE)
    const empty = await fetch(`${base}/empty`)
    expect(empty.headers.get('etag')).toBeNull()
  })
})
