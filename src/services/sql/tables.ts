import { type Statement, sql } from './tag'

/**
 * Every table and column of Payload's schema that a raw statement names, in one place. Payload derives these names
 * from the collections (snake_case slug, `_rels` for hasMany relations, `_locales` for localized fields, `_parent_id`
 * on a locale row, `parent_id` and `path` on a relation row): an upgrade or a renamed field that changes one leaves a
 * statement reading a table that is gone. tests/int/sql-schema.test.ts holds every entry below to the migrated
 * database, on SQLite and on PostgreSQL, and fails naming the missing table or column. A raw statement takes its
 * names from here, never as literals.
 */

/** A name as both dialects quote it (neither needs more: the names are lower-case snake_case). */
function quoted(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected SQL identifier: ${name}`)
  return `"${name}"`
}

/** One table: its name, the columns the statements read, and their quoted forms for the `sql` tag. */
export interface SqlTable<C extends string> {
  readonly name: string
  readonly columns: readonly C[]
  /** `"table"`. */
  readonly ref: Statement
  /** `"column"`. */
  readonly c: Readonly<Record<C, Statement>>
  /** `"table"."column"` (a correlated subquery reaching the row an UPDATE changes). */
  readonly qualified: Readonly<Record<C, Statement>>
  /** The table under an alias: `from` is `"table" p`, each column `p."column"`. */
  as(alias: string): { readonly from: Statement; readonly c: Readonly<Record<C, Statement>> }
}

const columnsOf = <C extends string>(columns: readonly C[], prefix: string): Record<C, Statement> =>
  Object.fromEntries(columns.map((column) => [column, sql.raw(`${prefix}${quoted(column)}`)])) as Record<C, Statement>

function table<const C extends string>(name: string, columns: readonly C[]): SqlTable<C> {
  const q = quoted(name)
  return {
    name,
    columns,
    ref: sql.raw(q),
    c: columnsOf(columns, ''),
    qualified: columnsOf(columns, `${q}.`),
    as: (alias) => {
      if (!/^[a-z]+$/.test(alias)) throw new Error(`unexpected SQL alias: ${alias}`)
      return { from: sql.raw(`${q} ${alias}`), c: columnsOf(columns, `${alias}.`) }
    },
  }
}

/** Columns of a versioned content collection's main table and of its `_locales` table, as the sitemap reads them. */
const content = (slug: string) => ({
  main: table(slug, ['id', 'updated_at', '_status']),
  locales: table(`${slug}_locales`, ['_parent_id', '_locale', 'slug']),
})

export const TABLES = {
  professionalUsers: table('professional_users', [
    'id',
    'listed',
    'company',
    'postcode',
    'city',
    'sort_name',
    'created_at',
    'updated_at',
    'latitude',
    'longitude',
    'move_for_renovation',
    'move_for_new_construction',
    'do_renovation_size',
    'minimal_renovation_size',
    'maximal_renovation_size',
    'rating_count',
    'rating_average',
  ]),
  /** Verified reviews (issue 24): what the aggregates on `professional_users` are computed from. */
  reviews: table('reviews', ['id', 'professional_user_id', 'status', 'rating_overall']),
  /** hasMany relations: one row per related document, `path` the field's name. */
  professionalUsersRels: table('professional_users_rels', [
    'parent_id',
    'order',
    'path',
    'work_categories_id',
    'geographic_areas_id',
  ]),
  /** The `profiles` select (hasMany): one row per value. */
  professionalUsersProfiles: table('professional_users_profiles', ['parent_id', 'order', 'value']),
  workCategories: table('work_categories', ['id']),
  geographicAreas: table('geographic_areas', ['id']),
  pages: content('pages'),
  articles: content('articles'),
  blogs: content('blogs'),
  references: content('references'),
  outbox: table('outbox', ['id', 'status', 'claimed_until']),
  /**
   * The site search's documents (not Payload's: the migrations 20261126_180000_site_search). Their words are
   * in a table of each dialect's own, which src/services/search names: FTS5's `search_terms` on SQLite, the
   * `terms` tsvector column on PostgreSQL.
   */
  searchDocuments: table('search_documents', [
    'id',
    'kind',
    'ref',
    'locale',
    'title',
    'body',
    'url',
    'code',
    'updated_at',
  ]),
  /**
   * The site search's statistics (not Payload's: the migrations 20261127_090000_search_statistics): searches a day,
   * language and normalised query, and how many found nothing. No column holds anything of a person.
   */
  searchQueries: table('search_queries', ['day', 'locale', 'query', 'searches', 'empty_searches']),
  payloadJobs: table('payload_jobs', [
    'id',
    'queue',
    'processing',
    'completed_at',
    'has_error',
    'wait_until',
    'created_at',
    'updated_at',
  ]),
} as const

/**
 * The professional's hasMany relations the statements test, as Payload stores them in `professional_users_rels`:
 * `path` is the field's name, the related id sits in the column named after the related collection.
 */
export const PROFESSIONAL_RELATIONS = {
  workCategories: { path: 'workCategories', column: 'work_categories_id', target: TABLES.workCategories },
  geographicAreas: { path: 'geographicAreas', column: 'geographic_areas_id', target: TABLES.geographicAreas },
} as const satisfies Record<
  string,
  { path: string; column: (typeof TABLES.professionalUsersRels.columns)[number]; target: SqlTable<'id'> }
>

type NamedTable = Pick<SqlTable<string>, 'name' | 'columns'>

/** Every table above, flat, with the columns the statements name (what the schema test checks). */
export const NAMED_TABLES: readonly NamedTable[] = Object.values(TABLES).flatMap((entry): NamedTable[] =>
  'ref' in entry ? [entry] : [entry.main, entry.locales],
)
