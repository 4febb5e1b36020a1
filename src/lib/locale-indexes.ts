import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteAdapterArgs } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

/**
 * Every localized collection, array and block has a `<table>_locales` table whose only index on its parent is
 * Payload's unique (`_locale`, `_parent_id`). Reading a document loads its locales by `_parent_id` alone (every
 * locale, for the fallback), which that index cannot serve with `_parent_id` second: both databases scanned the
 * whole table for each page of results. These hooks add an index on `_parent_id` to each of them, in the schema
 * itself so that drizzle-kit's snapshot holds it and `npm run migration:create` writes it (docs/decisions.md).
 */

type PostgresHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]
type SQLiteHook = NonNullable<SQLiteAdapterArgs['afterSchemaInit']>[number]

// Payload cuts the names it builds to 60 characters (PostgreSQL keeps 63 and silently cuts longer ones, which
// could make two names one); ours are cut the same way, keeping the suffix readable.
const MAX_INDEX_NAME = 60
const SUFFIX = '_parent_id_idx'

/** The `_parent_id` index's name for each `_locales` table among `tables`; throws if two names would be the same. */
export function localeParentIndexNames(tables: Iterable<string>): Map<string, string> {
  const names = new Map<string, string>()
  const taken = new Set<string>()
  for (const table of tables) {
    if (!table.endsWith('_locales')) continue
    const name = `${table.slice(0, MAX_INDEX_NAME - SUFFIX.length)}${SUFFIX}`
    if (taken.has(name)) throw new Error(`Two _locales tables would share the index name ${name}`)
    taken.add(name)
    names.set(table, name)
  }
  return names
}

/** What both adapters' `extendTable` take: a table of the schema, and the indexes to add to it. */
type ExtendTable = (args: {
  table: never
  extraConfig: (columns: Record<string, never>) => Record<string, unknown>
}) => void

/** Adds the `_parent_id` index to every `_locales` table of `tables`, built by the adapter's own `index`. */
function addLocaleIndexes(
  tables: Record<string, unknown>,
  extendTable: ExtendTable,
  index: (name: string, column: never) => unknown,
): void {
  const names = localeParentIndexNames(Object.keys(tables))
  for (const [table, drizzleTable] of Object.entries(tables)) {
    const name = names.get(table)
    if (!name) continue
    extendTable({
      table: drizzleTable as never,
      extraConfig: (columns) => ({ _parentIdIdx: index(name, columns._parentID as never) }),
    })
  }
}

/** afterSchemaInit hook of the PostgreSQL adapter: an index on `_parent_id` in every `_locales` table. */
export const postgresLocaleIndexes: PostgresHook = ({ schema, extendTable }) => {
  addLocaleIndexes(schema.tables, extendTable as unknown as ExtendTable, (name, column) => pgIndex(name).on(column))
  return schema
}

/** afterSchemaInit hook of the SQLite adapter: an index on `_parent_id` in every `_locales` table. */
export const sqliteLocaleIndexes: SQLiteHook = ({ schema, extendTable }) => {
  addLocaleIndexes(schema.tables, extendTable as unknown as ExtendTable, (name, column) => sqliteIndex(name).on(column))
  return schema
}
