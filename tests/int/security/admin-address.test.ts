import { readFile } from 'node:fs/promises'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Issue 22 (Major 7): /admin opened at http://127.0.0.1:PORT could read but not save (403) while localhost worked:
 * Payload accepts the session cookie on a request with an `Origin` only from its `csrf` allowlist, which held
 * SITE_URL alone. Saves go through the real REST route handler as the admin sends them: session cookie and Origin.
 * SITE_URL is the local default here, http://localhost:3000.
 */

type Handler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

let t: TestPayload
let payload: Payload
let patch: Handler
let token = ''
let categoryId = 0
const password = 'Door-Address-2026!'

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  patch = ((await import('@/app/(payload)/api/[...slug]/route')) as unknown as { PATCH: Handler }).PATCH
  const email = `staff.${t.runId}@address.example`
  await payload.create({ collection: 'users', data: { email, password } })
  token = (await payload.login({ collection: 'users', data: { email, password } })).token as string
  categoryId = (await payload.create({ collection: 'work-categories', data: { name: `Catégorie ${t.runId}` } })).id
}, 120_000)

afterAll(async () => {
  if (payload) {
    await payload.delete({ collection: 'work-categories', where: { id: { equals: categoryId } } })
    await payload.delete({ collection: 'users', where: { email: { like: t.runId } } })
  }
  await t?.stop()
})

/** A save of the admin's edit view opened at `origin`, as the browser sends it. */
async function save(origin: string, { signedIn = true, language = 'fr' } = {}) {
  const path = `work-categories/${categoryId}`
  const cookie = [signedIn ? `payload-token=${token}` : '', `payload-lng=${language}`].filter(Boolean).join('; ')
  const request = new Request(`${origin}/api/${path}?locale=fr`, {
    method: 'PATCH',
    headers: { origin, cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ name: `Catégorie ${t.runId} ${origin}` }),
  })
  const response = await patch(request, { params: Promise.resolve({ slug: path.split('/') }) })
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } }
}

describe('/admin on a local run', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'saves when opened at %s',
    async (origin) => {
      const { status, body } = await save(origin)
      expect(status, JSON.stringify(body)).toBe(200)
      const stored = await payload.findByID({ collection: 'work-categories', id: categoryId, locale: 'fr' })
      expect(stored.name).toBe(`Catégorie ${t.runId} ${origin}`)
    },
  )
})

describe('/admin at an address it does not accept', () => {
  it.each([
    ['fr', 'http://127.0.0.1:4000', /Enregistrement refusé.*http:\/\/localhost:3000\/admin/],
    ['nl', 'http://127.0.0.1:4000', /Opslaan geweigerd.*http:\/\/localhost:3000\/admin/],
    ['fr', 'https://elsewhere.example', /l’administration s’utilise à l’adresse http:\/\/localhost:3000\/admin/],
    ['nl', 'https://elsewhere.example', /het beheer werkt op het adres http:\/\/localhost:3000\/admin/],
  ])('in %s, from %s: refused with the address to open', async (language, origin, message) => {
    const { status, body } = await save(origin, { language })
    expect(status).toBe(403)
    expect(body.code).toBe('WRONG_ADMIN_ADDRESS')
    expect(body.message).toMatch(message)
  })

  it('says nothing about the address without a valid session', async () => {
    const { status, body } = await save('http://127.0.0.1:4000', { signedIn: false })
    expect(status).toBe(403)
    expect(body.code).toBe('ACCESS_DENIED')
  })
})

describe('a Server Action posted to /admin from another site (issue 22)', () => {
  async function action(origin: string, host: string, cookie = '') {
    const [{ adminAction }, { NextRequest }] = await Promise.all([import('@/lib/admin-action'), import('next/server')])
    const request = new NextRequest(`http://${host}/admin/collections/work-categories`, {
      method: 'POST',
      headers: { origin, host, 'next-action': '7f00000000000000000000000000000000000000aa', cookie },
    })
    return adminAction(request)
  }

  it.each([
    ['fr', /Enregistrement refusé.*http:\/\/localhost:3000\/admin/],
    ['nl', /Opslaan geweigerd.*http:\/\/localhost:3000\/admin/],
  ])('answers 403 WRONG_ADMIN_ADDRESS in %s with the address to open, not Next’s bare 500', async (lng, message) => {
    const response = await action('http://evil.example', 'localhost:3000', `payload-lng=${lng}`)
    expect(response.status).toBe(403)
    const body = (await response.json()) as { code: string; message: string }
    expect(body.code).toBe('WRONG_ADMIN_ADDRESS')
    expect(body.message).toMatch(message)
  })

  it('lets the admin’s own actions through, at SITE_URL and at another address of this server', async () => {
    for (const [origin, host] of [
      ['http://localhost:3000', 'localhost:3000'],
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
      ['http://10.0.0.5:3000', '10.0.0.5:3000'],
    ]) {
      const response = await action(origin as string, host as string)
      expect(response.headers.get('x-middleware-next'), origin).toBe('1')
    }
  })

  it('runs on /admin only for Server Actions (src/proxy.ts)', async () => {
    // Read, not imported: next-intl's middleware does not load under the test runner.
    const source = await readFile(new URL('../../../src/proxy.ts', import.meta.url), 'utf8')
    expect(source).toContain("{ source: '/admin/:path*', has: [{ type: 'header', key: 'next-action' }] }")
    expect(source).toMatch(/pathname\.startsWith\('\/admin\/'\)\) \{\n\s+return adminAction\(request\)/)
  })
})
