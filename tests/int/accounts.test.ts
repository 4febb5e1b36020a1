import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadPostcodeIndex } from '@/domain/geo/postcode-index'
import { localitiesOf, localityName } from '@/domain/geo/postcodes'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * Accounts through the public GraphQL endpoint, as a browser or another client calls it: registration,
 * sign-in, session cookies, reset by e-mail link, own-profile updates, lockout and rate limits.
 */

interface GraphQLBody<T> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

let ctx: TestPayload
let handlePost: (request: Request) => Promise<Response>
let logoutPost: (request: Request) => Promise<Response>
let registry: Server
let areaIds: string[] = []
let ipCounter = 0
/** A fresh client address per scenario, so rate limits of one test do not spill into another. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

// The VAT registry stub answers "unknown to the registry" for this one number (valid checksum).
const UNKNOWN_VAT = '0812345603'

async function call<T>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  host = 'localhost:3000',
): Promise<{ body: GraphQLBody<T>; response: Response }> {
  const response = await handlePost(
    new Request(`http://${host}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host, 'x-forwarded-for': nextIp(), ...headers },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return { body: (await response.json()) as GraphQLBody<T>, response }
}

const LOGIN = `mutation ($input: LoginProfessionalUserInput!) {
  loginProfessionalUser(input: $input) { professionalUser { id token email firstname lastname vATNumber profiles } }
}`
const CREATE = `mutation ($input: CreateProfessionalUserInput!) {
  createProfessionalUser(input: $input) { professionalUser { id email company title language profiles vATNumber phoneNumber geographicAreas } }
}`
const CURRENT = '{ currentProfessionalUser { id email firstname } }'
const UPDATE = `mutation ($input: UpdateProfessionalUserInput!) {
  updateProfessionalUser(input: $input) { professionalUser { id city website } }
}`
const ASK_RESET = `mutation ($input: AskResetPasswordInput!) {
  askResetPasswordProfessionalUser(input: $input) { professionalUser { id email } }
}`
const ASK_RESET_ALIAS = `mutation ($input: AskResetPasswordInput!) {
  createRequestPassword(input: $input) { requestPassword { id email } }
}`
const RESET = `mutation ($input: ResetPasswordInput!) {
  resetPasswordProfessionalUser(input: $input) { professionalUser { id email } }
}`

let vatSeq = 0
const vatStart = Math.floor(Math.random() * 8_000_000)
/** A valid Belgian enterprise number, different on every call (mod-97 check digits). */
function freshVat(): string {
  const body = `0${String(vatStart + ++vatSeq).padStart(7, '0')}`
  const check = 97 - (Number(body) % 97)
  return `${body}${String(check).padStart(2, '0')}`
}

function registration(overrides: Record<string, unknown> = {}) {
  const id = `${ctx.runId}-${++vatSeq}`
  return {
    role: 'PROFESSIONAL_FACADIER_PROFILE',
    language: 'nl',
    lastname: 'Peeters',
    firstname: 'Jan',
    company: `Gevels Peeters ${id}`,
    vATNumber: freshVat(),
    street: 'Meir 1',
    postcode: '2000',
    city: 'Antwerpen',
    phoneNumber: '0470 12.34.56',
    officePhoneNumber: '',
    email: `jan.${id}@example.be`,
    geographicAreas: areaIds.slice(0, 1),
    password: 'Gevelpleister-Ocre-7',
    passwordConfirmation: 'Gevelpleister-Ocre-7',
    acceptTermsAndConditions: true,
    acceptMarketing: false,
    ...overrides,
  }
}

function cookiesOf(response: Response): Map<string, string> {
  const out = new Map<string, string>()
  for (const c of response.headers.getSetCookie()) out.set(c.slice(0, c.indexOf('=')), c)
  return out
}

function tokenCookie(response: Response): string {
  const raw = cookiesOf(response).get('session') ?? ''
  return raw.slice('session='.length, raw.indexOf(';'))
}

beforeAll(async () => {
  registry = createServer((req, res) => {
    const vat = decodeURIComponent((req.url ?? '').split('/').pop() ?? '')
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ isValid: vat !== UNKNOWN_VAT }))
  })
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve))
  process.env.VAT_CHECK_URL = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/vies/BE/vat/{vat}`
  delete process.env.SMTP_URL

  ctx = await startTestPayload()
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  ;({ POST: logoutPost } = await import('@/app/api/session/logout/route'))
  const { payload, runId } = ctx
  for (const [code, name, from, to] of [
    [`A${runId}-ANT`, 'Anvers', 2000, 2999],
    [`A${runId}-LIE`, 'Liège', 4000, 4999],
  ] as const) {
    const area = await payload.create({
      collection: 'geographic-areas',
      locale: 'fr',
      data: { code, name, type: 'PROVINCE', weight: 1, postalCodesRange: [{ from, to }] },
    })
    areaIds.push(String(area.id))
  }
}, 120_000)

afterAll(async () => {
  if (ctx) {
    const { payload, runId } = ctx
    await payload.delete({ collection: 'professional-users', where: { email: { like: `.${runId}-` } } })
    await payload.delete({ collection: 'outbox', where: { to: { like: `.${runId}-` } } })
    await payload.delete({ collection: 'geographic-areas', where: { code: { like: `${runId}-` } } })
    await ctx.stop()
  }
  areaIds = []
  registry?.close()
})

describe('registration', () => {
  it('creates the account, signs it in with safe cookies and queues the welcome e-mail in its language', async () => {
    const input = registration()
    const { body, response } = await call<{ createProfessionalUser: { professionalUser: Record<string, unknown> } }>(
      CREATE,
      { input },
    )
    expect(body.errors).toBeUndefined()
    const user = body.data?.createProfessionalUser.professionalUser
    expect(user).toMatchObject({
      email: input.email,
      company: input.company,
      title: input.company,
      language: 'nl',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      vATNumber: input.vATNumber,
      phoneNumber: '+32470123456',
      geographicAreas: areaIds.slice(0, 1),
    })

    const cookies = cookiesOf(response)
    const session = cookies.get('session') ?? ''
    expect(session).toMatch(/; Path=\/; Max-Age=604800; SameSite=Lax; HttpOnly$/)
    const display = cookies.get('session-user') ?? ''
    expect(display).not.toContain('HttpOnly')
    const shown = JSON.parse(decodeURIComponent(display.slice('session-user='.length, display.indexOf(';'))))
    // Script on the page can read it: the names the header shows, nothing else (no e-mail, VAT number or id).
    expect(shown).toEqual({ firstname: 'Jan', lastname: 'Peeters' })

    const { docs } = await ctx.payload.find({ collection: 'outbox', where: { to: { equals: input.email } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ template: 'welcome', locale: 'nl', status: 'queued' })
    // Its button opens the dashboard, not the home page (issue 22).
    expect(docs[0]?.text).toMatch(/^https?:\/\/[^/\s]+\/nl\/dashboard$/m)
  })

  it('marks cookies Secure outside localhost', async () => {
    const { response } = await call(CREATE, { input: registration() }, {}, 'www.murelia.example')
    for (const cookie of cookiesOf(response).values()) expect(cookie).toMatch(/; Secure$/)
  })

  it('returns the catalogue code of each invalid field, as the browser rules do', async () => {
    const { domainRules } = await import('./helpers/rules')
    const { body } = await call(CREATE, {
      input: registration({
        email: 'jan@',
        vATNumber: '0403.123.487',
        phoneNumber: '02 123 45 67',
        officePhoneNumber: '0470',
        postcode: '0999',
        password: 'short',
        passwordConfirmation: 'other',
        acceptTermsAndConditions: false,
        geographicAreas: [],
        lastname: ' ',
      }),
    })
    expect(body.data).toBeNull()
    const fields = body.errors?.[0]?.extensions?.fields
    expect(fields).toEqual({
      email: domainRules.email('jan@'),
      vATNumber: domainRules.bce('0403.123.487'),
      phoneNumber: domainRules.mobilePhone('02 123 45 67'),
      officePhoneNumber: domainRules.phone('0470'),
      postcode: 'UNKNOWN_POSTCODE',
      password: domainRules.password('short'),
      passwordConfirmation: 'NOT_CONFIRMED',
      acceptTermsAndConditions: 'ACCEPT_CONDITIONS',
      geographicAreas: 'IS_REQUIRED',
      lastname: 'IS_REQUIRED',
    })
    expect(Object.values(fields ?? {})).toEqual(
      expect.arrayContaining(['WRONG_EMAIL_FORMAT', 'WRONG_VAT_NUMBER', 'WRONG_PHONE_NUMBER', 'WRONG_PASSWORD_FORMAT']),
    )
    expect(body.errors?.[0]?.extensions?.code).toBe('IS_REQUIRED')
  })

  it('refuses a city that is not the postcode’s (4000 Antwerpen), and stores "BE-2000" Anvers as 2000', async () => {
    const refused = await call(CREATE, { input: registration({ postcode: '4000', city: 'Antwerpen' }) })
    expect(refused.body.errors?.[0]?.extensions?.fields).toEqual({ city: 'POSTCODE_CITY_MISMATCH' })
    const input = registration({ postcode: 'BE-2000', city: 'Anvers' })
    const { body } = await call(CREATE, { input })
    expect(body.errors).toBeUndefined()
    const { docs } = await ctx.payload.find({
      collection: 'professional-users',
      where: { email: { equals: String(input.email) } },
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.postcode, d.city])).toEqual([['2000', 'Anvers']])
  })

  it('gives the same codes as the domain rules for every shared vector', async () => {
    const { domainRules, ruleVectors, VECTOR_EMAILS, VECTOR_VATS } = await import('./helpers/rules')
    const { docs: provinces } = await ctx.payload.find({
      collection: 'geographic-areas',
      where: { type: { equals: 'PROVINCE' } },
      pagination: false,
    })
    const ranges = provinces.flatMap((p) => p.postalCodesRange ?? [])
    const postcodes = await loadPostcodeIndex()
    const held: Where = { or: [{ vATNumber: { in: VECTOR_VATS } }, { email: { in: VECTOR_EMAILS } }] }
    await ctx.payload.delete({ collection: 'professional-users', where: held })
    for (const vector of ruleVectors) {
      const { field, value } = vector
      const expected =
        vector.expected === 'ranges' ? domainRules.isValidPostalCode(String(value), ranges) : vector.expected
      // The password vectors change the password only: its confirmation follows. A postcode vector carries a
      // locality of that postcode, so that only the postcode rule answers (the city rule has its own test).
      const locality = field === 'postcode' ? localitiesOf(String(value), postcodes)[0] : undefined
      const extra =
        field === 'password' ? { passwordConfirmation: value } : locality ? { city: localityName(locality, 'fr') } : {}
      const { body } = await call(CREATE, { input: registration({ [field]: value, ...extra }) })
      const got = body.errors?.[0]?.extensions?.fields?.[field] ?? null
      expect({ field, value, got }).toEqual({ field, value, got: expected })
      if (expected === null) expect(body.errors).toBeUndefined()
    }
    await ctx.payload.delete({ collection: 'professional-users', where: held })
  })

  it('refuses an e-mail or a VAT number already registered, and a VAT number unknown to the registry', async () => {
    const first = registration()
    expect((await call(CREATE, { input: first })).body.errors).toBeUndefined()

    const sameEmail = await call(CREATE, { input: registration({ email: first.email.toUpperCase() }) })
    expect(sameEmail.body.errors?.[0]?.extensions).toMatchObject({
      code: 'EXISTING_EMAIL',
      fields: { email: 'EXISTING_EMAIL' },
    })
    const sameVat = await call(CREATE, { input: registration({ vATNumber: `BE ${first.vATNumber}` }) })
    expect(sameVat.body.errors?.[0]?.extensions).toMatchObject({
      code: 'EXISTING_VAT_NUMBER',
      fields: { vATNumber: 'EXISTING_VAT_NUMBER' },
    })
    const unknown = await call(CREATE, { input: registration({ vATNumber: UNKNOWN_VAT }) })
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('WRONG_VAT_NUMBER')
    const { totalDocs } = await ctx.payload.count({
      collection: 'professional-users',
      where: { vATNumber: { equals: UNKNOWN_VAT } },
    })
    expect(totalDocs).toBe(0)
  })
})

describe('registration limits (issue 22)', () => {
  it('counts accepted accounts only under the ten an hour: refused registrations count apart, ten of them', async () => {
    const ip = '10.250.0.7'
    const headers = { 'x-forwarded-for': ip }
    const taken = registration()
    expect((await call(CREATE, { input: taken }, headers)).body.errors).toBeUndefined()
    // Mistakes (an invalid field, an e-mail already registered) leave the accepted ones.
    expect((await call(CREATE, { input: registration({ email: 'jan@' }) }, headers)).body.errors).toBeDefined()
    const again = await call(CREATE, { input: registration({ email: taken.email }) }, headers)
    expect(again.body.errors?.[0]?.extensions?.code).toBe('EXISTING_EMAIL')
    for (let i = 0; i < 9; i++) {
      expect((await call(CREATE, { input: registration() }, headers)).body.errors).toBeUndefined()
    }
    const limited = await call(CREATE, { input: registration() }, headers)
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
  })

  it('stops refused registrations at ten an hour (each may say an e-mail exists)', async () => {
    const headers = { 'x-forwarded-for': '10.250.0.8' }
    for (let i = 0; i < 10; i++) {
      const refused = await call(CREATE, { input: registration({ email: 'jan@' }) }, headers)
      expect(refused.body.errors?.[0]?.extensions?.code).not.toBe('RATE_LIMITED')
    }
    const limited = await call(CREATE, { input: registration({ email: 'jan@' }) }, headers)
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
  })
})

describe('sign-in and session', () => {
  const account = () => registration({ language: 'fr' })
  let input: ReturnType<typeof registration>

  beforeAll(async () => {
    input = account()
    expect((await call(CREATE, { input })).body.errors).toBeUndefined()
  })

  it('signs in, answers the current user from the cookie or a Bearer token, and signs out for good', async () => {
    const { body, response } = await call<{ loginProfessionalUser: { professionalUser: { token: string } } }>(LOGIN, {
      input: { email: input.email, password: input.password },
    })
    expect(body.errors).toBeUndefined()
    const token = tokenCookie(response)
    expect(token).toBe(body.data?.loginProfessionalUser.professionalUser.token)

    const byCookie = await call<{ currentProfessionalUser: { email: string } | null }>(
      CURRENT,
      {},
      {
        cookie: `session=${token}`,
      },
    )
    expect(byCookie.body.data?.currentProfessionalUser?.email).toBe(input.email)
    const byBearer = await call<{ currentProfessionalUser: { email: string } | null }>(
      CURRENT,
      {},
      {
        authorization: `Bearer ${token}`,
      },
    )
    expect(byBearer.body.data?.currentProfessionalUser?.email).toBe(input.email)
    // Restoring a session never rewrites the readable cookie: only a fresh sign-in does.
    expect(cookiesOf(byCookie.response).size).toBe(0)

    const out = await logoutPost(
      new Request('http://localhost:3000/api/session/logout', {
        method: 'POST',
        headers: { host: 'localhost:3000', cookie: `session=${token}` },
      }),
    )
    expect(out.headers.getSetCookie().join('\n')).toMatch(/session=; Path=\/; Max-Age=0/)
    const after = await call<{ currentProfessionalUser: null }>(CURRENT, {}, { authorization: `Bearer ${token}` })
    expect(after.body.data?.currentProfessionalUser).toBeNull()
  })

  it('answers BAD_CREDENTIALS for a wrong password and for an unknown e-mail alike', async () => {
    const wrong = await call(LOGIN, { input: { email: input.email, password: 'Wrong-password1' } })
    const unknown = await call(LOGIN, { input: { email: `nobody.${ctx.runId}@example.be`, password: 'Whatever1' } })
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('BAD_CREDENTIALS')
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_CREDENTIALS')
    expect(cookiesOf(wrong.response).size).toBe(0)
  })

  it('validates the sign-in input with the same codes', async () => {
    const { body } = await call(LOGIN, { input: { email: 'not-an-email', password: '' } })
    expect(body.errors?.[0]?.extensions?.fields).toEqual({ email: 'WRONG_EMAIL_FORMAT', password: 'IS_REQUIRED' })
  })

  it('throttles an address after 5 failures, even for the right password, and not the owner elsewhere', async () => {
    const victim = account()
    expect((await call(CREATE, { input: victim })).body.errors).toBeUndefined()
    const attacker = { 'x-forwarded-for': nextIp() }
    for (let i = 0; i < 5; i++) {
      const { body } = await call(LOGIN, { input: { email: victim.email, password: `Wrong-${i}-Password` } }, attacker)
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_CREDENTIALS')
    }
    const throttled = await call(LOGIN, { input: { email: victim.email, password: victim.password } }, attacker)
    expect(throttled.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS')
    expect(cookiesOf(throttled.response).size).toBe(0)
    const owner = await call(LOGIN, { input: { email: victim.email, password: victim.password } })
    expect(owner.body.errors).toBeUndefined()
  })

  it('rate-limits sign-in per address', async () => {
    const ip = '10.250.0.1'
    const attempts = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        call(
          LOGIN,
          { input: { email: `flood${i}.${ctx.runId}@example.be`, password: 'Whatever1' } },
          { 'x-forwarded-for': ip },
        ),
      ),
    )
    const codes = attempts.map((a) => a.body.errors?.[0]?.extensions?.code)
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(1)
    expect(codes.filter((c) => c === 'BAD_CREDENTIALS')).toHaveLength(30)
  })
})

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and e-mails a one-time link in the account language', async () => {
    const input = registration({ language: 'nl' })
    expect((await call(CREATE, { input })).body.errors).toBeUndefined()

    const known = await call<{ askResetPasswordProfessionalUser: { professionalUser: { id: string; email: string } } }>(
      ASK_RESET,
      { input: { email: input.email } },
    )
    const unknownEmail = `ghost.${ctx.runId}-x@example.be`
    const unknown = await call<{ createRequestPassword: { requestPassword: { id: string; email: string } } }>(
      ASK_RESET_ALIAS,
      { input: { email: unknownEmail } },
    )
    expect(known.body.errors).toBeUndefined()
    expect(unknown.body.errors).toBeUndefined()
    expect(known.body.data?.askResetPasswordProfessionalUser.professionalUser.email).toBe(input.email)
    expect(unknown.body.data?.createRequestPassword.requestPassword.email).toBe(unknownEmail)
    expect(known.response.status).toBe(unknown.response.status)

    const { docs } = await ctx.payload.find({
      collection: 'outbox',
      where: { and: [{ to: { equals: input.email } }, { template: { equals: 'resetPassword' } }] },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.locale).toBe('nl')
    const link = /http:\/\/localhost:\d+\/nl\?resetToken=([\w%-]+)/.exec(docs[0]?.text ?? '')
    expect(link).not.toBeNull()
    expect(docs[0]?.html).toContain(link?.[0])
    const token = decodeURIComponent(link?.[1] ?? '')
    expect((await ctx.payload.count({ collection: 'outbox', where: { to: { equals: unknownEmail } } })).totalDocs).toBe(
      0,
    )

    const mismatch = await call(RESET, { input: { token, password: 'Dakgoot-N9', passwordConfirmation: 'Leien-Nok7' } })
    expect(mismatch.body.errors?.[0]?.extensions?.fields).toEqual({ passwordConfirmation: 'NOT_CONFIRMED' })

    const reset = await call(RESET, { input: { token, password: 'Dakgoot-N9', passwordConfirmation: 'Dakgoot-N9' } })
    expect(reset.body.errors).toBeUndefined()
    const again = await call(RESET, { input: { token, password: 'Leien-Nok7', passwordConfirmation: 'Leien-Nok7' } })
    expect(again.body.errors?.[0]?.extensions?.code).toBe('INVALID_TOKEN')

    const oldPassword = await call(LOGIN, { input: { email: input.email, password: input.password } })
    expect(oldPassword.body.errors?.[0]?.extensions?.code).toBe('BAD_CREDENTIALS')
    const newPassword = await call(LOGIN, { input: { email: input.email, password: 'Dakgoot-N9' } })
    expect(newPassword.body.errors).toBeUndefined()
  })

  it('rate-limits reset requests per e-mail', async () => {
    const email = `limited.${ctx.runId}-r@example.be`
    const codes: Array<string | undefined> = []
    for (let i = 0; i < 4; i++) {
      codes.push((await call(ASK_RESET, { input: { email } })).body.errors?.[0]?.extensions?.code)
    }
    expect(codes).toEqual([undefined, undefined, undefined, 'RATE_LIMITED'])
  })
})

describe('own profile', () => {
  it('requires a session, updates only its owner, and checks the same rules', async () => {
    const alice = registration({ language: 'fr' })
    const bob = registration({ language: 'fr' })
    const created = await call<{ createProfessionalUser: { professionalUser: { id: string } } }>(CREATE, {
      input: alice,
    })
    const bobCreated = await call<{ createProfessionalUser: { professionalUser: { id: string } } }>(CREATE, {
      input: bob,
    })
    const aliceToken = tokenCookie(created.response)
    const bobId = bobCreated.body.data?.createProfessionalUser.professionalUser.id

    const anonymous = await call(UPDATE, { input: { city: 'Mons' } })
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')

    const other = await call(UPDATE, { input: { id: bobId, city: 'Hacked' } }, { cookie: `session=${aliceToken}` })
    expect(other.body.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
    const bobNow = await ctx.payload.findByID({ collection: 'professional-users', id: String(bobId) })
    expect(bobNow.city).toBe('Antwerpen')

    const invalid = await call(
      UPDATE,
      { input: { website: 'www.no-protocol.be' } },
      { cookie: `session=${aliceToken}` },
    )
    expect(invalid.body.errors?.[0]?.extensions?.fields).toEqual({ website: 'WRONG_WEBSITE' })

    const takenEmail = await call(
      UPDATE,
      { input: { email: bob.email, currentPassword: alice.password } },
      { cookie: `session=${aliceToken}` },
    )
    expect(takenEmail.body.errors?.[0]?.extensions?.code).toBe('EXISTING_EMAIL')

    const own = await call<{ updateProfessionalUser: { professionalUser: { city: string; website: string } } }>(
      UPDATE,
      { input: { city: 'Liège', postcode: '4000', website: 'https://facades-alice.be' } },
      { cookie: `session=${aliceToken}` },
    )
    expect(own.body.errors).toBeUndefined()
    expect(own.body.data?.updateProfessionalUser.professionalUser).toMatchObject({
      city: 'Liège',
      website: 'https://facades-alice.be',
    })
  })
})
