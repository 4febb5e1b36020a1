import type { Payload } from 'payload'

/**
 * Whether the request is from staff signed in to /admin (Payload's `payload-token` cookie or an `Authorization`
 * header, with Payload's own cookie and CSRF rules). Auto-login is off, so a development setting never makes a
 * visitor staff.
 */
export async function isStaffRequest(payload: Payload, headers: Headers): Promise<boolean> {
  const checked = new Headers(headers)
  checked.set('DisableAutologin', 'true')
  try {
    const { user } = await payload.auth({ headers: checked })
    return user?.collection === 'users'
  } catch {
    return false
  }
}
