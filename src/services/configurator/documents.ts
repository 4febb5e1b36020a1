import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import { emailProjectSchema } from '@/domain/configurator'
import { fieldErrors } from '@/domain/validation/forms'
import { messagesOf } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import { consume } from '@/lib/rate-limit'
import type { SessionProfessional } from '../accounts'
import { AppError } from '../core/errors'
import { enqueueMail } from '../mail/outbox'
import type { MailTemplates } from '../mail/templates'
import { projectProfessional } from './downloads'
import { renderProjectPdf } from './pdf'
import type { ProjectView } from './project-view'
import { getProject } from './projects'

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
 * The project mail's text in the recipient's language, from the Configurator.mail messages: ICU plurals say "une
 * solution, avec son système" or "3 solutions, chacune avec son système", and each solution is listed with its
 * system and colour, their names from today's catalogue.
 */
export async function configuratorMailContent(
  locale: Locale,
  data: { recipientName: string; senderName: string; project: Pick<ProjectView, 'name' | 'solutions'> },
): Promise<MailTemplates['configuratorProject']> {
  const translate = createTranslator({ locale, messages: (await messagesOf(locale)).Configurator as never })
  const t = (key: string, values?: Record<string, string | number>): string =>
    (translate as unknown as (k: string, v?: Record<string, string | number>) => string)(`mail.${key}`, values)
  const count = data.project.solutions.length
  return {
    subject: t('subject', { project: data.project.name }),
    greeting: t('greeting', { name: data.recipientName }),
    body: [
      t('intro', { sender: data.senderName, project: data.project.name, count }),
      data.project.solutions
        .map((s, i) =>
          t('solution', {
            number: i + 1,
            system: s.estimateSystem?.name ?? t('noSystem'),
            colour: s.sample ? `${s.sample.coatingName} ${s.sample.colorCode}` : 'none',
          }),
        )
        .join('\n'),
      t('attached', { count }),
    ],
    after: [t('indicative')],
    signoff: [t('signoff'), t('team')],
  }
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
  clientIp: string,
): Promise<{ id: string; email: string }> {
  if (!user) throw new AppError('ACCESS_DENIED', 'Sign in to e-mail a project')
  const parsed = emailProjectSchema.safeParse({ name: input.name, email: input.email })
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error)
    const first = Object.values(fields)[0]
    throw new AppError(first ?? 'IS_REQUIRED', 'Invalid recipient', { fields })
  }
  const project = await getProject(payload, user, String(input.id ?? ''), locale)
  // The address first: a refusal there must not use up the account's own allowance (the reverse is harmless, an
  // account over its limit being refused whatever the address).
  await consume('projectEmailByIp', clientIp)
  await consume('projectEmailByUser', String(user.id))
  const pdf = await renderProjectPdf(project, locale, new Date(), await projectProfessional(payload, project.id))
  await enqueueMail(payload, {
    template: 'configuratorProject',
    to: parsed.data.email,
    locale,
    data: await configuratorMailContent(locale, {
      recipientName: parsed.data.name,
      senderName: user.company || `${user.firstname} ${user.lastname}`.trim(),
      project,
    }),
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
