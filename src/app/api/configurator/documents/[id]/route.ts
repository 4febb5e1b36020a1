import { type Locale, locales } from '@/i18n/routing'
import { pdfFileName } from '@/services/configurator/documents'
import { projectForDownload, projectProfessional, verifyDownload } from '@/services/configurator/downloads'
import { renderProjectPdf } from '@/services/configurator/pdf'
import { payloadClient } from '@/services/core/payload'

/** The PDF behind a download link of downloadDocumentsProject: the link's signature is the grant, for an hour. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params
  const url = new URL(request.url)
  const locale = url.searchParams.get('locale') ?? ''
  const expires = Number(url.searchParams.get('expires'))
  const signature = url.searchParams.get('signature') ?? ''
  const noStore = { 'Cache-Control': 'private, no-store' }
  if (!(locales as readonly string[]).includes(locale) || !verifyDownload(id, locale as Locale, expires, signature)) {
    return new Response('This download link is invalid or has expired.', { status: 403, headers: noStore })
  }
  const payload = await payloadClient()
  const project = await projectForDownload(payload, id, locale as Locale)
  if (!project) return new Response('Not found', { status: 404, headers: noStore })
  const pdf = await renderProjectPdf(project, locale as Locale, new Date(), await projectProfessional(payload, id))
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...noStore,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${pdfFileName(project.name, locale as Locale)}"`,
      'Content-Length': String(pdf.length),
    },
  })
}
