import { z } from 'zod'
import { BELGIAN_PROVINCES } from '../geography'
import { email, type RuleResult, required } from '../validation'
import { postcodeCityCheck, postcodeText } from '../validation/postcode'
import { facadeIssues, MAX_FACADE_BASE, MAX_FACADES, MAX_OPENINGS_PER_FACADE, MIN_FACADES } from './dimensions'
import { FACADE_SHAPES, OPENING_KINDS } from './quantities'
import { facadeFromSaved } from './state'

/**
 * The configurator's forms and its API input as zod schemas: the browser's dialogs and the GraphQL resolvers
 * parse with the same ones. Field issues carry catalogue codes as messages.
 */

const POSTAL_RANGES = BELGIAN_PROVINCES.flatMap((p) => p.ranges.map(([from, to]) => ({ from, to })))

function text(...rules: Array<(value: string) => RuleResult>) {
  return z
    .string()
    .max(200, 'BAD_REQUEST')
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

/** A length in metres: above 0 and no more than the largest facade (each facade's own rules follow). */
const metres = z
  .number('DIMENSION_OUT_OF_RANGE')
  .positive('DIMENSION_OUT_OF_RANGE')
  .max(MAX_FACADE_BASE, 'DIMENSION_OUT_OF_RANGE')
const id = z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(64))

const dimension = <T extends readonly [string, ...string[]]>(types: T) =>
  z.array(z.object({ type: z.enum(types), value: metres })).max(2)

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
  answers: z.array(id).max(20).nullish(),
  sample: z
    .object({
      name: z.string().max(200),
      coatingName: z.string().max(200),
      colorCategoryName: z.string().max(200),
      colorCode: z.string().max(64),
      lightIntensity: z.number().min(0).max(100),
      colorHex: z.string().regex(/^#[0-9a-f]{6}$/i),
      coating: id,
      rangeCode: z.string().max(64),
    })
    .nullish(),
  facades: z
    .array(
      z
        .object({
          shape: z.enum(FACADE_SHAPES).default('RECTANGLE'),
          perimeter: dimension(['BASE', 'HEIGHT'] as const),
          openingFacades: z
            .array(
              z.object({
                kind: z.enum(OPENING_KINDS).default('WINDOW'),
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
    .array(z.object({ systemLayer: z.string().max(64), product: id.nullable() }))
    .max(50)
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
    .max(1)
    .nullish(),
  solutions: z.array(solutionInputSchema).min(1, 'IS_REQUIRED').max(MAX_SOLUTIONS, 'BAD_REQUEST'),
})
export type ProjectInput = z.output<typeof projectInputSchema>
