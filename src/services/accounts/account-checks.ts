/**
 * The checks registration and a profile change share before writing: e-mail and VAT number unused by another
 * account, the VAT number known to the registry, and the unique-index refusal of a write that lost the race.
 */
import { type Payload, ValidationError } from 'payload'
import { AppError } from '../core/errors'
import { COLLECTION } from './common'
import { checkVatNumber } from './vat-registry'

export async function assertUnique(
  payload: Payload,
  data: { email?: string; vATNumber?: string },
  exceptId?: number | string,
): Promise<void> {
  const notSelf = exceptId === undefined ? [] : [{ id: { not_equals: exceptId } }]
  if (data.email) {
    const { totalDocs } = await payload.count({
      collection: COLLECTION,
      where: { and: [{ email: { equals: data.email.toLowerCase() } }, ...notSelf] },
    })
    if (totalDocs > 0)
      throw new AppError('EXISTING_EMAIL', 'E-mail already registered', { fields: { email: 'EXISTING_EMAIL' } })
  }
  if (data.vATNumber) {
    const { totalDocs } = await payload.count({
      collection: COLLECTION,
      where: { and: [{ vATNumber: { equals: data.vATNumber } }, ...notSelf] },
    })
    if (totalDocs > 0) {
      throw new AppError('EXISTING_VAT_NUMBER', 'VAT number already registered', {
        fields: { vATNumber: 'EXISTING_VAT_NUMBER' },
      })
    }
  }
}

/** A unique index that another request won between our check and our write. */
export function uniqueViolation(error: unknown): AppError | null {
  if (!(error instanceof ValidationError)) return null
  const paths = error.data.errors.map((e) => e.path)
  if (paths.includes('email'))
    return new AppError('EXISTING_EMAIL', 'E-mail already registered', { fields: { email: 'EXISTING_EMAIL' } })
  if (paths.includes('vATNumber')) {
    return new AppError('EXISTING_VAT_NUMBER', 'VAT number already registered', {
      fields: { vATNumber: 'EXISTING_VAT_NUMBER' },
    })
  }
  return null
}

export async function assertKnownVat(vat: string | undefined): Promise<void> {
  if (vat && (await checkVatNumber(vat)) === 'invalid') {
    throw new AppError('WRONG_VAT_NUMBER', 'VAT number unknown to the registry', {
      fields: { vATNumber: 'WRONG_VAT_NUMBER' },
    })
  }
}
