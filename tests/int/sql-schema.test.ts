import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from './helpers/payload'

/**
 * The raw statements (src/services/sql) name Payload's tables and columns, which Payload derives from the
 * collections: an upgrade or a renamed field that changes one must fail here, naming it, rather than in a search or
 * a sitemap at run time. Checked against the migrated database, on SQLite and on PostgreSQL (DATABASE_URL).
 */

let t: TestPayload
let payload: Payload
let sqlModule: typeof import('@/services/sql')
const ctx = { disableRevalidate: true }
const created: { category?: number; area?: number; pro?: number } = {}

/** The columns the database has for `table` (none when the table does not exist). */
async function columnsOf(table: string): Promise<Set<string>> {
  const { selectRows, sql } = sqlModule
  const found = t.isPostgres
    ? await selectRows(
        payload,
        sql`SELECT column_name AS "name" FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table}`,
      )
    : await selectRows(payload, sql`SELECT name FROM pragma_table_info(${table})`)
  return new Set(found.map((row) => String(row.name)))
}

/** What a named table lacks: the table itself, or the columns it does not have. */
async function missing({ name, columns }: { name: string; columns: readonly string[] }): Promise<string[]> {
  const present = await columnsOf(name)
  if (present.size === 0) return [`table ${name}`]
  return columns.filter((column) => !present.has(column)).map((column) => `column ${name}.${column}`)
}

beforeAll(async () => {
  t = await startTestPayload()
  payload = t.payload
  sqlModule = await import('@/services/sql')
}, 120_000)

afterAll(async () => {
  if (created.pro) {
    await payload.delete({ collection: 'professional-users', id: created.pro, overrideAccess: true, context: ctx })
  }
  if (created.category) await payload.delete({ collection: 'work-categories', id: created.category, context: ctx })
  if (created.area) await payload.delete({ collection: 'geographic-areas', id: created.area, context: ctx })
  await t?.stop()
})

describe('the names the raw statements use', () => {
  it('come from one sql tag that both adapters share', async () => {
    const [postgres, sqlite] = await Promise.all([import('@payloadcms/db-postgres'), import('@payloadcms/db-sqlite')])
    expect(postgres.sql).toBe(sqlite.sql)
    expect(sqlModule.sql).toBe(postgres.sql)
  })

  it('are all tables and columns of the migrated database', async () => {
    const absent = (await Promise.all(sqlModule.NAMED_TABLES.map(missing))).flat()
    expect(absent, `missing in the ${t.isPostgres ? 'PostgreSQL' : 'SQLite'} database: ${absent.join(', ')}`).toEqual(
      [],
    )
  })

  it('would be caught: a table or a column that does not exist is named', async () => {
    expect(await missing({ name: 'professional_users', columns: ['id', 'no_such_column'] })).toEqual([
      'column professional_users.no_such_column',
    ])
    expect(await missing({ name: 'no_such_table', columns: ['id'] })).toEqual(['table no_such_table'])
  })

  it("match the relation rows Payload writes (each field's path and id column)", async () => {
    created.category = (
      await payload.create({ collection: 'work-categories', data: { name: `SQL ${t.runId}` }, context: ctx })
    ).id
    created.area = (
      await payload.create({
        collection: 'geographic-areas',
        locale: 'fr',
        data: {
          name: `Zone SQL ${t.runId}`,
          code: `SQL-${t.runId}`,
          type: 'PROVINCE',
          postalCodesRange: [{ from: 5000, to: 5999 }],
        },
        context: ctx,
      })
    ).id
    created.pro = (
      await payload.create({
        collection: 'professional-users',
        overrideAccess: true,
        data: {
          company: `SQL schema ${t.runId}`,
          firstname: 'Ann',
          lastname: 'Claes',
          email: `sql-${t.runId}@sql-schema-test.example`,
          password: 'Sql-Schema-Test-2026',
          profiles: ['PROFESSIONAL_FACADIER_PROFILE'],
          language: 'nl',
          phoneNumber: '0470123456',
          city: 'Namur',
          postcode: '5000',
          workCategories: [created.category],
          geographicAreas: [created.area],
          isVisible: true,
        },
        context: ctx,
      })
    ).id

    const { PROFESSIONAL_RELATIONS, TABLES, selectRows, sql } = sqlModule
    const r = TABLES.professionalUsersRels.as('r')
    const expected = { workCategories: created.category, geographicAreas: created.area }
    for (const { path, column } of Object.values(PROFESSIONAL_RELATIONS)) {
      const found = await selectRows(
        payload,
        sql`SELECT ${r.c[column]} AS "target" FROM ${r.from} WHERE ${r.c.parent_id} = ${created.pro} AND ${r.c.path} = ${path}`,
      )
      expect(
        found.map((row) => Number(row.target)),
        `professional_users_rels holds no row with path '${path}' and ${column}`,
      ).toEqual([expected[path]])
    }
  })
})
