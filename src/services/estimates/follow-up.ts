import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest, Where } from 'payload'
import { type ClientStatus, canWithdraw, clientMailFor, clientStatus, followUpExpiry } from '@/domain/follow-up'
import { relationId } from '@/domain/ids'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import type { Estimate, FollowUp, ProfessionalUser } from '@/payload-types'
import { AppError } from '../core/errors'
import { inOneTransaction, type UnitOfWork } from '../core/unit-of-work'
import { signedMediaObjectUrl } from '../uploads'

/**
 * The client's private follow-up of a quotation request (issue 24). One link per request: its token is the HMAC of
 * the request's id and a random salt under PAYLOAD_SECRET (256 bits, base64url), so every mail about the request
 * carries the same link while the database holds only the token's SHA-256 and the salt. A wrong, malformed or
 * expired token finds nothing, as an unknown page. The link lives 12 months after the request last changed.
 */

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/
/** Links to the request's photos handed out with the page work for an hour. */
const PHOTO_LINK_SECONDS = 60 * 60

const tokenOf = (requestId: string, salt: string) =>
  createHmac('sha256', env.PAYLOAD_SECRET).update(`follow-up:${requestId}:${salt}`).digest('base64url')

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The follow-up page's address for a token, absolute (for mails and the wizard's last screen). */
export function followUpUrl(locale: Locale, token: string): string {
  return new URL(localizedPath(locale, '/follow-up/[token]', { token }), env.SITE_URL).toString()
}

/**
 * Creates the follow-up of a new request sent to `professionals` (their ids) in its unit of work; answers the token,
 * which is stored nowhere.
 */
export async function createFollowUp(
  unit: UnitOfWork,
  requestId: string,
  locale: Locale,
  professionals: readonly (string | number)[] = [],
): Promise<string> {
  const salt = randomBytes(16).toString('hex')
  const token = tokenOf(requestId, salt)
  await unit.create({
    collection: 'follow-ups',
    overrideAccess: true,
    data: {
      requestId,
      salt,
      tokenHash: hashOf(token),
      locale,
      expiresAt: followUpExpiry(new Date()).toISOString(),
      askedProfessionals: professionals.map(Number),
    },
  })
  return token
}

async function followUpOfRequest(payload: Payload, requestId: string): Promise<FollowUp | null> {
  const { docs } = await payload.find({
    collection: 'follow-ups',
    where: { requestId: { equals: requestId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The follow-up link of a stored request (a replayed submission, a later mail), or null if it has none. */
export async function followUpUrlOf(payload: Payload, requestId: string): Promise<string | null> {
  const doc = await followUpOfRequest(payload, requestId)
  return doc ? followUpUrl(doc.locale, tokenOf(doc.requestId, doc.salt)) : null
}

/** A request's follow-up link and its language, for a mail about it (in the caller's transaction, `req`). */
export async function followUpLinkOf(
  payload: Payload,
  requestId: string,
  req?: PayloadRequest,
): Promise<{ url: string; locale: Locale } | null> {
  const { docs } = await payload.find({
    collection: 'follow-ups',
    where: { requestId: { equals: requestId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  return doc ? { url: followUpUrl(doc.locale, tokenOf(doc.requestId, doc.salt)), locale: doc.locale } : null
}

/** The follow-up a token opens, if it is well-formed, known and not expired. */
export async function followUpOfToken(payload: Payload, token: string): Promise<FollowUp | null> {
  if (!TOKEN_FORMAT.test(token)) return null
  const { docs } = await payload.find({
    collection: 'follow-ups',
    where: { tokenHash: { equals: hashOf(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]
  return doc && Date.parse(doc.expiresAt) > Date.now() ? doc : null
}

export interface FollowUpProfessional {
  estimateId: string
  /** The company page's id while the professional is listed; null otherwise. */
  companyId: string | null
  company: string
  city: string
  phoneNumber: string | null
  website: string | null
  status: ClientStatus
  /** When the status shown last changed (sent: the request's date). */
  changedAt: string
  /** The professional's message with an acceptance or a refusal. */
  message: string | null
}

export interface FollowUpView {
  requestId: string
  locale: Locale
  createdAt: string
  name: string
  street: string
  postcode: string
  city: string
  /** Sanitized HTML, as stored. */
  comment: string
  projectType: 'RENOVATION' | 'NEW_CONSTRUCTION'
  size: number
  workEndDate: string | null
  clientFirstname: string
  categories: string[]
  system: string | null
  photos: Array<{ url: string; thumbnailUrl: string }>
  withdrawnAt: string | null
  canWithdraw: boolean
  professionals: FollowUpProfessional[]
}

const nameOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null ? ((value as { name?: string | null }).name ?? null) : null

async function estimatesOf(payload: Payload, requestId: string, locale: Locale, depth = 1): Promise<Estimate[]> {
  const { docs } = await payload.find({
    collection: 'estimates',
    where: { requestId: { equals: requestId } },
    sort: 'createdAt',
    depth,
    locale,
    limit: 10,
    overrideAccess: true,
  })
  return docs
}

/** The request a token opens, as the client follows it; null (a 404) for a wrong or expired token. */
export async function findFollowUp(payload: Payload, token: string, locale: Locale): Promise<FollowUpView | null> {
  const followUp = await followUpOfToken(payload, token)
  if (!followUp) return null
  const estimates = await estimatesOf(payload, followUp.requestId, locale)
  const first = estimates[0]
  if (!first) return null
  const pros = estimates.map((e) => e.professionalUser).filter((p): p is ProfessionalUser => typeof p === 'object')
  return {
    requestId: followUp.requestId,
    locale: followUp.locale,
    createdAt: first.createdAt,
    name: first.name,
    street: first.street,
    postcode: first.postcode,
    city: first.city,
    comment: first.comment,
    projectType: first.projectType,
    size: first.size,
    workEndDate: first.workEndDate ?? null,
    clientFirstname: first.clientFirstname,
    categories: (first.workCategories ?? []).map(nameOf).filter((n): n is string => Boolean(n)),
    system: nameOf(first.estimateSystem),
    photos: (first.images ?? []).map((image) => {
      const url = signedMediaObjectUrl(String(relationId(image)), PHOTO_LINK_SECONDS)
      return { url, thumbnailUrl: `${url}&size=thumbnail` }
    }),
    withdrawnAt: followUp.withdrawnAt ?? null,
    canWithdraw: !followUp.withdrawnAt && canWithdraw(estimates),
    professionals: estimates.map((e) => {
      const pro = pros.find((p) => p.id === relationId(e.professionalUser))
      return {
        estimateId: String(e.id),
        companyId: pro?.listed ? String(pro.id) : null,
        company: pro?.company ?? '',
        city: pro?.city ?? '',
        phoneNumber: pro?.phoneNumber || pro?.officePhoneNumber || null,
        website: pro?.website ?? null,
        status: clientStatus(e),
        changedAt: e.statusChangedAt ?? e.seenAt ?? e.createdAt,
        message: clientStatus(e) === 'accepted' || clientStatus(e) === 'declined' ? (e.clientMessage ?? null) : null,
      }
    }),
  }
}

/** Pushes the link's end to 12 months from now: the request changed. */
async function renew(unit: UnitOfWork, followUp: FollowUp, extra: Partial<FollowUp> = {}): Promise<void> {
  await unit.update({
    collection: 'follow-ups',
    id: followUp.id,
    data: { expiresAt: followUpExpiry(new Date()).toISOString(), ...extra },
  })
}

/**
 * The client withdraws their request: every professional who has neither finished nor refused it has it archived,
 * marked withdrawn, and is told by mail, in one unit. A second withdrawal changes nothing.
 */
export async function withdrawRequest(payload: Payload, token: string): Promise<FollowUpView> {
  const followUp = await followUpOfToken(payload, token)
  if (!followUp) throw new AppError('NOT_FOUND', 'No such follow-up')
  const locale = followUp.locale
  if (!followUp.withdrawnAt) {
    const estimates = await estimatesOf(payload, followUp.requestId, locale)
    if (!canWithdraw(estimates)) {
      throw new AppError('BAD_REQUEST', 'Every professional already finished or refused this request')
    }
    const now = new Date().toISOString()
    await inOneTransaction(payload, async (unit) => {
      for (const e of estimates) {
        const status = clientStatus(e)
        if (status !== 'sent' && status !== 'seen' && status !== 'accepted') continue
        await unit.update({
          collection: 'estimates',
          id: e.id,
          data: { status: 'ARCHIVED', withdrawnAt: now, statusChangedAt: now },
        })
        const pro = typeof e.professionalUser === 'object' ? e.professionalUser : null
        if (!pro) continue
        const proLocale: Locale = pro.language === 'nl' ? 'nl' : 'fr'
        await unit.enqueueMail({
          template: 'estimateWithdrawn',
          to: pro.email,
          locale: proLocale,
          data: {
            companyName: pro.company ?? '',
            clientName: `${e.clientFirstname} ${e.clientLastname}`,
            projectName: e.name,
            dashboardUrl: new URL(localizedPath(proLocale, '/dashboard'), env.SITE_URL).toString(),
          },
        })
      }
      await renew(unit, followUp, { withdrawnAt: now })
    })
  }
  const view = await findFollowUp(payload, token, locale)
  if (!view) throw new AppError('NOT_FOUND', 'No such follow-up')
  return view
}

/**
 * A professional moved an estimate to `status` (the dashboard checked ownership and the transition): the change is
 * written with the dates the client's page shows, and the client is told by mail when it means an answer (accepted,
 * declined, done), with the professional's message; the link is renewed. One unit.
 */
export async function changeEstimateStatus(
  payload: Payload,
  estimate: Estimate,
  change: { status?: Estimate['status']; notes?: string | null; clientMessage?: string | null },
  company: string,
): Promise<void> {
  const now = new Date().toISOString()
  const { status } = change
  const mail = status && status !== estimate.status ? clientMailFor(estimate, status) : null
  const data: Record<string, unknown> = {}
  if (change.notes !== undefined) data.notes = change.notes
  if (status && status !== estimate.status) {
    data.status = status
    data.statusChangedAt = now
    if (status === 'DONE') data.doneAt = now
    // Archived after the work: it stays done for the client (a request done before this date was kept too).
    if (estimate.status === 'DONE' && !estimate.doneAt) data.doneAt = estimate.statusChangedAt ?? estimate.updatedAt
    if (mail === 'accepted' || mail === 'declined') data.clientMessage = change.clientMessage ?? null
  }
  if (Object.keys(data).length === 0) return
  const followUp = mail ? await followUpOfRequest(payload, estimate.requestId) : null
  await inOneTransaction(payload, async (unit) => {
    await unit.update({ collection: 'estimates', id: estimate.id, data })
    if (!mail || !followUp) return
    const locale = followUp.locale
    await unit.enqueueMail({
      template: 'estimateUpdate',
      to: estimate.contactEmail,
      locale,
      data: {
        clientName: `${estimate.clientFirstname} ${estimate.clientLastname}`,
        projectName: estimate.name,
        companyName: company,
        change: mail,
        message: mail === 'done' ? null : (change.clientMessage ?? null),
        followUpUrl: followUpUrl(locale, tokenOf(followUp.requestId, followUp.salt)),
      },
    })
    await renew(unit, followUp)
  })
}

/** Marks as seen the new estimates a professional's dashboard just showed them (the client reads "seen"). */
export async function markSeen(payload: Payload, ids: readonly (string | number)[]): Promise<void> {
  if (ids.length === 0) return
  const where: Where = { and: [{ id: { in: ids.map(Number) } }, { seenAt: { exists: false } }] }
  await payload.update({
    collection: 'estimates',
    where,
    data: { seenAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

/** Removes the follow-up of a request none of whose estimates remain (staff or the professionals deleted them). */
export async function removeOrphanFollowUp(payload: Payload, requestId: string, req?: PayloadRequest): Promise<void> {
  // In the deletion's own transaction (req), which alone sees the estimate gone.
  const { totalDocs } = await payload.count({
    collection: 'estimates',
    where: { requestId: { equals: requestId } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return
  await payload.delete({
    collection: 'follow-ups',
    where: { requestId: { equals: requestId } },
    overrideAccess: true,
    req,
  })
}

/** The professionals a follow-up's request was ever sent to, its estimates' ones included (older follow-ups). */
export function askedProfessionalsOf(followUp: FollowUp, estimates: readonly Estimate[]): Set<number> {
  const stored = Array.isArray(followUp.askedProfessionals) ? followUp.askedProfessionals.map(Number) : []
  return new Set([...stored, ...estimates.map((e) => relationId(e.professionalUser))].filter(Number.isInteger))
}
