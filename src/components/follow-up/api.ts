import { graphqlRequest } from '@/lib/api-client'

/** The follow-up page's call to the GraphQL API; checked against schema.graphql by tests/unit/graphql-documents.test.ts. */
export const WITHDRAW_REQUEST_MUTATION =
  'mutation WithdrawEstimateRequest($input: FollowUpInput!) { withdrawEstimateRequest(input: $input) { requestId } }'

export async function withdrawRequest(token: string, locale: string): Promise<void> {
  await graphqlRequest(WITHDRAW_REQUEST_MUTATION, { input: { token } }, locale)
}

export const CREATE_REVIEW_MUTATION =
  'mutation CreateReview($input: ReviewInput!) { createReview(input: $input) { id status editable } }'
export const UPDATE_REVIEW_MUTATION =
  'mutation UpdateReview($input: ReviewInput!) { updateReview(input: $input) { id status editable } }'

/** Sends the client's review (a new one, or a change within its 30 days). */
export async function sendReview(
  mode: 'create' | 'update',
  input: Record<string, unknown>,
  locale: string,
): Promise<void> {
  if (mode === 'create') await graphqlRequest(CREATE_REVIEW_MUTATION, { input }, locale)
  else await graphqlRequest(UPDATE_REVIEW_MUTATION, { input }, locale)
}

export const ADD_PROFESSIONAL_MUTATION =
  'mutation AddEstimateProfessional($input: AddEstimateProfessionalInput!) { addEstimateProfessional(input: $input) { estimateId } }'

/** Asks one more matching professional for the request. */
export async function addProfessional(token: string, professional: string, locale: string): Promise<void> {
  await graphqlRequest(ADD_PROFESSIONAL_MUTATION, { input: { token, professional } }, locale)
}
