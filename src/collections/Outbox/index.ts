import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { MAIL_TEMPLATES } from '@/domain/mail-templates'

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const

/**
 * Every e-mail the platform sends, kept as sent: the sendMail job delivers it, retries it and marks it sent or
 * failed. Staff read it in /admin and retry a failed mail by setting it back to queued.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  admin: {
    useAsTitle: 'subject',
    group: 'System',
    defaultColumns: ['subject', 'to', 'template', 'status', 'attempts', 'createdAt'],
    description: {
      en: 'E-mails sent by the platform. Set a failed e-mail back to “queued” and save it to send it again.',
      fr: 'Courriels envoyés par la plateforme. Remettez un courriel en échec sur « queued » et enregistrez-le pour le renvoyer.',
      nl: 'E-mails die het platform verstuurt. Zet een mislukte e-mail terug op “queued” en sla hem op om hem opnieuw te versturen.',
    },
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: '-createdAt',
  // A mail put back to 'queued' is sent again: services/collection-hooks.ts attaches that hook.
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [...OUTBOX_STATUSES],
      admin: { position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'sentAt',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'messageId', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    { name: 'lastError', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    {
      // The lease of the runner delivering the mail (src/services/mail/outbox.ts claimOutboxMail): one runner at a
      // time, and a runner that died holds the mail only until the lease ends.
      name: 'claimedUntil',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Being delivered by a worker until then.',
      },
    },
    { name: 'template', type: 'select', required: true, options: [...MAIL_TEMPLATES], admin: { readOnly: true } },
    { name: 'to', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'locale', type: 'select', required: true, options: ['fr', 'nl'], admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'html', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
    {
      // Files sent with the mail, base64-encoded, so a retry sends exactly what was queued.
      name: 'attachments',
      type: 'json',
      admin: { readOnly: true, description: 'Attached files: name, type and base64 content.' },
    },
  ],
}
