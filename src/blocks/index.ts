import type { Block, Field, PayloadRequest } from 'payload'
import { adminT } from '@/admin/translations'
import { linkField } from '@/fields/link'

/*
 * The paragraph blocks staff compose pages, landings and articles from, and the two landing heroes.
 * The list of blocks is the same everywhere; each block's words are localized field by field, so a
 * Dutch field left empty reads the French one.
 */

const title = (required = false): Field => ({ name: 'title', type: 'text', localized: true, required })
const richText = (name = 'text'): Field => ({ name, type: 'richText', localized: true })
const plainText = (name = 'text'): Field => ({ name, type: 'textarea', localized: true })
const image = (name = 'image', required = true): Field => ({ name, type: 'upload', relationTo: 'media', required })
const ctas = (name = 'ctas', maxRows = 2): Field => ({
  name,
  type: 'relationship',
  relationTo: 'calls-to-action',
  hasMany: true,
  maxRows,
  admin: { description: `Up to ${maxRows} buttons, from the calls-to-action collection.` },
})
const optionalLink = (): Field => ({ ...linkField('link', false), localized: true }) as Field

export const TitleTextBlock: Block = {
  slug: 'titleText',
  interfaceName: 'TitleTextBlock',
  labels: { singular: 'Title and text', plural: 'Titles and texts' },
  fields: [title(true), richText()],
}

export const TextImageCtaBlock: Block = {
  slug: 'textImageCta',
  interfaceName: 'TextImageCtaBlock',
  labels: { singular: 'Text, image and call to action', plural: 'Texts, images and calls to action' },
  fields: [
    title(true),
    richText(),
    image(),
    {
      name: 'imagePosition',
      type: 'select',
      defaultValue: 'right',
      required: true,
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Right', value: 'right' },
      ],
    },
    ctas(),
  ],
}

export const BannerTextCtaBlock: Block = {
  slug: 'bannerTextCta',
  interfaceName: 'BannerTextCtaBlock',
  labels: { singular: 'Banner with text and call to action', plural: 'Banners' },
  fields: [title(true), plainText(), ctas()],
}

export const ImageCaptionBlock: Block = {
  slug: 'imageCaption',
  interfaceName: 'ImageCaptionBlock',
  labels: { singular: 'Image with caption', plural: 'Images with caption' },
  fields: [image(), { name: 'caption', type: 'text', localized: true }],
}

export const StepsTextBlock: Block = {
  slug: 'stepsText',
  interfaceName: 'StepsTextBlock',
  labels: { singular: 'Steps', plural: 'Steps' },
  fields: [
    title(true),
    plainText('intro'),
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [title(true), plainText()],
    },
    ctas('ctas', 1),
  ],
}

const cardFields = (): Field[] => [image(), title(true), plainText()]

export const CardsSliderBlock: Block = {
  slug: 'cardsSlider',
  interfaceName: 'CardsSliderBlock',
  labels: { singular: 'Cards slider', plural: 'Cards sliders' },
  fields: [
    title(),
    { name: 'cards', type: 'array', minRows: 1, required: true, fields: [...cardFields(), optionalLink()] },
  ],
}

export const ImagesBlock: Block = {
  slug: 'images',
  interfaceName: 'ImagesBlock',
  labels: { singular: 'Images', plural: 'Images' },
  fields: [
    title(),
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      admin: { description: 'The first 3 show; a “see more” button reveals the others.' },
    },
  ],
}

export const ExternalCardsBlock: Block = {
  slug: 'externalCards',
  interfaceName: 'ExternalCardsBlock',
  labels: { singular: 'External cards', plural: 'External cards' },
  fields: [
    title(),
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        ...cardFields(),
        {
          name: 'url',
          type: 'text',
          required: true,
          localized: true,
          validate: (value: unknown, options?: { req?: PayloadRequest }) =>
            typeof value === 'string' && /^https?:\/\/\S+$/.test(value) ? true : adminT(options?.req?.t, 'httpAddress'),
        },
      ],
    },
  ],
}

export const InternalCardsBlock: Block = {
  slug: 'internalCards',
  interfaceName: 'InternalCardsBlock',
  labels: { singular: 'Article or reference cards', plural: 'Article or reference cards' },
  fields: [
    title(),
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'articles',
      options: [
        { label: 'Articles', value: 'articles' },
        { label: 'References', value: 'references' },
      ],
    },
    {
      name: 'contentTag',
      type: 'relationship',
      relationTo: 'content-tags',
      admin: { condition: (_, block) => block?.source === 'articles', description: 'Only articles with this tag.' },
    },
    {
      name: 'highlightedOnly',
      type: 'checkbox',
      defaultValue: false,
      admin: { condition: (_, block) => block?.source === 'references' },
    },
    { name: 'itemsPerPage', type: 'number', defaultValue: 3, min: 1, max: 12, required: true },
    ctas('ctas', 1),
  ],
}

export const CardsProductBlock: Block = {
  slug: 'cardsProduct',
  interfaceName: 'CardsProductBlock',
  labels: { singular: 'Product cards', plural: 'Product cards' },
  fields: [
    title(),
    {
      name: 'products',
      type: 'array',
      minRows: 1,
      required: true,
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'code', type: 'text', admin: { description: 'Manufacturer reference.' } },
        plainText(),
        image(),
      ],
    },
    ctas(),
  ],
}

export const FaqCtaBlock: Block = {
  slug: 'faqCta',
  interfaceName: 'FaqCtaBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    title(),
    {
      name: 'faq',
      type: 'relationship',
      relationTo: 'faqs',
      required: true,
    },
    { name: 'questionsShown', type: 'number', defaultValue: 4, min: 1, max: 12, required: true },
    ctas('ctas', 1),
  ],
}

/** What customers say: short quotes with who said them (the professionals' landing). */
export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Testimonials', plural: 'Testimonials' },
  fields: [
    title(),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      required: true,
      labels: { singular: 'Testimonial', plural: 'Testimonials' },
      fields: [
        { name: 'quote', type: 'textarea', required: true, localized: true },
        { name: 'name', type: 'text', required: true, admin: { description: 'Who said it.' } },
        { name: 'company', type: 'text' },
        { name: 'role', type: 'text', localized: true, admin: { description: 'Trade and town, for example.' } },
      ],
    },
  ],
}

/** Questions answered on the page itself, as an accordion (an FAQ that belongs to no profile). */
export const QuestionsBlock: Block = {
  slug: 'questions',
  interfaceName: 'QuestionsBlock',
  labels: { singular: 'Questions and answers', plural: 'Questions and answers' },
  fields: [
    title(),
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 20,
      required: true,
      labels: { singular: 'Question', plural: 'Questions' },
      fields: [
        { name: 'question', type: 'text', required: true, localized: true },
        { ...richText('answer'), required: true } as Field,
      ],
    },
    ctas('ctas', 1),
  ],
}

export const PARAGRAPH_BLOCKS: Block[] = [
  TitleTextBlock,
  TextImageCtaBlock,
  BannerTextCtaBlock,
  ImageCaptionBlock,
  StepsTextBlock,
  CardsSliderBlock,
  ImagesBlock,
  ExternalCardsBlock,
  InternalCardsBlock,
  CardsProductBlock,
  FaqCtaBlock,
  TestimonialsBlock,
  QuestionsBlock,
]

/** The paragraphs of a page, landing or article. */
export const paragraphsField = (): Field => ({
  name: 'paragraphs',
  type: 'blocks',
  blocks: PARAGRAPH_BLOCKS,
  admin: { initCollapsed: true },
})

export const HeroDoubleBlock: Block = {
  slug: 'heroDouble',
  interfaceName: 'HeroDoubleBlock',
  labels: { singular: 'Double image hero', plural: 'Double image heroes' },
  fields: [
    image('imageLeft'),
    image('imageRight'),
    { name: 'titleLeft', type: 'text', required: true, localized: true },
    { name: 'titleRight', type: 'text', required: true, localized: true },
    ctas('leftCtas'),
    ctas('rightCtas'),
  ],
}

export const HeroSingleBlock: Block = {
  slug: 'heroSingle',
  interfaceName: 'HeroSingleBlock',
  labels: { singular: 'Single image hero', plural: 'Single image heroes' },
  fields: [image(), title(true), plainText(), ctas()],
}

/** A landing's hero: one block, double or single image. */
export const heroField = (): Field => ({
  name: 'hero',
  type: 'blocks',
  blocks: [HeroDoubleBlock, HeroSingleBlock],
  maxRows: 1,
})
