import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'
import { backOfficeOnly } from '@/access/back-office-only'
import { env } from '@/lib/env'
import { missingFileIsNotFound } from '@/lib/storage'

/**
 * Private files: the photos of quotation requests. Stored outside the public media folder; only staff read them through Payload, everyone else through a
 * signed link. `uploadMediaObject` checks the type on the content, resizes and writes here.
 */
export const MediaObjects: CollectionConfig = {
  slug: 'media-objects',
  labels: { singular: 'Uploaded file', plural: 'Uploaded files' },
  admin: { group: 'Requests', defaultColumns: ['filename', 'owner', 'createdAt'] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeOperation: [backOfficeOnly] },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.UPLOADS_DIR),
    // A file missing from the folder answers 404, not Payload's 500 (src/lib/storage.ts).
    handlers: [missingFileIsNotFound('media-objects')],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    imageSizes: [{ name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp' } }],
  },
  fields: [
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'professional-users',
      index: true,
      admin: { description: 'The professional who uploaded it; empty for a visitor.' },
    },
    {
      name: 'uploadKey',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'Hash of the visitor’s upload session: only they may attach it.' },
    },
  ],
}
