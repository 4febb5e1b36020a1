import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { passwordPolicy } from '@/lib/password-policy'

/** Staff accounts of the manufacturer, signed in to /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  // No account lock (anyone could lock staff out with five wrong passwords): the REST door throttles sign-in per
  // account and address instead (src/services/accounts/rest-door.ts).
  auth: { maxLoginAttempts: 0, tokenExpiration: 7 * 24 * 60 * 60 },
  // The site's password rule (length, format, strength) for staff too: their accounts open /admin.
  hooks: { beforeValidate: [passwordPolicy] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly, admin: staffOnly },
  fields: [{ name: 'name', type: 'text' }],
}
