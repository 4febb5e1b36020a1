import type { PostalCodeRange } from '@/domain/geography'
import { graphqlRequest } from '@/lib/api-client'

/**
 * The account dialogs' calls to the GraphQL API: registration, sign-in and password reset. Each document is an
 * exported constant, checked against schema.graphql by tests/unit/graphql-documents.test.ts.
 */

export const REGISTRATION_AREAS_QUERY = `query RegistrationAreas($locale: Locale!) {
  provinces: geographicAreas(type: PROVINCE, locale: $locale) { id postalCodesRange { from to } }
  coverage: getGeographicalCoverage(locale: $locale) { id title }
}`

export const CREATE_PROFESSIONAL_USER_MUTATION = `mutation CreateProfessionalUser($input: CreateProfessionalUserInput!) {
  createProfessionalUser(input: $input) { professionalUser { id email firstname lastname } }
}`

export const LOGIN_MUTATION = `mutation LoginProfessionalUser($input: LoginProfessionalUserInput!) {
  loginProfessionalUser(input: $input) { professionalUser { id email firstname lastname } }
}`

export const ASK_RESET_PASSWORD_MUTATION = `mutation AskResetPassword($input: AskResetPasswordInput!) {
  askResetPasswordProfessionalUser(input: $input) { professionalUser { id email } }
}`

export const RESET_PASSWORD_MUTATION = `mutation ResetPassword($input: ResetPasswordInput!) {
  resetPasswordProfessionalUser(input: $input) { professionalUser { id email } }
}`

/** The accepted postal codes (by province) and the areas a professional may choose. */
export interface RegistrationAreas {
  provinces: Array<{ id: string; postalCodesRange: PostalCodeRange[] }>
  coverage: Array<{ id: string; title: string }>
}

export function fetchRegistrationAreas(locale: string): Promise<RegistrationAreas> {
  return graphqlRequest<RegistrationAreas>(REGISTRATION_AREAS_QUERY, { locale }, locale)
}

export async function createProfessionalUser(input: Record<string, unknown>, locale: string): Promise<void> {
  await graphqlRequest(CREATE_PROFESSIONAL_USER_MUTATION, { input }, locale)
}

/** Signs in (the answer sets the session cookies) and gives the name to greet. */
export async function login(
  input: Record<string, unknown>,
  locale: string,
): Promise<{ firstname: string; lastname: string }> {
  const { loginProfessionalUser } = await graphqlRequest<{
    loginProfessionalUser: { professionalUser: { firstname: string; lastname: string } }
  }>(LOGIN_MUTATION, { input }, locale)
  return loginProfessionalUser.professionalUser
}

export async function askResetPassword(input: Record<string, unknown>, locale: string): Promise<void> {
  await graphqlRequest(ASK_RESET_PASSWORD_MUTATION, { input }, locale)
}

export async function resetPassword(input: Record<string, unknown>, locale: string): Promise<void> {
  await graphqlRequest(RESET_PASSWORD_MUTATION, { input }, locale)
}
