import type { Payload, Where } from 'payload'
import { z } from 'zod'
import {
  canTransition,
  ESTIMATE_STATUSES,
  ESTIMATES_PER_PAGE,
  type EstimateStatus,
  MAX_ESTIMATES_PER_PAGE,
  normalizeStatusFilter,
} from '@/domain/estimates'
import { clientStatus, MAX_CLIENT_MESSAGE } from '@/domain/follow-up'
import { parseId, relationId } from '@/domain/ids'
import type { PaginationInfo } from '@/domain/pagination'
import type { Locale } from '@/i18n/routing'
import type { Estimate } from '@/payload-types'
import type { SessionProfessional } from '../accounts'
import { AppError } from '../core/errors'
import { parseInput } from '../core/input'
import { signedMediaObjectUrl } from '../uploads'
import { changeEstimateStatus, markSeen } from './follow-up'

/**
 * The quotation requests a professional received, as the dashboard handles them: list with a status filter and
 * pages, change status and notes, delete. Every call is scoped to the signed-in professional; another
 * professional's estimate answers NOT_FOUND, like a missing one.
 */

const COLLECTION = 'estimates'
/** Notes are the professional's own memo; this keeps a row readable. */
export const MAX_NOTES_LENGTH = 2000
/** Links to photos handed out with a page of the dashboard work for an hour. */
const PHOTO_LINK_SECONDS = 60 * 60

export interface EstimatePhoto {
  id: string
  /** Signed links, valid for an hour. */
  thumbnailUrl: string
  url: string
}

export interface EstimateView {
  id: string
  requestId: string
  status: EstimateStatus
  name: string
  clientFirstname: string
  clientLastname: string
  contactEmail: string
  contactPhone: string | null
  street: string
  postcode: string
  city: string
  comment: string
  projectType: string
  size: number
  workEndDate: string | null
  notes: string | null
  /** The professional's last message to the client (with an acceptance or a refusal). */
  clientMessage: string | null
  /** The client withdrew the request. */
  withdrawn: boolean
  locale: string
  workCategories: Array<{ id: string; name: string }>
  estimateSystem: { id: string; name: string } | null
  images: EstimatePhoto[]
  createdAt: string
  updatedAt: string
}

export interface EstimatePage {
  items: EstimateView[]
  paginationInfo: PaginationInfo
}

function requireUser(user: SessionProfessional | null): SessionProfessional {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to see your quotation requests')
  return user
}

const asPayloadUser = (user: SessionProfessional) => ({ ...user, collection: 'professional-users' }) as never

function toView(doc: Estimate): EstimateView {
  const categories = (doc.workCategories ?? []).map((c) =>
    typeof c === 'object' && c !== null ? { id: String(c.id), name: c.name ?? '' } : { id: String(c), name: '' },
  )
  const system = doc.estimateSystem
  return {
    id: String(doc.id),
    requestId: doc.requestId,
    status: doc.status,
    name: doc.name,
    clientFirstname: doc.clientFirstname,
    clientLastname: doc.clientLastname,
    contactEmail: doc.contactEmail,
    contactPhone: doc.contactPhone ?? null,
    street: doc.street,
    postcode: doc.postcode,
    city: doc.city,
    comment: doc.comment,
    projectType: doc.projectType,
    size: doc.size,
    workEndDate: doc.workEndDate ?? null,
    notes: doc.notes ?? null,
    clientMessage: doc.clientMessage ?? null,
    withdrawn: clientStatus(doc) === 'withdrawn',
    locale: doc.locale,
    workCategories: categories,
    estimateSystem:
      system === null || system === undefined
        ? null
        : { id: String(relationId(system)), name: typeof system === 'object' ? (system.name ?? '') : '' },
    // Photos are private: the estimate is the professional's, so links to its photos are handed out with it.
    images: (doc.images ?? []).map((image) => {
      const id = String(relationId(image))
      const url = signedMediaObjectUrl(id, PHOTO_LINK_SECONDS)
      return { id, url, thumbnailUrl: `${url}&size=thumbnail` }
    }),
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

const clampInt = (value: unknown, min: number, max: number, fallback: number) => {
  const n = Math.floor(Number(value))
  return Number.isFinite(n) ? Math.max(min, Math.min(max, n)) : fallback
}

export interface EstimateListOptions {
  page?: number | null
  statusList?: readonly unknown[] | null
  itemsPerPage?: number | null
  locale?: Locale
}

/** One page of the signed-in professional's estimates in the chosen statuses, newest first. */
export async function listEstimates(
  payload: Payload,
  user: SessionProfessional | null,
  options: EstimateListOptions = {},
): Promise<EstimatePage> {
  const owner = requireUser(user)
  const page = clampInt(options.page, 1, 10_000, 1)
  const limit = clampInt(options.itemsPerPage, 1, MAX_ESTIMATES_PER_PAGE, ESTIMATES_PER_PAGE)
  const where: Where = {
    and: [{ professionalUser: { equals: owner.id } }, { status: { in: normalizeStatusFilter(options.statusList) } }],
  }
  const result = await payload.find({
    collection: COLLECTION,
    where,
    page,
    limit,
    sort: '-createdAt',
    depth: 1,
    locale: options.locale ?? 'fr',
    overrideAccess: false,
    user: asPayloadUser(owner),
  })
  // What the dashboard shows, the professional has seen: the client's page says so.
  await markSeen(
    payload,
    result.docs.filter((d) => d.status === 'NEW' && !d.seenAt).map((d) => d.id),
  )
  return {
    items: result.docs.map(toView),
    paginationInfo: {
      page,
      itemsPerPage: limit,
      lastPage: Math.max(1, result.totalPages),
      totalCount: result.totalDocs,
    },
  }
}

/** How many estimates the signed-in professional has in each status. */
export async function countEstimatesByStatus(
  payload: Payload,
  user: SessionProfessional | null,
): Promise<Record<EstimateStatus, number>> {
  const owner = requireUser(user)
  const counts = await Promise.all(
    ESTIMATE_STATUSES.map(async (status) => {
      const { totalDocs } = await payload.count({
        collection: COLLECTION,
        where: { and: [{ professionalUser: { equals: owner.id } }, { status: { equals: status } }] },
        overrideAccess: false,
        user: asPayloadUser(owner),
      })
      return [status, totalDocs] as const
    }),
  )
  return Object.fromEntries(counts) as Record<EstimateStatus, number>
}

/** The estimate if it is the professional's own; NOT_FOUND otherwise (missing or someone else's). */
async function findOwn(payload: Payload, owner: SessionProfessional, id: string, locale: Locale): Promise<Estimate> {
  const numeric = parseId(id)
  if (numeric === null) throw new AppError('NOT_FOUND', 'No such quotation request')
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [{ id: { equals: numeric } }, { professionalUser: { equals: owner.id } }] },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
    user: asPayloadUser(owner),
  })
  const doc = docs[0]
  if (!doc) throw new AppError('NOT_FOUND', 'No such quotation request')
  return doc
}

/** One of the signed-in professional's estimates. */
export async function getEstimate(
  payload: Payload,
  user: SessionProfessional | null,
  id: string,
  locale: Locale = 'fr',
): Promise<EstimateView> {
  return toView(await findOwn(payload, requireUser(user), id, locale))
}

const updateSchema = z.object({
  status: z.enum(ESTIMATE_STATUSES, { error: 'BAD_REQUEST' }).nullish(),
  clientMessage: z
    .string({ error: 'BAD_REQUEST' })
    .nullish()
    .superRefine((v, ctx) => {
      if (v && [...v.trim()].length > MAX_CLIENT_MESSAGE) ctx.addIssue({ code: 'custom', message: 'TOO_LONG' })
    }),
  notes: z
    .string()
    .nullish()
    .superRefine((v, ctx) => {
      if (v && [...v.trim()].length > MAX_NOTES_LENGTH) ctx.addIssue({ code: 'custom', message: 'TOO_LONG' })
    }),
})

/**
 * Changes the status (only along an allowed transition, see src/domain/estimates.ts) and the notes of one of the
 * signed-in professional's estimates; an absent field stays as it is. A change the client hears of (accepted,
 * declined, done) mails them, with `clientMessage` for an acceptance or a refusal (src/services/estimates/follow-up.ts).
 */
export async function updateEstimate(
  payload: Payload,
  user: SessionProfessional | null,
  id: string,
  input: unknown,
  locale: Locale = 'fr',
): Promise<EstimateView> {
  const owner = requireUser(user)
  const { status, notes, clientMessage } = parseInput(updateSchema, input)
  const existing = await findOwn(payload, owner, id, locale)
  if (status && !canTransition(existing.status, status)) {
    throw new AppError('BAD_REQUEST', `Status ${existing.status} cannot become ${status}`, {
      fields: { status: 'BAD_REQUEST' },
    })
  }
  if (existing.withdrawnAt && status && status !== existing.status) {
    throw new AppError('BAD_REQUEST', 'The client withdrew this request', { fields: { status: 'BAD_REQUEST' } })
  }
  const change = {
    ...(status ? { status } : {}),
    ...(notes !== undefined ? { notes: notes?.trim() || null } : {}),
    clientMessage: clientMessage?.trim() || null,
  }
  const company = typeof existing.professionalUser === 'object' ? (existing.professionalUser.company ?? '') : ''
  await changeEstimateStatus(payload, existing, change, company)
  return toView(await findOwn(payload, owner, id, locale))
}

/** Deletes one of the signed-in professional's estimates (the client's request to others stays). */
export async function deleteEstimate(payload: Payload, user: SessionProfessional | null, id: string): Promise<string> {
  const owner = requireUser(user)
  const existing = await findOwn(payload, owner, id, 'fr')
  await payload.delete({ collection: COLLECTION, id: existing.id, overrideAccess: false, user: asPayloadUser(owner) })
  return String(existing.id)
}
