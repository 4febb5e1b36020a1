import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimate_systems_rels" ADD COLUMN "work_categories_id" integer;
  ALTER TABLE "estimate_systems_rels" ADD CONSTRAINT "estimate_systems_rels_work_categories_fk" FOREIGN KEY ("work_categories_id") REFERENCES "public"."work_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "estimate_systems_rels_work_categories_id_idx" ON "estimate_systems_rels" USING btree ("work_categories_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "estimate_systems_rels" DROP CONSTRAINT IF EXISTS "estimate_systems_rels_work_categories_fk";
  
  DROP INDEX "estimate_systems_rels_work_categories_id_idx";
  ALTER TABLE "estimate_systems_rels" DROP COLUMN "work_categories_id";`)
}
