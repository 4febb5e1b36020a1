import type { PostalCodeRange } from '@/domain/geography'
import { graphqlRequest } from '@/lib/api-client'

/**
 * The sample request's calls to the GraphQL API: the form's prefill, the merchant's code and the request itself.
 * Each document is an exported constant, checked against schema.graphql by tests/unit/graphql-documents.test.ts.
 */

export const COLOUR_REQUEST_PREFILL_QUERY = `query ColourRequestPrefill($locale: Locale!, $signedIn: Boolean!) {
  provinces: geographicAreas(type: PROVINCE, locale: $locale) { postalCodesRange { from to } }
  me: currentProfessionalUser @include(if: $signedIn) { firstname lastname street postcode city email phoneNumber }
}`

export const CREATE_COLOR_FINDER_MUTATION = `mutation CreateColorFinder($input: CreateColorFinderInput!) {
  createColorFinder(input: $input) { colorFinder { id contactEmail } }
}`

export const TOKEN_MERCHANT_QUERY = `query TokenMerchant($sampleCode: String!) {
  tokenMerchant(sampleCode: $sampleCode) { merchantId sampleCodeToken expiresAt }
}`

/** The accepted postal codes, and the signed-in professional's details to fill the form with. */
export interface Prefill {
  provinces: Array<{ postalCodesRange: PostalCodeRange[] }>
  me?: {
    firstname: string | null
    lastname: string | null
    street: string | null
    postcode: string | null
    city: string | null
    email: string | null
    phoneNumber: string | null
  } | null
}

export function fetchPrefill(signedIn: boolean, locale: string): Promise<Prefill> {
  return graphqlRequest<Prefill>(COLOUR_REQUEST_PREFILL_QUERY, { locale, signedIn }, locale)
}

/** A merchant's sample code exchanged for a short-lived token. */
export async function tokenMerchant(
  sampleCode: string,
  locale: string,
): Promise<{ merchantId: string; sampleCodeToken: string; expiresAt: string }> {
  const { tokenMerchant } = await graphqlRequest<{
    tokenMerchant: { merchantId: string; sampleCodeToken: string; expiresAt: string }
  }>(TOKEN_MERCHANT_QUERY, { sampleCode }, locale)
  return tokenMerchant
}

/** Sends the sample request; gives the address the confirmation went to. */
export async function createColorFinder(
  input: Record<string, unknown>,
  locale: string,
): Promise<{ id: string; contactEmail: string }> {
  const { createColorFinder } = await graphqlRequest<{
    createColorFinder: { colorFinder: { id: string; contactEmail: string } }
  }>(CREATE_COLOR_FINDER_MUTATION, { input }, locale)
  return createColorFinder.colorFinder
}
