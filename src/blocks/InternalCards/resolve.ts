import { type CtaView, ctaViews, idOf, text } from '../shared'
import type { BlockResolver } from '../types'
import { blogOfTags, type ContentCardView, findContentCards } from './cards'

export interface InternalCardsView {
  blockType: 'internalCards'
  id: string
  title: string | null
  source: 'articles' | 'references'
  items: ContentCardView[]
  ctas: CtaView[]
  /** Without a call to action, the blog that lists the block's content tag ("see all"). */
  blogSlug: string | null
}

/** Dropped when nothing it lists is published. */
export const resolveInternalCards: BlockResolver<'internalCards', InternalCardsView> = async (
  block,
  { id, locale },
) => {
  const contentTag = block.source === 'articles' ? idOf(block.contentTag) : null
  const [items, blogSlug] = await Promise.all([
    findContentCards(
      {
        source: block.source,
        contentTag,
        highlightedOnly: Boolean(block.highlightedOnly),
        limit: block.itemsPerPage || 3,
      },
      locale,
    ),
    contentTag && !ctaViews(block.ctas).length ? blogOfTags([contentTag], locale).then((b) => b?.slug ?? null) : null,
  ])
  return items.length
    ? {
        blockType: 'internalCards',
        id,
        title: text(block.title),
        source: block.source,
        items,
        ctas: ctaViews(block.ctas),
        blogSlug,
      }
    : null
}
