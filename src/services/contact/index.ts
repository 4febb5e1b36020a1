import type { Payload } from 'payload'
import { formatPhone } from '@/domain/phone'
import { type ContactProfile, contactSchema } from '@/domain/validation/contact'
import type { Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import { limitedWrite } from '@/lib/rate-limit'
import { idempotencyClaim, storedAnswer, writeOnce } from '../core/idempotency'
import { parseInput } from '../core/input'

/** How staff read the visitor's profile in the mail (staff work in French). */
const PROFILE_LABELS: Record<ContactProfile, string> = {
  individual: 'Particulier / Particulier',
  professional: 'Professionnel / Vakman',
  architect: 'Architecte / Architect',
  merchant: 'Négociant / Handelaar',
  other: 'Autre / Andere',
}

/** Where staff mails go: STAFF_EMAIL, else the administrator's address, else the demo desk. */
export function staffAddress(): string {
  return env.STAFF_EMAIL ?? env.ADMIN_EMAIL ?? 'contact@murelia.example'
}

/**
 * Stores a contact message and queues the mail to staff (with the message) and a bare acknowledgement to the
 * visitor through the outbox (delivered and retried in the background), in one transaction. Validated with the
 * form's schema; a few per hour per address. An input's idempotencyKey already stored answers the first message.
 */
export async function submitContactRequest(
  payload: Payload,
  input: unknown,
  context: { clientIp: string; locale: Locale },
): Promise<{ id: number | string }> {
  // A retry of a stored submission is answered before the rate limit: it stores nothing. Only accepted messages
  // count under the limit; a refused one counts apart, a retry sent while the first was written gives its point
  // back (limitedWrite).
  const claim = idempotencyClaim('contactRequest', input)
  const first = await storedAnswer<{ id: number | string }>(payload, claim)
  if (first) return first
  return limitedWrite('contactByIp', context.clientIp, async (unspent) => {
    const data = parseInput(contactSchema, input)
    return writeOnce(
      payload,
      claim,
      async (unit) => {
        const doc = await unit.create({
          collection: 'contact-requests',
          overrideAccess: true,
          data: {
            name: data.name,
            email: data.email,
            phone: data.phone || null,
            profile: data.profile,
            subject: data.subject,
            message: data.message,
            locale: context.locale,
            isProcessed: false,
          },
        })
        await unit.enqueueMail({
          template: 'contactStaff',
          to: staffAddress(),
          locale: 'fr',
          data: {
            name: data.name,
            email: data.email,
            phone: formatPhone(data.phone),
            profile: PROFILE_LABELS[data.profile],
            subject: data.subject,
            message: data.message,
            locale: context.locale,
            adminUrl: `${env.SITE_URL}/admin/collections/contact-requests/${doc.id}`,
          },
        })
        await unit.enqueueMail({
          template: 'contactConfirmation',
          to: data.email,
          locale: context.locale,
          // Nothing the visitor typed: the staff copy above keeps it (see the template).
          data: {},
        })
        return { id: doc.id }
      },
      unspent,
    )
  })
}
