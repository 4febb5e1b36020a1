import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth'
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens'
import type {
  DocumentNode,
  FieldNode,
  GraphQLError,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql'
import { createGraphQLError, type Plugin } from 'graphql-yoga'
import type { ErrorCode } from '@/domain/errors'

/**
 * What a GraphQL document may ask before it runs (issue 20): tokens are counted while parsing, aliases, depth and
 * cost while validating, so a refused document never reaches a resolver.
 */
export interface QueryLimits {
  maxTokens: number
  maxAliases: number
  maxDepth: number
  maxCost: number
}

/** The limits as src/lib/env.ts reads them. */
export function limitsOf(env: {
  GRAPHQL_MAX_TOKENS: number
  GRAPHQL_MAX_ALIASES: number
  GRAPHQL_MAX_DEPTH: number
  GRAPHQL_MAX_COST: number
}): QueryLimits {
  return {
    maxTokens: env.GRAPHQL_MAX_TOKENS,
    maxAliases: env.GRAPHQL_MAX_ALIASES,
    maxDepth: env.GRAPHQL_MAX_DEPTH,
    maxCost: env.GRAPHQL_MAX_COST,
  }
}

/** Each field of Query or Mutation runs at least one database statement; every other field costs 1. */
export const ROOT_FIELD_COST = 10
/** The page size assumed when a variable gives it: the largest page any list of the API accepts. */
export const LARGEST_PAGE = 50
/** The arguments that set how many items a list answers. */
const PAGE_SIZE_ARGUMENTS = new Set(['itemsPerPage', 'first', 'last', 'limit'])

const QUERY_TOO_COMPLEX: ErrorCode = 'QUERY_TOO_COMPLEX'

function tooComplex(message: string, nodes?: readonly OperationDefinitionNode[]): GraphQLError {
  return createGraphQLError(`Query too complex: ${message}`, { nodes, extensions: { code: QUERY_TOO_COMPLEX } })
}

/** graphql's own types are read by their printed form, never with `instanceof` (two copies of graphql may load). */
interface FieldsOwner {
  getFields?: () => Record<string, { type: unknown; args: ReadonlyArray<{ name: string; defaultValue: unknown }> }>
}

/**
 * The cost of an operation: ROOT_FIELD_COST per root field, 1 per other field, and a list field's selection
 * counted once per item of its page. The page size comes from the field's own page-size argument, or, for a list
 * inside a paginated object (`items` of `professionalUsers(itemsPerPage: 48)`), from the argument of that object;
 * a literal counts as written, a variable as LARGEST_PAGE (validation sees no variables, and Yoga caches it per
 * document), an absent argument as its default. A list without page size (menus, landings) counts once: its
 * length is the content's, not the caller's choice.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragmentOf: (name: string) => { typeCondition: { name: { value: string } }; selectionSet: SelectionSetNode } | null,
): number {
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType()
  if (!root) return 0
  const memo = new Map<string, number>()
  const inProgress = new Set<string>()

  const pageSizeOf = (node: FieldNode, args: ReadonlyArray<{ name: string; defaultValue: unknown }>) => {
    for (const arg of args) {
      if (!PAGE_SIZE_ARGUMENTS.has(arg.name)) continue
      const given = node.arguments?.find((a) => a.name.value === arg.name)?.value
      if (!given) return typeof arg.defaultValue === 'number' ? arg.defaultValue : LARGEST_PAGE
      if (given.kind === 'IntValue') return Math.max(1, Number.parseInt(given.value, 10))
      return LARGEST_PAGE
    }
    return null
  }

  const selectionCost = (set: SelectionSetNode | undefined, typeName: string, listPage: number): number => {
    if (!set) return 0
    const type = schema.getType(typeName) as FieldsOwner | undefined
    const fields = type?.getFields?.() ?? {}
    let cost = 0
    for (const selection of set.selections) {
      if (selection.kind === 'InlineFragment') {
        cost += selectionCost(selection.selectionSet, selection.typeCondition?.name.value ?? typeName, listPage)
      } else if (selection.kind === 'FragmentSpread') {
        const name = selection.name.value
        const key = `${name}:${listPage}`
        const known = memo.get(key)
        if (known !== undefined) {
          cost += known
          continue
        }
        const fragment = fragmentOf(name)
        // A fragment cycle is reported by graphql's own rule; counting it once here is enough.
        if (!fragment || inProgress.has(name)) continue
        inProgress.add(name)
        const fragmentCost = selectionCost(fragment.selectionSet, fragment.typeCondition.name.value, listPage)
        inProgress.delete(name)
        memo.set(key, fragmentCost)
        cost += fragmentCost
      } else {
        const name = selection.name.value
        if (name.startsWith('__')) continue
        const field = fields[name]
        // An unknown field is refused by graphql's own rules.
        if (!field) {
          cost += 1
          continue
        }
        const printed = String(field.type)
        const isList = printed.replace(/!$/, '').startsWith('[')
        const own = pageSizeOf(selection, field.args)
        const items = isList ? (own ?? listPage) : 1
        const childPage = isList ? 1 : (own ?? 1)
        const base = type === (root as unknown) ? ROOT_FIELD_COST : 1
        cost += base + items * selectionCost(selection.selectionSet, printed.replace(/[[\]!]/g, ''), childPage)
      }
    }
    return cost
  }

  return selectionCost(operation.selectionSet, root.name, 1)
}

/** Refuses an operation whose cost (operationCost) exceeds maxCost, with QUERY_TOO_COMPLEX. */
export function queryCostRule(maxCost: number, exposeLimits: boolean): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const cost = operationCost(context.getSchema(), operation, (name) => context.getFragment(name) ?? null)
      if (cost > maxCost) {
        context.reportError(
          tooComplex(exposeLimits ? `cost ${cost} exceeds the limit of ${maxCost}.` : 'cost limit exceeded.', [
            operation,
          ]),
        )
      }
    },
  })
}

/** The validation rules of the limits: depth (GRAPHQL_VALIDATION_FAILED, as before), aliases and cost. */
export function limitRules(limits: QueryLimits, exposeLimits: boolean): ValidationRule[] {
  return [
    maxDepthRule({
      n: limits.maxDepth,
      flattenFragments: true,
      exposeLimits,
      // Reported as a validation error (GRAPHQL_VALIDATION_FAILED) rather than thrown out of validation.
      propagateOnRejection: false,
      onReject: [(context, error) => context?.reportError(error)],
    }) as unknown as ValidationRule,
    maxAliasesRule({
      n: limits.maxAliases,
      exposeLimits,
      propagateOnRejection: false,
      onReject: [
        (context, error) =>
          context?.reportError(
            tooComplex(exposeLimits ? error.message.replace(/^Syntax Error: /, '') : 'alias limit exceeded.'),
          ),
      ],
    }) as unknown as ValidationRule,
    queryCostRule(limits.maxCost, exposeLimits),
  ]
}

/** graphql's parse, refusing a document of more than maxTokens tokens with QUERY_TOO_COMPLEX as soon as it has them. */
export function parseWithTokenLimit(source: string, maxTokens: number, exposeLimits: boolean): DocumentNode {
  const parser = new MaxTokensParserWLexer(source, {
    n: maxTokens,
    exposeLimits,
    propagateOnRejection: false,
    onReject: [
      () => {
        throw tooComplex(exposeLimits ? `more than ${maxTokens} tokens.` : 'token limit exceeded.')
      },
    ],
  })
  return parser.parseDocument()
}

/**
 * A document's length in characters: comments and whitespace cost no token but still have to be read; the site's
 * largest document is under 3,000 characters.
 */
export const MAX_DOCUMENT_CHARS = 20_000
/**
 * Values in an operation's variables (every object, array and leaf): turning variables into GraphQL inputs runs
 * before any resolver and holds the event loop, 16 s for three million empty objects. A saved configurator project
 * with 30 facades and their openings stays far below.
 */
export const MAX_VARIABLE_VALUES = 10_000

/** A file of a multipart upload, or bytes: one value, whatever its size (its bytes are not variables). */
function isOpaque(value: object): boolean {
  return (
    ArrayBuffer.isView(value) ||
    value instanceof ArrayBuffer ||
    typeof (value as { arrayBuffer?: unknown }).arrayBuffer === 'function'
  )
}

/** Whether `value` holds more than `max` values in all, counted without recursion and stopping as soon as it does. */
export function exceedsValueCount(value: unknown, max: number): boolean {
  const pending: unknown[] = [value]
  let count = 0
  while (pending.length > 0) {
    const next = pending.pop()
    if (++count > max) return true
    if (Array.isArray(next)) {
      if (count + next.length > max) return true
      pending.push(...next)
    } else if (next !== null && typeof next === 'object' && !isOpaque(next)) {
      const values = Object.values(next)
      if (count + values.length > max) return true
      pending.push(...values)
    }
  }
  return false
}

/** Refuses, before anything parses or coerces it, a document too long or variables too many. */
export function checkRequestSize(
  params: { query?: unknown; variables?: unknown; extensions?: unknown },
  exposeLimits: boolean,
): void {
  if (typeof params.query === 'string' && params.query.length > MAX_DOCUMENT_CHARS) {
    throw tooComplex(exposeLimits ? `a document of more than ${MAX_DOCUMENT_CHARS} characters.` : 'document too long.')
  }
  if (exceedsValueCount(params.variables, MAX_VARIABLE_VALUES) || exceedsValueCount(params.extensions, 1_000)) {
    throw tooComplex(exposeLimits ? `more than ${MAX_VARIABLE_VALUES} values in the variables.` : 'too many values.')
  }
}

/** The limits as Yoga plugins: sizes as the request is read, tokens while parsing, the rest as validation rules. */
export function limitPlugins(limits: QueryLimits, exposeLimits: boolean): Plugin[] {
  const rules = limitRules(limits, exposeLimits)
  return [
    { onParams: ({ params }) => checkRequestSize(params, exposeLimits) },
    {
      onParse: ({ setParseFn }) =>
        setParseFn((source) =>
          parseWithTokenLimit(typeof source === 'string' ? source : source.body, limits.maxTokens, exposeLimits),
        ),
    },
    {
      onValidate: ({ addValidationRule }) => {
        for (const rule of rules) addValidationRule(rule)
      },
    },
  ]
}
