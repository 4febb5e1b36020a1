import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`follow_ups\` ADD \`asked_professionals\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`system_id\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`follow_ups\` DROP COLUMN \`asked_professionals\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`system_id\`;`)
}
