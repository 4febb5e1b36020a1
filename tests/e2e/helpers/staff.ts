import { baseURL } from './browser'

/** The /admin account global-setup creates (ADMIN_EMAIL, ADMIN_PASSWORD of the e2e server). */
const STAFF = { email: 'admin@e2e.test', password: 'E2e-admin-password1' }

/** Signs the staff account in through Payload's REST API; the session's JWT. */
export async function staffToken(): Promise<string> {
  const login = await fetch(`${baseURL()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  return ((await login.json()) as { token: string }).token
}

/** A JSON call to Payload's REST API as staff, as an edit in /admin makes it; throws on an error status. */
export async function staffApi<T = Record<string, unknown>>(
  token: string,
  p: string,
  method = 'GET',
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL()}${p}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}
