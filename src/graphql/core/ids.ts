import {
  defaultFieldResolver,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLList,
  type GraphQLNonNull,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql'
import { parseId } from '@/domain/ids'
import { AppError } from '@/services/core/errors'

/**
 * The one check of the ids a GraphQL request carries: every `ID` argument, and every `ID` inside an input object or
 * a list, must be a document id (`parseId`: a positive 32-bit integer) before a resolver runs; anything else is
 * NOT_FOUND, as no document can have it. Done on the built schema, so a new operation is covered without a line.
 *
 * An `ID` that is not a document's (an array row's id, such as a configurator solution or system layer) opts out
 * with `extensions: NOT_A_DOCUMENT_ID` on its field or argument.
 */
export const NOT_A_DOCUMENT_ID = { notADocumentId: true } as const

type Check = (value: unknown) => void

// Kinds told by graphql's own Symbol.toStringTag rather than `instanceof`: the bundler and Node may load two copies
// of graphql (see builder.ts), and a class check across them fails.
const kindOf = (type: unknown) => Object.prototype.toString.call(type).slice(8, -1)
const isNonNullType = (t: unknown): t is GraphQLNonNull<GraphQLInputType> => kindOf(t) === 'GraphQLNonNull'
const isListType = (t: unknown): t is GraphQLList<GraphQLInputType> => kindOf(t) === 'GraphQLList'
const isInputObjectType = (t: unknown): t is GraphQLInputObjectType => kindOf(t) === 'GraphQLInputObjectType'
const isObjectType = (t: unknown): t is GraphQLObjectType => kindOf(t) === 'GraphQLObjectType'

const isExempt = (field: { extensions?: Readonly<Record<string, unknown>> | null }) =>
  field.extensions?.notADocumentId === true

/** A check of one input type's ids, or null when the type holds no document id. */
function checkOf(type: GraphQLInputType, building: Map<string, Check | null>): Check | null {
  if (isNonNullType(type)) return checkOf(type.ofType, building)
  if (isListType(type)) {
    const item = checkOf(type.ofType, building)
    return item && ((value) => Array.isArray(value) && value.forEach(item))
  }
  if (isInputObjectType(type)) {
    // A recursive input refers to itself: while its check is being built, the reference resolves lazily.
    if (building.has(type.name)) return (value) => building.get(type.name)?.(value)
    building.set(type.name, null)
    const fields = Object.values(type.getFields()).flatMap((f) => {
      const check = isExempt(f) ? null : checkOf(f.type, building)
      return check ? [[f.name, check] as const] : []
    })
    const check: Check | null = fields.length
      ? (value) => {
          if (value === null || typeof value !== 'object') return
          for (const [name, fieldCheck] of fields) {
            const v = (value as Record<string, unknown>)[name]
            if (v !== null && v !== undefined) fieldCheck(v)
          }
        }
      : null
    building.set(type.name, check)
    return check
  }
  if (type.name !== 'ID') return null
  return (value) => {
    if (value !== null && value !== undefined && parseId(value) === null) {
      throw new AppError('NOT_FOUND', 'No document has this id')
    }
  }
}

function argumentsCheck(args: readonly GraphQLArgument[], building: Map<string, Check | null>): Check | null {
  const checks = args.flatMap((a) => {
    const check = isExempt(a) ? null : checkOf(a.type, building)
    return check ? [[a.name, check] as const] : []
  })
  if (!checks.length) return null
  return (values) => {
    for (const [name, check] of checks) {
      const v = (values as Record<string, unknown>)[name]
      if (v !== null && v !== undefined) check(v)
    }
  }
}

/** The schema with every field that takes a document id checking it first (fields are changed in place). */
export function withCheckedIds(schema: GraphQLSchema): GraphQLSchema {
  const building = new Map<string, Check | null>()
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      const check = argumentsCheck(field.args, building)
      if (!check) continue
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver
      field.resolve = (source, args, context, info) => {
        check(args)
        return resolve(source, args, context, info)
      }
    }
  }
  return schema
}
