import type { PayloadRequest } from 'payload'
import { adminT } from '@/admin/translations'
import { cardFields, title } from '../fields'
import type { BlockConfig } from '../types'

export const ExternalCardsBlock: BlockConfig<'externalCards'> = {
  slug: 'externalCards',
  interfaceName: 'ExternalCardsBlock',
  labels: { singular: 'External cards', plural: 'External cards' },
  fields: [
    title(),
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        ...cardFields(),
        {
          name: 'url',
          type: 'text',
          required: true,
          localized: true,
          validate: (value: unknown, options?: { req?: PayloadRequest }) =>
            typeof value === 'string' && /^https?:\/\/\S+$/.test(value) ? true : adminT(options?.req?.t, 'httpAddress'),
        },
      ],
    },
  ],
}
