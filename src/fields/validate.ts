import type { PayloadRequest } from 'payload'
import type { PostalCodeRange } from '@/domain/geography'
import type { RuleResult } from '@/domain/validation'

/** A Payload field validator from one of the domain's rules: the error is the catalogue code. */
export const fromRule =
  <V>(rule: (value: V) => RuleResult) =>
  (value: V | null | undefined): true | string =>
    rule(value as V) ?? true

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
