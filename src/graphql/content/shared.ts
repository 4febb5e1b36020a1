import { type Locale, locales } from '@/i18n/routing'
import { findContentSlugs } from '@/services/content'
import type { CtaView } from '@/services/content/paragraphs'
import { builder, LocaleEnum } from '../builder'
import { ReferenceRef } from './references'

/*
 * What the content API's types share: a view carrying the language it was read in, GraphQL names for enum values,
 * buttons, and the languages a document lives in (for pages, articles, blogs and references).
 */

/** A view with the language it was read in: rich-text links and lazily read fields need it. */
export type Localized<T> = T & { locale: Locale }
export const localized = <T extends object>(value: T, locale: Locale): Localized<T> => ({ ...value, locale })

/** GraphQL enum names for values that are not valid names (`find-facade` → `FIND_FACADE`). */
export const enumValues = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((value) => [value.toUpperCase().replace(/-/g, '_'), { value }])) as Record<
    string,
    { value: V }
  >

export const CallToActionRef = builder.objectRef<CtaView>('CallToAction').implement({
  description: 'A button: its words and target in the language asked.',
  fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title'), link: t.exposeString('link') }),
})

type Translation = { locale: Locale; slug: string }
export const TranslationRef = builder.objectRef<Translation>('Translation').implement({
  description: 'Where the same document lives in a language: its slug there.',
  fields: (t) => ({ locale: t.expose('locale', { type: LocaleEnum }), slug: t.exposeString('slug') }),
})

/** The languages a document has a slug in, in the order of the site's locales. */
export const translations = (slugs: Partial<Record<Locale, string>>): Translation[] =>
  locales.flatMap((locale) => {
    const slug = slugs[locale]
    return slug ? [{ locale, slug }] : []
  })

builder.objectField(ReferenceRef, 'translations', (t) =>
  t.field({
    type: [TranslationRef],
    resolve: async (reference) => translations((await findContentSlugs('references', reference.id)) ?? {}),
  }),
)
