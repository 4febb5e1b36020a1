import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Payload's REST API is the back office's door only (src/services/accounts/rest-door.ts): visitors and professionals reach
 * public media files and the staff sign-in, nothing else; staff keep the whole API. Calls the wrapped handlers
 * of src/app/(payload)/api/[...slug]/route.ts as Next would.
 */

type Handler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS'

let t: TestPayload
let payload: Payload
let handlers: Record<Method, Handler>
let resetRateLimits: () => void
let resetLoginThrottle: () => unknown

const password = 'Facade-Door-2026!'
const ids: { alice: number; bob: number; bobImage: number; estimate: number; picture: number; staff: number } = {
  alice: 0,
  bob: 0,
  bobImage: 0,
  estimate: 0,
  picture: 0,
  staff: 0,
}
let aliceToken = ''
let staffToken = ''
let staffEmail = ''
let aliceEmail = ''
let imageFile = ''

interface Call {
  body?: unknown
  headers?: Record<string, string>
  origin?: string
}

async function rest(method: Method, path: string, { body, headers = {}, origin = 'http://localhost:3000' }: Call = {}) {
  const [pathname = '', query] = path.split('?')
  const init: RequestInit = { method, headers: { ...headers } }
  if (body !== undefined) {
    if (body instanceof FormData) init.body = body
    else {
      init.body = JSON.stringify(body)
      ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
    }
  }
  const request = new Request(`${origin}/api/${pathname}${query ? `?${query}` : ''}`, init)
  return handlers[method](request, { params: Promise.resolve({ slug: pathname.split('/').filter(Boolean) }) })
}

const asVisitor = {}
const asAlice = () => ({ Authorization: `JWT ${aliceToken}` })
const asStaff = () => ({ Authorization: `JWT ${staffToken}` })

async function professional(name: string): Promise<number> {
  const user = await payload.create({
    collection: 'professional-users',
    overrideAccess: true,
    data: {
      email: `${name}.${t.runId}@door.example`,
      password,
      company: `${name} Façades ${t.runId}`,
      firstname: name,
      lastname: 'Test',
      phoneNumber: '0470123456',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'fr',
      description: 'Enduits et façades.',
    },
  })
  return user.id
}

/** The stored row with Payload's hidden fields (reset token, expiration). */
async function rawRow(collection: 'users' | 'professional-users', id: number) {
  return (await payload.db.findOne({ collection, where: { id: { equals: id } } })) as unknown as {
    resetPasswordToken?: string | null
    resetPasswordExpiration?: string | null
  }
}

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  const route = await import('@/app/(payload)/api/[...slug]/route')
  handlers = route as unknown as Record<Method, Handler>
  ;({ resetRateLimits } = await import('@/lib/rate-limit'))
  ;({ resetLoginThrottle } = await import('@/services/accounts/login-throttle'))

  ids.alice = await professional('alice')
  ids.bob = await professional('bob')
  aliceEmail = `alice.${t.runId}@door.example`
  aliceToken = (await payload.login({ collection: 'professional-users', data: { email: aliceEmail, password } }))
    .token as string

  staffEmail = `staff.${t.runId}@door.example`
  ids.staff = (await payload.create({ collection: 'users', data: { email: staffEmail, password } })).id
  staffToken = (await payload.login({ collection: 'users', data: { email: staffEmail, password } })).token as string

  const { default: sharp } = await import('sharp')
  const data = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1f4e5f' } })
    .png()
    .toBuffer()
  const image = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: `Bob ${t.runId}`, owner: ids.bob },
    file: { data, mimetype: 'image/png', name: `door-${t.runId}.png`, size: data.length },
  })
  ids.bobImage = image.id
  imageFile = image.filename as string

  const estimate = await payload.create({
    collection: 'estimates',
    overrideAccess: true,
    data: {
      professionalUser: ids.alice,
      status: 'DONE',
      requestId: `door-${t.runId}`,
      locale: 'fr',
      name: `Façade ${t.runId}`,
      street: 'Rue de la Station 12',
      postcode: '7000',
      city: 'Mons',
      comment: '<p>Rénovation.</p>',
      projectType: 'RENOVATION',
      size: 80,
      workEndDate: '2027-06-30T00:00:00.000Z',
      clientLastname: 'Dupont',
      clientFirstname: 'Marie',
      contactEmail: `marie.${t.runId}@client.example`,
      contactPhone: '0470000000',
    },
  })
  ids.estimate = estimate.id

  // Alice's saved visualiser picture (on a demo house): written by the services only, never through REST.
  const outline = [
    { x: 10, y: 10 },
    { x: 300, y: 10 },
    { x: 300, y: 200 },
    { x: 10, y: 200 },
  ]
  const picture = await payload.create({
    collection: 'visualiser-projects',
    overrideAccess: true,
    data: {
      owner: ids.alice,
      name: `Façade ${t.runId}`,
      locale: 'fr',
      demo: 'villa',
      picture: {
        version: 1,
        width: 400,
        height: 300,
        zones: [{ id: 'z1', name: 'Rez', outline, cutouts: [], insulated: false }],
        variants: [{ id: 'v1', shades: {} }],
      },
    },
  })
  ids.picture = picture.id
}, 120_000)

beforeEach(() => {
  resetRateLimits()
  resetLoginThrottle()
})

afterAll(async () => {
  if (payload) {
    await payload.delete({ collection: 'estimates', where: { requestId: { equals: `door-${t.runId}` } } })
    await payload.delete({ collection: 'media', where: { alt: { like: t.runId } }, overrideAccess: true })
    await payload.delete({ collection: 'professional-users', where: { email: { like: t.runId } } })
    await payload.delete({ collection: 'users', where: { email: { like: t.runId } } })
  }
  await t?.stop()
})

/** Every REST route of the business collections, and the back office's own, as seen from outside. */
function closedRoutes(): Array<[Method, string, unknown?]> {
  const alice = ids.alice
  return [
    ['POST', 'professional-users/login', { email: aliceEmail, password }],
    ['POST', 'professional-users/forgot-password', { email: aliceEmail }],
    ['POST', 'professional-users/reset-password', { token: 'x', password }],
    ['GET', 'professional-users/me'],
    ['POST', 'professional-users/refresh-token'],
    ['POST', 'professional-users/logout'],
    ['POST', 'professional-users/unlock', { email: aliceEmail }],
    ['POST', 'professional-users/first-register', { email: `x.${t.runId}@door.example`, password }],
    ['GET', 'professional-users/init'],
    ['GET', 'professional-users'],
    ['GET', `professional-users/${alice}`],
    ['POST', 'professional-users', { email: `new.${t.runId}@door.example`, password, company: 'X' }],
    ['PATCH', `professional-users/${alice}`, { images: [ids.bobImage] }],
    ['PATCH', `professional-users/${alice}`, { description: 'é'.repeat(20_000) }],
    ['PATCH', `professional-users/${alice}`, { isVisible: false }],
    ['PUT', `professional-users/${alice}`, { city: 'Namur' }],
    ['DELETE', `professional-users/${alice}`],
    ['GET', 'estimates'],
    ['GET', `estimates/${ids.estimate}`],
    ['PATCH', `estimates/${ids.estimate}`, { status: 'NEW' }],
    ['DELETE', `estimates/${ids.estimate}`],
    ['POST', 'estimates', { name: 'x' }],
    ['GET', 'references'],
    ['POST', 'references', { title: 'x' }],
    ['GET', 'projects'],
    ['POST', 'projects', { name: 'x', owner: alice }],
    ['GET', 'sample-requests'],
    ['POST', 'sample-requests', { name: 'x' }],
    ['GET', 'contact-requests'],
    ['POST', 'contact-requests', { subject: 'x' }],
    ['GET', 'media-objects'],
    ['GET', 'media-objects/file/anything.webp'],
    ['GET', 'media'],
    ['GET', `media/${ids.bobImage}`],
    ['POST', 'media', { alt: 'x' }],
    ['PATCH', `media/${ids.bobImage}`, { alt: 'x' }],
    ['GET', 'users'],
    ['GET', `users/${ids.staff}`],
    ['POST', 'users/unlock', { email: staffEmail }],
    ['GET', 'access'],
    ['GET', 'og'],
    ['GET', 'payload-preferences'],
    ['GET', 'payload-jobs'],
    ['GET', 'outbox'],
    ['GET', 'follow-ups'],
    ['POST', 'follow-ups', { requestId: 'x', salt: 'x', tokenHash: 'x', expiresAt: '2099-01-01' }],
    ['GET', 'visualiser-projects'],
    ['GET', `visualiser-projects/${ids.picture}`],
    ['POST', 'visualiser-projects', { name: 'x', owner: alice, picture: {} }],
    ['PATCH', `visualiser-projects/${ids.picture}`, { name: 'Forged', owner: ids.bob }],
    ['DELETE', `visualiser-projects/${ids.picture}`],
    ['GET', 'pages'],
    ['OPTIONS', 'professional-users/login'],
  ]
}

describe.each([
  ['a visitor', () => asVisitor],
  ['a professional (JWT)', asAlice],
  ['a professional (Bearer)', () => ({ Authorization: `Bearer ${aliceToken}` })],
  ['a professional (cookie)', () => ({ Cookie: `payload-token=${aliceToken}`, 'Sec-Fetch-Site': 'same-origin' })],
])('as %s', (_who, headersOf) => {
  it('every REST route but the public files and the staff sign-in answers 403 ACCESS_DENIED', async () => {
    const answers: string[] = []
    for (const [method, path, body] of closedRoutes()) {
      const response = await rest(method, path, { body, headers: headersOf() })
      const json = (await response.json().catch(() => null)) as { code?: string } | null
      answers.push(`${method} ${path} → ${response.status} ${json?.code}`)
    }
    expect(answers).toEqual(closedRoutes().map(([method, path]) => `${method} ${path} → 403 ACCESS_DENIED`))

    // Nothing changed behind the door.
    const alice = await payload.findByID({ collection: 'professional-users', id: ids.alice, depth: 0, locale: 'fr' })
    expect(alice.images ?? []).toEqual([])
    expect(alice.description).toBe('Enduits et façades.')
    expect(alice.isVisible).toBe(true)
    const estimate = await payload.findByID({ collection: 'estimates', id: ids.estimate, depth: 0 })
    expect(estimate.status).toBe('DONE')
    const picture = await payload.findByID({ collection: 'visualiser-projects', id: ids.picture, depth: 0 })
    expect(picture).toMatchObject({ name: `Façade ${t.runId}`, owner: ids.alice })
  })

  it('asking a professional’s reset twice through REST leaves the stored reset token as it was', async () => {
    const expiration = new Date(Date.now() + 30 * 60_000).toISOString()
    await payload.db.updateOne({
      collection: 'professional-users',
      id: ids.alice,
      data: { resetPasswordToken: `kept-${t.runId}`, resetPasswordExpiration: expiration },
    })
    for (const _ of [1, 2]) {
      const response = await rest('POST', 'professional-users/forgot-password', {
        body: { email: aliceEmail },
        headers: headersOf(),
      })
      expect(response.status).toBe(403)
    }
    expect((await rawRow('professional-users', ids.alice)).resetPasswordToken).toBe(`kept-${t.runId}`)
  })

  it('still gets public media files, and the admin’s sign-in screens’ routes', async () => {
    const file = await rest('GET', `media/file/${imageFile}`, { headers: headersOf() })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\/png/)
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0)

    const me = await rest('GET', 'users/me', { headers: headersOf() })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
    expect((await rest('GET', 'users/init', { headers: headersOf() })).status).toBe(200)
    const wrong = await rest('POST', 'users/login', {
      body: { email: staffEmail, password: 'wrong' },
      headers: headersOf(),
    })
    expect(wrong.status).toBe(401)
  })
})

describe('staff through REST', () => {
  it('read and update professionals, estimates and the requests', async () => {
    for (const path of [
      'professional-users',
      `professional-users/${ids.alice}`,
      'estimates',
      `estimates/${ids.estimate}`,
      'references',
      'projects',
      'visualiser-projects',
      `visualiser-projects/${ids.picture}`,
      'sample-requests',
      'contact-requests',
      'media-objects',
      'media',
      'users/me',
      'access',
    ]) {
      const response = await rest('GET', path, { headers: asStaff() })
      expect(`${path} → ${response.status}`).toBe(`${path} → 200`)
    }
    const professional = await rest('PATCH', `professional-users/${ids.bob}`, {
      body: { city: 'Namur' },
      headers: asStaff(),
    })
    expect(professional.status).toBe(200)
    expect(((await professional.json()) as { doc: { city: string } }).doc.city).toBe('Namur')
    // With the admin's cookie rather than a header.
    const estimate = await rest('PATCH', `estimates/${ids.estimate}`, {
      body: { notes: `Vu ${t.runId}` },
      headers: { Cookie: `payload-token=${staffToken}`, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(estimate.status).toBe(200)
    expect(((await estimate.json()) as { doc: { notes: string } }).doc.notes).toBe(`Vu ${t.runId}`)
  })

  it('answer 404 for an id no document can have, on either database, instead of 500', async () => {
    for (const [method, path] of [
      ['GET', 'professional-users/2147483648'],
      ['PATCH', 'estimates/9007199254740993'],
      ['DELETE', 'references/2147483648'],
      ['GET', 'estimates/versions/99999999999'],
    ] as const) {
      const response = await rest(method, path, { headers: asStaff(), ...(method === 'PATCH' ? { body: {} } : {}) })
      expect(`${method} ${path} → ${response.status}`).toBe(`${method} ${path} → 404`)
    }
  })

  it('signs in with the admin’s form (multipart, `_payload`) and gets a cookie Secure only over HTTPS', async () => {
    const form = () => {
      const body = new FormData()
      body.set('_payload', JSON.stringify({ email: staffEmail, password }))
      return body
    }
    const local = await rest('POST', 'users/login', { body: form() })
    expect(local.status).toBe(200)
    const localCookie = local.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    expect(localCookie).toBeDefined()
    expect(localCookie).not.toMatch(/;\s*secure/i)

    const proxied = await rest('POST', 'users/login', {
      body: { email: staffEmail, password },
      headers: { 'X-Forwarded-Proto': 'https' },
    })
    expect(proxied.status).toBe(200)
    expect(proxied.headers.getSetCookie().find((c) => c.startsWith('payload-token='))).toMatch(/;\s*Secure/)

    const https = await rest('POST', 'users/login', {
      body: { email: staffEmail, password },
      origin: 'https://example.be',
    })
    expect(https.headers.getSetCookie().find((c) => c.startsWith('payload-token='))).toMatch(/;\s*Secure/)

    const refreshed = await rest('POST', 'users/refresh-token', {
      headers: { Authorization: `JWT ${staffToken}`, 'X-Forwarded-Proto': 'https' },
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.headers.getSetCookie().find((c) => c.startsWith('payload-token='))).toMatch(/;\s*Secure/)
  })

  it('refuses every write from another site’s page (login CSRF, issue 22), with the address to open', async () => {
    const evil = { Origin: 'http://evil.example' }
    const form = () => {
      const body = new FormData()
      body.set('_payload', JSON.stringify({ email: staffEmail, password }))
      return body
    }
    // The right password from a foreign page: refused before Payload runs, no session cookie.
    for (const headers of [evil, { Referer: 'http://evil.example/page' }, { Origin: 'null' }] as Record<
      string,
      string
    >[]) {
      const login = await rest('POST', 'users/login', { body: form(), headers })
      expect(login.status, JSON.stringify(headers)).toBe(403)
      expect(login.headers.getSetCookie()).toEqual([])
      const answer = (await login.json()) as { code: string; message: string }
      expect(answer.code).toBe('WRONG_ADMIN_ADDRESS')
      expect(answer.message).toContain('http://localhost:3000/admin')
    }
    for (const route of ['logout', 'refresh-token', 'forgot-password', 'reset-password', 'first-register']) {
      const response = await rest('POST', `users/${route}`, { body: { email: staffEmail }, headers: evil })
      expect(`${route} → ${response.status}`).toBe(`${route} → 403`)
    }
    // Staff credentials do not make a foreign page's write pass either.
    const patch = await rest('PATCH', `professional-users/${ids.alice}`, {
      body: { company: 'Forged' },
      headers: { ...asStaff(), ...evil },
    })
    expect(patch.status).toBe(403)
    const del = await rest('DELETE', `professional-users/${ids.bob}`, { headers: { ...asStaff(), ...evil } })
    expect(del.status).toBe(403)
    // The site's own pages (SITE_URL, and locally its loopback spellings) and calls without Origin nor Referer pass.
    for (const headers of [
      { Origin: 'http://localhost:3000' } as Record<string, string>,
      { Origin: 'http://127.0.0.1:3000' },
      { Referer: 'http://localhost:3000/admin/login' },
      {},
    ]) {
      const login = await rest('POST', 'users/login', { body: form(), headers })
      expect(login.status, JSON.stringify(headers)).toBe(200)
    }
    // Reading stays as it was (a GET changes nothing).
    expect((await rest('GET', 'users/me', { headers: evil })).status).toBe(200)
  })

  it('sign-in is limited per address: after 20 tries the next answers 429 RATE_LIMITED', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const response = await rest('POST', 'users/login', {
        body: { email: `nobody-${i}.${t.runId}@door.example`, password: 'wrong-password' },
      })
      statuses.push(response.status)
      if (response.status === 429) expect(((await response.json()) as { code: string }).code).toBe('RATE_LIMITED')
    }
    expect(statuses).toEqual([...Array(20).fill(401), 429])
    // Even the right password waits for the window to end.
    const right = await rest('POST', 'users/login', { body: { email: staffEmail, password } })
    expect(right.status).toBe(429)
  })

  it('sign-in failures on one account make that address wait, never the owner elsewhere, and no account lock', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip })
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const response = await rest('POST', 'users/login', {
        body: { email: staffEmail, password: 'Wrong-password-1' },
        headers: from('203.0.113.66'),
      })
      statuses.push(response.status)
      if (response.status === 429) expect(((await response.json()) as { code: string }).code).toBe('TOO_MANY_ATTEMPTS')
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
    // The attacker's address waits even with the right password; the owner, elsewhere, signs in.
    const attacker = await rest('POST', 'users/login', {
      body: { email: staffEmail, password },
      headers: from('203.0.113.66'),
    })
    expect(attacker.status).toBe(429)
    const owner = await rest('POST', 'users/login', {
      body: { email: staffEmail, password },
      headers: from('198.51.100.5'),
    })
    expect(owner.status).toBe(200)
    // An unknown e-mail is answered alike.
    const unknown: number[] = []
    for (let i = 0; i < 6; i++) {
      const email = `nobody.${t.runId}@door.example`
      unknown.push(
        (
          await rest('POST', 'users/login', {
            body: { email, password: 'Wrong-password-1' },
            headers: from('203.0.113.66'),
          })
        ).status,
      )
    }
    expect(unknown).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('a second reset request keeps a still-valid unused token; once used, a new request issues a new one', async () => {
    const ask = () => rest('POST', 'users/forgot-password', { body: { email: staffEmail } })
    // Payload itself refuses a new token for 15 s after a request; forget that mark to test our rule alone.
    const forgetRequestTime = () =>
      payload.db.updateOne({ collection: 'users', id: ids.staff, data: { resetPasswordRequestedAt: null } })

    expect((await ask()).status).toBe(200)
    const first = (await rawRow('users', ids.staff)).resetPasswordToken
    expect(first).toMatch(/^[0-9a-f]{40}$/)

    await forgetRequestTime()
    const second = await ask()
    expect(second.status).toBe(200)
    expect((await rawRow('users', ids.staff)).resetPasswordToken).toBe(first)

    await payload.resetPassword({
      collection: 'users',
      data: { token: first as string, password },
      overrideAccess: true,
    })
    await forgetRequestTime()
    expect((await ask()).status).toBe(200)
    const third = (await rawRow('users', ids.staff)).resetPasswordToken
    expect(third).toMatch(/^[0-9a-f]{40}$/)
    expect(third).not.toBe(first)
  })

  it('a reset to a weak password is refused under the field, the token stays usable and the password unchanged', async () => {
    const token = `weak-${t.runId}`
    await payload.db.updateOne({
      collection: 'users',
      id: ids.staff,
      data: { resetPasswordToken: token, resetPasswordExpiration: new Date(Date.now() + 30 * 60_000).toISOString() },
    })
    // As the admin's reset screen sends it: multipart with `_payload`, in the admin's language.
    const body = new FormData()
    body.set('_payload', JSON.stringify({ token, password: 'Password1', 'confirm-password': 'Password1' }))
    const weak = await rest('POST', 'users/reset-password', { body, headers: { 'Accept-Language': 'nl' } })
    expect(weak.status).toBe(400)
    const json = (await weak.json()) as {
      code: string
      errors: Array<{ data: { errors: Array<{ path: string; message: string }> } }>
    }
    expect(json.code).toBe('WEAK_PASSWORD')
    expect(json.errors[0]?.data.errors[0]?.path).toBe('password')
    expect(json.errors[0]?.data.errors[0]?.message).toMatch(/wachtwoord/i)
    expect((await rawRow('users', ids.staff)).resetPasswordToken).toBe(token)
    expect((await rest('POST', 'users/login', { body: { email: staffEmail, password } })).status).toBe(200)

    const strong = await rest('POST', 'users/reset-password', { body: { token, password: `${password}-x` } })
    expect(strong.status).toBe(200)
    await payload.update({ collection: 'users', id: ids.staff, data: { password }, overrideAccess: true })
  })

  it('reset requests are limited per e-mail', async () => {
    const email = `ghost.${t.runId}@door.example`
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await rest('POST', 'users/forgot-password', { body: { email } })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('collection hooks behind the door', () => {
  async function requestAs(user: Record<string, unknown> | undefined, api: 'REST' | 'local') {
    const { createLocalReq } = await import('payload')
    const req = await createLocalReq({ user: user as never }, payload)
    req.payloadAPI = api
    return req
  }

  it('refuse Payload’s REST operations to non-staff even past the wrapper, and let staff and the Local API through', async () => {
    const alice = {
      ...(await payload.findByID({ collection: 'professional-users', id: ids.alice })),
      collection: 'professional-users',
    }
    const staff = { ...(await payload.findByID({ collection: 'users', id: ids.staff })), collection: 'users' }

    for (const user of [undefined, alice]) {
      const req = await requestAs(user, 'REST')
      await expect(
        payload.update({ collection: 'estimates', id: ids.estimate, data: { notes: 'x' }, req, overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.find({ collection: 'professional-users', req: await requestAs(user, 'REST'), overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.find({ collection: 'sample-requests', req: await requestAs(user, 'REST'), overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.find({ collection: 'visualiser-projects', req: await requestAs(user, 'REST'), overrideAccess: false }),
      ).rejects.toMatchObject({ status: 403 })
    }

    const asStaffRest = await requestAs(staff, 'REST')
    const read = await payload.findByID({
      collection: 'estimates',
      id: ids.estimate,
      req: asStaffRest,
      overrideAccess: false,
    })
    expect(read.id).toBe(ids.estimate)

    // Our services: Local API on a professional's behalf, their access rules apply as before.
    const own = await payload.find({
      collection: 'estimates',
      req: await requestAs(alice, 'local'),
      overrideAccess: false,
      where: { requestId: { equals: `door-${t.runId}` } },
    })
    expect(own.docs.map((d) => d.id)).toEqual([ids.estimate])
  })
})
