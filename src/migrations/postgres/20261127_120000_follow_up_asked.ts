import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "follow_ups" ADD COLUMN "asked_professionals" jsonb;
  ALTER TABLE "reviews" ADD COLUMN "system_id" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "follow_ups" DROP COLUMN "asked_professionals";
  ALTER TABLE "reviews" DROP COLUMN "system_id";`)
}
