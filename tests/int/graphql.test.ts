import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

interface GraphQLBody<T> {
  data?: T
  errors?: Array<{ message: string; extensions?: { code?: string } }>
}

let ctx: TestPayload
let handlePost: (request: Request) => Promise<Response>
const created: { menu?: number; footer?: number; areas: number[] } = { areas: [] }

const ENDPOINT = 'http://localhost:3000/api/graphql'

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return handlePost(
    new Request(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  )
}

async function gql<T>(
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<GraphQLBody<T>> {
  const response = await post({ query, variables }, headers)
  return (await response.json()) as GraphQLBody<T>
}

beforeAll(async () => {
  ctx = await startTestPayload()
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  const { payload, runId } = ctx

  for (const [code, fr, nl, weight, ranges] of [
    [`T${runId}-LUX`, 'Luxembourg', 'Luxemburg', 2, [{ from: 6600, to: 6999 }]],
    [`T${runId}-ANT`, 'Anvers', 'Antwerpen', 1, [{ from: 2000, to: 2999 }]],
  ] as const) {
    const area = await payload.create({
      collection: 'geographic-areas',
      locale: 'fr',
      data: { code, name: fr, type: 'PROVINCE', weight, postalCodesRange: [...ranges] },
    })
    await payload.update({ collection: 'geographic-areas', id: area.id, locale: 'nl', data: { name: nl } })
    created.areas.push(area.id)
  }

  // userProfile is unique: on a shared database, replace whatever public menu is there.
  await payload.delete({ collection: 'menus', where: { userProfile: { equals: 'PUBLIC_PROFILE' } } })
  const menu = await payload.create({
    collection: 'menus',
    locale: 'fr',
    data: {
      userProfile: 'PUBLIC_PROFILE',
      items: [{ title: 'Solutions', link: '/fr/solutions', subItems: [{ title: 'Façade', link: '/fr/facadier' }] }],
      ctas: [{ title: 'Demander un devis', link: '/fr/devis' }],
    },
  })
  await payload.update({
    collection: 'menus',
    id: menu.id,
    locale: 'nl',
    data: {
      items: [
        { title: 'Oplossingen', link: '/nl/oplossingen', subItems: [{ title: 'Gevel', link: '/nl/gevelbezetter' }] },
      ],
      ctas: [{ title: 'Offerte aanvragen', link: '/nl/prijsofferte' }],
    },
  })
  created.menu = menu.id

  const footer = await payload.create({
    collection: 'footers',
    locale: 'fr',
    data: {
      name: `Footer ${runId}`,
      socialLinks: [{ socialNetwork: 'facebook', url: 'https://facebook.com/example' }],
      footerLinks: [{ title: 'Mentions légales', link: '/fr/mentions-legales' }],
      items: [
        { title: 'Aide', weight: 20, rank: 0, links: [{ title: 'FAQ', link: '/fr/faq', rank: 0 }] },
        {
          title: 'Produits',
          weight: 10,
          rank: 0,
          links: [
            { title: 'Enduits', link: '/fr/enduits', rank: 2 },
            { title: 'Isolation', link: '/fr/isolation', rank: 1 },
          ],
        },
      ],
    },
  })
  created.footer = footer.id
})

afterAll(async () => {
  if (!ctx) return
  const { payload } = ctx
  if (created.menu) await payload.delete({ collection: 'menus', id: created.menu })
  if (created.footer) await payload.delete({ collection: 'footers', id: created.footer })
  if (created.areas.length)
    await payload.delete({ collection: 'geographic-areas', where: { id: { in: created.areas } } })
  await ctx.stop()
})

const MENUS = `query ($locale: Locale!) {
  getMenus(locale: $locale) { userProfile items { title link items { title link } } ctas { title link } }
}`
type MenusData = {
  getMenus: Array<{
    userProfile: string
    items: Array<{ title: string; items: Array<{ title: string }> }>
    ctas: Array<{ title: string }>
  }>
}

describe('POST /api/graphql', () => {
  it("getMenus returns each language's items", async () => {
    for (const [locale, item, sub, cta] of [
      ['fr', 'Solutions', 'Façade', 'Demander un devis'],
      ['nl', 'Oplossingen', 'Gevel', 'Offerte aanvragen'],
    ] as const) {
      const { data, errors } = await gql<MenusData>(MENUS, { locale })
      expect(errors).toBeUndefined()
      const menu = data?.getMenus.find((m) => m.userProfile === 'PUBLIC_PROFILE')
      expect(menu?.items.map((i) => i.title)).toEqual([item])
      expect(menu?.items[0]?.items.map((i) => i.title)).toEqual([sub])
      expect(menu?.ctas.map((c) => c.title)).toEqual([cta])
    }
  })

  it('getFooter orders groups by weight and links by rank', async () => {
    const { data, errors } = await gql<{
      getFooter: {
        id: string
        socialLinks: Array<{ socialNetwork: string }>
        items: Array<{ title: string; items: Array<{ title: string }> }>
      }
    }>(
      `query ($id: ID, $locale: Locale!) {
        getFooter(id: $id, locale: $locale) { id socialLinks { socialNetwork url } footerLinks { title link }
          items { title weight rank items { title link rank } } }
      }`,
      { id: String(created.footer), locale: 'fr' },
    )
    expect(errors).toBeUndefined()
    expect(data?.getFooter.id).toBe(String(created.footer))
    expect(data?.getFooter.socialLinks).toEqual([{ socialNetwork: 'facebook', url: 'https://facebook.com/example' }])
    expect(data?.getFooter.items.map((g) => g.title)).toEqual(['Produits', 'Aide'])
    expect(data?.getFooter.items[0]?.items.map((l) => l.title)).toEqual(['Isolation', 'Enduits'])
  })

  it('getFooter answers null for an unknown id', async () => {
    const { data, errors } = await gql<{ getFooter: null }>('{ getFooter(id: "999999999", locale: fr) { id } }')
    expect(errors).toBeUndefined()
    expect(data?.getFooter).toBeNull()
  })

  it('geographicAreas returns provinces with their postal-code ranges, by weight, in the header locale', async () => {
    const { data, errors } = await gql<{
      geographicAreas: Array<{
        id: string
        name: string
        type: string
        postalCodesRange: Array<{ from: number; to: number }>
      }>
    }>('{ geographicAreas { id name type postalCodesRange { from to } } }', undefined, { 'x-locale': 'nl' })
    expect(errors).toBeUndefined()
    const mine = (data?.geographicAreas ?? []).filter((a) => created.areas.map(String).includes(a.id))
    expect(mine).toEqual([
      {
        id: String(created.areas[1]),
        name: 'Antwerpen',
        type: 'PROVINCE',
        postalCodesRange: [{ from: 2000, to: 2999 }],
      },
      {
        id: String(created.areas[0]),
        name: 'Luxemburg',
        type: 'PROVINCE',
        postalCodesRange: [{ from: 6600, to: 6999 }],
      },
    ])
  })

  it('getGeographicalCoverage exposes id and title in the requested locale', async () => {
    const { data, errors } = await gql<{ getGeographicalCoverage: Array<{ id: string; title: string }> }>(
      '{ getGeographicalCoverage(locale: fr) { id title } }',
      undefined,
      { 'accept-language': 'nl-BE,nl;q=0.9' },
    )
    expect(errors).toBeUndefined()
    const titles = (data?.getGeographicalCoverage ?? [])
      .filter((a) => created.areas.map(String).includes(a.id))
      .map((a) => a.title)
    expect(titles).toEqual(['Anvers', 'Luxembourg'])
  })

  it('rejects an unknown field with GRAPHQL_VALIDATION_FAILED', async () => {
    const { data, errors } = await gql<unknown>('{ getMenus(locale: fr) { password } }')
    expect(data).toBeUndefined()
    expect(errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
  })

  it('rejects a query deeper than GRAPHQL_MAX_DEPTH', async () => {
    const { env } = await import('@/lib/env')
    let selection = 'name'
    for (let i = 0; i <= env.GRAPHQL_MAX_DEPTH; i += 1) selection = `ofType { ${selection} }`
    const { data, errors } = await gql<unknown>(`{ __type(name: "Menu") { fields { type { ${selection} } } } }`)
    expect(data).toBeUndefined()
    expect(errors?.[0]?.message).toMatch(/depth limit/)
    expect(errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
  })

  it('has a rule that refuses introspection (added in production)', async () => {
    const [{ noSchemaIntrospection }, { schema }, graphql] = await Promise.all([
      import('@/graphql/builder'),
      import('@/graphql/schema'),
      import('graphql/index.js'), // the copy Pothos uses (see src/graphql/schema.ts)
    ])
    const check = (query: string) => graphql.validate(schema, graphql.parse(query), [noSchemaIntrospection])
    expect(check('{ __schema { types { name } } }')[0]?.message).toMatch(/introspection is disabled/)
    expect(check('{ __type(name: "Menu") { name } }')).toHaveLength(1)
    expect(check('{ getMenus(locale: fr) { __typename userProfile } }')).toEqual([])
  })

  it('keeps the code of an AppError and hides any other error', async () => {
    const { maskApiError } = await import('@/graphql/builder')
    const { AppError } = await import('@/services/core/errors')
    const { createGraphQLError } = await import('graphql-yoga')
    const known = maskApiError(
      createGraphQLError('wrapped', {
        originalError: new AppError('NOT_FOUND', 'No such footer'),
        path: ['getFooter'],
      }),
    )
    expect(JSON.parse(JSON.stringify(known))).toMatchObject({
      message: 'No such footer',
      path: ['getFooter'],
      extensions: { code: 'NOT_FOUND' },
    })
    const unknown = maskApiError(
      createGraphQLError('wrapped', { originalError: new Error('deliberate failure: secret internal detail') }),
    )
    const shown = JSON.stringify(unknown)
    expect(JSON.parse(shown)).toMatchObject({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    })
    expect(shown).not.toMatch(/secret|stack/)
  })

  it('refuses a POST from another origin and sends no-store', async () => {
    const query = { query: '{ getMenus(locale: fr) { userProfile } }' }
    const foreign = await post(query, { origin: 'https://attacker.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('cache-control')).toBe('no-store')
    const same = await post(query, { origin: 'http://localhost:3000' })
    expect(same.status).toBe(200)
    expect(same.headers.get('cache-control')).toBe('no-store')
  })
})
