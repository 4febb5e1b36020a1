import { NotFound, type Payload, type Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Project as ProjectDoc } from '@/payload-types'
import type { SessionProfessional } from '../accounts'
import { AppError } from '../core/errors'
import { inOneTransaction } from '../core/unit-of-work'
import { findCatalogue } from './'
import { signedDownloadUrl } from './downloads'
import { projectData, saveError } from './project-input'
import { COLLECTION, numericId, type ProjectPage, type ProjectView, toView } from './project-view'

/**
 * Saved configurator projects: a professional creates, reads, updates and deletes their own, and nobody
 * else's. Every read carries each solution's docket, computed from today's catalogue (project-view.ts); a save's
 * input is checked in project-input.ts; the PDF's signed links are in downloads.ts.
 */

export const PROJECTS_PER_PAGE = 10

function requireUser(user: SessionProfessional | null): SessionProfessional {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to use saved projects')
  return user
}

const asPayloadUser = (user: SessionProfessional) => ({ ...user, collection: 'professional-users' }) as never

async function readOwn(payload: Payload, user: SessionProfessional, id: string): Promise<ProjectDoc> {
  const numeric = numericId(id)
  if (numeric === null) throw new AppError('NOT_FOUND', 'No such project')
  try {
    return await payload.findByID({
      collection: COLLECTION,
      id: numeric,
      depth: 0,
      overrideAccess: false,
      user: asPayloadUser(user),
    })
  } catch (error) {
    // Another professional's project answers like a missing one: its existence is nobody else's business.
    if (error instanceof NotFound || (error as { status?: number })?.status === 404) {
      throw new AppError('NOT_FOUND', 'No such project')
    }
    throw error
  }
}

/** The signed-in professional's project, with its dockets in one language. */
export async function getProject(
  payload: Payload,
  user: SessionProfessional | null,
  id: string,
  locale: Locale,
): Promise<ProjectView> {
  const doc = await readOwn(payload, requireUser(user), id)
  return toView(doc, await findCatalogue(locale))
}

/** One page of the signed-in professional's projects, most recently changed first. */
export async function listProjects(
  payload: Payload,
  user: SessionProfessional | null,
  page: number,
  locale: Locale,
  itemsPerPage = PROJECTS_PER_PAGE,
): Promise<ProjectPage> {
  const owner = requireUser(user)
  const where: Where = { owner: { equals: owner.id } }
  const safePage = Math.max(1, Math.min(10_000, Math.floor(page) || 1))
  const limit = Math.max(1, Math.min(50, Math.floor(itemsPerPage) || PROJECTS_PER_PAGE))
  const result = await payload.find({
    collection: COLLECTION,
    where,
    page: safePage,
    limit,
    sort: '-updatedAt',
    depth: 0,
    overrideAccess: false,
    user: asPayloadUser(owner),
  })
  const catalogue = await findCatalogue(locale)
  return {
    items: result.docs.map((d) => toView(d, catalogue)),
    paginationInfo: {
      page: safePage,
      itemsPerPage: limit,
      lastPage: Math.max(1, result.totalPages),
      totalCount: result.totalDocs,
    },
  }
}

/** Creates a project owned by the signed-in professional (one unit of work: all of it or nothing). */
export async function createProject(
  payload: Payload,
  user: SessionProfessional | null,
  input: unknown,
  locale: Locale,
): Promise<ProjectView> {
  const owner = requireUser(user)
  const data = await projectData(input, locale)
  let id: number
  try {
    id = await inOneTransaction(payload, async (unit) => {
      const doc = await unit.create({
        collection: COLLECTION,
        data: { ...data, owner: owner.id },
        overrideAccess: false,
        user: asPayloadUser(owner),
      })
      return doc.id
    })
  } catch (error) {
    throw saveError(error)
  }
  return getProject(payload, owner, String(id), locale)
}

/** Replaces the content of one of the signed-in professional's projects (one unit of work). */
export async function updateProject(
  payload: Payload,
  user: SessionProfessional | null,
  id: string,
  input: unknown,
  locale: Locale,
): Promise<ProjectView> {
  const owner = requireUser(user)
  const data = await projectData(input, locale)
  const existing = await readOwn(payload, owner, id)
  try {
    await inOneTransaction(payload, (unit) =>
      payload.update({
        collection: COLLECTION,
        id: existing.id,
        data,
        overrideAccess: false,
        user: asPayloadUser(owner),
        req: unit.req,
      }),
    )
  } catch (error) {
    throw saveError(error)
  }
  return getProject(payload, owner, String(existing.id), locale)
}

/** Deletes one of the signed-in professional's projects; another's answers NOT_FOUND. */
export async function deleteProject(payload: Payload, user: SessionProfessional | null, id: string): Promise<string> {
  const owner = requireUser(user)
  const existing = await readOwn(payload, owner, id)
  await payload.delete({ collection: COLLECTION, id: existing.id, overrideAccess: false, user: asPayloadUser(owner) })
  return String(existing.id)
}

/** The project with a signed link to its PDF: downloadDocumentsProject. */
export async function projectDocuments(
  payload: Payload,
  user: SessionProfessional | null,
  id: string,
  locale: Locale,
): Promise<ProjectView> {
  const project = await getProject(payload, user, id, locale)
  return { ...project, downloadUrl: signedDownloadUrl(project.id, locale) }
}
