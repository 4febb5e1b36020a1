import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { env } from '@/lib/env'

/** Images used by content; alt text per language. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.MEDIA_DIR),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp' } },
      { name: 'company', width: 72, height: 48, position: 'centre', formatOptions: { format: 'webp' } },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
