import type { SavedProject } from '@/domain/configurator'
import { graphqlRequest } from '@/lib/api-client'

/**
 * The configurator's calls to the GraphQL API (saved projects and documents; the catalogue comes with the page).
 * Each document is an exported constant, checked against schema.graphql by tests/unit/graphql-documents.test.ts.
 */

const PROJECT = `id name contact { streetLine postalCode locality }
  solutions { id answers estimateSystem { id } preferences { systemLayer product }
    sample { name coatingName colorCategoryName colorCode lightIntensity colorHex coating rangeCode }
    facades { shape perimeter { type value } openingFacades { kind perimeter { type value } } } }`

export interface ProjectSummary {
  id: string
  name: string
  updatedAt: string
}

interface ApiProject {
  id: string
  name: string
  contact: SavedProject['contact']
  solutions: Array<{
    id: string
    answers: string[]
    estimateSystem: { id: string } | null
    preferences: SavedProject['solutions'][number]['preferences']
    sample: SavedProject['solutions'][number]['sample']
    facades: SavedProject['solutions'][number]['facades']
  }>
}

const toSaved = (p: ApiProject): SavedProject => ({
  id: p.id,
  name: p.name,
  contact: p.contact,
  solutions: p.solutions.map((s) => ({
    id: s.id,
    estimateSystem: s.estimateSystem?.id ?? null,
    answers: s.answers,
    sample: s.sample,
    facades: s.facades,
    preferences: s.preferences,
  })),
})

/** The input of createProject and updateProject from a saved shape. */
function projectInput(project: SavedProject) {
  return {
    name: project.name,
    contacts: [project.contact],
    solutions: project.solutions.map((s) => ({
      estimateSystem: s.estimateSystem,
      answers: s.answers,
      sample: s.sample,
      facades: s.facades,
      preferences: s.preferences,
    })),
  }
}

export const UPDATE_PROJECT_MUTATION =
  'mutation UpdateProject($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }'

export const CREATE_PROJECT_MUTATION =
  'mutation CreateProject($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }'

/** Creates or updates the project, then reads it again by id (the stored truth). */
export async function saveProject(project: SavedProject, locale: string): Promise<SavedProject> {
  let id = project.id
  if (id) {
    await graphqlRequest(UPDATE_PROJECT_MUTATION, { input: { id, ...projectInput(project) } }, locale)
  } else {
    const created = await graphqlRequest<{ createProject: { project: { id: string } } }>(
      CREATE_PROJECT_MUTATION,
      { input: projectInput(project) },
      locale,
    )
    id = created.createProject.project.id
  }
  return loadProjectById(id, locale)
}

export const PROJECT_QUERY = `query Project($id: ID!, $locale: Locale) { project(id: $id, locale: $locale) { ${PROJECT} } }`

export async function loadProjectById(id: string, locale: string): Promise<SavedProject> {
  const { project } = await graphqlRequest<{ project: ApiProject }>(PROJECT_QUERY, { id, locale }, locale)
  return toSaved(project)
}

export const PROJECTS_QUERY =
  'query Projects($page: Int) { projects(page: $page) { items { id name updatedAt } paginationInfo { itemsPerPage lastPage totalCount } } }'

export async function listProjects(
  page: number,
  locale: string,
): Promise<{ items: ProjectSummary[]; lastPage: number; totalCount: number }> {
  const { projects } = await graphqlRequest<{
    projects: { items: ProjectSummary[]; paginationInfo: { lastPage: number; totalCount: number } }
  }>(PROJECTS_QUERY, { page }, locale)
  return { items: projects.items, ...projects.paginationInfo }
}

export const DELETE_PROJECT_MUTATION =
  'mutation DeleteProject($input: ProjectIdInput!) { deleteProject(input: $input) { project { id } } }'

export async function deleteProjectById(id: string, locale: string): Promise<void> {
  await graphqlRequest(DELETE_PROJECT_MUTATION, { input: { id } }, locale)
}

export const DOWNLOAD_DOCUMENTS_PROJECT_MUTATION =
  'mutation DownloadDocumentsProject($input: ProjectIdInput!) { downloadDocumentsProject(input: $input) { project { downloadUrl } } }'

export async function documentUrl(id: string, locale: string): Promise<string> {
  const { downloadDocumentsProject } = await graphqlRequest<{
    downloadDocumentsProject: { project: { downloadUrl: string } }
  }>(DOWNLOAD_DOCUMENTS_PROJECT_MUTATION, { input: { id, locale } }, locale)
  return downloadDocumentsProject.project.downloadUrl
}

export const EMAIL_PROJECT_MUTATION =
  'mutation EmailProject($input: EmailProjectInput!) { emailProject(input: $input) { id email } }'

export async function emailProjectTo(id: string, name: string, email: string, locale: string): Promise<void> {
  await graphqlRequest(EMAIL_PROJECT_MUTATION, { input: { id, name, email, locale } }, locale)
}
