import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateHooks } from '@/lib/revalidate'
import { CONFIGURATOR_CATALOGUE_TAG } from '../Products'

/** A layer of a system (adhesive, insulation, base coat, finish…) with the products it can be made of. */
export const Layers: CollectionConfig = {
  slug: 'layers',
  admin: { useAsTitle: 'internalName', group: 'Catalogue', defaultColumns: ['internalName', 'name'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CONFIGURATOR_CATALOGUE_TAG),
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    {
      name: 'internalName',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'For staff: tells apart layers with the same public name.' },
    },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'layerProducts',
      type: 'array',
      labels: { singular: 'Product', plural: 'Products' },
      admin: { description: 'The first is the configurator’s default; visitors may pick another.' },
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products', required: true },
        {
          name: 'layerProductAssociates',
          type: 'relationship',
          relationTo: 'products',
          hasMany: true,
          label: 'Associated products',
          admin: { description: 'Ordered with this product (the anchors of an insulation board…).' },
        },
      ],
    },
  ],
}
