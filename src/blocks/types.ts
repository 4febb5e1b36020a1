import type { Block } from 'payload'
import type { Locale } from '@/i18n/routing'
import type { Landing, Page } from '@/payload-types'

/*
 * The block slugs as the stored data knows them (src/payload-types.ts, generated from the configs): every registry
 * of src/blocks is keyed by these unions, so a block registered in Payload but missing a resolver, a renderer
 * case or a GraphQL type does not compile.
 */

/** A paragraph block as Payload returns it (depth 1: images, calls to action and relations populated). */
export type StoredParagraph = NonNullable<Page['paragraphs']>[number]
export type ParagraphSlug = StoredParagraph['blockType']
export type StoredParagraphOf<S extends ParagraphSlug> = Extract<StoredParagraph, { blockType: S }>

/** A landing's hero block as Payload returns it. */
export type StoredHero = NonNullable<Landing['hero']>[number]
export type HeroSlug = StoredHero['blockType']

/** A Payload block config whose slug is the one it is registered under. */
export type BlockConfig<S extends string> = Block & { slug: S }

/** Lexical rich text as Payload stores it. */
export type RichTextData = NonNullable<Page['content']>

/** What a resolver knows besides the block: the id the view takes (the block's, else a stable one) and the language. */
export interface ResolveContext {
  id: string
  locale: Locale
}

/**
 * Turns one stored block into what its component shows, or null when there is nothing left to show (its image
 * deleted, its FAQ unpublished, no card left): the block is then dropped rather than rendered empty.
 */
export type BlockResolver<
  S extends ParagraphSlug,
  V extends { blockType: S; id: string } = { blockType: S; id: string },
> = (block: StoredParagraphOf<S>, context: ResolveContext) => Promise<V | null>
