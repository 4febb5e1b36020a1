import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateHooks } from '@/lib/revalidate'
import { CONFIGURATOR_CATALOGUE_TAG } from '../Products'

/** A system of layers (ETICS on EPS, render on masonry…) that the answers lead to. */
export const EstimateSystems: CollectionConfig = {
  slug: 'estimate-systems',
  admin: { useAsTitle: 'name', group: 'Catalogue', defaultColumns: ['name', 'updatedAt'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CONFIGURATOR_CATALOGUE_TAG),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'estimateAnswers',
      type: 'relationship',
      relationTo: 'estimate-answers',
      hasMany: true,
      admin: { description: 'The answers that lead to this system; an unanswered question does not narrow.' },
    },
    {
      name: 'workCategories',
      type: 'relationship',
      relationTo: 'work-categories',
      hasMany: true,
      admin: { description: 'The types of work this system is: a quotation asked for it starts with them ticked.' },
    },
    {
      name: 'systemLayers',
      type: 'array',
      labels: { singular: 'Layer', plural: 'Layers' },
      admin: { description: 'From the wall outwards.' },
      fields: [
        { name: 'layer', type: 'relationship', relationTo: 'layers', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'required',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'Else visitors may leave it out.' },
            },
            { name: 'finish', type: 'checkbox', defaultValue: false, admin: { description: 'Takes the colour.' } },
            {
              name: 'minLightReflectance',
              type: 'number',
              min: 0,
              max: 100,
              label: 'Minimum light reflectance',
              admin: {
                condition: (_, sibling) => Boolean(sibling?.finish),
                description: 'Darker shades are not offered (20 on insulation systems; empty for no limit).',
              },
            },
          ],
        },
      ],
    },
  ],
}
