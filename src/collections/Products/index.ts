import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { CONSUMPTION_UNITS, LINEAR_BASES, PACKAGING_UNITS, PRODUCT_KINDS } from '@/domain/configurator/catalogue'
import { revalidateHooks } from '@/lib/revalidate'

/** Every catalogue collection the configurator reads expires this one tag: the page carries the whole catalogue. */
export const CONFIGURATOR_CATALOGUE_TAG = 'configurator-catalogue'

const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }))

/** Products the configurator orders: what one packaging unit holds and how much a m² or a metre uses. */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    useAsTitle: 'name',
    group: 'Catalogue',
    defaultColumns: ['code', 'name', 'kind', 'packagingUnit', 'demoValues'],
    description:
      'Consumption, packaging and pallets feed the configurator’s quantities. Products marked “demo values” carry invented figures: replace them with the technical data sheet’s, then untick.',
  },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: revalidateHooks(CONFIGURATOR_CATALOGUE_TAG),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', type: 'text', required: true, unique: true, index: true, label: 'Manufacturer reference code' },
        { name: 'name', type: 'text', required: true, localized: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'SURFACE',
          options: options(PRODUCT_KINDS),
          admin: { description: 'SURFACE: per m² of net wall. LINEAR: per metre of a perimeter.' },
        },
        {
          name: 'linearBasis',
          type: 'select',
          options: options(LINEAR_BASES),
          admin: {
            condition: (data) => data?.kind === 'LINEAR',
            description: 'FACADE_BASE: along each facade’s base (starter profile). OPENINGS: around doors and windows.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'consumption',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'Per m² (surface) or per metre (linear), in the consumption unit.' },
        },
        {
          name: 'consumptionUnit',
          type: 'select',
          required: true,
          defaultValue: 'KG',
          options: options(CONSUMPTION_UNITS),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'packagingUnit',
          type: 'select',
          required: true,
          defaultValue: 'BAG',
          options: options(PACKAGING_UNITS),
        },
        {
          name: 'contentPerPackage',
          type: 'number',
          required: true,
          min: 0.001,
          admin: { description: 'How much of the consumption unit one packaging unit holds (25 kg, 50 m², 2.5 m…).' },
        },
        {
          name: 'unitsPerPallet',
          type: 'number',
          min: 1,
          admin: { description: 'Packaging units on a full pallet; empty when not delivered on pallets.' },
        },
        { name: 'wastePercent', type: 'number', required: true, defaultValue: 5, min: 0, max: 100, label: 'Waste (%)' },
      ],
    },
    {
      name: 'demoValues',
      type: 'checkbox',
      defaultValue: false,
      label: 'Demo values',
      admin: { position: 'sidebar', description: 'Invented figures, not the technical data sheet’s.' },
    },
  ],
}
