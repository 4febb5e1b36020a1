/**
 * deploy/nginx.conf never stores or serves a personal response: nginx runs with the generated configuration in
 * front of a tiny upstream whose bodies carry a counter, so a cached answer shows as a repeated counter.
 */
import { once } from 'node:events'
import { readFile, rm } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import { connect } from 'node:http2'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, type RunningNginx, startNginx } from '../../scripts/lib/nginx'

let upstream: Server
let nginx: RunningNginx | undefined
let counter = 0
let personalCalls = 0
let upstreamAddress = ''

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    res.setHeader('Content-Type', path === '/large' ? 'text/html; charset=utf-8' : 'text/plain')
    res.setHeader('Cache-Control', 'public, s-maxage=300')
    if (path === '/large') return res.end(`<p>${'Enduit de façade, '.repeat(200)}</p> #${++counter}`)
    if (path === '/scheme') return res.end(`${req.headers['x-forwarded-proto']} #${++counter}`)
    if (path === '/forwarded-host') return res.end(`${req.headers['x-forwarded-host']} #${++counter}`)
    if (path === '/internal-headers') {
      const seen = ['x-next-intl-locale', 'x-middleware-subrequest'].filter((h) => req.headers[h] !== undefined)
      return res.end(`internal headers: ${seen.join(',') || 'none'} #${++counter}`)
    }
    // As Next answers a client-router request without `_rsc`, and any redirect: `public`, no Vary.
    const rsc = req.headers.rsc !== undefined && !(req.url ?? '').includes('_rsc=')
    if (rsc || path === '/moved') {
      res.writeHead(307, { Location: rsc ? `${path}?_rsc=abc` : '/page' })
      return res.end(`redirect #${++counter}`)
    }
    // Next's pages vary on the client router's headers.
    if ((req.url ?? '').includes('router')) res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch')
    // Signs the visitor in on its first answer only, so a replayed Set-Cookie can only come from the cache.
    if (path === '/personal' && ++personalCalls === 1) res.setHeader('Set-Cookie', 'session=abc; Path=/; HttpOnly')
    res.end(`${req.url} #${++counter}`)
  })
  const port = await freePort()
  upstream.listen(port, '127.0.0.1')
  await once(upstream, 'listening')
  // Fails (does not skip) with "install it with `apt-get install -y nginx`" when nginx is missing.
  upstreamAddress = `127.0.0.1:${port}`
  nginx = await startNginx(upstreamAddress)
})

afterAll(async () => {
  await nginx?.stop()
  upstream?.close()
})

async function get(path: string, headers: Record<string, string> = {}) {
  if (!nginx) throw new Error('nginx did not start')
  const response = await fetch(`${nginx.url}${path}`, { headers })
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    setCookie: response.headers.get('set-cookie'),
    body: await response.text(),
  }
}

/** The raw bytes nginx answers for an Accept-Encoding (fetch would ask for, and undo, compression itself). */
function raw(path: string, acceptEncoding: string) {
  const url = new URL(path, nginx?.url)
  return new Promise<{
    encoding: string | undefined
    vary: string | undefined
    cache: string | undefined
    body: Buffer
  }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          cache: res.headers['x-cache-status'] as string | undefined,
          body: Buffer.concat(chunks),
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** GET over HTTPS with HTTP/2 on nginx's TLS port, trusting the certificate made for this run only. */
function http2Get(path: string, headers: Record<string, string> = {}) {
  if (!nginx) throw new Error('nginx did not start')
  const session = connect(nginx.tlsUrl, { ca: nginx.certificate })
  return new Promise<{ status: number; alpn: string | false; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      session.on('error', reject)
      const stream = session.request({ ':path': path, ...headers })
      const chunks: Buffer[] = []
      let head: Record<string, unknown> = {}
      stream.on('response', (h) => {
        head = h
      })
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('error', reject)
      stream.on('end', () => {
        const alpn = session.alpnProtocol ?? false
        session.close()
        resolve({ status: Number(head[':status']), alpn, headers: head, body: Buffer.concat(chunks) })
      })
    },
  )
}

describe('nginx cache in front of Next', () => {
  it('tells Next the host with its port, as the browser’s Origin names it (Server Actions compare the two)', async () => {
    const host = new URL(nginx?.url ?? '').host
    expect(host).toMatch(/:\d+$/)
    expect((await get('/forwarded-host')).body).toMatch(new RegExp(`^${host.replace(/\./g, '\\.')} #\\d+$`))
    // Over HTTP/2 the host comes from :authority.
    const tlsHost = new URL(nginx?.tlsUrl ?? '').host
    const overH2 = (await http2Get('/forwarded-host')).body.toString()
    expect(overH2).toMatch(new RegExp(`^${tlsHost.replace(/\./g, '\\.')} #\\d+$`))
  })

  it('serves HTTPS over HTTP/2, tells Next the scheme, compresses and caches as on HTTP', async () => {
    const first = await http2Get('/scheme', { 'accept-encoding': 'br' })
    expect(first).toMatchObject({ status: 200, alpn: 'h2' })
    expect(first.headers['x-cache-status']).toBe('MISS')
    expect(first.body.toString()).toMatch(/^https #\d+$/)
    const second = await http2Get('/scheme', { 'accept-encoding': 'br' })
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(second.body.toString()).toBe(first.body.toString())
    // The scheme is part of the cache key: plain HTTP has its own entry, which Next built for http.
    expect((await get('/scheme')).body).toMatch(/^http #\d+$/)
    const large = await http2Get('/large', { 'accept-encoding': 'gzip, deflate, br' })
    expect(large.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(large.body).toString()).toMatch(/^<p>Enduit de façade/)
  })

  it('keeps one compressed copy per encoding: brotli for browsers that accept it, gzip for the others', async () => {
    const page = (body: Buffer) => body.toString().replace(/ #\d+$/, '')
    const plain = await raw('/large', 'identity')
    expect(plain.encoding).toBeUndefined()
    const br = await raw('/large', 'gzip, deflate, br, zstd')
    expect(br.encoding).toBe('br')
    expect(page(brotliDecompressSync(br.body))).toBe(page(plain.body))
    expect(br.body.length).toBeLessThan(plain.body.length / 10)
    const gzip = await raw('/large', 'gzip')
    expect(gzip.encoding).toBe('gzip')
    expect(page(gunzipSync(gzip.body))).toBe(page(plain.body))
    expect(br.vary).toMatch(/Accept-Encoding/i)
    // Stored compressed: the same bytes again, from the cache, for any spelling of the same encoding.
    for (const spelling of ['br', 'gzip, deflate, br, zstd', 'BR;q=1.0, gzip;q=0.5']) {
      const again = await raw('/large', spelling)
      expect(again, spelling).toMatchObject({ encoding: 'br', cache: 'HIT' })
      expect(again.body.equals(br.body), spelling).toBe(true)
    }
    expect(await raw('/large', 'deflate, gzip')).toMatchObject({ encoding: 'gzip', cache: 'HIT' })
    // An encoding with q=0 is refused, not chosen.
    expect(await raw('/large', 'br;q=0, gzip')).toMatchObject({ encoding: 'gzip', cache: 'HIT' })
    expect((await raw('/large', 'br;q=0.0, gzip;q=0')).encoding).toBeUndefined()
    expect((await raw('/large', 'identity')).body.equals(plain.body)).toBe(true)
  })

  it('never stores a client’s follow-up page, whatever its spelling, nor writes its token in the access log', async () => {
    // Its own nginx, stopped before its log is read (the log is written in blocks).
    const own = await startNginx(upstreamAddress)
    const token = 'Zq5I_QJemUq_88PNTAUsrnPg2EFzNIIvIf95T19vbI4'
    const spellings = [`/fr/mes-demandes/${token}`, `/fr/mes%2Ddemandes/${token}`, `/nl/mijn-aanvragen/${token}?x=1`]
    const answers: string[] = []
    try {
      for (const p of spellings) {
        for (const _ of [1, 2]) {
          const response = await fetch(`${own.url}${p}`)
          answers.push(`${response.headers.get('x-cache-status') ?? ''}|${await response.text()}`)
        }
      }
    } finally {
      await own.stop({ keep: true })
    }
    try {
      // Never HIT: every request reached the upstream (its counter moved every time), though it said `public`.
      expect(answers.every((a) => !a.startsWith('HIT'))).toBe(true)
      expect(new Set(answers).size).toBe(answers.length)
      const log = await readFile(path.join(own.dir, 'logs', 'access.log'), 'utf8')
      expect(log).not.toContain(token)
      expect(log.match(/"GET \[follow-up page\]" 200/g)).toHaveLength(6)
    } finally {
      await rm(own.dir, { recursive: true, force: true })
    }
  })

  it('stores an anonymous page: MISS, then HIT with the same body', async () => {
    const first = await get('/page')
    expect(first).toMatchObject({ status: 200, cache: 'MISS' })
    const second = await get('/page')
    expect(second).toMatchObject({ status: 200, cache: 'HIT', body: first.body })
  })

  it('keeps anonymous visitors with other cookies (NEXT_LOCALE) on the cached page', async () => {
    const cached = await get('/page')
    expect(await get('/page', { cookie: 'NEXT_LOCALE=nl; session-user=%7B%7D' })).toMatchObject({
      cache: 'HIT',
      body: cached.body,
    })
  })

  it('never serves a request with a session cookie from the cache', async () => {
    const cached = await get('/page')
    expect(cached.cache).toBe('HIT')
    for (const cookie of ['session=x', 'NEXT_LOCALE=fr; session=x', 'session=0', 'session=']) {
      const personal = await get('/page', { cookie })
      expect(personal.cache, cookie).toBe('BYPASS')
      expect(personal.body, cookie).not.toBe(cached.body)
    }
    // The fresh personal answers did not replace the anonymous copy.
    expect(await get('/page')).toMatchObject({ cache: 'HIT', body: cached.body })
  })

  it('never stores a response to a request with a session cookie', async () => {
    const personal = await get('/page?only-personal', { cookie: 'session=x' })
    expect(personal.cache).toBe('BYPASS')
    const anonymous = await get('/page?only-personal')
    expect(anonymous.cache).toBe('MISS')
    expect(anonymous.body).not.toBe(personal.body)
  })

  it('bypasses the cache for requests with an Authorization header', async () => {
    await get('/page?auth')
    const withToken = await get('/page?auth', { authorization: 'Bearer t' })
    expect(withToken.cache).toBe('BYPASS')
  })

  it('never lets a client-router request (RSC) or a redirect replace a cached page', async () => {
    const cached = await get('/page?router')
    expect(await get('/page?router')).toMatchObject({ cache: 'HIT', body: cached.body })
    for (const headers of [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }] as Record<string, string>[]) {
      const router = await fetch(`${nginx?.url}/page?router`, { headers, redirect: 'manual' })
      expect(router.status).toBe(307)
      expect(router.headers.get('x-cache-status')).toBe('BYPASS')
    }
    expect(
      (await fetch(`${nginx?.url}/page?router&_rsc=abc`, { headers: { rsc: '1' } })).headers.get('x-cache-status'),
    ).toBe('BYPASS')
    // Every visitor still gets the page.
    expect(await get('/page?router')).toMatchObject({ status: 200, cache: 'HIT', body: cached.body })
    // A redirect marked public is not stored either.
    for (let i = 0; i < 2; i++) {
      const moved = await fetch(`${nginx?.url}/moved`, { redirect: 'manual' })
      expect(moved.status).toBe(307)
      expect(moved.headers.get('x-cache-status')).toBe('MISS')
    }
  })

  it('never stores a response that sets a cookie', async () => {
    const login = await get('/personal')
    expect(login).toMatchObject({ cache: 'MISS', setCookie: 'session=abc; Path=/; HttpOnly' })
    // Had it been stored, this would be a HIT replaying the same body and the Set-Cookie.
    const next = await get('/personal')
    expect(next.cache).toBe('MISS')
    expect(next.body).not.toBe(login.body)
    expect(next.setCookie).toBeNull()
    // The upstream's later, cookie-free answer is cacheable: still no Set-Cookie for anonymous visitors.
    expect(await get('/personal')).toMatchObject({ cache: 'HIT', body: next.body, setCookie: null })
  })

  it('keeps content images for everyone, signed in or not, as long as their Cache-Control allows', async () => {
    const first = await get('/api/media/file/hero-970x225.webp')
    expect(first.cache).toBe('MISS')
    for (const cookie of ['', 'session=x']) {
      const again = await get('/api/media/file/hero-970x225.webp', cookie ? { cookie } : {})
      expect(again, cookie).toMatchObject({ cache: 'HIT', body: first.body })
    }
    // Private uploads, next to them under /api/, stay live.
    const upload = await get('/api/uploads/7')
    expect((await get('/api/uploads/7')).body).not.toBe(upload.body)
  })

  it('never caches /api/ or /admin, and answers for the image optimizer itself (it is off)', async () => {
    const image = await get('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg%23x&w=3840&q=75')
    expect(image.status).toBe(404)
    expect(image.cache).toBeNull()
    for (const path of ['/api/health', '/admin', '/admin/collections/users']) {
      const first = await get(path)
      const second = await get(path)
      expect(second.cache, path).toBeNull()
      expect(second.body, path).not.toBe(first.body)
    }
  })
})

describe('headers only the application sets', () => {
  it('never reach Next from a client, so none can change which page answers and is kept', async () => {
    const answer = await get('/internal-headers', { 'X-Next-Intl-Locale': 'fr', 'X-Middleware-Subrequest': 'x' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatch(/^internal headers: none #/)
  })
})
