import { title } from '../fields'
import type { BlockConfig } from '../types'

/** What customers say: short quotes with who said them (the professionals' landing). */
export const TestimonialsBlock: BlockConfig<'testimonials'> = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    title(),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      required: true,
      labels: { singular: 'Testimonial', plural: 'Testimonials' },
      fields: [
        { name: 'quote', type: 'textarea', required: true, localized: true },
        { name: 'name', type: 'text', required: true, admin: { description: 'Who said it.' } },
        { name: 'company', type: 'text' },
        { name: 'role', type: 'text', localized: true, admin: { description: 'Trade and town, for example.' } },
      ],
    },
  ],
}
