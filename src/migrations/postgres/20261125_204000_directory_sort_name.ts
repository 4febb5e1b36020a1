import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { nameSortKey } from '../../domain/directory'

// The directory orders names by a folded key (case and accents, issue 22), kept on the row with its index.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "professional_users" ADD COLUMN "sort_name" varchar;
  DROP INDEX IF EXISTS "listed_title_idx";
  CREATE INDEX "listed_sortName_idx" ON "professional_users" USING btree ("listed","sort_name");`)
  // The key of the rows saved before the column existed (the collection's hook computes it on every save).
  const { rows } = await db.execute(sql`SELECT "id", "company" FROM "professional_users"`)
  for (const row of rows as Array<{ id: number; company: string | null }>) {
    await db.execute(
      sql`UPDATE "professional_users" SET "sort_name" = ${nameSortKey(row.company ?? '')} WHERE "id" = ${row.id}`,
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "listed_sortName_idx";
  CREATE INDEX IF NOT EXISTS "listed_title_idx" ON "professional_users" USING btree ("listed","title");
  ALTER TABLE "professional_users" DROP COLUMN "sort_name";`)
}
