import { z } from 'zod'
import type { LandingType } from '@/domain/profiles'
import { LANDING_TYPES } from '@/domain/profiles'
import {
  findLanding,
  findLandingById,
  findLandings,
  type HeroView,
  type LandingView,
} from '@/services/content/landings'
import { builder, UserProfileEnum } from '../builder'
import { LOCALE_ARG, parseArgs } from '../core/args'
import { id, oneOf } from './args'
import { ParagraphRef, paragraphsOf } from './paragraphs'
import { ContentImageRef } from './references'
import { CallToActionRef, enumValues, type Localized, localized } from './shared'

/*
 * The landings: the home and each profile's landing, with their hero (a GraphQL type per hero block, HERO_REFS)
 * and paragraphs, and the `landings` and `landing` queries.
 */

const LandingTypeEnum = builder.enumType('LandingType', {
  description: 'Which landing: the home (INDEX) or a profile’s landing.',
  values: enumValues<LandingType>(LANDING_TYPES),
})

type HeroDouble = Extract<HeroView, { blockType: 'heroDouble' }>
type HeroSingle = Extract<HeroView, { blockType: 'heroSingle' }>

const HeroDoubleRef = builder.objectRef<HeroDouble>('HeroDouble').implement({
  description: 'Two images side by side, each with its title and buttons.',
  fields: (t) => ({
    id: t.exposeID('id'),
    titleLeft: t.string({ resolve: (h) => h.left.title }),
    titleRight: t.string({ resolve: (h) => h.right.title }),
    imageLeft: t.field({ type: ContentImageRef, nullable: true, resolve: (h) => h.left.image }),
    imageRight: t.field({ type: ContentImageRef, nullable: true, resolve: (h) => h.right.image }),
    leftCtas: t.field({ type: [CallToActionRef], resolve: (h) => h.left.ctas }),
    rightCtas: t.field({ type: [CallToActionRef], resolve: (h) => h.right.ctas }),
  }),
})

const HeroSingleRef = builder.objectRef<HeroSingle>('HeroSingle').implement({
  description: 'One image with a title, a text and buttons.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    text: t.exposeString('text', { nullable: true }),
    image: t.expose('image', { type: ContentImageRef, nullable: true }),
    ctas: t.expose('ctas', { type: [CallToActionRef] }),
  }),
})

/** The GraphQL type of each hero block, by slug: a hero block without one is a compile error. */
const HERO_REFS = { heroDouble: HeroDoubleRef, heroSingle: HeroSingleRef } satisfies {
  [T in HeroView['blockType']]: { $inferType: Extract<HeroView, { blockType: T }> }
}

const LandingHeroRef = builder.unionType('LandingHero', {
  types: Object.values(HERO_REFS),
  resolveType: (hero) => HERO_REFS[hero.blockType].name,
})

const LandingRef = builder.objectRef<Localized<LandingView>>('Landing').implement({
  description: 'The home or a profile’s landing, published, in one language; a Dutch field left empty reads French.',
  fields: (t) => ({
    id: t.exposeID('id'),
    landingType: t.expose('landingType', { type: LandingTypeEnum }),
    userProfile: t.expose('userProfile', { type: UserProfileEnum, nullable: true }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    metaTitle: t.exposeString('metaTitle', { nullable: true }),
    metaDescription: t.exposeString('metaDescription', { nullable: true }),
    hero: t.expose('hero', { type: LandingHeroRef, nullable: true }),
    paragraphs: t.field({ type: [ParagraphRef], resolve: (l) => paragraphsOf(l.paragraphs, l.locale) }),
    updatedAt: t.exposeString('updatedAt'),
  }),
})

builder.queryFields((t) => ({
  landings: t.field({
    description: 'The published landings (home first), or the one of a landing type; an empty list when none.',
    type: [LandingRef],
    args: { landingType: t.arg({ type: LandingTypeEnum }), locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale
      if (args.landingType) {
        const landing = await findLanding(args.landingType, locale)
        return landing ? [localized(landing, locale)] : []
      }
      return (await findLandings(locale)).map((l) => localized(l, locale))
    },
  }),
  landing: t.field({
    description: 'A published landing by id or by landing type (give one), or null.',
    type: LandingRef,
    nullable: true,
    args: { id: t.arg.id(), landingType: t.arg({ type: LandingTypeEnum }), locale: t.arg(LOCALE_ARG) },
    resolve: async (_root, args, ctx) => {
      const locale = args.locale ?? ctx.locale
      const key = parseArgs(
        z
          .object({ id: id.nullish(), landingType: z.enum(LANDING_TYPES).nullish() })
          .refine(oneOf('id', 'landingType'), { message: 'Give id or landingType' }),
        { id: args.id, landingType: args.landingType },
        'landing',
      )
      const landing =
        key.id != null
          ? await findLandingById(key.id, locale)
          : await findLanding(key.landingType as LandingType, locale)
      return landing ? localized(landing, locale) : null
    },
  }),
}))
