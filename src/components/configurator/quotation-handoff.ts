import type { Catalogue } from '@/domain/configurator'
import { handoffDescription, handoffFinish, readQuotationHandoff } from '@/domain/configurator/handoff'
import { QUOTATION_LIMITS } from '@/domain/quotation'
import { richTextLength } from '@/domain/rich-text'

type Translate = (key: string, values?: Record<string, string | number>) => string

interface PrefillValues {
  name: string
  street: string
  postcode: string
  city: string
  comment: string
}

/**
 * The wizard's answers a configurator link fills in (project name, site address, a description listing every
 * solution with its system in the page's language): only fields still empty, so nothing typed is overwritten.
 * `t` is the wizard's translator (the Quotation namespace).
 */
export function prefillFromConfigurator<V extends PrefillValues>(
  values: V,
  params: URLSearchParams,
  catalogue: Catalogue,
  t: Translate,
  locale: string,
): V {
  const handoff = readQuotationHandoff(params)
  const next = { ...values }
  if (!next.name.trim() && handoff.name) next.name = handoff.name
  if (!next.street.trim() && handoff.street) next.street = handoff.street
  if (!next.postcode.trim() && handoff.postcode) next.postcode = handoff.postcode
  if (!next.city.trim() && handoff.city) next.city = handoff.city
  const systems = new Map(catalogue.systems.map((s) => [s.id, s.name]))
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const items = handoff.solutions.flatMap((s) => {
    const system = systems.get(s.system)
    if (!system) return []
    const named = handoffFinish(catalogue, s.colour, s.coating, s.range)
    return [
      t('fromConfigurator.solution', {
        number: s.number,
        system,
        finish: named.finish ?? 'none',
        colour: named.colour ?? 'none',
        surface: s.surface === null ? 'none' : number.format(s.surface),
      }),
    ]
  })
  if (items.length > 0 && richTextLength(next.comment) === 0) {
    next.comment = handoffDescription(
      t('fromConfigurator.intro'),
      items,
      (count) => t('fromConfigurator.more', { count }),
      QUOTATION_LIMITS.description,
      richTextLength,
    )
  }
  return next
}

/**
 * What step 1 says was carried from the configurator (the project's name, else the shown solution's system), or
 * null when the link carries no configurator project.
 */
export function carriedProject(params: URLSearchParams, catalogue: Catalogue): string | null {
  const handoff = readQuotationHandoff(params)
  if (handoff.solutions.length === 0 && !handoff.name) return null
  const system = catalogue.systems.find((s) => s.id === (handoff.system ?? handoff.solutions[0]?.system))
  return handoff.name || system?.name || null
}

/** The colour note of the project step: the finish's name and the shade, in the page's language. */
export function carriedColour(params: URLSearchParams, catalogue: Catalogue): string | null {
  const handoff = readQuotationHandoff(params)
  const named = handoffFinish(catalogue, handoff.colour, handoff.coating, handoff.range)
  if (!named.colour) return null
  const shade = named.range ? `${named.colour} (${named.range})` : named.colour
  return named.finish ? `${named.finish}, ${shade}` : shade
}

/**
 * The work categories to tick for the system a link carries: the system's own (set in /admin on the system), of
 * those the wizard offers. Empty when the system names none.
 */
export function categoriesForSystem(
  catalogue: Catalogue,
  system: string | null,
  offered: readonly { id: string }[],
): string[] {
  const own = catalogue.systems.find((s) => s.id === system)?.workCategories ?? []
  const ids = new Set(offered.map((o) => o.id))
  return own.filter((id) => ids.has(id))
}
