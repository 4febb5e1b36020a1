import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The directory search (src/services/directory.ts) asks, for each professional, whether a relation or a profile
// of a kind exists (EXISTS on parent, path and value): these indexes answer from the index alone. Payload's
// config cannot declare indexes on its relation tables, so they are written here (see docs/performance.md).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "professional_users_rels_parent_path_idx" ON "professional_users_rels" USING btree ("parent_id","path","work_categories_id","geographic_areas_id");`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "professional_users_profiles_parent_value_idx" ON "professional_users_profiles" USING btree ("parent_id","value");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "professional_users_rels_parent_path_idx";`)
  await db.execute(sql`DROP INDEX IF EXISTS "professional_users_profiles_parent_value_idx";`)
}
