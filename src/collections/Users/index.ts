import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { passwordPolicy } from '@/lib/password-policy'

/** Staff accounts of the manufacturer, signed in to /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000, tokenExpiration: 7 * 24 * 60 * 60 },
  // The site's password rule (length, format, strength) for staff too: their accounts open /admin.
  hooks: { beforeValidate: [passwordPolicy] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly, admin: staffOnly },
  fields: [{ name: 'name', type: 'text' }],
}
