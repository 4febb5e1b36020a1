import { sql } from '@payloadcms/db-postgres'

/**
 * drizzle-orm's `sql` tag. Both adapters re-export the same function (`@payloadcms/db-postgres` and
 * `@payloadcms/db-sqlite` each `export { sql } from 'drizzle-orm'`, one installed copy): the tag only builds chunks,
 * each adapter renders them in its own dialect when it runs the statement. Taken here from one adapter and from no
 * other file; tests/int/sql-schema.test.ts fails if the two adapters ever bring different copies.
 */
export { sql }

/**
 * A statement built with the tag. Written with quoted names and functions both dialects share, the same statement
 * runs on SQLite and on PostgreSQL.
 */
export type Statement = ReturnType<typeof sql>

/** `(v1, v2, …)`: values as bound parameters, for `IN`. */
export const inList = (values: ReadonlyArray<string | number>): Statement =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`
