import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import { findCatalogue } from './'
import { COLLECTION, numericId, type ProjectView, relId, toView } from './project-view'

/**
 * A project's PDF outside its owner's session: the signed download link (made and verified), the project such a
 * link grants, and the professional the PDF presents (also for the PDF a project mail attaches).
 */

/** A download link works this long. */
const DOWNLOAD_LINK_SECONDS = 60 * 60

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
