import { graphqlRequest } from '@/lib/api-client'

/** The contact form's call to the GraphQL API (the document is checked by tests/unit/graphql-documents.test.ts). */

export const CREATE_CONTACT_REQUEST_MUTATION = `mutation CreateContactRequest($input: CreateContactRequestInput!) {
  createContactRequest(input: $input) { id }
}`

/** Sends the message; the idempotency key makes a resend of the same message count once. */
export async function createContactRequest(input: Record<string, unknown>, locale: string): Promise<void> {
  await graphqlRequest(CREATE_CONTACT_REQUEST_MUTATION, { input }, locale)
}
