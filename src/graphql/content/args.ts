import { z } from 'zod'
import { parseId } from '@/domain/ids'
import { ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, type PaginationInfo, paginationInfo } from '@/domain/pagination'
import { MAX_SLUG_LENGTH } from '@/services/content'
import { PAGINATION_ARGS, parseArgs } from '../core/args'

/*
 * The content API's arguments: ids and slugs, a page of a list with its defaults, and the answer for one page.
 * They are checked with parseArgs (graphql/core/args.ts), as every feature's arguments are.
 */

export const id = z.union([z.string(), z.number()]).transform(parseId).pipe(z.number())
export const slug = z.string().min(1).max(MAX_SLUG_LENGTH)

/** Exactly one of the given keys is set. */
export const oneOf =
  (...keys: string[]) =>
  (value: Record<string, unknown>) =>
    keys.filter((k) => value[k] != null).length === 1

export const byIdOrSlug = z
  .object({ id: id.nullish(), slug: slug.nullish() })
  .refine(oneOf('id', 'slug'), { message: 'Give id or slug' })

export const PAGE_ARG = { defaultValue: 1, description: 'From 1.' } as const
export const ITEMS_PER_PAGE_ARG = {
  defaultValue: ITEMS_PER_PAGE,
  description: `From 1 to ${MAX_ITEMS_PER_PAGE}.`,
} as const

/**
 * The page asked of a list (its defaults filled in), checked together with the list's other arguments (`filters`,
 * their values in `values`): one BAD_REQUEST names every offending one.
 */
export function parseListArgs<F extends z.ZodRawShape = Record<never, never>>(
  what: string,
  args: { page?: number | null; itemsPerPage?: number | null },
  filters?: F,
  values?: { [K in keyof F]: unknown },
) {
  return parseArgs(
    z.object({ ...PAGINATION_ARGS, ...(filters as F) }),
    { page: args.page ?? 1, itemsPerPage: args.itemsPerPage ?? ITEMS_PER_PAGE, ...values },
    what,
  )
}

/** One page of a list as the API answers it: its items and where the page stands. */
export interface ListPage<T> {
  items: T[]
  paginationInfo: PaginationInfo
}

export const listPage = <T>(
  { items, totalCount }: { items: T[]; totalCount: number },
  query: { page: number; itemsPerPage: number },
): ListPage<T> => ({
  items,
  paginationInfo: paginationInfo(totalCount, query.page, query.itemsPerPage),
})
