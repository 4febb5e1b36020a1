import { graphqlRequest } from '@/lib/api-client'

/** The follow-up page's call to the GraphQL API; checked against schema.graphql by tests/unit/graphql-documents.test.ts. */
export const WITHDRAW_REQUEST_MUTATION =
  'mutation WithdrawEstimateRequest($input: FollowUpInput!) { withdrawEstimateRequest(input: $input) { requestId } }'

export async function withdrawRequest(token: string, locale: string): Promise<void> {
  await graphqlRequest(WITHDRAW_REQUEST_MUTATION, { input: { token } }, locale)
}
