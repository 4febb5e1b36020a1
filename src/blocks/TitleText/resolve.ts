import type { BlockResolver, RichTextData } from '../types'

export interface TitleTextView {
  blockType: 'titleText'
  id: string
  title: string
  text: RichTextData | null
}

export const resolveTitleText: BlockResolver<'titleText', TitleTextView> = async (block, { id }) => ({
  blockType: 'titleText',
  id,
  title: block.title,
  text: block.text ?? null,
})
