import { ctas, title } from '../fields'
import type { BlockConfig } from '../types'

export const InternalCardsBlock: BlockConfig<'internalCards'> = {
  slug: 'internalCards',
  interfaceName: 'InternalCardsBlock',
  labels: { singular: 'Article or reference cards', plural: 'Article or reference cards' },
  fields: [
    title(),
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'articles',
      options: [
        { label: 'Articles', value: 'articles' },
        { label: 'References', value: 'references' },
      ],
    },
    {
      name: 'contentTag',
      type: 'relationship',
      relationTo: 'content-tags',
      admin: { condition: (_, block) => block?.source === 'articles', description: 'Only articles with this tag.' },
    },
    {
      name: 'highlightedOnly',
      type: 'checkbox',
      defaultValue: false,
      admin: { condition: (_, block) => block?.source === 'references' },
    },
    { name: 'itemsPerPage', type: 'number', defaultValue: 3, min: 1, max: 12, required: true },
    ctas('ctas', 1),
  ],
}
