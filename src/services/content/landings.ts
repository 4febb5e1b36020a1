import type { Where } from 'payload'
import { LANDING_TYPES, LANDINGS_TAG } from '@/collections/Landings'
import type { LandingType, Profile } from '@/domain/profiles'
import type { Locale } from '@/i18n/routing'
import { cached, found } from '@/lib/cache'
import type { Landing, Media } from '@/payload-types'
import { type ResponsiveImageView, responsiveImageView } from '../core/images'
import { payloadClient } from '../core/payload'
import { type CtaView, ctaViews, PARAGRAPH_TAGS, type ParagraphView, resolveParagraphs } from './paragraphs'

/** One side of the double hero, or the single hero's image, words and buttons. */
export interface HeroPanelView {
  title: string
  /** The 1940 × 450 band with its 970 px half in `srcSet`. */
  image: ResponsiveImageView | null
  ctas: CtaView[]
}

export type HeroView =
  | { blockType: 'heroDouble'; id: string; left: HeroPanelView; right: HeroPanelView }
  | ({ blockType: 'heroSingle'; id: string; text: string | null } & HeroPanelView)

/** A published landing in one language, ready to render. */
export interface LandingView {
  id: number
  landingType: LandingType
  userProfile: Profile | null
  title: string
  description: string | null
  metaTitle: string | null
  metaDescription: string | null
  hero: HeroView | null
  paragraphs: ParagraphView[]
  updatedAt: string
}

const heroImage = (media: number | Media | null | undefined) => responsiveImageView(media, 'hero_large')

function heroView(block: NonNullable<Landing['hero']>[number] | undefined): HeroView | null {
  if (!block) return null
  const id = block.id ?? block.blockType
  if (block.blockType === 'heroDouble') {
    return {
      blockType: 'heroDouble',
      id,
      left: { title: block.titleLeft, image: heroImage(block.imageLeft), ctas: ctaViews(block.leftCtas) },
      right: { title: block.titleRight, image: heroImage(block.imageRight), ctas: ctaViews(block.rightCtas) },
    }
  }
  return {
    blockType: 'heroSingle',
    id,
    title: block.title,
    text: block.text?.trim() ? block.text : null,
    image: heroImage(block.image),
    ctas: ctaViews(block.ctas),
  }
}

async function loadLanding(landingType: LandingType, locale: Locale): Promise<LandingView | null> {
  return loadLandingWhere({ landingType: { equals: landingType } }, locale)
}

async function loadLandingWhere(where: Where, locale: Locale, draft = false): Promise<LandingView | null> {
  const payload = await payloadClient()
  // The public identity: the published version only (staff's preview: the latest saved one); a Dutch field left
  // empty reads the French one.
  const { docs } = await payload.find({
    collection: 'landings',
    locale,
    depth: 1,
    draft,
    overrideAccess: draft,
    limit: 1,
    where,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    id: doc.id,
    landingType: doc.landingType,
    userProfile: doc.userProfile ?? null,
    title: doc.title,
    description: doc.description || null,
    metaTitle: doc.metaTitle || null,
    metaDescription: doc.metaDescription || null,
    hero: heroView(doc.hero?.[0]),
    paragraphs: await resolveParagraphs(doc.paragraphs, locale),
    updatedAt: doc.updatedAt,
  }
}

const cachedLanding = cached(loadLanding, 'landing', [LANDINGS_TAG, ...PARAGRAPH_TAGS])

/** The published landing of a type in one language, or null; cached, expired by the landings' and blocks' hooks. */
export function findLanding(landingType: LandingType, locale: Locale): Promise<LandingView | null> {
  return cachedLanding(landingType, locale)
}

const cachedLandingById = cached(
  (id: number, locale: Locale) => loadLandingWhere({ id: { equals: id } }, locale),
  'landing-by-id',
  [LANDINGS_TAG, ...PARAGRAPH_TAGS],
  { keep: found },
)

/** A published landing by id in one language, or null; cached like findLanding. */
export function findLandingById(id: number, locale: Locale): Promise<LandingView | null> {
  return cachedLandingById(id, locale)
}

/**
 * The latest saved version of a landing (a draft, or the published one when nothing is pending), for staff's
 * preview; never cached. The caller checks that the visitor is staff.
 */
export function findDraftLanding(id: number, locale: Locale): Promise<LandingView | null> {
  return loadLandingWhere({ id: { equals: id } }, locale, true)
}

async function loadPublishedTypes(): Promise<LandingType[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'landings',
    depth: 0,
    draft: false,
    overrideAccess: false,
    pagination: false,
    select: { landingType: true },
  })
  const published = new Set(docs.map((d) => d.landingType))
  return LANDING_TYPES.filter((type) => published.has(type))
}

const cachedPublishedTypes = cached(loadPublishedTypes, 'landing-types', [LANDINGS_TAG])

/** Every published landing in one language, in the order of the landing types (index first); cached. */
export async function findLandings(locale: Locale): Promise<LandingView[]> {
  const views = await Promise.all((await cachedPublishedTypes()).map((type) => findLanding(type, locale)))
  return views.filter((view): view is LandingView => view !== null)
}
