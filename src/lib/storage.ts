import { access, constants, mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import type { UploadConfig } from 'payload'
import { env } from './env'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * Where uploaded files live: the local folders (MEDIA_DIR, UPLOADS_DIR) by default, one S3-compatible bucket when
 * S3_BUCKET is set, so that every instance serves what another stored. Payload writes and deletes through its
 * S3 adapter (src/payload.config.ts); what our own code reads goes through readStoredFile, so no service knows
 * which one is in use.
 */

/** The upload collections whose files we read ourselves. */
export type StoredCollection = 'media' | 'media-objects'

/**
 * Key prefix of each collection in the bucket. Content images sit at the root, so their URLs stay
 * `/api/media/file/<name>` (Payload appends `?prefix=` to the URL of a document that has one); private uploads
 * sit under `private/`, which a bucket policy or a lifecycle rule can single out.
 */
export const STORAGE_PREFIXES: Record<StoredCollection, string> = { media: '', 'media-objects': 'private' }

/** The S3 client's settings, or null when no bucket is configured (local folders). */
export function s3ClientConfig(): S3ClientConfig | null {
  if (!env.S3_BUCKET) return null
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    // Without keys the SDK's default chain applies (an instance role, AWS_* variables).
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/** Which backend holds the files. */
export function storageBackend(): 's3' | 'local' {
  return env.S3_BUCKET ? 's3' : 'local'
}

// One client per process, even when Next bundles this module into several routes' chunks.
const CLIENT = Symbol.for('facade.storage.s3Client')
function s3Client(): S3Client {
  const holder = globalThis as { [CLIENT]?: S3Client }
  const config = s3ClientConfig()
  if (!config) throw new Error('S3_BUCKET is not set')
  holder[CLIENT] ??= new S3Client(config)
  return holder[CLIENT]
}

function localDir(collection: StoredCollection): string {
  return path.resolve(process.cwd(), collection === 'media' ? env.MEDIA_DIR : env.UPLOADS_DIR)
}

/** A plain file name: no folder, no way out of one. */
const isPlainName = (name: string) => name !== '' && name !== '.' && name !== '..' && !/[/\\]/.test(name)

/**
 * The object key of a stored file, as Payload's adapter builds it: the document's folder (its prefix and object key)
 * or else the collection's prefix, then the file name.
 */
export function storageKey(
  collection: StoredCollection,
  filename: string,
  location: { prefix?: string | null; objectKey?: string | null } = {},
): string {
  const trim = (part: string | null | undefined) => (part ?? '').replace(/^\/+|\/+$/g, '')
  const folder = [trim(location.prefix), trim(location.objectKey)].filter(Boolean).join('/')
  return [folder || STORAGE_PREFIXES[collection], filename].filter(Boolean).join('/')
}

/**
 * The bytes of one stored file of `collection`, or null when there is none by that name. `location` is what the
 * document records (its `prefix` and `_objectKey` fields), for files in the bucket. A bucket that does not answer
 * throws, as a missing disk would.
 */
export async function readStoredFile(
  collection: StoredCollection,
  filename: string,
  location: { prefix?: string | null; objectKey?: string | null } = {},
): Promise<{ data: Buffer; contentType?: string } | null> {
  if (!isPlainName(filename)) return null
  if (storageBackend() === 'local') {
    try {
      return { data: await readFile(path.join(localDir(collection), filename)) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }
  try {
    const object = await s3Client().send(
      new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: storageKey(collection, filename, location) }),
    )
    if (!object.Body) return null
    return { data: Buffer.from(await object.Body.transformToByteArray()), contentType: object.ContentType }
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
    if (name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404) return null
    throw error
  }
}

/**
 * A Payload upload handler (`upload.handlers`) answering 404 NOT_FOUND for a file the local folder does not have:
 * Payload's own fallback answers a missing file with 500 "Something went wrong" (issue 22:
 * `/api/media/file/nonexistent.webp`). In the bucket's case it does nothing; the S3 adapter's handler, which Payload
 * runs after this one, already answers 404. A name that is not a plain file name is left to Payload (400).
 */
export function missingFileIsNotFound(collection: StoredCollection): UploadHandler {
  const handler = async (
    _req: unknown,
    { params }: { params: { filename: string } },
  ): Promise<Response | undefined> => {
    if (storageBackend() !== 'local' || !isPlainName(params.filename)) return undefined
    try {
      await access(path.join(localDir(collection), params.filename), constants.R_OK)
      return undefined
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined
      return Response.json(
        { code: 'NOT_FOUND', message: 'Not found.' },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      )
    }
  }
  // Payload's type lists Promise<Response> and Promise<void> apart; undefined means "not mine, go on".
  return handler as UploadHandler
}

/**
 * Readiness of the file storage: the bucket answers (within `timeoutMs`), or the local folders are writable.
 * Throws with the reason otherwise.
 */
export async function pingStorage(timeoutMs = 3_000): Promise<{ backend: 's3' | 'local' }> {
  if (storageBackend() === 's3') {
    await s3Client().send(new HeadBucketCommand({ Bucket: env.S3_BUCKET }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    })
    return { backend: 's3' }
  }
  for (const collection of ['media', 'media-objects'] as const) {
    // Payload makes the folder at the first upload; a fresh install has none yet and is still ready.
    await mkdir(localDir(collection), { recursive: true })
    await access(localDir(collection), constants.W_OK)
  }
  return { backend: 'local' }
}
