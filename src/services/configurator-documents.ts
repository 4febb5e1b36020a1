import type { Payload } from 'payload'
import { emailProjectSchema } from '@/domain/configurator'
import { fieldErrors } from '@/domain/validation/forms'
import type { Locale } from '@/i18n/routing'
import { consume } from '@/lib/rate-limit'
import type { SessionProfessional } from './accounts'
import { renderProjectPdf } from './configurator-pdf'
import { getProject } from './configurator-projects'
import { AppError } from './errors'
import { enqueueMail } from './mail/outbox'

/** A file name for the project's PDF: its name in plain letters. */
export function pdfFileName(name: string, locale: Locale): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60)
  return `${locale === 'nl' ? 'gevelproject' : 'projet-facade'}${base ? `-${base}` : ''}.pdf`
}

/**
 * E-mails one of the signed-in professional's projects, its PDF attached, in the page's language, through the
 * outbox (the call returns once the mail is queued).
 */
export async function emailProject(
  payload: Payload,
  user: SessionProfessional | null,
  input: { id?: unknown; name?: unknown; email?: unknown },
  locale: Locale,
): Promise<{ id: string; email: string }> {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to e-mail a project')
  const parsed = emailProjectSchema.safeParse({ name: input.name, email: input.email })
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    const first = Object.values(fields)[0]
    throw new AppError(first === 'WRONG_EMAIL_FORMAT' ? first : 'IS_REQUIRED', 'Invalid recipient', { fields })
  }
  const project = await getProject(payload, user, String(input.id ?? ''), locale)
  await consume('projectEmailByUser', String(user.id))
  const pdf = await renderProjectPdf(project, locale)
  await enqueueMail(payload, {
    template: 'configuratorProject',
    to: parsed.data.email,
    locale,
    data: {
      recipientName: parsed.data.name,
      senderName: user.company || `${user.firstname} ${user.lastname}`.trim(),
      projectName: project.name,
      solutionCount: project.solutions.length,
    },
    attachments: [
      {
        filename: pdfFileName(project.name, locale),
        contentType: 'application/pdf',
        contentBase64: pdf.toString('base64'),
      },
    ],
  })
  return { id: project.id, email: parsed.data.email }
}
