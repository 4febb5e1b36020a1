import type { EstimateStatus } from '@/domain/estimates'
import type { PaginationInfo } from '@/domain/pagination'
import { graphqlRequest } from '@/lib/api-client'
import type { EstimateView } from '@/services/estimates/dashboard'

/**
 * The dashboard's calls to the GraphQL API (projects reuse the configurator's, src/components/configurator/api.ts).
 * Each document is an exported constant, checked against schema.graphql by tests/unit/graphql-documents.test.ts.
 */

/** A request as the dashboard reads it: the service's view, with the project type as a flag. */
export type EstimateRow = Omit<EstimateView, 'requestId' | 'projectType' | 'locale' | 'updatedAt'> & {
  isNewConstruction: boolean
}

export interface EstimateList {
  items: EstimateRow[]
  paginationInfo: PaginationInfo
}

const ESTIMATE = `id status name clientFirstname clientLastname contactEmail contactPhone street postcode city comment
  isNewConstruction size workEndDate notes clientMessage withdrawn createdAt workCategories { id name } estimateSystem { id name }
  images { id url thumbnailUrl }`

export const DASHBOARD_ESTIMATES_QUERY = `query DashboardEstimates($page: Int, $statusList: [EstimateStatus!], $itemsPerPage: Int, $locale: Locale) {
  estimates(page: $page, statusList: $statusList, itemsPerPage: $itemsPerPage, locale: $locale) {
    items { ${ESTIMATE} } paginationInfo { page itemsPerPage lastPage totalCount }
  }
}`

export async function fetchEstimates(
  page: number,
  statusList: readonly EstimateStatus[],
  locale: string,
  itemsPerPage?: number,
): Promise<EstimateList> {
  const { estimates } = await graphqlRequest<{ estimates: EstimateList }>(
    DASHBOARD_ESTIMATES_QUERY,
    { page, statusList, locale, ...(itemsPerPage ? { itemsPerPage } : {}) },
    locale,
  )
  return estimates
}

export const ESTIMATE_STATUS_COUNTS_QUERY = 'query EstimateStatusCounts { estimateStatusCounts { status count } }'

export async function fetchStatusCounts(locale: string): Promise<Record<EstimateStatus, number>> {
  const { estimateStatusCounts } = await graphqlRequest<{
    estimateStatusCounts: Array<{ status: EstimateStatus; count: number }>
  }>(ESTIMATE_STATUS_COUNTS_QUERY, {}, locale)
  return Object.fromEntries(estimateStatusCounts.map((c) => [c.status, c.count])) as Record<EstimateStatus, number>
}

export const UPDATE_ESTIMATE_MUTATION = `mutation UpdateEstimate($input: UpdateEstimateInput!) { updateEstimate(input: $input) { estimate { ${ESTIMATE} } } }`

export async function saveEstimate(
  id: string,
  change: { status?: EstimateStatus; notes?: string | null; clientMessage?: string | null },
  locale: string,
): Promise<EstimateRow> {
  const { updateEstimate } = await graphqlRequest<{ updateEstimate: { estimate: EstimateRow } }>(
    UPDATE_ESTIMATE_MUTATION,
    { input: { id, ...change } },
    locale,
  )
  return updateEstimate.estimate
}

export const DELETE_ESTIMATE_MUTATION =
  'mutation DeleteEstimate($input: EstimateIdInput!) { deleteEstimate(input: $input) { estimate { id } } }'

export async function removeEstimate(id: string, locale: string): Promise<void> {
  await graphqlRequest(DELETE_ESTIMATE_MUTATION, { input: { id } }, locale)
}

export interface OwnProfile {
  id: string
  email: string
  company: string
  firstname: string
  lastname: string
  profiles: string[]
  language: string
  vATNumber: string | null
  phoneNumber: string | null
  officePhoneNumber: string | null
  street: string | null
  postcode: string | null
  city: string | null
  website: string | null
  workCategories: string[]
  geographicAreas: string[]
  moveForRenovation: boolean
  doRenovationSize: boolean
  minimalRenovationSize: number | null
  maximalRenovationSize: number | null
  moveForNewConstruction: boolean
  professionalUserSocialNetworks: Array<{ socialNetwork: string; path: string }>
  translations: Array<{ locale: 'fr' | 'nl'; description: string }>
  images: Array<{ id: string; url: string; alt: string }>
  missingForListing: string[]
}

const PROFILE = `id email company firstname lastname profiles language vATNumber phoneNumber officePhoneNumber street
  postcode city website workCategories geographicAreas moveForRenovation doRenovationSize minimalRenovationSize
  maximalRenovationSize moveForNewConstruction professionalUserSocialNetworks { socialNetwork path }
  translations { locale description } images { id url alt } missingForListing`

export interface CompanyOptions {
  workCategories: Array<{ id: string; name: string }>
  provinces: Array<{ id: string; postalCodesRange: Array<{ from: number; to: number }> }>
  coverage: Array<{ id: string; title: string }>
  products: Array<{ id: string; name: string }>
}

export const DASHBOARD_PROFILE_QUERY = `query DashboardProfile($locale: Locale!) {
  currentProfessionalUser { ${PROFILE} }
  workCategories(locale: $locale) { id name }
  provinces: geographicAreas(type: PROVINCE, locale: $locale) { id postalCodesRange { from to } }
  coverage: getGeographicalCoverage(locale: $locale) { id title }
  products(locale: $locale) { id name }
}`

/** The profile with what the company form offers: work categories and provinces (the dashboard bundle). */
export async function fetchProfile(locale: string): Promise<{ profile: OwnProfile; options: CompanyOptions }> {
  const data = await graphqlRequest<{ currentProfessionalUser: OwnProfile | null } & CompanyOptions>(
    DASHBOARD_PROFILE_QUERY,
    { locale },
    locale,
  )
  if (!data.currentProfessionalUser) throw new Error('ACCESS_DENIED')
  const { currentProfessionalUser: profile, ...options } = data
  return { profile, options }
}

export const UPDATE_PROFESSIONAL_USER_MUTATION = `mutation UpdateProfessionalUser($input: UpdateProfessionalUserInput!) {
  updateProfessionalUser(input: $input) { professionalUser { ${PROFILE} } }
}`

export async function saveProfile(input: Record<string, unknown>, locale: string): Promise<OwnProfile> {
  const { updateProfessionalUser } = await graphqlRequest<{ updateProfessionalUser: { professionalUser: OwnProfile } }>(
    UPDATE_PROFESSIONAL_USER_MUTATION,
    { input },
    locale,
  )
  return updateProfessionalUser.professionalUser
}

export interface OwnReference {
  id: string
  titleFr: string
  titleNl: string
  descriptionFr: string
  descriptionNl: string
  heroImage: { id: string; url: string; alt: string } | null
  images: Array<{ id: string; url: string; alt: string }>
  workCategories: string[]
  logo: { id: string; url: string; alt: string } | null
  productsUsed: string[]
  contact: string
  ctas: Array<{ title: string; link: string }>
  involvedParties: Array<{ firstname: string; lastname: string; function: string; company: string; contact: string }>
  urlFr: string
  urlNl: string
  published: boolean
}

const REFERENCE = `id titleFr titleNl descriptionFr descriptionNl heroImage { id url alt } images { id url alt }
  workCategories logo { id url alt } productsUsed contact ctas { title link } involvedParties { firstname lastname function company contact }
  urlFr urlNl published`

export const OWN_REFERENCES_QUERY = `query OwnReferences { ownReferences { ${REFERENCE} } }`

export async function fetchOwnReferences(locale: string): Promise<OwnReference[]> {
  const { ownReferences } = await graphqlRequest<{ ownReferences: OwnReference[] }>(OWN_REFERENCES_QUERY, {}, locale)
  return ownReferences
}

export const UPDATE_REFERENCE_MUTATION = `mutation UpdateReference($input: UpdateReferenceInput!) { updateReference(input: $input) { reference { ${REFERENCE} } } }`

export const CREATE_REFERENCE_MUTATION = `mutation CreateReference($input: CreateReferenceInput!) { createReference(input: $input) { reference { ${REFERENCE} } } }`

export async function saveReference(
  id: string | null,
  input: Record<string, unknown>,
  locale: string,
): Promise<OwnReference> {
  if (id) {
    const { updateReference } = await graphqlRequest<{ updateReference: { reference: OwnReference } }>(
      UPDATE_REFERENCE_MUTATION,
      { input: { id, ...input } },
      locale,
    )
    return updateReference.reference
  }
  const { createReference } = await graphqlRequest<{ createReference: { reference: OwnReference } }>(
    CREATE_REFERENCE_MUTATION,
    { input },
    locale,
  )
  return createReference.reference
}

export const DELETE_REFERENCE_MUTATION =
  'mutation DeleteReference($input: ReferenceIdInput!) { deleteReference(input: $input) { reference { id } } }'

export async function removeReference(id: string, locale: string): Promise<void> {
  await graphqlRequest(DELETE_REFERENCE_MUTATION, { input: { id } }, locale)
}

export interface OwnReview {
  id: string
  authorName: string
  city: string | null
  workDone: string | null
  ratingOverall: number
  text: string
  reply: string | null
  createdAt: string
}

export const OWN_REVIEWS_QUERY =
  'query OwnReviews { ownReviews { waitingReply items { id authorName city workDone ratingOverall text reply createdAt } } }'

/** The professional's approved reviews and how many wait for a reply. */
export async function fetchOwnReviews(locale: string): Promise<{ items: OwnReview[]; waitingReply: number }> {
  const { ownReviews } = await graphqlRequest<{ ownReviews: { items: OwnReview[]; waitingReply: number } }>(
    OWN_REVIEWS_QUERY,
    {},
    locale,
  )
  return ownReviews
}

export const REPLY_TO_REVIEW_MUTATION =
  'mutation ReplyToReview($input: ReviewReplyInput!) { replyToReview(input: $input) { id reply } }'

export async function saveReply(id: string, reply: string, locale: string): Promise<string | null> {
  const { replyToReview } = await graphqlRequest<{ replyToReview: { reply: string | null } }>(
    REPLY_TO_REVIEW_MUTATION,
    { input: { id, reply } },
    locale,
  )
  return replyToReview.reply
}
