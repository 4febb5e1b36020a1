import { UPLOAD_CLIENT_MUTATION_ID } from '@/domain/quotation'
import { consume } from '@/lib/rate-limit'
import { AppError } from '@/services/core/errors'
import { removeMediaObject, type StoredUpload, uploadMediaObjects } from '@/services/uploads'
import { builder } from '../builder'

/** Files of a GraphQL multipart request (graphql-multipart-request-spec, parsed by Yoga into File objects). */
export const FileScalar = builder.scalarType('File', {
  description: 'A file part of a multipart request.',
  serialize: () => {
    throw new AppError('BAD_REQUEST', 'File is an input type')
  },
  parseValue: (value) => {
    const file = value as Partial<File> | null
    if (!file || typeof file.arrayBuffer !== 'function' || typeof file.size !== 'number') {
      throw new AppError('BAD_REQUEST', 'Not a file')
    }
    return file as File
  },
})

const MediaObjectRef = builder.objectRef<StoredUpload>('MediaObject').implement({
  description: 'An uploaded photo; its url is a signed link that expires.',
  fields: (t) => ({ id: t.exposeID('id'), url: t.exposeString('url') }),
})

const UploadPayloadRef = builder
  .objectRef<{ clientMutationId: string; mediaObjects: StoredUpload[] }>('UploadMediaObjectPayload')
  .implement({
    fields: (t) => ({
      clientMutationId: t.exposeString('clientMutationId'),
      mediaObject: t.field({ type: MediaObjectRef, nullable: true, resolve: (p) => p.mediaObjects[0] ?? null }),
      mediaObjects: t.expose('mediaObjects', { type: [MediaObjectRef] }),
    }),
  })

const UploadInput = builder.inputType('UploadMediaObjectInput', {
  fields: (t) => ({
    files: t.field({ type: [FileScalar], required: true }),
    clientMutationId: t.string({ required: true, description: `Always "${UPLOAD_CLIENT_MUTATION_ID}".` }),
    uploadKey: t.string({ description: 'The visitor’s random key; attaching the photos later needs the same one.' }),
  }),
})

const RemoveInput = builder.inputType('RemoveMediaObjectInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    uploadKey: t.string({ description: 'The key the photo was uploaded with (a visitor).' }),
  }),
})

builder.mutationFields((t) => ({
  removeMediaObject: t.boolean({
    description:
      'Removes a quotation photo its uploader took back before sending the request (same upload key, or the professional who stored it); it no longer counts against the ten photos.',
    args: { input: t.arg({ type: RemoveInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      // Its own count: removing stores and decodes nothing, and taking photos back must not use up the uploads.
      await consume('removeUploadByIp', ctx.clientIp)
      await removeMediaObject(ctx.payload, String(input.id), { uploadKey: input.uploadKey, user: ctx.user })
      return true
    },
  }),
  uploadMediaObject: t.field({
    description:
      'Stores quotation photos (JPEG, PNG, WebP or HEIC by content, at most 10 MB each and 10 per request), resized as WebP; private.',
    type: UploadPayloadRef,
    args: { input: t.arg({ type: UploadInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      if (input.clientMutationId !== UPLOAD_CLIENT_MUTATION_ID) {
        throw new AppError('BAD_REQUEST', 'Unexpected clientMutationId', {
          fields: { clientMutationId: 'BAD_REQUEST' },
        })
      }
      const mediaObjects = await uploadMediaObjects(ctx.payload, input.files, {
        clientIp: ctx.clientIp,
        user: ctx.user,
        uploadKey: input.uploadKey,
      })
      return { clientMutationId: input.clientMutationId, mediaObjects }
    },
  }),
}))
