import { createTranslator } from 'next-intl'
import { getRequestLanguage, type Payload } from 'payload'
import { expectedAdminAddress } from '@/domain/admin-origins'
import { messagesOf } from '@/i18n/messages'
import { env } from '@/lib/env'

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

/**
 * When a save from /admin is refused only because the page was opened at an address Payload does not accept (its
 * `csrf` allowlist: SITE_URL, and the loopback spellings locally), the message that says which address to open, in
 * the admin's language; null for every other refusal. The session itself must be valid: the request is checked
 * again as if it came from the expected address.
 */
export async function wrongAdminAddressMessage(payload: Payload, headers: Headers): Promise<string | null> {
  const origin = headers.get('origin')
  const cookies = cookieMap(headers.get('cookie'))
  if (!origin || !cookies.has(`${payload.config.cookiePrefix}-token`) || payload.config.csrf.includes(origin)) {
    return null
  }
  const asExpected = new Headers(headers)
  asExpected.delete('origin')
  asExpected.set('sec-fetch-site', 'same-origin')
  if (!(await isStaffRequest(payload, asExpected))) return null
  return adminAddressMessage(payload, headers)
}

/** "Open the administration at <SITE_URL>/admin", in the admin's language (its cookie, else the browser's). */
export async function adminAddressMessage(payload: Payload, headers: Headers): Promise<string> {
  const cookies = cookieMap(headers.get('cookie'))
  const language = getRequestLanguage({ config: payload.config, cookies, headers })
  const locale = language === 'nl' ? 'nl' : 'fr'
  const messages = await messagesOf(locale)
  const t = createTranslator({
    locale,
    messages: messages as { Validation: Record<string, string> },
    namespace: 'Validation',
  })
  return t('WRONG_ADMIN_ADDRESS', { address: expectedAdminAddress(env.SITE_URL) })
}

function cookieMap(header: string | null): Map<string, string> {
  const map = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at <= 0) continue
    const value = part.slice(at + 1).trim()
    try {
      map.set(part.slice(0, at).trim(), decodeURIComponent(value))
    } catch {
      map.set(part.slice(0, at).trim(), value)
    }
  }
  return map
}
