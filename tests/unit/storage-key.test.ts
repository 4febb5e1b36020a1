import { getStorageFilePath } from '@payloadcms/plugin-cloud-storage/utilities'
import { describe, expect, it } from 'vitest'
import { STORAGE_PREFIXES, type StoredCollection, storageKey } from '@/lib/storage'

/**
 * readStoredFile finds an object where Payload's S3 adapter put it: the same key for every document shape, so an
 * upgrade of the adapter that moves files fails here rather than in a signed link.
 */
describe('storageKey', () => {
  const locations = [
    {},
    { prefix: null, objectKey: null },
    { prefix: '' },
    { prefix: 'private' },
    { prefix: 'private/' },
    { prefix: 'private', objectKey: 'a1b2c3' },
    { prefix: null, objectKey: 'a1b2c3' },
    { prefix: 'elsewhere/deeper' },
  ]
  for (const collection of ['media', 'media-objects'] as StoredCollection[]) {
    for (const location of locations) {
      it(`${collection} ${JSON.stringify(location)}`, async () => {
        // The adapter's own read path (its file route) for a document it has loaded.
        const adapter = await getStorageFilePath({
          collection: { slug: collection } as Parameters<typeof getStorageFilePath>[0]['collection'],
          collectionPrefix: STORAGE_PREFIXES[collection],
          doc: { prefix: location.prefix, _objectKey: location.objectKey },
          filename: 'mur-1a2b3c4d.webp',
        } as Parameters<typeof getStorageFilePath>[0])
        expect(storageKey(collection, 'mur-1a2b3c4d.webp', location)).toBe(adapter)
      })
    }
  }

  it('puts content images at the root and quotation photos under private/ by default', () => {
    expect(storageKey('media', 'a.webp')).toBe('a.webp')
    expect(storageKey('media-objects', 'a.webp')).toBe('private/a.webp')
  })
})
