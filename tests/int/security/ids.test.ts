import type {
  GraphQLArgument,
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputField,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLSchema,
} from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/payload'

/**
 * Issue 20, robust edges: an id that no document can have (2³¹ and more, zero, negative, a fraction, an exponent,
 * text) answers NOT_FOUND from every operation that takes one, never INTERNAL_SERVER_ERROR (PostgreSQL refused
 * such a value in a query with an error). The operations and the places of their ids are read from the schema,
 * so a new operation is covered without a change here.
 */

interface Body {
  data?: unknown
  errors?: Array<{ message: string; extensions?: { code?: string } }>
}

let ctx: TestPayload
let handlePost: (request: Request) => Promise<Response>
let schema: GraphQLSchema
let errorCodes: readonly string[]

async function gql(query: string, variables: Record<string, unknown>): Promise<{ status: number; body: Body }> {
  const response = await handlePost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A JSON number JavaScript cannot hold (RAW_NUMBER) is written into the body as it is.
      body: JSON.stringify({ query, variables }).replace(/"raw-number:(\d+)"/g, '$1'),
    }),
  )
  return { status: response.status, body: (await response.json()) as Body }
}

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  ;({ schema } = await import('@/graphql/schema'))
  ;({ ERROR_CODES: errorCodes } = await import('@/domain/errors'))
})

afterAll(async () => {
  await ctx?.stop()
})

// ——— Reading the schema (by graphql's own type tags: the test and the schema may hold two copies of graphql) ———

const kindOf = (type: unknown) => Object.prototype.toString.call(type).slice(8, -1)
const isNonNull = (t: unknown): t is GraphQLNonNull<GraphQLInputType> => kindOf(t) === 'GraphQLNonNull'
const isList = (t: unknown): t is GraphQLList<GraphQLInputType> => kindOf(t) === 'GraphQLList'
const isInputObject = (t: unknown): t is GraphQLInputObjectType => kindOf(t) === 'GraphQLInputObjectType'
const isExempt = (f: GraphQLArgument | GraphQLInputField) => f.extensions?.notADocumentId === true

/** A step from an argument down to an id: into an input object's field, or into a list's (only) item. */
type Step = { field: string } | 'item'

/** Every place of a document id under an input type, as the steps that lead to it. */
function idPaths(type: GraphQLInputType, seen: ReadonlySet<string>): Step[][] {
  if (isNonNull(type)) return idPaths(type.ofType, seen)
  if (isList(type)) return idPaths(type.ofType, seen).map((p) => ['item', ...p])
  if (isInputObject(type)) {
    if (seen.has(type.name)) return []
    const inner = new Set(seen).add(type.name)
    return Object.values(type.getFields()).flatMap((f) =>
      isExempt(f) ? [] : idPaths(f.type, inner).map((p) => [{ field: f.name }, ...p]),
    )
  }
  return 'name' in type && type.name === 'ID' ? [[]] : []
}

/** The least value that passes GraphQL's coercion: required fields filled, optional ones left out. */
function minimal(type: GraphQLInputType): unknown {
  if (isNonNull(type)) return minimal(type.ofType)
  if (isList(type)) return []
  if (isInputObject(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNull(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, minimal(f.type)]),
    )
  }
  if (kindOf(type) === 'GraphQLEnumType') return (type as GraphQLEnumType).getValues()[0]?.name
  const scalars: Record<string, unknown> = { ID: '1', String: 'x', Int: 1, Float: 1, Boolean: false }
  return scalars[(type as { name: string }).name] ?? null
}

/** A minimal value of `type` with `value` at the end of `path`. */
function withValueAt(type: GraphQLInputType, path: readonly Step[], value: unknown): unknown {
  if (path.length === 0) return value
  if (isNonNull(type)) return withValueAt(type.ofType, path, value)
  const [step, ...rest] = path as [Step, ...Step[]]
  if (isList(type) && step === 'item') return [withValueAt(type.ofType, rest, value)]
  if (isInputObject(type) && step !== 'item') {
    const field = type.getFields()[step.field]
    if (!field) throw new Error(`No field ${step.field} in ${type.name}`)
    return { ...(minimal(type) as object), [step.field]: withValueAt(field.type, rest, value) }
  }
  throw new Error(`Cannot follow ${JSON.stringify(step)} into ${String(type)}`)
}

interface IdPlace {
  name: string
  query: string
  variables: (value: unknown) => Record<string, unknown>
}

/** Every (operation, place of an id) of the schema, each with the document that sends a value there. */
function idPlaces(): IdPlace[] {
  const places: IdPlace[] = []
  for (const [keyword, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {}) as Array<GraphQLField<unknown, unknown>>) {
      for (const arg of field.args) {
        if (isExempt(arg)) continue
        for (const path of idPaths(arg.type, new Set())) {
          const used = field.args.filter((a) => a === arg || (isNonNull(a.type) && a.defaultValue === undefined))
          const declarations = used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')
          const argsText = used.map((a) => `${a.name}: $${a.name}`).join(', ')
          const named = (function unwrap(t: unknown): unknown {
            return 'ofType' in (t as object) ? unwrap((t as { ofType: unknown }).ofType) : t
          })(field.type)
          const selection = ['GraphQLObjectType', 'GraphQLInterfaceType', 'GraphQLUnionType'].includes(kindOf(named))
            ? ' { __typename }'
            : ''
          const where = path.map((s) => (s === 'item' ? '[]' : `.${s.field}`)).join('')
          places.push({
            name: `${field.name}(${arg.name}${where})`,
            query: `${keyword} Ids(${declarations}) { ${field.name}(${argsText})${selection} }`,
            variables: (value) =>
              Object.fromEntries(
                used.map((a) => [a.name, a === arg ? withValueAt(a.type, path, value) : minimal(a.type)]),
              ),
          })
        }
      }
    }
  }
  return places
}

/** A JSON number written as it is in the request body (9007199254740993 has no exact JavaScript number). */
const rawNumber = (digits: string) => `raw-number:${digits}`

// As text and as JSON numbers.
const BAD_IDS: unknown[] = [
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e3',
  'abc',
  '9007199254740993',
  '',
  '042',
  2147483648,
  -1,
  0,
  rawNumber('9007199254740993'),
]

describe('ids in GraphQL', () => {
  it('finds the operations that take ids in the schema', () => {
    const places = idPlaces()
    const operations = new Set(places.map((p) => p.name.split('(')[0]))
    // Issue 20 counted 15 operations failing on PostgreSQL; the schema has more that take an id.
    expect(operations.size).toBeGreaterThanOrEqual(25)
    for (const name of ['professionalUser', 'estimate', 'createEstimate', 'updateReference', 'updateProject'])
      expect(operations, name).toContain(name)
  })

  it('lets only row ids opt out of the check', () => {
    const exempt: string[] = []
    for (const type of Object.values(schema.getTypeMap())) {
      if (isInputObject(type))
        for (const f of Object.values(type.getFields())) if (isExempt(f)) exempt.push(`${type.name}.${f.name}`)
    }
    expect(exempt.sort()).toEqual(['PreferenceInput.systemLayer', 'SolutionInput.id'])
  })

  it('answers NOT_FOUND for an id no document can have, wherever it is given', async () => {
    const failures: string[] = []
    for (const place of idPlaces()) {
      for (const bad of BAD_IDS) {
        const { status, body } = await gql(place.query, place.variables(bad))
        const codes = (body.errors ?? []).map((e) => e.extensions?.code)
        if (status >= 500 || codes.length === 0 || codes.some((c) => c !== 'NOT_FOUND')) {
          failures.push(`${place.name} ${JSON.stringify(bad)} → HTTP ${status} ${JSON.stringify(body.errors)}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('answers NOT_FOUND for an id written in the document', async () => {
    for (const literal of ['"2147483648"', '2147483648', '"9007199254740993"', '"abc"', '"-1"']) {
      const { status, body } = await gql(`{ professionalUser(id: ${literal}) { id } }`, {})
      expect(status, literal).toBe(200)
      expect(body.errors?.[0]?.extensions?.code, literal).toBe('NOT_FOUND')
    }
  })

  it('answers a code of the catalogue when the value is not even an ID', async () => {
    // GraphQL refuses 1.5 as an ID before any resolver runs: a coercion error, not an id check.
    const { status, body } = await gql('query ($id: ID!) { professionalUser(id: $id) { id } }', { id: 1.5 })
    expect(status).toBeLessThan(500)
    const code = body.errors?.[0]?.extensions?.code
    expect(code).not.toBe('INTERNAL_SERVER_ERROR')
    if (code !== undefined) expect(errorCodes.concat(['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT'])).toContain(code)
  })

  it('still reads the largest id and lets row ids through', async () => {
    const largest = await gql('query ($id: ID!) { professionalUser(id: $id) { id } }', { id: '2147483647' })
    expect(largest.body.errors).toBeUndefined()
    expect(largest.body.data).toEqual({ professionalUser: null })
    // A solution's id is an array row's (hex), not a document's: the anonymous caller is refused for who it is.
    const project = await gql(
      'mutation ($input: CreateProjectInput!) { createProject(input: $input) { __typename } }',
      {
        input: {
          solutions: [{ id: '6560f1a2b3c4d5e6f7a8b9c0', preferences: [{ systemLayer: '6560f1a2b3c4d5e6f7a8b9c1' }] }],
        },
      },
    )
    expect(project.body.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
  })
})

describe('ids in services and URLs', () => {
  it('finds no company for an id no document can have, without asking the database to fail', async () => {
    const directory = await import('@/services/directory')
    for (const id of ['2147483648', '9007199254740993', '0', '-1', 'abc', '1e3']) {
      expect(await directory.findPublicProfessional(id, 'fr'), id).toBeNull()
      expect(await directory.findProfessionalReferences(id, 'fr'), id).toEqual([])
    }
  })

  it('ignores a category filter of the directory that cannot be an id', async () => {
    const { parseDirectoryQuery } = await import('@/domain/directory')
    const { searchProfessionals } = await import('@/services/directory')
    const query = parseDirectoryQuery({ category: ['2147483648', '7', 'abc', '0'] })
    expect(query.categories).toEqual(['7'])
    await expect(searchProfessionals(query, 'fr')).resolves.toBeDefined()
  })

  it('reads the largest possible id on both databases', async () => {
    const { payload } = ctx
    const found = await payload.find({ collection: 'professional-users', where: { id: { equals: 2147483647 } } })
    expect(found.docs).toEqual([])
  })
})
