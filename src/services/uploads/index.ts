import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Payload, Where } from 'payload'
import sharp, { type Sharp } from 'sharp'
import { parseId } from '@/domain/ids'
import { imageTooLarge, type PhotoFormat, QUOTATION_LIMITS, sniffPhotoFormat } from '@/domain/quotation'
import { env } from '@/lib/env'
import { consume, withTurn } from '@/lib/rate-limit'
import { readStoredFile } from '@/lib/storage'
import type { SessionProfessional } from '../accounts/session-professional'
import { AppError } from '../core/errors'

/**
 * Uploaded images: the type is told from the content (never the name or declared type), the picture is decoded
 * (HEIC through libheif's WebAssembly build, since sharp's prebuilt libvips has no HEVC decoder), turned upright,
 * stripped of its metadata (GPS), scaled to at most 2000 px and stored as WebP. Quotation photos go to the private
 * `media-objects`, bound to the visitor's upload key; a professional's public images go to `media`.
 */

/** A file as a multipart request or a test hands it over. */
export interface IncomingFile {
  name: string
  size: number
  arrayBuffer(): Promise<ArrayBuffer>
}

export interface StoreOptions {
  /** 'estimate': a private quotation photo (media-objects); 'public': a professional's image (media). */
  kind: 'estimate' | 'public'
  owner?: number | string | null
  /** The visitor's raw upload key; only its hash is stored. */
  uploadKey?: string | null
  alt?: string
}

export interface StoredUpload {
  id: string
  /** For public images the file's URL; for quotation photos a short-lived signed link (for the wizard's preview). */
  url: string
  filename: string
}

/** Upload keys are random per wizard; stored hashed, so the database never holds one that would work. */
export function hashUploadKey(key: string): string {
  return createHash('sha256').update(`upload-key:${key}`).digest('hex')
}

/** Whether a key looks like one the wizard makes (a UUID or 32–128 URL-safe characters). */
export function isUploadKey(key: unknown): key is string {
  return typeof key === 'string' && /^[A-Za-z0-9_-]{32,128}$/.test(key)
}

async function decodeHeic(buffer: Buffer): Promise<Sharp> {
  const { default: decode } = await import('heic-decode')
  const image = await decode({ buffer })
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
}

/**
 * The image as stored: WebP, upright, at most QUOTATION_LIMITS.photoPixels on its longest side, no metadata.
 * FILE_TYPE when the content is none of JPEG, PNG, WebP, HEIC or does not decode; FILE_TOO_LARGE above
 * QUOTATION_LIMITS.inputPixels, told from the header before decoding.
 */
export async function normalizeImage(buffer: Buffer): Promise<{ data: Buffer; format: PhotoFormat }> {
  const format = sniffPhotoFormat(buffer.subarray(0, 64))
  if (!format) throw new AppError('FILE_TYPE', 'Not a JPEG, PNG, WebP or HEIC image')
  // The header's dimensions, before anything is decoded (HEIC included: sharp reads its header).
  const { width, height } = await sharp(buffer)
    .metadata()
    .catch((error: unknown) => {
      throw new AppError('FILE_TYPE', 'The image does not decode', { cause: error })
    })
  if (imageTooLarge(width, height)) throw new AppError('FILE_TOO_LARGE', `${width} × ${height} pixels`)
  try {
    const source =
      format === 'heic'
        ? await decodeHeic(buffer)
        : sharp(buffer, { failOn: 'error', limitInputPixels: QUOTATION_LIMITS.inputPixels }).rotate()
    const max = QUOTATION_LIMITS.photoPixels
    const data = await source
      .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
    return { data, format }
  } catch (error) {
    throw new AppError('FILE_TYPE', 'The image does not decode', { cause: error })
  }
}

function baseName(name: string): string {
  const stem = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40)
  return `${stem || 'photo'}-${randomUUID().slice(0, 8)}.webp`
}

/** An image checked and converted, ready to store. */
interface PreparedUpload {
  data: Buffer
  mimetype: string
  name: string
  size: number
}

/** Checks and converts one image (the costly part); stores nothing. */
async function prepareUpload(file: IncomingFile): Promise<PreparedUpload> {
  if (file.size > QUOTATION_LIMITS.photoBytes) throw new AppError('FILE_TOO_LARGE', 'More than 10 MB')
  const buffer = Buffer.from(await file.arrayBuffer())
  if (buffer.length > QUOTATION_LIMITS.photoBytes) throw new AppError('FILE_TOO_LARGE', 'More than 10 MB')
  const { data } = await normalizeImage(buffer)
  return { data, mimetype: 'image/webp', name: baseName(file.name), size: data.length }
}

async function storePrepared(payload: Payload, upload: PreparedUpload, options: StoreOptions): Promise<StoredUpload> {
  const owner = options.owner === null || options.owner === undefined ? null : Number(options.owner)
  if (options.kind === 'public') {
    const doc = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: options.alt ?? '', owner },
      file: upload,
    })
    return { id: String(doc.id), url: doc.url ?? '', filename: doc.filename ?? upload.name }
  }
  const doc = await payload.create({
    collection: 'media-objects',
    overrideAccess: true,
    data: { owner, uploadKey: options.uploadKey ? hashUploadKey(options.uploadKey) : null },
    file: upload,
  })
  return {
    id: String(doc.id),
    url: signedMediaObjectUrl(String(doc.id), PREVIEW_LINK_SECONDS),
    filename: doc.filename ?? '',
  }
}

/** Checks, converts and stores one image; usable by the dashboard for a professional's public images. */
export async function storeUpload(payload: Payload, file: IncomingFile, options: StoreOptions): Promise<StoredUpload> {
  return storePrepared(payload, await prepareUpload(file), options)
}

/**
 * uploadMediaObject: quotation photos of a visitor (bound to their upload key) or of a signed-in professional.
 * At most ten files per call and ten per upload key; each file is refused on its own with its reason.
 */
export async function uploadMediaObjects(
  payload: Payload,
  files: readonly IncomingFile[],
  context: { clientIp: string; user: SessionProfessional | null; uploadKey?: string | null },
): Promise<StoredUpload[]> {
  // One point per file: a call may carry up to ten, and the limit counts files (the work is per file).
  await consume('uploadByIp', context.clientIp, Math.max(1, Math.min(files.length, QUOTATION_LIMITS.photos + 1)))
  if (!context.user && !isUploadKey(context.uploadKey)) throw new AppError('IS_REQUIRED', 'An upload key is required')
  if (files.length === 0) throw new AppError('IS_REQUIRED', 'No file')
  if (files.length > QUOTATION_LIMITS.photos) throw new AppError('TOO_MANY_FILES', 'At most 10 files')
  const uploadKey = context.uploadKey ?? null
  const hashedKey = uploadKey ? hashUploadKey(uploadKey) : null
  const storedForKey = async () =>
    hashedKey
      ? (
          await payload.count({
            collection: 'media-objects',
            where: { uploadKey: { equals: hashedKey } },
            overrideAccess: true,
          })
        ).totalDocs
      : 0
  const tooMany = () => new AppError('TOO_MANY_FILES', 'At most 10 files')
  // Refused at once when the key is already full: nothing decoded.
  if ((await storedForKey()) + files.length > QUOTATION_LIMITS.photos) throw tooMany()
  // Decoded and converted outside the key's turn (the costly part, run in parallel by the wizard's calls)…
  const prepared: PreparedUpload[] = []
  for (const file of files) prepared.push(await prepareUpload(file))
  const store = async () => {
    const stored: StoredUpload[] = []
    for (const upload of prepared) {
      stored.push(
        await storePrepared(payload, upload, { kind: 'estimate', owner: context.user?.id ?? null, uploadKey }),
      )
    }
    return stored
  }
  if (!hashedKey) return store()
  // …then counted and stored while holding the key's turn (src/lib/rate-limit.ts, across instances with Redis):
  // calls sent at once with one key all counted the photos stored before any of them stored its own (issue 22:
  // five calls of three stored fifteen under one key).
  return withTurn('uploadKey', hashedKey, async () => {
    if ((await storedForKey()) + prepared.length > QUOTATION_LIMITS.photos) throw tooMany()
    return store()
  })
}

/**
 * removeMediaObject: a photo the visitor took back before sending the request. Only its uploader (same upload key,
 * or the signed-in professional who stored it) may remove it, and only while no request carries it; it then stops
 * counting against the ten photos of the key. Anything else answers ACCESS_DENIED, as for a file that is not theirs.
 */
export async function removeMediaObject(
  payload: Payload,
  id: string,
  owner: { uploadKey?: string | null; user?: SessionProfessional | null },
): Promise<void> {
  const [numeric] = await ownedMediaObjects(payload, [id], owner)
  const { totalDocs } = await payload.count({
    collection: 'estimates',
    where: { images: { contains: numeric } },
    overrideAccess: true,
  })
  if (totalDocs > 0) throw new AppError('ACCESS_DENIED', 'The file belongs to a sent request')
  await payload.delete({ collection: 'media-objects', id: numeric as number, overrideAccess: true })
}

/**
 * The ids among `ids` the caller may attach to an estimate: media objects made with their upload key (or by
 * them, signed in). Anything else is refused: ACCESS_DENIED.
 */
export async function ownedMediaObjects(
  payload: Payload,
  ids: readonly string[],
  owner: { uploadKey?: string | null; user?: SessionProfessional | null },
): Promise<number[]> {
  if (ids.length === 0) return []
  const parsed = ids.map(parseId)
  if (parsed.includes(null)) throw new AppError('ACCESS_DENIED', 'Unknown file')
  const numeric = parsed as number[]
  const or: Where[] = [
    ...(owner.uploadKey ? [{ uploadKey: { equals: hashUploadKey(owner.uploadKey) } }] : []),
    ...(owner.user ? [{ owner: { equals: owner.user.id } }] : []),
  ]
  if (or.length === 0) throw new AppError('ACCESS_DENIED', 'These files are not yours')
  const { docs } = await payload.find({
    collection: 'media-objects',
    where: { and: [{ id: { in: numeric } }, { or }] },
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { uploadKey: true },
  })
  if (docs.length !== new Set(numeric).size) throw new AppError('ACCESS_DENIED', 'These files are not yours')
  return [...new Set(numeric)]
}

// ——— Signed links to private files ———

/** How long the wizard's preview link works; the professional's mail links last PHOTO_LINK_SECONDS. */
const PREVIEW_LINK_SECONDS = 60 * 60
/** A professional may open the request's mail days later: 30 days. */
export const PHOTO_LINK_SECONDS = 30 * 24 * 60 * 60

function signature(id: string, issued: number, expires: number): string {
  return createHmac('sha256', env.PAYLOAD_SECRET).update(`media-object:${id}:${issued}:${expires}`).digest('base64url')
}

/**
 * A link to a private file that works until it expires without a session: the signature is the grant. It names
 * when it was issued too: a link never serves a file stored after it (SQLite hands a deleted row's id to the next
 * row, so an old link to a removed photo would otherwise open the next visitor's).
 */
export function signedMediaObjectUrl(id: string, seconds: number = PHOTO_LINK_SECONDS, now = Date.now()): string {
  const issued = Math.floor(now / 1000)
  const expires = issued + seconds
  const query = new URLSearchParams({
    issued: String(issued),
    expires: String(expires),
    signature: signature(id, issued, expires),
  })
  return `/api/uploads/${encodeURIComponent(id)}?${query}`
}

/** Whether a file link's signature holds and has not expired. */
export function verifyMediaObjectLink(
  id: string,
  issued: number,
  expires: number,
  given: string,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(issued) || !Number.isFinite(expires) || expires * 1000 < now) return false
  const expected = Buffer.from(signature(id, issued, expires))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** The stored file of a media object for a verified link, or null. */
export async function readMediaObject(
  payload: Payload,
  id: string,
  size: 'original' | 'thumbnail' = 'original',
  /** The link's issue time (seconds): a file stored after it is not the one the link was made for. */
  issued = Number.POSITIVE_INFINITY,
): Promise<{ data: Buffer; mimeType: string } | null> {
  const numeric = parseId(id)
  if (numeric === null) return null
  const doc = await payload.findByID({ collection: 'media-objects', id: numeric, depth: 0, disableErrors: true })
  if (doc && Math.floor(Date.parse(doc.createdAt) / 1000) > issued) return null
  const filename = size === 'thumbnail' ? (doc?.sizes?.thumbnail?.filename ?? doc?.filename) : doc?.filename
  if (!doc || !filename) return null
  const file = await readStoredFile('media-objects', filename, { prefix: doc.prefix, objectKey: doc._objectKey })
  if (!file) return null
  const mimeType = size === 'thumbnail' ? doc.sizes?.thumbnail?.mimeType : doc.mimeType
  return { data: file.data, mimeType: mimeType ?? doc.mimeType ?? 'image/webp' }
}
