import { z } from 'zod'
import { AppError } from '../errors'
import { BELGIAN_PROVINCES } from '../geography'
import { email, type RuleResult, required } from '../validation'
import { postcodeCityCheck, postcodeText } from '../validation/postcode'
import type { Catalogue } from './catalogue'
import {
  facadeIssues,
  MAX_FACADE_BASE,
  MAX_FACADES,
  MAX_OPENINGS_PER_FACADE,
  MIN_FACADES,
  MIN_LENGTH,
} from './dimensions'
import { FACADE_SHAPES, OPENING_KINDS } from './quantities'
import { catalogueSample, facadeFromSaved } from './saved-project'

/**
 * The configurator's forms and its API input as zod schemas: the browser's dialogs and the GraphQL resolvers
 * parse with the same ones. Field issues carry catalogue codes as messages.
 */

const POSTAL_RANGES = BELGIAN_PROVINCES.flatMap((p) => p.ranges.map(([from, to]) => ({ from, to })))

/** A project's name, street or locality, a recipient's name. */
const TEXT_MAX = 200

function text(...rules: Array<(value: string) => RuleResult>) {
  return z
    .string()
    .max(TEXT_MAX, 'TOO_LONG')
    .nullish()
    .transform((v) => (v ?? '').trim())
    .superRefine((value, ctx) => {
      for (const rule of rules) {
        const code = rule(value)
        if (code) {
          ctx.addIssue({ code: 'custom', message: code })
          return
        }
      }
    })
}

/** Saving a project: a name; the address is optional, its postal code Belgian when given. */
export const saveProjectSchema = z
  .object({
    name: text(required),
    streetLine: text(),
    postalCode: postcodeText(POSTAL_RANGES, false),
    locality: text(),
  })
  .check(postcodeCityCheck('postalCode', 'locality'))
export type SaveProjectValues = z.input<typeof saveProjectSchema>

/** E-mailing a project: to whom. */
export const emailProjectSchema = z.object({
  name: text(required),
  email: text(required, email),
})
export type EmailProjectValues = z.input<typeof emailProjectSchema>

/** A length in metres: at least MIN_LENGTH and no more than the largest facade (each facade's own rules follow). */
const metres = z
  .number('DIMENSION_OUT_OF_RANGE')
  .min(MIN_LENGTH, 'DIMENSION_OUT_OF_RANGE')
  .max(MAX_FACADE_BASE, 'DIMENSION_OUT_OF_RANGE')
const id = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().min(1, 'BAD_REQUEST').max(64, 'BAD_REQUEST'))

/** A perimeter list: each of its types at most once ("BASE" twice is not a measure the browser sends). */
const dimension = <T extends readonly [string, ...string[]]>(types: T) =>
  z
    .array(z.object({ type: z.enum(types, { error: 'BAD_REQUEST' }), value: metres }))
    .max(types.length, 'BAD_REQUEST')
    .superRefine((list, ctx) => {
      const seen = new Set<string>()
      for (const d of list) {
        if (seen.has(d.type)) ctx.addIssue({ code: 'custom', message: 'BAD_REQUEST', path: [d.type] })
        seen.add(d.type)
      }
    })

export const MAX_SOLUTIONS = 20

type FacadeInput = {
  shape: (typeof FACADE_SHAPES)[number]
  perimeter: Array<{ type: 'BASE' | 'HEIGHT'; value: number }>
  openingFacades: Array<{
    kind: (typeof OPENING_KINDS)[number]
    perimeter: Array<{ type: 'WIDTH' | 'HEIGHT'; value: number }>
  }>
}

/**
 * The dimension step's rules on a saved facade (bounds, openings inside their facade and smaller than it), with
 * the same codes the browser shows. A value not given yet is allowed: a project may be saved half-way.
 */
function checkFacade(facade: FacadeInput, ctx: z.RefinementCtx): void {
  // A square is measured by its side alone (BASE); a HEIGHT beside it would be stored and never read.
  if (facade.shape === 'SQUARE' && facade.perimeter.some((d) => d.type === 'HEIGHT')) {
    ctx.addIssue({ code: 'custom', message: 'BAD_REQUEST', path: ['perimeter', 'HEIGHT'] })
  }
  const issues = facadeIssues(facadeFromSaved(facade))
  const add = (code: string | undefined, path: Array<string | number>) => {
    if (code && code !== 'IS_REQUIRED') ctx.addIssue({ code: 'custom', message: code, path })
  }
  add(issues.base?.code, ['perimeter', 'BASE'])
  add(issues.height?.code, ['perimeter', 'HEIGHT'])
  issues.openings.forEach((o, i) => {
    add(o.width?.code, ['openingFacades', i, 'WIDTH'])
    add(o.height?.code, ['openingFacades', i, 'HEIGHT'])
  })
  add(issues.openingsArea?.code, ['openingFacades'])
}

/** A solution in createProject and updateProject. */
export const solutionInputSchema = z.object({
  id: id.nullish(),
  estimateSystem: id.nullish(),
  answers: z
    .array(id)
    .max(20, 'TOO_MANY_ITEMS')
    .nullish()
    .transform((v) => (v ? [...new Set(v)] : v)),
  // The colour is named by its coating, range and shade code; the service takes the rest from the catalogue
  // (catalogueSample: UNKNOWN_FINISH when it has no such shade). The names, LRV and hex the browser sends along are
  // bounded and otherwise ignored.
  sample: z
    .object({
      name: z.string().max(TEXT_MAX, 'TOO_LONG').nullish(),
      coatingName: z.string().max(TEXT_MAX, 'TOO_LONG').nullish(),
      colorCategoryName: z.string().max(TEXT_MAX, 'TOO_LONG').nullish(),
      colorCode: z.string().min(1, 'UNKNOWN_FINISH').max(64, 'UNKNOWN_FINISH'),
      lightIntensity: z.number().nullish(),
      colorHex: z.string().max(16, 'TOO_LONG').nullish(),
      coating: id,
      rangeCode: z.string().max(64, 'UNKNOWN_FINISH').nullish(),
    })
    .nullish(),
  facades: z
    .array(
      z
        .object({
          shape: z.enum(FACADE_SHAPES, { error: 'BAD_REQUEST' }).default('RECTANGLE'),
          perimeter: dimension(['BASE', 'HEIGHT'] as const),
          openingFacades: z
            .array(
              z.object({
                kind: z.enum(OPENING_KINDS, { error: 'BAD_REQUEST' }).default('WINDOW'),
                perimeter: dimension(['WIDTH', 'HEIGHT'] as const),
              }),
            )
            .max(MAX_OPENINGS_PER_FACADE, 'BAD_REQUEST')
            .default([]),
        })
        .superRefine(checkFacade),
    )
    .min(MIN_FACADES, 'FACADE_COUNT_OUT_OF_RANGE')
    .max(MAX_FACADES, 'FACADE_COUNT_OUT_OF_RANGE'),
  preferences: z
    .array(z.object({ systemLayer: z.string().max(64, 'BAD_REQUEST'), product: id.nullable() }))
    .max(50, 'TOO_MANY_ITEMS')
    .default([]),
})

/** The whole input of createProject and updateProject. */
export const projectInputSchema = z.object({
  name: text(required),
  contacts: z
    .array(
      z
        .object({ streetLine: text(), postalCode: postcodeText(POSTAL_RANGES, false), locality: text() })
        .check(postcodeCityCheck('postalCode', 'locality')),
    )
    // The site's address, one: an empty list is a missing address, not "no address" (leave the field out for that).
    .min(1, 'IS_REQUIRED')
    .max(1, 'TOO_MANY_ITEMS')
    .nullish(),
  solutions: z.array(solutionInputSchema).min(1, 'IS_REQUIRED').max(MAX_SOLUTIONS, 'BAD_REQUEST'),
})
export type ProjectInput = z.output<typeof projectInputSchema>

/**
 * The project with each solution's colour as the catalogue has it (names, LRV, hex), found by coating, range and
 * shade code, the way createColorFinder takes a sample request's finishes: what the browser sent along is not kept.
 * A shade the catalogue does not have answers UNKNOWN_FINISH under `solutions.<i>.sample`.
 */
export function withCatalogueSamples(input: ProjectInput, catalogue: Catalogue): ProjectInput {
  return {
    ...input,
    solutions: input.solutions.map((solution, i) => {
      if (!solution.sample) return solution
      const sample = catalogueSample(solution.sample, catalogue)
      if (!sample) {
        throw new AppError('UNKNOWN_FINISH', `No shade ${solution.sample.colorCode} in ${solution.sample.coating}`, {
          fields: { [`solutions.${i}.sample`]: 'UNKNOWN_FINISH' },
        })
      }
      return { ...solution, sample }
    }),
  }
}
