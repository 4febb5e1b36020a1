import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Issue 22: the company name is the one public name (the copied `title` kept the registration name after a rename),
// and phones are stored in the E.164 form (+32…) instead of bare digits (0470…, 3247…).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // SQLite refuses to drop a column an index still names (the directory's former sort by title).
  await db.run(sql`DROP INDEX IF EXISTS \`listed_title_idx\`;`)
  await db.run(sql`ALTER TABLE \`professional_users\` DROP COLUMN \`title\`;`)
  for (const column of ['phone_number', 'office_phone_number']) {
    await db.run(
      sql.raw(`UPDATE professional_users SET ${column} = '+32' || substr(${column}, 2) WHERE ${column} LIKE '0%'`),
    )
    await db.run(sql.raw(`UPDATE professional_users SET ${column} = '+' || ${column} WHERE ${column} LIKE '32%'`))
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`professional_users\` ADD \`title\` text;`)
}
