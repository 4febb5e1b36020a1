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
  return send<T>({
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query, variables }),
  })
}

/**
 * An operation with files, as the GraphQL multipart request spec has it: `files` maps each variable path
 * (`input.photo`) to its file, which the operation's variables carry as null.
 */
export async function graphqlUpload<T>(
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, { blob: Blob; name: string }>,
  locale: string,
): Promise<T> {
  const body = new FormData()
  const entries = Object.entries(files)
  body.append('operations', JSON.stringify({ query, variables }))
  body.append('map', JSON.stringify(Object.fromEntries(entries.map(([path], i) => [i, [`variables.${path}`]]))))
  entries.forEach(([, file], i) => {
    body.append(String(i), file.blob, file.name)
  })
  return send<T>({ headers: { 'x-locale': locale }, body })
}

async function send<T>(init: { headers: Record<string, string>; body: BodyInit }): Promise<T> {
  let response: Response
  try {
    response = await fetch('/api/graphql', { method: 'POST', credentials: 'same-origin', ...init })
  } catch (error) {
    throw new ApiError('NETWORK_ERROR', error instanceof Error ? error.message : 'Network error')
  }
  const body = (await response.json().catch(() => ({}))) as GraphQLResponse<T>
  const first = body.errors?.[0]
  if (first)
    throw new ApiError(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR', first.message, first.extensions?.fields)
  // A 413 from the proxy in front: the file was above its body limit.
  if (response.status === 413) throw new ApiError('FILE_TOO_LARGE', 'HTTP 413')
  // A 502–504 without a GraphQL body comes from the proxy in front: the site is restarting or its database is down.
  const unavailable = response.status >= 502 && response.status <= 504
  if (!response.ok || !body.data)
    throw new ApiError(unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR', `HTTP ${response.status}`)
  return body.data
}
