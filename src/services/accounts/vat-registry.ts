import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

export type VatCheck = 'valid' | 'invalid' | 'unknown'

const TIMEOUT_MS = 3000

/**
 * Asks the VAT registry named by VAT_CHECK_URL (a URL with `{vat}`, for example the EU's VIES REST service,
 * answering `{ "isValid": boolean }`) whether a Belgian enterprise number exists. Without the setting, or when
 * the registry does not answer, the answer is "unknown" and registration goes on: the format rule already ran.
 */
export async function checkVatNumber(digits: string): Promise<VatCheck> {
  if (!env.VAT_CHECK_URL) return 'unknown'
  const url = env.VAT_CHECK_URL.replace('{vat}', encodeURIComponent(digits))
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`VAT registry answered ${response.status}`)
    const body = (await response.json()) as { isValid?: unknown; valid?: unknown }
    const valid = body.isValid ?? body.valid
    if (typeof valid !== 'boolean') throw new Error('VAT registry answer without isValid')
    return valid ? 'valid' : 'invalid'
  } catch (error) {
    logger.warn({ err: error }, 'VAT registry unavailable; number accepted on its format')
    return 'unknown'
  }
}
