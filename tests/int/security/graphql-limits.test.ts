import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Issue 20, query cost: every document is limited in tokens, aliases, depth and cost before it runs, and the
 * site's own documents never hit a limit.
 */

interface GraphQLBody {
  data?: unknown
  errors?: Array<{ message: string; extensions?: { code?: string } }>
}

/** Where the site, its end-to-end tests and its scripts write the GraphQL documents they send. */
const SOURCE_FOLDERS = ['src/components', 'src/app', 'src/lib', 'tests/e2e', 'scripts']
/** A call of the browser's client, or a request posted to the endpoint (fetch, Playwright, XMLHttpRequest). */
const SENDS_GRAPHQL = /(?<!function )graphqlRequest\s*[<(]|(fetch|\.post|\.open)\(.{0,80}\/api\/graphql/

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name))
}

/**
 * The GraphQL documents written in a file: its string and template literals that start like an operation, with
 * `${NAME}` resolved from the file's own `const NAME = …` literals (the shared selections of the dashboard and
 * the configurator). Whether they parse is checked by the test, not assumed here.
 */
function documentsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const constants = new Map<string, ts.Expression>()
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, node.initializer)
    }
    ts.forEachChild(node, collect)
  }
  collect(source)

  const textOf = (node: ts.Expression, seen: Set<string>): string | null => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
    if (ts.isParenthesizedExpression(node)) return textOf(node.expression, seen)
    if (ts.isIdentifier(node)) {
      const initializer = constants.get(node.text)
      if (!initializer || seen.has(node.text)) return null
      return textOf(initializer, new Set([...seen, node.text]))
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const [left, right] = [textOf(node.left, seen), textOf(node.right, seen)]
      return left === null || right === null ? null : left + right
    }
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text
      for (const span of node.templateSpans) {
        const part = textOf(span.expression, seen)
        if (part === null) return null
        text += part + span.literal.text
      }
      return text
    }
    return null
  }

  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = textOf(node, new Set())
      // An anonymous query needs a nested selection: `{name}` is a message placeholder, not a document.
      if (text && /^\s*((query|mutation|subscription)\b|\{[^{}]*\{)/.test(text)) found.push(text)
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

// The client itself sends the documents of its callers.
const files = SOURCE_FOLDERS.flatMap(sourceFiles).filter(
  (f) => f !== path.join('src', 'lib', 'api-client.ts') && SENDS_GRAPHQL.test(readFileSync(f, 'utf8')),
)
const siteDocuments = files.flatMap((file) => documentsIn(file).map((document) => ({ file, document })))

let ctx: TestPayload
let handlePost: (request: Request) => Promise<Response>
let limits: typeof import('@/graphql/core/limits')
let env: typeof import('@/lib/env').env
let schema: import('graphql').GraphQLSchema
let graphql: typeof import('graphql')

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  limits = await import('@/graphql/core/limits')
  ;({ env } = await import('@/lib/env'))
  ;({ schema } = await import('@/graphql/schema'))
  // The copy of graphql Pothos and Yoga use (see src/graphql/schema.ts).
  graphql = (await import('graphql/index.js')) as typeof import('graphql')
})

afterAll(async () => {
  vi.restoreAllMocks()
  await ctx?.stop()
})

async function post(query: string, variables?: Record<string, unknown>) {
  const started = performance.now()
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  )
  const body = (await response.json()) as GraphQLBody
  return { status: response.status, body, ms: performance.now() - started }
}

/** What the route checks before running a document: the token limit while parsing, then every validation rule. */
function refusals(document: string): string[] {
  const configured = limits.limitsOf(env)
  try {
    const parsed = limits.parseWithTokenLimit(document, configured.maxTokens, true)
    return graphql
      .validate(schema, parsed, [...graphql.specifiedRules, ...limits.limitRules(configured, true)])
      .map((e) => e.message)
  } catch (error) {
    return [(error as Error).message]
  }
}

const aliases = (n: number, field: (i: number) => string) =>
  `query { ${Array.from({ length: n }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`

describe("the site's own documents", () => {
  it('are found in every file that sends GraphQL', () => {
    const withDocuments = new Set(siteDocuments.map((d) => d.file))
    expect(files.filter((f) => !withDocuments.has(f))).toEqual([])
    expect(siteDocuments.length).toBeGreaterThanOrEqual(40)
  })

  it.each(siteDocuments.map((d) => [path.relative('.', d.file), d.document.replace(/\s+/g, ' ').slice(0, 60), d]))(
    '%s: %s… passes every limit',
    (_file, _start, { document }) => {
      expect(refusals(document)).toEqual([])
      expect(document.length).toBeLessThanOrEqual(limits.MAX_DOCUMENT_CHARS)
    },
  )
})

const CARD_FIELDS =
  'id title city postcode description website phoneNumber geographicAreas { id name } workCategories { id }'

describe('a document over a limit', () => {
  let resolverReads: ReturnType<typeof vi.spyOn>[]
  beforeAll(async () => {
    // Warm: the first request builds Yoga's plugins and the schema's caches.
    expect((await post('{ landings { id } }')).body.errors).toBeUndefined()
    const { payload } = ctx
    resolverReads = (['find', 'findByID', 'count', 'findGlobal'] as const).map((method) => vi.spyOn(payload, method))
  })

  const refusedBeforeRunning = async (query: string, variables?: Record<string, unknown>) => {
    for (const spy of resolverReads) spy.mockClear()
    const answer = await post(query, variables)
    // No `data` at all: graphql never started executing; and no resolver read the database.
    expect(answer.body.data).toBeUndefined()
    for (const spy of resolverReads) expect(spy).not.toHaveBeenCalled()
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX')
    return answer
  }

  it('is refused in well under a second: 200 aliases of landings', async () => {
    const { ms, body } = await refusedBeforeRunning(aliases(200, () => 'landings { id }'))
    console.log(`200 aliases of landings: refused in ${ms.toFixed(1)} ms: ${body.errors?.[0]?.message}`)
    expect(ms).toBeLessThan(1000)
  })

  it('is refused in well under a second: 1000 aliases of professionalUsers with distinct filters', async () => {
    const query = aliases(1000, (i) => `professionalUsers(filters: { sizeMin: ${i} }) { items { id } }`)
    const { ms, body } = await refusedBeforeRunning(query)
    console.log(`1000 aliases of professionalUsers: refused in ${ms.toFixed(1)} ms: ${body.errors?.[0]?.message}`)
    expect(ms).toBeLessThan(1000)
  })

  it('is refused for its aliases one over GRAPHQL_MAX_ALIASES, not at the limit', async () => {
    const atLimit = await post(aliases(env.GRAPHQL_MAX_ALIASES, () => 'geographicAreas { id }'))
    expect(atLimit.body.errors).toBeUndefined()
    const { body } = await refusedBeforeRunning(aliases(env.GRAPHQL_MAX_ALIASES + 1, () => 'geographicAreas { id }'))
    expect(body.errors?.[0]?.message).toMatch(/Aliases limit/)
  })

  it('is refused for its tokens past GRAPHQL_MAX_TOKENS, even without an alias', async () => {
    const fields = Array.from({ length: env.GRAPHQL_MAX_TOKENS }, () => '__typename').join(' ')
    const { body } = await refusedBeforeRunning(`{ ${fields} }`)
    expect(body.errors?.[0]?.message).toMatch(/tokens/)
  })

  it('is refused for its cost: large pages of nested lists within the alias and token limits', async () => {
    const query = aliases(
      env.GRAPHQL_MAX_ALIASES,
      (i) => `professionalUsers(itemsPerPage: 48, page: ${i + 1}) { items { ${CARD_FIELDS} } }`,
    )
    expect(refusals(query)).toEqual([expect.stringMatching(/^Query too complex: cost/)])
    const { body } = await refusedBeforeRunning(query)
    expect(body.errors?.[0]?.message).toMatch(/cost \d+ exceeds the limit of \d+/)
  })

  it('is refused for its cost when a variable gives the page size, whatever the variable says', async () => {
    const one = aliases(5, (i) => `professionalUsers(itemsPerPage: 1, page: ${i + 1}) { items { ${CARD_FIELDS} } }`)
    const variable = `query ($n: Int) ${aliases(5, (i) => `professionalUsers(itemsPerPage: $n, page: ${i + 1}) { items { ${CARD_FIELDS} } }`).slice('query '.length)}`
    expect(refusals(one)).toEqual([])
    await refusedBeforeRunning(variable, { n: 1 })
  })

  it('is refused when fragments multiply a selection (each spread counted, each fragment computed once)', async () => {
    const fragments = Array.from(
      { length: 12 },
      (_, i) =>
        `fragment F${i} on Query { ${i === 11 ? 'landings { id }' : `...F${i + 1} a${i}: geographicAreas { id } ...F${i + 1}`} }`,
    )
    const started = performance.now()
    const { body } = await refusedBeforeRunning(`query { ...F0 } ${fragments.join(' ')}`)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(body.errors?.map((e) => e.extensions?.code)).toContain('QUERY_TOO_COMPLEX')
  })

  it('hides the limits themselves in production', async () => {
    const rules = limits.limitRules(limits.limitsOf(env), false)
    const document = graphql.parse(aliases(env.GRAPHQL_MAX_ALIASES + 1, () => 'geographicAreas { id }'))
    const messages = graphql.validate(schema, document, rules).map((e) => e.message)
    expect(messages).toEqual(['Query too complex: alias limit exceeded.'])
    expect(() => limits.parseWithTokenLimit('{ a b c d }', 3, false)).toThrow(
      'Query too complex: token limit exceeded.',
    )
  })
})

describe('the cost of an operation', () => {
  const costOf = (query: string) => {
    const document = graphql.parse(query)
    const operation = document.definitions.find((d) => d.kind === 'OperationDefinition')
    if (operation?.kind !== 'OperationDefinition') throw new Error('no operation')
    return limits.operationCost(schema, operation, (name) => {
      const fragment = document.definitions.find((d) => d.kind === 'FragmentDefinition' && d.name.value === name)
      return fragment?.kind === 'FragmentDefinition' ? fragment : null
    })
  }

  it('weighs root fields, fields, and list items by their page size', () => {
    expect(costOf('{ landings { id } }')).toBe(limits.ROOT_FIELD_COST + 1)
    // professionalUsers answers 12 items unless asked: `items` costs 1 plus 12 times its selection.
    expect(costOf('{ professionalUsers { items { id title } } }')).toBe(limits.ROOT_FIELD_COST + 1 + 12 * 2)
    expect(costOf('{ professionalUsers(itemsPerPage: 48) { items { id } paginationInfo { totalCount } } }')).toBe(
      limits.ROOT_FIELD_COST + (1 + 48) + (1 + 1),
    )
    expect(costOf('query ($n: Int) { professionalUsers(itemsPerPage: $n) { items { id } } }')).toBe(
      limits.ROOT_FIELD_COST + 1 + limits.LARGEST_PAGE,
    )
    // Lists nested in a page multiply again; a fragment costs what its fields cost where it is spread.
    expect(
      costOf(
        '{ professionalUsers(itemsPerPage: 2) { items { ...Card } } } fragment Card on PublicProfessionalUser { id workCategories { id } }',
      ),
    ).toBe(limits.ROOT_FIELD_COST + 1 + 2 * (1 + 1 + 1))
    expect(costOf('{ __typename landings { __typename id } }')).toBe(limits.ROOT_FIELD_COST + 1)
  })
})

describe('a request too large to read', () => {
  const raw = (body: string, headers: Record<string, string>) =>
    handlePost(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers, body }))

  it('refuses a body of too many values before coercing them (millions held the event loop for 16 s)', async () => {
    // Under the 1 MB a JSON body may take, as many values as fit.
    const contacts = Array.from({ length: 250_000 }, () => ({}))
    const mutation = 'mutation($i: CreateProjectInput!) { createProject(input: $i) { project { id } } }'
    const { body, ms } = await post(mutation, { i: { name: 'x', contacts } })
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX')
    expect(ms).toBeLessThan(1_000)
    const ids = await post('query($a: [ID!]) { estimateSystems(estimateAnswers: $a, locale: fr) { id } }', {
      a: Array.from({ length: 20_000 }, (_, i) => String(i + 1)),
    })
    expect(ids.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX')
  })

  it('refuses a document of comments or one long name, and a JSON body over 1 MB', async () => {
    const comments = await post(`#${'x'.repeat(100_000)}\n{ __typename }`)
    expect(comments.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX')
    const name = await post(`{ ${'a'.repeat(100_000)} }`)
    expect(name.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX')
    expect(JSON.stringify(name.body).length).toBeLessThan(2_000)
    const big = JSON.stringify({ query: '{ __typename }', variables: { x: 'y'.repeat(1_100_000) } })
    const response = await raw(big, { 'content-type': 'application/json', 'content-length': String(big.length) })
    expect(response.status).toBe(413)
    expect(((await response.json()) as GraphQLBody).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST')
    // The same body sent in chunks, without a length, is read no further than the limit.
    const chunked = (text: string) =>
      handlePost(
        new Request('http://localhost:3000/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: new Blob([text]).stream(),
          duplex: 'half',
        } as RequestInit),
      )
    expect((await chunked(big)).status).toBe(413)
    const small = await chunked(JSON.stringify({ query: '{ __typename }' }))
    expect(small.status).toBe(200)
    expect(await small.json()).toEqual({ data: { __typename: 'Query' } })
  })

  it('counts values without recursion and stops at the limit', () => {
    expect(limits.exceedsValueCount({ a: [1, 2, { b: 3 }] }, 6)).toBe(false)
    expect(limits.exceedsValueCount({ a: [1, 2, { b: 3 }] }, 5)).toBe(true)
    let deep: unknown = 1
    for (let i = 0; i < 100_000; i++) deep = [deep]
    expect(limits.exceedsValueCount(deep, 10_000)).toBe(true)
    expect(limits.exceedsValueCount(undefined, 1)).toBe(false)
    // An uploaded file is one value, however many bytes it holds.
    const file = new File([new Uint8Array(2_000_000)], 'photo.jpg')
    expect(limits.exceedsValueCount({ input: { files: [file, new Uint8Array(50_000)] } }, 10)).toBe(false)
  })
})

describe('a request another site could make a browser send', () => {
  const raw = (body: string, headers: Record<string, string>) =>
    handlePost(new Request('http://localhost:3000/api/graphql', { method: 'POST', headers, body }))

  it('refuses the bodies a plain form can post (url-encoded, text), even without Origin', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/graphql']) {
      const response = await raw('query=mutation { logoutProfessionalUser { ok } }', { 'content-type': type })
      expect(`${type} → ${response.status}`).toBe(`${type} → 415`)
      expect(((await response.json()) as GraphQLBody).errors?.[0]?.extensions?.code).toBe('BAD_REQUEST')
    }
  })

  it('refuses a request the browser marks as cross-site, and one from another origin', async () => {
    const body = JSON.stringify({ query: '{ __typename }' })
    const crossSite = await raw(body, { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const otherOrigin = await raw(body, { 'content-type': 'application/json', origin: 'http://evil.example' })
    expect(otherOrigin.status).toBe(403)
    const sameOrigin = await raw(body, { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' })
    expect(sameOrigin.status).toBe(200)
  })
})
