import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Issue 20, "passwords": registration, reset and the profile update refuse, through GraphQL, what the browser's
 * forms refuse: weak passwords (zxcvbn score below 3 with the common, French and Dutch dictionaries and the
 * person's own words) as WEAK_PASSWORD, and more than 128 characters as TOO_LONG; each in `extensions.fields`.
 */

interface GraphQLBody<T> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

let t: TestPayload
let handlePost: (request: Request) => Promise<Response>
let resetRateLimits: () => void
let areaId = ''
let seq = 0
const STRONG = 'Ardoise-Crepi-Lumiere-2026'
const WEAK = ['Password1', 'Aaaaaaa1', 'Azerty123', 'Motdepasse1', 'Wachtwoord1']

async function call<T>(query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as GraphQLBody<T> & { cookie?: string }
}

const CREATE = `mutation ($input: CreateProfessionalUserInput!) {
  createProfessionalUser(input: $input) { professionalUser { id email } }
}`
const LOGIN = `mutation ($input: LoginProfessionalUserInput!) {
  loginProfessionalUser(input: $input) { professionalUser { id token } }
}`
const RESET = `mutation ($input: ResetPasswordInput!) {
  resetPasswordProfessionalUser(input: $input) { professionalUser { id } }
}`
const UPDATE = `mutation ($input: UpdateProfessionalUserInput!) {
  updateProfessionalUser(input: $input) { professionalUser { id } }
}`

/** A valid Belgian enterprise number, different on every call (mod-97 check digits). */
const vatStart = Math.floor(Math.random() * 8_000_000)
function freshVat(): string {
  const body = `0${String(vatStart + ++seq).padStart(7, '0')}`
  return `${body}${String(97 - (Number(body) % 97)).padStart(2, '0')}`
}

function registration(over: Record<string, unknown> = {}) {
  const id = `${t.runId}-${++seq}`
  return {
    role: 'PROFESSIONAL_FACADIER_PROFILE',
    language: 'fr',
    lastname: 'Lambert',
    firstname: 'Sophie',
    company: `Crepis Lambert ${id}`,
    vATNumber: freshVat(),
    street: 'Rue Haute 1',
    postcode: '4000',
    city: 'Liège',
    phoneNumber: '0470 12 34 56',
    email: `sophie.pw.${id}@example.be`,
    geographicAreas: [areaId],
    password: STRONG,
    passwordConfirmation: STRONG,
    acceptTermsAndConditions: true,
    ...over,
  }
}

const withPassword = (password: string) => ({ password, passwordConfirmation: password })

beforeAll(async () => {
  t = await startTestPayload()
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  ;({ resetRateLimits } = await import('@/lib/rate-limit'))
  const area = await t.payload.create({
    collection: 'geographic-areas',
    locale: 'fr',
    data: {
      code: `P${t.runId}-PW`,
      name: 'Liège',
      type: 'PROVINCE',
      weight: 1,
      postalCodesRange: [{ from: 4000, to: 4999 }],
    },
  })
  areaId = String(area.id)
}, 120_000)

afterAll(async () => {
  if (t) {
    await t.payload.delete({ collection: 'professional-users', where: { email: { like: `.pw.${t.runId}-` } } })
    await t.payload.delete({ collection: 'outbox', where: { to: { like: `.pw.${t.runId}-` } } })
    await t.payload.delete({ collection: 'geographic-areas', where: { code: { equals: `P${t.runId}-PW` } } })
    await t.stop()
  }
})

beforeEach(() => resetRateLimits())

describe('registration', () => {
  it.each(WEAK)('refuses %s as WEAK_PASSWORD and creates nothing', async (password) => {
    const input = registration(withPassword(password))
    const body = await call(CREATE, { input })
    expect(body.data).toBeNull()
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: 'WEAK_PASSWORD' } })
    expect(
      (await t.payload.count({ collection: 'professional-users', where: { email: { equals: input.email } } }))
        .totalDocs,
    ).toBe(0)
  })

  it('refuses the e-mail or the company as password, which would pass for someone else', async () => {
    const own = registration()
    const asEmail = await call(CREATE, { input: { ...own, ...withPassword(own.email.replace(/^s/, 'S')) } })
    expect(asEmail.errors?.[0]?.extensions?.fields?.password).toBe('WEAK_PASSWORD')
    const company = await call(CREATE, {
      input: registration({ company: `Zonnebloem ${t.runId}`, ...withPassword('Zonnebloem1') }),
    })
    expect(company.errors?.[0]?.extensions?.fields?.password).toBe('WEAK_PASSWORD')
    // The same password from a company of another name is accepted.
    expect((await call(CREATE, { input: registration(withPassword('Zonnebloem1')) })).errors).toBeUndefined()
  })

  it('takes 128 characters and refuses 129 (and the 4 002 of the report) as TOO_LONG', async () => {
    const long = `${STRONG}-${'Gx7kQ2pZ'.repeat(16)}`
    const ok = await call(CREATE, { input: registration(withPassword(long.slice(0, 128))) })
    expect(ok.errors).toBeUndefined()
    for (const length of [129, 4002]) {
      const body = await call(CREATE, { input: registration(withPassword(long.padEnd(length, 'x').slice(0, length))) })
      expect(body.errors?.[0]?.extensions?.fields?.password, String(length)).toBe('TOO_LONG')
    }
  })

  it('keeps the format rule first: a long lowercase passphrase is WRONG_PASSWORD_FORMAT', async () => {
    const body = await call(CREATE, { input: registration(withPassword('ardoise crepi lumiere toiture')) })
    expect(body.errors?.[0]?.extensions?.fields?.password).toBe('WRONG_PASSWORD_FORMAT')
  })
})

/** Registers someone, asks for a reset link and reads its token from the outbox. */
async function resetToken(over: Record<string, unknown> = {}): Promise<string> {
  const input = registration(over)
  expect((await call(CREATE, { input })).errors).toBeUndefined()
  const ask = `mutation ($input: AskResetPasswordInput!) { askResetPasswordProfessionalUser(input: $input) { professionalUser { id } } }`
  expect((await call(ask, { input: { email: input.email } })).errors).toBeUndefined()
  const { docs } = await t.payload.find({
    collection: 'outbox',
    where: { and: [{ to: { equals: input.email } }, { template: { equals: 'resetPassword' } }] },
  })
  const token = /resetToken=([\w%-]+)/.exec(docs[0]?.text ?? '')?.[1]
  expect(token).toBeTruthy()
  return decodeURIComponent(token ?? '')
}

describe('password reset', () => {
  it('refuses weak and over-long passwords, keeps the token usable, then takes a strong one', async () => {
    const token = await resetToken()
    for (const password of [...WEAK, 'x'.repeat(4002)]) {
      const body = await call(RESET, { input: { token, ...withPassword(password) } })
      expect(body.errors?.[0]?.extensions?.fields?.password, password.slice(0, 20)).toBe(
        password.length > 128 ? 'TOO_LONG' : 'WEAK_PASSWORD',
      )
    }
    const ok = await call(RESET, { input: { token, ...withPassword('Dakgoot-N9') } })
    expect(ok.errors).toBeUndefined()
  })

  it('refuses the account’s own words, which the reset form cannot know, and the site’s name', async () => {
    // Zonnebloem1 passes for anyone else (see registration); here it is the company's own name.
    const token = await resetToken({ company: `Zonnebloem ${t.runId}` })
    for (const password of ['Zonnebloem1', 'Murelia2026!']) {
      const body = await call(RESET, { input: { token, ...withPassword(password) } })
      expect(body.errors?.[0]?.extensions?.fields?.password, password).toBe('WEAK_PASSWORD')
    }
    expect((await call(RESET, { input: { token, ...withPassword('Dakgoot-N9') } })).errors).toBeUndefined()
  })
})

describe('profile update', () => {
  it('refuses a weak new password, the own e-mail included, and keeps the old one', async () => {
    const input = registration()
    expect((await call(CREATE, { input })).errors).toBeUndefined()
    const login = await call<{ loginProfessionalUser: { professionalUser: { token: string } } }>(LOGIN, {
      input: { email: input.email, password: STRONG },
    })
    const cookie = `session=${login.data?.loginProfessionalUser.professionalUser.token}`
    // Re-authentication (issue 20) asks for the current password with a new one, where the API has the field.
    const fields = await call<{ __type: { inputFields: Array<{ name: string }> } }>(
      '{ __type(name: "UpdateProfessionalUserInput") { inputFields { name } } }',
      {},
    )
    const current = fields.data?.__type.inputFields.some((f) => f.name === 'currentPassword')
      ? { currentPassword: STRONG }
      : {}
    for (const password of ['Password1', 'Wachtwoord1', input.email.replace(/^s/, 'S')]) {
      const body = await call(UPDATE, { input: { ...current, ...withPassword(password) } }, cookie)
      expect(body.errors?.[0]?.extensions?.fields?.password, password).toBe('WEAK_PASSWORD')
    }
    const still = await call(LOGIN, { input: { email: input.email, password: STRONG } })
    expect(still.errors).toBeUndefined()
    const ok = await call(UPDATE, { input: { ...current, ...withPassword('Leien-Nok7') } }, cookie)
    expect(ok.errors).toBeUndefined()
  })
})

describe('staff passwords (Payload’s own writes)', () => {
  it('the policy hook refuses a weak or personal password on `password`, in the admin’s language', async () => {
    const { passwordPolicy } = await import('@/lib/password-policy')
    const run = (data: Record<string, unknown>, language = 'fr', originalDoc?: Record<string, unknown>) =>
      passwordPolicy({
        data,
        originalDoc,
        collection: { slug: 'users' },
        req: { i18n: { language } },
        operation: originalDoc ? 'update' : 'create',
        context: {},
      } as never)
    for (const [password, language, message] of [
      ['Password1', 'fr', /trop facile à deviner/],
      ['Wachtwoord1', 'nl', /te makkelijk te raden/],
      ['admin', 'en', /at least 8 characters/],
      [`Aa1${'x'.repeat(130)}`, 'fr', /128 caractères/],
    ] as const) {
      await expect(run({ email: 'staff@murelia.example', password }, language), password).rejects.toMatchObject({
        data: { errors: [{ path: 'password', message: expect.stringMatching(message) }] },
      })
    }
    // The stored e-mail counts on an update that sends only the password.
    await expect(
      run({ password: 'Direction.Murelia7@example.be' }, 'fr', { email: 'direction.murelia7@example.be' }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'password' }] } })
    await expect(run({ email: 'staff@murelia.example', password: STRONG })).resolves.toMatchObject({ password: STRONG })
    // No password in the change: nothing to check.
    await expect(run({ name: 'Staff' }, 'fr', { email: 'staff@murelia.example' })).resolves.toEqual({ name: 'Staff' })
  })

  it('the users collection holds staff accounts to the rule', async () => {
    const { payload, runId } = t
    const email = `staff-${runId}@murelia.example`
    await expect(payload.create({ collection: 'users', data: { email, password: 'Password1' } })).rejects.toThrow()
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)
    const staff = await payload.create({ collection: 'users', data: { email, password: STRONG } })
    await payload.delete({ collection: 'users', id: staff.id })
  })
})
