import { payloadClient } from '@/services/core/payload'
import { readMediaObject, verifyMediaObjectLink } from '@/services/uploads'

/** A private photo behind a signed link (quotation mails, the wizard's preview): the signature is the grant. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params
  const url = new URL(request.url)
  const issued = Number(url.searchParams.get('issued'))
  const expires = Number(url.searchParams.get('expires'))
  const signature = url.searchParams.get('signature') ?? ''
  const noStore = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }
  if (!verifyMediaObjectLink(id, issued, expires, signature)) {
    return new Response('This link is invalid or has expired.', { status: 403, headers: noStore })
  }
  const size = url.searchParams.get('size') === 'thumbnail' ? 'thumbnail' : 'original'
  const file = await readMediaObject(await payloadClient(), id, size, issued)
  if (!file) return new Response('Not found', { status: 404, headers: noStore })
  return new Response(new Uint8Array(file.data), {
    headers: { ...noStore, 'Content-Type': file.mimeType, 'Content-Length': String(file.data.length) },
  })
}
