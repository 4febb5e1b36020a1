import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { insulationMinimum } from '@/domain/colour-chart'
import type { ErrorCode } from '@/domain/errors'
import { parseId } from '@/domain/ids'
import { mailPictureSchema, savePictureSchema } from '@/domain/visualiser/forms'
import {
  DEMO_HOUSE_IDS,
  type DemoHouseId,
  type ProjectSnapshot,
  parseProject,
  SAVED_PROJECT_LIMITS,
} from '@/domain/visualiser/project'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import { consume } from '@/lib/rate-limit'
import type { VisualiserProject as SavedDoc } from '@/payload-types'
import type { SessionProfessional } from '../accounts/session-professional'
import { findCatalogue } from '../configurator'
import { AppError } from '../core/errors'
import { enqueueMail } from '../mail/outbox'
import { type IncomingFile, signedMediaObjectUrl, storeUpload } from '../uploads'

/**
 * Facade-visualiser pictures saved on the server (issue 25). A signed-in professional's are listed in their
 * dashboard; a visitor's is mailed to them as a link whose token (256 random bits) is stored only as its SHA-256.
 * The photo is uploaded only here, under the quotation photos' rules (type by content, re-encoded, 10 MB), and must
 * be the very size the picture was drawn on; the picture is held to the editor's own rules (parseProject).
 */

const COLLECTION = 'visualiser-projects'
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/
/** The photo's signed link handed out with a picture works for an hour. */
const PHOTO_LINK_SECONDS = 60 * 60

export interface SavedPicture {
  /** Null for a visitor's picture, opened by its link. */
  id: string | null
  name: string
  /** The picture as domain/visualiser/project.ts writes it (JSON). */
  picture: string
  demo: DemoHouseId | null
  /** A signed link to the photo (an hour), or null on a demo house. */
  photoUrl: string | null
  updatedAt: string
  /** When a visitor's link stops working; null for a professional's. */
  expiresAt: string | null
}

export interface SavedPictureSummary {
  id: string
  name: string
  zones: number
  demo: DemoHouseId | null
  thumbnailUrl: string | null
  updatedAt: string
}

export interface SaveInput {
  id?: string | null
  name?: string | null
  picture?: string | null
  demo?: string | null
  photo?: IncomingFile | null
  email?: string | null
}

interface Caller {
  user: SessionProfessional | null
  clientIp: string
  locale: Locale
}

const hashOf = (token: string) => createHash('sha256').update(`visualiser:${token}`).digest('hex')
const asPayloadUser = (user: SessionProfessional) => ({ ...user, collection: 'professional-users' }) as never

/** A visitor's link: the visualiser's address with the token in its fragment (never sent to a server or a log). */
export function savedPictureUrl(locale: Locale, token: string): string {
  return new URL(`${localizedPath(locale, '/visualiser')}#link=${token}`, env.SITE_URL).toString()
}

function fieldError(field: string, code: ErrorCode): AppError {
  return new AppError(code, `${field}: ${code}`, { fields: { [field]: code } })
}

/** The form's own schema, on the server: the first field issue answers with its code. */
function checkedForm<S extends z.ZodType>(schema: S, input: SaveInput): z.output<S> {
  const parsed = schema.safeParse({ name: input.name ?? '', email: input.email ?? '' })
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw fieldError(String(issue?.path[0] ?? 'name'), (issue?.message ?? 'BAD_REQUEST') as ErrorCode)
}

async function checkedPicture(value: unknown): Promise<ProjectSnapshot> {
  if (typeof value !== 'string' || value.length > SAVED_PROJECT_LIMITS.pictureChars) {
    throw fieldError('picture', 'BAD_REQUEST')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw fieldError('picture', 'BAD_REQUEST')
  }
  const catalogue = await findCatalogue('fr')
  const project = parseProject(parsed, insulationMinimum(catalogue.systems))
  if (!project || project.zones.length === 0) throw fieldError('picture', 'BAD_REQUEST')
  return project
}

function checkedDemo(value: unknown): DemoHouseId | null {
  if (value === null || value === undefined || value === '') return null
  if (!DEMO_HOUSE_IDS.includes(value as DemoHouseId)) throw fieldError('demo', 'BAD_REQUEST')
  return value as DemoHouseId
}

/** Stores the photo as a private media object, refused (and removed) unless it is the size the picture was drawn on. */
async function storePhoto(payload: Payload, file: IncomingFile, project: ProjectSnapshot) {
  const stored = await storeUpload(payload, file, { kind: 'estimate', owner: null })
  const doc = await payload.findByID({ collection: 'media-objects', id: Number(stored.id), depth: 0 })
  if (doc.width !== project.width || doc.height !== project.height) {
    await payload.delete({ collection: 'media-objects', id: doc.id, overrideAccess: true })
    throw fieldError('photo', 'BAD_REQUEST')
  }
  return doc.id
}

async function removePhoto(payload: Payload, id: number | null | undefined) {
  if (id) await payload.delete({ collection: 'media-objects', id, overrideAccess: true }).catch(() => undefined)
}

const photoIdOf = (doc: SavedDoc): number | null =>
  typeof doc.photo === 'object' && doc.photo ? doc.photo.id : (doc.photo ?? null)

async function ownDoc(payload: Payload, user: SessionProfessional, id: unknown): Promise<SavedDoc> {
  const numeric = parseId(String(id ?? ''))
  const doc =
    numeric === null
      ? null
      : await payload.findByID({
          collection: COLLECTION,
          id: numeric,
          depth: 0,
          overrideAccess: false,
          user: asPayloadUser(user),
          disableErrors: true,
        })
  // Another professional's picture answers as a missing one.
  if (!doc || Number(doc.owner) !== Number(user.id)) throw new AppError('NOT_FOUND', 'No such picture')
  return doc
}

async function docOfToken(payload: Payload, token: unknown): Promise<SavedDoc> {
  const value = typeof token === 'string' ? token : ''
  const { docs } = TOKEN_FORMAT.test(value)
    ? await payload.find({
        collection: COLLECTION,
        where: { tokenHash: { equals: hashOf(value) } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const doc = docs[0]
  if (!doc || !doc.expiresAt || Date.parse(doc.expiresAt) <= Date.now()) {
    throw new AppError('INVALID_TOKEN', 'This link does not open a picture')
  }
  return doc
}

function viewOf(doc: SavedDoc, withId: boolean): SavedPicture {
  const photo = photoIdOf(doc)
  return {
    id: withId ? String(doc.id) : null,
    name: doc.name,
    picture: JSON.stringify(doc.picture),
    demo: checkedDemo(doc.demo),
    photoUrl: photo ? signedMediaObjectUrl(String(photo), PHOTO_LINK_SECONDS) : null,
    updatedAt: doc.updatedAt,
    expiresAt: withId ? null : (doc.expiresAt ?? null),
  }
}

/**
 * Saves a picture. A professional's goes to their account (a new one, or `id`'s, replaced: name and picture, the
 * photo kept unless a new one comes); a visitor's is stored and its link mailed to `email`. Either a photo or a
 * demo house, never both.
 */
export async function saveVisualiserProject(
  payload: Payload,
  caller: Caller,
  input: SaveInput,
): Promise<{ project: SavedPictureSummary | null; mailed: boolean }> {
  if (caller.user) await consume('visualiserSaveByUser', String(caller.user.id))
  else await consume('visualiserSaveByIp', caller.clientIp)
  const { name } = checkedForm(savePictureSchema, input)
  const project = await checkedPicture(input.picture)
  const demo = checkedDemo(input.demo)
  if (demo && input.photo) throw fieldError('photo', 'BAD_REQUEST')
  const { user } = caller
  if (!user) return saveForVisitor(payload, caller, input, { name, project, demo })

  const existing = input.id ? await ownDoc(payload, user, input.id) : null
  if (!existing) {
    const { totalDocs } = await payload.count({
      collection: COLLECTION,
      where: { owner: { equals: user.id } },
      overrideAccess: true,
    })
    if (totalDocs >= SAVED_PROJECT_LIMITS.perProfessional) throw new AppError('TOO_MANY_ITEMS', 'Too many pictures')
  }
  if (!existing && !demo && !input.photo) throw fieldError('photo', 'IS_REQUIRED')
  // Stored without an owner, as a visitor's: a quotation photo's owner could remove it or attach it to a request
  // (uploads' ownedMediaObjects); it is reached only through its picture, whose owner and deletion cover it.
  const photo = input.photo ? await storePhoto(payload, input.photo, project) : null
  try {
    if (existing && !photo && !demo) {
      // The photo kept: the picture must still be drawn on its size.
      const kept = photoIdOf(existing)
      const size = kept
        ? await payload.findByID({ collection: 'media-objects', id: kept, depth: 0, disableErrors: true })
        : null
      const fits = size
        ? size.width === project.width && size.height === project.height
        : existing.demo !== null && existing.demo !== undefined
      if (!fits) throw fieldError('picture', 'BAD_REQUEST')
    }
    const data = {
      name,
      picture: project as unknown as Record<string, unknown>,
      locale: caller.locale,
      ...(photo || demo ? { photo, demo } : {}),
    }
    const doc = existing
      ? await payload.update({ collection: COLLECTION, id: existing.id, data, overrideAccess: true, depth: 0 })
      : await payload.create({ collection: COLLECTION, data: { ...data, owner: user.id }, overrideAccess: true })
    // A replaced photo is removed with the change.
    if (existing && (photo || demo) && photoIdOf(existing) !== photo) await removePhoto(payload, photoIdOf(existing))
    return { project: summaryOf(doc), mailed: false }
  } catch (error) {
    await removePhoto(payload, photo)
    throw error
  }
}

async function saveForVisitor(
  payload: Payload,
  caller: Caller,
  input: SaveInput,
  checked: { name: string; project: ProjectSnapshot; demo: DemoHouseId | null },
): Promise<{ project: null; mailed: boolean }> {
  if (input.id) throw new AppError('ACCESS_DENIED', 'Sign in to change a saved picture')
  const address = checkedForm(mailPictureSchema, input).email
  if (!checked.demo && !input.photo) throw fieldError('photo', 'IS_REQUIRED')
  await consume('visualiserMailByEmail', address)
  await sweepExpired(payload)
  const photo = input.photo ? await storePhoto(payload, input.photo, checked.project) : null
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date()
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + SAVED_PROJECT_LIMITS.linkMonths)
  try {
    await payload.create({
      collection: COLLECTION,
      overrideAccess: true,
      data: {
        name: checked.name,
        email: address,
        locale: caller.locale,
        picture: checked.project as unknown as Record<string, unknown>,
        photo,
        demo: checked.demo,
        tokenHash: hashOf(token),
        expiresAt: expiresAt.toISOString(),
      },
    })
  } catch (error) {
    await removePhoto(payload, photo)
    throw error
  }
  // Stored first: the mail is queued in the outbox and retried until it leaves; the picture is never lost to SMTP.
  const until = new Intl.DateTimeFormat(caller.locale === 'nl' ? 'nl-BE' : 'fr-BE', {
    dateStyle: 'long',
    timeZone: 'Europe/Brussels',
  }).format(expiresAt)
  await enqueueMail(payload, {
    template: 'visualiserProject',
    to: address,
    locale: caller.locale,
    data: { url: savedPictureUrl(caller.locale, token), until },
  })
  return { project: null, mailed: true }
}

/**
 * Visitors' pictures whose link has expired go, photo included (the collection's afterDelete hook), a few at a
 * time with each new visitor's save: no link opens them any more, and nobody else could.
 */
async function sweepExpired(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [{ expiresAt: { less_than: new Date().toISOString() } }, { owner: { exists: false } }] },
    limit: 20,
    depth: 0,
    overrideAccess: true,
    select: {},
  })
  for (const doc of docs) await payload.delete({ collection: COLLECTION, id: doc.id, overrideAccess: true })
}

function summaryOf(doc: SavedDoc): SavedPictureSummary {
  const photo = photoIdOf(doc)
  const picture = doc.picture as { zones?: unknown[] } | null
  return {
    id: String(doc.id),
    name: doc.name,
    zones: Array.isArray(picture?.zones) ? picture.zones.length : 0,
    demo: checkedDemo(doc.demo),
    thumbnailUrl: photo ? `${signedMediaObjectUrl(String(photo), PHOTO_LINK_SECONDS)}&size=thumbnail` : null,
    updatedAt: doc.updatedAt,
  }
}

function requireUser(user: SessionProfessional | null): SessionProfessional {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to see saved pictures')
  return user
}

/** One page of the signed-in professional's pictures, most recently changed first. */
export async function listVisualiserProjects(
  payload: Payload,
  user: SessionProfessional | null,
  page: number,
  itemsPerPage = 10,
) {
  const owner = requireUser(user)
  const safePage = Math.max(1, Math.min(10_000, Math.floor(page) || 1))
  const limit = Math.max(1, Math.min(50, Math.floor(itemsPerPage) || 10))
  const result = await payload.find({
    collection: COLLECTION,
    where: { owner: { equals: owner.id } },
    page: safePage,
    limit,
    sort: '-updatedAt',
    depth: 0,
    overrideAccess: false,
    user: asPayloadUser(owner),
  })
  return {
    items: result.docs.map(summaryOf),
    paginationInfo: {
      page: safePage,
      itemsPerPage: limit,
      lastPage: Math.max(1, result.totalPages),
      totalCount: result.totalDocs,
    },
  }
}

/** A saved picture: the professional's own by id, or anyone's by its mailed link's token. */
export async function getVisualiserProject(
  payload: Payload,
  user: SessionProfessional | null,
  ref: { id?: string | null; token?: string | null },
): Promise<SavedPicture> {
  if (ref.token) return viewOf(await docOfToken(payload, ref.token), false)
  return viewOf(await ownDoc(payload, requireUser(user), ref.id), true)
}

/** Deletes a saved picture and its photo: the professional's own by id, a visitor's by its link. */
export async function deleteVisualiserProject(
  payload: Payload,
  user: SessionProfessional | null,
  ref: { id?: string | null; token?: string | null },
): Promise<string | null> {
  const doc = ref.token ? await docOfToken(payload, ref.token) : await ownDoc(payload, requireUser(user), ref.id)
  // The photo goes with it (the collection's afterDelete hook).
  await payload.delete({ collection: COLLECTION, id: doc.id, overrideAccess: true })
  return ref.token ? null : String(doc.id)
}
