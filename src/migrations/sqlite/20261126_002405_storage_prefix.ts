import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Issue 21: Payload's S3 adapter records where each file sits in the bucket (`prefix`, `_objectKey`). The columns exist
// with or without a bucket (the plugin is always configured); rows already stored get their collection's prefix, so
// files copied to the bucket under it are found.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`media_objects\` ADD \`prefix\` text DEFAULT 'private';`)
  await db.run(sql`ALTER TABLE \`media_objects\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`media_objects\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media_objects\` DROP COLUMN \`_objectkey\`;`)
}
