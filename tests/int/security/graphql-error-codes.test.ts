import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Issue 20: every GraphQL error carries a catalogue code in `extensions.code`, also those graphql raises before any
 * resolver runs (syntax, validation, variables it cannot coerce), and production answers without "Did you mean".
 */

interface GraphQLBody {
  data?: unknown
  errors?: Array<{ message: string; extensions?: { code?: unknown } }>
}

interface Case {
  name: string
  body: BodyInit
  contentType?: string
}

let ctx: TestPayload
let handlePost: (request: Request) => Promise<Response>
let schema: import('graphql').GraphQLSchema
let catalogue: readonly string[]

const ENDPOINT = 'http://localhost:3000/api/graphql'

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  ;({ schema } = await import('@/graphql/schema'))
  catalogue = (await import('@/domain/errors')).ERROR_CODES
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await ctx?.stop()
})

async function send(route: (request: Request) => Promise<Response>, c: Case) {
  const headers: Record<string, string> = c.contentType ? { 'content-type': c.contentType } : {}
  const response = await route(new Request(ENDPOINT, { method: 'POST', headers, body: c.body }))
  const text = await response.text()
  let body: GraphQLBody = {}
  try {
    body = JSON.parse(text) as GraphQLBody
  } catch {
    // Checked below: an answer that is not JSON fails the case.
  }
  return { status: response.status, text, body }
}

const json = (query: unknown, variables?: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ query, variables, ...extra })

/** A small deterministic generator, so a failing case can be found again. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

// graphql's types are read through their printed form and duck-typed methods (two copies of graphql may load).
type NamedType = {
  name: string
  getValues?: () => ReadonlyArray<{ name: string }>
  getFields?: () => Record<string, { name: string; type: unknown }>
}

/** Values graphql must refuse for a variable of this type; `undefined` means "not given". */
function badValues(typeName: string, depth = 0): unknown[] {
  if (typeName.endsWith('!')) return [null, undefined, ...badValues(typeName.slice(0, -1), depth)]
  if (typeName.startsWith('[')) {
    const item = typeName.slice(1, -1)
    const items = badValues(item, depth + 1).filter((v) => v !== undefined && !Array.isArray(v))
    return [{ not: 'a list' }, ...items.slice(0, 3).map((v) => [v])]
  }
  const type = schema.getType(typeName) as NamedType | undefined
  switch (typeName) {
    case 'Int':
      return ['12', 1.5, 2 ** 31, true, {}]
    case 'Float':
      return ['1.5', true, {}]
    case 'String':
      return [1, false, {}, ['text']]
    case 'ID':
      return [true, 1.5, {}]
    case 'Boolean':
      return ['true', 0, {}]
    case 'File':
      return ['not a file', 1, {}, { name: 'photo.jpg', size: 10 }]
  }
  const enumValues = type?.getValues?.()
  if (enumValues) {
    const first = enumValues[0]?.name ?? 'X'
    const nearMiss = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase()
    return ['NOT_A_VALUE', nearMiss, 1, {}]
  }
  const fields = type?.getFields?.()
  if (fields) {
    const list = Object.values(fields)
    const first = list[0]?.name ?? 'x'
    const cases: unknown[] = ['an object expected', [], { unknownField: 1 }, { [`${first}x`]: 1 }]
    if (depth < 2) {
      for (const field of list.slice(0, 3)) {
        for (const value of badValues(String(field.type), depth + 1).slice(0, 3)) {
          if (value !== undefined) cases.push({ [field.name]: value })
        }
      }
    }
    return cases
  }
  return [{}]
}

/** For every root field with arguments, an operation taking each as a variable, sent with one variable wrong. */
function variableCases(): Case[] {
  const cases: Case[] = []
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const
  for (const [keyword, root] of roots) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (field.args.length === 0) continue
      const returned = String(field.type).replace(/[[\]!]/g, '')
      const selection = (schema.getType(returned) as NamedType | undefined)?.getFields ? ' { __typename }' : ''
      const definitions = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')
      const uses = field.args.map((a) => `${a.name}: $${a.name}`).join(', ')
      const query = `${keyword} Fuzz(${definitions}) { ${field.name}(${uses})${selection} }`
      for (const arg of field.args) {
        for (const value of badValues(String(arg.type))) {
          cases.push({
            name: `${field.name}(${arg.name}: ${JSON.stringify(value) ?? 'missing'})`,
            body: json(query, value === undefined ? {} : { [arg.name]: value }),
            contentType: 'application/json',
          })
        }
      }
    }
  }
  return cases
}

/** Documents graphql refuses: syntax, unknown fields and arguments, wrong literals, variables misused. */
function documentCases(): Case[] {
  const documents = [
    '{ landingz { id } }',
    '{ landings { idd } }',
    '{ landings(locale: de) { id } }',
    '{ landings(lang: fr) { id } }',
    '{ professionalUsers(itemsPerPage: "12") { items { id } } }',
    '{ professionalUsers(filters: { sizeMin: "x" }) { items { id } } }',
    '{ professionalUsers(filters: { sizeMinn: 1 }) { items { id } } }',
    '{ professionalUsers(sort: NAME) { items { id } } }',
    '{ professionalUser { id } }',
    '{ professionalUser(id: null) { id } }',
    '{ landings }',
    '{ landings { id { x } } }',
    'query ($a: Int) { landings { id } }',
    'query { landings(locale: $l) { id } }',
    'query ($l: String) { landings(locale: $l) { id } }',
    'query ($l: Nope) { landings(locale: $l) { id } }',
    'query A { landings { id } } query A { landings { id } }',
    '{ ...Missing }',
    'fragment F on Query { ...F } { ...F }',
    'fragment F on Landing { id } { ...F }',
    '{ landings @nope { id } }',
    '{ landings @include(if: "yes") { id } }',
    'subscription { landings { id } }',
    'mutation { loginProfessionalUser { professionalUser { id } } }',
    'mutation { loginProfessionalUser(input: { emial: "a@b.be" }) { professionalUser { id } } }',
  ]
  const cases: Case[] = documents.map((document) => ({
    name: document,
    body: json(document),
    contentType: 'application/json',
  }))
  // Syntax errors: valid documents cut short or with a character changed, at places a generator picks.
  const next = random(20)
  const valid =
    'query Search($f: ProfessionalUserFilters, $n: Int) { professionalUsers(filters: $f, itemsPerPage: $n) { items { id title } paginationInfo { totalCount } } }'
  for (let i = 0; i < 40; i += 1) {
    const at = 1 + Math.floor(next() * (valid.length - 2))
    const broken =
      i % 2 === 0 ? valid.slice(0, at) : `${valid.slice(0, at)}${'{}()$!:@"#'[i % 10]}${valid.slice(at + 1)}`
    cases.push({ name: `syntax ${i}: ${broken}`, body: json(broken), contentType: 'application/json' })
  }
  return cases
}

/** Bodies that are not a GraphQL request at all. */
function bodyCases(): Case[] {
  const bodies: Array<[string, string]> = [
    ['{"query": ', 'application/json'],
    ['', 'application/json'],
    ['null', 'application/json'],
    ['[]', 'application/json'],
    ['"{ landings { id } }"', 'application/json'],
    ['{}', 'application/json'],
    [json(5), 'application/json'],
    [json(null), 'application/json'],
    [json(['{ landings { id } }']), 'application/json'],
    [json('{ landings { id } }', 'variables'), 'application/json'],
    [json('{ landings { id } }', [1, 2]), 'application/json'],
    [json('{ landings { id } }', undefined, { operationName: 5 }), 'application/json'],
    [json('query A { landings { id } }', undefined, { operationName: 'B' }), 'application/json'],
    [json('query A { landings { id } } query B { landings { id } }'), 'application/json'],
    [json('{ landings { id } }', undefined, { extensions: 'x' }), 'application/json'],
    [JSON.stringify([{ query: '{ landings { id } }' }, { query: '{ landings { id } }' }]), 'application/json'],
    ['query=%7B+landings+%7B+id+%7D+%7D&variables=%7B', 'application/x-www-form-urlencoded'],
    ['{ landings { id }', 'application/graphql'],
  ]
  return bodies.map(([body, contentType]) => ({ name: `body ${body.slice(0, 60)}`, body, contentType }))
}

/** Multipart uploads whose file is not a file: a text part, a missing part, a null. */
function uploadCases(): Case[] {
  const query = 'mutation ($input: UploadMediaObjectInput!) { uploadMediaObject(input: $input) { clientMutationId } }'
  const operations = (files: unknown) =>
    json(query, { input: { files, clientMutationId: 'x', uploadKey: 'k'.repeat(32) } })
  const form = (files: unknown, map: Record<string, string[]>, parts: Record<string, string>) => {
    const data = new FormData()
    data.set('operations', operations(files))
    data.set('map', JSON.stringify(map))
    for (const [name, value] of Object.entries(parts)) data.set(name, value)
    return data
  }
  return [
    { name: 'upload: a text part', body: form([null], { 0: ['variables.input.files.0'] }, { 0: 'just text' }) },
    { name: 'upload: the part is missing', body: form([null], { 0: ['variables.input.files.0'] }, {}) },
    { name: 'upload: no map entry', body: form([null], {}, {}) },
    { name: 'upload: a string variable', body: form('not a file', {}, {}) },
    { name: 'upload: a string in the list', body: form(['not a file'], {}, {}) },
    {
      name: 'upload: map is not JSON',
      body: (() => {
        const data = form([null], {}, {})
        data.set('map', '{')
        return data
      })(),
    },
  ]
}

function expectCoded(name: string, answer: Awaited<ReturnType<typeof send>>) {
  expect(answer.status, `${name}: ${answer.text}`).toBeLessThan(500)
  expect(answer.body.errors ?? [], `${name}: ${answer.text}`).not.toHaveLength(0)
  for (const error of answer.body.errors ?? []) {
    expect(typeof error.extensions?.code, `${name}: ${answer.text}`).toBe('string')
    expect(catalogue, `${name}: ${answer.text}`).toContain(error.extensions?.code)
    expect(error.extensions?.code, `${name}: ${answer.text}`).not.toBe('INTERNAL_SERVER_ERROR')
  }
}

describe('every GraphQL error carries a catalogue code', () => {
  it('for a few hundred malformed requests: wrong variable types, nulls, unknown fields and values, bad JSON', async () => {
    const cases = [...variableCases(), ...documentCases(), ...bodyCases(), ...uploadCases()]
    expect(cases.length).toBeGreaterThan(300)
    const codes = new Map<string, number>()
    const wrong: string[] = []
    for (const c of cases) {
      const answer = await send(handlePost, c)
      const uncoded = (answer.body.errors ?? []).filter(
        (e) =>
          typeof e.extensions?.code !== 'string' ||
          !catalogue.includes(e.extensions.code) ||
          e.extensions.code === 'INTERNAL_SERVER_ERROR',
      )
      if (answer.status >= 500 || !answer.body.errors?.length || uncoded.length > 0)
        wrong.push(`${c.name} → ${answer.status} ${answer.text.slice(0, 300)}`)
      for (const error of answer.body.errors ?? []) {
        const code = String(error.extensions?.code)
        codes.set(code, (codes.get(code) ?? 0) + 1)
      }
    }
    console.log(`${cases.length} malformed requests, error codes:`, Object.fromEntries(codes))
    expect(wrong).toEqual([])
  }, 300_000)

  it('answers BAD_REQUEST when a variable cannot be coerced, with what was wrong', async () => {
    const answer = await send(handlePost, {
      name: 'Int',
      body: json('query ($p: Int) { pages(page: $p) { items { id } } }', { p: 'abc' }),
      contentType: 'application/json',
    })
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Variable "\$p" got invalid value "abc"; Int cannot represent/),
        extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
      }),
    ])
  })

  it('answers BAD_REQUEST to an upload of something that is not a file, not INTERNAL_SERVER_ERROR', async () => {
    for (const c of uploadCases()) {
      const answer = await send(handlePost, c)
      expect(
        answer.body.errors?.map((e) => e.extensions?.code),
        `${c.name}: ${answer.text}`,
      ).toEqual(answer.body.errors?.map(() => 'BAD_REQUEST'))
    }
  })

  it('keeps GRAPHQL_VALIDATION_FAILED for a document graphql refuses, and BAD_REQUEST for a syntax error', async () => {
    const unknown = await send(handlePost, {
      name: 'unknown',
      body: json('{ landingz { id } }'),
      contentType: 'application/json',
    })
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
    const syntax = await send(handlePost, {
      name: 'syntax',
      body: json('{ landings { id }'),
      contentType: 'application/json',
    })
    expect(syntax.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST')
  })

  it('still hides an unexpected error behind INTERNAL_SERVER_ERROR', async () => {
    const { maskApiError } = await import('@/graphql/builder')
    const { createGraphQLError } = await import('graphql-yoga')
    const hidden = maskApiError(
      createGraphQLError('boom', { originalError: new TypeError('secret detail'), path: ['landings'] }),
    ) as Error & { extensions?: Record<string, unknown> }
    expect(hidden.message).toBe('Internal server error')
    expect(hidden.extensions?.code).toBe('INTERNAL_SERVER_ERROR')
  })
})

describe('field suggestions', () => {
  const suggesting: Case[] = [
    { name: 'field', body: json('{ landingz { id } }'), contentType: 'application/json' },
    { name: 'argument', body: json('{ landings(localee: fr) { id } }'), contentType: 'application/json' },
    {
      name: 'enum literal',
      body: json('{ landings(locale: FR) { id } }'),
      contentType: 'application/json',
    },
    {
      name: 'enum variable',
      body: json('query ($l: Locale) { landings(locale: $l) { id } }', { l: 'FR' }),
      contentType: 'application/json',
    },
    {
      name: 'input field',
      body: json(
        'mutation ($i: LoginProfessionalUserInput!) { loginProfessionalUser(input: $i) { professionalUser { id } } }',
        { i: { emial: 'a@b.be', password: 'x' } },
      ),
      contentType: 'application/json',
    },
  ]

  it('are given while developing', async () => {
    for (const c of suggesting) {
      const answer = await send(handlePost, c)
      expect(answer.text, c.name).toMatch(/Did you mean/)
    }
  })

  it('are off in production, as introspection is, and every error still has its code', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', 'a-production-secret-for-this-test')
    vi.resetModules()
    const { POST: productionPost, GET: productionGet } = await import('@/app/api/graphql/route')
    const get = await productionGet(new Request('http://localhost:3000/api/graphql?query=%7B__typename%7D'))
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(((await get.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe(
      'BAD_REQUEST',
    )
    for (const c of suggesting) {
      const answer = await send(productionPost, c)
      expect(answer.text, c.name).not.toMatch(/Did you mean/)
      expectCoded(c.name, answer)
    }
    const introspection = await send(productionPost, {
      name: 'introspection',
      body: json('{ __schema { types { name } } }'),
      contentType: 'application/json',
    })
    expect(introspection.body.errors?.[0]?.message).toMatch(/introspection is disabled/)
    // Production does not tell the limits either.
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: landings { id }`).join(' ')
    const limited = await send(productionPost, {
      name: 'aliases',
      body: json(`{ ${aliases} }`),
      contentType: 'application/json',
    })
    expect(limited.body.errors?.[0]).toMatchObject({
      message: 'Query too complex: alias limit exceeded.',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    })
  })
})
