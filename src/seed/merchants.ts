import type { Payload } from 'payload'

/** Two demo merchants; their customers order samples with these codes (any case or spacing). */
export const MERCHANT_SEEDS = [
  {
    firstname: 'Sophie',
    lastname: 'Lambert',
    email: 'sophie.lambert@materiaux-lambert.example',
    sampleCode: 'BXL2026',
  },
  {
    firstname: 'Pieter',
    lastname: 'Claes',
    email: 'pieter.claes@bouwmaterialen-claes.example',
    sampleCode: 'GENT2026',
  },
] as const

/** Adds the demo merchants whose code is not taken yet; returns how many it added. */
export async function seedMerchants(payload: Payload): Promise<number> {
  let added = 0
  for (const merchant of MERCHANT_SEEDS) {
    const { totalDocs } = await payload.count({
      collection: 'merchants',
      where: { sampleCode: { equals: merchant.sampleCode } },
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    await payload.create({ collection: 'merchants', data: { ...merchant }, overrideAccess: true })
    added++
  }
  return added
}
