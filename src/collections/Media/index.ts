import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { env } from '@/lib/env'
import { missingFileIsNotFound } from '@/lib/storage'

/** How long browsers keep a content image (see docs/decisions.md, "Caching content images"). */
const MEDIA_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'

/** Images used by content; alt text per language. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.MEDIA_DIR),
    // A file missing from the folder answers 404, not Payload's 500 (src/lib/storage.ts).
    handlers: [missingFileIsNotFound('media')],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
    // Content images are public: browsers keep them an hour and may show a kept copy for a day while they check
    // it again, so a returning visitor does not download every picture again (Payload sends no caching header).
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_CACHE_CONTROL)
      return headers
    },
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp' } },
      { name: 'company', width: 72, height: 48, position: 'centre', formatOptions: { format: 'webp' } },
      // Cards and the images block of references and articles.
      { name: 'card', width: 640, height: 400, position: 'centre', formatOptions: { format: 'webp' } },
      // The hero band (1940 × 450) and its half for phones and 1× screens.
      { name: 'hero_medium', width: 970, height: 225, position: 'centre', formatOptions: { format: 'webp' } },
      { name: 'hero_large', width: 1940, height: 450, position: 'centre', formatOptions: { format: 'webp' } },
    ],
  },
  fields: [
    { name: 'alt', type: 'text', localized: true },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'professional-users',
      index: true,
      admin: { position: 'sidebar', description: 'The professional who uploaded it (company image, references).' },
    },
  ],
}
