import { type ContentCardView, findContentCardPage } from '@/services/content/paragraphs'
import { builder } from '../builder'
import { LOCALE_ARG } from '../core/args'
import { PaginationInfoRef } from '../core/pagination'
import { ITEMS_PER_PAGE_ARG, id, type ListPage, listPage, PAGE_ARG, parseListArgs } from './args'
import { ContentImageRef } from './references'
import { enumValues } from './shared'

/*
 * Articles and references as cards: the card, a page of cards, and the lists of them (`articles`, `references`).
 * Card paragraphs (InternalCards) and a blog's themes show the same cards.
 */

const ContentCardKindEnum = builder.enumType('ContentCardKind', {
  values: enumValues(['article', 'reference'] as const),
})

export const ContentCardRef = builder.objectRef<ContentCardView>('ContentCard').implement({
  description: 'An article or a reference as a card.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: ContentCardKindEnum }),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    image: t.expose('image', { type: ContentImageRef, nullable: true, description: 'The card size (640 × 400).' }),
    date: t.exposeString('date', {
      nullable: true,
      description: 'Articles: the display date, else the creation date (ISO); null for references.',
    }),
  }),
})

const ContentCardCollectionRef = builder.objectRef<ListPage<ContentCardView>>('ContentCardCollection').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [ContentCardRef] }),
    paginationInfo: t.expose('paginationInfo', { type: PaginationInfoRef }),
  }),
})

builder.queryFields((t) => ({
  articles: t.field({
    description: 'Published articles as cards, newest display date first, optionally of one content tag.',
    type: ContentCardCollectionRef,
    args: {
      contentTag: t.arg.id(),
      page: t.arg.int(PAGE_ARG),
      itemsPerPage: t.arg.int(ITEMS_PER_PAGE_ARG),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const query = parseListArgs('articles', args, { contentTag: id.nullish() }, { contentTag: args.contentTag })
      const cards = await findContentCardPage(
        { source: 'articles', contentTag: query.contentTag },
        query.page,
        query.itemsPerPage,
        args.locale ?? ctx.locale,
      )
      return listPage(cards, query)
    },
  }),
  references: t.field({
    description: 'Published references as cards, newest first; the highlighted ones only with isHighlighted: true.',
    type: ContentCardCollectionRef,
    args: {
      isHighlighted: t.arg.boolean(),
      page: t.arg.int(PAGE_ARG),
      itemsPerPage: t.arg.int(ITEMS_PER_PAGE_ARG),
      locale: t.arg(LOCALE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const query = parseListArgs('references', args)
      const cards = await findContentCardPage(
        { source: 'references', highlightedOnly: args.isHighlighted === true },
        query.page,
        query.itemsPerPage,
        args.locale ?? ctx.locale,
      )
      return listPage(cards, query)
    },
  }),
}))
