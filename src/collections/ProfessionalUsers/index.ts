import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { staffOnly, staffOrSelf } from '@/access'
import { backOfficeOnly } from '@/access/back-office-only'
import { nameSortKey } from '@/domain/directory'
import { cleanPostcode } from '@/domain/geo/postcodes'
import { isListedProfessional } from '@/domain/listing'
import { toE164 } from '@/domain/phone'
import { PROFESSIONAL_PROFILES } from '@/domain/profiles'
import { SOCIAL_NETWORKS } from '@/domain/social'
import {
  bce,
  isValidPostalCode,
  mobilePhone,
  normalizeVat,
  phone,
  renovationSizeRange,
  webAddress,
  wholeSurface,
} from '@/domain/validation'
import { fromRule, provinceRanges } from '@/fields/validate'
import { revalidateHooks } from '@/lib/revalidate'
import type { ProfessionalUser } from '@/payload-types'

export const PROFESSIONAL_USERS_TAG = 'professional-users'

/**
 * What only this professional had goes with their account: their saved configurator projects and their copies of
 * quotation requests (the homeowner's request stays with the other professionals). Their required link would
 * otherwise be set to null by the database, which PostgreSQL refuses. Sample orders and uploads keep their rows,
 * unlinked. In the delete's transaction (`req`).
 */
const deleteOwnRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const own = [
    // Reviews of them go with them: a review is of one professional (issue 24).
    ['reviews', 'professionalUser'],
    ['projects', 'owner'],
    ['visualiser-projects', 'owner'],
    ['estimates', 'professionalUser'],
  ] as const
  for (const [collection, field] of own) {
    await req.payload.delete({ collection, where: { [field]: { equals: id } }, req, overrideAccess: true })
  }
}

/**
 * Professionals (plasterers, facade specialists, plasterboard fitters) with their company profile.
 * Every rule is the domain's (src/domain/validation), so the admin, the API and the forms agree.
 */
export const ProfessionalUsers: CollectionConfig = {
  slug: 'professional-users',
  admin: { useAsTitle: 'company', group: 'Professionals', defaultColumns: ['company', 'email', 'city', 'profiles'] },
  // No account lock (maxLoginAttempts 0): Payload's lock let anyone lock an owner out with five wrong passwords.
  // Sign-in is throttled per (account, address) instead, with a softer ceiling per account
  // (src/services/accounts/login-throttle.ts, issue 20).
  auth: { maxLoginAttempts: 0, tokenExpiration: 7 * 24 * 60 * 60 },
  hooks: {
    ...revalidateHooks(PROFESSIONAL_USERS_TAG),
    // Professionals go through GraphQL, which runs the business rules; Payload's REST is staff's (rest-door).
    beforeOperation: [backOfficeOnly],
    beforeDelete: [deleteOwnRecords],
    // Stored normalised: the VAT number as its digits, phones in the international form (+32…), which every
    // screen and mail formats with formatPhone.
    beforeValidate: [
      ({ data }) => {
        if (!data) return data
        if (typeof data.vATNumber === 'string') data.vATNumber = normalizeVat(data.vATNumber)
        // "B-1000" as 1000, the way every address form stores it.
        if (typeof data.postcode === 'string') data.postcode = cleanPostcode(data.postcode)
        for (const f of ['phoneNumber', 'officePhoneNumber'] as const) {
          if (typeof data[f] === 'string') data[f] = toE164(data[f])
        }
        return data
      },
    ],
    // The listing rule, kept on the row so the directory filters on one indexed column instead of probing the
    // relation tables for every professional (docs/performance.md). Whatever the input says, it is recomputed.
    beforeChange: [
      ({ data, originalDoc }) => {
        if (!data) return data
        data.listed = isListedProfessional({ ...(originalDoc ?? {}), ...data })
        // The directory orders by this key: case and accents folded the same way in SQLite and PostgreSQL.
        const company = data.company ?? originalDoc?.company
        data.sortName = nameSortKey(typeof company === 'string' ? company : '')
        return data
      },
    ],
  },
  // The directory's page queries: listed professionals by name, by date (src/services/directory/index.ts).
  // The company name is the one public name (pages, references, quotation, mails): no second, copied field.
  indexes: [
    { fields: ['listed', 'sortName'] },
    { fields: ['listed', 'createdAt'] },
    // "Best rated" (issue 24)
    { fields: ['listed', 'ratingAverage'] },
  ],
  access: {
    // Company pages read public fields through src/services/directory/companies.ts; REST reads are staff or self.
    read: staffOrSelf,
    create: staffOnly,
    update: staffOrSelf,
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
      defaultValue: ['PROFESSIONAL_PLAFONNEUR_PROFILE'],
      options: PROFESSIONAL_PROFILES.map((p) => ({ label: p, value: p })),
    },
    { name: 'language', type: 'select', options: ['fr', 'nl'], defaultValue: 'fr', required: true },
    { name: 'vATNumber', type: 'text', unique: true, index: true, validate: fromRule(bce) },
    { name: 'phoneNumber', type: 'text', required: true, validate: fromRule(mobilePhone) },
    { name: 'officePhoneNumber', type: 'text', validate: fromRule(phone) },
    { name: 'street', type: 'text' },
    {
      name: 'postcode',
      type: 'text',
      validate: async (value: string | null | undefined, { req }: { req: Parameters<typeof provinceRanges>[0] }) =>
        !value ? true : (isValidPostalCode(value, await provinceRanges(req)) ?? true),
    },
    { name: 'city', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', min: -90, max: 90 },
        { name: 'longitude', type: 'number', min: -180, max: 180 },
      ],
    },
    { name: 'website', type: 'text', validate: fromRule(webAddress) },
    {
      name: 'professionalUserSocialNetworks',
      type: 'array',
      // The generated names would pass PostgreSQL's 63-character limit.
      dbName: 'pro_social_networks',
      fields: [
        {
          name: 'socialNetwork',
          type: 'select',
          required: true,
          enumName: 'enum_pro_social_network',
          options: [...SOCIAL_NETWORKS],
        },
        { name: 'path', type: 'text', required: true, validate: fromRule(webAddress) },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'workCategories', type: 'relationship', relationTo: 'work-categories', hasMany: true },
    { name: 'geographicAreas', type: 'relationship', relationTo: 'geographic-areas', hasMany: true },
    {
      type: 'collapsible',
      label: 'Project preferences',
      fields: [
        { name: 'moveForRenovation', type: 'checkbox', defaultValue: true },
        {
          name: 'doRenovationSize',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Limits renovation jobs by size.' },
        },
        { name: 'minimalRenovationSize', type: 'number', validate: fromRule(wholeSurface) },
        {
          name: 'maximalRenovationSize',
          type: 'number',
          validate: (value: number | null | undefined, { siblingData }: { siblingData: Partial<ProfessionalUser> }) =>
            wholeSurface(value) ?? renovationSizeRange(siblingData?.minimalRenovationSize, value) ?? true,
        },
        { name: 'moveForNewConstruction', type: 'checkbox', defaultValue: true },
      ],
    },
    { name: 'acceptTermsAndConditions', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'acceptMarketing', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'isVisible',
      type: 'checkbox',
      defaultValue: true,
      // Staff moderate the directory: a professional cannot list or unlist themselves.
      access: { create: staffOnly, update: staffOnly },
      admin: { position: 'sidebar' },
    },
    {
      // Approved reviews only, recomputed in SQL whenever one is approved, rejected or deleted (issue 24).
      name: 'ratingCount',
      type: 'number',
      defaultValue: 0,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'ratingAverage',
      type: 'number',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // The public name as the directory orders it (nameSortKey): whatever the input says, recomputed on every save.
      name: 'sortName',
      type: 'text',
      admin: { hidden: true, readOnly: true },
    },
    {
      name: 'listed',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'In the directory: visible, with a profile, a work category, an area served, a city and a postcode. Computed on save.',
      },
    },
  ],
}
