import { type DocumentNode, type GraphQLSchema, getOperationAST, type SelectionSetNode } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import { ERROR_CODES } from '@/domain/errors'
import { graphqlErrors, graphqlOperations } from '@/lib/metrics'

const KNOWN_CODES = new Set<string>(ERROR_CODES)

/** Counts one answered error under its code; a code outside the catalogue counts as OTHER (a bounded label). */
export function countGraphQLError(code: unknown): void {
  graphqlErrors.inc({ code: typeof code === 'string' && KNOWN_CODES.has(code) ? code : 'OTHER' })
}

/** The root fields an operation selects, through inline fragments and fragment spreads. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] {
  const names: string[] = []
  for (const selection of selectionSet.selections) {
    if (selection.kind === 'Field') names.push(selection.name.value)
    else if (selection.kind === 'InlineFragment') names.push(...rootFields(document, selection.selectionSet, seen))
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value)
      const fragment = document.definitions.find(
        (d) => d.kind === 'FragmentDefinition' && d.name.value === selection.name.value,
      )
      if (fragment?.kind === 'FragmentDefinition') names.push(...rootFields(document, fragment.selectionSet, seen))
    }
  }
  return names
}

function rootType(schema: GraphQLSchema, operation: 'query' | 'mutation' | 'subscription') {
  if (operation === 'query') return schema.getQueryType()
  return operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType()
}

/**
 * Metrics of the API: each executed operation counted per root field (the schema's own names, never what a client
 * calls its operation, so the label stays bounded; `anonymous` for a field outside the schema, such as
 * `__typename`), and each answered error by its `extensions.code`, after masking, refusals of parsing and
 * validation included.
 */
export const countOperations: Plugin = {
  onExecute: ({ args }) => {
    const operation = getOperationAST(args.document, args.operationName)
    if (!operation) return
    const fields = rootType(args.schema, operation.operation)?.getFields() ?? {}
    for (const name of new Set(rootFields(args.document, operation.selectionSet))) {
      graphqlOperations.inc({ type: operation.operation, operation: Object.hasOwn(fields, name) ? name : 'anonymous' })
    }
  },
  onResultProcess: ({ result }) => {
    // A streamed result (subscriptions, @defer) is not counted: the API has none.
    if (Symbol.asyncIterator in result) return
    for (const one of Array.isArray(result) ? result : [result]) {
      for (const error of one.errors ?? []) countGraphQLError(error.extensions?.code)
    }
  },
}
