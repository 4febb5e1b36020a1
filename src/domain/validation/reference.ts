import { z } from 'zod'
import { ids, type LANGUAGES, SHORT_TEXT_MAX, text } from './forms'
import { maxLength, required, URL_MAX, validateUrlWithProtocol } from './index'

/** A professional's reference project, as the dashboard's form and the API take it. */

export const REFERENCE_LIMITS = {
  title: 120,
  description: 2000,
  links: 5,
  parties: 10,
  images: 12,
  products: 20,
  contact: 200,
} as const

/** A useful link: on this site (`/fr/…`) or a full http(s) address; "//host" and "/\host" leave the site in a browser. */
const linkTarget = (value: string) => (/^\/(?![/\\])/.test(value) ? null : validateUrlWithProtocol(value))

/**
 * A reference project from the dashboard: title and description per language, required in the professional's own
 * language (the other falls back to it), links, images, work categories and concerned parties, each party with all
 * five fields.
 */
export function referenceFormSchema(language: (typeof LANGUAGES)[number] = 'fr') {
  const inOwn = (lang: (typeof LANGUAGES)[number], limit: number) =>
    lang === language ? text(required, maxLength(limit)) : text(maxLength(limit))
  return z.object({
    titleFr: inOwn('fr', REFERENCE_LIMITS.title),
    titleNl: inOwn('nl', REFERENCE_LIMITS.title),
    descriptionFr: inOwn('fr', REFERENCE_LIMITS.description),
    descriptionNl: inOwn('nl', REFERENCE_LIMITS.description),
    heroImage: z.union([z.string(), z.number()]).transform(String).nullish(),
    // The form stops at 12 pictures; the API holds the same line (a page of 500 photos is not a reference).
    images: ids(false).refine((v) => v.length <= REFERENCE_LIMITS.images, { message: 'TOO_MANY_ITEMS' }),
    workCategories: ids(false),
    logo: z.union([z.string(), z.number()]).transform(String).nullish(),
    productsUsed: ids(false).refine((v) => v.length <= REFERENCE_LIMITS.products, { message: 'TOO_MANY_ITEMS' }),
    contact: text(maxLength(REFERENCE_LIMITS.contact)),
    ctas: z
      .array(
        z.object({
          title: text(required, maxLength(SHORT_TEXT_MAX)),
          link: text(required, maxLength(URL_MAX), linkTarget),
        }),
      )
      .max(REFERENCE_LIMITS.links, 'TOO_MANY_ITEMS')
      .nullish()
      .transform((v) => v ?? []),
    involvedParties: z
      .array(
        z.object({
          firstname: text(required, maxLength(SHORT_TEXT_MAX)),
          lastname: text(required, maxLength(SHORT_TEXT_MAX)),
          function: text(required, maxLength(SHORT_TEXT_MAX)),
          company: text(required, maxLength(SHORT_TEXT_MAX)),
          contact: text(required, maxLength(SHORT_TEXT_MAX)),
        }),
      )
      .max(REFERENCE_LIMITS.parties, 'TOO_MANY_ITEMS')
      .nullish()
      .transform((v) => v ?? []),
  })
}
export type ReferenceFormInput = z.input<ReturnType<typeof referenceFormSchema>>
export type ReferenceFormData = z.output<ReturnType<typeof referenceFormSchema>>
