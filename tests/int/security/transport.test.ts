/**
 * deploy/nginx.conf keeps browsers on HTTPS: plain HTTP answers a permanent redirect (health checks excepted, for
 * load balancers and monitors), and every HTTPS answer carries HSTS. nginx runs with the generated configuration in
 * front of a tiny upstream that echoes the path.
 */
import { once } from 'node:events'
import { createServer, request, type Server } from 'node:http'
import { connect } from 'node:http2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, type RunningNginx, startNginx } from '../../../scripts/lib/nginx'

const HSTS = 'max-age=31536000; includeSubDomains'

let upstream: Server
let nginx: RunningNginx | undefined

beforeAll(async () => {
  upstream = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/plain')
    res.end(`${req.method} ${req.url} ${req.headers['x-forwarded-proto']}`)
  })
  const port = await freePort()
  upstream.listen(port, '127.0.0.1')
  await once(upstream, 'listening')
  // Fails (does not skip) with "install it with `apt-get install -y nginx`" when nginx is missing.
  nginx = await startNginx(`127.0.0.1:${port}`)
})

afterAll(async () => {
  await nginx?.stop()
  upstream?.close()
})

/** A plain HTTP/1.1 request, redirects not followed. */
function plain(base: string, path: string, method = 'GET') {
  return new Promise<{ status: number; location?: string; hsts?: string; body: string }>((resolve, reject) => {
    request(new URL(path, base), { method }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => {
        body += c.toString()
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          hsts: res.headers['strict-transport-security'] as string | undefined,
          body,
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** GET over HTTPS with HTTP/2, trusting the certificate made for this run only. */
function secure(path: string) {
  if (!nginx) throw new Error('nginx did not start')
  const session = connect(nginx.tlsUrl, { ca: nginx.certificate })
  return new Promise<{ status: number; hsts: unknown; body: string }>((resolve, reject) => {
    session.on('error', reject)
    const stream = session.request({ ':path': path })
    let head: Record<string, unknown> = {}
    let body = ''
    stream.on('response', (h) => {
      head = h
    })
    stream.on('data', (c: Buffer) => {
      body += c.toString()
    })
    stream.on('error', reject)
    stream.on('end', () => {
      session.close()
      resolve({ status: Number(head[':status']), hsts: head['strict-transport-security'], body })
    })
  })
}

describe('nginx transport security', () => {
  it('sends browsers from plain HTTP to the same address over HTTPS, permanently', async () => {
    const base = nginx?.publicHttpUrl ?? ''
    for (const path of ['/', '/fr/contact?x=1&y=%C3%A9', '/api/graphql', '/admin', '/api/healthz', '/api/health/x']) {
      const answer = await plain(base, path)
      expect(answer.status, path).toBe(301)
      expect(answer.location, path).toBe(`https://127.0.0.1${path}`)
      // Nothing reached Next: no page, no form, no cookie travels in clear.
      expect(answer.body, path).not.toContain('GET ')
    }
    expect((await plain(base, '/api/graphql', 'POST')).status).toBe(301)
  })

  it('keeps the health checks on plain HTTP, live from Next', async () => {
    const base = nginx?.publicHttpUrl ?? ''
    for (const path of ['/api/health', '/api/ready']) {
      const answer = await plain(base, path)
      expect(answer, path).toMatchObject({ status: 200, body: `GET ${path} http` })
      expect(answer.hsts, path).toBeUndefined()
    }
  })

  it('sends HSTS with every HTTPS answer, build assets included, and never over plain HTTP', async () => {
    for (const path of ['/fr', '/api/health', '/admin', '/_next/static/chunks/app.js', '/api/media/file/a.webp']) {
      const answer = await secure(path)
      expect(answer.status, path).toBe(200)
      expect(answer.hsts, path).toBe(HSTS)
      expect(answer.body, path).toBe(`GET ${path} https`)
    }
    // The loopback listener for this host's own tools serves the site as it is, without HSTS.
    const local = await plain(nginx?.url ?? '', '/fr')
    expect(local).toMatchObject({ status: 200, body: 'GET /fr http' })
    expect(local.hsts).toBeUndefined()
  })
})
