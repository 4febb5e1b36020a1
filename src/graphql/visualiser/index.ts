import {
  deleteVisualiserProject,
  getVisualiserProject,
  listVisualiserProjects,
  type SavedPicture,
  type SavedPictureSummary,
  saveVisualiserProject,
} from '@/services/visualiser/saved'
import { builder } from '../builder'
import { PaginationInfoRef } from '../core/pagination'
import { FileScalar } from '../core/uploads'

/**
 * Facade-visualiser pictures saved on the server: a professional's in their dashboard, a visitor's opened by the
 * link mailed to them (the token of the link's fragment). The photo is uploaded with the save, never before.
 */

const SummaryRef = builder.objectRef<SavedPictureSummary>('VisualiserProjectSummary').implement({
  description: 'A professional’s saved picture in their list.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    zones: t.exposeInt('zones'),
    demo: t.exposeString('demo', { nullable: true, description: 'The demo house it is drawn on, or null.' }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true, description: 'A signed link for an hour.' }),
    updatedAt: t.exposeString('updatedAt'),
  }),
})

const PictureRef = builder.objectRef<SavedPicture>('VisualiserProject').implement({
  description: 'A saved picture, ready for the visualiser to open.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: true, description: 'Null for a visitor’s picture (opened by its link).' }),
    name: t.exposeString('name'),
    picture: t.exposeString('picture', { description: 'The zones and variants (JSON, the visualiser’s format).' }),
    demo: t.exposeString('demo', { nullable: true }),
    photoUrl: t.exposeString('photoUrl', { nullable: true, description: 'A signed link for an hour.' }),
    updatedAt: t.exposeString('updatedAt'),
    expiresAt: t.exposeString('expiresAt', { nullable: true, description: 'When a visitor’s link stops working.' }),
  }),
})

const ListRef = builder
  .objectRef<{ items: SavedPictureSummary[]; paginationInfo: PaginationInfoShape }>('VisualiserProjectCollection')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [SummaryRef] }),
      paginationInfo: t.expose('paginationInfo', { type: PaginationInfoRef }),
    }),
  })
type PaginationInfoShape = { page: number; itemsPerPage: number; lastPage: number; totalCount: number }

const SavePayloadRef = builder
  .objectRef<{ project: SavedPictureSummary | null; mailed: boolean }>('SaveVisualiserProjectPayload')
  .implement({
    fields: (t) => ({
      project: t.expose('project', {
        type: SummaryRef,
        nullable: true,
        description: 'The professional’s saved picture; null for a visitor’s.',
      }),
      mailed: t.exposeBoolean('mailed', { description: 'True when the link was mailed (a visitor).' }),
    }),
  })

const SaveInput = builder.inputType('SaveVisualiserProjectInput', {
  fields: (t) => ({
    id: t.id({ description: 'A professional’s saved picture to replace (its photo kept unless a new one comes).' }),
    name: t.string({ required: true }),
    picture: t.string({ required: true, description: 'The zones and variants (JSON, the visualiser’s format).' }),
    demo: t.string({ description: 'The demo house the picture is drawn on, instead of a photo.' }),
    photo: t.field({ type: FileScalar, description: 'The photo at the size the picture is drawn on (≤ 2000 px).' }),
    email: t.string({ description: 'A visitor’s address: the link is mailed there.' }),
  }),
})

const RefInput = builder.inputType('VisualiserProjectRefInput', {
  fields: (t) => ({
    id: t.id({ description: 'A professional’s own picture.' }),
    token: t.string({ description: 'The token of a visitor’s mailed link.' }),
  }),
})

const DeletedRef = builder.objectRef<{ id: string | null }>('DeletedVisualiserProject').implement({
  fields: (t) => ({ id: t.exposeID('id', { nullable: true }) }),
})

builder.queryFields((t) => ({
  visualiserProject: t.field({
    description:
      'A saved picture: the signed-in professional’s own by id (NOT_FOUND otherwise), or by its link’s token.',
    type: PictureRef,
    args: { id: t.arg.id(), token: t.arg.string() },
    resolve: (_root, args, ctx) =>
      getVisualiserProject(ctx.payload, ctx.user, { id: args.id ? String(args.id) : null, token: args.token }),
  }),
  visualiserProjects: t.field({
    description: 'The signed-in professional’s saved pictures, most recently changed first.',
    type: ListRef,
    args: { page: t.arg.int({ defaultValue: 1 }), itemsPerPage: t.arg.int({ defaultValue: 10 }) },
    resolve: (_root, args, ctx) =>
      listVisualiserProjects(ctx.payload, ctx.user, args.page ?? 1, args.itemsPerPage ?? 10),
  }),
}))

builder.mutationFields((t) => ({
  saveVisualiserProject: t.field({
    description:
      'Saves a visualiser picture: in the signed-in professional’s account, or for a visitor as a link mailed to them.',
    type: SavePayloadRef,
    args: { input: t.arg({ type: SaveInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      saveVisualiserProject(
        ctx.payload,
        { user: ctx.user, clientIp: ctx.clientIp, locale: ctx.locale },
        { ...input, id: input.id ? String(input.id) : null },
      ),
  }),
  deleteVisualiserProject: t.field({
    description: 'Deletes a saved picture and its photo: one’s own by id, or a visitor’s by its link’s token.',
    type: DeletedRef,
    args: { input: t.arg({ type: RefInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      id: await deleteVisualiserProject(ctx.payload, ctx.user, {
        id: input.id ? String(input.id) : null,
        token: input.token,
      }),
    }),
  }),
}))
