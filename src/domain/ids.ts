/**
 * Document ids. Both databases number documents with a signed 32-bit integer column (PostgreSQL's `serial`);
 * PostgreSQL rejects a larger value in a query with an error, so an id is checked here before it reaches one.
 * Every id that comes from outside (a path, a query string, a GraphQL argument) goes through `parseId`.
 */

/** The largest id a document can have: PostgreSQL's `integer`, 2³¹ − 1. */
export const MAX_ID = 2_147_483_647

/**
 * A document id given as text (canonical decimal: no sign, no leading zero, no exponent, no spaces) or as a number:
 * an integer from 1 to MAX_ID, or null when the value cannot name a document.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= MAX_ID ? id : null
}

/** Whether a value is a document id that `parseId` accepts. */
export function isId(value: unknown): boolean {
  return parseId(value) !== null
}

/** The id of a relation as Payload gives it: the related document (depth 1 or more) or its id alone. */
export function relationId(value: unknown): number {
  return Number(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)
}
