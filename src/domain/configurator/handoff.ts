import type { Catalogue } from './catalogue'
import { isFacadeSound } from './dimensions'
import { measureFacades } from './quantities'
import type { ProjectState } from './state'

/**
 * "Request a quote" from the configurator's results: what the quotation wizard is handed through its link. The
 * solution on screen gives the wizard's system, surface and colour; the project gives its name and site address;
 * every solution with a system is listed, so that the professionals see all the variants that were compared.
 */

export interface HandoffSolution {
  number: number
  system: string
  /** Net wall area in m², rounded to the centimetre; null when the facades are not complete. */
  surface: number | null
  colour: string | null
  /** The colour's coating and range ids, so the wizard can name the finish in its own language. */
  coating: string | null
  range: string | null
}

export interface QuotationHandoff {
  system: string | null
  surface: number | null
  colour: string | null
  coating: string | null
  range: string | null
  name: string
  street: string
  postcode: string
  city: string
  solutions: HandoffSolution[]
}

const LIMITS = { name: 120, text: 120, postcode: 8, colour: 40, solutions: 20 } as const
const SEPARATOR = '~'
const round = (n: number) => Math.round(n * 100) / 100

function surfaceOf(facades: ProjectState['solutions'][number]['facades']): number | null {
  if (facades.length === 0 || !facades.every(isFacadeSound)) return null
  return round(measureFacades(facades).area)
}

/** The wizard link's query for a project, the solution at `current` giving system, surface and colour. */
export function quotationHandoffQuery(
  project: ProjectState,
  current: number,
  catalogue: Catalogue,
): Record<string, string | string[]> {
  const known = new Set(catalogue.systems.map((s) => s.id))
  const query: Record<string, string | string[]> = {}
  const shown = project.solutions[current]
  if (shown?.system && known.has(shown.system)) query.system = shown.system
  const surface = shown ? surfaceOf(shown.facades) : null
  if (surface !== null) query.surface = String(surface)
  if (shown?.sample) {
    query.colour = shown.sample.colorCode
    query.coating = shown.sample.coating
    if (shown.sample.rangeCode) query.range = shown.sample.rangeCode
  }
  const { name, contact } = project
  if (name.trim()) query.name = name.trim()
  if (contact.streetLine.trim()) query.street = contact.streetLine.trim()
  if (contact.postalCode.trim()) query.postcode = contact.postalCode.trim()
  if (contact.locality.trim()) query.city = contact.locality.trim()
  const solutions = project.solutions.flatMap((s, i) =>
    s.system && known.has(s.system)
      ? [
          [
            i + 1,
            s.system,
            surfaceOf(s.facades) ?? '',
            ...(s.sample ? [s.sample.colorCode, s.sample.coating, s.sample.rangeCode ?? ''] : ['']),
          ].join(SEPARATOR),
        ]
      : [],
  )
  if (solutions.length > 0) query.solution = solutions
  return query
}

const clip = (value: string | null | undefined, max: number) => (value ?? '').trim().slice(0, max)
const idValue = (value: string | null | undefined): string | null =>
  value && /^[\w-]{1,64}$/.test(value) ? value : null
const surfaceValue = (value: string | null | undefined): number | null =>
  value && /^\d{1,6}([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : null

/** What a wizard link carries, each value checked and bounded (a link can be written by anyone). */
export function readQuotationHandoff(params: URLSearchParams): QuotationHandoff {
  const solutions: HandoffSolution[] = []
  for (const raw of params.getAll('solution').slice(0, LIMITS.solutions)) {
    const [number, system, surface, colour, coating, range] = raw.split(SEPARATOR)
    if (!number || !/^\d{1,3}$/.test(number) || !system || !/^[\w-]{1,64}$/.test(system)) continue
    solutions.push({
      number: Number(number),
      system,
      surface: surfaceValue(surface),
      colour: clip(colour, LIMITS.colour) || null,
      coating: idValue(coating),
      range: idValue(range),
    })
  }
  const system = params.get('system')
  return {
    system: system && /^[\w-]{1,64}$/.test(system) ? system : null,
    surface: surfaceValue(params.get('surface')),
    colour: clip(params.get('colour'), LIMITS.colour) || null,
    coating: idValue(params.get('coating')),
    range: idValue(params.get('range')),
    name: clip(params.get('name'), LIMITS.name),
    street: clip(params.get('street'), LIMITS.text),
    postcode: clip(params.get('postcode'), LIMITS.postcode),
    city: clip(params.get('city'), LIMITS.text),
    solutions,
  }
}

/** The params a configurator link adds to the wizard's address (dropped with the carried project). */
export const HANDOFF_PARAMS = [
  'system',
  'surface',
  'colour',
  'coating',
  'range',
  'name',
  'street',
  'postcode',
  'city',
  'solution',
] as const

/**
 * A carried colour in the reader's words: the coating's name (the finish), the shade's code and its range's name
 * ("Enduit silicone frotté 1,5 mm", "S-BL 100", "Bleus"), from the catalogue in the page's language. Without the
 * coating, or for a coating the catalogue no longer has, the code alone.
 */
export function handoffFinish(
  catalogue: Pick<Catalogue, 'coatings'>,
  colour: string | null,
  coating: string | null,
  range: string | null,
): { finish: string | null; colour: string | null; range: string | null } {
  if (!colour) return { finish: null, colour: null, range: null }
  const found = catalogue.coatings.find((c) => c.id === coating)
  if (!found) return { finish: null, colour, range: null }
  // The range named by the link (the wizard's catalogue has ranges without their shades), else the shade's own.
  const ranges = found.colorCategories.flatMap((category) => category.colorRanges)
  const named =
    (range ? ranges.find((r) => r.code === range) : undefined) ??
    ranges.find((r) => r.colorShades.some((shade) => shade.code === colour))
  return { finish: found.name, colour, range: named?.name ?? null }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The quotation description the wizard starts from: an introduction and one list item per solution, already in
 * the reader's words. Items that would take the description past `max` plain-text characters are left out and
 * counted in a last line, so the visitor still has room to write.
 */
export function handoffDescription(
  intro: string,
  items: readonly string[],
  more: (count: number) => string,
  max: number,
  measure: (html: string) => number,
): string {
  const html = (list: readonly string[], rest: number) =>
    `<p>${escapeHtml(intro)}</p><ul>${list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>${
      rest > 0 ? `<p>${escapeHtml(more(rest))}</p>` : ''
    }`
  // Leave a third of the room for the visitor's own words.
  const budget = Math.floor((max * 2) / 3)
  for (let kept = items.length; kept > 0; kept--) {
    const candidate = html(items.slice(0, kept), items.length - kept)
    if (measure(candidate) <= budget) return candidate
  }
  return `<p>${escapeHtml(intro)}</p>`
}
