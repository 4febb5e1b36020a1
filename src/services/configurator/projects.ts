import { createHmac, timingSafeEqual } from 'node:crypto'
import { NotFound, type Payload, ValidationError, type Where } from 'payload'
import type { z } from 'zod'
import {
  type Catalogue,
  type DocketLine,
  type EstimateSystem,
  indexCatalogue,
  layerChoicesFor,
  localizeSample,
  type Measures,
  type Preference,
  type ProjectInput,
  projectInputSchema,
  type Sample,
  type SavedFacade,
  type SavedSolution,
  solutionFromSaved,
  solutionResult,
  withCatalogueSamples,
} from '@/domain/configurator'
import { isErrorCode } from '@/domain/errors'
import { loadPostcodeIndex } from '@/domain/geo/postcode-index'
import { parseId } from '@/domain/ids'
import { fieldErrors } from '@/domain/validation/forms'
import type { Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import type { Project as ProjectDoc } from '@/payload-types'
import type { SessionProfessional } from '../accounts'
import { AppError } from '../core/errors'
import { notFoundAt } from '../core/relations'
import { inOneTransaction } from '../core/unit-of-work'
import { findCatalogue } from './'

/**
 * Saved configurator projects: a professional creates, reads, updates and deletes their own, and nobody
 * else's. Every read carries each solution's docket, computed from today's catalogue.
 */

const COLLECTION = 'projects'
export const PROJECTS_PER_PAGE = 10
/** A download link works this long. */
const DOWNLOAD_LINK_SECONDS = 60 * 60

export interface ProjectContact {
  id: string
  streetLine: string
  postalCode: string
  locality: string
}

export interface SolutionView {
  id: string
  estimateSystem: (EstimateSystem & { answers: Array<{ id: string; name: string }> }) | null
  answers: string[]
  sample: Sample | null
  facades: Array<
    SavedFacade & {
      id: string
      openingFacades: Array<SavedFacade['openingFacades'][number] & { id: string; facade: string }>
    }
  >
  preferences: Preference[]
  measures: Measures
  docket: DocketLine[]
}

export interface ProjectView {
  id: string
  name: string
  createdAt: string
  updatedAt: string
  contact: ProjectContact
  solutions: SolutionView[]
  /** Set by downloadDocumentsProject: a signed link to the PDF. */
  downloadUrl: string | null
}

export interface ProjectPage {
  items: ProjectView[]
  paginationInfo: { page: number; itemsPerPage: number; lastPage: number; totalCount: number }
}

function requireUser(user: SessionProfessional | null): SessionProfessional {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to use saved projects')
  return user
}

const asPayloadUser = (user: SessionProfessional) => ({ ...user, collection: 'professional-users' }) as never

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields = fieldErrors(result.error)
  const first = Object.values(fields)[0] ?? 'BAD_REQUEST'
  throw new AppError(isErrorCode(first) ? first : 'BAD_REQUEST', `Invalid project: ${Object.keys(fields).join(', ')}`, {
    fields,
  })
}

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])
const relId = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object'
      ? String((value as { id: unknown }).id)
      : String(value)

/** A stored solution in the domain's saved shape; anything malformed in the JSON columns is dropped. */
function savedSolution(row: NonNullable<ProjectDoc['solutions']>[number], index: number): SavedSolution {
  const sample = row.sample
  const coating = relId(sample?.coating)
  return {
    id: row.id ?? String(index),
    estimateSystem: relId(row.estimateSystem),
    answers: asArray<unknown>(row.answers).map(String),
    sample:
      sample && coating && sample.colorCode
        ? {
            name: sample.name ?? '',
            coatingName: sample.coatingName ?? '',
            colorCategoryName: sample.colorCategoryName ?? '',
            colorCode: sample.colorCode,
            lightIntensity: sample.lightIntensity ?? 0,
            colorHex: sample.colorHex ?? '#ffffff',
            coating,
            rangeCode: sample.rangeCode ?? '',
          }
        : null,
    facades: asArray<SavedFacade>(row.facades).filter(
      (f) => f && Array.isArray(f.perimeter) && Array.isArray(f.openingFacades),
    ),
    preferences: asArray<Preference>(row.preferences).filter((p) => p && typeof p.systemLayer === 'string'),
  }
}

function toView(doc: ProjectDoc, catalogue: Catalogue): ProjectView {
  const systems = new Map(catalogue.systems.map((s) => [s.id, s]))
  const answerNames = new Map(catalogue.questions.flatMap((q) => q.answers.map((a) => [a.id, a.name] as const)))
  return {
    id: String(doc.id),
    name: doc.name,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    contact: {
      id: String(doc.id),
      streetLine: doc.contact?.streetLine ?? '',
      postalCode: doc.contact?.postalCode ?? '',
      locality: doc.contact?.locality ?? '',
    },
    downloadUrl: null,
    solutions: (doc.solutions ?? []).map((row, i) => {
      const saved = savedSolution(row, i)
      const system = saved.estimateSystem ? systems.get(saved.estimateSystem) : undefined
      const { measures, docket } = solutionResult(solutionFromSaved(saved, catalogue), catalogue)
      const id = String(saved.id)
      return {
        id,
        estimateSystem: system
          ? {
              ...system,
              answers: system.estimateAnswers.flatMap((a) => {
                const name = answerNames.get(a)
                return name ? [{ id: a, name }] : []
              }),
            }
          : null,
        answers: saved.answers,
        // The names of today's catalogue in the reader's language, not the copies saved with the project.
        sample: saved.sample ? localizeSample(saved.sample, catalogue) : null,
        facades: saved.facades.map((f, fi) => ({
          ...f,
          id: `${id}-${fi}`,
          openingFacades: f.openingFacades.map((o, oi) => ({ ...o, id: `${id}-${fi}-${oi}`, facade: `${id}-${fi}` })),
        })),
        preferences: saved.preferences,
        measures,
        docket,
      }
    }),
  }
}

const numericId = (value: string | null | undefined): number | null => parseId(value)

function toData(input: z.output<typeof projectInputSchema>) {
  const contact = input.contacts?.[0]
  return {
    name: input.name,
    contact: {
      streetLine: contact?.streetLine || null,
      postalCode: contact?.postalCode || null,
      locality: contact?.locality || null,
    },
    solutions: input.solutions.map((s) => ({
      estimateSystem: numericId(s.estimateSystem),
      answers: s.answers ?? [],
      sample: s.sample
        ? { ...s.sample, coating: numericId(s.sample.coating) }
        : {
            coating: null,
            name: null,
            coatingName: null,
            colorCategoryName: null,
            rangeCode: null,
            colorCode: null,
            colorHex: null,
            lightIntensity: null,
          },
      facades: s.facades,
      preferences: s.preferences,
    })),
  }
}

/**
 * Every id a project names is one of the catalogue's, checked before anything is written: the system, the answers,
 * the colour's coating, and each preference's system layer (a layer of that solution's system) and product (one
 * that layer offers). Anything else answers NOT_FOUND with its path (`solutions.0.preferences.1.product`) instead
 * of being stored, or failing half-way through the save.
 */
function checkCatalogueIds(input: ProjectInput, catalogue: Catalogue): void {
  const index = indexCatalogue(catalogue)
  const answers = new Set(catalogue.questions.flatMap((q) => q.answers.map((a) => a.id)))
  input.solutions.forEach((solution, i) => {
    const at = (path: string) => `solutions.${i}.${path}`
    const system = solution.estimateSystem ? index.system.get(solution.estimateSystem) : undefined
    if (solution.estimateSystem && !system) throw notFoundAt(at('estimateSystem'), 'Unknown system')
    ;(solution.answers ?? []).forEach((answer, j) => {
      if (!answers.has(answer)) throw notFoundAt(at(`answers.${j}`), 'Unknown answer')
    })
    if (solution.sample && !index.coating.has(solution.sample.coating)) {
      throw notFoundAt(at('sample.coating'), 'Unknown coating')
    }
    const choices = system ? layerChoicesFor(system, catalogue) : []
    solution.preferences.forEach((preference, j) => {
      const choice = choices.find((c) => c.systemLayer === preference.systemLayer)
      if (!choice) throw notFoundAt(at(`preferences.${j}.systemLayer`), 'Not a layer of this system')
      if (preference.product !== null && !choice.products.includes(preference.product)) {
        throw notFoundAt(at(`preferences.${j}.product`), 'Not a product of this layer')
      }
    })
  })
}

/** The input parsed, its catalogue ids checked, in the shape the collection stores. */
async function projectData(input: unknown, locale: Locale) {
  await loadPostcodeIndex()
  const parsed = parse(projectInputSchema, input)
  const catalogue = await findCatalogue(locale)
  checkCatalogueIds(parsed, catalogue)
  // The colour's names, LRV and hex from the catalogue, not as sent (UNKNOWN_FINISH for a shade it lacks).
  return toData(withCatalogueSamples(parsed, catalogue))
}

/** A system or coating that no longer exists is a bad request, not a server error. */
function saveError(error: unknown): unknown {
  if (error instanceof ValidationError) {
    const fields = Object.fromEntries(error.data.errors.map((e) => [e.path, 'BAD_REQUEST']))
    return new AppError('BAD_REQUEST', 'Invalid project', { fields })
  }
  return error
}

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

// ——— Download links ———

function signature(id: string, locale: Locale, expires: number): string {
  return createHmac('sha256', env.PAYLOAD_SECRET).update(`project-pdf:${id}:${locale}:${expires}`).digest('base64url')
}

/** A link to the project's PDF in one language that works for an hour without a session (it is the grant). */
export function signedDownloadUrl(id: string, locale: Locale, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS
  const query = new URLSearchParams({ locale, expires: String(expires), signature: signature(id, locale, expires) })
  return `/api/configurator/documents/${encodeURIComponent(id)}?${query}`
}

/** Whether a download link's signature holds and has not expired. */
export function verifyDownload(id: string, locale: Locale, expires: number, given: string, now = Date.now()): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < now) return false
  const expected = Buffer.from(signature(id, locale, expires))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
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

/** The professional a project belongs to, as its PDF presents them: the company and how to reach them. */
export interface ProjectProfessional {
  company: string
  name: string
  email: string
  phone: string
  officePhone: string
  address: string
  website: string
}

/** The owner of a project, for its PDF (the caller has already been granted the project). */
export async function projectProfessional(payload: Payload, projectId: string): Promise<ProjectProfessional | null> {
  const numeric = numericId(projectId)
  if (numeric === null) return null
  const doc = await payload.findByID({ collection: COLLECTION, id: numeric, depth: 0, disableErrors: true })
  const ownerId = relId(doc?.owner)
  const owner = ownerId
    ? await payload.findByID({ collection: 'professional-users', id: Number(ownerId), depth: 0, disableErrors: true })
    : null
  if (!owner) return null
  return {
    company: owner.company ?? '',
    name: [owner.firstname, owner.lastname].filter(Boolean).join(' '),
    email: owner.email ?? '',
    phone: owner.phoneNumber ?? '',
    officePhone: owner.officePhoneNumber ?? '',
    address: [owner.street, [owner.postcode, owner.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    website: owner.website ?? '',
  }
}

/** A project for a verified download link: the signature, not a session, grants the read. */
export async function projectForDownload(payload: Payload, id: string, locale: Locale): Promise<ProjectView | null> {
  const numeric = numericId(id)
  if (numeric === null) return null
  const doc = await payload.findByID({ collection: COLLECTION, id: numeric, depth: 0, disableErrors: true })
  return doc ? toView(doc, await findCatalogue(locale)) : null
}
