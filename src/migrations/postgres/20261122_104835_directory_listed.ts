import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "professional_users" ADD COLUMN "listed" boolean DEFAULT false;
  CREATE INDEX "listed_title_idx" ON "professional_users" USING btree ("listed","title");
  CREATE INDEX "listed_createdAt_idx" ON "professional_users" USING btree ("listed","created_at");`)
  // The listing rule (src/domain/directory.ts isListedProfessional) for the rows saved before the column existed.
  await db.execute(sql`UPDATE "professional_users" AS p SET "listed" = (
      coalesce(p."is_visible", false)
      AND trim(coalesce(p."city", '')) <> '' AND trim(coalesce(p."postcode", '')) <> ''
      AND EXISTS (SELECT 1 FROM "professional_users_profiles" s WHERE s."parent_id" = p."id" AND s."value" IS NOT NULL)
      AND EXISTS (SELECT 1 FROM "professional_users_rels" r WHERE r."parent_id" = p."id" AND r."path" = 'workCategories' AND r."work_categories_id" IS NOT NULL)
      AND EXISTS (SELECT 1 FROM "professional_users_rels" r WHERE r."parent_id" = p."id" AND r."path" = 'geographicAreas' AND r."geographic_areas_id" IS NOT NULL)
    );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "listed_title_idx";
  DROP INDEX "listed_createdAt_idx";
  ALTER TABLE "professional_users" DROP COLUMN "listed";`)
}
