/**
 * The names of the mails the platform sends, in the outbox's order; services/mail/templates.ts writes one of each
 * (the compiler holds the two to the same names) and the outbox collection offers them as its template field's options.
 */
export const MAIL_TEMPLATES = [
  'welcome',
  'resetPassword',
  'contactStaff',
  'contactConfirmation',
  'configuratorProject',
  'estimateProfessional',
  'estimateClient',
  'sampleRequestDesk',
  'sampleRequestConfirmation',
  'emailChanged',
] as const
export type MailTemplateName = (typeof MAIL_TEMPLATES)[number]
