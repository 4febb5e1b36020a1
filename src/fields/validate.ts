import { createTranslator } from 'next-intl'
import type { PayloadRequest } from 'payload'
import type { PostalCodeRange } from '@/domain/geography'
import type { RuleResult } from '@/domain/validation'
import { messagesOf } from '@/i18n/messages'

/**
 * A Payload field validator from one of the domain's rules: the error is the catalogue code, which services and tests
 * read. Staff in /admin read the rule's sentence from the site's catalogue in the admin's language instead (they saw
 * "WRONG_PHONE_NUMBER"); the code when the catalogue has no sentence for it.
 */
export const fromRule =
  <V>(rule: (value: V) => RuleResult) =>
  async (
    value: V | null | undefined,
    options?: { req?: Pick<PayloadRequest, 'i18n' | 'user'> },
  ): Promise<true | string> => {
    const code = rule(value as V)
    if (!code) return true
    const req = options?.req
    return req?.user?.collection === 'users' ? ruleMessage(code, req.i18n?.language) : code
  }

/** The catalogue's sentence for a rule's code, in French or Dutch (English admins read French, the fallback). */
export async function ruleMessage(code: string, language: string | undefined): Promise<string> {
  const locale = language === 'nl' ? 'nl' : 'fr'
  const messages = (await messagesOf(locale)) as { Validation: Record<string, string> }
  const t = createTranslator({ locale, messages, namespace: 'Validation' })
  return t.has(code as never) ? t(code as never) : code
}

/** The postal-code ranges of the provinces, read from the database. */
export async function provinceRanges(req: PayloadRequest): Promise<PostalCodeRange[]> {
  const { docs } = await req.payload.find({
    collection: 'geographic-areas',
    where: { type: { equals: 'PROVINCE' } },
    pagination: false,
    depth: 0,
    req,
  })
  return docs.flatMap((d) => (d.postalCodesRange ?? []).map((r) => ({ from: r.from, to: r.to })))
}
