/**
 * The browser's GraphQL client: same-origin POST to /api/graphql with the session cookie and the page's
 * language. A failed operation throws an ApiError carrying the catalogue code and the per-field codes.
 */
export class ApiError extends Error {
  readonly code: string
  readonly fields: Record<string, string>

  constructor(code: string, message: string, fields: Record<string, string> = {}) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.fields = fields
  }
}

interface GraphQLResponse<T> {
  data?: T | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}

export async function graphqlRequest<T>(query: string, variables: Record<string, unknown>, locale: string): Promise<T> {
  let response: Response
  try {
    response = await fetch('/api/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-locale': locale },
      body: JSON.stringify({ query, variables }),
    })
  } catch (error) {
    throw new ApiError('NETWORK_ERROR', error instanceof Error ? error.message : 'Network error')
  }
  const body = (await response.json().catch(() => ({}))) as GraphQLResponse<T>
  const first = body.errors?.[0]
  if (first)
    throw new ApiError(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR', first.message, first.extensions?.fields)
  // A 502–504 without a GraphQL body comes from the proxy in front: the site is restarting or its database is down.
  const unavailable = response.status >= 502 && response.status <= 504
  if (!response.ok || !body.data)
    throw new ApiError(unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR', `HTTP ${response.status}`)
  return body.data
}
