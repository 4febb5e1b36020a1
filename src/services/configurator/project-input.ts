import { ValidationError } from 'payload'
import type { z } from 'zod'
import {
  type Catalogue,
  indexCatalogue,
  layerChoicesFor,
  type ProjectInput,
  projectInputSchema,
  withCatalogueSamples,
} from '@/domain/configurator'
import { isErrorCode } from '@/domain/errors'
import { loadPostcodeIndex } from '@/domain/geo/postcode-index'
import { fieldErrors } from '@/domain/validation/forms'
import type { Locale } from '@/i18n/routing'
import { AppError } from '../core/errors'
import { notFoundAt } from '../core/relations'
import { findCatalogue } from './'
import { numericId } from './project-view'

/**
 * What a project save writes: the client's input parsed by the domain's schema, every catalogue id it names
 * checked, mapped onto the collection's shape; and the collection's own refusals turned into bad requests.
 */

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields = fieldErrors(result.error)
  const first = Object.values(fields)[0] ?? 'BAD_REQUEST'
  throw new AppError(isErrorCode(first) ? first : 'BAD_REQUEST', `Invalid project: ${Object.keys(fields).join(', ')}`, {
    fields,
  })
}

function toData(input: z.output<typeof projectInputSchema>) {
  const contact = input.contacts?.[0]
  return {
    name: input.name,
    contact: {
      streetLine: contact?.streetLine || null,
      postalCode: contact?.postalCode || null,
      locality: contact?.locality || null,
    },
    solutions: input.solutions.map((s) => ({
      estimateSystem: numericId(s.estimateSystem),
      answers: s.answers ?? [],
      sample: s.sample
        ? { ...s.sample, coating: numericId(s.sample.coating) }
        : {
            coating: null,
            name: null,
            coatingName: null,
            colorCategoryName: null,
            rangeCode: null,
            colorCode: null,
            colorHex: null,
            lightIntensity: null,
          },
      facades: s.facades,
      preferences: s.preferences,
    })),
  }
}

/**
 * Every id a project names is one of the catalogue's, checked before anything is written: the system, the answers,
 * the colour's coating, and each preference's system layer (a layer of that solution's system) and product (one
 * that layer offers). Anything else answers NOT_FOUND with its path (`solutions.0.preferences.1.product`) instead
 * of being stored, or failing half-way through the save.
 */
function checkCatalogueIds(input: ProjectInput, catalogue: Catalogue): void {
  const index = indexCatalogue(catalogue)
  const answers = new Set(catalogue.questions.flatMap((q) => q.answers.map((a) => a.id)))
  input.solutions.forEach((solution, i) => {
    const at = (path: string) => `solutions.${i}.${path}`
    const system = solution.estimateSystem ? index.system.get(solution.estimateSystem) : undefined
    if (solution.estimateSystem && !system) throw notFoundAt(at('estimateSystem'), 'Unknown system')
    ;(solution.answers ?? []).forEach((answer, j) => {
      if (!answers.has(answer)) throw notFoundAt(at(`answers.${j}`), 'Unknown answer')
    })
    if (solution.sample && !index.coating.has(solution.sample.coating)) {
      throw notFoundAt(at('sample.coating'), 'Unknown coating')
    }
    const choices = system ? layerChoicesFor(system, catalogue) : []
    solution.preferences.forEach((preference, j) => {
      const choice = choices.find((c) => c.systemLayer === preference.systemLayer)
      if (!choice) throw notFoundAt(at(`preferences.${j}.systemLayer`), 'Not a layer of this system')
      if (preference.product !== null && !choice.products.includes(preference.product)) {
        throw notFoundAt(at(`preferences.${j}.product`), 'Not a product of this layer')
      }
    })
  })
}

/** The input parsed, its catalogue ids checked, in the shape the collection stores. */
export async function projectData(input: unknown, locale: Locale) {
  await loadPostcodeIndex()
  const parsed = parse(projectInputSchema, input)
  const catalogue = await findCatalogue(locale)
  checkCatalogueIds(parsed, catalogue)
  // The colour's names, LRV and hex from the catalogue, not as sent (UNKNOWN_FINISH for a shade it lacks).
  return toData(withCatalogueSamples(parsed, catalogue))
}

/** A system or coating that no longer exists is a bad request, not a server error. */
export function saveError(error: unknown): unknown {
  if (error instanceof ValidationError) {
    const fields = Object.fromEntries(error.data.errors.map((e) => [e.path, 'BAD_REQUEST']))
    return new AppError('BAD_REQUEST', 'Invalid project', { fields })
  }
  return error
}
