import { parseId } from '@/domain/ids'
import { findPublishedBySlug, type ImageView, MAX_SLUG_LENGTH } from '@/services/content'
import {
  findReferenceView,
  type ReferenceCompany,
  type ReferenceDetails,
  type ReferenceView,
} from '@/services/content/references'
import { AppError } from '@/services/core/errors'
import { builder } from '../builder'
import { LOCALE_ARG } from '../core/args'

export const ContentImageRef = builder.objectRef<ImageView>('ContentImage').implement({
  description: 'One stored size of a media object, with its box and its text alternative.',
  fields: (t) => ({
    url: t.exposeString('url'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    alt: t.exposeString('alt'),
    srcSet: t.string({
      description:
        'Every stored file of the same shape as `url 640w, url 960w`, for `srcset`; empty when there is one.',
      resolve: (image) => ('srcSet' in image && typeof image.srcSet === 'string' ? image.srcSet : ''),
    }),
  }),
})

const ReferenceCompanyRef = builder.objectRef<ReferenceCompany>('ReferenceCompany').implement({
  description: 'The company that did the work: present whenever it has a name; no image, its initials are shown.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    postcode: t.exposeString('postcode'),
    city: t.exposeString('city'),
    image: t.expose('image', { type: ContentImageRef, nullable: true }),
    hasPage: t.exposeBoolean('hasPage', { description: 'Whether the company has a page to link to.' }),
  }),
})

type Party = ReferenceDetails['involvedParties'][number]
const InvolvedPartyRef = builder.objectRef<Party>('InvolvedParty').implement({
  description: 'A concerned party; only parties with all five fields set are listed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    firstname: t.exposeString('firstname'),
    lastname: t.exposeString('lastname'),
    function: t.exposeString('function'),
    company: t.exposeString('company'),
    contact: t.exposeString('contact'),
  }),
})

const UsefulLinkRef = builder.objectRef<ReferenceDetails['ctas'][number]>('UsefulLink').implement({
  fields: (t) => ({ title: t.exposeString('title'), link: t.exposeString('link') }),
})

const ReferenceImageRef = builder.objectRef<ReferenceDetails['images'][number]>('ReferenceImage').implement({
  description: 'A photo of the work: its card size (640 × 400) and its large size (1940 × 450).',
  fields: (t) => ({
    id: t.exposeID('id'),
    card: t.expose('card', { type: ContentImageRef }),
    full: t.expose('full', { type: ContentImageRef }),
  }),
})

const ReferenceWorkCategoryRef = builder
  .objectRef<ReferenceDetails['workCategories'][number]>('ReferenceWorkCategory')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) })

const ReferenceProductRef = builder
  .objectRef<ReferenceDetails['productsUsed'][number]>('ReferenceProduct')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }) })

export const ReferenceRef = builder.objectRef<ReferenceView>('Reference').implement({
  description: 'A published reference project in one language; a Dutch field left empty reads French.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    heroImage: t.expose('heroImage', { type: ContentImageRef, nullable: true }),
    images: t.expose('images', { type: [ReferenceImageRef] }),
    involvedParties: t.expose('involvedParties', { type: [InvolvedPartyRef] }),
    workCategories: t.expose('workCategories', { type: [ReferenceWorkCategoryRef] }),
    ctas: t.expose('ctas', { type: [UsefulLinkRef] }),
    company: t.expose('company', { type: ReferenceCompanyRef, nullable: true }),
    logo: t.expose('logo', { type: ContentImageRef, nullable: true }),
    productsUsed: t.expose('productsUsed', { type: [ReferenceProductRef], description: 'Catalogue products used.' }),
    contact: t.exposeString('contact', { nullable: true, description: 'Whom to ask: an e-mail address or a phone.' }),
  }),
})

builder.queryFields((t) => ({
  reference: t.field({
    description:
      'A published reference by id, or by its slug in the language asked (a slug of the other language finds it too); null for a draft or an unknown one. Give id or slug, not both (BAD_REQUEST).',
    type: ReferenceRef,
    nullable: true,
    args: {
      id: t.arg.id(),
      slug: t.arg.string({ description: 'At most 200 characters.' }),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale
      if ((args.id == null) === (args.slug == null)) throw new AppError('BAD_REQUEST', 'Give id or slug')
      if (args.slug != null) {
        if (args.slug.length === 0 || args.slug.length > MAX_SLUG_LENGTH) {
          throw new AppError('BAD_REQUEST', 'Invalid slug', { fields: { slug: 'BAD_REQUEST' } })
        }
        const doc = await findPublishedBySlug('references', args.slug, locale)
        return doc ? findReferenceView(Number(doc.id), locale) : null
      }
      const id = parseId(args.id)
      return id === null ? null : findReferenceView(id, locale)
    },
  }),
}))
