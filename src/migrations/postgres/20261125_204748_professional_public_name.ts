import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 22: the company name is the one public name (the copied `title` kept the registration name after a rename),
// and phones are stored in the E.164 form (+32…) instead of bare digits (0470…, 3247…).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "professional_users" DROP COLUMN "title";`)
  for (const column of ['phone_number', 'office_phone_number']) {
    await db.execute(
      sql.raw(`UPDATE "professional_users" SET "${column}" = '+32' || substr("${column}", 2) WHERE "${column}" LIKE '0%'`),
    )
    await db.execute(sql.raw(`UPDATE "professional_users" SET "${column}" = '+' || "${column}" WHERE "${column}" LIKE '32%'`))
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "professional_users" ADD COLUMN "title" varchar;`)
}
