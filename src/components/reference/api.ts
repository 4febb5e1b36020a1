import { graphqlRequest } from '@/lib/api-client'
import type { ReferenceView } from '@/services/content/references'

/** The references modal's call to the GraphQL API (the document is checked by tests/unit/graphql-documents.test.ts). */

const IMAGE = 'url width height alt'

export const REFERENCE_QUERY = `query Reference($id: ID!) {
  reference(id: $id) {
    id slug title description
    heroImage { ${IMAGE} }
    images { id card { ${IMAGE} } full { ${IMAGE} } }
    involvedParties { id firstname lastname function company contact }
    workCategories { id name }
    ctas { title link }
    company { id title postcode city hasPage image { ${IMAGE} } }
    logo { ${IMAGE} } productsUsed { id name } contact
  }
}`

/** One published reference, or null when it is gone (unpublished or deleted). */
export async function fetchReference(id: string, locale: string): Promise<ReferenceView | null> {
  const { reference } = await graphqlRequest<{ reference: ReferenceView | null }>(REFERENCE_QUERY, { id }, locale)
  return reference ?? null
}
