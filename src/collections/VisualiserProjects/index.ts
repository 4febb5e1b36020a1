import type { Access, CollectionAfterDeleteHook, CollectionConfig } from 'payload'
import { isStaff, staffOnly } from '@/access'
import { backOfficeOnly } from '@/access/back-office-only'

/** Staff see every saved picture; a professional their own; nobody else any (a visitor's opens by its link only). */
const ownPictures: Access = ({ req }) =>
  isStaff({ req }) ? true : req.user?.collection === 'professional-users' ? { owner: { equals: req.user.id } } : false

/** A picture's photo goes with it, however it is deleted (its owner, staff, the professional's account). */
const deletePhoto: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const photo = typeof doc.photo === 'object' && doc.photo ? doc.photo.id : doc.photo
  if (photo) await req.payload.delete({ collection: 'media-objects', id: photo, req, overrideAccess: true })
}

/**
 * Facade-visualiser projects saved on the server (issue 25): the photo (a private media object) or the demo house,
 * and the picture (zones and variants, as domain/visualiser/project.ts parses it). A professional's belongs to
 * their account; a visitor's opens with the link mailed to them, of which only the SHA-256 is stored. Written by
 * the services only (src/services/visualiser/saved.ts): the REST door is closed as for every collection.
 */
export const VisualiserProjects: CollectionConfig = {
  slug: 'visualiser-projects',
  admin: {
    group: 'Professionals',
    useAsTitle: 'name',
    defaultColumns: ['name', 'owner', 'email', 'updatedAt'],
  },
  access: { read: ownPictures, create: () => false, update: () => false, delete: staffOnly },
  hooks: { beforeOperation: [backOfficeOnly], afterDelete: [deletePhoto] },
  defaultSort: '-updatedAt',
  fields: [
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'professional-users',
      index: true,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'text', admin: { readOnly: true, description: 'A visitor’s address, the link sent to.' } },
    { name: 'locale', type: 'select', required: true, options: ['fr', 'nl'], defaultValue: 'fr' },
    { name: 'photo', type: 'relationship', relationTo: 'media-objects', admin: { readOnly: true } },
    { name: 'demo', type: 'text', admin: { readOnly: true } },
    { name: 'picture', type: 'json', required: true, admin: { readOnly: true } },
    { name: 'tokenHash', type: 'text', unique: true, admin: { readOnly: true, hidden: true } },
    { name: 'expiresAt', type: 'date', index: true, admin: { readOnly: true } },
  ],
}
