import { richText, title } from '../fields'
import type { BlockConfig } from '../types'

export const TitleTextBlock: BlockConfig<'titleText'> = {
  slug: 'titleText',
  interfaceName: 'TitleTextBlock',
  labels: { singular: 'Title and text', plural: 'Titles and texts' },
  fields: [title(true), richText()],
}
