/**
 * The names of the mails the platform sends, in the outbox's order; services/mail/templates/ writes one of each, its
 * registry (index.ts) checked by the compiler against these names, and the outbox collection offers them as its
 * template field's options.
 */
export const MAIL_TEMPLATES = [
  'welcome',
  'resetPassword',
  'contactStaff',
  'contactConfirmation',
  'configuratorProject',
  'estimateProfessional',
  'estimateClient',
  'estimateUpdate',
  'estimateWithdrawn',
  'reviewRejected',
  'sampleRequestDesk',
  'sampleRequestConfirmation',
  'emailChanged',
  'visualiserProject',
] as const
export type MailTemplateName = (typeof MAIL_TEMPLATES)[number]
