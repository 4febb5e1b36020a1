import type { CollectionConfig, PayloadRequest } from 'payload'
import { anyone, staffOnly } from '@/access'
import { adminT } from '@/admin/translations'
import { revalidateHooks } from '@/lib/revalidate'
import { CONFIGURATOR_CATALOGUE_TAG } from '../Products'

const hex = (value: unknown, options?: { req?: PayloadRequest }) =>
  value == null || value === '' || /^#[0-9a-f]{6}$/i.test(String(value)) ? true : adminT(options?.req?.t, 'hexColour')

/** A finish (coating) with its colour chart: categories, ranges and shades with their light reflectance. */
export const Coatings: CollectionConfig = {
  slug: 'coatings',
  admin: {
    useAsTitle: 'name',
    group: 'Catalogue',
    defaultColumns: ['name', 'code', 'categoryName', 'weight'],
    description:
      'A coating whose code is a product of a system’s finish layer is offered on that system’s colour chart.',
  },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CONFIGURATOR_CATALOGUE_TAG),
  defaultSort: 'weight',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'code', type: 'text', required: true, unique: true, label: 'Manufacturer code' },
    {
      type: 'row',
      fields: [
        { name: 'categoryName', type: 'text', localized: true },
        { name: 'categorySubtitle', type: 'text', localized: true },
      ],
    },
    { name: 'displaySyringeLogo', type: 'checkbox', defaultValue: false },
    { name: 'weight', type: 'number', defaultValue: 0 },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'colorCategories',
      type: 'array',
      dbName: 'coating_categories',
      admin: { initCollapsed: true },
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'colorPdfPath', type: 'text', admin: { description: 'Link to the printable colour chart.' } },
        { name: 'weight', type: 'number', defaultValue: 0 },
        {
          name: 'colorRanges',
          type: 'array',
          dbName: 'coating_ranges',
          admin: { initCollapsed: true },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true, localized: true },
                { name: 'code', type: 'text', required: true },
                { name: 'colorHex', type: 'text', validate: hex },
                { name: 'colorRgb', type: 'text' },
              ],
            },
            {
              name: 'colorShades',
              type: 'array',
              dbName: 'coating_shades',
              admin: { initCollapsed: true },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'code', type: 'text', required: true },
                    { name: 'colorHex', type: 'text', required: true, validate: hex },
                    {
                      name: 'lightIntensity',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 100,
                      label: 'Light reflectance (LRV)',
                    },
                  ],
                },
                {
                  name: 'noDisplayFor',
                  type: 'relationship',
                  relationTo: 'estimate-systems',
                  hasMany: true,
                  admin: { description: 'Systems on which this shade is not offered.' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
