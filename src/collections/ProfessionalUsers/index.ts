import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { PROFESSIONAL_PROFILES } from '@/domain/profiles'
import { revalidateHooks } from '@/lib/revalidate'

export const PROFESSIONAL_USERS_TAG = 'professional-users'

/**
 * Professionals (plasterers, facade specialists, plasterboard fitters): the accounts issue adds
 * registration, validation and every profile field; the directory lists the visible ones.
 */
export const ProfessionalUsers: CollectionConfig = {
  slug: 'professional-users',
  admin: { useAsTitle: 'company', group: 'Professionals', defaultColumns: ['company', 'email', 'city'] },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000, tokenExpiration: 7 * 24 * 60 * 60 },
  hooks: revalidateHooks(PROFESSIONAL_USERS_TAG),
  access: {
    // Company pages read public fields through src/services/companies.ts; REST reads are staff or self.
    read: ({ req }) => (req.user?.collection === 'users' ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  fields: [
    { name: 'company', type: 'text', required: true },
    { name: 'firstname', type: 'text', required: true },
    { name: 'lastname', type: 'text', required: true },
    {
      name: 'profiles',
      type: 'select',
      hasMany: true,
      required: true,
      options: PROFESSIONAL_PROFILES.map((p) => ({ label: p, value: p })),
    },
    { name: 'language', type: 'select', options: ['fr', 'nl'], defaultValue: 'fr' },
    { name: 'street', type: 'text' },
    { name: 'postcode', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'isVisible', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
