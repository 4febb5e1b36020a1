import { z } from 'zod'
import { firstFailing, text } from './forms'
import { email, isTrue, maxLength, phoneOrMobilePhone, required } from './index'

/** The contact form's schema: who may write (the profiles), how long each field may be, and the consent. */

/** Who writes through the contact form; staff see it to route the message. */
export const CONTACT_PROFILES = ['individual', 'professional', 'architect', 'merchant', 'other'] as const
export type ContactProfile = (typeof CONTACT_PROFILES)[number]
export const CONTACT_LIMITS = { name: 120, subject: 150, message: 2000 } as const

/** The contact form: the browser and the mutation parse it with this schema. */
export const contactSchema = z.object({
  name: text(required, maxLength(CONTACT_LIMITS.name)),
  email: text(required, email),
  phone: text(phoneOrMobilePhone),
  profile: z.enum(CONTACT_PROFILES, { error: 'IS_REQUIRED' }),
  subject: text(required, maxLength(CONTACT_LIMITS.subject)),
  message: text(required, maxLength(CONTACT_LIMITS.message)),
  consent: z
    .boolean()
    .nullish()
    .transform((v) => v === true)
    .superRefine(firstFailing([isTrue])),
})
export type ContactInput = z.input<typeof contactSchema>
export type ContactData = z.output<typeof contactSchema>
