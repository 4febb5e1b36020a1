import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 21: Payload's S3 adapter records where each file sits in the bucket (`prefix`, `_objectKey`). The columns exist
// with or without a bucket (the plugin is always configured); rows already stored get their collection's prefix, so
// files copied to the bucket under it are found.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "media_objects" ADD COLUMN "prefix" varchar DEFAULT 'private';
  ALTER TABLE "media_objects" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "media_objects" DROP COLUMN "prefix";
  ALTER TABLE "media_objects" DROP COLUMN "_objectkey";`)
}
