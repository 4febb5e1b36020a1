import type { Access, CollectionBeforeValidateHook, CollectionConfig, PayloadRequest } from 'payload'
import { isStaff, staffOnly } from '@/access'
import { backOfficeOnly } from '@/access/back-office-only'

const PROFESSIONALS = 'professional-users'

const isProfessional = (req: PayloadRequest) => req.user?.collection === PROFESSIONALS

/** Staff see every project; a professional only their own; nobody else any. */
export const ownProjects: Access = ({ req }) =>
  isStaff({ req }) ? true : isProfessional(req) && req.user ? { owner: { equals: req.user.id } } : false

/** A professional's projects are always their own, whatever the data says. */
const ownerIsAuthor: CollectionBeforeValidateHook = ({ data, req, operation }) => {
  if (operation === 'create' && data && isProfessional(req) && req.user) data.owner = req.user.id
  return data
}

/** Saved facade-configurator projects of professionals: solutions with system, colour, facades and preferences. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  admin: { useAsTitle: 'name', group: 'Professionals', defaultColumns: ['name', 'owner', 'updatedAt'] },
  access: {
    read: ownProjects,
    create: ({ req }) => isStaff({ req }) || isProfessional(req),
    update: ownProjects,
    delete: ownProjects,
  },
  hooks: { beforeValidate: [ownerIsAuthor], beforeOperation: [backOfficeOnly] },
  fields: [
    {
      name: 'owner',
      type: 'relationship',
      relationTo: PROFESSIONALS,
      required: true,
      index: true,
      access: { update: staffOnly },
      admin: { position: 'sidebar' },
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'streetLine', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'postalCode', type: 'text' },
            { name: 'locality', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'solutions',
      type: 'array',
      dbName: 'project_solutions',
      fields: [
        { name: 'estimateSystem', type: 'relationship', relationTo: 'estimate-systems' },
        {
          name: 'answers',
          type: 'json',
          admin: { description: 'Ids of the estimate answers chosen on step 1.' },
        },
        {
          name: 'sample',
          type: 'group',
          admin: { description: 'The colour chosen on the colour chart.' },
          fields: [
            { name: 'coating', type: 'relationship', relationTo: 'coatings' },
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text' },
                { name: 'coatingName', type: 'text' },
                { name: 'colorCategoryName', type: 'text' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'rangeCode', type: 'text' },
                { name: 'colorCode', type: 'text' },
                { name: 'colorHex', type: 'text' },
                { name: 'lightIntensity', type: 'number' },
              ],
            },
          ],
        },
        {
          name: 'facades',
          type: 'json',
          admin: {
            description: 'Facades with their perimeter (BASE, HEIGHT) and openings (WIDTH, HEIGHT), in metres.',
          },
        },
        {
          name: 'preferences',
          type: 'json',
          admin: { description: 'The product chosen per system layer (null: an optional layer left out).' },
        },
      ],
    },
  ],
}
