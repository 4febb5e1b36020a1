import { submitContactRequest } from '@/services/contact'
import { builder } from '../builder'

// Nullable fields: the form's schema decides what is missing and answers with per-field catalogue codes.
const ContactRequestInput = builder.inputType('CreateContactRequestInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string(),
    profile: t.string({ description: 'individual, professional, architect, merchant or other.' }),
    subject: t.string(),
    message: t.string(),
    consent: t.boolean({ description: 'The visitor agrees that the message and details are kept to answer.' }),
    idempotencyKey: t.string({
      description:
        'One random key (16–128 letters, digits, - or _; a UUID) per submission, kept across its retries: a second submit with it answers the first one’s result, stores nothing; with other content, BAD_REQUEST. Optional.',
    }),
  }),
})

const ContactRequestRef = builder.objectRef<{ id: number | string }>('ContactRequest').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
})

builder.mutationFields((t) => ({
  createContactRequest: t.field({
    description:
      'Stores a message of the contact form and e-mails staff and the sender (through the outbox); a few per hour per address.',
    type: ContactRequestRef,
    args: { input: t.arg({ type: ContactRequestInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      submitContactRequest(ctx.payload, input, { clientIp: ctx.clientIp, locale: ctx.locale }),
  }),
}))
