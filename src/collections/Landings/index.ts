import type { CollectionConfig } from 'payload'
import { publishedOrStaff, staffOnly } from '@/access'
import { heroField, paragraphsField } from '@/blocks'
import { previewPath } from '@/domain/preview'
import { LANDING_PROFILES, LANDING_TYPES, type LandingType, landingProfile } from '@/domain/profiles'
import { revalidateHooks } from '@/lib/revalidate'

export const LANDINGS_TAG = 'landings'

export { LANDING_TYPES }

/** The home and the profile landings: one per landing type, its profile following from the type. */
export const Landings: CollectionConfig = {
  slug: 'landings',
  admin: {
    useAsTitle: 'name',
    group: 'Content',
    description: 'The home (index) and the landing of each profile; the route is fixed by the landing type.',
    defaultColumns: ['name', 'landingType', 'userProfile', '_status', 'updatedAt'],
    // "Preview" opens the latest saved version on the site, drafts included, for signed-in staff only.
    preview: (doc, { locale }) => previewPath('landings', String(doc.id), locale),
  },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: {
    ...revalidateHooks(LANDINGS_TAG),
    beforeValidate: [
      ({ data }) => {
        // The profile is the landing type's, as the specification's table sets it (none for the pro landing).
        const type = data?.landingType as LandingType | undefined
        if (data && type && (LANDING_TYPES as readonly string[]).includes(type)) data.userProfile = landingProfile(type)
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'For staff only.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'landingType',
          type: 'select',
          required: true,
          unique: true,
          options: LANDING_TYPES.map((value) => ({ label: value, value })),
        },
        {
          name: 'userProfile',
          type: 'select',
          options: Object.values(LANDING_PROFILES).map((value) => ({ label: value, value })),
          admin: { readOnly: true, description: 'Follows the landing type.' },
        },
      ],
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'metaTitle', type: 'text', localized: true },
    { name: 'metaDescription', type: 'textarea', localized: true },
    heroField(),
    paragraphsField(),
  ],
}
