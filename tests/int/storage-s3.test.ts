/**
 * Object storage (issue 21): with S3_BUCKET set, every stored file lives in the bucket, so any instance serves what
 * another stored. Against a real S3-compatible server (s3rver) started here; no SDK mock.
 */
import { readdir } from 'node:fs/promises'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'
import { picture, type UploadAnswer, uploadRequest } from './helpers/quotation'
import { startTestS3, type TestS3 } from './helpers/s3'

type RouteContext<P> = { params: Promise<P> }
let s3: TestS3
let t: TestPayload
let payload: Payload
let graphqlPost: (request: Request) => Promise<Response>
let uploadGet: (request: Request, context: RouteContext<{ id: string }>) => Promise<Response>
let restGet: (request: Request, context: RouteContext<{ slug: string[] }>) => Promise<Response>
let storage: typeof import('@/lib/storage')
let uploads: typeof import('@/services/uploads')
let ipCounter = 0

beforeAll(async () => {
  s3 = await startTestS3()
  // Before anything from src is imported: src/lib/env.ts reads the environment once.
  Object.assign(process.env, s3.env)
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: graphqlPost } = await import('@/app/api/graphql/route'))
  ;({ GET: uploadGet } = await import('@/app/api/uploads/[id]/route'))
  ;({ GET: restGet } = (await import('@/app/(payload)/api/[...slug]/route')) as unknown as { GET: typeof restGet })
  storage = await import('@/lib/storage')
  uploads = await import('@/services/uploads')
})

afterAll(async () => {
  await t?.stop()
  await s3?.stop()
  for (const name of Object.keys(s3?.env ?? {})) delete process.env[name]
})

/** GET through Payload's REST catch-all, as nginx passes /api/<path> on. */
function rest(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const [pathname = '', query] = path.split('?')
  const request = new Request(`http://localhost:3000/api/${pathname}${query ? `?${query}` : ''}`, { headers })
  return restGet(request, { params: Promise.resolve({ slug: pathname.split('/').filter(Boolean) }) })
}

/** The files Payload left in a local folder (the helper gives each run empty temporary ones). */
async function localFiles(dir: string | undefined): Promise<string[]> {
  return readdir(dir as string).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
}

describe('content images (media) in the bucket', () => {
  let doc: Awaited<ReturnType<typeof createImage>>

  async function createImage() {
    // Wider and higher than every size, so Payload makes all of them.
    const data = await sharp({ create: { width: 2000, height: 600, channels: 3, background: '#9c3d1c' } })
      .png()
      .toBuffer()
    return payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: `Façade ${t.runId}` },
      file: { data, mimetype: 'image/png', name: `facade-${t.runId}.png`, size: data.length },
    })
  }

  beforeAll(async () => {
    doc = await createImage()
  })

  it('stores the original and every resized size in the bucket, at its root, and nothing on disk', async () => {
    const sizes = Object.values(doc.sizes ?? {}).map((size) => size?.filename)
    expect(sizes).toHaveLength(5)
    expect(sizes.every(Boolean)).toBe(true)
    const keys = await s3.keys()
    for (const name of [doc.filename, ...sizes]) expect(keys).toContain(name)
    expect(await localFiles(process.env.MEDIA_DIR)).toEqual([])
    const writes = s3.writes.filter((w) => w.key === doc.filename || sizes.includes(w.key))
    expect(writes).toHaveLength(6)
    // Public only through Payload's route: no write asks the bucket to let anyone read the object.
    expect(writes.filter((w) => w.acl !== undefined || w.grants.length > 0)).toEqual([])
  })

  it('keeps the URLs pages use: Payload’s file route, never the bucket’s address', async () => {
    expect(doc.url).toBe(`http://localhost:3000/api/media/file/${doc.filename}`)
    expect(doc.sizes?.card?.url).toBe(`http://localhost:3000/api/media/file/${doc.sizes?.card?.filename}`)
    expect(JSON.stringify(doc)).not.toContain(s3.endpoint)
  })

  it('is served by /api/media/file/<name> from the bucket, with its caching header', async () => {
    for (const name of [doc.filename, doc.sizes?.hero_large?.filename] as string[]) {
      const response = await rest(`media/file/${name}`)
      expect(response.status, name).toBe(200)
      const body = Buffer.from(await response.arrayBuffer())
      expect(body.equals((await s3.object(name)) as Buffer), name).toBe(true)
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=3600/)
    }
    expect((await rest(`media/file/${doc.filename}`)).headers.get('content-type')).toBe('image/png')
    expect((await rest('media/file/nothing-here.png')).status).toBe(404)
  })

  it('deletes the original and its sizes from the bucket with the document', async () => {
    const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)] as string[]
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    const keys = await s3.keys()
    for (const name of names) expect(keys).not.toContain(name)
  })
})

describe('the demo content', () => {
  it('puts every picture the seed uploads in the bucket, not only the first', async () => {
    // The seed once shared one context object across its writes; Payload's storage plugin keeps a request's file in
    // its context, so every upload after the first reached the database and never the bucket (82 of 84 images 404).
    const { rasterize, uploadImage } = await import('@/seed/images')
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#b85"/></svg>'
    const ids = []
    for (const name of ['seed-probe-a', 'seed-probe-b', 'seed-probe-c'])
      ids.push(await uploadImage(payload, rasterize(svg), name, { fr: name, nl: name }))
    const keys = await s3.keys('seed-probe-')
    expect(keys.filter((k) => k.endsWith('.jpg'))).toEqual(['seed-probe-a.jpg', 'seed-probe-b.jpg', 'seed-probe-c.jpg'])
    for (const id of ids) await payload.delete({ collection: 'media', id })
  })
})

describe('quotation photos (media-objects) in the bucket', () => {
  const uploadKey = () => `storage-${t.runId}-0123456789abcdef0123456789`
  let stored: { id: string; url: string }
  let original: string
  let thumbnail: string

  beforeAll(async () => {
    const answer = (await (
      await graphqlPost(
        uploadRequest([{ name: 'mur.png', data: await picture('png', 800, 600), type: 'image/png' }], {
          ip: `198.51.103.${++ipCounter}`,
          uploadKey: uploadKey(),
        }),
      )
    ).json()) as UploadAnswer
    expect(answer.errors).toBeUndefined()
    stored = answer.data?.uploadMediaObject?.mediaObject as { id: string; url: string }
    const doc = await payload.findByID({ collection: 'media-objects', id: Number(stored.id), overrideAccess: true })
    original = doc.filename as string
    thumbnail = doc.sizes?.thumbnail?.filename as string
  })

  it('stores the photo and its thumbnail under private/, granting nobody access, and nothing on disk', async () => {
    expect(await s3.keys('private/')).toEqual([`private/${original}`, `private/${thumbnail}`].sort())
    expect(await s3.keys()).not.toContain(original)
    expect(await localFiles(process.env.UPLOADS_DIR)).toEqual([])
    // s3rver neither stores nor enforces ACLs (anyone may read any object from it): what we can prove is that no
    // write asked for more than the bucket's default, private, which a real S3 service then enforces.
    const writes = s3.writes.filter((w) => w.key.startsWith('private/'))
    expect(writes.map((w) => w.key).sort()).toEqual([`private/${original}`, `private/${thumbnail}`].sort())
    expect(writes.filter((w) => w.acl !== undefined || w.grants.length > 0)).toEqual([])
    const doc = await payload.findByID({ collection: 'media-objects', id: Number(stored.id), overrideAccess: true })
    expect(doc.prefix).toBe('private')
    expect(JSON.stringify(doc)).not.toContain(s3.endpoint)
  })

  it('reads it back through readMediaObject and the signed link, from the bucket', async () => {
    const inBucket = (await s3.object(`private/${original}`)) as Buffer
    const read = await uploads.readMediaObject(payload, stored.id)
    expect(read?.mimeType).toBe('image/webp')
    expect(read?.data.equals(inBucket)).toBe(true)
    const thumb = await uploads.readMediaObject(payload, stored.id, 'thumbnail')
    expect(thumb?.data.equals((await s3.object(`private/${thumbnail}`)) as Buffer)).toBe(true)
    expect(thumb?.data.equals(inBucket)).toBe(false)

    const link = new URL(stored.url, 'http://localhost:3000')
    const response = await uploadGet(new Request(link), { params: Promise.resolve({ id: stored.id }) })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await response.arrayBuffer()).equals(inBucket)).toBe(true)
  })

  it('is not readable without a valid signature, nor through Payload’s file route', async () => {
    const unsigned = new URL(`/api/uploads/${stored.id}`, 'http://localhost:3000')
    expect((await uploadGet(new Request(unsigned), { params: Promise.resolve({ id: stored.id }) })).status).toBe(403)
    const forged = new URL(stored.url, 'http://localhost:3000')
    forged.searchParams.set('signature', 'x'.repeat(43))
    expect((await uploadGet(new Request(forged), { params: Promise.resolve({ id: stored.id }) })).status).toBe(403)
    for (const path of [`media-objects/file/${original}`, `media-objects/file/${original}?prefix=private`]) {
      expect((await rest(path)).status, path).toBe(403)
    }
  })

  it('stays visible to staff in /admin, through Payload’s file route with its access control', async () => {
    const email = `staff.${t.runId}@storage.example`
    const password = 'Storage-staff-2026!'
    await payload.create({ collection: 'users', data: { email, password } })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    const asStaff = { Authorization: `JWT ${token}` }
    const listed = await rest(`media-objects/${stored.id}`, asStaff)
    const url = new URL(((await listed.json()) as { url: string }).url)
    expect(url.pathname + url.search).toBe(`/api/media-objects/file/${original}?prefix=private`)
    const response = await rest(`media-objects/file/${original}?prefix=private`, asStaff)
    expect(response.status).toBe(200)
    const inBucket = (await s3.object(`private/${original}`)) as Buffer
    expect(Buffer.from(await response.arrayBuffer()).equals(inBucket)).toBe(true)
    await payload.delete({ collection: 'users', where: { email: { equals: email } } })
  })

  it('deletes the photo and its thumbnail from the bucket with the document', async () => {
    await uploads.removeMediaObject(payload, stored.id, { uploadKey: uploadKey() })
    expect(await s3.keys('private/')).toEqual([])
    expect(await uploads.readMediaObject(payload, stored.id)).toBeNull()
  })
})

describe('the storage module', () => {
  it('reads a stored file by collection and name, and nothing outside the collection’s folder', async () => {
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f4e5f' } })
      .webp()
      .toBuffer()
    const doc = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: `Module ${t.runId}` },
      file: { data, mimetype: 'image/webp', name: `module-${t.runId}.webp`, size: data.length },
    })
    const name = doc.filename as string
    const read = await storage.readStoredFile('media', name)
    expect(read?.data.equals((await s3.object(name)) as Buffer)).toBe(true)
    expect(read?.contentType).toBe('image/webp')
    expect(await storage.readStoredFile('media', 'missing.webp')).toBeNull()
    // The same name is no private photo, and no name reaches another folder.
    expect(await storage.readStoredFile('media-objects', name)).toBeNull()
    for (const bad of [`../${name}`, `private/${name}`, '..', '']) {
      expect(await storage.readStoredFile('media', bad), bad).toBeNull()
    }
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  })

  it('says the bucket is ready while it answers, and throws once it does not', async () => {
    expect(await storage.pingStorage()).toEqual({ backend: 's3' })
    await s3.stop()
    await expect(storage.pingStorage()).rejects.toThrow()
  })
})
