/**
 * The mail registry: every template name with its writers, and `renderMail`, which writes a template in a language
 * and lays it out. Each family of mails (accounts, contact, configurator, quotations, samples) lives in its own file
 * with the data its text needs; the names are domain/mail-templates.ts's, and the compiler holds the two together.
 */
import type { MailTemplateName } from '@/domain/mail-templates'
import { type AccountMails, accountMails } from './accounts'
import { type ConfiguratorMails, configuratorMails } from './configurator'
import { type ContactMails, contactMails } from './contact'
import type { MailContent, MailLocale, MailWriters } from './content'
import { type EstimateMails, estimateMails } from './estimates'
import { type FollowUpMails, followUpMails } from './follow-up'
import { toHtml, toText } from './layout'
import { type SampleMails, sampleMails } from './samples'
import { type VisualiserMails, visualiserMails } from './visualiser'

/**
 * Every mail the platform sends, with the data its text needs. Add a template to its family's interface and
 * writers, and its name to domain/mail-templates.ts.
 */
export interface MailTemplates
  extends AccountMails,
    ContactMails,
    ConfiguratorMails,
    EstimateMails,
    FollowUpMails,
    SampleMails,
    VisualiserMails {}
export type MailTemplate = keyof MailTemplates

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

// A family left out here fails to compile: the registry must give writers for every template.
const templates: MailWriters<MailTemplates> = {
  ...accountMails,
  ...contactMails,
  ...configuratorMails,
  ...estimateMails,
  ...followUpMails,
  ...sampleMails,
  ...visualiserMails,
}

// The outbox's select field offers domain/mail-templates.ts's names: the same as the writers', the compiler checks.
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const namesAgree: SameNames<MailTemplate, MailTemplateName> = true
void namesAgree

/** Renders a template in a language: subject, HTML (every value escaped) and plain text. */
export function renderMail<T extends MailTemplate>(
  template: T,
  locale: MailLocale,
  data: MailTemplates[T],
): RenderedMail {
  const write = templates[template][locale] as (data: MailTemplates[T]) => MailContent
  const content = write(data)
  return { subject: content.subject, html: toHtml(content, locale), text: toText(content, locale) }
}
