import { z } from 'zod'
import { MAX_ITEMS_PER_PAGE, MAX_PAGE } from '@/domain/pagination'
import { AppError } from '@/services/core/errors'
import { type GraphQLContext, LocaleEnum } from '../builder'

/*
 * Arguments every feature's queries share: the language asked, a page of a list, and the one way a wrong argument
 * is refused. A wrong argument is the caller's mistake, so every offending one is named BAD_REQUEST;
 * services/core/input.ts's parseInput is for forms instead, whose fields each get their own code.
 */

/** Arguments checked by a schema; BAD_REQUEST naming the offending ones otherwise. */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(args)
  if (parsed.success) return parsed.data
  const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'input', 'BAD_REQUEST']))
  throw new AppError('BAD_REQUEST', `Invalid ${what}: ${Object.keys(fields).join(', ')}`, { fields })
}

/** A page of a list, as every paginated query takes it (its defaults filled in by the caller). */
export const PAGINATION_ARGS = {
  page: z.number().int().min(1).max(MAX_PAGE),
  itemsPerPage: z.number().int().min(1).max(MAX_ITEMS_PER_PAGE),
}

/** The `locale` argument of a query whose answer is in one language. */
export const LOCALE_ARG = {
  type: LocaleEnum,
  description: 'Takes precedence over the x-locale and Accept-Language headers.',
} as const

/** The language asked in the arguments, else the request's (x-locale, Accept-Language). */
export const localeOf = (args: { locale?: 'fr' | 'nl' | null }, ctx: GraphQLContext) => args.locale ?? ctx.locale
