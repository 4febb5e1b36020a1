import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { Profile } from '@/domain/profiles'
import { localizedPath } from '@/i18n/paths'
import { type AppPathname, type Locale, locales } from '@/i18n/routing'
import type { Landing, Page } from '@/payload-types'
import type { ImageKey } from './content-media'
import type { Localized } from './images'
import { type RichBlock, richText, typography } from './richtext'

/*
 * What the demo pages, landings and articles are built from: the calls to action and content tags they point to,
 * one builder per paragraph block (each written once for both languages), and the save that fills the French
 * then the Dutch side of a document.
 */

export type { Localized }
export type LocalizedRich = { fr: RichBlock[]; nl: RichBlock[] }
export type Paragraph = NonNullable<Page['paragraphs']>[number]
export type Hero = NonNullable<Landing['hero']>[number]

import { seedContext } from './context'

export { seedContext }

/** A text in a language, with that language's typography. */
export const tx = (value: Localized, l: Locale) => typography(value[l], l)
export const rich = (value: LocalizedRich, l: Locale) => richText(value[l], l)

/** The public path of a route in both languages. */
export const route = (path: AppPathname, params?: Record<string, string>): Localized => ({
  fr: localizedPath('fr', path, params),
  nl: localizedPath('nl', path, params),
})
const slugged = (path: '/[slug]' | '/article/[slug]' | '/blog/[slug]', slug: Localized): Localized => ({
  fr: localizedPath('fr', path, { slug: slug.fr }),
  nl: localizedPath('nl', path, { slug: slug.nl }),
})

/** Slugs of the demo pages and blogs that buttons and cards link to. */
export const PAGE_SLUGS = {
  about: { fr: 'a-propos', nl: 'over-ons' },
  legal: { fr: 'mentions-legales', nl: 'wettelijke-vermeldingen' },
  privacy: { fr: 'vie-privee', nl: 'privacy' },
  systems: { fr: 'systemes-isolation-facade', nl: 'gevelisolatiesystemen' },
  guarantees: { fr: 'garanties', nl: 'garanties' },
  sustainability: { fr: 'durabilite', nl: 'duurzaamheid' },
  partner: { fr: 'devenir-partenaire', nl: 'partner-worden' },
} as const satisfies Record<string, Localized>
export type PageKey = keyof typeof PAGE_SLUGS

export const BLOG_SLUGS = {
  homes: { fr: 'facades', nl: 'gevels' },
  pros: { fr: 'actualites-pro', nl: 'nieuws-voor-vakmensen' },
} as const satisfies Record<string, Localized>

export const pageLink = (key: PageKey) => slugged('/[slug]', PAGE_SLUGS[key])
export const blogLink = (key: keyof typeof BLOG_SLUGS) => slugged('/blog/[slug]', BLOG_SLUGS[key])

/** The demo buttons (calls to action), each leading to a page of the reader's language. */
export const CTA_SEEDS = {
  quote: { title: { fr: 'Demander un devis gratuit', nl: 'Gratis offerte aanvragen' }, link: route('/quotation') },
  findPro: { title: { fr: 'Voir les professionnels', nl: 'Vakmensen bekijken' }, link: route('/search-pro') },
  findFacade: { title: { fr: 'Trouver un façadier', nl: 'Een gevelbezetter vinden' }, link: route('/find-facade') },
  findPlasterer: { title: { fr: 'Trouver un plafonneur', nl: 'Een stukadoor vinden' }, link: route('/find-roofer') },
  findBoarder: { title: { fr: 'Trouver un plaquiste', nl: 'Een plaatser vinden' }, link: route('/find-plaquiste') },
  individual: { title: { fr: 'Rénover ma maison', nl: 'Mijn woning renoveren' }, link: route('/individual') },
  pro: { title: { fr: 'Découvrir nos services pro', nl: 'Ontdek onze pro-diensten' }, link: route('/pro') },
  configurator: {
    title: { fr: 'Configurer ma façade', nl: 'Mijn gevel configureren' },
    link: route('/facade-configurator'),
  },
  colours: {
    title: { fr: 'Voir les couleurs et finitions', nl: 'Kleuren en afwerkingen bekijken' },
    link: route('/colour-configurator'),
  },
  samples: { title: { fr: 'Commander des échantillons', nl: 'Stalen bestellen' }, link: route('/colour-configurator') },
  register: {
    title: { fr: 'Créer mon compte pro', nl: 'Mijn pro-account aanmaken' },
    link: { fr: `${localizedPath('fr', '/pro')}?register`, nl: `${localizedPath('nl', '/pro')}?register` },
  },
  faq: { title: { fr: 'Toutes les questions', nl: 'Alle vragen' }, link: route('/faq') },
  contact: { title: { fr: 'Nous contacter', nl: 'Contacteer ons' }, link: route('/contact') },
  homesBlog: { title: { fr: 'Lire nos conseils', nl: 'Onze tips lezen' }, link: blogLink('homes') },
  prosBlog: { title: { fr: 'Toute l’actualité pro', nl: 'Al het vakmansnieuws' }, link: blogLink('pros') },
  partner: { title: { fr: 'Devenir partenaire', nl: 'Partner worden' }, link: pageLink('partner') },
} as const satisfies Record<string, { title: Localized; link: Localized }>
export type CtaKey = keyof typeof CTA_SEEDS

/** The four themes of the articles, lightest weight first. */
export const TAG_SEEDS = {
  renovation: { name: { fr: 'Rénovation de façade', nl: 'Gevelrenovatie' }, weight: 1 },
  insulation: { name: { fr: 'Isolation', nl: 'Isolatie' }, weight: 2 },
  interior: { name: { fr: 'Finitions intérieures', nl: 'Binnenafwerking' }, weight: 3 },
  pro: { name: { fr: 'Conseils de pro', nl: 'Tips van vakmensen' }, weight: 4 },
} as const satisfies Record<string, { name: Localized; weight: number }>
export type TagKey = keyof typeof TAG_SEEDS

/** The ids the demo documents point to. */
export interface Refs {
  image: (key: ImageKey) => number
  cta: (key: CtaKey) => number
  tag: (key: TagKey) => number
  /** The published FAQ of a profile, when there is one. */
  faq: (profile: Profile) => number | undefined
}

/** A block written once for both languages; null leaves it out (an FAQ block whose FAQ was deleted). */
export type BlockSeed<B = Paragraph> = (l: Locale, refs: Refs) => B | null

const ctaIds = (keys: CtaKey[], refs: Refs) => keys.map((k) => refs.cta(k))

export const titleText =
  (title: Localized, text: LocalizedRich): BlockSeed =>
  (l) => ({ blockType: 'titleText', title: tx(title, l), text: rich(text, l) })

export const textImageCta =
  (
    title: Localized,
    text: LocalizedRich,
    image: ImageKey,
    imagePosition: 'left' | 'right',
    ctas: CtaKey[] = [],
  ): BlockSeed =>
  (l, refs) => ({
    blockType: 'textImageCta',
    title: tx(title, l),
    text: rich(text, l),
    image: refs.image(image),
    imagePosition,
    ctas: ctaIds(ctas, refs),
  })

export const bannerTextCta =
  (title: Localized, text: Localized, ctas: CtaKey[]): BlockSeed =>
  (l, refs) => ({ blockType: 'bannerTextCta', title: tx(title, l), text: tx(text, l), ctas: ctaIds(ctas, refs) })

export const imageCaption =
  (image: ImageKey, caption: Localized): BlockSeed =>
  (l, refs) => ({ blockType: 'imageCaption', image: refs.image(image), caption: tx(caption, l) })

export const stepsText =
  (
    title: Localized,
    intro: Localized | null,
    steps: Array<{ title: Localized; text: Localized }>,
    cta?: CtaKey,
  ): BlockSeed =>
  (l, refs) => ({
    blockType: 'stepsText',
    title: tx(title, l),
    intro: intro ? tx(intro, l) : null,
    steps: steps.map((s) => ({ title: tx(s.title, l), text: tx(s.text, l) })),
    ctas: cta ? [refs.cta(cta)] : [],
  })

export interface CardSeed {
  image: ImageKey
  title: Localized
  text: Localized
  link?: Localized
}

export const cardsSlider =
  (title: Localized, cards: CardSeed[]): BlockSeed =>
  (l, refs) => ({
    blockType: 'cardsSlider',
    title: tx(title, l),
    cards: cards.map((c) => ({
      image: refs.image(c.image),
      title: tx(c.title, l),
      text: tx(c.text, l),
      link: c.link?.[l] ?? null,
    })),
  })

export const images =
  (title: Localized, keys: ImageKey[]): BlockSeed =>
  (l, refs) => ({ blockType: 'images', title: tx(title, l), images: keys.map((k) => refs.image(k)) })

export const externalCards =
  (title: Localized, cards: Array<CardSeed & { url: Localized }>): BlockSeed =>
  (l, refs) => ({
    blockType: 'externalCards',
    title: tx(title, l),
    cards: cards.map((c) => ({
      image: refs.image(c.image),
      title: tx(c.title, l),
      text: tx(c.text, l),
      url: c.url[l],
    })),
  })

export const articleCards =
  (title: Localized, tag: TagKey | null, itemsPerPage: number, cta?: CtaKey): BlockSeed =>
  (l, refs) => ({
    blockType: 'internalCards',
    title: tx(title, l),
    source: 'articles',
    contentTag: tag ? refs.tag(tag) : null,
    itemsPerPage,
    ctas: cta ? [refs.cta(cta)] : [],
  })

export const referenceCards =
  (title: Localized, itemsPerPage: number, cta?: CtaKey): BlockSeed =>
  (l, refs) => ({
    blockType: 'internalCards',
    title: tx(title, l),
    source: 'references',
    highlightedOnly: true,
    itemsPerPage,
    ctas: cta ? [refs.cta(cta)] : [],
  })

export interface ProductSeed {
  name: Localized
  code: string
  text: Localized
  image: ImageKey
}

export const cardsProduct =
  (title: Localized, products: ProductSeed[], ctas: CtaKey[] = []): BlockSeed =>
  (l, refs) => ({
    blockType: 'cardsProduct',
    title: tx(title, l),
    products: products.map((p) => ({
      name: tx(p.name, l),
      code: p.code,
      text: tx(p.text, l),
      image: refs.image(p.image),
    })),
    ctas: ctaIds(ctas, refs),
  })

export const faqCta =
  (title: Localized, profile: Profile, questionsShown: number, cta?: CtaKey): BlockSeed =>
  (l, refs) => {
    const faq = refs.faq(profile)
    if (faq === undefined) return null
    return { blockType: 'faqCta', title: tx(title, l), faq, questionsShown, ctas: cta ? [refs.cta(cta)] : [] }
  }

export interface TestimonialSeed {
  quote: Localized
  name: string
  company: string
  role: Localized
}

export const testimonials =
  (title: Localized, items: TestimonialSeed[]): BlockSeed =>
  (l) => ({
    blockType: 'testimonials',
    title: tx(title, l),
    items: items.map((item) => ({
      quote: tx(item.quote, l),
      name: item.name,
      company: item.company,
      role: tx(item.role, l),
    })),
  })

export interface QuestionSeed {
  question: Localized
  answer: LocalizedRich
}

export const questions =
  (title: Localized, items: QuestionSeed[], cta?: CtaKey): BlockSeed =>
  (l, refs) => ({
    blockType: 'questions',
    title: tx(title, l),
    items: items.map((item) => ({ question: tx(item.question, l), answer: rich(item.answer, l) })),
    ctas: cta ? [refs.cta(cta)] : [],
  })

/** The blocks of a document in a language, leaving out those that have nothing to point to. */
export function buildBlocks<B>(seeds: Array<BlockSeed<B>>, l: Locale, refs: Refs): B[] {
  return seeds.flatMap((s) => s(l, refs) ?? [])
}

/**
 * The Dutch data with the ids of the rows the French save created: array and block rows exist once for both
 * languages, so the Dutch side must name the same rows to fill their Dutch fields.
 */
export function withRowIds<T>(next: T, saved: unknown): T {
  if (Array.isArray(next)) {
    return next.map((item, i) => withRowIds(item, Array.isArray(saved) ? saved[i] : undefined)) as T
  }
  if (next === null || typeof next !== 'object' || 'root' in next) return next
  const previous = saved !== null && typeof saved === 'object' ? (saved as Record<string, unknown>) : {}
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(next)) out[key] = withRowIds(value, previous[key])
  // Row ids are strings; a document's own id (a number) is not part of its data.
  if (typeof previous.id === 'string' && out.id === undefined) out.id = previous.id
  return out as T
}

type Localizable = 'pages' | 'articles' | 'blogs' | 'landings'

/**
 * Creates (or, given an id, completes) a published document: the French side first, then the Dutch side of the
 * same rows. Returns its id.
 */
export async function saveLocalized<C extends Localizable>(
  payload: Payload,
  collection: C,
  data: (l: Locale) => RequiredDataFromCollectionSlug<C>,
  id?: number,
): Promise<number> {
  const [first, ...others] = locales
  // Payload's typings do not follow a generic collection through create and update; the data is typed above.
  const local = payload as unknown as {
    create: (a: object) => Promise<{ id: number }>
    update: (a: object) => Promise<{ id: number }>
  }
  const common = { collection, depth: 0, context: seedContext() }
  const saved =
    id === undefined
      ? await local.create({ ...common, locale: first, data: data(first) })
      : await local.update({ ...common, id, locale: first, data: data(first) })
  for (const l of others) {
    await local.update({ ...common, id: saved.id, locale: l, data: withRowIds(data(l), saved) })
  }
  return saved.id
}
