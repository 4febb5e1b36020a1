import { readFile } from 'node:fs/promises'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'
import { picture, type UploadAnswer, uploadRequest } from './helpers/quotation'

let t: TestPayload
let payload: Payload
let handlePost: (request: Request) => Promise<Response>
let fileGet: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>
let ipCounter = 0
const nextIp = () => `198.51.102.${++ipCounter}`
const created: number[] = []

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  ;({ POST: handlePost } = await import('@/app/api/graphql/route'))
  ;({ GET: fileGet } = await import('@/app/api/uploads/[id]/route'))
})

afterAll(async () => {
  if (t?.isPostgres && created.length > 0) {
    await payload.delete({ collection: 'media-objects', where: { id: { in: created } }, overrideAccess: true })
  }
  await t?.stop()
})

const key = (name: string) => `${name}-${t.runId}-0123456789abcdef0123456789`

async function send(
  files: Array<{ name: string; data: Uint8Array; type?: string }>,
  options: { uploadKey?: string | null; clientMutationId?: string; ip?: string } = {},
): Promise<UploadAnswer> {
  const answer = (await (
    await handlePost(uploadRequest(files, { ip: options.ip ?? nextIp(), uploadKey: options.uploadKey, ...options }))
  ).json()) as UploadAnswer
  for (const m of answer.data?.uploadMediaObject?.mediaObjects ?? []) created.push(Number(m.id))
  return answer
}

describe('uploadMediaObject', () => {
  it('accepts a PNG named .jpg (the content decides), resizes it to 2000 px as WebP and binds it to the key', async () => {
    const big = await picture('png', 3000, 1200)
    const answer = await send([{ name: 'photo.jpg', data: big, type: 'image/jpeg' }], { uploadKey: key('a') })
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.uploadMediaObject?.clientMutationId).toBe('estimate-media-object')
    const stored = answer.data?.uploadMediaObject?.mediaObject
    expect(stored?.url).toMatch(new RegExp(`^/api/uploads/${stored?.id}\\?issued=\\d+&expires=\\d+&signature=`))
    const doc = await payload.findByID({ collection: 'media-objects', id: Number(stored?.id), overrideAccess: true })
    expect(doc).toMatchObject({ mimeType: 'image/webp', width: 2000, height: 800, owner: null })
    expect(doc.uploadKey).toMatch(/^[0-9a-f]{64}$/)
    expect(doc.uploadKey).not.toContain(key('a'))
    expect(doc.filename).toMatch(/^photo-[0-9a-f]{8}\.webp$/)
  })

  it('accepts JPEG and WebP, several at once', async () => {
    const answer = await send(
      [
        { name: 'a.jpeg', data: await picture('jpeg') },
        { name: 'b.webp', data: await picture('webp'), type: 'image/webp' },
      ],
      { uploadKey: key('b') },
    )
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.uploadMediaObject?.mediaObjects).toHaveLength(2)
  })

  it('accepts a real HEIC photo (HEVC, as iPhones take them) and stores it as WebP at its size', async () => {
    // tests/fixtures/photo-64x48.heic: made with `heif-enc` (Debian's libheif-examples) from a 64 × 48 JPEG.
    const heic = await readFile(new URL('../fixtures/photo-64x48.heic', import.meta.url))
    const answer = await send([{ name: 'IMG_0002.HEIC', data: heic, type: 'image/heic' }], { uploadKey: key('h') })
    expect(answer.errors).toBeUndefined()
    const id = Number(answer.data?.uploadMediaObject?.mediaObject?.id)
    const doc = await payload.findByID({ collection: 'media-objects', id, overrideAccess: true })
    expect(doc).toMatchObject({ mimeType: 'image/webp', width: 64, height: 48 })
    expect(doc.filename).toMatch(/^img-0002-[0-9a-f]{8}\.webp$/)
  })

  it('refuses a text file named .jpg, a disguised HEIC that does not decode, and a file over 10 MB', async () => {
    const text = await send([{ name: 'photo.jpg', data: new TextEncoder().encode('hello, not a picture') }], {
      uploadKey: key('c'),
    })
    expect(text.errors?.[0]?.extensions?.code).toBe('FILE_TYPE')
    const fakeHeic = new Uint8Array(64)
    fakeHeic.set([0, 0, 0, 24], 0)
    fakeHeic.set(new TextEncoder().encode('ftypheic\0\0\0\0mif1heic'), 4)
    const heic = await send([{ name: 'IMG_0001.HEIC', data: fakeHeic, type: 'image/heic' }], { uploadKey: key('c') })
    expect(heic.errors?.[0]?.extensions?.code).toBe('FILE_TYPE')
    const huge = new Uint8Array(10 * 1024 * 1024 + 1)
    huge.set(await picture('jpeg'))
    const tooBig = await send([{ name: 'big.jpg', data: huge }], { uploadKey: key('c') })
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('FILE_TOO_LARGE')
    const { totalDocs } = await payload.count({
      collection: 'media-objects',
      where: { filename: { like: 'big' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('takes ten photos per request and per key: the eleventh is refused', async () => {
    const png = await picture('png')
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, data: png, type: 'image/png' }))
    const atOnce = await send(eleven, { uploadKey: key('d') })
    expect(atOnce.errors?.[0]?.extensions?.code).toBe('TOO_MANY_FILES')
    const ten = await send(eleven.slice(0, 10), { uploadKey: key('d') })
    expect(ten.data?.uploadMediaObject?.mediaObjects).toHaveLength(10)
    const eleventh = await send(eleven.slice(0, 1), { uploadKey: key('d') })
    expect(eleventh.errors?.[0]?.extensions?.code).toBe('TOO_MANY_FILES')
  })

  it('forgets a photo its uploader removes, so it no longer counts against the ten; nobody else may remove it', async () => {
    const png = await picture('png')
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `r${i}.png`, data: png, type: 'image/png' }))
    const stored = (await send(ten, { uploadKey: key('r') })).data?.uploadMediaObject?.mediaObjects ?? []
    expect(stored).toHaveLength(10)
    const remove = async (id: string, uploadKey: string | null) =>
      (await (
        await handlePost(
          new Request('http://localhost/api/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
            body: JSON.stringify({
              query: 'mutation ($input: RemoveMediaObjectInput!) { removeMediaObject(input: $input) }',
              variables: { input: { id, uploadKey } },
            }),
          }),
        )
      ).json()) as { data?: { removeMediaObject: boolean } | null; errors?: Array<{ extensions?: { code?: string } }> }
    const first = stored[0]?.id as string
    // Another visitor's key, or none, cannot remove it.
    expect((await remove(first, key('other'))).errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
    expect((await remove(first, null)).errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
    expect((await remove('999999999', key('r'))).errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED')
    // Its uploader can; the key then takes one more photo.
    expect((await remove(first, key('r'))).data?.removeMediaObject).toBe(true)
    expect(await payload.count({ collection: 'media-objects', where: { id: { equals: Number(first) } } })).toEqual({
      totalDocs: 0,
    })
    const again = await send(ten.slice(0, 1), { uploadKey: key('r') })
    expect(again.errors).toBeUndefined()
    expect(again.data?.uploadMediaObject?.mediaObjects).toHaveLength(1)
  })

  it('keeps ten photos per key when calls race: five parallel calls of three keep three (nine photos), the rest TOO_MANY_FILES (issue 22)', async () => {
    const png = await picture('png', 8, 8)
    const three = Array.from({ length: 3 }, (_, i) => ({ name: `race${i}.png`, data: png, type: 'image/png' }))
    // Five calls at once with one key: each counted the stored photos before any of them stored its own.
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(three, { uploadKey: key('race') })))
    const accepted = answers.filter((a) => !a.errors)
    const refused = answers.filter((a) => a.errors)
    expect(accepted.length).toBe(3)
    for (const a of refused) expect(a.errors?.[0]?.extensions?.code).toBe('TOO_MANY_FILES')
    const { hashUploadKey } = await import('@/services/uploads')
    const { totalDocs } = await payload.count({
      collection: 'media-objects',
      where: { uploadKey: { equals: hashUploadKey(key('race')) } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(9)
    // The wizard sends one photo a call, all at once: ten single calls in parallel are all kept, the eleventh not.
    const single = [{ name: 'one.png', data: png, type: 'image/png' }]
    const eleven = await Promise.all(Array.from({ length: 11 }, () => send(single, { uploadKey: key('single') })))
    expect(eleven.filter((a) => !a.errors)).toHaveLength(10)
    expect(eleven.filter((a) => a.errors?.[0]?.extensions?.code === 'TOO_MANY_FILES')).toHaveLength(1)
  })

  it('does not count a removed photo as an upload of the address (issue 22)', async () => {
    const { resetRateLimits } = await import('@/lib/rate-limit')
    resetRateLimits()
    const png = await picture('png', 4, 4)
    const ip = '203.0.113.94'
    const remove = async (id: string) =>
      (await (
        await handlePost(
          new Request('http://localhost/api/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify({
              query: 'mutation ($input: RemoveMediaObjectInput!) { removeMediaObject(input: $input) }',
              variables: { input: { id, uploadKey: key('pick') } },
            }),
          }),
        )
      ).json()) as { data?: { removeMediaObject: boolean } | null; errors?: unknown[] }
    // A visitor who picks a photo and takes it back, 30 times: 30 uploads, 30 removals, under the 60 an hour.
    for (let i = 0; i < 30; i++) {
      const answer = await send([{ name: 'a.png', data: png }], { uploadKey: key('pick'), ip })
      expect(answer.errors).toBeUndefined()
      const id = answer.data?.uploadMediaObject?.mediaObject?.id as string
      expect((await remove(id)).data?.removeMediaObject).toBe(true)
    }
    const more = await send([{ name: 'a.png', data: png }], { uploadKey: key('pick'), ip })
    expect(more.errors).toBeUndefined()
    resetRateLimits()
  })

  it('needs the fixed clientMutationId and, from a visitor, an upload key', async () => {
    const png = await picture('png')
    const wrongId = await send([{ name: 'a.png', data: png }], { uploadKey: key('e'), clientMutationId: 'other' })
    expect(wrongId.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST')
    const noKey = await send([{ name: 'a.png', data: png }], { uploadKey: null })
    expect(noKey.errors?.[0]?.extensions?.code).toBe('IS_REQUIRED')
  })

  it('limits uploads per address', async () => {
    const { resetRateLimits } = await import('@/lib/rate-limit')
    const png = await picture('png', 4, 4)
    const ip = '203.0.113.92'
    for (let i = 0; i < 60; i++) {
      // A refused call (wrong key) still counts: the limit is taken before the work.
      await send([{ name: 'a.png', data: png }], { uploadKey: 'short', ip })
    }
    const refused = await send([{ name: 'a.png', data: png }], { uploadKey: key('f'), ip })
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
    resetRateLimits()
  })

  it('counts files, not calls: six calls of ten photos use up an address’s hour', async () => {
    const { resetRateLimits } = await import('@/lib/rate-limit')
    const png = await picture('png', 4, 4)
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.png`, data: png }))
    const ip = '203.0.113.93'
    for (let i = 0; i < 6; i++) await send(ten, { uploadKey: 'short', ip })
    // Counting calls let 600 photos an hour through one address (attacker review).
    const refused = await send([{ name: 'a.png', data: png }], { uploadKey: key('g'), ip })
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED')
    resetRateLimits()
  })
})

describe('private files', () => {
  it('are served through a signed link only, which expires', async () => {
    const answer = await send([{ name: 'x.png', data: await picture('png') }], { uploadKey: key('g') })
    const stored = answer.data?.uploadMediaObject?.mediaObject
    if (!stored) throw new Error('upload failed')
    const get = (url: string) =>
      fileGet(new Request(new URL(url, 'http://localhost:3000')), { params: Promise.resolve({ id: stored.id }) })
    const ok = await get(stored.url)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/webp')
    expect(ok.headers.get('cache-control')).toContain('private')
    expect((await sharp(Buffer.from(await ok.arrayBuffer())).metadata()).format).toBe('webp')
    const thumb = await get(`${stored.url}&size=thumbnail`)
    expect(thumb.status).toBe(200)
    expect((await get(stored.url.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403)
    const { signedMediaObjectUrl } = await import('@/services/uploads')
    expect((await get(signedMediaObjectUrl(stored.id, 60, Date.now() - 3_600_000))).status).toBe(403)
    // Another file's signature does not open this one.
    expect((await get(signedMediaObjectUrl(String(Number(stored.id) + 1)).replace(/^[^?]*/, '/x'))).status).toBe(403)
    // A link made before the file was stored is not its link: SQLite gives a removed photo's id to the next one,
    // and the link to the removed photo must not open it (an attacker's trial: upload, keep the link, remove).
    const earlier = signedMediaObjectUrl(stored.id, 3600, Date.now() - 5_000)
    expect((await get(earlier)).status).toBe(404)
    // The issue time is signed: moved, the link opens nothing.
    expect((await get(stored.url.replace(/issued=\d+/, `issued=${Math.floor(Date.now() / 1000) + 60}`))).status).toBe(
      403,
    )
    await expect(payload.find({ collection: 'media-objects', limit: 1, overrideAccess: false })).rejects.toThrow(
      /autorisé|allowed/,
    )
  })
})

describe('storeUpload for the dashboard', () => {
  it('stores a professional’s public image in media, with its owner', async () => {
    const { storeUpload } = await import('@/services/uploads')
    const pro = await payload.create({
      collection: 'professional-users',
      overrideAccess: true,
      data: {
        company: 'Upload Test',
        firstname: 'Up',
        lastname: 'Load',
        email: `upload-${t.runId}@uploads-test.example`,
        password: 'Upload-Test-1',
        profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
        language: 'fr',
        phoneNumber: '0470123456',
      },
    })
    const data = await picture('jpeg', 800, 600)
    const stored = await storeUpload(
      payload,
      { name: 'company.jpg', size: data.length, arrayBuffer: async () => data.slice().buffer },
      { kind: 'public', owner: pro.id, alt: 'Façade' },
    )
    const doc = await payload.findByID({ collection: 'media', id: Number(stored.id), depth: 0 })
    expect(doc).toMatchObject({ mimeType: 'image/webp', owner: pro.id })
    expect(stored.url).toBe(doc.url)
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    await payload.delete({ collection: 'professional-users', id: pro.id, overrideAccess: true })
  })
})
