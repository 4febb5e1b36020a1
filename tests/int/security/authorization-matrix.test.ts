import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionProfessional } from '@/services/accounts'
import { startTestPayload, type TestPayload } from '../helpers/payload'
import { picture, uploadRequest } from '../helpers/quotation'

/**
 * The authorization matrix: every operation of the public GraphQL API, and every route of ours under src/app/api
 * that carries data, against every identity, with what must happen. Each cell is a real request to the real
 * handler. A new GraphQL operation fails the first test until it gets a row.
 *
 * Identities: `visitor` (no session), `A` (the professional who owns the data the row acts on), `B` (another
 * professional, trying A's objects by id), `staff` (signed in to /admin; GraphQL treats them as a visitor except
 * for `merchants`). The owner acts last in each row, so B's attempts come before A's own update or delete.
 *
 * Cells:
 * - `public`: anyone may; for reads the answer does not depend on who asks (compared where the row has data of
 *   this run to compare).
 * - `allowed`: done, on the asker's own data only (the row checks the stored result).
 * - `null`: answered null, nothing revealed.
 * - an error code (`ACCESS_DENIED`, `NOT_FOUND`, `INVALID_TOKEN`): refused with that code, and nothing changed.
 * - REST rows: `401` / `403` are the HTTP status of the refusal.
 */

type Who = 'visitor' | 'A' | 'B' | 'staff'
type Cell = 'public' | 'allowed' | 'null' | 'ACCESS_DENIED' | 'NOT_FOUND' | 'INVALID_TOKEN' | '401' | '403'
type Row = readonly [visitor: Cell, A: Cell, B: Cell, staff: Cell]
const COLUMNS: readonly Who[] = ['visitor', 'A', 'B', 'staff']
const RUN_ORDER: readonly Who[] = ['visitor', 'staff', 'B', 'A']

// GraphQL: one row per operation (`operation · variant` for a second attempt at the same operation).
// biome-ignore format: the table is aligned by hand, one row per line
const GRAPHQL = {
  //                                           visitor          professional A   professional B   staff
  // ——— Query: public catalogue and content
  'article':                                 ['public',        'public',        'public',        'public'],
  'articles':                                ['public',        'public',        'public',        'public'],
  'blog':                                    ['public',        'public',        'public',        'public'],
  'blogs':                                   ['public',        'public',        'public',        'public'],
  'coatings':                                ['public',        'public',        'public',        'public'],
  'estimateProfessionals':                   ['public',        'public',        'public',        'public'],
  'estimateQuestions':                       ['public',        'public',        'public',        'public'],
  'estimateSteps':                           ['public',        'public',        'public',        'public'],
  'estimateSystem':                          ['public',        'public',        'public',        'public'],
  'estimateSystems':                         ['public',        'public',        'public',        'public'],
  'faqs':                                    ['public',        'public',        'public',        'public'],
  'geographicAreas':                         ['public',        'public',        'public',        'public'],
  'getFooter':                               ['public',        'public',        'public',        'public'],
  'getGeographicalCoverage':                 ['public',        'public',        'public',        'public'],
  'getMenus':                                ['public',        'public',        'public',        'public'],
  'landing':                                 ['public',        'public',        'public',        'public'],
  'landings':                                ['public',        'public',        'public',        'public'],
  'layers':                                  ['public',        'public',        'public',        'public'],
  'page':                                    ['public',        'public',        'public',        'public'],
  'pages':                                   ['public',        'public',        'public',        'public'],
  'paragraphs':                              ['public',        'public',        'public',        'public'],
  'products':                                ['public',        'public',        'public',        'public'],
  'professionalUser':                        ['public',        'public',        'public',        'public'],
  'professionalUserReferences':              ['public',        'public',        'public',        'public'],
  'professionalUsers':                       ['public',        'public',        'public',        'public'],
  'reference':                               ['public',        'public',        'public',        'public'],
  'references':                              ['public',        'public',        'public',        'public'],
  'tokenMerchant':                           ['public',        'public',        'public',        'public'],
  'workCategories':                          ['public',        'public',        'public',        'public'],
  // ——— Query: the session's own data
  'currentProfessionalUser':                 ['null',          'allowed',       'allowed',       'null'],
  'estimate':                                ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'estimates':                               ['ACCESS_DENIED', 'allowed',       'allowed',       'ACCESS_DENIED'],
  'estimates · user: A':                     ['ACCESS_DENIED', 'allowed',       'ACCESS_DENIED', 'ACCESS_DENIED'],
  'estimateStatusCounts':                    ['ACCESS_DENIED', 'allowed',       'allowed',       'ACCESS_DENIED'],
  'ownReferences':                           ['ACCESS_DENIED', 'allowed',       'allowed',       'ACCESS_DENIED'],
  'ownReviews':                              ['ACCESS_DENIED', 'allowed',       'allowed',       'ACCESS_DENIED'],
  'project':                                 ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'projects':                                ['ACCESS_DENIED', 'allowed',       'allowed',       'ACCESS_DENIED'],
  'visualiserProject':                       ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'visualiserProjects':                      ['ACCESS_DENIED', 'allowed',       'allowed',       'ACCESS_DENIED'],
  'merchants':                               ['ACCESS_DENIED', 'ACCESS_DENIED', 'ACCESS_DENIED', 'allowed'],
  // ——— Mutation: open to everyone (limited per address, not per identity)
  'loginProfessionalUser':                   ['public',        'public',        'public',        'public'],
  'createProfessionalUser':                  ['public',        'public',        'public',        'public'],
  'askResetPasswordProfessionalUser':        ['public',        'public',        'public',        'public'],
  'createRequestPassword':                   ['public',        'public',        'public',        'public'],
  'resetPasswordProfessionalUser':           ['public',        'public',        'public',        'public'],
  'resetPasswordRequestPassword':            ['public',        'public',        'public',        'public'],
  'createContactRequest':                    ['public',        'public',        'public',        'public'],
  'uploadMediaObject':                       ['public',        'public',        'public',        'public'],
  'createEstimate':                          ['public',        'public',        'public',        'public'],
  'createEstimate · photo uploaded by A':    ['ACCESS_DENIED', 'allowed',       'ACCESS_DENIED', 'ACCESS_DENIED'],
  // a professional's picture goes to their account, anyone else's is mailed to the address given (the row checks which)
  'saveVisualiserProject':                   ['public',        'public',        'public',        'public'],
  // a visitor's saved picture: its mailed link's token is the grant, whoever holds it
  'visualiserProject · visitor’s token':     ['public',        'public',        'public',        'public'],
  'visualiserProject · forged token':        ['INVALID_TOKEN', 'INVALID_TOKEN', 'INVALID_TOKEN', 'INVALID_TOKEN'],
  'deleteVisualiserProject · forged token':  ['INVALID_TOKEN', 'INVALID_TOKEN', 'INVALID_TOKEN', 'INVALID_TOKEN'],
  // the follow-up link is the grant, whoever holds it; without it nobody, staff included, reaches a request
  'withdrawEstimateRequest · forged token':  ['NOT_FOUND',     'NOT_FOUND',     'NOT_FOUND',     'NOT_FOUND'],
  'createReview · forged token':             ['NOT_FOUND',     'NOT_FOUND',     'NOT_FOUND',     'NOT_FOUND'],
  'addEstimateProfessional · forged token':  ['NOT_FOUND',     'NOT_FOUND',     'NOT_FOUND',     'NOT_FOUND'],
  'updateReview · forged token':             ['NOT_FOUND',     'NOT_FOUND',     'NOT_FOUND',     'NOT_FOUND'],
  // whose review it is is proven in tests/int/reviews.test.ts; here, nobody reaches one that is not theirs
  'replyToReview · unknown review':          ['ACCESS_DENIED', 'NOT_FOUND',     'NOT_FOUND',     'ACCESS_DENIED'],
  'removeMediaObject · photo uploaded by A': ['ACCESS_DENIED', 'allowed',       'ACCESS_DENIED', 'ACCESS_DENIED'],
  // ——— Mutation: professionals only, on their own data
  'createColorFinder':                       ['ACCESS_DENIED', 'allowed',       'allowed',       'ACCESS_DENIED'],
  'updateProfessionalUser':                  ['ACCESS_DENIED', 'allowed',       'allowed',       'ACCESS_DENIED'],
  'updateProfessionalUser · id of A':        ['ACCESS_DENIED', 'allowed',       'ACCESS_DENIED', 'ACCESS_DENIED'],
  'updateProfessionalUser · image of A':     ['ACCESS_DENIED', 'allowed',       'ACCESS_DENIED', 'ACCESS_DENIED'],
  'updateEstimate':                          ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'deleteEstimate':                          ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'createReference':                         ['ACCESS_DENIED', 'allowed',       'allowed',       'ACCESS_DENIED'],
  'createReference · image of A':            ['ACCESS_DENIED', 'allowed',       'ACCESS_DENIED', 'ACCESS_DENIED'],
  'updateReference':                         ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'updateReference · image of A':            ['ACCESS_DENIED', 'allowed',       'ACCESS_DENIED', 'ACCESS_DENIED'],
  'deleteReference':                         ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'createProject':                           ['ACCESS_DENIED', 'allowed',       'allowed',       'ACCESS_DENIED'],
  'updateProject':                           ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'deleteProject':                           ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'downloadDocumentsProject':                ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'emailProject':                            ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'saveVisualiserProject · id of A':         ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
  'deleteVisualiserProject':                 ['ACCESS_DENIED', 'allowed',       'NOT_FOUND',     'ACCESS_DENIED'],
} as const satisfies Record<string, Row>

// Our own routes under src/app/api that carry data, called directly with each identity's credentials.
// biome-ignore format: the table is aligned by hand, one row per line
const REST = {
  //                                                          visitor   professional A   professional B   staff
  'GET /api/uploads/:id · no signature':                      ['403',   '403',           '403',           '403'],
  'GET /api/uploads/:id · link A was given':                  ['public', 'public',       'public',        'public'],
  'GET /api/uploads/:id · that signature on another id':      ['403',   '403',           '403',           '403'],
  'GET /api/configurator/documents/:id · no signature':       ['403',   '403',           '403',           '403'],
  'GET /api/configurator/documents/:id · link A was given':   ['public', 'public',       'public',        'public'],
  'GET /api/configurator/documents/:id · that signature on another id': ['403', '403',   '403',           '403'],
  'POST /api/dashboard/company-image':                        ['401',   'allowed',       'allowed',       '401'],
  'GET /api/sample-requests/export.csv':                      ['401',   '403',           '403',           'allowed'],
  'POST /api/session/logout':                                 ['public', 'public',       'public',        'public'],
} as const satisfies Record<string, Row>

/** Routes under src/app/api that hold no account data, and why they have no row. */
const ROUTES_WITHOUT_ROWS: Record<string, string> = {
  '/api/graphql': 'every operation has its row in GRAPHQL',
  '/api/health': 'liveness, answers the same to everyone',
  '/api/ready': 'readiness, answers the same to everyone',
  '/api/metrics': 'counts, no account data; METRICS_ALLOW addresses only (tests/int/observability.test.ts)',
  '/api/address-suggestions': 'relays an address search; stores and reads nothing of ours',
  '/api/search':
    'the site search: reads an index of public documents only (published, listed), counts queries with nothing of a person (tests/int/search-route.test.ts)',
}

type GraphQLRow = keyof typeof GRAPHQL
type RestRow = keyof typeof REST
type Probe = (who: Who) => Promise<string>

interface GraphQLBody {
  data?: Record<string, unknown> | null
  errors?: Array<{ message: string; extensions?: { code?: string } }>
}

let t: TestPayload
let payload: Payload
let run = ''
let graphqlPost: (request: Request) => Promise<Response>
/** The last answer a probe saw, quoted when its cell fails. */
let lastAnswer = ''

const fx = {
  areaId: 0,
  categoryId: '',
  id: { A: '', B: '' },
  email: { A: '', B: '' },
  token: { A: '', B: '' },
  user: {} as Record<'A' | 'B', SessionProfessional>,
  staffToken: '',
  mediaA: '',
  mediaB: '',
  /** A private photo A uploaded while signed in (owner A). */
  photoA: '',
  /** The photo of the request A received, and the signed link A's dashboard hands out for it. */
  requestPhoto: '',
  requestPhotoUrl: '',
  estimateA: '',
  estimateA2: '',
  estimateB: '',
  referenceA: '',
  referenceA2: '',
  referenceB: '',
  projectA: '',
  projectA2: '',
  projectUrl: '',
  /** A's saved visualiser pictures, and the token of the link a visitor's was mailed with. */
  visualiserA: '',
  visualiserA2: '',
  visualiserToken: '',
  sampleCode: '',
  systemId: '',
  answers: [] as Array<{ question: string; answer: string }>,
  projectSolution: {} as Record<string, unknown>,
  finish: {} as Record<string, unknown>,
}
const PASSWORD = 'Ardoise-Crepi-Lumiere-2026'
const STRONG_PASSWORD = 'Nouvelle-Facade-Grise-2031'

let ipSequence = 0
/** A different address per request: no per-address limit counts two cells together. */
function nextIp(): string {
  ipSequence += 1
  return `198.18.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`
}

function credentials(who: Who): Record<string, string> {
  if (who === 'A' || who === 'B') return { authorization: `Bearer ${fx.token[who]}` }
  if (who === 'staff') return { authorization: `JWT ${fx.staffToken}` }
  return {}
}

async function gql(who: Who, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLBody> {
  const response = await graphqlPost(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-locale': 'fr',
        'x-forwarded-for': nextIp(),
        ...credentials(who),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  const body = (await response.json()) as GraphQLBody
  lastAnswer = JSON.stringify(body).slice(0, 400)
  return body
}

/** `allowed`, `null`, or the error's code. */
function outcomeOf(body: GraphQLBody, field: string): string {
  const error = body.errors?.[0]
  if (error) return error.extensions?.code ?? `error without a code: ${error.message}`
  const value = body.data?.[field]
  if (value === undefined) return 'no data'
  return value === null ? 'null' : 'allowed'
}

/** A nested value of a GraphQL answer. */
function dig(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    value,
  )
}

const idsOf = (items: unknown): string[] => (Array.isArray(items) ? items.map((i) => String(dig(i, 'id'))) : [])
const relIds = (value: unknown): string[] =>
  (Array.isArray(value) ? value : []).map((v) => String(typeof v === 'object' && v !== null ? v.id : v))
const isPro = (who: Who): who is 'A' | 'B' => who === 'A' || who === 'B'

/**
 * A public operation: answered for everyone; with `fingerprint`, the part of the answer built from this run's data
 * must be there and the same for every identity.
 */
function publicProbe(
  query: string,
  variables: (who: Who) => Record<string, unknown>,
  field: string,
  fingerprint?: (data: unknown) => unknown,
): Probe {
  let first: string | undefined
  return async (who) => {
    const body = await gql(who, query, variables(who))
    const outcome = outcomeOf(body, field)
    if (outcome !== 'allowed' && outcome !== 'null') return outcome
    if (!fingerprint) return 'public'
    const print = JSON.stringify(fingerprint(body.data?.[field]) ?? null)
    if (print === 'null' || print === '[]') return `answer without this run's data: ${print}`
    first ??= print
    return print === first ? 'public' : `another answer than the visitor's: ${print} ≠ ${first}`
  }
}

/**
 * An operation on owned data: the outcome, and when allowed, `check` must find nothing wrong (data of someone
 * else, the change not stored); when refused, `unchanged` must find the target as it was.
 */
function ownProbe(
  query: string,
  variables: (who: Who) => Record<string, unknown>,
  field: string,
  check: (who: Who, data: unknown) => Promise<string | null> | string | null,
  unchanged?: (who: Who) => Promise<string | null>,
): Probe {
  return async (who) => {
    const body = await gql(who, query, variables(who))
    const outcome = outcomeOf(body, field)
    if (outcome === 'allowed') return (await check(who, body.data?.[field])) ?? 'allowed'
    if (unchanged) {
      const problem = await unchanged(who)
      if (problem) return `${outcome}, but ${problem}`
    }
    return outcome
  }
}

/** A public operation checked like an owned one (`check` applies): `allowed` reads `public`. */
function asPublic(probe: Probe): Probe {
  return async (who) => {
    const outcome = await probe(who)
    return outcome === 'allowed' ? 'public' : outcome
  }
}

/** Who owns an estimate, a project, a reference, a media. */
async function estimateOwner(id: string): Promise<string | null> {
  const doc = await payload.findByID({
    collection: 'estimates',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return doc ? String(doc.professionalUser) : null
}

const askerId = (who: Who) => (isPro(who) ? fx.id[who] : '')

// ——— GraphQL probes ———

/** Spellings of 1050's localities, one per asker and probe (the city must stay the postcode's). */
const VILLE: Record<Who, string> = { visitor: 'IXELLES', A: 'Elsene', B: 'Bruxelles', staff: 'BRUSSEL' }
const PRISE: Record<Who, string> = { visitor: 'ixelles', A: 'ELSENE', B: 'bruxelles', staff: 'brussel' }

const SAVE_VISUALISER =
  'mutation ($input: SaveVisualiserProjectInput!) { saveVisualiserProject(input: $input) { mailed project { id } } }'

const PROBES: Record<GraphQLRow, Probe> = {
  article: publicProbe('query ($s: String) { article(slug: $s) { id } }', () => ({ s: `none-${run}` }), 'article'),
  articles: publicProbe('{ articles(itemsPerPage: 2) { paginationInfo { page } } }', () => ({}), 'articles'),
  blog: publicProbe('query ($s: String) { blog(slug: $s) { id } }', () => ({ s: `none-${run}` }), 'blog'),
  blogs: publicProbe('{ blogs(itemsPerPage: 2) { paginationInfo { page } } }', () => ({}), 'blogs'),
  coatings: publicProbe('{ coatings { id name } }', () => ({}), 'coatings'),
  estimateProfessionals: publicProbe(
    `query ($input: MatchingProjectInput!) { estimateProfessionals(input: $input) { items { id } } }`,
    () => ({ input: { postcode: '1050', workCategories: [fx.categoryId], projectType: 'RENOVATION', size: 100 } }),
    'estimateProfessionals',
    (data) => idsOf(dig(data, 'items')).sort(),
  ),
  estimateQuestions: publicProbe('{ estimateQuestions { id } }', () => ({}), 'estimateQuestions'),
  estimateSteps: publicProbe('{ estimateSteps { id } }', () => ({}), 'estimateSteps'),
  estimateSystem: publicProbe(
    'query ($id: ID!) { estimateSystem(id: $id) { id name } }',
    () => ({ id: fx.systemId }),
    'estimateSystem',
    (data) => data,
  ),
  estimateSystems: publicProbe('{ estimateSystems { id } }', () => ({}), 'estimateSystems'),
  faqs: publicProbe('{ faqs { id } }', () => ({}), 'faqs'),
  geographicAreas: publicProbe(
    '{ geographicAreas { id } }',
    () => ({}),
    'geographicAreas',
    (data) => idsOf(data).filter((id) => id === String(fx.areaId)),
  ),
  getFooter: publicProbe('{ getFooter(locale: fr) { id } }', () => ({}), 'getFooter'),
  getGeographicalCoverage: publicProbe(
    '{ getGeographicalCoverage(locale: fr) { id } }',
    () => ({}),
    'getGeographicalCoverage',
  ),
  getMenus: publicProbe('{ getMenus(locale: fr) { __typename } }', () => ({}), 'getMenus'),
  landing: publicProbe('{ landing(landingType: INDEX) { id } }', () => ({}), 'landing'),
  landings: publicProbe('{ landings { id } }', () => ({}), 'landings'),
  layers: publicProbe('{ layers { id } }', () => ({}), 'layers'),
  page: publicProbe('query ($s: String) { page(slug: $s) { id } }', () => ({ s: `none-${run}` }), 'page'),
  pages: publicProbe('{ pages(itemsPerPage: 2) { paginationInfo { page } } }', () => ({}), 'pages'),
  paragraphs: publicProbe(
    'query ($id: ID!) { paragraphs(content: PAGE, id: $id) { __typename } }',
    () => ({ id: '999999' }),
    'paragraphs',
  ),
  products: publicProbe('{ products { id } }', () => ({}), 'products'),
  professionalUser: publicProbe(
    'query ($id: ID!) { professionalUser(id: $id) { id title city } }',
    () => ({ id: fx.id.A }),
    'professionalUser',
    (data) => dig(data, 'id') && data,
  ),
  professionalUserReferences: publicProbe(
    'query ($id: ID!) { professionalUserReferences(professionalUserId: $id) { id } }',
    () => ({ id: fx.id.A }),
    'professionalUserReferences',
    (data) => idsOf(data).filter((id) => id === fx.referenceA),
  ),
  professionalUsers: publicProbe(
    'query ($c: [ID!]) { professionalUsers(filters: { workCategories: $c }, itemsPerPage: 48) { items { id } } }',
    () => ({ c: [fx.categoryId] }),
    'professionalUsers',
    (data) => idsOf(dig(data, 'items')).sort(),
  ),
  reference: publicProbe(
    'query ($id: ID) { reference(id: $id) { id } }',
    () => ({ id: fx.referenceA }),
    'reference',
    (data) => data,
  ),
  references: publicProbe(
    '{ references(itemsPerPage: 48) { items { id title } } }',
    () => ({}),
    'references',
    (data) => idsOf((dig(data, 'items') as Array<{ title: string }>).filter((r) => r.title.includes(run))).sort(),
  ),
  tokenMerchant: publicProbe(
    'query ($code: String!) { tokenMerchant(sampleCode: $code) { merchantId } }',
    () => ({ code: fx.sampleCode }),
    'tokenMerchant',
    (data) => dig(data, 'merchantId'),
  ),
  workCategories: publicProbe(
    '{ workCategories { id name } }',
    () => ({}),
    'workCategories',
    (data) => idsOf(data).filter((id) => id === fx.categoryId),
  ),

  currentProfessionalUser: ownProbe(
    '{ currentProfessionalUser { id email } }',
    () => ({}),
    'currentProfessionalUser',
    (who, data) => (dig(data, 'id') === askerId(who) ? null : `another account: ${dig(data, 'id')}`),
  ),
  estimate: ownProbe(
    'query ($id: ID!) { estimate(id: $id) { id contactEmail } }',
    () => ({ id: fx.estimateA }),
    'estimate',
    async (who) => ((await estimateOwner(fx.estimateA)) === askerId(who) ? null : 'read an estimate of someone else'),
  ),
  estimates: ownProbe(
    '{ estimates(itemsPerPage: 50, statusList: [NEW, IN_PROGRESS, DONE, ARCHIVED]) { items { id } } }',
    () => ({}),
    'estimates',
    async (who, data) => {
      const ids = idsOf(dig(data, 'items'))
      const own = who === 'A' ? fx.estimateA : fx.estimateB
      if (!ids.includes(own)) return `misses its own estimate ${own}`
      return (await foreignEstimates(ids, who)) || null
    },
  ),
  'estimates · user: A': ownProbe(
    'query ($user: ID) { estimates(user: $user, itemsPerPage: 50) { items { id } } }',
    () => ({ user: fx.id.A }),
    'estimates',
    async (who, data) => (await foreignEstimates(idsOf(dig(data, 'items')), who)) || null,
  ),
  estimateStatusCounts: ownProbe(
    '{ estimateStatusCounts { status count } }',
    () => ({}),
    'estimateStatusCounts',
    async (who, data) => {
      for (const { status, count } of data as Array<{ status: string; count: number }>) {
        const { totalDocs } = await payload.count({
          collection: 'estimates',
          where: { and: [{ professionalUser: { equals: askerId(who) } }, { status: { equals: status } }] },
          overrideAccess: true,
        })
        if (totalDocs !== count) return `${status}: ${count}, the asker has ${totalDocs}`
      }
      return null
    },
  ),
  ownReferences: ownProbe(
    '{ ownReferences { id } }',
    () => ({}),
    'ownReferences',
    async (who, data) => {
      const ids = idsOf(data)
      const own = who === 'A' ? fx.referenceA : fx.referenceB
      if (!ids.includes(own)) return `misses its own reference ${own}`
      const { docs } = await payload.find({
        collection: 'references',
        where: { id: { in: ids.map(Number) } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const foreign = docs.filter((d) => !relIds(d.professionalUsers).includes(askerId(who)))
      return foreign.length ? `lists references of others: ${foreign.map((d) => d.id)}` : null
    },
  ),
  project: ownProbe(
    'query ($id: ID!) { project(id: $id) { id name } }',
    () => ({ id: fx.projectA }),
    'project',
    async (who) => ((await projectOwner(fx.projectA)) === askerId(who) ? null : 'read a project of someone else'),
  ),
  projects: ownProbe(
    '{ projects(itemsPerPage: 50) { items { id } } }',
    () => ({}),
    'projects',
    async (who, data) => {
      const ids = idsOf(dig(data, 'items'))
      if (who === 'A' && !ids.includes(fx.projectA)) return `misses its own project ${fx.projectA}`
      for (const id of ids) if ((await projectOwner(id)) !== askerId(who)) return `lists project ${id} of someone else`
      return null
    },
  ),
  visualiserProject: ownProbe(
    'query ($id: ID) { visualiserProject(id: $id) { id name } }',
    () => ({ id: fx.visualiserA }),
    'visualiserProject',
    async (who) => ((await visualiserOwner(fx.visualiserA)) === askerId(who) ? null : 'read a picture of someone else'),
  ),
  'visualiserProject · visitor’s token': publicProbe(
    'query ($token: String) { visualiserProject(token: $token) { id name demo } }',
    () => ({ token: fx.visualiserToken }),
    'visualiserProject',
    (data) => (dig(data, 'id') === null && String(dig(data, 'name')).includes(run) ? data : null),
  ),
  'visualiserProject · forged token': publicProbe(
    'query ($token: String) { visualiserProject(token: $token) { id name } }',
    () => ({ token: 'A'.repeat(43) }),
    'visualiserProject',
  ),
  visualiserProjects: ownProbe(
    '{ visualiserProjects(itemsPerPage: 50) { items { id } } }',
    () => ({}),
    'visualiserProjects',
    async (who, data) => {
      const ids = idsOf(dig(data, 'items'))
      if (who === 'A' && !ids.includes(fx.visualiserA)) return `misses its own picture ${fx.visualiserA}`
      for (const id of ids) if ((await visualiserOwner(id)) !== askerId(who)) return `lists picture ${id} of another`
      return null
    },
  ),
  merchants: ownProbe(
    '{ merchants { id sampleCode } }',
    () => ({}),
    'merchants',
    (_who, data) =>
      (data as Array<{ sampleCode: string }>).some((m) => m.sampleCode === fx.sampleCode)
        ? null
        : 'the merchant of this run is missing',
  ),

  loginProfessionalUser: asPublic(
    ownProbe(
      'mutation ($input: LoginProfessionalUserInput!) { loginProfessionalUser(input: $input) { professionalUser { id token } } }',
      () => ({ input: { email: fx.email.A, password: PASSWORD } }),
      'loginProfessionalUser',
      (_who, data) => (dig(data, 'professionalUser', 'id') === fx.id.A ? null : 'signed in as someone else'),
    ),
  ),
  createProfessionalUser: asPublic(
    ownProbe(
      'mutation ($input: CreateProfessionalUserInput!) { createProfessionalUser(input: $input) { professionalUser { id email } } }',
      (who) => ({ input: registration(who) }),
      'createProfessionalUser',
      (who, data) =>
        dig(data, 'professionalUser', 'email') === `new-${who.toLowerCase()}-${run}@matrix.example`
          ? null
          : 'registered another e-mail',
    ),
  ),
  askResetPasswordProfessionalUser: publicProbe(
    'mutation ($input: AskResetPasswordInput!) { askResetPasswordProfessionalUser(input: $input) { professionalUser { email } } }',
    () => ({ input: { email: `nobody-${ipSequence}-${run}@matrix.example` } }),
    'askResetPasswordProfessionalUser',
  ),
  createRequestPassword: publicProbe(
    'mutation ($input: AskResetPasswordInput!) { createRequestPassword(input: $input) { requestPassword { email } } }',
    () => ({ input: { email: `nobody-${ipSequence}-${run}@matrix.example` } }),
    'createRequestPassword',
  ),
  resetPasswordProfessionalUser: resetProbe('resetPasswordProfessionalUser', 'professionalUser'),
  resetPasswordRequestPassword: resetProbe('resetPasswordRequestPassword', 'requestPassword'),
  createContactRequest: publicProbe(
    'mutation ($input: CreateContactRequestInput!) { createContactRequest(input: $input) { id } }',
    () => ({
      input: {
        name: 'Lotte Janssens',
        email: `contact-${run}@matrix.example`,
        phone: '0470 12 34 56',
        profile: 'architect',
        subject: `Sokkel ${run}`,
        message: 'Welk systeem raadt u aan voor een sokkel?',
        consent: true,
      },
    }),
    'createContactRequest',
  ),
  uploadMediaObject: async (who) => {
    const request = uploadRequest([{ name: 'facade.png', data: await picture('png'), type: 'image/png' }], {
      uploadKey: isPro(who) ? null : uploadKeyOf(who),
      ip: nextIp(),
    })
    const headers = new Headers(request.headers)
    for (const [name, value] of Object.entries(credentials(who))) headers.set(name, value)
    const response = await graphqlPost(
      new Request(request.url, { method: 'POST', headers, body: await request.arrayBuffer() }),
    )
    const body = (await response.json()) as GraphQLBody
    lastAnswer = JSON.stringify(body).slice(0, 400)
    const outcome = outcomeOf(body, 'uploadMediaObject')
    if (outcome !== 'allowed') return outcome
    const id = String(dig(body.data, 'uploadMediaObject', 'mediaObject', 'id'))
    const doc = await payload.findByID({ collection: 'media-objects', id, depth: 0, overrideAccess: true })
    const owner = doc.owner == null ? '' : String(typeof doc.owner === 'object' ? doc.owner.id : doc.owner)
    return owner === askerId(who) ? 'public' : `stored with owner "${owner}"`
  },
  ownReviews: ownProbe(
    '{ ownReviews { items { id } } }',
    () => ({}),
    'ownReviews',
    () => null,
  ),
  'addEstimateProfessional · forged token': publicProbe(
    'mutation ($input: AddEstimateProfessionalInput!) { addEstimateProfessional(input: $input) { estimateId } }',
    () => ({ input: { token: 'A'.repeat(43), professional: '1' } }),
    'addEstimateProfessional',
  ),
  'createReview · forged token': publicProbe(
    'mutation ($input: ReviewInput!) { createReview(input: $input) { id } }',
    () => ({ input: { token: 'A'.repeat(43), estimate: '1', ratingOverall: 5, text: 'x'.repeat(40) } }),
    'createReview',
  ),
  'updateReview · forged token': publicProbe(
    'mutation ($input: ReviewInput!) { updateReview(input: $input) { id } }',
    () => ({ input: { token: 'A'.repeat(43), estimate: '1', ratingOverall: 5, text: 'x'.repeat(40) } }),
    'updateReview',
  ),
  'replyToReview · unknown review': ownProbe(
    'mutation ($input: ReviewReplyInput!) { replyToReview(input: $input) { id } }',
    () => ({ input: { id: '2147483000', reply: 'Merci' } }),
    'replyToReview',
    () => 'answered a review nobody has',
  ),
  'withdrawEstimateRequest · forged token': publicProbe(
    'mutation ($input: FollowUpInput!) { withdrawEstimateRequest(input: $input) { requestId } }',
    () => ({ input: { token: 'A'.repeat(43) } }),
    'withdrawEstimateRequest',
  ),
  createEstimate: publicProbe(
    'mutation ($input: CreateEstimateInput!) { createEstimate(input: $input) { estimateIds } }',
    (who) => ({ input: quotation([], who) }),
    'createEstimate',
  ),
  'createEstimate · photo uploaded by A': ownProbe(
    'mutation ($input: CreateEstimateInput!) { createEstimate(input: $input) { estimateIds } }',
    (who) => ({ input: { ...quotation([fx.photoA], who), uploadKey: isPro(who) ? null : uploadKeyOf(who) } }),
    'createEstimate',
    async (_who, data) => {
      const id = String((dig(data, 'estimateIds') as string[])[0])
      const doc = await payload.findByID({ collection: 'estimates', id, depth: 0, overrideAccess: true })
      return relIds(doc.images).includes(fx.photoA) ? null : 'the photo was not attached'
    },
  ),

  'removeMediaObject · photo uploaded by A': async (who) => {
    const { uploadMediaObjects } = await import('@/services/uploads')
    const [photo] = await uploadMediaObjects(payload, [await imageFile('taken-back.png')], {
      clientIp: nextIp(),
      user: fx.user.A,
    })
    const id = photo?.id ?? ''
    const stillThere = async () =>
      (
        await payload.count({
          collection: 'media-objects',
          where: { id: { equals: Number(id) } },
          overrideAccess: true,
        })
      ).totalDocs === 1
    return ownProbe(
      'mutation ($input: RemoveMediaObjectInput!) { removeMediaObject(input: $input) }',
      () => ({ input: { id, uploadKey: isPro(who) ? null : uploadKeyOf(who) } }),
      'removeMediaObject',
      async () => ((await stillThere()) ? 'the photo is still stored' : null),
      async () => ((await stillThere()) ? null : 'the photo was removed'),
    )(who)
  },

  createColorFinder: ownProbe(
    'mutation ($input: CreateColorFinderInput!) { createColorFinder(input: $input) { colorFinder { id } } }',
    () => ({
      input: {
        sampleType: 'SAMPLE',
        clientFirstname: 'Lotte',
        clientLastname: 'Janssens',
        street: 'Rue Haute 12',
        postcode: '1050',
        city: 'Ixelles',
        contactEmail: `samples-${run}@matrix.example`,
        contactPhone: '0470 12 34 56',
        samples: [fx.finish],
      },
    }),
    'createColorFinder',
    async (who, data) => {
      const id = String(dig(data, 'colorFinder', 'id'))
      const doc = await payload.findByID({ collection: 'sample-requests', id, depth: 0, overrideAccess: true })
      return String(doc.professionalUser) === askerId(who) ? null : `stored for ${doc.professionalUser}`
    },
  ),
  // Every professional's postcode is 1050: each asker writes its own spelling of a city of that postcode.
  updateProfessionalUser: ownProbe(
    'mutation ($input: UpdateProfessionalUserInput!) { updateProfessionalUser(input: $input) { professionalUser { id city } } }',
    (who) => ({ input: { city: VILLE[who] } }),
    'updateProfessionalUser',
    async (who) => {
      const stored = await professional(askerId(who))
      const other = await professional(who === 'A' ? fx.id.B : fx.id.A)
      if (stored.city !== VILLE[who]) return `own city not stored: ${stored.city}`
      return other.city === VILLE[who] ? 'changed the other professional' : null
    },
    async (who) => ((await professional(fx.id.A)).city === VILLE[who] ? 'A was changed' : null),
  ),
  'updateProfessionalUser · id of A': ownProbe(
    'mutation ($input: UpdateProfessionalUserInput!) { updateProfessionalUser(input: $input) { professionalUser { id } } }',
    (who) => ({ input: { id: fx.id.A, city: PRISE[who] } }),
    'updateProfessionalUser',
    async (who) => ((await professional(fx.id.A)).city === PRISE[who] ? null : 'not stored'),
    async (who) => ((await professional(fx.id.A)).city === PRISE[who] ? 'A was changed' : null),
  ),
  'updateProfessionalUser · image of A': ownProbe(
    'mutation ($input: UpdateProfessionalUserInput!) { updateProfessionalUser(input: $input) { professionalUser { id } } }',
    () => ({ input: { images: [fx.mediaA] } }),
    'updateProfessionalUser',
    async (who) => (relIds((await professional(askerId(who))).images).includes(fx.mediaA) ? null : 'not stored'),
    async (who) =>
      isPro(who) && relIds((await professional(askerId(who))).images).includes(fx.mediaA) ? 'the image is shown' : null,
  ),
  updateEstimate: ownProbe(
    'mutation ($input: UpdateEstimateInput!) { updateEstimate(input: $input) { estimate { id status notes } } }',
    (who) => ({ input: { id: fx.estimateA, status: 'IN_PROGRESS', notes: `Note ${who}` } }),
    'updateEstimate',
    async (who) => {
      const { status, notes } = await storedEstimate(fx.estimateA)
      return status === 'IN_PROGRESS' && notes === `Note ${who}` ? null : `stored ${status}, ${notes}`
    },
    async () => {
      const { status, notes } = await storedEstimate(fx.estimateA)
      return status === 'NEW' && notes == null ? null : `the estimate was changed: ${status}, ${notes}`
    },
  ),
  deleteEstimate: ownProbe(
    'mutation ($input: EstimateIdInput!) { deleteEstimate(input: $input) { estimate { id } } }',
    () => ({ input: { id: fx.estimateA2 } }),
    'deleteEstimate',
    async () => ((await estimateOwner(fx.estimateA2)) === null ? null : 'still there'),
    async () => ((await estimateOwner(fx.estimateA2)) === null ? 'the estimate was deleted' : null),
  ),
  createReference: ownProbe(
    `mutation ($input: CreateReferenceInput!) { createReference(input: $input) { reference { id } } }`,
    (who) => ({ input: referenceInput(`Nouvelle ${who}`) }),
    'createReference',
    async (who, data) =>
      relIds((await reference(String(dig(data, 'reference', 'id'))))?.professionalUsers).join() === askerId(who)
        ? null
        : 'stored for someone else',
  ),
  'createReference · image of A': ownProbe(
    `mutation ($input: CreateReferenceInput!) { createReference(input: $input) { reference { id heroImage { id } } } }`,
    (who) => ({ input: { ...referenceInput(`Avec image ${who}`), heroImage: fx.mediaA } }),
    'createReference',
    (_who, data) => (dig(data, 'reference', 'heroImage', 'id') === fx.mediaA ? null : 'not stored'),
    async (who) => {
      const { totalDocs } = await payload.count({
        collection: 'references',
        where: { title: { equals: `Avec image ${who} ${run}` } },
        overrideAccess: true,
      })
      return totalDocs > 0 ? 'a reference was created' : null
    },
  ),
  updateReference: ownProbe(
    `mutation ($input: UpdateReferenceInput!) { updateReference(input: $input) { reference { id titleFr } } }`,
    (who) => ({ input: { id: fx.referenceA, ...referenceInput(`Renommée ${who}`) } }),
    'updateReference',
    async (who) => ((await referenceTitle(fx.referenceA)) === `Renommée ${who} ${run}` ? null : 'not stored'),
    async (who) =>
      (await referenceTitle(fx.referenceA)) === `Renommée ${who} ${run}` ? 'the reference was changed' : null,
  ),
  'updateReference · image of A': ownProbe(
    `mutation ($input: UpdateReferenceInput!) { updateReference(input: $input) { reference { id heroImage { id } } } }`,
    (who) => ({
      input: {
        id: who === 'B' ? fx.referenceB : fx.referenceA,
        ...referenceInput(`Image ${who}`),
        heroImage: fx.mediaA,
      },
    }),
    'updateReference',
    (_who, data) => (dig(data, 'reference', 'heroImage', 'id') === fx.mediaA ? null : 'not stored'),
    async (who) => {
      const target = who === 'B' ? fx.referenceB : fx.referenceA
      return (await referenceTitle(target)) === `Image ${who} ${run}` ? 'the reference was changed' : null
    },
  ),
  deleteReference: ownProbe(
    'mutation ($input: ReferenceIdInput!) { deleteReference(input: $input) { reference { id } } }',
    () => ({ input: { id: fx.referenceA2 } }),
    'deleteReference',
    async () => ((await reference(fx.referenceA2)) ? 'still there' : null),
    async () => ((await reference(fx.referenceA2)) ? null : 'the reference was deleted'),
  ),
  createProject: ownProbe(
    'mutation ($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }',
    (who) => ({ input: projectInput(`Projet ${who}`) }),
    'createProject',
    async (who, data) =>
      (await projectOwner(String(dig(data, 'project', 'id')))) === askerId(who) ? null : 'stored for someone else',
  ),
  updateProject: ownProbe(
    'mutation ($input: UpdateProjectInput!) { updateProject(input: $input) { project { id name } } }',
    (who) => ({ input: { id: fx.projectA, ...projectInput(`Renommé ${who}`) } }),
    'updateProject',
    async (who) => ((await projectName(fx.projectA)) === `Renommé ${who} ${run}` ? null : 'not stored'),
    async (who) => ((await projectName(fx.projectA)) === `Renommé ${who} ${run}` ? 'the project was changed' : null),
  ),
  deleteProject: ownProbe(
    'mutation ($input: ProjectIdInput!) { deleteProject(input: $input) { project { id } } }',
    () => ({ input: { id: fx.projectA2 } }),
    'deleteProject',
    async () => ((await projectOwner(fx.projectA2)) === null ? null : 'still there'),
    async () => ((await projectOwner(fx.projectA2)) === null ? 'the project was deleted' : null),
  ),
  saveVisualiserProject: asPublic(
    ownProbe(
      SAVE_VISUALISER,
      (who) => ({ input: visualiserInput(`Image ${who}`, who) }),
      'saveVisualiserProject',
      async (who, data) => {
        const id = dig(data, 'project', 'id')
        if (isPro(who)) return (await visualiserOwner(String(id))) === askerId(who) ? null : 'stored for someone else'
        const mailed = dig(data, 'mailed') === true && (await mailsTo(visualiserEmail(who))) === 1
        return dig(data, 'project') === null && mailed ? null : `not mailed to the address given (project ${id})`
      },
    ),
  ),
  'saveVisualiserProject · id of A': ownProbe(
    SAVE_VISUALISER,
    (who) => ({ input: { ...visualiserInput(`Remplacée ${who}`, who), id: fx.visualiserA } }),
    'saveVisualiserProject',
    async (who) => ((await visualiser(fx.visualiserA))?.name === `Remplacée ${who} ${run}` ? null : 'not stored'),
    async (who) =>
      (await visualiser(fx.visualiserA))?.name === `Remplacée ${who} ${run}` ? 'the picture was changed' : null,
  ),
  deleteVisualiserProject: ownProbe(
    'mutation ($input: VisualiserProjectRefInput!) { deleteVisualiserProject(input: $input) { id } }',
    () => ({ input: { id: fx.visualiserA2 } }),
    'deleteVisualiserProject',
    async () => ((await visualiser(fx.visualiserA2)) ? 'still there' : null),
    async () => ((await visualiser(fx.visualiserA2)) ? null : 'the picture was deleted'),
  ),
  'deleteVisualiserProject · forged token': publicProbe(
    'mutation ($input: VisualiserProjectRefInput!) { deleteVisualiserProject(input: $input) { id } }',
    () => ({ input: { token: 'A'.repeat(43) } }),
    'deleteVisualiserProject',
  ),
  downloadDocumentsProject: ownProbe(
    'mutation ($input: ProjectIdInput!) { downloadDocumentsProject(input: $input) { project { id downloadUrl } } }',
    () => ({ input: { id: fx.projectA } }),
    'downloadDocumentsProject',
    (_who, data) =>
      String(dig(data, 'project', 'downloadUrl')).startsWith(`/api/configurator/documents/${fx.projectA}?`)
        ? null
        : 'no link to the project',
  ),
  emailProject: ownProbe(
    'mutation ($input: EmailProjectInput!) { emailProject(input: $input) { id email } }',
    (who) => ({ input: { id: fx.projectA, name: 'Marie', email: `copy-${who.toLowerCase()}-${run}@matrix.example` } }),
    'emailProject',
    async (who) => ((await mailsTo(`copy-${who.toLowerCase()}-${run}@matrix.example`)) === 1 ? null : 'no mail queued'),
    async (who) =>
      (await mailsTo(`copy-${who.toLowerCase()}-${run}@matrix.example`)) > 0 ? 'a mail was queued' : null,
  ),
}

/** Estimates among `ids` that are not the asker's: a description of the leak, or ''. */
async function foreignEstimates(ids: string[], who: Who): Promise<string> {
  if (ids.length === 0) return ''
  const { docs } = await payload.find({
    collection: 'estimates',
    where: { and: [{ id: { in: ids.map(Number) } }, { professionalUser: { not_equals: askerId(who) } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.length ? `lists estimates of others: ${docs.map((d) => d.id)}` : ''
}

const professional = (id: string) =>
  payload.findByID({ collection: 'professional-users', id, depth: 0, overrideAccess: true })
const storedEstimate = (id: string) => payload.findByID({ collection: 'estimates', id, depth: 0, overrideAccess: true })
const reference = (id: string) =>
  payload.findByID({ collection: 'references', id, depth: 0, overrideAccess: true, disableErrors: true })
const referenceTitle = async (id: string) => (await reference(id))?.title
const project = (id: string) =>
  payload.findByID({ collection: 'projects', id, depth: 0, overrideAccess: true, disableErrors: true })
const projectOwner = async (id: string) => {
  const doc = await project(id)
  return doc ? String(typeof doc.owner === 'object' ? doc.owner.id : doc.owner) : null
}
const projectName = async (id: string) => (await project(id))?.name
const visualiser = (id: string) =>
  payload.findByID({ collection: 'visualiser-projects', id, depth: 0, overrideAccess: true, disableErrors: true })
const visualiserOwner = async (id: string) => {
  const doc = await visualiser(id)
  return doc?.owner ? String(typeof doc.owner === 'object' ? doc.owner.id : doc.owner) : null
}
const mailsTo = async (to: string) =>
  (await payload.count({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true })).totalDocs

/** An upload key of this run for a visitor (or staff, who upload like one). */
const uploadKeyOf = (who: Who) => `matrix-${who}-${run}-0123456789abcdef0123456789`

/**
 * A quotation request as the wizard sends it: to A (who matches it), or to B when A sends it (a professional never
 * asks themselves).
 */
function quotation(images: string[], asker?: Who) {
  return {
    clientLastname: 'Dubois',
    clientFirstname: 'Claire',
    contactEmail: `client-${run}@matrix.example`,
    contactPhone: '',
    name: `Façade ${run}`,
    street: 'Rue des Tilleuls 12',
    postcode: '1050',
    city: 'Ixelles',
    comment: '<p>Crépi fissuré.</p>',
    workCategories: [fx.categoryId],
    projectType: 'RENOVATION',
    size: 120,
    workEndDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    images,
    estimateAnswers: fx.answers,
    estimateSystem: fx.systemId,
    professionals: [asker === 'A' ? fx.id.B : fx.id.A],
    uploadKey: uploadKeyOf('visitor'),
    website: '',
  }
}

function referenceInput(title: string) {
  return {
    titleFr: `${title} ${run}`,
    titleNl: '',
    descriptionFr: 'Isolation par l’extérieur et enduit minéral.',
    descriptionNl: '',
    workCategories: [fx.categoryId],
    ctas: [],
    involvedParties: [],
  }
}

const visualiserEmail = (who: Who | 'link') => `visualiser-${who.toLowerCase()}-${run}@matrix.example`

/** A visualiser picture on a demo house (no photo): one zone, one variant; the address is a visitor's link's. */
function visualiserInput(name: string, who: Who | 'link') {
  const outline = [
    { x: 100, y: 100 },
    { x: 900, y: 100 },
    { x: 900, y: 600 },
    { x: 100, y: 600 },
  ]
  const zones = [{ id: 'z1', name: 'Rez', outline, cutouts: [], insulated: false }]
  const picture = { version: 1, width: 1200, height: 800, zones, variants: [{ id: 'v1', shades: {} }] }
  return { name: `${name} ${run}`, picture: JSON.stringify(picture), demo: 'villa', email: visualiserEmail(who) }
}

function projectInput(name: string) {
  return {
    name: `${name} ${run}`,
    contacts: [{ streetLine: 'Rue Haute 12', postalCode: '1050', locality: 'Ixelles' }],
    solutions: [fx.projectSolution],
  }
}

let vatSequence = Math.floor(Math.random() * 8_000_000)
/** A valid Belgian enterprise number, different on every call (mod-97 check digits). */
function freshVat(): string {
  vatSequence += 1
  const body = `0${String(vatSequence).padStart(7, '0')}`
  return `${body}${String(97 - (Number(body) % 97)).padStart(2, '0')}`
}

function registration(who: Who) {
  return {
    role: 'PROFESSIONAL_FACADIER_PROFILE',
    language: 'fr',
    lastname: 'Peeters',
    firstname: 'Jan',
    company: `Nouveau ${who} ${run}`,
    vATNumber: freshVat(),
    street: 'Rue Haute 1',
    postcode: '1050',
    city: 'Ixelles',
    phoneNumber: '0470 12 34 56',
    officePhoneNumber: '',
    email: `new-${who.toLowerCase()}-${run}@matrix.example`,
    geographicAreas: [String(fx.areaId)],
    password: STRONG_PASSWORD,
    passwordConfirmation: STRONG_PASSWORD,
    acceptTermsAndConditions: true,
    acceptMarketing: false,
  }
}

/** Sets a password with a real reset token of an account made for the cell: the token, not a session, grants it. */
function resetProbe(field: string, payloadField: string): Probe {
  return async (who) => {
    const email = `reset-${field.toLowerCase()}-${who.toLowerCase()}-${run}@matrix.example`
    await payload.create({
      collection: 'professional-users',
      overrideAccess: true,
      data: {
        email,
        password: PASSWORD,
        company: `Reset ${who} ${run}`,
        firstname: 'Reset',
        lastname: who,
        phoneNumber: '0470123456',
        profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
        language: 'fr',
      },
    })
    const token = await payload.forgotPassword({
      collection: 'professional-users',
      data: { email },
      disableEmail: true,
    })
    const body = await gql(
      who,
      `mutation ($input: ResetPasswordInput!) { ${field}(input: $input) { ${payloadField} { email } } }`,
      { input: { token, password: STRONG_PASSWORD, passwordConfirmation: STRONG_PASSWORD } },
    )
    const outcome = outcomeOf(body, field)
    if (outcome !== 'allowed') return outcome
    return dig(body.data, field, payloadField, 'email') === email ? 'public' : 'reset another account'
  }
}

// ——— REST probes ———

const routeParams = (id: string) => ({ params: Promise.resolve({ id }) })
const withSignatureOn = (url: string, id: string) => url.replace(/\/(\d+)\?/, `/${id}?`)
const statusOutcome = (response: Response, allowed: 'allowed' | 'public') =>
  response.status === 200 ? allowed : String(response.status)

function restRequest(who: Who, url: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers)
  headers.set('x-forwarded-for', nextIp())
  for (const [name, value] of Object.entries(credentials(who))) headers.set(name, value)
  return new Request(`http://localhost:3000${url}`, { ...init, headers })
}

const REST_PROBES: Record<RestRow, Probe> = {
  'GET /api/uploads/:id · no signature': async (who) => {
    const { GET } = await import('@/app/api/uploads/[id]/route')
    const response = await GET(restRequest(who, `/api/uploads/${fx.requestPhoto}`), routeParams(fx.requestPhoto))
    return statusOutcome(response, 'allowed')
  },
  'GET /api/uploads/:id · link A was given': async (who) => {
    const { GET } = await import('@/app/api/uploads/[id]/route')
    const response = await GET(restRequest(who, fx.requestPhotoUrl), routeParams(fx.requestPhoto))
    if (response.status !== 200) return String(response.status)
    return response.headers.get('content-type')?.startsWith('image/') ? 'public' : 'not an image'
  },
  'GET /api/uploads/:id · that signature on another id': async (who) => {
    const { GET } = await import('@/app/api/uploads/[id]/route')
    const response = await GET(restRequest(who, withSignatureOn(fx.requestPhotoUrl, fx.photoA)), routeParams(fx.photoA))
    return statusOutcome(response, 'allowed')
  },
  'GET /api/configurator/documents/:id · no signature': async (who) => {
    const { GET } = await import('@/app/api/configurator/documents/[id]/route')
    const response = await GET(
      restRequest(who, `/api/configurator/documents/${fx.projectA}?locale=fr`),
      routeParams(fx.projectA),
    )
    return statusOutcome(response, 'allowed')
  },
  'GET /api/configurator/documents/:id · link A was given': async (who) => {
    const { GET } = await import('@/app/api/configurator/documents/[id]/route')
    const response = await GET(restRequest(who, fx.projectUrl), routeParams(fx.projectA))
    if (response.status !== 200) return String(response.status)
    return response.headers.get('content-type') === 'application/pdf' ? 'public' : 'not a PDF'
  },
  'GET /api/configurator/documents/:id · that signature on another id': async (who) => {
    const { GET } = await import('@/app/api/configurator/documents/[id]/route')
    const other = fx.projectA2
    const response = await GET(restRequest(who, withSignatureOn(fx.projectUrl, other)), routeParams(other))
    return statusOutcome(response, 'allowed')
  },
  'POST /api/dashboard/company-image': async (who) => {
    const { POST } = await import('@/app/api/dashboard/company-image/route')
    const form = new FormData()
    form.append('file', new File([new Uint8Array(await picture('png', 64, 48))], 'atelier.png', { type: 'image/png' }))
    const response = await POST(restRequest(who, '/api/dashboard/company-image', { method: 'POST', body: form }))
    lastAnswer = await response.clone().text()
    if (response.status !== 200) return String(response.status)
    const { id } = (await response.json()) as { id: string }
    const media = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true })
    const owner = String(typeof media.owner === 'object' && media.owner ? media.owner.id : media.owner)
    return owner === askerId(who) ? 'allowed' : `stored with owner ${owner}`
  },
  'GET /api/sample-requests/export.csv': async (who) => {
    const { GET } = await import('@/app/api/sample-requests/export.csv/route')
    const response = await GET(restRequest(who, '/api/sample-requests/export.csv'))
    if (response.status !== 200) return String(response.status)
    return response.headers.get('content-type')?.startsWith('text/csv') ? 'allowed' : 'not CSV'
  },
  'POST /api/session/logout': async (who) => {
    const { POST } = await import('@/app/api/session/logout/route')
    // A session of its own for the cell: signing out must end that one, and no other.
    const session = isPro(who)
      ? ((await payload.login({ collection: 'professional-users', data: { email: fx.email[who], password: PASSWORD } }))
          .token ?? '')
      : ''
    const headers: Record<string, string> = session ? { authorization: `Bearer ${session}` } : credentials(who)
    const response = await POST(restRequest('visitor', '/api/session/logout', { method: 'POST', headers }))
    if (response.status !== 200) return String(response.status)
    const { userFromToken } = await import('@/services/accounts')
    if (session && (await userFromToken(payload, session))) return 'the session still works'
    for (const pro of ['A', 'B'] as const) {
      if (!(await userFromToken(payload, fx.token[pro]))) return `ended the session of ${pro}`
    }
    return 'public'
  },
}

// ——— Fixtures ———

async function createProfessional(key: 'A' | 'B') {
  const email = `pro-${key.toLowerCase()}-${run}@matrix.example`
  const doc = await payload.create({
    collection: 'professional-users',
    locale: 'fr',
    overrideAccess: true,
    data: {
      email,
      password: PASSWORD,
      company: `Façades ${key} ${run}`,
      firstname: 'Pro',
      lastname: key,
      phoneNumber: '0470123456',
      profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
      language: 'fr',
      street: 'Rue du Test 1',
      postcode: '1050',
      city: 'Ixelles',
      workCategories: [Number(fx.categoryId)],
      geographicAreas: [fx.areaId],
      moveForRenovation: true,
      moveForNewConstruction: true,
      isVisible: true,
    },
  })
  fx.id[key] = String(doc.id)
  fx.email[key] = email
  fx.token[key] =
    (await payload.login({ collection: 'professional-users', data: { email, password: PASSWORD } })).token ?? ''
  const { userFromToken } = await import('@/services/accounts')
  const user = await userFromToken(payload, fx.token[key])
  if (!user) throw new Error(`No session for ${key}`)
  fx.user[key] = user
}

const imageFile = async (name: string) =>
  new File([new Uint8Array(await picture('png', 64, 48))], name, { type: 'image/png' })

beforeAll(async () => {
  // Quiet on success: the outbox warns for every mail it cannot send without SMTP.
  process.env.LOG_LEVEL ??= 'error'
  t = await startTestPayload()
  payload = t.payload
  run = t.runId
  ;({ POST: graphqlPost } = await import('@/app/api/graphql/route'))
  const { seedConfigurator } = await import('@/seed/configurator')
  await seedConfigurator(payload)

  const area = await payload.create({
    collection: 'geographic-areas',
    locale: 'fr',
    data: {
      name: `Zone M ${run}`,
      code: `M${run.toUpperCase()}`,
      type: 'PROVINCE',
      postalCodesRange: [{ from: 1000, to: 1299 }],
    },
  })
  fx.areaId = area.id
  const category = await payload.create({
    collection: 'work-categories',
    locale: 'fr',
    data: { name: `Matrice ${run}` },
  })
  fx.categoryId = String(category.id)
  await createProfessional('A')
  await createProfessional('B')
  const staffEmail = `staff-${run}@matrix.example`
  await payload.create({ collection: 'users', data: { email: staffEmail, password: PASSWORD } })
  fx.staffToken =
    (await payload.login({ collection: 'users', data: { email: staffEmail, password: PASSWORD } })).token ?? ''
  fx.sampleCode = `MX${run}`.toUpperCase()
  await payload.create({
    collection: 'merchants',
    overrideAccess: true,
    data: {
      firstname: 'Sophie',
      lastname: 'Lambert',
      email: `merchant-${run}@matrix.example`,
      sampleCode: fx.sampleCode,
    },
  })
  fx.sampleCode = String(
    (await payload.find({ collection: 'merchants', where: { email: { equals: `merchant-${run}@matrix.example` } } }))
      .docs[0]?.sampleCode,
  )

  // The catalogue: the system the quotation leads to, a solution for projects, a finish for samples.
  const { findCatalogue } = await import('@/services/configurator')
  const catalogue = await findCatalogue('fr')
  // The seed's own system and coating when present: on PostgreSQL the catalogue may hold other runs' rows.
  const system = catalogue.systems.find((s) => s.name.startsWith('Murelia Therm EPS')) ?? catalogue.systems[0]
  const coating = catalogue.coatings.find((c) => c.code === 'MT-MIN-20') ?? catalogue.coatings[0]
  const colourCategory = coating?.colorCategories[0]
  const range = colourCategory?.colorRanges[0]
  const shade = range?.colorShades[0]
  if (!system || !coating || !colourCategory || !range || !shade) throw new Error('The configurator seed is missing')
  fx.systemId = system.id
  fx.answers = catalogue.questions.flatMap((q) => {
    const a = q.answers.find((x) => system.estimateAnswers.includes(x.id))
    return a ? [{ question: q.id, answer: a.id }] : []
  })
  fx.finish = {
    coatingName: coating.name,
    colorCategoryName: colourCategory.name,
    name: range.name,
    colorCode: shade.code,
    lightIntensity: shade.lightIntensity,
  }
  fx.projectSolution = {
    estimateSystem: system.id,
    answers: system.estimateAnswers.slice(0, 1),
    sample: {
      name: `${range.name} ${shade.code}`,
      coatingName: coating.name,
      colorCategoryName: colourCategory.name,
      colorCode: shade.code,
      lightIntensity: shade.lightIntensity,
      colorHex: shade.colorHex,
      coating: coating.id,
      rangeCode: range.code,
    },
    facades: [
      {
        shape: 'RECTANGLE',
        perimeter: [
          { type: 'BASE', value: 10 },
          { type: 'HEIGHT', value: 6 },
        ],
        openingFacades: [],
      },
    ],
    preferences: [],
  }

  // A's and B's objects, built through the services the API uses.
  const { storeCompanyImage } = await import('@/services/dashboard')
  const { uploadMediaObjects } = await import('@/services/uploads')
  const { submitEstimate } = await import('@/services/estimates')
  const { getEstimate } = await import('@/services/estimates/dashboard')
  const { createOwnReference } = await import('@/services/dashboard/references')
  const { createProject, projectDocuments } = await import('@/services/configurator/projects')
  const uploadContext = () => new Request('http://localhost:3000/', { headers: { 'x-forwarded-for': nextIp() } })
  fx.mediaA = (await storeCompanyImage(payload, fx.user.A, await imageFile('a.png'), uploadContext())).id
  fx.mediaB = (await storeCompanyImage(payload, fx.user.B, await imageFile('b.png'), uploadContext())).id
  const [photoA] = await uploadMediaObjects(payload, [await imageFile('a.png')], {
    clientIp: nextIp(),
    user: fx.user.A,
  })
  fx.photoA = photoA?.id ?? ''
  const [requestPhoto] = await uploadMediaObjects(payload, [await imageFile('client.png')], {
    clientIp: nextIp(),
    user: null,
    uploadKey: uploadKeyOf('visitor'),
  })
  fx.requestPhoto = requestPhoto?.id ?? ''
  // The service takes the answers as a map, question → answer (the resolver converts the API's list).
  const request = (images: string[], to: string) => ({
    ...quotation(images),
    professionals: [to],
    estimateAnswers: Object.fromEntries(fx.answers.map((a) => [a.question, a.answer])),
  })
  const submit = async (images: string[], to: string) =>
    (await submitEstimate(payload, request(images, to), { clientIp: nextIp(), locale: 'fr', user: null }))
      .estimateIds[0] ?? ''
  fx.estimateA = await submit([fx.requestPhoto], fx.id.A)
  fx.estimateA2 = await submit([], fx.id.A)
  fx.estimateB = await submit([], fx.id.B)
  fx.requestPhotoUrl = (await getEstimate(payload, fx.user.A, fx.estimateA, 'fr')).images[0]?.url ?? ''
  fx.referenceA = (
    await createOwnReference(payload, fx.user.A, { ...referenceInput('Référence A'), heroImage: fx.mediaA })
  ).id
  fx.referenceA2 = (await createOwnReference(payload, fx.user.A, referenceInput('Référence A2'))).id
  fx.referenceB = (
    await createOwnReference(payload, fx.user.B, { ...referenceInput('Référence B'), heroImage: fx.mediaB })
  ).id
  fx.projectA = (await createProject(payload, fx.user.A, projectInput('Maison A'), 'fr')).id
  fx.projectA2 = (await createProject(payload, fx.user.A, projectInput('Maison A2'), 'fr')).id
  fx.projectUrl = (await projectDocuments(payload, fx.user.A, fx.projectA, 'fr')).downloadUrl ?? ''
  const { saveVisualiserProject } = await import('@/services/visualiser/saved')
  const saveVisualiser = async (name: string, user: SessionProfessional | null) => {
    const caller = { user, clientIp: nextIp(), locale: 'fr' as const }
    return (await saveVisualiserProject(payload, caller, visualiserInput(name, 'link'))).project?.id ?? ''
  }
  fx.visualiserA = await saveVisualiser('Façade A', fx.user.A)
  fx.visualiserA2 = await saveVisualiser('Façade A2', fx.user.A)
  // A visitor's: the link's token is read back from the mail the outbox holds (no SMTP here).
  await saveVisualiser('Façade visiteur', null)
  const { docs: mails } = await payload.find({
    collection: 'outbox',
    where: { to: { equals: visualiserEmail('link') } },
    overrideAccess: true,
  })
  fx.visualiserToken = /#link=([A-Za-z0-9_-]{43})/.exec(mails[0]?.text ?? '')?.[1] ?? ''
}, 180_000)

afterAll(async () => {
  if (t?.isPostgres && payload) {
    const like = { like: run }
    await payload.delete({ collection: 'estimates', where: { contactEmail: like }, overrideAccess: true })
    await payload.delete({ collection: 'references', where: { title: like }, overrideAccess: true })
    await payload.delete({ collection: 'projects', where: { name: like }, overrideAccess: true })
    await payload.delete({ collection: 'visualiser-projects', where: { name: like }, overrideAccess: true })
    await payload.delete({ collection: 'sample-requests', where: { contactEmail: like }, overrideAccess: true })
    await payload.delete({ collection: 'contact-requests', where: { email: like }, overrideAccess: true })
    await payload.delete({ collection: 'outbox', where: { to: like }, overrideAccess: true })
    const pros = await payload.find({
      collection: 'professional-users',
      where: { email: like },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const owners = pros.docs.map((d) => d.id)
    const { hashUploadKey } = await import('@/services/uploads')
    const keys = (['visitor', 'staff'] as const).map((who) => hashUploadKey(uploadKeyOf(who)))
    await payload.delete({
      collection: 'media-objects',
      where: { or: [{ owner: { in: owners } }, { uploadKey: { in: keys } }] },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'media', where: { owner: { in: owners } }, overrideAccess: true })
    await payload.delete({ collection: 'professional-users', where: { email: like }, overrideAccess: true })
    await payload.delete({ collection: 'users', where: { email: like }, overrideAccess: true })
    await payload.delete({ collection: 'merchants', where: { email: like }, overrideAccess: true })
    await payload.delete({ collection: 'work-categories', where: { id: { equals: Number(fx.categoryId) } } })
    await payload.delete({ collection: 'geographic-areas', where: { id: { equals: fx.areaId } } })
  }
  await t?.stop()
})

/** Forgets the per-address and per-account counts between rows, where the limiter lets a test do so. */
async function freshLimits(): Promise<void> {
  const limits = (await import('@/lib/rate-limit')) as { resetRateLimits?: () => void }
  limits.resetRateLimits?.()
}

async function runRow(name: string, row: Row, probe: Probe): Promise<void> {
  await freshLimits()
  const broken: string[] = []
  for (const who of RUN_ORDER) {
    const expected = row[COLUMNS.indexOf(who)]
    lastAnswer = ''
    const got = await probe(who).catch((error: unknown) => `threw ${String(error)}`)
    if (got !== expected) broken.push(`${name} × ${who}: expected ${expected}, got ${got}\n    answer: ${lastAnswer}`)
  }
  if (broken.length > 0) expect.fail(broken.join('\n'))
}

describe('the authorization matrix', () => {
  it('has a row for every GraphQL operation, and none for an operation that no longer exists', async () => {
    const { schema } = await import('@/graphql/schema')
    const operations = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
    ]
    const rows = new Set(Object.keys(GRAPHQL).map((name) => name.split(' · ')[0]))
    expect(
      operations.filter((op) => !rows.has(op)),
      'operations without a row in GRAPHQL',
    ).toEqual([])
    expect(
      [...rows].filter((row) => !operations.includes(row as string)),
      'rows naming no operation',
    ).toEqual([])
  })

  it('has a row for every route under src/app/api that carries data', async () => {
    const root = path.resolve('src/app/api')
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    const routes = entries
      .filter((e) => e.isFile() && e.name === 'route.ts')
      .map((e) => `/api/${path.relative(root, e.parentPath).split(path.sep).join('/')}`.replace(/\[(\w+)\]/g, ':$1'))
    const covered = new Set([
      ...Object.keys(REST).map((name) => name.split(' ')[1]),
      ...Object.keys(ROUTES_WITHOUT_ROWS),
    ])
    expect(
      routes.filter((r) => !covered.has(r)),
      'routes without a row in REST',
    ).toEqual([])
    expect(
      [...covered].filter((r) => !routes.includes(r as string)),
      'rows naming no route',
    ).toEqual([])
  })

  describe('GraphQL', () => {
    for (const [name, row] of Object.entries(GRAPHQL) as Array<[GraphQLRow, Row]>) {
      it(name, () => runRow(name, row, PROBES[name]))
    }
  })

  describe('our REST routes', () => {
    for (const [name, row] of Object.entries(REST) as Array<[RestRow, Row]>) {
      it(name, () => runRow(name, row, REST_PROBES[name]))
    }
  })
})
