import { graphqlRequest } from '@/lib/api-client'

/** The layout's call to the GraphQL API (the document is checked by tests/unit/graphql-documents.test.ts). */

export const CURRENT_PROFESSIONAL_USER_QUERY =
  'query CurrentProfessionalUser { currentProfessionalUser { id profiles } }'

/** The signed-in professional as the server knows them (null when the session expired or was revoked). */
export async function fetchCurrentProfessionalUser(
  locale: string,
): Promise<{ id: string; profiles: string[] | null } | null> {
  const { currentProfessionalUser } = await graphqlRequest<{
    currentProfessionalUser: { id: string; profiles: string[] | null } | null
  }>(CURRENT_PROFESSIONAL_USER_QUERY, {}, locale)
  return currentProfessionalUser
}
